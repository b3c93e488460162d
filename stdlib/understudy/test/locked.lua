-- The test library's classes (failures, pending markers, assertion chains, `expect(...)`
-- objects, spies, matchers, snapshots) are locked: `setmetatable` cannot change an object's
-- class, and `getmetatable` gives a *view* of the class instead of the class itself, as
-- `require "luassert"` gives views of the modules (seal.lua). A view is a copy made when the
-- class is locked: its functions are the runner's own, its tables are copies, and it has no
-- `__metatable`. So a spec can copy an assertion the way Penlight's `tablex.deepcopy` does
-- (`setmetatable(copy, getmetatable(orig))`) and the copy works, as under busted, where
-- luassert's classes are plain tables; rewriting a view changes nothing the runner uses, and an
-- object made with a view is not of the class (the runner tells classes apart with
-- `debug.getmetatable`, which sees the class).
--
--   local Failure = lock({ __name = "failure", __tostring = ... })   -- once the class is complete
local next, type = next, type

local function copy(t, copies)
  local c = copies[t]
  if c then return c end
  c = {}
  copies[t] = c
  for k, v in next, t do
    if k ~= "__metatable" then c[k] = type(v) == "table" and copy(v, copies) or v end
  end
  return c
end

--- Locks `class` (a metatable whose fields are all set) and returns it.
return function(class)
  class.__metatable = nil
  class.__metatable = copy(class, {})
  return class
end
