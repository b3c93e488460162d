-- Swipe benchmark: on tables of 10^3, 10^4 and 10^5 rows, 1,000 times: swipe a row far left
-- (destructive, automaticallyDelete = false: the fill waits), fulfill("delete") from the Lua
-- handler, let the animations end; the handler also appends a row so the table keeps n rows.
-- The rows swiped are mid-table (scrolled to the middle first). Host CPU time via os.clock.
--
--   swift build -c release --static-swift-stdlib --product understudy
--   .build/release/understudy bench/swipe/bench.lua
--
-- Prints a Markdown table (bench/SWIPE_RESULTS.md records one run).

local OPS = tonumber(os.getenv("SWIPE_BENCH_OPS")) or 1000

local function run(n)
  stage.reset{ width = 375, height = 667 }
  collectgarbage()
  local t0 = os.clock()
  local tbl
  tbl = stage.tableView{ rows = n, rowHeight = 76,
    editActions = function(row, orientation)
      if orientation ~= "right" then return nil end
      return { stage.swipeAction{ title = "Delete", style = "destructive", handler = function(action)
        action:fulfill("delete")
        tbl:insertRow(tbl.rowCount + 1, "Appended")
      end } }
    end,
    editActionsOptions = { expansionStyle = { style = "destructive", automaticallyDelete = false } } }
  local build = os.clock() - t0
  tbl:scroll(n * 76 / 2)
  local first = math.floor(tbl.scrollOffset / 76) + 2     -- a row fully on screen
  collectgarbage()
  local t1 = os.clock()
  for _ = 1, OPS do
    tbl:swipe(first, { dx = -340, duration = 0.3 })
    stage.clock.advance(0.4)
  end
  local ops = os.clock() - t1
  assert(tbl.rowCount == n, "row count changed")
  assert(#stage.log.events{ source = tbl.source, name = "deleteRow" } == OPS, "not every swipe deleted")
  return build, ops / OPS
end

run(1000)   -- warm-up (first-call costs), not reported

print("| rows | build table | swipe + fulfill-delete (per op) | ratio to 10^3 |")
print("|---:|---:|---:|---:|")
local base
for _, n in ipairs{ 1000, 10000, 100000 } do
  local build, per = run(n)
  base = base or per
  print(("| %d | %.1f ms | %.1f µs | %.2f |"):format(n, build * 1e3, per * 1e6, per / base))
end
