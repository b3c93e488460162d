-- The navigation and row-change API's contract: refusals with their messages, handles after a
-- reset, calls that do nothing, the timeline, and callbacks calling back into every new call.

describe("navigation API", function()
  before_each(function() stage.reset() end)

  it("refuses what UIKit raises for, with its message", function()
    local nav = stage.navigationController()
    local a = stage.viewController()
    nav:push(a, false)
    assert.has_error(function() nav:push(a) end,
      "Pushing the same view controller instance more than once is not supported (bar#2)")
    local function refusal(f, ...)
      local ok, err = pcall(f, ...)
      assert.is_false(ok)
      return tostring(err)
    end
    assert.truthy(refusal(nav.push, nav, stage.navigationController())
      :find("Pushing a navigation controller is not supported", 1, true))
    assert.truthy(refusal(nav.popTo, nav, stage.viewController())
      :find("Tried to pop to a view controller that doesn't exist.", 1, true))
    assert.truthy(refusal(nav.setViewControllers, nav, { a, a }):find("must be distinct", 1, true))
    refusal(nav.push, nav, "x")
    assert.truthy(refusal(nav.push, stage.viewController(), a):find("not a navigation controller", 1, true))
  end)

  it("does nothing, saying why, at the root and during a transition", function()
    local nav = stage.navigationController()
    assert.are.same({ false, "the root view controller cannot be popped" }, { nav:pop() })
    nav:push(stage.viewController())
    local ok, why = nav:push(stage.viewController())
    assert.is_false(ok)
    assert.truthy(why:find("the navigation stack will not be updated", 1, true))
  end)

  it("refuses handles from before a reset", function()
    local nav = stage.navigationController()
    local a = stage.viewController()
    stage.reset()
    assert.has_error(function() nav:push(a) end)
  end)

  it("lets appearance callbacks call back into every navigation call, after the step", function()
    local nav = stage.navigationController{ title = "Root" }
    local a, b, c = stage.viewController{ title = "A" }, stage.viewController{ title = "B" }, stage.viewController()
    local results = {}
    a:onAppearance{ viewDidAppear = function()
      a:onAppearance()   -- once
      results[#results + 1] = nav:push(b, false)
      results[#results + 1] = nav:setNavigationBarHidden(true, false)
    end }
    b:onAppearance{ viewDidAppear = function()
      b:onAppearance()
      results[#results + 1] = nav:setViewControllers({ a, b, c }, false)
      results[#results + 1] = nav:popTo(a, false)
      results[#results + 1] = nav:popToRoot(true)
    end }
    nav:push(a)
    stage.clock.advance(1)
    assert.are.same({ true, true, true, true, true }, results)
    assert.are.equal(nav, nav.topViewController)
    assert.is_true(nav.navigationBarHidden)
  end)

  it("refuses a back tap at the root and an edge swipe on a container not in the window", function()
    local nav = stage.navigationController()
    assert.has_error(function() nav:tapBack() end)
    local hidden = stage.navigationController{ onScreen = false }
    assert.has_error(function() hidden:edgeSwipe{ dx = 100 } end)
  end)

  it("takes a pushed controller out of the stack when it becomes another container's child", function()
    local nav = stage.navigationController{ title = "Podcasts" }
    stage.window.root = nav
    local a, b = stage.viewController{ title = "A" }, stage.viewController{ title = "B" }
    nav:setViewControllers({ a, b }, false)
    nav:push(stage.viewController{ title = "C" })   -- mid-push: the move ends the transition
    local c = nav.topViewController
    local tabs = stage.tabBarController{ tabs = { c, "Two" } }
    assert.are.equal(tabs, c.parent)
    assert.are.same({ a, b }, nav.viewControllers)
    assert.are.equal(b, stage.window.visibleViewController)
    assert.is_true(b.inWindow)
    assert.is_false(nav.navigationTransitioning)
  end)

  it("takes a popped controller off the stage until it is used again", function()
    local nav = stage.navigationController{ title = "Podcasts" }
    local detail = stage.viewController{ title = "Episode 3" }
    nav:push(detail, false)
    nav:pop(false)
    assert.is_false(detail.onScreen)
    assert.is_false(detail.inWindow)
    stage.window.root = detail                   -- the window's root: on the stage and shown again
    assert.are.equal(detail, stage.window.root)
    assert.is_true(detail.inWindow)
  end)

  it("hides the bar in code: the inset at once, the bar sliding over 0.2 s, or at once", function()
    local nav = stage.navigationController{ title = "Podcasts", prefersLargeTitles = true }
    nav:setNavigationBarHidden(true)
    assert.is_true(nav.navigationBarHidden)
    assert.are.equal(59, nav.contentSafeAreaInsets.top)
    stage.clock.advance(0.1)
    assert.are.equal(-77.5, nav.navigationBarFrame.y)   -- half way up: eased, 155 pt tall
    stage.clock.advance(0.1)
    assert.is_nil(nav.navigationBarFrame)
    nav.navigationBarHidden = false                      -- not animated, as Apple documents
    assert.are.equal(0, nav.navigationBarFrame.y)
    assert.are.equal(155, nav.contentSafeAreaInsets.top)
    nav.largeTitleDisplayMode = "never"
    assert.are.equal(103, nav.contentSafeAreaInsets.top)
    assert.are.equal(0, #stage.log.events{ source = "screen" })
  end)

  -- LNPopupController moves its bar with the tab bar that a pushed controller's
  -- hidesBottomBarWhenPushed hides (UIViewController+LNPopupSupportPrivate.mm 2049-2130, `_sTH:e:d:`).
  it("hides the tab bar while a controller with hidesBottomBarWhenPushed is on top, the popup bar following", function()
    local nav = stage.navigationController{ title = "Podcasts" }
    local tabs = stage.tabBarController{ tabs = { nav, "Music" } }
    stage.window.root = tabs
    tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
    assert.are.same({ 705, 147 }, { tabs.popupBar.frame.y, nav.safeAreaInsets.bottom })
    local detail = stage.viewController{ title = "Episode 3" }
    detail.hidesBottomBarWhenPushed = true
    nav:push(detail)
    stage.clock.advance(1)
    assert.are.same({ 754, 98 }, { tabs.popupBar.frame.y, nav.safeAreaInsets.bottom })   -- 34 + the bar's 64
    nav:pop()
    stage.clock.advance(1)
    assert.are.same({ 705, 147 }, { tabs.popupBar.frame.y, nav.safeAreaInsets.bottom })
  end)
end)

describe("row changes and selection API", function()
  before_each(function() stage.reset() end)

  it("keeps the cell's old data until the row is reloaded", function()
    local tbl = stage.tableView{ rows = { "A", "B" } }
    tbl:row(1).data = "A (played)"
    assert.are.equal("A (played)", tbl:rowData(1))
    local function shown() return stage.render():match("^(.-)\ntable#1") end
    assert.is_nil(shown():find("A (played)", 1, true))
    tbl:reloadRows({ tbl:row(1) }, "fade")
    assert.truthy(shown():find("A (played)", 1, true))
  end)

  it("refuses bad rows and animations with clear messages", function()
    local tbl = stage.tableView{ rows = 3 }
    assert.has_error(function() tbl:reloadRows({ 9 }) end)
    local ok, err = pcall(tbl.deleteRows, tbl, { 1 }, "sideways")
    assert.is_false(ok)
    assert.truthy(err:find("sideways", 1, true))
    assert.has_error(function() tbl:selectRow(0) end)
  end)

  it("inserts and deletes several rows, logging the animation", function()
    local tbl = stage.tableView{ rows = 3 }
    tbl:insertRows({ { row = 1, data = "New" } }, "top")
    tbl:deleteRows({ 2, 4 }, "fade")
    assert.are.equal(2, tbl.rowCount)
    assert.are.same({ "New", "Row 2" }, { tbl:rowData(1), tbl:rowData(2) })
    assert.are.equal("top", stage.log.events{ name = "insertRow" }[1].animation)
  end)

  it("selects, deselects and refuses selection when the table allows none", function()
    local tbl = stage.tableView{ rows = 3 }
    assert.is_true(tbl:selectRow(1))
    assert.are.same({ false, "row 1 is already selected" }, { tbl:selectRow(1) })
    tbl:selectRow(2)
    assert.are.same({ 2 }, tbl.selectedRows)
    tbl.allowsSelection = false
    assert.are.same({}, tbl.selectedRows)
    tbl:tapRow(1)
    assert.are.equal(0, #stage.log.events{ name = "didSelectRow" })
  end)

  -- SwipeCellKit's isPreviouslySelected: a selected row is deselected when its swipe begins
  -- (SwipeTableViewCell.swift 207-211) and selected again when it closes (171-178); an open
  -- row is not highlighted by a tap, which closes it (143-147: highlight only at center).
  it("sees SwipeCellKit deselect a selected row while it is open and reselect it when it closes", function()
    local tbl = stage.tableView{ rows = 3, editActions = function() return { stage.swipeAction{ title = "Flag" } } end }
    tbl:selectRow(2)
    tbl:swipe(2, { dx = -80, duration = 0.2 })
    stage.clock.advance(1)
    assert.is_false(tbl:row(2).selected)
    tbl:tapRow(2)   -- closes the open row
    stage.clock.advance(1)
    assert.is_true(tbl:row(2).selected)
    local seen = {}
    for _, e in ipairs(stage.log.events{ names = { "selectRow", "deselectRow", "didHighlightRow" } }) do
      seen[#seen + 1] = e.name .. " " .. e.row .. " " .. tostring(e.via)
    end
    assert.are.same({ "selectRow 2 app", "deselectRow 2 SwipeCellKit", "selectRow 2 SwipeCellKit" }, seen)
  end)

  it("lets didSelectRow call back into every row call", function()
    local tbl
    tbl = stage.tableView{ rows = 4, didSelectRow = function(row)
      tbl:setRowData(row, "picked")
      tbl:reloadRows({ row })
      tbl:deselectRow(row)
      tbl:selectRow(4)
      tbl:insertRows({ { row = 1, data = "top" } })
      tbl:deleteRows({ 5 })
    end }
    tbl:tapRow(2)
    assert.are.same({ "top", "Row 1", "picked", "Row 3" },
                    { tbl:rowData(1), tbl:rowData(2), tbl:rowData(3), tbl:rowData(4) })
    assert.are.same({}, tbl.selectedRows)
  end)
end)
