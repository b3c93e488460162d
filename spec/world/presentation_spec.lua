-- Sheets present from a view controller: the window's root presents one at a time; a second
-- sheet from the root is refused with UIKit's warning, and presented from the first it stacks.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("sheets over the app", function()
  before_each(function() stage.reset() end)

  it("refuses a second sheet from the root while one is up, with a presentationRefused event carrying UIKit's warning", function()
    h.tabs()
    local first = h.sheet("more")
    first:present()
    stage.clock.advance(1)
    local second = h.sheet("move", { "Archive", "Junk" })
    second:present()
    assert.are.equal("idle", second.state)
    local refused = stage.log.events{ name = "presentationRefused" }
    assert.are.equal(1, #refused)
    assert.are.equal(second.source, refused[1].source)
    assert.are.equal("root", refused[1].presenter)
    assert.are.equal(("Attempt to present %s on root (from root) which is already presenting %s."):format(second.source, first.source),
                     refused[1].warning)
    assert.are.equal(first.source, h.order()[1])
  end)

  -- UIKit's present(_:animated:) with the sheet's animator (ActionController.swift:498-557).
  it("stacks the second sheet when it is presented from the first", function()
    h.tabs()
    local first = h.sheet("more")
    first:present()
    stage.clock.advance(1)
    local second = h.sheet("move", { "Archive", "Junk" })
    second:present{ from = first }
    assert.are.equal("presenting", second.state)
    stage.clock.advance(1)
    assert.are.equal("presented", second.state)
    assert.are.same({ second.source, first.source }, { h.order()[1], h.order()[2] })
    assert.are.same({}, stage.log.events{ name = "presentationRefused" })
  end)

  it("refuses a sheet from the root in the instant the first is presented, as a presentation in progress; "
     .. "during its animation, as already presenting", function()
    -- The library's animator reports the present transition complete at once, so UIKit counts
    -- the presentation as done on the next run loop turn, long before the animation ends.
    local first = h.sheet("more")
    first:present()
    local second = h.sheet("move")
    second:present()
    assert.are.equal(("Attempt to present %s on root while a presentation is in progress."):format(second.source),
                     stage.log.events{ name = "presentationRefused" }[1].warning)
    stage.clock.advance(0.1)
    assert.are.equal("presenting", first.state)
    second:present()
    assert.are.equal(("Attempt to present %s on root (from root) which is already presenting %s."):format(second.source, first.source),
                     stage.log.events{ name = "presentationRefused" }[2].warning)
  end)

  it("refuses a sheet while the root's sheet is being dismissed, from the root and from that sheet", function()
    local first = h.sheet("more")
    first:present()
    stage.clock.advance(1)
    first:dismiss()
    local second = h.sheet("move")
    second:present()
    second:present{ from = first }
    local warnings = {}
    for _, e in ipairs(stage.log.events{ name = "presentationRefused" }) do warnings[#warnings + 1] = e.warning end
    assert.are.same({
      ("Attempt to present %s on root while a presentation is in progress."):format(second.source),
      ("Attempt to present %s on %s whose view is not in the window hierarchy."):format(second.source, first.source),
    }, warnings)
    stage.clock.advance(1)
    second:present()
    assert.are.equal("presenting", second.state)
  end)
end)

describe("dismissing a sheet that presents another", function()
  before_each(function() stage.reset() end)

  local function stacked()
    local first, second = h.sheet("more"), h.sheet("move", { "Archive", "Junk" })
    first:present()
    stage.clock.advance(1)
    second:present{ from = first }
    stage.clock.advance(1)
    return first, second
  end

  local function names(source)
    local out = {}
    for _, e in ipairs(stage.log.events{ source = source }) do out[#out + 1] = e.name end
    return out
  end

  it("dismisses both: the top one animates out, the lower one is removed at once without its hooks, and its completion runs last", function()
    local first, second = stacked()
    local order = {}
    first:dismiss(function() order[#order + 1] = "completion of " .. first.source end)
    assert.are.equal("dismissing", first.state)
    assert.are.equal(second.source, h.order()[1])
    for _, l in ipairs(h.order()) do assert.are_not.equal(first.source, l) end
    local removed = stage.log.events{ name = "removedFromStack" }
    assert.are.equal(first.source, removed[1].source)
    assert.are.equal("presenterDismissed", stage.log.events{ name = "willDismissView" }[1].reason)
    assert.are.equal(second.source, stage.log.events{ name = "willDismissView" }[1].source)
    stage.clock.advance(1)
    assert.are.same({ "dismissed", "dismissed" }, { first.state, second.state })
    assert.are.same({ "completion of " .. first.source }, order)
    assert.are.same({ "willPresentView", "didPresentView", "removedFromStack" }, names(first.source))
    assert.are.same({ "willPresentView", "didPresentView", "willDismissView", "didDismissView" }, names(second.source))
    -- The root presents nothing again.
    local third = h.sheet("again")
    third:present()
    assert.are.equal("presenting", third.state)
  end)

  it("takes the sheet an immediate handler presented from it, and runs the deferred handler of neither", function()
    local first = stage.actionController{ name = "more" }
    local second
    first:addAction{ title = "Move", executeImmediatelyOnTouch = true, handler = function()
      second = h.sheet("move", { "Archive" })
      second:present{ from = first }
    end }
    first:present()
    stage.clock.advance(1)
    first:tap("Move")
    -- The library's didSelect: the handler presents from the sheet, then the sheet's dismiss()
    -- asks the root, which dismisses both (ActionController.swift:451-462, 217-223).
    -- The first owes nothing to the dismissal's end (its handler ran): it is done at once.
    assert.are.same({ "dismissed", "dismissing" }, { first.state, second.state })
    assert.are.same({ "willPresentView", "willDismissView" }, names(second.source))
    assert.are.equal("presenterDismissed", stage.log.events{ name = "willDismissView" }[1].reason)
    stage.clock.advance(1)
    assert.are.same({ "dismissed", "dismissed" }, { first.state, second.state })
    assert.are.same({ "willPresentView", "didPresentView", "handler", "removedFromStack" }, names(first.source))
  end)

  it("is refused while the top one is being dismissed, with UIKit's warning", function()
    local first, second = stacked()
    second:dismiss()
    assert.is_false(first:dismiss())
    local refused = stage.log.events{ name = "presentationRefused" }
    assert.are.equal(first.source, refused[1].source)
    assert.are.equal("Attempt to dismiss from view controller root while a presentation or dismiss is in progress.", refused[1].warning)
    stage.clock.advance(1)
    assert.are.same({ "presented", "dismissed" }, { first.state, second.state })
    assert.is_true(first:dismiss())
  end)
end)

describe("what a presentation scales", function()
  before_each(function() stage.reset() end)

  local function scaleOf(svg, source)
    local g = svg:match('<g data%-source="' .. source:gsub("%p", "%%%0") .. '"[^>]*>')
    assert.is_not_nil(g, source)
    return tonumber(g:match('transform="matrix%(([%d.]+)')) or 1
  end

  it("scales the presenting controller's view only: the root's content, not a popup in the key window, not another sheet", function()
    local tabs = h.tabs()
    local inbox = h.inbox(tabs, 5)
    local first = h.sheet("more")
    first:present()
    local toast = h.popup("toast", { isHideBg = true })
    toast:pop()
    stage.clock.advance(1)
    local svg = stage.svg()
    assert.are.equal(0.9, scaleOf(svg, inbox.source))
    assert.are.equal(0.9, scaleOf(svg, tabs.source))
    assert.are.equal(1, scaleOf(svg, toast.source))
    assert.are.equal(1, scaleOf(svg, first.source))
    local second = h.sheet("move")
    second:present{ from = first }
    stage.clock.advance(1)
    svg = stage.svg()
    assert.are.equal(0.9, scaleOf(svg, first.source))
    assert.are.equal(0.9, scaleOf(svg, inbox.source))
    assert.are.equal(1, scaleOf(svg, second.source))
  end)
end)

describe("sheets presented from a container", function()
  before_each(function() stage.reset() end)

  local function app()
    local nav = stage.navigationController{ title = "Inbox", name = "inbox nav" }
    local tabs = stage.tabBarController{ tabs = { nav, "Music" }, name = "tabs" }
    stage.window.root = tabs
    return nav, tabs
  end

  it("names the visible view controller UIKit forwards from when the window has a root", function()
    app()
    h.sheet("more"):present()
    stage.clock.advance(1)
    local second = h.sheet("move")
    second:present()
    local refused = stage.log.events{ name = "presentationRefused" }[1]
    assert.are.equal("bar#1", refused.presenter)
    assert.are.equal("Attempt to present sheet#2 on root (from bar#1) which is already presenting sheet#1.", refused.warning)
  end)

  it("takes a container as `from`, and refuses one out of the window", function()
    local nav, tabs = app()
    local music = stage.viewController{ name = "music" }
    tabs:addChild(music, 2)
    local sheet = h.sheet("more")
    sheet:present{ from = music }
    assert.are.equal("idle", sheet.state)
    assert.are.equal("Attempt to present sheet#1 on bar#3 whose view is not in the window hierarchy.",
                     stage.log.events{ name = "presentationRefused" }[1].warning)
    sheet:present{ from = nav }
    assert.are.equal("presenting", sheet.state)
  end)

  it("refuses a stale container", function()
    local nav = app()
    stage.reset()
    local sheet = h.sheet("more")
    assert.matches("^bad argument #1 to 'present' %(option 'from': bar#1 .*stage.reset", h.refusal(sheet.present, sheet, { from = nav }))
  end)
end)

-- XLActionController hides its presenting navigation controller's bar while the sheet is up
-- (Source/ActionController.swift 162-164, 298-313: viewWillAppear, viewWillDisappear), when
-- behavior.hideNavigationBarOnShow (on by default) and the presenter is, or is inside, one.
describe("a sheet over a navigation controller", function()
  before_each(function() stage.reset() end)

  it("hides the navigation bar while it is up and gives it back when its dismissal starts", function()
    local nav = stage.navigationController{ title = "Inbox" }
    stage.window.root = nav
    local inbox = stage.tableView{ rows = 5 }
    assert.are.equal(103, inbox:rowFrame(1).y)
    local sheet = h.sheet("more")
    sheet:present()
    assert.is_true(nav.navigationBarHidden)
    assert.are.equal(59, inbox:rowFrame(1).y)
    stage.clock.advance(1)
    sheet:dismiss()
    assert.is_false(nav.navigationBarHidden)
    assert.are.equal(103, inbox:rowFrame(1).y)
  end)

  it("leaves it alone with hideNavigationBarOnShow off, or under a tab bar controller", function()
    local nav = stage.navigationController{ title = "Inbox" }
    stage.window.root = nav
    local sheet = h.sheet("more")
    sheet.settings.behavior.hideNavigationBarOnShow = false
    sheet:present()
    assert.is_false(nav.navigationBarHidden)
    stage.reset()
    local inner = stage.navigationController{ title = "Inbox" }
    stage.window.root = stage.tabBarController{ tabs = { inner, "Music" } }
    h.sheet("more"):present()      -- the root (the tab bar controller) presents: no navigation controller
    assert.is_false(inner.navigationBarHidden)
  end)
end)
