-- Callbacks that call back into the table: SwipeCellKit calls its delegate and handlers
-- synchronously, so their calls run at once, on the row as the library has it then
-- (docs/behavior/swipecellkit.md, "Callbacks that re-enter"). The debug build checks the
-- table's invariants after every step: a broken one would fail these specs with an internal error.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("swipe callbacks that re-enter", function()
  before_each(function() stage.reset() end)

  -- SwipeController.swift 178-188: editActions is asked before the row drags; a row opened from
  -- it is at rest open, and the swipe that goes on opens its own row too (setSwipeOffset hides
  -- only rows open at rest, 511-516, and the release does not hide others): two rows open.
  it("editActions may open another row; the swipe opens its own as well", function()
    local reentered = false
    local t
    t = stage.tableView{ rows = 6, editActions = function(row)
      if row == 2 and not reentered then
        reentered = true
        assert.is_true(t:showSwipe(4, "right"))
      end
      return { stage.swipeAction{ title = "Delete" } }
    end }
    t:swipe(2, { dx = -381, duration = 0.14 })
    stage.clock.advance(1)
    assert.are.equal("right right", t:row(2).state .. " " .. t:row(4).state)
    assert.are.equal("editActions:2 editActions:4 editActionsOptions:4 willBeginEditing:4 editActionsOptions:2 willBeginEditing:2",
                     h.names("table#1", true))
    -- A touch elsewhere closes both (SwipeTableViewCell.swift 121-136).
    t:tapRow(6)
    stage.clock.advance(1)
    assert.are.equal("center center", t:row(2).state .. " " .. t:row(4).state)
    -- The next stage starts clean.
    stage.reset()
    local t2 = h.table()
    t2:swipe(1, { dx = -200 })
    assert.are.equal("right", t2:row(1).state)
  end)

  -- setSwipeOffset tells willBeginEditing while the row drags (511-512, 178-188): a hide called
  -- from it finds no open row (462-464), and the open goes on (514-529).
  it("willBeginEditing of a programmatic open that hides the same row: the hide does nothing", function()
    local t
    local result
    t = h.table{ extra = { willBeginEditing = function(row)
      if row == 2 and result == nil then result = { t:hideSwipe(2, { animated = false }) } end
    end } }
    assert.is_true(t:showSwipe(2, "right"))
    stage.clock.advance(1)
    assert.are.same({ false, "hideSwipe acts only on an open row (its completion is not called)" }, result)
    assert.are.equal("right", t:row(2).state)
    assert.is_true(t:row(2).swipeOffset < 0)
  end)

  -- The handler runs first and the library's automatic fulfillment after it (443-449): a
  -- fulfill the handler calls wins, and the automatic one finds nothing to do (107-109).
  it("a handler's own fulfill comes before the automatic one", function()
    local t = h.table{ options = { expansionStyle = "destructive" },
      right = { { title = "Delete", style = "destructive", handler = function(action) action:fulfill("reset") end } } }
    t:swipe(1, { dx = -380, duration = 0.3 })
    stage.clock.advance(2)
    local styles = {}
    for _, e in ipairs(stage.log.events{ source = "table#1", name = "fulfill" }) do styles[#styles + 1] = e.style end
    assert.are.same({ "reset" }, styles)
    assert.are.equal(5, t.rowCount)
    assert.are.equal("center", t:row(1).state)
  end)

  -- A call from inside every callback, each of the table's calls: whatever the order, the
  -- table stays consistent (the debug build raises on a broken invariant) and no timer is left
  -- behind once everything settled.
  local calls = {
    show = function(t) t:showSwipe(3, "right") end,
    hide = function(t) t:hideSwipe(1) end,
    hideNow = function(t) t:hideSwipe(1, { animated = false }) end,
    showSame = function(t) t:showSwipe(1, "left") end,
    insert = function(t) t:insertRow(1, "new") end,
    delete = function(t) if t.rowCount > 3 then t:deleteRow(t.rowCount) end end,
    fulfill = function(_, action) if action then action:fulfill("delete") end end,
    advance = function() assert.is_false(pcall(stage.clock.advance, 1)) end,
    -- Refused while the clock advances (a drag's samples); outside an advance the world is
    -- replaced, and the table's handle refuses from then on.
    reset = function() pcall(stage.reset) end,
  }
  local callbacks = { "editActions", "editActionsOptions", "willBeginEditing", "didEndEditing", "handler" }
  for _, callback in ipairs(callbacks) do
    -- In name order: the tests\' order must not depend on the string hash.
    for _, name in ipairs(require("spec.support").sortedKeys(calls)) do
      local call = calls[name]
      it(callback .. " calls " .. name, function()
        local t
        local busy = false
        local function reenter(action)
          if busy then return end
          busy = true
          pcall(call, t, action)
          busy = false
        end
        local extra = {}
        if callback == "willBeginEditing" or callback == "didEndEditing" then extra[callback] = function() reenter() end end
        if callback == "editActionsOptions" then
          extra.editActionsOptions = function() reenter(); return { expansionStyle = "destructive" } end
        end
        t = stage.tableView{ rows = 6, rowHeight = 76, extra = nil,
          editActions = function()
            if callback == "editActions" then reenter() end
            return { stage.swipeAction{ title = "Delete", style = "destructive", handler = function(action)
              if callback == "handler" then reenter(action) end
            end }, stage.swipeAction{ title = "More" } }
          end,
          editActionsOptions = extra.editActionsOptions or function() return { expansionStyle = "destructive" } end,
          willBeginEditing = extra.willBeginEditing, didEndEditing = extra.didEndEditing }
        -- Each step while the table lives (a reset from a callback replaces the world).
        local steps = {
          function() t:swipe(1, { dx = -380, duration = 0.3 }) end,
          function() stage.clock.advance(1) end,
          function() if t.rowCount > 1 and t:row(1).state ~= "center" then t:hideSwipe(1) end end,
          function() t:showSwipe(2, "right") end,
          function() stage.clock.advance(1) end,
          function() t:tapRow(t.rowCount) end,
          function() stage.clock.advance(2) end,
          function() t:showSwipe(1, "right", { animated = false }) end,
          function() t:hideSwipe(1) end,
          function() stage.clock.advance(2) end,
        }
        for _, s in ipairs(steps) do
          if not pcall(function() return t.rowCount end) then break end
          s()
        end
        assert.are.equal(0, stage.clock.pending())
      end)
    end
  end
end)
