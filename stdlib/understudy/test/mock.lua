-- `mock(t, dostub)`: spies (or, with `dostub`, stubs) every function in a table, recursively.
-- `mock.revert(t)` and `mock.clear(t)` undo or reset them all.
--
--   local m = mock(api, true)   -- every api function is now a stub returning nothing
--   assert.stub(m.fetch).was.called(1)
local spy = require "understudy.test.spy"
local stub = require "understudy.test.stub"

local mock = {}

local function apply(t, action, seen)
  if type(t) ~= "table" then return end
  if spy.is_spy(t) then return t[action](t) end
  seen = seen or {}
  if seen[t] then return t end
  seen[t] = true
  for _, v in pairs(t) do apply(v, action, seen) end
  return t
end

function mock.new(object, dostub, func, self, key)
  local visited = {}
  local function walk(v, parent, k)
    if type(v) == "table" then
      if spy.is_spy(v) or visited[v] then return v end
      visited[v] = true
      local keys = {}
      for name in pairs(v) do keys[#keys + 1] = name end
      for _, name in ipairs(keys) do v[name] = walk(v[name], v, name) end
      return v
    elseif type(v) == "function" then
      if dostub then return stub(parent, k, func) end
      if parent == nil then return spy.new(v) end
      return spy.on(parent, k)
    end
    return v
  end
  return walk(object, self, key)
end

function mock.clear(t) return apply(t, "clear") end
function mock.revert(t) return apply(t, "revert") end

return setmetatable(mock, { __call = function(_, ...) return mock.new(...) end })
