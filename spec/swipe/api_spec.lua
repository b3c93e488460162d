-- The swipe API's contract: constructors, handles, properties and the clear errors (bad input
-- leaves the table unchanged).
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("swipe API", function()
  before_each(function() stage.reset() end)

  -- Rows are the app's; the library deletes with deleteRows (SwipeTableViewCell.swift 224-226) or deleteItems
  -- (SwipeCollectionViewCell.swift 252-254).
  it("builds tables from rows, counts and sections", function()
    local t = stage.tableView{ rows = { "a", "b" } }
    assert.are.equal(2, t.rowCount)
    assert.are.equal("table#1", t.source)
    assert.are.equal("table", t.kind)
    local n = stage.tableView{ rows = 1000 }
    assert.are.equal(1000, n.rowCount)
    assert.are.equal("Row 1000", n:rowData(1000))
    local s = stage.tableView{ sections = { { header = "Today", rows = { "x", "y" } }, { rows = { "z" } } } }
    assert.are.equal(3, s.rowCount)
    assert.are.equal(2, s.sectionCount)
    assert.are.equal(2, s:row(3).section)
    assert.are.equal(1, s:row(3).rowInSection)
    local c = stage.collectionView{ rows = { "a" } }
    assert.are.equal("collection", c.kind)
    assert.are.equal("collection#1", c.source)
  end)

  it("bounds a row count (each generated row is a store row, counted against the memory limit)", function()
    assert.are.equal(250000, stage.tableView{ rows = 250000 }.rowCount)
    local ok, err = pcall(stage.tableView, { rows = 6558618.5 })
    assert.is_false(ok)
    assert.matches("option 'rows': a number from 0 to 250000 expected, got 6558618.5", err, 1, true)
  end)

  it("refuses math.mininteger as a row without overflowing", function()
    local t = stage.tableView{ rows = 3 }
    for _, f in ipairs({ t.row, t.deleteRow, t.rowData }) do
      local ok, err = pcall(f, t, math.mininteger)
      assert.is_false(ok)
      assert.matches("out of range", err, 1, true)
    end
    assert.are.equal(3, t.rowCount)
  end)

  -- SwipeAction.swift 24-114; the colors SwipeActionsView.swift 311-343 and SwipeActionButton.swift 46-50.
  it("swipeAction keeps its properties and defaults", function()
    local a = stage.swipeAction{ title = "Trash", style = "destructive", identifier = "trash", accessibilityLabel = "Move to trash" }
    assert.are.equal("Trash", a.title)
    assert.are.equal("destructive", a.style)
    assert.are.equal("trash", a.identifier)
    assert.are.equal("#ff3b30", a.backgroundColor)     -- systemRed
    assert.are.equal("#ffffff", a.textColor)
    assert.are.equal("Move to trash", a.accessibilityName)
    assert.are.equal("#c7c7cc", stage.swipeAction{ title = "More" }.backgroundColor)   -- systemGray3
    assert.is_nil(stage.swipeAction{ title = "Clear", backgroundColor = "clear" }.backgroundColor)
  end)

  -- SwipeActionButton.swift:50: the title's font is the action's, else systemFont(ofSize: 15,
  -- weight: .medium), a fixed size: the buttons do not follow Dynamic Type.
  it("Dynamic Type changes no button: the title font is a fixed 15 pt", function()
    local function widths()
      local t = h.table{ right = { { title = "Unsubscribe from this list" }, { title = "Flag" } } }
      t:showSwipe(1, "right", { animated = false })
      local out = {}
      for _, b in ipairs(t:row(1):buttonFrames()) do out[#out + 1] = b.frame.width end
      return out
    end
    local large = widths()
    stage.reset()
    stage.screen.setTraits{ contentSizeCategory = "accessibilityExtraExtraExtraLarge" }
    assert.are.same(large, widths())
  end)

  -- A handle follows its cell through the deletes of SwipeTableViewCell.swift 224-226.
  it("row handles follow their row and go stale when it is deleted", function()
    local t = h.table()
    local r3 = t:row(3)
    assert.are.equal(r3, t:row(3))            -- one handle per row while held
    t:deleteRow(1)
    assert.are.equal(2, r3.index)
    assert.are.equal("Mail 3", r3.data)
    t:insertRow(1, "New")
    assert.are.equal(3, r3.index)
    t:deleteRow(3)
    assert.are.equal("this row of table#1 was deleted (its handle can no longer be used)", h.message(function() return r3.index end))
    assert.are.equal("this row of table#1 was deleted (its handle can no longer be used)", h.message(t.swipe, t, r3, { dx = -200 }))
    assert.matches("SwipeRow%(table#1, deleted%)", tostring(r3))
  end)

  -- As a Popup's summary: the table as messages name it, and the row's state (what a glance at
  -- the prompt looks for: `tbl:row(1)` typed alone prints this line).
  it("a row handle's summary names its table and says its state", function()
    local t = stage.tableView{ name = "chats", rows = { "Alice", "Bob" },
      editActions = function() return { { title = "Mute" } } end }
    assert.are.equal('SwipeRow(table#1 "chats" row 1, center)', tostring(t:row(1)))
    t:swipe(2, { dx = -90 })
    stage.clock.advance(1)
    assert.are.equal('SwipeRow(table#1 "chats" row 2, right)', tostring(t:row(2)))
    local r = t:row(2)
    t:deleteRow(2)
    assert.are.equal('SwipeRow(table#1 "chats", deleted)', tostring(r))
  end)

  it("handles from before stage.reset are stale", function()
    local t = h.table()
    local r = t:row(1)
    local a = stage.swipeAction{ title = "X" }
    stage.reset()
    assert.are.equal("table#1 belongs to a previous stage (before stage.reset) and can no longer be used", h.message(t.swipe, t, 1, { dx = -100 }))
    assert.are.equal("a row of table#1 belongs to a previous stage (before stage.reset) and can no longer be used",
      h.message(function() return r.state end))
    assert.are.equal("swipeAction 'X' belongs to a previous stage (before stage.reset) and can no longer be used", h.message(a.fulfill, a, "reset"))
    assert.are.equal("table#1", t.source)   -- still readable
  end)

  it("indices out of range", function()
    local t = h.table{ n = 3 }
    -- Lua's bad-argument form names the method; an insert says where a new row may go.
    assert.are.equal("bad argument #1 to 'swipe' (row 4 is out of range: table#1 has 3 rows)",
      h.message(function() t:swipe(4, { dx = -100 }) end))
    assert.are.equal("bad argument #1 to 'row' (row 0 is out of range: table#1 has 3 rows)", h.message(function() t:row(0) end))
    assert.are.equal("bad argument #1 to 'insertRow' (row 5 is out of range: table#1 has 3 rows, so a new row goes at "
      .. "1 to 4)", h.message(function() t:insertRow(5, "x") end))
    assert.are.equal("bad argument #1 to 'deleteRow' (row 9 is out of range: table#1 has 3 rows)",
      h.message(function() t:deleteRow(9) end))
    local named = stage.tableView{ rows = 1, name = "products" }
    assert.are.equal([[bad argument #1 to 'tapRow' (row 2 is out of range: table#2 "products" has 1 row)]],
      h.message(function() named:tapRow(2) end))
    t:showSwipe(1, "right", { animated = false })
    assert.are.equal("action 4 is out of range (the row shows 3 actions)", h.message(t.tapAction, t, 1, 4))
    assert.are.equal('no action titled "Delte" (did you mean "Delete"?); the row shows: "Delete", "Flag", "More"',
      h.message(t.tapAction, t, 1, "Delte"))
    -- A title in the wrong case is a slip too; one near nothing lists the titles alone.
    assert.are.equal('no action titled "flag" (did you mean "Flag"?); the row shows: "Delete", "Flag", "More"',
      h.message(t.tapAction, t, 1, "flag"))
    assert.are.equal('no action titled "Archive" (the row shows: "Delete", "Flag", "More")',
      h.message(t.tapAction, t, 1, "Archive"))
  end)

  it("unknown style names suggest the nearest", function()
    assert.matches('did you mean "destructive"%?', h.message(stage.swipeAction, { title = "x", style = "destrutive" }))
    assert.matches('did you mean "reveal"%?', h.message(stage.tableView, { editActionsOptions = { transitionStyle = "revael" } }))
    assert.matches('did you mean "destructiveAfterFill"%?',
                   h.message(stage.tableView, { editActionsOptions = { expansionStyle = "destructiveAfterFil" } }))
    assert.matches('did you mean "selection"%?',
                   h.message(stage.tableView, { editActionsOptions = { expansionStyle = { style = "selectoin" } } }))
  end)

  it("a bad options table returned by editActionsOptions is an error; the row stays put", function()
    local t = h.table{ options = function() return { transitionStyle = "bordr" } end }
    local m = h.message(t.swipe, t, 1, { dx = -200 })
    assert.matches("editActionsOptions of table#1 returned a bad value %(transitionStyle: ", m)
    assert.matches('did you mean "border"%?', m)
    stage.clock.advance(1)
    assert.are.equal("center", t:row(1).state)
    assert.are.equal(0, t:row(1).swipeOffset)
  end)

  it("editActions returning wrong types is a clear error and leaves the table unchanged", function()
    local ret
    local t = stage.tableView{ rows = { "a", "b" }, editActions = function() return ret end }
    for _, case in ipairs{
      { 42, "editActions of table#1 returned a bad value (list of SwipeAction or table expected, got number)" },
      { { 1 }, "editActions of table#1 returned a bad value (element [1]: SwipeAction or table expected, got number)" },
      { { { title = "x", colour = "#fff" } }, "editActions of table#1 returned a bad value (element [1]: unknown option 'colour'; valid options: " },
      { { { title = "x", style = "destructve" } }, 'did you mean "destructive"?' },
      { { t }, "element [1]: SwipeAction or table expected, got SwipeTable" },
    } do
      ret = case[1]
      local m = h.message(t.swipe, t, 1, { dx = -200 })
      assert.is_truthy(m:find(case[2], 1, true), m)
      assert.are.equal(2, t.rowCount)
      assert.are.equal("center", t:row(1).state)
      assert.are.equal(0, t:row(1).swipeOffset)
      assert.is_nil(t.openRow)
    end
  end)

  it("expansion style spellings", function()
    local bad = h.message(stage.tableView, { editActionsOptions = { expansionStyle = { elasticOverscroll = true } } })
    assert.matches("a custom style needs target", bad)
    assert.matches("exactly one of percentage, edgeInset",
                   h.message(stage.tableView, { editActionsOptions = { expansionStyle = { target = { percentage = 0.5, edgeInset = 3 } } } }))
    assert.matches("automaticallyDelete and timing go with style = \"destructive\"",
                   h.message(stage.tableView, { editActionsOptions = { expansionStyle = { style = "fill", automaticallyDelete = false } } }))
    assert.matches("triggers%[1%]'?: unknown %a+ '[%a.%[%]0-9]*overscrol'",
                   h.message(stage.tableView, { editActionsOptions = { expansionStyle = {
                     target = { edgeInset = 30 }, triggers = { { overscrol = 3 } } } } }))
    -- accepted spellings
    stage.tableView{ editActionsOptions = { expansionStyle = { style = "destructive", automaticallyDelete = false } } }
    stage.tableView{ editActionsOptions = { expansionStyle = { target = { percentage = 0.5 },
      triggers = { { touchThreshold = 0.8 }, { overscroll = 30 } }, elasticOverscroll = true,
      completionAnimation = { fill = "manual", timing = "after" }, minimumTargetOverscroll = 10,
      targetOverscrollElasticity = 0.5 } } }
  end)

  -- fulfill(with:) runs the completion handler once (SwipeAction.swift 107-109; SwipeController.swift 405-460, 413).
  it("fulfill outside a fill does nothing, as the library's; strictFulfill makes it an error", function()
    local a = stage.swipeAction{ title = "Delete" }
    a:fulfill("delete")                         -- never performed: no completion handler to call
    -- after a bounce (selection) the handler ran but nothing waits for fulfill
    local function bounced(fixes)
      stage.reset()
      local got
      local t = h.table{ left = { { title = "Read", handler = function(action) got = action end } },
        options = { expansionStyle = "selection" }, extra = { fixes = fixes } }
      t:swipe(1, { dx = 300, duration = 0.3 })
      stage.clock.advance(1)
      assert.is_not_nil(got)
      return t, got
    end
    local t, got = bounced(nil)
    got:fulfill("reset")
    assert.are.equal(5, t.rowCount)
    t, got = bounced({ strictFulfill = true })
    assert.are.equal("fulfill called with no fill in progress (only a .fill completion animation waits for fulfill)",
      h.message(got.fulfill, got, "reset"))
    assert.are.equal(5, t.rowCount)
  end)
end)
