-- Rotation benchmark: what a turn costs with n components on the stage. Each round makes n
-- popups in 100 groups (made, not popped: every popup observes the rotation from its creation,
-- LSTPopView.m:526-529) and, on its own stage, a table of n rows with one row open and a sheet
-- presented, then turns the screen to landscape and back (stage.screen.rotate, the turn's end
-- included). Host CPU time via os.clock.
--
--   swift build -c release --static-swift-stdlib --product understudy
--   .build/release/understudy bench/rotation/bench.lua
--
-- Prints a Markdown table (bench/ROTATION_RESULTS.md records one run): a turn with n popups
-- costs O(n) (each popup lays its content out again), so the column to read is µs per popup;
-- a turn with a table of n rows costs what its open rows cost (one here), whatever n.

local GROUPS = 100

local function turn()
  local t0 = os.clock()
  stage.screen.rotate("landscapeLeft")
  stage.clock.advance(0.3)
  stage.screen.rotate("portrait")
  stage.clock.advance(0.3)
  return (os.clock() - t0) / 2
end

local function popups(n)
  stage.reset()
  for i = 1, n do
    stage.popup{ content = { width = 100, height = 50 }, groupId = "g" .. (i % GROUPS) }
  end
  collectgarbage()
  return turn()
end

local function table_(n)
  stage.reset()
  local tbl = stage.tableView{ rows = n, editActions = function(_, o)
    if o == "right" then return { stage.swipeAction{ title = "Delete" }, stage.swipeAction{ title = "Flag" } } end
  end }
  tbl:showSwipe(1, "right", { animated = false })
  local sheet = stage.actionController{}
  sheet:addAction("One")
  sheet:addAction("Two")
  sheet:present()
  stage.clock.advance(1)
  collectgarbage()
  local t = turn()
  assert(tbl:row(1).swipeOffset == -148, "the open row is back at -148")
  return t
end

local ROUNDS = { [1000] = 15, [10000] = 5, [100000] = 1 }
local function median(xs)
  table.sort(xs)
  return xs[(#xs + 1) // 2]
end

-- A warm-up round, not reported.
popups(1000)
table_(1000)

print("| n | turn with n popups | per popup | ratio to 10^3 | turn with a table of n rows, one open, and a sheet | ratio to 10^3 |")
print("|---:|---:|---:|---:|---:|---:|")
local base, baseTable
for _, n in ipairs{ 1000, 10000, 100000 } do
  local ps, ts = {}, {}
  for _ = 1, ROUNDS[n] do
    ps[#ps + 1] = popups(n)
    ts[#ts + 1] = table_(n)
  end
  local p, t = median(ps), median(ts)
  local per = p / n
  base = base or per
  baseTable = baseTable or t
  print(("| %d | %.2f ms | %.2f µs | %.2f | %.1f µs | %.2f |"):format(
    n, p * 1e3, per * 1e6, per / base, t * 1e6, t / baseTable))
end
