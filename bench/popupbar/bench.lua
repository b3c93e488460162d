-- Popup-bar benchmark: (1) queued operations with coalescing — present/open/close/dismiss with
-- completions in a pseudo-random mix, the clock nudged now and then so some run, most are
-- coalesced and their completions dropped; (2) marquee and frame reads at random instants
-- mid-transition. Per-operation cost should stay flat from 10^3 to 10^5 (10^6 for reads): the
-- queue holds at most two operations, and every read is one curve evaluation per track.
--
--   swift build -c release --static-swift-stdlib --product understudy
--   .build/release/understudy bench/popupbar/bench.lua
--
-- Prints a Markdown table (bench/POPUPBAR_RESULTS.md records one run). Host CPU time (os.clock).

local ROUNDS = tonumber(arg and arg[1]) or 5

local function median(xs)
  table.sort(xs)
  local n = #xs
  if n % 2 == 1 then return xs[(n + 1) // 2] end
  return (xs[n // 2] + xs[n // 2 + 1]) / 2
end

local function rng(seed)
  local s = seed
  return function(n) s = (s * 1103515245 + 12345) % 2147483648; return s % n end
end

-- n queued operations on a fresh stage; returns seconds and the completions called / made.
local function operations(n)
  stage.reset()
  local c = stage.tabBarController()
  local rand = rng(42)
  local called = 0
  local done = function() called = called + 1 end
  local content = { title = "Song", subtitle = "Artist", progress = 0.5 }
  collectgarbage()
  local t0 = os.clock()
  for i = 1, n do
    local k = rand(4)
    if k == 0 then c:presentPopupBar{ content = content, completion = done }
    elseif k == 1 then c:openPopup{ completion = done }
    elseif k == 2 then c:closePopup{ completion = done }
    else c:dismissPopupBar{ completion = done } end
    if i % 8 == 0 then stage.clock.advance(rand(3) * 0.25) end
  end
  stage.clock.advance(5)
  local t = os.clock() - t0
  assert(#c.pendingOperations == 0 and not c.popupTransitioning)
  return t, called
end

-- n reads (marqueeOffset, bar frame, content frame in turn) at random instants while the popup
-- opens and closes; the clock moves by < 10 ms between reads.
local function reads(n)
  stage.reset()
  local c = stage.tabBarController()
  c.popupBar.marqueeScrollEnabled = true
  c:presentPopupBar{ content = { title = "A Very Long Song Title That Cannot Possibly Fit In The Bar Here", subtitle = "Artist" },
                     animated = false }
  local rand = rng(7)
  local sink = 0
  collectgarbage()
  local t0 = os.clock()
  for i = 1, n do
    if not c.popupTransitioning then
      if c.popupPresentationState == "open" then c:closePopup() else c:openPopup() end
    end
    stage.clock.advance(rand(10000) * 1e-6)
    local k = i % 3
    if k == 0 then sink = sink + c.popupBar.marqueeOffset
    elseif k == 1 then sink = sink + c.popupBar.frame.y
    else sink = sink + c.popupContent.frame.y end
  end
  local t = os.clock() - t0
  assert(sink == sink)
  return t
end

print("| benchmark | n | total (s) | per operation (µs) |")
print("|---|---:|---:|---:|")
for _, n in ipairs{ 1000, 10000, 100000 } do
  local ts, called = {}, 0
  for _ = 1, (n >= 100000 and math.max(1, ROUNDS // 2) or ROUNDS) do
    local t
    t, called = operations(n)
    ts[#ts + 1] = t
  end
  local t = median(ts)
  print(("| queued operations (%d completions called) | %d | %.3f | %.2f |"):format(called, n, t, t / n * 1e6))
end
for _, n in ipairs{ 1000, 10000, 100000, 1000000 } do
  local ts = {}
  for _ = 1, (n >= 1000000 and 1 or ROUNDS) do ts[#ts + 1] = reads(n) end
  local t = median(ts)
  print(("| reads mid-transition (advance + marquee/frame) | %d | %.3f | %.2f |"):format(n, t, t / n * 1e6))
end
