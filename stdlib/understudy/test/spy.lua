-- Spies, luassert's: a callable that records each call's arguments and return values and calls
-- through. `spy.new(fn)`, `spy.on(obj, "method")` (replaces the method; `s:revert()` puts it
-- back), `s:clear()`, and the assertions `assert.spy(s).was.called(n)`, `called_with(...)`,
-- `returned_with(...)`, `called_at_least/at_most/more_than/less_than(n)`.
--
--   local s = spy.on(obj, "save")
--   obj:save(1)
--   assert.spy(s).was.called_with(obj, 1)
local getmetatable, setmetatable = debug.getmetatable, debug.setmetatable -- through the locks
local A = require "understudy.test.assert"
local compare = require "understudy.test.compare"
local errors = require "understudy.test.errors"
local match = require "understudy.test.match"
local state = require "understudy.test.state"
local lock = require "understudy.test.locked"
local assert = A.assert

local Spy = { __metatable = false } -- locked below: see locked.lua
local spy = {}

local function keep(v) return match.is_matcher(v) or spy.is_spy(v) end

--- Freezes an argument list: deep copies (`vals`, for comparison) and the values (`refs`).
local function record(list)
  local vals = compare.copy(list, nil, keep)
  setmetatable(vals, getmetatable(list))
  return { vals = vals, refs = list }
end

Spy.__call = function(self, ...)
  self.calls[#self.calls + 1] = record(A.arglist(...))
  local function returned(...)
    self.returnvals[#self.returnvals + 1] = record(A.arglist(...))
    return ...
  end
  return returned(self.callback(...))
end

local methods = {}
Spy.__index = methods

function methods:revert()
  if not self.reverted then
    if self.target_table and self.target_key then self.target_table[self.target_key] = self.callback end
    self.reverted = true
  end
  return self.callback
end

function methods:clear()
  self.calls, self.returnvals = {}, {}
  return self
end

function methods:called(times, compareFn)
  if times or compareFn then
    compareFn = compareFn or function(count, expected) return count == expected end
    return compareFn(#self.calls, times), #self.calls
  end
  return #self.calls > 0, #self.calls
end

local function find(list, specs)
  for i = #list, 1, -1 do
    if match.arguments(list[i].vals, list[i].refs, specs) then return list[i] end
  end
end

function methods:called_with(args)
  local found = find(self.calls, args)
  if found then return true, found.vals end
  return false, self.calls[#self.calls] and self.calls[#self.calls].vals
end

function methods:returned_with(args)
  local found = find(self.returnvals, args)
  if found then return true, found.vals end
  return false, self.returnvals[#self.returnvals] and self.returnvals[#self.returnvals].vals
end

--- A spy around `callback` (a no-op by default).
function spy.new(callback)
  callback = callback or function() end
  if not A.callable(callback) then
    errors.raise("Cannot spy on type '" .. type(callback) .. "', only on functions or callable elements")
  end
  local s = setmetatable({ calls = {}, returnvals = {}, callback = callback }, Spy)
  state.add_spy(s)
  return s
end

--- Replaces `t[key]` with a spy on it; `s:revert()` restores the original.
function spy.on(t, key)
  local s = spy.new(t[key])
  t[key] = s
  s.target_table, s.target_key = t, key
  return s
end

function spy.is_spy(v) return type(v) == "table" and getmetatable(v) == Spy end

-- Assertions on spies --------------------------------------------------------------------------

assert:register("modifier", "spy", function(st, args)
  st.payload = args[1]
  if args[2] ~= nil then st.failure_message = args[2] end
end)

local function withArguments(method, name)
  return function(st, args)
    local payload = rawget(st, "payload")
    if not (payload and payload[method]) then
      -- A misuse is an error, not a failure, as luassert raises it (error(msg, level)).
      errors.raise("'" .. name .. "' must be chained after 'spy(aspy)'")
    end
    local ok, shown = payload[method](payload, args)
    local expected = { n = args.n }
    for i = 1, args.n do expected[i] = args[i] end
    setmetatable(expected, getmetatable(args))
    for i = args.n, 1, -1 do args[i] = nil end
    args.n = 2
    args[1], args[2] = shown, expected
    return ok
  end
end
assert:register("assertion", "called_with", withArguments("called_with", "called_with"),
  "assertion.called_with.positive", "assertion.called_with.negative")
assert:register("assertion", "returned_with", withArguments("returned_with", "returned_with"),
  "assertion.returned_with.positive", "assertion.returned_with.negative")

local function counted(compareFn)
  return function(st, args)
    local times = args[1]
    if not times and not st.mod then
      st.mod = true
      times = 0
    end
    local payload = rawget(st, "payload")
    if type(payload) == "function" then
      errors.raise("When calling 'spy(aspy)', 'aspy' must not be the original function, but the spy function replacing the original")
    elseif not (type(payload) == "table" and payload.called) then
      errors.raise("'called' must be chained after 'spy(aspy)'")
    end
    local ok, count = payload:called(times, compareFn)
    args[1] = tostring(times or ">0")
    A.insert(args, 2, tostring(count))
    args.nofmt = { true, true }
    return ok
  end
end
assert:register("assertion", "called", counted(nil), "assertion.called.positive", "assertion.called.negative")
assert:register("assertion", "called_at_least", counted(function(c, e) return c >= e end),
  "assertion.called_at_least.positive", "assertion.called_less_than.positive")
assert:register("assertion", "called_at_most", counted(function(c, e) return c <= e end),
  "assertion.called_at_most.positive", "assertion.called_more_than.positive")
assert:register("assertion", "called_more_than", counted(function(c, e) return c > e end),
  "assertion.called_more_than.positive", "assertion.called_at_most.positive")
assert:register("assertion", "called_less_than", counted(function(c, e) return c < e end),
  "assertion.called_less_than.positive", "assertion.called_at_least.positive")

lock(Spy)

return setmetatable(spy, { __call = function(_, ...) return spy.new(...) end })
