-- Popup queue benchmark: enqueue n popups across 100 groups with random priorities, then drain
-- by dismissing them (in creation order: queued ones leave their queue, shown ones hand over to
-- their group's best waiter). Time per operation (host CPU time via os.clock), per policy.
--
--   swift build -c release --static-swift-stdlib --product understudy
--   .build/release/understudy bench/popup/bench.lua
--
-- Prints Markdown tables (bench/POPUP_RESULTS.md records one run). "swift" keeps a heap per
-- group (O(log n) per operation); "objc" keeps the library's one global array as its runs of
-- equal priorities (PopupRegistry: the library's sort's result in O(log n) per registration).
-- OBJC_MAX caps the "objc" sizes (default: all).

-- `ONLY=countdown` runs the countdown table alone; `ONLY=pops` the pops table alone (below).

local GROUPS = 100
local OBJC_MAX = tonumber(os.getenv("OBJC_MAX") or "100000")

local seed = 12345
local function random(n)            -- a fixed LCG: the same priorities on every run
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n
end

local function round(policy, n)
  stage.reset{ popupPolicy = policy }
  seed = 12345
  local ps = {}
  for i = 1, n do
    ps[i] = stage.popup{ content = { width = 100, height = 50 }, groupId = "g" .. (i % GROUPS), priority = random(1000) }
  end
  collectgarbage()
  local t0 = os.clock()
  for i = 1, n do ps[i]:pop() end
  local enqueue = os.clock() - t0
  stage.clock.advance(1)
  collectgarbage()
  t0 = os.clock()
  for i = 1, n do
    ps[i]:dismiss()
    if i % 1000 == 0 then stage.clock.advance(1) end
  end
  stage.clock.advance(1)
  local drain = os.clock() - t0
  assert(#stage.popups.all() == 0, "drained")
  return enqueue / n, drain / n
end

-- Medians over several rounds for the small sizes (one round of 1,000 is a few milliseconds);
-- both run 10^5 once.
local ROUNDS = { [1000] = 15, [10000] = 5, [100000] = 1 }
local function median(xs)
  table.sort(xs)
  return xs[(#xs + 1) // 2]
end

local only = os.getenv("ONLY")
local queueTable = only == nil
if queueTable then
print("| policy | n | enqueue (µs/pop) | drain (µs/dismiss) | total (µs/op) |")
print("|---|---:|---:|---:|---:|")
end
for _, policy in ipairs(queueTable and { "swift", "objc" } or {}) do
  for _, n in ipairs{ 1000, 10000, 100000 } do
    if policy == "swift" or n <= OBJC_MAX then
      local es, ds = {}, {}
      for r = 1, ROUNDS[n] do es[r], ds[r] = round(policy, n) end
      local e, d = median(es), median(ds)
      print(("| %s | %d | %.2f | %.2f | %.2f |"):format(policy, n, e * 1e6, d * 1e6, (e + d) / 2 * 1e6))
    end
  end
end

-- Pops one after another, each popup made and popped at once (issue 43's loop), n from 10^3 to
-- 10^5: "one group" (equal priorities: each arrival covers the last) and "100 groups" (random
-- priorities 0-999, so some arrivals queue and "objc" sorts a mixed array). Host CPU time per pop
-- (make + pop), one round per size; the ratio is the 10^5 cost per pop over the 10^3 one.
if only == nil or only == "pops" then
  print()
  print("| policy | popups | 1,000 (µs/pop) | 10,000 | 100,000 | ratio 10^5 / 10^3 |")
  print("|---|---|---:|---:|---:|---:|")
  for _, policy in ipairs{ "swift", "objc" } do
    for _, grouped in ipairs{ false, true } do
      local costs = {}
      for k, n in ipairs{ 1000, 10000, 100000 } do
        stage.reset{ popupPolicy = policy }
        seed = 12345
        collectgarbage()
        local t0 = os.clock()
        for i = 1, n do
          local o = { content = { width = 10, height = 10 } }
          if grouped then o.groupId, o.priority = "g" .. (i % GROUPS), random(1000) end
          stage.popup(o):pop()
        end
        costs[k] = (os.clock() - t0) / n * 1e6
      end
      print(("| %s | %s | %.2f | %.2f | %.2f | %.2f |"):format(policy, grouped and "100 groups" or "one group",
        costs[1], costs[2], costs[3], costs[3] / costs[1]))
    end
  end
end
if only == "pops" then return end

-- One popup counting down showTime = 1e5 s, the clock advanced through it: 100,002 timeline
-- events under either policy ("objc": LSTTimer's 10 ms tick, whose ticks that report nothing are
-- not clock events; "swift": one event a second). Host CPU time per timeline event.
local SHOW = 100000
print()
print("| policy | showTime (s) | timeline events | advance (s) | µs/event |")
print("|---|---:|---:|---:|---:|")
for _, policy in ipairs{ "swift", "objc" } do
  stage.reset{ popupPolicy = policy }
  local p = stage.popup{ content = { width = 100, height = 50 }, showTime = SHOW }
  p:pop()
  collectgarbage()
  local t0 = os.clock()
  stage.clock.advance(SHOW + 1)
  local dt = os.clock() - t0
  local events = #stage.log.events{ source = p.source }
  print(("| %s | %d | %d | %.2f | %.2f |"):format(policy, SHOW, events, dt, dt / events * 1e6))
end
