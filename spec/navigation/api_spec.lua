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
