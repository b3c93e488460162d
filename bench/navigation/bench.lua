-- Navigation and rows-that-change benchmark (issue 39): at sizes of 10^3, 10^4 and 10^5, OPS
-- times each: push a new controller on a stack that deep and pop it (animated, the animations
-- run to their end); on a table that many rows, scrolled to the middle, write a row's data and
-- reload it, insert a row and delete it (animated), and select a row by a tap, then in code.
-- Host CPU time via os.clock.
--
--   swift build -c release --static-swift-stdlib --product understudy
--   .build/release/understudy bench/navigation/bench.lua
--
-- Prints a Markdown table (bench/NAVIGATION_RESULTS.md records one run).

local OPS = tonumber(os.getenv("NAVIGATION_BENCH_OPS")) or 1000

local timed = dofile("bench/lib/stats.lua").timed

-- A navigation controller whose stack holds n controllers (the root and n - 1 pushed).
local function stack(n)
  stage.reset()
  local nav = stage.navigationController{ title = "Root" }
  stage.window.root = nav
  local list = {}
  local build = timed(function()
    for i = 1, n - 1 do list[i] = stage.viewController{ title = "VC" } end
    nav:setViewControllers(list, false)
  end)
  assert(#nav.viewControllers == n - 1, "the stack is not n deep")
  local per = timed(function()
    for _ = 1, OPS do
      nav:push(stage.viewController{ title = "Top" })
      stage.clock.advance(0.4)
      nav:pop()
      stage.clock.advance(0.4)
    end
  end) / OPS
  assert(#nav.viewControllers == n - 1, "push and pop changed the depth")
  return build, per
end

-- A table of n rows, scrolled to its middle; `op(tbl, row)` runs OPS times on a row on screen.
local function rows(n, op)
  stage.reset()
  local tbl = stage.tableView{ rows = n, rowHeight = 60, didSelectRow = function() end }
  tbl:scroll(n * 60 / 2)
  local row = math.floor(tbl.scrollOffset / 60) + 3
  local per = timed(function()
    for k = 1, OPS do op(tbl, row, k) end
  end) / OPS
  assert(tbl.rowCount == n, "the row count changed")
  return per
end

local function reload(tbl, row, k)
  tbl:setRowData(row, "Played " .. k)
  tbl:reloadRows({ row }, "fade")
end

local function insertDelete(tbl, row)
  tbl:insertRows({ { row = row, data = "New" } }, "top")
  stage.clock.advance(0.4)
  tbl:deleteRows({ row }, "fade")
  stage.clock.advance(0.4)
end

local function select(tbl, row, k)
  tbl:tapRow(row + k % 2)        -- a user's tap: highlight, select, didSelectRow
  tbl:selectRow(row + 2)         -- in code
  tbl:deselectRow(row + 2)
end

-- The deep stack's teardown, here rather than in the next timed operation: the stage's at the
-- first call after the reset, the controllers' handles (finalized by a collection) at the first
-- call after that (about 1 µs a controller each).
local function settle()
  stage.reset()
  stage.viewController{}
  collectgarbage()
  collectgarbage()
  stage.viewController{}
end

local function measure(n)
  local build, push = stack(n)
  settle()
  return build, push, rows(n, reload), rows(n, insertDelete), rows(n, select)
end

measure(1000)   -- warm-up (first-call costs), not reported

print("| size | build stack | push + pop (per op) | setRowData + reloadRows | insertRows + deleteRows | "
  .. "tap select + selectRow + deselectRow |")
print("|---:|---:|---:|---:|---:|---:|")
local base
for _, n in ipairs{ 1000, 10000, 100000 } do
  local r = { measure(n) }
  base = base or r
  local cells = { ("%d"):format(n), ("%.1f ms"):format(r[1] * 1e3) }
  for i = 2, 5 do cells[#cells + 1] = ("%.1f µs (%.2f)"):format(r[i] * 1e6, r[i] / base[i]) end
  print("| " .. table.concat(cells, " | ") .. " |")
end
