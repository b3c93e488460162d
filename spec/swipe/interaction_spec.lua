-- Swipes, taps and the programmatic API end to end through the screen: the delegate order of
-- SwipeController.swift 178-213 from Lua, timeline events, the delete flow with shifting indices, reentrant
-- callbacks, the rubber band through tbl:pan, accessibility, and input blocked by a sheet.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

--- The row's open offset as the engine gives it: row 5 shown and hidden again, unanimated.
local function openOffset(t)
  t:showSwipe(5, "right", { animated = false })
  local open = t:row(5).swipeOffset
  t:hideSwipe(5, { animated = false })
  stage.log.clear()
  assert.is_true(open < 0)
  return open
end

describe("swipe interaction", function()
  before_each(function() stage.reset() end)

  -- SwipeController.swift 178-213: editActions, editActionsOptions, visibleRect, willBeginEditing; a
  -- table cell's (SwipeTableViewCell.swift 183-185).
  it("calls the delegates in section 10's order and logs each", function()
    local calls = {}
    local function rec(name)
      return function(row, o, path)
        calls[#calls + 1] = string.format("%s(%s,%s,%s.%s)", name, tostring(row), tostring(o), path and path.section, path and path.row)
      end
    end
    local t = h.table{ extra = { willBeginEditing = rec("will"), didEndEditing = rec("did"),
      editActionsOptions = function(row, o, path) rec("options")(row, o, path); return { transitionStyle = "drag" } end } }
    t:swipe(2, { dx = -220 })
    stage.clock.advance(1)
    assert.are.equal("right", t:row(2).state)
    t:hideSwipe(2)
    stage.clock.advance(1)
    assert.are.same({ "options(2,right,1.2)", "will(2,right,1.2)", "did(2,right,1.2)" }, calls)
    assert.are.equal("editActions:2 editActionsOptions:2 willBeginEditing:2 didEndEditing:2", h.names("table#1", true))
  end)

  -- The pan (SwipeController.swift 66-175, released by the velocity's sign 313-322), then the button's tap
  -- (SwipeActionsView.swift 198-202) performing the action (SwipeController.swift 377-460).
  it("opens, taps an action and runs its handler with row and path", function()
    local got = {}
    local t = h.table{ right = { { title = "Delete", style = "destructive" },
      { title = "Flag", handler = function(a, row, path) got[#got + 1] = { a.title, row, path.section, path.row } end } } }
    t:swipe(3, { dx = -220 })
    stage.clock.advance(1)
    assert.are.equal(3, t.openRow)
    t:tapAction(3, "Flag")
    assert.are.same({ { "Flag", 3, 1, 3 } }, got)
    local e = stage.log.events{ source = "table#1", name = "handler" }[1]
    assert.are.equal("Flag", e.action)
    assert.are.equal(3, e.row)
  end)

  -- A manual fill waits for fulfill (SwipeController.swift 405-460; SwipeAction.swift 107-109).
  it("a fill with automaticallyDelete = false waits for fulfill; delete shifts later rows' indices", function()
    local pending
    local t = h.table{ options = { expansionStyle = { style = "destructive", automaticallyDelete = false } },
      right = { { title = "Delete", style = "destructive", handler = function(a) pending = a end } } }
    local r4 = t:row(4)
    t:swipe(2, { dx = -340, duration = 0.3 })
    stage.clock.advance(0.5)
    assert.is_not_nil(pending)
    assert.are.equal(5, t.rowCount)            -- manual: nothing deleted yet
    pending:fulfill("delete")
    assert.are.equal(4, t.rowCount)
    assert.are.equal("Mail 3", t:rowData(2))   -- later rows moved up
    assert.are.equal(3, r4.index)
    stage.clock.advance(1)
    local names = h.names()
    assert.matches("haptic expanded fill handler fulfill didEndEditing deleteRow", names)
    local del = stage.log.events{ source = "table#1", name = "deleteRow" }[1]
    assert.are.equal(2, del.row)
    assert.are.equal("deleteRows", del.via)
    pending:fulfill("delete")                   -- a second fulfill: the handler was cleared, nothing happens
    assert.are.equal(4, t.rowCount)
  end)

  it("fulfill('reset') returns the row to center", function()
    local pending
    local t = h.table{ options = { expansionStyle = "fill" }, right = { { title = "Archive", handler = function(a) pending = a end } } }
    t:swipe(1, { dx = -340, duration = 0.3 })
    stage.clock.advance(0.5)
    pending:fulfill("reset")
    stage.clock.advance(1)
    assert.are.equal("center", t:row(1).state)
    assert.are.equal(5, t.rowCount)
  end)

  it("the automatic destructive delete runs from Lua and later rows take the indices", function()
    local rows = {}
    local t = h.table{ options = { expansionStyle = "destructive" },
      right = { { title = "Delete", style = "destructive", handler = function(_, row) rows[#rows + 1] = row end } } }
    for _ = 1, 3 do
      t:swipe(1, { dx = -340, duration = 0.3 })
      stage.clock.advance(1)
    end
    assert.are.same({ 1, 1, 1 }, rows)
    assert.are.equal(2, t.rowCount)
    assert.are.equal("Mail 4", t:rowData(1))
  end)

  it("deleting the row in the handler under automatic deletion is a clear error", function()
    local t
    t = h.table{ options = { expansionStyle = "destructive" },
      right = { { title = "Delete", style = "destructive", handler = function(_, row) t:deleteRow(row) end } } }
    local m = h.message(t.swipe, t, 1, { dx = -340, duration = 0.3 })
    assert.matches("already deleted", m)
    assert.matches('action:fulfill%("delete"%)', m)
  end)

  it("callbacks may mutate the table (reentrancy)", function()
    local t
    t = stage.tableView{ rows = { "a", "b", "c", "d" }, frame = h.frame, rowHeight = 76,
      editActions = function(row)
        if row == 2 then t:insertRow(1, "inserted") end    -- row 2 becomes row 3 while asked
        return { stage.swipeAction{ title = "Go", handler = function(_, r) t:deleteRow(r) end } }
      end,
      willBeginEditing = function() t:hideSwipe(1) end,
      didEndEditing = function(row) if row then t:insertRow(row, "back") end end }
    t:swipe(2, { dx = -220 })
    stage.clock.advance(1)
    assert.are.equal(5, t.rowCount)
    assert.are.equal("b", t:rowData(3))
    assert.are.equal(3, t.openRow)
    t:tapAction(3, "Go")                         -- handler deletes its own row
    stage.clock.advance(1)
    assert.are.equal("inserted a c d", table.concat({ t:rowData(1), t:rowData(2), t:rowData(3), t:rowData(4) }, " "))
    assert.is_nil(t.openRow)
  end)

  -- The rubber band's numbers (-300 → -253.2, elasticity 0.4) and the spring's are
  -- SwipeLayoutTests' and SwipeMachineTests'; here tbl:pan drives them and the row reports them.
  -- The pan's changed events (SwipeController.swift 66-175): past P 0.4 of the rest (138-146);
  -- visibleWidth (SwipeActionsView.swift 46-63).
  it("rubber band through tbl:pan: elastic past the open width, then the release spring settles open", function()
    local t = h.table()
    local open = openOffset(t)
    local g = t:pan(1)
    g:move(-100)
    assert.are.equal(-100, t:row(1).swipeOffset)
    assert.are.equal("dragging", t:row(1).state)
    g:move(-300)
    local stretched = t:row(1).swipeOffset
    assert.is_true(stretched < open and stretched > -300)   -- past the open width, less than the finger
    assert.are.equal(-stretched, t:row(1).visibleWidth)    -- the elastic part shows too
    g:release{ velocity = { -600, 0 } }
    assert.is_true(g.released)
    stage.clock.advance(0.05)
    assert.is_true(t:row(1).swipeOffset < stretched)       -- the spring's dip past the release point
    stage.clock.advance(1)
    assert.are.equal(open, t:row(1).swipeOffset)
    assert.are.equal("right", t:row(1).state)
  end)

  -- The side from the velocity's sign (SwipeController.swift 85-89); expanded (SwipeActionsView.swift 78).
  it("a left-side selection expands with a haptic and bounces back calling the handler", function()
    local read = 0
    local t = h.table{ options = { expansionStyle = "selection" }, left = { { title = "Read", handler = function() read = read + 1 end } } }
    local g = t:pan(1, { x = 20 })
    g:move(250, { duration = 0.2 })
    assert.is_true(t:row(1).expanded)
    g:move(60, { duration = 0.2 })
    assert.is_false(t:row(1).expanded)
    g:move(250, { duration = 0.2 })
    g:release()
    stage.clock.advance(1)
    assert.are.equal(1, read)
    assert.are.equal("center", t:row(1).state)
    local names = h.names()
    assert.matches("haptic expanded haptic collapsed haptic expanded", names)
    assert.are.equal(3, #stage.log.events{ source = "table#1", name = "haptic" })
  end)

  -- A touch outside hides every row (SwipeTableViewCell.swift 121-136, 161-165 for a scroll); one active
  -- cell (SwipeController.swift 95-99); a tap on the content hides it (303-305, 346-359).
  it("only one row open; a tap on another row or a scroll closes it", function()
    local t = h.table()
    t:swipe(1, { dx = -220 })
    stage.clock.advance(1)
    t:swipe(2, { dx = -220 })
    stage.clock.advance(1)
    assert.are.equal("center", t:row(1).state)
    assert.are.equal(2, t.openRow)
    t:tapRow(4)
    stage.clock.advance(1)
    assert.is_nil(t.openRow)
    t:showSwipe(3, "right")
    stage.clock.advance(1)
    t:scroll(10)
    stage.clock.advance(1)
    assert.is_nil(t.openRow)
  end)

  -- swipeOffset and the SwipeState (Swipeable.swift 29-41) through setSwipeOffset (SwipeController.swift 494-529).
  it("setSwipeOffset and non-animated show/hide with completions", function()
    local t = h.table()
    local done = 0
    t:setSwipeOffset(1, -100, { animated = false, completion = function() done = done + 1 end })
    assert.are.equal(-100, t:row(1).swipeOffset)
    t:showSwipe(1, "right", { completion = function() done = done + 1 end })
    stage.clock.advance(1)
    local width = 0
    for _, b in ipairs(t:row(1):buttonFrames()) do width = width + b.frame.width end
    assert.are.equal(-width, t:row(1).swipeOffset)         -- open: every button shows
    t:hideSwipe(1, { animated = false, completion = function() done = done + 1 end })
    assert.are.equal(0, t:row(1).swipeOffset)
    assert.are.equal(1, done)                              -- only the animated one (faithful_spec.lua)
  end)

  -- The actions view's buttons (SwipeActionsView.swift 141-196, 272-282; SwipeTransitionLayout.swift 46-88).
  it("buttonFrames report title, frame, scale, alpha and the visible part", function()
    local t = h.table()
    t:setSwipeOffset(1, -100, { animated = false })
    local bs = t:row(1):buttonFrames()
    assert.are.equal(3, #bs)
    assert.are.same({ "Delete", "Flag", "More" }, { bs[1].title, bs[2].title, bs[3].title })
    for _, b in ipairs(bs) do
      assert.is_number(b.scale); assert.is_number(b.alpha)
      assert.is_true(b.visible.x >= 275 and b.visible.x + b.visible.width <= 375)
      assert.are.equal(76, b.frame.height)
    end
    assert.are.equal("#ff3b30", bs[1].backgroundColor)
  end)

  it("indices are integers: a button's, an accessibility action's, an event's row", function()
    local t = h.table()
    t:setSwipeOffset(2, -100, { animated = false })
    assert.are.same({ "integer", "integer", "integer" }, { math.type(t:row(2):buttonFrames()[1].index),
      math.type(t:row(2):accessibilityActions()[1].index), math.type(stage.log.events{ name = "editActions" }[1].row) })
    assert.are.equal("1", tostring(t:row(2):buttonFrames()[1].index))
  end)

  -- SwipeTableViewCell+Accessibility.swift 41-79.
  it("accessibility: the custom actions and performing one", function()
    local got = {}
    local t = h.table{ right = { { title = "Delete", style = "destructive", handler = function(_, row) got[#got + 1] = "delete " .. row end },
                                 { title = "Flag", accessibilityLabel = "Flag message", handler = function() got[#got + 1] = "flag" end } },
                       left = { { title = "Read", handler = function(_, row) got[#got + 1] = "read " .. row end } } }
    local names = {}
    for _, a in ipairs(t:row(2):accessibilityActions()) do names[#names + 1] = a.name .. "/" .. a.orientation end
    assert.are.same({ "Delete/right", "Read/left", "Flag message/right" }, names)
    t:row(2):performAccessibilityAction("Flag message")
    t:row(2):performAccessibilityAction(2)
    assert.are.equal(5, t.rowCount)
    t:row(2):performAccessibilityAction("Delete")      -- destructive: the library deletes the row
    assert.are.same({ "flag", "read 2", "delete 2" }, got)
    assert.are.equal(4, t.rowCount)
    assert.are.equal("Mail 3", t:rowData(2))
    -- the library's own delete, deleteRows(at:with: .fade) (74-76): not the app's
    local del = stage.log.events{ source = "table#1", name = "deleteRow" }[1]
    assert.are.same({ "deleteRows", "fade" }, { del.via, del.animation })
  end)

  -- SwipeTableViewCell+Accessibility.swift 67-77: the delete ignores the swipe; the open cell goes with its row.
  it("accessibility: a destructive action deletes an open row and its swipe with it", function()
    local t = h.table()
    t:showSwipe(2, "right", { animated = false })
    t:row(2):performAccessibilityAction("Delete")
    stage.clock.advance(1)
    assert.are.equal(4, t.rowCount)
    assert.is_nil(t.openRow)
    assert.are.equal("center", t:row(2).state)
    t:showSwipe(1, "right")                        -- the table's next step checks its invariants
    stage.clock.advance(1)
    assert.are.equal("right", t:row(1).state)
  end)

  -- SwipeCollectionViewCell+Accessibility.swift 67-79: deleteItems(at:), no animation argument.
  it("accessibility: a collection's destructive action deletes the item with deleteItems", function()
    local c = stage.collectionView{ rows = 3, rowHeight = 76, frame = h.frame,
      editActions = function() return { { title = "Delete", style = "destructive" } } end }
    c:row(2):performAccessibilityAction("Delete")
    assert.are.equal(2, c.rowCount)
    local del = stage.log.events{ source = "collection#1", name = "deleteRow" }[1]
    assert.are.same({ "deleteItems", nil }, { del.via, del.animation })
  end)

  it("a sheet presented over the table blocks swipes and taps", function()
    local t = h.table()
    local sheet = stage.actionController()
    sheet:addAction("Edit")
    sheet:present()
    stage.clock.advance(1)
    -- Rows start below the 59-pt top inset: row 1's middle is at y = 59 + 38.
    assert.are.equal("cannot swipe row 1: (359, 97) is covered by sheet#1", h.message(t.swipe, t, 1, { dx = -220 }))
    assert.are.equal("cannot pan row 2: (187.5, 173) is covered by sheet#1", h.message(t.pan, t, 2))
    assert.are.equal("cannot tap row 1: (187.5, 97) is covered by sheet#1", h.message(t.tapRow, t, 1))
    assert.are.equal("center", t:row(1).state)
    assert.are.equal(0, #stage.log.events{ source = "table#1", name = "editActions" })
    sheet:dismiss()
    stage.clock.advance(1)
    t:swipe(1, { dx = -220 })
    stage.clock.advance(1)
    assert.are.equal("right", t:row(1).state)
  end)

  it("semantic input that cannot reach its target says why", function()
    local t = h.table{ n = 12, options = { transitionStyle = "drag" } }
    assert.are.equal("cannot tap an action of row 1: the row is closed (it shows no actions); swipe it open first (swipe, pan or showSwipe)",
                     h.message(t.tapAction, t, 1, 1))
    -- Row 10 (y 743-819, below the 59-pt top inset) is below the 667-pt table.
    assert.are.equal("cannot tap row 10: it lies at {x=0, y=743, width=375, height=76}, outside the table "
      .. "({x=0, y=0, width=375, height=667}); scroll it into view first", h.message(t.tapRow, t, 10))
    assert.are.equal("cannot swipe row 10: it lies at {x=0, y=743, width=375, height=76}, outside the table "
      .. "({x=0, y=0, width=375, height=667}); scroll it into view first", h.message(t.swipe, t, 10, { dx = -220 }))
    -- Row 9 (y 667-743) starts at the table's bottom edge; scrolled up 40 pt (627-703) its
    -- middle is inside: the touch lands.
    t:scroll(40)
    t:swipe(9, { dx = -220 })
    stage.clock.advance(1)
    assert.are.equal("right", t:row(9).state)
    t:hideSwipe(9, { animated = false })
    t:scroll(-40)
    -- Dragged 30 pt (drag style): More shows, Delete beyond it is not revealed yet.
    local g = t:pan(1)
    g:move(-30)
    assert.are.equal('cannot tap action 1 ("Delete") of row 1: it is not revealed', h.message(t.tapAction, t, 1, "Delete"))
    g:release{ velocity = { 0, 0 } }
    assert.are.equal(0, #stage.log.events{ source = "table#1", name = "handler" })
  end)

  -- SwipeCollectionViewCell.swift 252-254: deleteItems(at:); 211-213, 158-160: begin and touches.
  it("collections: deletion via deleteItems", function()
    local c = stage.collectionView{ rows = { "a", "b" }, frame = h.frame, rowHeight = 76,
      editActions = function() return { { title = "Delete", style = "destructive" } } end,
      editActionsOptions = { expansionStyle = "destructive" } }
    c:swipe(1, { dx = -340, duration = 0.3 })
    stage.clock.advance(1)
    assert.are.equal(1, c.rowCount)
    assert.are.equal("deleteItems", stage.log.events{ source = "collection#1", name = "deleteRow" }[1].via)
  end)
end)
