-- Action-sheet benchmark: build + present + tap + dismiss of large sheets from Lua, time per
-- operation (host CPU time via os.clock; the simulation itself never reads a clock), and the
-- layout's growth with the number of actions.
--
--   swift build -c release --product understudy
--   .build/release/understudy bench/actionsheet/bench.lua
--
-- Prints a Markdown table (bench/ACTIONSHEET_RESULTS.md records one run).

local ROUNDS = 15

local function median(xs)
  table.sort(xs)
  local n = #xs
  if n % 2 == 1 then return xs[(n + 1) // 2] end
  return (xs[n // 2] + xs[n // 2 + 1]) / 2
end

-- One full round on a fresh stage: returns seconds spent in each phase. A full garbage
-- collection runs before each phase (untimed) so that one phase's garbage is not billed to the
-- next.
local timed = dofile("bench/lib/stats.lua").timed

local function round(n)
  stage.reset()
  local handled = 0
  local handler = function() handled = handled + 1 end
  local sheet
  local r = {}
  r.build = timed(function()
    sheet = stage.actionController{ settings = { behavior = { scrollEnabled = true } } }
    for i = 1, n do
      sheet:addAction{ title = "Action " .. i, handler = handler }
    end
  end)
  r.present = timed(function() sheet:present() end)
  r.advanceIn = timed(function() stage.clock.advance(0.7) end)
  r.tap = timed(function() sheet:tap(1) end)
  r.dismiss = timed(function() stage.clock.advance(0.7) end)   -- didDismissView, then the handler
  assert(sheet.state == "dismissed" and handled == 1)
  return r
end

-- Layout alone: `contentHeight` before present computes the whole layout (every row frame).
local function layoutTime(n)
  stage.reset()
  local sheet = stage.actionController()
  for i = 1, n do sheet:addAction("Action " .. i) end
  local times = {}
  for _ = 1, ROUNDS do
    local t0 = os.clock()
    for _ = 1, 20 do local _ = sheet.contentHeight end
    times[#times + 1] = (os.clock() - t0) / 20
  end
  return median(times)
end

-- A picture and a hit test on a presented sheet of n rows (only what is on screen is drawn).
local function renderTime(n)
  stage.reset()
  local sheet = stage.actionController{ settings = { behavior = { scrollEnabled = true } } }
  for i = 1, n do sheet:addAction("Action " .. i) end
  sheet:present()
  stage.clock.advance(1)
  sheet:scroll(30 * n)                    -- the last rows
  local times = {}
  for _ = 1, ROUNDS do
    local t0 = os.clock()
    local _ = stage.render()
    times[#times + 1] = os.clock() - t0
  end
  return median(times)
end

local function us(s) return string.format("%.1f", s * 1e6) end

print("## Full round (median of " .. ROUNDS .. " rounds, microseconds)")
print()
print("| actions | build (addAction × n) | per addAction | present | advance 0.7 s | tap | dismiss + handler | total |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
for _, n in ipairs{ 10, 100, 1000, 10000 } do
  local phases = { build = {}, present = {}, advanceIn = {}, tap = {}, dismiss = {} }
  for _ = 1, (n >= 10000 and 5 or ROUNDS) do
    local r = round(n)
    for k, v in pairs(r) do table.insert(phases[k], v) end
  end
  local m = {}
  for k, v in pairs(phases) do m[k] = median(v) end
  local total = m.build + m.present + m.advanceIn + m.tap + m.dismiss
  print(string.format("| %d | %s | %s | %s | %s | %s | %s | %s |", n, us(m.build), us(m.build / n), us(m.present),
    us(m.advanceIn), us(m.tap), us(m.dismiss), us(total)))
end

print()
print("## Layout alone (contentHeight computes every row frame; median, microseconds)")
print()
print("| actions | layout | per action |")
print("|---:|---:|---:|")
for _, n in ipairs{ 1000, 2000, 4000, 8000, 16000 } do
  local t = layoutTime(n)
  print(string.format("| %d | %s | %.3f |", n, us(t), t * 1e6 / n))
end

print()
print("## stage.render() of a presented sheet scrolled to its end (median, microseconds)")
print()
print("| actions | render |")
print("|---:|---:|")
for _, n in ipairs{ 10, 1000, 10000 } do
  print(string.format("| %d | %s |", n, us(renderTime(n))))
end
