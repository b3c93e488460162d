-- What the spec folders share. Not a spec file (no _spec suffix); required as "spec.support".
local M = {}

--- The message of the error `fn` raises (called with the rest of the arguments), without the
--- "file:line: " prefix; fails the test when `fn` does not raise.
function M.message(fn, ...)
  local ok, err = pcall(fn, ...)
  assert(not ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end

return M
