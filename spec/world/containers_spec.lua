-- Containers as UIKit nests them: a navigation controller as a tab of a tab bar controller,
-- the window's root, tables inside them, and the safe area each level gives the next.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

--- The Mail-like shape: an Inbox navigation controller as tab 1 of a tab bar controller that
--- presents the now-playing bar; the inbox table inside the navigation controller.
local function mail(rows)
  local nav = stage.navigationController{ title = "Inbox", name = "inbox nav" }
  local tabs = stage.tabBarController{ tabs = { nav, "Music" }, name = "tabs" }
  tabs:presentPopupBar{ content = { title = "Song", subtitle = "Artist" }, animated = false }
  local inbox = stage.tableView{ name = "inbox", parent = nav, rows = rows or 20, rowHeight = 44 }
  return nav, tabs, inbox
end

describe("a navigation controller inside a tab bar controller", function()
  before_each(function() stage.reset() end)

  it("is the tab's content, titled by it, below the tab bar controller's bars", function()
    local nav, tabs = mail()
    assert.are.equal(tabs, nav.parent)
    assert.are.equal(nav, tabs.children[1])
    assert.are.equal(1, #tabs.children)
    local order = h.order()
    assert.are.same({ "bar#2", "bar#1" }, { order[1], order[2] })
    -- Its view sees the tab bar controller's safe area: the screen's top, the bars' bottom.
    assert.are.same({ top = 59, left = 0, bottom = 147, right = 0 }, nav.safeAreaInsets)
    assert.are.same({ top = 103, left = 0, bottom = 147, right = 0 }, nav.contentSafeAreaInsets)
  end)

  it("starts the table below its navigation bar and lets the last row reach above both bars", function()
    local _, tabs, inbox = mail()
    assert.are.same({ top = 103, left = 0, bottom = 147, right = 0 }, inbox.adjustedContentInset)
    assert.are.equal(103, inbox:rowFrame(1).y)
    inbox:scroll(1e6)
    assert.are.equal(tabs.popupBar.frame.y, h.bottom(inbox:rowFrame(20)))
    inbox:tapRow(20)
    assert.are.equal("table#1", stage.log.events{ name = "tap" }[1].layer)
  end)

  it("stacks a toolbar above the tab bar", function()
    local nav = stage.navigationController{ title = "Drafts", toolbar = true }
    stage.tabBarController{ tabs = { nav } }
    assert.are.equal(83, nav.safeAreaInsets.bottom)
    assert.are.equal(127, nav.contentSafeAreaInsets.bottom)
  end)

  it("leaves the window with its tables while another tab is selected", function()
    local nav, tabs, inbox = mail()
    tabs:tapTab(2)
    assert.is_false(nav.inWindow)
    assert.are.equal("cannot tap row 1: table#1 \"inbox\" is not in the window: bar#1 \"inbox nav\" is tab 1 of bar#2 \"tabs\", which shows tab 2",
      h.refusal(inbox.tapRow, inbox, 1))
    -- Not drawn either: the text picture lists them hidden.
    assert.matches('table#1 "inbox".-%(hidden%)', stage.render())
    tabs:tapTab(1)
    assert.is_true(nav.inWindow)
    inbox:tapRow(1)
  end)

  it("a row both scrolled off and in a tab not shown: the refusal names the tab first", function()
    local _, tabs, inbox = mail()
    local last = inbox.rowCount
    tabs:tapTab(2)
    local why = "table#1 \"inbox\" is not in the window: bar#1 \"inbox nav\" is tab 1 of bar#2 \"tabs\", which shows tab 2"
    assert.are.equal("cannot tap row " .. last .. ": " .. why, h.refusal(inbox.tapRow, inbox, last))
    assert.are.equal("cannot swipe row " .. last .. ": " .. why, h.refusal(inbox.swipe, inbox, last, { dx = -200 }))
    assert.are.equal("cannot pan row " .. last .. ": " .. why, h.refusal(inbox.pan, inbox, last))
    -- Before the row's state too: it could not be swiped open there.
    assert.are.equal("cannot tap row " .. last .. ": " .. why, h.refusal(inbox.tapAction, inbox, last, "Archive"))
    tabs:tapTab(1)
    assert.matches("scroll it into view first", h.refusal(inbox.tapRow, inbox, last))
  end)

  it("uses the device's numbers: an iPhone SE has no home indicator and a 20-pt status bar", function()
    stage.reset{ device = "iPhone SE" }
    local nav = stage.navigationController{ title = "Inbox" }
    stage.tabBarController{ tabs = { nav, "Music" } }
    assert.are.same({ top = 64, left = 0, bottom = 49, right = 0 }, nav.contentSafeAreaInsets)
  end)

  it("grows its bar to 96 pt with large titles", function()
    local nav, _, inbox = mail()
    nav.prefersLargeTitles = true
    assert.are.equal(155, inbox.adjustedContentInset.top)
    assert.are.equal(155, inbox:rowFrame(1).y)
    nav.navigationBarHidden = true
    assert.are.equal(59, inbox.adjustedContentInset.top)
  end)
end)

describe("the window's root", function()
  before_each(function() stage.reset() end)

  it("is the implicit plain controller until a container is set", function()
    assert.is_nil(stage.window.root)
    local tbl = stage.tableView{ rows = 3 }
    assert.is_nil(tbl.parent)
    assert.are.equal(59, tbl:rowFrame(1).y)
  end)

  it("puts only its own hierarchy in the window", function()
    local early = stage.tableView{ rows = 3, name = "early" }
    local nav, tabs = mail()
    stage.window.root = tabs
    assert.are.equal(tabs, stage.window.root)
    assert.are.equal(nav, stage.window.visibleViewController)
    -- A table made on its own before lies in the old root's view, out of the window.
    assert.are.equal("cannot tap row 1: table#1 \"early\" is not in the window (its root view controller is bar#2 \"tabs\"; give the table a parent)",
      h.refusal(early.tapRow, early, 1))
    -- A table made now goes into the controller on screen.
    local late = stage.tableView{ rows = 3 }
    assert.are.equal(nav, late.parent)
    assert.are.equal(103, late:rowFrame(1).y)
    -- Moving the early one in.
    early.parent = nav
    early:tapRow(1)
    stage.window.root = nil
    assert.is_nil(stage.window.visibleViewController)
  end)

  it("refuses a container that has a parent, and cycles", function()
    local nav, tabs = mail()
    assert.are.equal("cannot make bar#1 the window's root view controller: it is a child of bar#2 (remove it first)",
      h.refusal(function() stage.window.root = nav end))
    assert.are.equal("cannot add bar#2 to bar#1: bar#2 contains bar#1", h.refusal(nav.addChild, nav, tabs))
    assert.are.equal("cannot add bar#1 to itself", h.refusal(nav.addChild, nav, nav))
    stage.window.root = tabs
    local vc = stage.viewController()
    assert.are.equal("cannot add bar#2 to bar#3: bar#2 is the window's root view controller", h.refusal(vc.addChild, vc, tabs))
    nav:removeFromParent()
    stage.window.root = nav
    assert.is_true(nav.inWindow)
    assert.is_false(tabs.inWindow)
  end)

  it("checks the constructor's parent before making anything", function()
    local tabs = stage.tabBarController()
    assert.are.equal("bad argument #1 to 'navigationController' (option 'parent': bar#1 is a tab bar controller: "
      .. "list the child in its `tabs` instead)",
      h.refusal(stage.navigationController, { parent = tabs }))
    assert.are.equal("bar#2", stage.viewController().source)
  end)

  it("gives a tab one child: adding another there replaces it", function()
    local a, b = stage.viewController{ name = "a" }, stage.viewController{ name = "b" }
    local tabs = stage.tabBarController{ tabs = { a, "Two" } }
    tabs:addChild(b, 1)
    assert.is_nil(a.parent)
    assert.are.equal(tabs, b.parent)
    assert.are.equal(1, #tabs.children)
    assert.are.equal("a child of bar#3 is one of its tabs: tab 1 to 2 expected", h.refusal(tabs.addChild, tabs, a))
  end)
end)

describe("a container off the stage", function()
  before_each(function() stage.reset() end)

  it("keeps its children and their tables out of the window until it is put on", function()
    local a = stage.navigationController{ onScreen = false, title = "Hidden" }
    local b = stage.viewController{ parent = a }
    local t = stage.tableView{ rows = 5, parent = b }
    assert.is_true(b.onScreen)
    assert.is_false(a.inWindow)
    assert.is_false(b.inWindow)
    assert.are.equal("cannot tap row 1: table#1 is not in the window: bar#2 is inside bar#1, which is not on the stage "
      .. "(onScreen = false)", h.refusal(t.tapRow, t, 1))
    assert.matches("table#1.-%(hidden%)", stage.render())
    -- Laid out as it will be once on: below the hidden controller's navigation bar.
    assert.are.equal(103, t.adjustedContentInset.top)
    a:present()
    assert.is_true(b.inWindow)
    t:tapRow(1)
  end)

  it("takes a child added with addChild out of the window with it", function()
    local a = stage.navigationController{ onScreen = false }
    local b = stage.viewController()
    assert.is_true(b.inWindow)
    a:addChild(b)
    assert.is_false(b.inWindow)
    local order = h.order()
    assert.are.equal("bar#2", order[1])
    local c = stage.viewController{ onScreen = false }
    local nav = stage.navigationController()
    nav:addChild(c)
    assert.is_true(c.onScreen)
    assert.is_true(c.inWindow)
  end)
end)

describe("containers nested deep", function()
  before_each(function() stage.reset() end)

  it("give each level the insets of the one above: 64 navigation controllers, each below the last bar", function()
    -- Each level read its parent's insets three times (9^32 reads at this depth): it never ended.
    local cur = stage.navigationController{}
    for _ = 1, 63 do cur = stage.navigationController{ parent = cur } end
    assert.are.equal(59 + 64 * 44, cur.contentSafeAreaInsets.top)
    assert.is_true(cur.inWindow)
  end)
end)

describe("the window's root and the tabs, refused with their receiver named", function()
  before_each(function() stage.reset() end)

  it("names stage.window in a bad root", function()
    assert.are.equal("bad value for field 'root' of stage.window (PopupContainer expected, got number)",
      h.refusal(function() stage.window.root = 42 end))
  end)

  it("refuses a container listed as two tabs: a view controller has one parent", function()
    local nav = stage.navigationController{ title = "Inbox" }
    assert.are.equal("bad argument #1 to 'tabBarController' (option 'tabs': bar#1 is tab 1 and tab 3: "
      .. "a view controller has one parent)", h.refusal(stage.tabBarController, { tabs = { nav, "Music", nav } }))
    assert.is_nil(nav.parent)
    assert.are.equal("bar#2", stage.viewController().source)
  end)
end)

describe("the status bar at rest", function()
  before_each(function() stage.reset() end)

  local function clearOfStatusBar(tbl, rows)
    local bar = stage.screen.statusBarFrame
    for i = 1, rows do
      local f = tbl:rowFrame(i)
      if f.y < h.bottom(bar) and h.bottom(f) > bar.y then return false end
    end
    return true
  end

  it("is crossed by no row unless the script asks for raw coordinates", function()
    for _, parent in ipairs({ false, "nav", "tabs" }) do
      stage.reset()
      local nav, tabs = mail(1)
      local p = parent == "nav" and nav or parent == "tabs" and tabs or nil
      local tbl = stage.tableView{ rows = 5, parent = p }
      assert.is_true(clearOfStatusBar(tbl, 5), tostring(parent))
      tbl.contentInsetAdjustmentBehavior = "never"
      assert.is_false(clearOfStatusBar(tbl, 5), tostring(parent))
    end
  end)
end)

describe("a popup in a container's view", function()
  before_each(function() stage.reset() end)

  it("leaves the window with the tab that holds it", function()
    local nav, tabs, inbox = mail(5)
    local tip = stage.popup{ name = "tip", parent = inbox, content = { width = 200, height = 100 } }
    tip:pop()
    stage.clock.advance(1)
    assert.are.equal("popup#1", stage.screen.tap(196, 400))
    tabs:tapTab(2)
    -- Out of the window with its table: not hit, not drawn.
    assert.are_not.equal("popup#1", stage.screen.tap(196, 400))
    assert.matches('popup#1 "tip".-%(hidden%)', stage.render())
    tabs:tapTab(1)
    assert.are.equal("popup#1", stage.screen.tap(196, 400))
    assert.is_true(nav.inWindow)
  end)

  it("moves with its container when the container becomes another's child", function()
    local b = stage.viewController()
    stage.popup{ content = { width = 100, height = 80 }, parent = b }:pop()
    local a = stage.navigationController()
    -- The child's view goes under its new parent's bars; its subviews go with it.
    a:addChild(b)
    assert.are.same({ "bar#2", "popup#1", "bar#1" }, h.order())
    local layers = stage.screen.layers()
    assert.are.equal("bar#1", layers[2].superlayer)
    assert.is_nil(layers[1].superlayer)
  end)
end)
