-- Lifecycle and the canonical event order (xlactioncontroller.md "Lifecycle", "Dynamics", "Styles"): willPresentView, didPresentView,
-- willDismissView, didDismissView and handler, for both handler timings, with the fields Lua
-- reads. Times are the sheet's own settings as Lua reads them: the durations' values and each
-- style's motion are the engine's (ActionSheetLayoutTests, ActionSheetLifecycleTests).
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function bottom(f) return f.y + f.height end

-- How long the dismissal took, from willDismissView to didDismissView, once it ran to its end.
local function dismissalTook()
  stage.clock.advance(2)
  local will = stage.log.events{ name = "willDismissView" }[1]
  return stage.log.events{ name = "didDismissView" }[1].t - will.t
end

describe("action sheet lifecycle", function()
  -- present (ActionController.swift:498-557), then dismiss (217-223) and dismissView (ActionController.swift:559-578).
  it("goes idle → presenting → presented (at didPresentView) → dismissing → dismissed", function()
    local sheet = h.example("default")
    local a = sheet.settings.animation
    assert.are.equal("idle", sheet.state)
    sheet:present()
    assert.are.equal("presenting", sheet.state)
    stage.clock.advance(a.present.duration - 0.001)
    assert.are.equal("presenting", sheet.state)
    stage.clock.advance(0.001)
    assert.are.equal("presented", sheet.state)
    sheet:dismiss()
    assert.are.equal("dismissing", sheet.state)
    stage.clock.advance(a.dismiss.duration - 0.001)
    assert.are.equal("dismissing", sheet.state)
    stage.clock.advance(0.001)
    assert.are.equal("dismissed", sheet.state)
  end)

  it("runs a handler after the dismissal by default", function()
    local calls = {}
    local sheet = h.example("default", function(action) calls[#calls + 1] = { action.title, stage.clock.now() } end)
    local a = sheet.settings.animation
    sheet:present()
    stage.clock.advance(1)
    assert.is_true(sheet:tap("Delete"))
    assert.are.same({}, calls)
    stage.clock.advance(1)
    local gone = 1 + a.dismiss.duration
    assert.are.same({ { "Delete", gone } }, calls)
    expect(stage.log):toHaveEvents({
      { source = "sheet#1", name = "willPresentView", t = 0 },
      { source = "sheet#1", name = "didPresentView", t = a.present.duration },
      { source = "screen", name = "tap", layer = "sheet#1", t = 1 },
      { source = "sheet#1", name = "willDismissView", t = 1, reason = "action" },
      { source = "sheet#1", name = "didDismissView", t = gone },
      { source = "sheet#1", name = "handler", t = gone, action = "Delete", index = 3, immediate = false },
    }, { exhaustive = true })
  end)

  -- executeImmediatelyOnTouch (Action.swift:38): the handler before dismiss (ActionController.swift:454-461).
  it("runs an executeImmediatelyOnTouch handler on touch, before the dismissal", function()
    local calls = {}
    local sheet = h.example("tweetbot", function(action) calls[#calls + 1] = { action.title, stage.clock.now() } end)
    sheet:present()
    stage.clock.advance(1)
    sheet:tap("Translate")
    assert.are.same({ { "Translate", 1 } }, calls)
    stage.clock.advance(1)
    expect(stage.log):toHaveEvents({
      { name = "willPresentView" }, { name = "didPresentView" },
      { name = "handler", t = 1, action = "Translate", immediate = true },
      { name = "willDismissView", t = 1, reason = "action" }, { name = "didDismissView" },
    }, { source = "sheet#1", exhaustive = true })
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
    local a = sheet.settings.animation
    sheet:present()
    stage.clock.advance(0.2)
    assert.is_true(sheet:dismiss())
    stage.clock.advance(1)
    expect(stage.log):toHaveEvents({
      { name = "willPresentView", t = 0 }, { name = "willDismissView", t = 0.2 },
      { name = "didPresentView", t = a.present.duration }, { name = "didDismissView", t = 0.2 + a.dismiss.duration },
    }, { source = "sheet#1", exhaustive = true })
  end)

  -- dismiss(completion:) (ActionController.swift:217-223): the completion when dismissView ends (559-578).
  it("runs dismiss's completion after didDismissView", function()
    local at, order
    local sheet = h.shown(h.example("default"))
    sheet:dismiss(function() at, order = stage.clock.now(), #stage.log.events{ source = "sheet#1" } end)
    stage.clock.advance(1)
    assert.are.equal(stage.log.events{ name = "didDismissView" }[1].t, at)
    assert.are.equal("didDismissView", stage.log.events{ source = "sheet#1" }[order].name)
  end)

  -- animation.*.duration (ActionControllerSettings.swift:132, 161): present at ActionController.swift:542, dismiss 563.
  it("times each style's events by the durations its settings read", function()
    for _, style in ipairs{ "default", "twitter", "youtube", "periscope", "spotify", "tweetbot" } do
      stage.reset()
      local sheet = h.example(style)
      local p, d = sheet.settings.animation.present.duration, sheet.settings.animation.dismiss.duration
      sheet:present()
      stage.clock.advance(2)
      sheet:dismiss()
      stage.clock.advance(2)
      assert.are.same({ "willPresentView@0.000", string.format("didPresentView@%.3f", p),
                        "willDismissView@2.000", string.format("didDismissView@%.3f", 2 + d) }, h.names(), style)
    end
  end)

  it("skype falls, faster and faster, until it has left the screen (not by its dismiss duration)", function()
    local sheet = h.example("skype", nil, { fixes = { logsSkypeDismissHooks = true } })
    sheet:present()
    stage.clock.advance(sheet.settings.animation.present.duration)
    assert.are.equal("presented", sheet.state)
    stage.clock.advance(0.5)
    sheet:dismiss()
    local ys, last = {}, nil
    while sheet.state == "dismissing" do
      last = sheet:frameOf(1)
      ys[#ys + 1] = last.y
      stage.clock.advance(0.05)
    end
    assert.are.equal("dismissed", sheet.state)
    assert.is_true(last.y > stage.screen.height)     -- it ends only once the rows are off screen
    for k = 3, #ys do assert.is_true(ys[k] - ys[k - 1] > ys[k - 1] - ys[k - 2], "step " .. k) end
    local e = stage.log.events{ name = "didDismissView" }[1]
    assert.is_false(h.near(1 + sheet.settings.animation.dismiss.duration, e.t, 1e-3))
  end)

  -- Skype's dismissView override (Example/CustomActionControllers/Skype/Skype.swift 174-200)
  -- calls neither onWillDismissView nor onDidDismissView: its timeline has neither event.
  -- Skype's dismissView override (Skype.swift 174-200) calls neither hook.
  it("skype's dismissal logs no will/didDismissView, unless fixes.logsSkypeDismissHooks", function()
    local sheet = h.shown(h.example("skype"))
    local done
    sheet:dismiss(function() done = stage.clock.now() end)
    stage.clock.advance(3)
    assert.are.equal("dismissed", sheet.state)
    assert.are.same({}, stage.log.events{ name = "willDismissView" })
    assert.are.same({}, stage.log.events{ name = "didDismissView" })
    assert.is_true(done > 1)
  end)

  it("twitter moves up first, then slides down", function()
    local sheet = h.shown(h.example("twitter"))
    local rest = sheet:frameOf(1).y
    sheet:dismiss()
    stage.clock.advance(0.05)
    assert.is_true(sheet:frameOf(1).y < rest)
    stage.clock.advance(0.25)
    assert.is_true(sheet:frameOf(1).y > rest)
  end)

  -- Twitter's dismissView (Example/CustomActionControllers/Twitter/Twitter.swift 140-161) runs
  -- its 0.1-s bump and then the spring with `delay: 0` (144, 147-148): a dismiss delay does not
  -- hold it, where the base dismissView waits for it (ActionController.swift:563-564).
  it("twitter's dismissal ignores animation.dismiss.delay; the base dismissal waits for it", function()
    for style, took in pairs{ twitter = 0.6, default = 0.3 + 0.7 } do
      stage.reset()
      local sheet = h.example(style)
      sheet.settings.animation.dismiss.delay = 0.3
      h.shown(sheet)
      sheet:dismiss()
      local d = dismissalTook()
      assert.is_true(h.near(took, d, 1e-6), style .. ": " .. d)
    end
  end)

  -- DynamicsActionController inserts section i at 0.3·i s (ActionController.swift:742-756).
  it("tweetbot: the second section has no rows until it is revealed, then springs up into place", function()
    local sheet = h.example("tweetbot")
    sheet:present()
    stage.clock.advance(0.01)
    assert.is_true(sheet.sections[1].revealed)
    local steps = 0
    while not sheet.sections[2].revealed do
      assert.is_nil(sheet:frameOf("Cancel"))
      assert.are.equal("cannot tap action 5 ('Cancel'): its section (2) has no rows on screen yet",
                       h.message(sheet.tap, sheet, "Cancel"))
      stage.clock.advance(0.01)
      steps = steps + 1
    end
    assert.is_true(steps > 0)
    local f = sheet:frameOf("Cancel")
    stage.clock.advance(2)
    local settled = sheet:frameOf("Cancel")
    assert.is_true(f.y > settled.y)                  -- inserted below its place
    assert.is_true(bottom(sheet:frameOf(4)) < settled.y)   -- the gap between the sections
    assert.is_true(sheet:tap("Cancel"))
  end)

  -- viewDidAppear's asyncAfter blocks (ActionController.swift:742-756) are never cancelled, so a
  -- section due during the Dynamics dismissal (776-784) is still inserted, into the falling
  -- collection view: its rows exist (and, as the dismissal leaves actions on, can be tapped).
  it("tweetbot: a section due during the fall is still inserted, falling with the rest", function()
    local sheet = h.example("tweetbot")
    sheet:present()
    stage.clock.advance(0.29)
    assert.is_false(sheet.sections[2].revealed)
    sheet:dismiss()
    stage.clock.advance(0.005)
    assert.is_false(sheet.sections[2].revealed)
    stage.clock.advance(0.01)
    assert.are.equal("dismissing", sheet.state)
    assert.is_true(sheet.sections[2].revealed)
    assert.is_not_nil(sheet:frameOf("Cancel"))
    stage.clock.advance(1)
    assert.are.equal("dismissed", sheet.state)
  end)

  -- animation.scale (ActionControllerSettings.swift:185) transforms the presenting view (ActionController.swift:548-550,
  -- 569-571; Dynamics 791).
  it("scales the presenting screen while shown (animation.scale)", function()
    local sheet = h.example("default")
    assert.are.equal(1, sheet.presentingScale)
    h.shown(sheet)
    assert.is_true(h.near(sheet.settings.animation.scale.width, sheet.presentingScale))
    assert.are_not.equal(1, sheet.presentingScale)
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

-- A sheet dismissed before its present animation ends (Source/ActionController.swift 530-533,
-- 547-556): without a scale the animation moves only the sheet's views, and it ends, unfinished,
-- when they leave the window, so didPresentView follows didDismissView; with a scale it also
-- moves the presenting view, which stays, so didPresentView comes at its own time.
describe("a sheet dismissed before it finished presenting", function()
  before_each(function() stage.reset() end)

  local function names(sheet)
    local out = {}
    for _, e in ipairs(stage.log.events{ source = sheet.source }) do out[#out + 1] = ("%s@%.2f"):format(e.name, e.t) end
    return out
  end

  -- Presented with one action, dismissed 0.05 s in, then left to finish: its callbacks.
  local function dismissedWhilePresenting(sheet, action)
    sheet:addAction(action)
    sheet:present()
    stage.clock.advance(0.05)
    sheet:dismiss()
    stage.clock.advance(2)
    return names(sheet)
  end

  it("periscope (no scale): didPresentView when its views leave, after didDismissView", function()
    assert.are.same({ "willPresentView@0.00", "willDismissView@0.05", "didDismissView@0.55", "didPresentView@0.55" },
      dismissedWhilePresenting(stage.actionController{ style = "periscope" }, "Block"))
  end)

  it("default (scale 0.9): didPresentView at the present animation's own end, after the sheet left", function()
    assert.are.same({ "willPresentView@0.00", "willDismissView@0.05", "didDismissView@0.25", "didPresentView@0.70" },
      dismissedWhilePresenting(stage.actionController{ settings = { animation = { dismiss = { duration = 0.2 } } } }, "Edit"))
  end)

  -- Skype's gravity (Example/CustomActionControllers/Skype/Skype.swift 189-202) moves the
  -- collection view's model frame, already at rest mid-present (performCustomPresentationAnimation
  -- sets it, ActionController.swift:592), and ends once that is below the screen (196): the fall
  -- takes √(2H/2000) from rest whenever it starts, the present spring still playing on top.
  it("skype (gravity): falls from its resting place, √(2H/2000) s whenever the dismissal starts", function()
    local fall = math.sqrt(2 * stage.screen.height / 2000)
    for _, at in ipairs{ 0.05, 0.2, 1 } do
      stage.reset()
      local sheet = h.example("skype", nil, { fixes = { logsSkypeDismissHooks = true } })
      sheet:present()
      stage.clock.advance(at)
      local before = sheet:frameOf(1).y
      sheet:dismiss()
      assert.are.equal(before, sheet:frameOf(1).y)      -- no jump where the fall starts
      local d = dismissalTook()
      assert.is_true(h.near(fall, d, 1e-6), at .. ": " .. d)
    end
  end)
end)
