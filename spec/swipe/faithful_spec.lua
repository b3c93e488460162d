-- What SwipeCellKit 2.7.1's code does where an engine might be tempted to do better, and the
-- fixes a script turns on for it (docs/behavior/swipecellkit.md, "Fixes"): completions of
-- non-animated calls, a collection's overscroll trigger, fulfill with nothing waiting, the
-- greatest finite offset, and a waiting fill's button.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

--- A collection of three rows with the table helper's actions and options (`o` as h.table's).
local function collection(o)
  o = o or {}
  local right = o.right or { { title = "Delete", style = "destructive" }, { title = "Flag" }, { title = "More" } }
  local args = { rows = 3, rowHeight = 76, frame = h.frame, editActionsOptions = o.options,
    editActions = function(_, orientation)
      if orientation ~= "right" then return nil end
      local out = {}
      for i, a in ipairs(right) do out[i] = stage.swipeAction(a) end
      return out
    end }
  for k, v in pairs(o.extra or {}) do args[k] = v end
  return stage.collectionView(args)
end

describe("swipe: faithful to the library", function()
  before_each(function() stage.reset() end)

  describe("completions", function()
    local function calls(fixes)
      stage.reset()
      local t = h.table{ extra = { fixes = fixes } }
      local done = {}
      local function mark(name) return function() done[#done + 1] = name end end
      t:setSwipeOffset(1, -100, { animated = false, completion = mark("setSwipeOffset") })
      t:showSwipe(1, "right", { animated = false, completion = mark("showSwipe") })
      t:hideSwipe(1, { animated = false, completion = mark("hideSwipe") })
      t:setSwipeOffset(2, -50, { animated = false })
      t:setSwipeOffset(2, 0, { animated = false, completion = mark("setSwipeOffset 0") })
      stage.clock.advance(1)
      return done, t
    end

    it("are never called without animation (SwipeController.swift 476-480, 526-529)", function()
      local done, t = calls(nil)
      assert.are.same({}, done)
      assert.are.equal("center", t:row(1).state)
      assert.are.equal("center", t:row(2).state)
    end)

    -- The fix of SwipeController.swift 476-480, 526-529.
    it("are called at once with fixes.immediateCompletion", function()
      local done = calls({ immediateCompletion = true })
      assert.are.same({ "setSwipeOffset", "showSwipe", "hideSwipe", "setSwipeOffset 0" }, done)
    end)

    it("are called when the animation ends, and an ignored hide leaves the running one's", function()
      local t = h.table()
      local done = {}
      t:showSwipe(1, "right", { completion = function() done[#done + 1] = "show" end })
      stage.clock.advance(1)
      t:hideSwipe(1, { completion = function() done[#done + 1] = "hide" end })
      stage.clock.advance(0.1)
      -- animatingToCenter: hideSwipe does nothing, and its completion is never called
      t:hideSwipe(1, { completion = function() done[#done + 1] = "ignored" end })
      stage.clock.advance(1)
      assert.are.same({ "show", "hide" }, done)
    end)
  end)

  describe("a collection's .fill expansion", function()
    local function drag(t)
      local g = t:pan(1)
      g:move(-262)
      g:move(-263, { duration = 0.01 })
      local expanded = t:row(1).expanded
      g:release{ velocity = { -600, 0 } }
      stage.clock.advance(1)
      return expanded, t:row(1).swipeOffset
    end
    local archive = { { title = "Archive", handler = function(a) a:fulfill("reset") end }, { title = "Flag" }, { title = "More" } }

    it("does not expand on overscroll: the trigger reads the cell's frame (SwipeExpansionStyle.swift 155-156)", function()
      local expanded, offset = drag(collection{ options = { expansionStyle = "fill" }, right = archive })
      assert.is_false(expanded)
      assert.are.equal(-222, offset)                      -- opens to the actions' width
      assert.are.equal(0, #stage.log.events{ name = "handler" })
    end)

    -- .fill (SwipeExpansionStyle.swift 26-28): the overscroll trigger reads view.frame.minX (99, 155-156;
    -- SwipeController.swift 117), a table's moving cell.
    it("a table does, and so does a collection with fixes.overscrollReadsContent", function()
      local expanded = drag(h.table{ options = { expansionStyle = "fill" }, right = archive })
      assert.is_true(expanded)
      assert.are.equal(1, #stage.log.events{ name = "handler" })
      stage.reset()
      expanded = drag(collection{ options = { expansionStyle = "fill" }, right = archive, extra = { fixes = { overscrollReadsContent = true } } })
      assert.is_true(expanded)
      assert.are.equal(1, #stage.log.events{ name = "handler" })
    end)
  end)

  -- SwipeTableViewCell.swift 109-115: setEditing(true) hides the open row without animation (its
  -- didEndEditing skipped, 216-222); 183-185: a table cell does not begin a swipe while editing.
  -- SwipeCollectionViewCell.swift 211-213: a collection always may.
  it("setEditing hides an open row at once and blocks swipes on tables, not on collections", function()
    local t = h.table()
    t:showSwipe(1, "right", { animated = false })
    t:setEditing(true)
    assert.are.equal("center", t:row(1).state)
    assert.are.equal(0, t:row(1).swipeOffset)
    t:swipe(2, { dx = -200 })
    stage.clock.advance(1)
    assert.are.equal("center", t:row(2).state)
    t:setEditing(false)
    t:swipe(2, { dx = -200 })
    stage.clock.advance(1)
    assert.are.equal("right", t:row(2).state)
    stage.reset()
    local c = stage.collectionView{ rows = 2, editActions = function() return { stage.swipeAction{ title = "D" } } end }
    c:setEditing(true)
    c:swipe(1, { dx = -200 })
    stage.clock.advance(1)
    assert.are.equal("right", c:row(1).state)
  end)

  -- SwipeController.swift 494-529: showSwipe is setSwipeOffset(±greatestFiniteMagnitude), P only there.
  it("setSwipeOffset opens fully only at the greatest finite offset; other offsets stop at the row's width", function()
    local t = h.table()
    t:setSwipeOffset(1, -1.7976931348623157e308, { animated = false })
    assert.are.equal(-222, t:row(1).swipeOffset)
    t:setSwipeOffset(1, -1e308, { animated = false })
    assert.are.equal(-375, t:row(1).swipeOffset)
  end)

  it("a waiting fill puts its expanded button off the row's edge: nothing to tap", function()
    local t = h.table{ options = { expansionStyle = { style = "destructive", automaticallyDelete = false } },
      right = { { title = "Delete", style = "destructive" } } }
    t:swipe(1, { dx = -340, duration = 0.3 })
    stage.clock.advance(1)
    assert.matches("not revealed", h.message(t.tapAction, t, 1, "Delete"))
  end)

  -- The pan's changes read only the row's state and actions view (SwipeController.swift 90-147):
  -- a programmatic setSwipeOffset (511-517: a new actions view, the open state) or hideSwipe
  -- (462-483: animatingToCenter, still active) leaves the finger in charge of the row.
  describe("a programmatic call during a drag", function()
    local function mail()
      return stage.tableView{ rows = 5, rowHeight = 76, frame = h.frame,
        editActions = function(_, o)
          if o == "left" then return nil end
          return { { title = "Delete" }, { title = "Flag" }, { title = "More" } }
        end }
    end

    it("setSwipeOffset: the next move places the row by the finger again", function()
      local t = mail()
      -- SwipeController.swift 511-529: a new actions view and the open state, the gesture left alone
      local p = t:pan(2)
      p:move(-100)
      stage.clock.advance(0.05)
      t:setSwipeOffset(2, -300, { animated = false })
      assert.are.equal("right", t:row(2).state)
      assert.are.equal(-300, t:row(2).swipeOffset)
      p:move(-120)
      assert.are.equal(-120, t:row(2).swipeOffset)
      p:release()
      stage.clock.advance(1)
      assert.are.equal(-222, t:row(2).swipeOffset)
    end)

    it("hideSwipe of the open row being dragged: the finger takes it back from the hide", function()
      local t = mail()
      -- SwipeController.swift 462-483: animatingToCenter, still active for the pan's changes
      t:showSwipe(2, "right", { animated = false })
      local p = t:pan(2)
      p:move(-20)
      stage.clock.advance(0.05)
      t:hideSwipe(2)
      stage.clock.advance(0.1)
      assert.are.equal("animatingToCenter", t:row(2).state)
      p:move(-40)                                -- -222 - 40, past P: 0.4 of the 40 beyond
      assert.are.equal(-238, t:row(2).swipeOffset)
      p:release()
      stage.clock.advance(1)
      assert.are.equal("right", t:row(2).state)
      assert.are.equal(-222, t:row(2).swipeOffset)
    end)
  end)

  -- The fill's completion handler lives on the action and only running it clears it
  -- (SwipeController.swift 411-413); reset() leaves it (336-341). A hide (here a scroll, 462-483)
  -- while the fill waits sends the row to center; a late fulfill("delete") still deletes it.
  describe("a fill hidden before its fulfillment", function()
    local function hidden(fixes)
      stage.reset()
      local pending
      local ended = {}
      local t = h.table{ options = { expansionStyle = "fill" },
        right = { { title = "Archive", handler = function(a) pending = a end } },
        extra = { fixes = fixes, didEndEditing = function(row) ended[#ended + 1] = row end } }
      t:swipe(2, { dx = -340, duration = 0.3 })
      stage.clock.advance(0.5)
      assert.is_not_nil(pending)                 -- .fill: manual, the handler after the fill
      t:scroll(10)                               -- the table's pan hides the open row
      stage.clock.advance(1)
      assert.are.equal("center", t:row(2).state)
      assert.are.same({ 2 }, ended)
      return t, pending, ended
    end

    it("still deletes the row on a late fulfill (SwipeController.swift 411-413, 336-341)", function()
      local t, pending, ended = hidden(nil)
      assert.is_true(pending:fulfill("delete"))
      assert.are.equal(4, t.rowCount)
      assert.are.equal("Mail 3", t:rowData(2))
      -- didEndEditing is not told again: the cell has no actions view (SwipeTableViewCell.swift 217)
      assert.are.same({ 2 }, ended)
      assert.matches("fulfill deleteRow$", h.names())
      stage.clock.advance(1)
      assert.is_false(pending:fulfill("delete"))  -- the handler forgot itself
      assert.are.equal(4, t.rowCount)
    end)

    it("is forgotten with fixes.hideForgetsFulfill", function()
      local t, pending = hidden({ hideForgetsFulfill = true })
      assert.is_false(pending:fulfill("delete"))
      assert.are.equal(5, t.rowCount)
      t, pending = hidden({ hideForgetsFulfill = true, strictFulfill = true })
      assert.matches("no fill in progress", h.message(pending.fulfill, pending, "delete"))
      assert.are.equal(5, t.rowCount)
    end)
  end)
end)
