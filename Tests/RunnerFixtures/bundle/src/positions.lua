local M = {}
function M.boom()
  error("boom")
end
return M
