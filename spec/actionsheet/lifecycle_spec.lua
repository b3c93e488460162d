-- Lifecycle and the canonical event order with times (spec §5, §8, §9): willPresentView,
-- didPresentView, willDismissView, didDismissView and handler, for both handler timings.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("action sheet lifecycle", function()
  it("goes idle → presenting → presented (at didPresentView) → dismissing → dismissed", function()
    local sheet = h.example("default")
    assert.are.equal("idle", sheet.state)
    sheet:present()
    assert.are.equal("presenting", sheet.state)
    stage.clock.advance(0.699)
    assert.are.equal("presenting", sheet.state)
    stage.clock.advance(0.001)
    assert.are.equal("presented", sheet.state)
    sheet:dismiss()
    assert.are.equal("dismissing", sheet.state)
    stage.clock.advance(0.7)
    assert.are.equal("dismissed", sheet.state)
  end)

  it("runs a handler after the dismissal by default", function()
    local calls = {}
    local sheet = h.example("default", function(action) calls[#calls + 1] = { action.title, stage.clock.now() } end)
    sheet:present()
    stage.clock.advance(1)
    assert.is_true(sheet:tap("Delete"))
    assert.are.same({}, calls)
    stage.clock.advance(1)
    assert.are.same({ { "Delete", 1.7 } }, calls)
    expect(stage.log):toHaveEvents({
      { source = "sheet#1", name = "willPresentView", t = 0 },
      { source = "sheet#1", name = "didPresentView", t = 0.7 },
      { source = "screen", name = "tap", layer = "sheet#1", t = 1 },
      { source = "sheet#1", name = "willDismissView", t = 1, reason = "action" },
      { source = "sheet#1", name = "didDismissView", t = 1.7 },
      { source = "sheet#1", name = "handler", t = 1.7, action = "Delete", index = 3, immediate = false },
    }, { exhaustive = true })
  end)

  it("runs an executeImmediatelyOnTouch handler on touch, before the dismissal", function()
    local calls = {}
    local sheet = h.example("tweetbot", function(action) calls[#calls + 1] = { action.title, stage.clock.now() } end)
    sheet:present()
    stage.clock.advance(1)
    sheet:tap("Translate")
    assert.are.same({ { "Translate", 1 } }, calls)
    stage.clock.advance(1)
    assert.are.same({ "willPresentView@0.000", "didPresentView@0.500", "handler@1.000",
                      "willDismissView@1.000", "didDismissView@1.500" }, h.names())
    assert.are.same({ { "Translate", 1 } }, calls)
  end)

  it("passes the action to its handler", function()
    local got
    local sheet = stage.actionController()
    local delete = sheet:addAction{ title = "Delete", style = "destructive", handler = function(a) got = a end }
    h.shown(sheet)
    sheet:tap(1)
    stage.clock.advance(1)
    assert.are.equal(delete, got)
    assert.are.equal("destructive", got.style)
    assert.are.equal(1, got.index)
  end)

  it("logs no handler event for an action without a handler", function()
    local sheet = h.shown(h.sheet({ "A" }))
    sheet:tap("A")
    stage.clock.advance(1)
    assert.are.equal(0, #stage.log.events{ name = "handler" })
  end)

  it("dismisses during the present animation; didPresentView still comes at its time", function()
    local sheet = h.example("default")
    sheet:present()
    stage.clock.advance(0.2)
    assert.is_true(sheet:dismiss())
    stage.clock.advance(1)
    assert.are.same({ "willPresentView@0.000", "willDismissView@0.200", "didPresentView@0.700",
                      "didDismissView@0.900" }, h.names())
  end)

  it("runs dismiss's completion after didDismissView", function()
    local at
    local sheet = h.shown(h.example("default"))
    sheet:dismiss(function() at = stage.clock.now() end)
    stage.clock.advance(1)
    assert.are.equal(1.7, at)
  end)

  it("uses each style's timings", function()
    local expected = {
      default = { 0.7, 0.7 }, twitter = { 0.6, 0.6 }, youtube = { 0.6, 0.6 },
      periscope = { 0.6, 0.5 }, spotify = { 0.7, 0.7 }, tweetbot = { 0.5, 0.5 },
    }
    for _, style in ipairs{ "default", "twitter", "youtube", "periscope", "spotify", "tweetbot" } do
      stage.reset()
      local sheet = h.example(style)
      sheet:present()
      stage.clock.advance(2)
      sheet:dismiss()
      stage.clock.advance(2)
      local p, d = expected[style][1], expected[style][2]
      assert.are.same({ "willPresentView@0.000", string.format("didPresentView@%.3f", p),
                        "willDismissView@2.000", string.format("didDismissView@%.3f", 2 + d) }, h.names(), style)
    end
  end)

  it("skype falls under gravity until it leaves the screen: √(2H/2000) = 0.923 s for H = 852", function()
    local sheet = h.example("skype")
    sheet:present()
    stage.clock.advance(0.5)
    assert.are.equal("presented", sheet.state)   -- 0.5-s jelly present
    stage.clock.advance(0.5)
    sheet:dismiss()
    stage.clock.advance(0.92)
    assert.are.equal("dismissing", sheet.state)
    stage.clock.advance(0.01)
    assert.are.equal("dismissed", sheet.state)
    local e = stage.log.events{ name = "didDismissView" }[1]
    assert.is_true(h.near(1 + math.sqrt(2 * 852 / 2000), e.t, 1e-6))
  end)

  it("twitter moves up 10 pt for 0.1 s before sliding down", function()
    local sheet = h.shown(h.example("twitter"))
    sheet:dismiss()
    stage.clock.advance(0.1)
    assert.is_true(h.near(706 - 10, sheet:frameOf(1).y))
    stage.clock.advance(0.2)
    assert.is_true(sheet:frameOf(1).y > 706)
  end)

  it("tweetbot: the second section has no rows at t = 0.29 s and has them at 0.31 s", function()
    local sheet = h.example("tweetbot")
    sheet:present()
    stage.clock.advance(0.29)
    assert.is_true(sheet.sections[1].revealed)
    assert.is_false(sheet.sections[2].revealed)
    assert.is_nil(sheet:frameOf("Cancel"))
    assert.are.equal("cannot tap action 5 ('Cancel'): its section (2) has no rows on screen yet",
                     h.message(sheet.tap, sheet, "Cancel"))
    stage.clock.advance(0.02)
    assert.is_true(sheet.sections[2].revealed)
    local f = sheet:frameOf("Cancel")
    assert.is_not_nil(f)
    -- Inserted 302 pt (H − top inset) below its place, it springs up (5 Hz, damping 0.3).
    assert.is_true(f.y > 756)
    stage.clock.advance(1)
    assert.are.same({ x = 12, y = 756, width = 369, height = 50 }, sheet:frameOf("Cancel"))
  end)

  it("scales the presenting screen while shown (animation.scale)", function()
    local sheet = h.example("default")
    assert.are.equal(1, sheet.presentingScale)
    h.shown(sheet)
    assert.is_true(h.near(0.9, sheet.presentingScale))
    sheet:dismiss()
    stage.clock.advance(1)
    assert.are.equal(1, sheet.presentingScale)
    local skype = h.shown(h.example("skype"))
    assert.are.equal(1, skype.presentingScale)
  end)

  it("shows in the layer list, the picture and the timeline", function()
    local sheet = h.shown(h.example("twitter"))
    local layers = stage.screen.layers()
    assert.are.equal("sheet#1", layers[1].source)
    assert.are.equal("actionSheet", layers[1].level)
    assert.are.equal("Accounts", layers[1].title)
    local picture = stage.render()
    assert.matches("Xmartlabs", picture, 1, true)
    assert.matches("@remer88", picture, 1, true)
    assert.matches("Miguel", stage.svg(), 1, true)
    sheet:dismiss()
    stage.clock.advance(1)
    assert.are.equal(0, #stage.screen.layers())
  end)
end)
