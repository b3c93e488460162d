-- What the spec folders share. Not a spec file (no _spec suffix); required as "spec.support".
local M = {}

--- The message of the error `fn` raises (called with the rest of the arguments), without the
--- "file:line: " prefix; fails the test when `fn` does not raise.
function M.message(fn, ...)
  local ok, err = pcall(fn, ...)
  assert(not ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end

--- The keys of `t` in sorted order: tests made in a loop over a table keep one order from run to
--- run (`pairs` follows the string hash, which Lua seeds per run).
function M.sortedKeys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys)
  return keys
end

return M
