-- Interaction rules (xlactioncontroller.md "Interaction"): taps through the screen, disabled actions, background taps,
-- swipe-down, the cancel bar, taps during a dismissal, scrolling.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("action sheet interaction", function()
  local calls, record
  before_each(function()
    calls = {}
    record = function(action) calls[#calls + 1] = action.title end
  end)

  it("taps rows through the screen's input path", function()
    local sheet = h.shown(h.example("default", record))
    local f = sheet:frameOf("Share")
    assert.are.equal("sheet#1", stage.screen.tap(f.x + 10, f.y + 10))
    stage.clock.advance(1)
    assert.are.same({ "Share" }, calls)
  end)

  it("taps by 1-based index in display order, and the first of duplicate titles", function()
    local sheet = stage.actionController()
    sheet:addAction{ title = "Same", handler = function() calls[#calls + 1] = 1 end }
    sheet:addSection()
    sheet:addAction{ title = "Same", handler = function() calls[#calls + 1] = 2 end }
    h.shown(sheet)
    sheet:tap("Same")
    stage.clock.advance(1)
    assert.are.same({ 1 }, calls)
  end)

  -- shouldSelectItemAt (ActionController.swift:447-449): !disableActions && enabled (Action.swift:37); else
  -- no didSelect (451-463).
  it("ignores taps on a disabled action: no handler, the sheet stays", function()
    local sheet = h.example("default", record)
    sheet.actions[2].enabled = false
    h.shown(sheet)
    assert.is_false(sheet:tap("Share"))
    stage.clock.advance(1)
    assert.are.equal("presented", sheet.state)
    assert.are.same({}, calls)
    -- enabled stays mutable while presented.
    sheet.actions[2].enabled = true
    assert.is_true(sheet:tap("Share"))
  end)

  it("ignores a second tap during the dismissal (no double handler, issue #10)", function()
    local sheet = h.shown(h.example("default", record))
    sheet:tap("Edit")
    stage.clock.advance(0.05)
    assert.is_false(sheet:tap("Delete"))
    stage.clock.advance(1)
    assert.are.same({ "Edit" }, calls)
    assert.are.equal(1, #stage.log.events{ name = "willDismissView" })
  end)

  -- The background's tap recognizer (ActionController.swift:140-145) calls dismiss() (622-624).
  it("dismisses on a background tap with hideOnTap, running no handler (not even a cancel action's)", function()
    local sheet = h.shown(h.example("skype", record, { fixes = { logsSkypeDismissHooks = true } }))
    assert.is_true(sheet:tapBackground())
    stage.clock.advance(2)
    assert.are.equal("dismissed", sheet.state)
    assert.are.same({}, calls)
    expect(stage.log):toHaveEvents{ { name = "willDismissView", reason = "background" } }
  end)

  -- hideOnTap (ActionControllerSettings.swift:35) adds the background's recognizer (ActionController.swift:140-145).
  it("ignores background taps without hideOnTap", function()
    local sheet = h.example("default")
    sheet.settings.behavior.hideOnTap = false
    h.shown(sheet)
    assert.is_false(sheet:tapBackground())
    stage.screen.tap(196, 100)
    assert.are.equal("presented", sheet.state)
  end)

  it("absorbs taps on the header and on skype's shape view", function()
    local twitter = h.shown(h.example("twitter"))
    stage.screen.tap(196, twitter:frameOf(1).y - 1)   -- the header, just above the first row
    assert.are.equal("presented", twitter.state)
    stage.reset()
    local skype = h.shown(h.example("skype"))
    local top = skype:frameOf(1).y
    stage.screen.tap(196, top - 1)                    -- the shape view above the first row
    assert.are.equal("presented", skype.state)
    stage.screen.tap(196, top - 200)                  -- well above it: the background
    assert.are.equal("dismissing", skype.state)
  end)

  it("blocks what is under it: the whole screen belongs to the sheet", function()
    h.shown(h.example("default"))
    assert.are.equal("sheet#1", stage.screen.tap(10, 10))
  end)

  -- The swipe-down recognizer, only with scrolling off (ActionController.swift:132-138, 146-150), dismisses
  -- (626-628).
  it("dismisses on a swipe down when scrolling is off", function()
    local sheet = h.shown(h.example("default", record))
    sheet:drag{ dy = 200, duration = 2 }     -- too slow (100 pt/s)
    assert.are.equal("presented", sheet.state)
    sheet:drag{ dy = 40, duration = 0.05 }   -- too short
    assert.are.equal("presented", sheet.state)
    sheet:drag{ dy = 120, dx = 100, duration = 0.2 }   -- too sideways
    assert.are.equal("presented", sheet.state)
    sheet:drag{ dy = 200, duration = 0.2 }
    assert.are.equal("dismissing", sheet.state)
    stage.clock.advance(1)
    assert.are.same({}, calls)
    expect(stage.log):toHaveEvents{ { name = "panEnded", layer = "sheet#1" }, { name = "willDismissView", reason = "swipeDown" } }
  end)

  it("takes an explicit release velocity", function()
    local sheet = h.shown(h.example("default"))
    sheet:drag{ dy = 100, duration = 1, velocity = { 0, 800 } }
    assert.are.equal("dismissing", sheet.state)
  end)

  it("a drag on a covered sheet raises, worded as a drag", function()
    local sheet = h.shown(h.example("default"))
    local cover = stage.popup{ content = { width = 393, height = 852 } }
    cover:pop()
    stage.clock.advance(1)
    assert.matches("^cannot drag the sheet: %(.-%) is covered by popup#1$", h.message(sheet.drag, sheet, { dy = 200 }))
    assert.are.equal("presented", sheet.state)
  end)

  -- hideOnScrollDown (ActionControllerSettings.swift:43) adds the swipe recognizer (ActionController.swift:146-150).
  it("does not dismiss on a swipe without hideOnScrollDown (youtube, periscope)", function()
    local sheet = h.shown(h.example("youtube"))
    sheet:drag{ dy = 200, duration = 0.2 }
    assert.are.equal("presented", sheet.state)
  end)

  -- scrollEnabled (ActionController.swift:138; ActionControllerSettings.swift:47): the collection view scrolls
  -- in its content inset's range (ActionController.swift:664-682).
  it("scrolls instead of dismissing when scrollEnabled (spotify), with a bounce", function()
    local sheet = h.shown(h.example("spotify"))
    sheet:drag{ dy = 200, duration = 0.2 }
    assert.are.equal("presented", sheet.state)
    stage.clock.advance(1)
    assert.are.equal(0, sheet.scrollOffset)
    sheet:drag{ dy = -100, duration = 0.3 }
    local past = sheet.scrollOffset
    stage.clock.advance(1)
    local settled = sheet.scrollOffset
    assert.is_true(settled > 0)
    assert.is_true(past > settled)            -- rubber-banding past the end, then back
    assert.are.equal(settled, sheet:scroll(100))   -- the end: no further
  end)

  -- The cancel bar (ActionController.swift:287-290, 358-377): its button dismisses (618-620).
  it("dismisses from the cancel bar without a handler", function()
    local sheet = h.shown(h.example("spotify", record))
    assert.is_true(sheet:tapCancel())
    stage.clock.advance(1)
    assert.are.equal("dismissed", sheet.state)
    assert.are.same({}, calls)
    expect(stage.log):toHaveEvents{ { name = "willDismissView", reason = "cancelBar" } }
  end)

  -- TweetbotActionController's init sets `collectionView.contentInset` (Tweetbot.swift 59-66),
  -- which makes the collection view there, with the behavior flags it has set by then
  -- (ActionController.swift:130-152): settings a script changes afterwards do not reach it.
  it("tweetbot keeps the flags its init made the collection view with, whatever the script sets", function()
    local behavior = { hideOnTap = false, hideOnScrollDown = false, scrollEnabled = true, bounces = false }
    local function tweetbot() return h.shown(h.example("tweetbot", nil, { settings = { behavior = behavior } })) end
    local sheet = tweetbot()
    assert.is_false(sheet.settings.behavior.hideOnTap)          -- the struct keeps what was set
    assert.is_true(sheet:tapBackground())
    assert.are.equal("background", stage.log.events{ name = "willDismissView" }[1].reason)
    stage.reset()
    sheet = tweetbot()
    assert.matches("the tweetbot style makes its collection view in its init", h.message(sheet.scroll, sheet, 10), 1, true)
    sheet:drag{ dy = 200, duration = 0.2 }
    assert.are.equal("dismissing", sheet.state)
  end)

  it("fails to tap spotify's last row under the cancel bar until scrolled into view", function()
    local sheet = h.shown(h.example("spotify", record))
    assert.are.equal("cannot tap action 5 ('Start radio'): (196.5, 788) is covered by the cancel bar",
                     h.message(sheet.tap, sheet, "Start radio"))
    local before = sheet:frameOf("Start radio")
    local scrolled = sheet:scroll(100)
    assert.is_true(scrolled > 0 and scrolled < 100)   -- only as far as the end
    local f = sheet:frameOf("Start radio")
    assert.are.same({ x = before.x, y = before.y - scrolled, width = before.width, height = before.height }, f)
    sheet:tap("Start radio")
    stage.clock.advance(1)
    assert.are.same({ "Start radio" }, calls)
  end)

  it("fails to tap a row below the screen, unless scrolled into view", function()
    local titles = {}
    for i = 1, 20 do titles[i] = "Action " .. i end
    local sheet = h.shown(h.sheet(titles))
    assert.are.equal("cannot tap action 16 ('Action 16'): it is off screen (row at {x=0, y=989, width=393, height=60}, "
      .. "screen 393×852); the sheet cannot scroll (settings.behavior.scrollEnabled is false)",
      h.message(sheet.tap, sheet, 16))
    assert.are.equal("cannot scroll: settings.behavior.scrollEnabled is false", h.message(sheet.scroll, sheet, 100))

    stage.reset()
    local scrolling = h.sheet(titles, { settings = { behavior = { scrollEnabled = true } } })
    h.shown(scrolling)
    assert.matches("it is off screen .*; scroll it into view first %(sheet:scroll%)", h.message(scrolling.tap, scrolling, 16))
    local max = scrolling:scroll(10000)
    assert.are.equal(max, scrolling.scrollOffset)
    assert.are.equal(max, scrolling:scroll(1))        -- at the end already
    assert.are.equal(stage.screen.height - stage.screen.safeArea.bottom,
                     scrolling:frameOf(20).y + scrolling:frameOf(20).height)
    assert.is_true(scrolling:tap(16))
  end)

  it("accepts taps during the present animation", function()
    local sheet = h.example("default", record)
    sheet:present()
    stage.clock.advance(0.5)
    assert.is_true(sheet:tap("Edit"))
    stage.clock.advance(1)
    assert.are.same({ "Edit" }, calls)
  end)
end)

describe("action sheet taps while moving", function()
  it("says the sheet is still sliding in when a row is not on screen yet", function()
    local sheet = h.example("default")
    sheet:present()
    stage.clock.advance(0.01)
    assert.matches("it is off screen %(row at .*%); the sheet is still moving %(presenting%); advance the clock first",
                   h.message(sheet.tap, sheet, "Delete"))
  end)
end)

-- The Dynamics variant's dismiss never sets disableActions (XLActionController
-- Source/ActionController.swift 776-784, against the base class's 217-223), so rows stay
-- selectable while they fall: an immediate handler runs again, and the second dismiss is
-- UIKit's to refuse, so a deferred one never runs.
describe("tweetbot rows while they fall", function()
  local function tweetbot(fixes)
    stage.reset()
    local sheet, calls = stage.actionController{ style = "tweetbot", fixes = fixes }, {}
    for _, t in ipairs{ "Reply", "Retweet", "Share" } do
      sheet:addAction{ title = t, executeImmediatelyOnTouch = t ~= "Share", handler = function(a) calls[#calls + 1] = a.title end }
    end
    sheet:present()
    stage.clock.advance(1)
    sheet:tap("Reply")
    return sheet, calls
  end

  -- DynamicsActionController.dismiss never sets disableActions (ActionController.swift:776-784).
  it("are selected again, as the library forgets to disable them", function()
    local sheet, calls = tweetbot()
    assert.is_true(sheet:tap("Retweet"))
    assert.is_true(sheet:tap("Share"))
    stage.clock.advance(2)
    assert.are.same({ "Reply", "Retweet" }, calls)
    local refused = stage.log.events{ name = "presentationRefused" }
    assert.are.equal(2, #refused)
    assert.are.equal("Attempt to dismiss from view controller root while a presentation or dismiss is in progress.", refused[1].warning)
    assert.are.equal("dismissed", sheet.state)
  end)

  -- The fix: disableActions as the base class sets it (ActionController.swift:217-223), not AC 776-784.
  it("are ignored with fixes.ignoresTapsWhileFalling, as the base class ignores them", function()
    local sheet, calls = tweetbot{ ignoresTapsWhileFalling = true }
    assert.is_false(sheet:tap("Retweet"))
    stage.clock.advance(2)
    assert.are.same({ "Reply" }, calls)
    assert.are.same({}, stage.log.events{ name = "presentationRefused" })
  end)
end)
