-- Stubs, luassert's: `stub(obj, "method", ...)` replaces the method with a spy that returns the
-- given values (or calls the given function) instead of the original; `s:revert()` restores it.
-- `s.returns(...)`, `s.invokes(fn)`, `s.on_call_with(args...).returns(...)`/`.invokes(fn)`,
-- `s.by_default.returns(...)`; `stub()` alone makes a blank stub.
--
--   local s = stub(os, "getenv").returns("/tmp")
--   s.on_call_with("HOME").returns("/home/me")
local A = require "understudy.test.assert"
local compare = require "understudy.test.compare"
local errors = require "understudy.test.errors"
local match = require "understudy.test.match"
local spy = require "understudy.test.spy"
local assert = A.assert

local stub = {}

function stub.new(object, key, ...)
  if object == nil and key == nil then object, key = {}, "" end
  local values = table.pack(...)
  if not (type(object) == "table" and key ~= nil) then
    errors.fail("stub.new(): Can only create stub on a table key, call with 2 params; table, key")
  end
  if not (object[key] == nil or A.callable(object[key])) then
    errors.fail("stub.new(): The element for which to create a stub must either be callable, or be nil")
  end
  local original = object[key]
  local fn = values.n == 1 and A.callable(values[1]) and values[1]
  local default = fn or function() return table.unpack(values, 1, values.n) end
  local oncalls = {}
  object[key] = function(...)
    local args = A.arglist(...)
    for _, c in ipairs(oncalls) do
      if match.arguments(args, args, c.args) then return c.fn(...) end
    end
    return default(...)
  end
  local s = spy.on(object, key)
  local spyRevert = s.revert
  s.revert = function(self)
    if not self.reverted then
      spyRevert(self)
      object[key] = original
      self.reverted = true
    end
    return original
  end
  s.returns = function(...)
    local r = table.pack(...)
    default = function() return table.unpack(r, 1, r.n) end
    return s
  end
  s.invokes = function(f)
    default = f
    return s
  end
  s.by_default = { returns = s.returns, invokes = s.invokes }
  s.on_call_with = function(...)
    -- Frozen now, as luassert's copyargs does: mutating a table argument later does not change
    -- which calls match (matchers and spies are kept as they are).
    local keep = function(v) return match.is_matcher(v) or spy.is_spy(v) end
    local args = compare.copy(A.arglist(...), nil, keep)
    return {
      returns = function(...)
        local r = table.pack(...)
        oncalls[#oncalls + 1] = { args = args, fn = function() return table.unpack(r, 1, r.n) end }
        return s
      end,
      invokes = function(f)
        oncalls[#oncalls + 1] = { args = args, fn = f }
        return s
      end,
    }
  end
  return s
end

assert:register("modifier", "stub", function(st, args)
  st.payload = args[1]
  st.failure_message = args[2]
end)

function stub.is_stub(v) return spy.is_spy(v) and v.on_call_with ~= nil end

return setmetatable(stub, { __call = function(_, ...) return stub.new(...) end })
