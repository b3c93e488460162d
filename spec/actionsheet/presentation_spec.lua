-- Sheets present from a view controller, with UIKit's rules: the window's root presents one sheet
-- at a time; a second one is refused with UIKit's warning (nothing appears, no error) unless it
-- is presented from the first.
local h = require("spec.actionsheet.helpers")

local function refusals()
  local out = {}
  for _, e in ipairs(stage.log.events{ name = "presentationRefused" }) do
    out[#out + 1] = e.source .. ": " .. e.warning
  end
  return out
end

describe("action sheet presentation", function()
  before_each(function() stage.reset() end)

  it("refuses a second sheet from the root while the first is up, and logs UIKit's warning", function()
    local first = h.shown(h.sheet({ "A" }))
    local second = h.sheet({ "B" })
    second:present()
    assert.are.equal("idle", second.state)
    assert.are.same({ "sheet#2: Attempt to present sheet#2 on root (from root) which is already presenting sheet#1." }, refusals())
    assert.are.equal("sheet#1", stage.screen.layers()[1].source)
    assert.are.equal("presented", first.state)
  end)

  it("refuses while the first sheet's presentation is still running", function()
    h.sheet({ "A" }):present()
    local second = h.sheet({ "B" })
    second:present()
    assert.are.equal("idle", second.state)
    assert.are.same({ "sheet#2: Attempt to present sheet#2 on root while a presentation is in progress." }, refusals())
  end)

  it("stacks a sheet presented from the first, above it", function()
    local first = h.shown(h.sheet({ "A" }))
    local second = h.shown(h.sheet({ "B" }), first)
    assert.are.equal("presented", second.state)
    assert.are.equal("sheet#2", stage.screen.layers()[1].source)
    assert.are.same({}, refusals())
  end)

  it("refuses to present from a sheet that is not on screen", function()
    local first = h.sheet({ "A" })
    local second = h.sheet({ "B" })
    second:present{ from = first }
    assert.are.equal("idle", second.state)
    assert.are.same({ "sheet#2: Attempt to present sheet#2 on sheet#1 whose view is not in the window hierarchy." }, refusals())
  end)

  it("lets the root present again once the first sheet is gone", function()
    local first = h.shown(h.sheet({ "A" }))
    first:dismiss()
    stage.clock.advance(1)
    local second = h.sheet({ "B" })
    second:present()
    assert.are.equal("presenting", second.state)
    assert.are.same({}, refusals())
  end)

  -- Skype's dismissView (Example/CustomActionControllers/Skype/Skype.swift 189-199) calls its
  -- completion once the rows are below the screen, without onDidDismissView: UIKit's transition
  -- completes (completeTransition, ActionController.swift:530-534) all the same, so the root is
  -- free again. Every style, a stacked pair included.
  it("lets the root present again once a sheet of any style is gone, skype's silent dismissal included", function()
    for _, style in ipairs{ "default", "skype", "tweetbot", "twitter", "youtube", "periscope", "spotify" } do
      stage.reset()
      local first = h.shown(h.example(style))
      local above = h.shown(h.example(style), first)
      above:dismiss()
      stage.clock.advance(3)
      assert.are.equal("presented", first.state, style)
      first:dismiss()
      stage.clock.advance(3)
      assert.are.equal("dismissed", first.state, style)
      local next = h.sheet({ "B" })
      next:present()
      assert.are.equal("presenting", next.state, style)
      assert.are.same({}, refusals(), style)
    end
  end)

  -- viewWillDisappear (ActionController.swift:308-313) gives the presenting navigation controller
  -- its bar back; UIKit calls it on the sheet a stack's dismissal takes out at once too, not only
  -- on the top-most one it animates.
  it("gives the navigation bar back when the sheet leaves a dismissed stack at once", function()
    local nav = stage.navigationController{ title = "Inbox" }
    stage.window.root = nav
    local first = h.shown(h.sheet({ "A" }))
    assert.is_true(nav.navigationBarHidden)
    h.shown(h.sheet({ "B" }), first)
    first:dismiss()
    assert.are.equal(1, #stage.log.events{ source = first.source, name = "removedFromStack" })
    assert.is_false(nav.navigationBarHidden)
  end)

  -- The Dynamics variant's gravity and background fade are its dismiss()'s
  -- (ActionController.swift:776-784); a tweetbot sheet that a lower sheet's dismissal takes along
  -- only runs its dismissView (786-798), so its rows stay in place until it leaves, 0.5 s later.
  it("leaves a tweetbot sheet's rows in place when a lower sheet's dismissal takes it along", function()
    local first = h.shown(h.sheet({ "A" }))
    local top = h.shown(h.example("tweetbot"), first)
    local rest = top:frameOf(1).y
    first:dismiss()
    stage.clock.advance(0.25)
    assert.are.equal("dismissing", top.state)
    assert.are.equal(rest, top:frameOf(1).y)
    stage.clock.advance(0.25)
    assert.are.equal("dismissed", top.state)
  end)

  -- Only the base dismiss() sets disableActions (ActionController.swift:217-223): a sheet that a
  -- lower sheet's dismissal takes along never had it called, so a row tapped while it animates
  -- out is selected (447-463): an immediate handler runs, the library's dismiss() is refused
  -- (a dismissal runs) and a deferred handler never runs. Twitter's dismissal animations leave
  -- out .allowUserInteraction (Twitter.swift 144, 151): touches do not reach its rows.
  it("keeps the actions of a sheet a lower sheet's dismissal takes along on, but for twitter's", function()
    for style, selected in pairs{ default = true, skype = true, twitter = false } do
      stage.reset()
      local ran = {}
      local first = h.shown(h.sheet({ "A" }))
      local top = stage.actionController{ style = style }
      top:addAction{ title = "Now", executeImmediatelyOnTouch = true, handler = function() ran[#ran + 1] = "Now" end }
      top:addAction{ title = "Later", handler = function() ran[#ran + 1] = "Later" end }
      h.shown(top, first)
      first:dismiss()
      stage.clock.advance(0.05)
      assert.are.equal(selected, (top:tap("Now")), style)
      assert.are.equal(selected, (top:tap("Later")), style)
      stage.clock.advance(2)
      assert.are.equal("dismissed", top.state, style)
      assert.are.same(selected and { "Now" } or {}, ran, style)
      assert.are.equal(selected and 2 or 0, #stage.log.events{ name = "presentationRefused" }, style)
    end
  end)

  it("refuses a presenter from a previous stage by name", function()
    local old = h.sheet({ "A" })
    stage.reset()
    local second = h.sheet({ "B" })
    local ok, err = pcall(second.present, second, { from = old })
    assert.is_false(ok)
    assert.matches("bad argument #1 to 'present' %(option 'from': sheet#1 belongs to a previous stage", err)
    assert.are.equal("idle", second.state)
  end)
end)
