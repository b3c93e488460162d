-- What the benches and the speed scripts' summaries share (bench/lib/rounds.sh, bench/*/bench.lua).
local M = {}

--- The median of a list of numbers (sorts it).
function M.median(t)
  table.sort(t)
  local n = #t
  return n % 2 == 1 and t[(n + 1) // 2] or (t[n // 2] + t[n // 2 + 1]) / 2
end

--- A `.rounds` file (bench/lib/rounds.sh): one list of numbers per line, one line per round.
function M.rounds(path)
  local rounds = {}
  for line in io.lines(path) do
    local r = {}
    for v in line:gmatch("%S+") do r[#r + 1] = tonumber(v) end
    rounds[#rounds + 1] = r
  end
  return rounds
end

--- Host CPU seconds `f` takes, after a full collection (so the last phase's garbage is not billed to it).
function M.timed(f)
  collectgarbage()
  local t0 = os.clock()
  f()
  return os.clock() - t0
end

return M
