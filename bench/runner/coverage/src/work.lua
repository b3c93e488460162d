-- CPU-bound project code for the coverage benchmark: a string hash and a table-heavy loop.
local M = {}

function M.hash(s)
  local h = 5381
  for i = 1, #s do
    h = ((h << 5) + h + s:byte(i)) & 0xffffffff
  end
  return h
end

function M.tables(n)
  local t = {}
  for i = 1, n do t[i] = { i, i * 2 } end
  local sum = 0
  for i = 1, n do sum = sum + t[i][1] + t[i][2] end
  return sum
end

return M
