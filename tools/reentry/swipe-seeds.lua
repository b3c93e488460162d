-- Re-entrant callbacks on an 11-row table (issue 36's second finding): every callback may call
-- back into the table; the program counts internal errors over seeds FIRST..LAST.
local first, last = tonumber(os.getenv("FIRST") or "1"), tonumber(os.getenv("LAST") or "500")
local found = 0
for seed = first, last do
  math.randomseed(seed) stage.reset()
  local t
  local pending = {}
  local function row() return math.random(math.max(1, t.rowCount)) end
  local function reenter()
    if math.random(3) ~= 1 then return end
    local r = math.random(9)
    if r == 1 then pcall(t.hideSwipe, t, row(), { animated = true })
    elseif r == 2 then pcall(t.showSwipe, t, row(), "left")
    elseif r == 3 then pcall(t.hideSwipe, t, row(), { animated = false })
    elseif r == 4 then pcall(t.showSwipe, t, row(), "right")
    elseif r == 5 then pcall(t.deleteRow, t, row())
    elseif r == 6 then local a = table.remove(pending) if a then pcall(a.fulfill, a, "delete") end
    elseif r == 7 then pcall(t.setSwipeOffset, t, row(), (math.random() - 0.5) * 400, { animated = math.random(2) == 1 })
    elseif r == 8 then pcall(t.insertRow, t, 1, "new")
    else pcall(t.setSwipeOffset, t, row(), -1.797e308) end
  end
  t = stage.tableView{ rows = 11,
    editActions = function() reenter()
      return { stage.swipeAction{ title = "Delete", style = "destructive",
        handler = function(a) pending[#pending + 1] = a reenter() end },
        stage.swipeAction{ title = "More", handler = function() reenter() end } } end,
    willBeginEditing = reenter, didEndEditing = reenter }
  local ops = {
    function() return t:swipe(row(), { dx = (math.random() - 0.5) * 800, duration = math.random() * 0.6 }) end,
    function() return stage.clock.advance(math.random() * 0.6) end,
    function() return t:showSwipe(row(), math.random(2) == 1 and "left" or "right") end,
    function() return t:hideSwipe(row(), { animated = math.random(2) == 1 }) end,
    function() return t:tapAction(row(), math.random(2)) end,
    function() local a = table.remove(pending) if a then return a:fulfill(math.random(2) == 1 and "delete" or "reset") end end,
    function() return t:deleteRow(row()) end,
  }
  for _ = 1, 20 do
    local ok, e = pcall(ops[math.random(#ops)])
    if not ok and tostring(e):find("internal error") then
      print(seed, (tostring(e):gsub("\n.*", ""))) found = found + 1 break
    end
  end
end
print("internal errors:", found)
