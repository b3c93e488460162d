local M = {}
function M.add(a, b) return a + b end
function M.div(a, b)
  if b == 0 then error("division by zero") end
  return a / b
end
return M
