-- What the speed scripts' summaries share (bench/lib/rounds.sh, bench/module/speed.sh).
local M = {}

--- The median of a list of numbers (sorts it).
function M.median(t)
  table.sort(t)
  local n = #t
  return n % 2 == 1 and t[(n + 1) // 2] or (t[n // 2] + t[n // 2 + 1]) / 2
end

return M
