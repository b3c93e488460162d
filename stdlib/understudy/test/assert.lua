-- The assertion engine: `assert.are.same(a, b)`, `assert.is_not.equal(a, b)`,
-- `assert.spy(s).was.called(2)`, `assert.has_no.errors(fn)`. Like luassert, a chain of keys
-- (split on "_" and ".") is collected, then the call finds the assertion among them and applies
-- the modifiers ("not", "no" flip the expectation; "is", "are", "was", "has", "does" are filler).
-- Assertions and modifiers are registered by name, so users can add their own:
--
--   assert:register("assertion", "even", function(state, args) return args[1] % 2 == 0 end,
--                   "assertion.even.positive", "assertion.even.negative")
local state = require "understudy.test.state"
local format = require "understudy.test.format"
local errors = require "understudy.test.errors"
local say = require "understudy.test.say"
local lock = require "understudy.test.locked"

local getmetatable = debug.getmetatable -- sees through the locks

local namespaces = { assertion = {}, modifier = {}, matcher = {} }

local A = {}
-- The classes are locked: getmetatable gives a spec a view of them (locked.lua).
local Arglist = { __metatable = false }
format.setArglistMeta(Arglist)

--- A list of values that keeps trailing nils (`n` is the count).
function A.arglist(...)
  return setmetatable({ n = select("#", ...), ... }, Arglist)
end
function A.isArglist(t) return getmetatable(t) == Arglist end

--- Inserts into a list with an `n` count, shifting up (nil values allowed).
function A.insert(t, pos, value)
  t.n = (t.n or #t) + 1
  if pos > t.n then t.n = pos end
  for i = t.n, pos + 1, -1 do t[i] = t[i - 1] end
  t[pos] = value
end

--- Removes from a list with an `n` count, shifting down.
function A.remove(t, pos)
  t.n = t.n or #t
  local v = t[pos]
  if pos > t.n then t[pos] = nil return v end
  for i = pos, t.n do t[i] = t[i + 1] end
  t.n = t.n - 1
  return v
end

--- Splits chain tokens into known keys, longest names first, starting from the end
--- (luassert's rule: "has_no_errors" is has + no + errors, "error_matches" one assertion).
local function extractKeys(space, tokens)
  local keys, key = {}, nil
  local i = #tokens
  while i > 0 do
    key = key and (tokens[i] .. "_" .. key) or tokens[i]
    local longer = i > 1 and (tokens[i - 1] .. "_" .. key) or nil
    while i > 1 and longer and namespaces[space][longer] do
      key = longer
      i = i - 1
      longer = i > 1 and (tokens[i - 1] .. "_" .. key) or nil
    end
    if namespaces.modifier[key] or namespaces[space][key] then
      table.insert(keys, 1, key)
      key = nil
    end
    i = i - 1
  end
  if key then
    errors.raise("luassert: unknown modifier/" .. space .. ": '" .. key .. "'")
  end
  return keys
end
A.extractKeys = extractKeys

--- Formats every argument not marked in `args.nofmt` (luassert's assert:format).
function A.format(args)
  local nofmt = args.nofmt or {}
  local fmtargs = args.fmtargs or {}
  for i = 1, args.n or #args do
    if not nofmt[i] then args[i] = format.value(args[i], fmtargs[i]) end
  end
  return args
end

local function failureText(positiveKey, failureMessage, args)
  if failureMessage ~= nil then
    local mt = getmetatable(failureMessage)
    if type(failureMessage) == "string" or (mt and mt.__tostring) then
      failureMessage = tostring(failureMessage)
    else
      failureMessage = format.value(failureMessage)
    end
  end
  local message = say(positiveKey, A.format(args))
  if message and failureMessage then return failureMessage .. "\n" .. message end
  return message or failureMessage
end

local Chain = { __metatable = false }

Chain.__index = function(self, key)
  for token in string.gmatch(string.lower(key), "[^_]+") do self.tokens[#self.tokens + 1] = token end
  return self
end

Chain.__call = function(self, ...)
  local keys = extractKeys("assertion", self.tokens)
  local assertion
  for _, k in ipairs(keys) do assertion = namespaces.assertion[k] or assertion end
  local args = A.arglist(...)
  if not assertion then
    -- Only modifiers so far (`assert.spy(s)`, `assert.message("x")`): apply them, keep chaining.
    self.tokens = {}
    for _, k in ipairs(keys) do
      local m = namespaces.modifier[k]
      if m then m.callback(self, args, nil) end
    end
    return self
  end
  for _, k in ipairs(keys) do
    local m = namespaces.modifier[k]
    if m then m.callback(self) end
  end
  local ok, results = assertion.callback(self, args, nil)
  if (not ok) == self.mod then
    local key = self.mod and assertion.positive_message or assertion.negative_message
    errors.fail(failureText(key, rawget(self, "failure_message"), args) or "assertion failed!")
  end
  if results then return table.unpack(results, 1, results.n or #results) end
  return ...
end

local function newChain() return setmetatable({ mod = true, tokens = {} }, Chain) end

local assert = {}

--- Registers an assertion, modifier or matcher by (case-insensitive) name.
function assert.register(_, space, name, callback, positive, negative)
  namespaces[space] = namespaces[space] or {}
  namespaces[space][string.lower(name)] = {
    name = string.lower(name), callback = callback, positive_message = positive, negative_message = negative,
  }
end

function assert.unregister(_, space, name)
  namespaces[space] = namespaces[space] or {}
  namespaces[space][string.lower(name)] = nil
end

function assert.add_formatter(_, fn) state.add_formatter(fn) end
function assert.remove_formatter(_, fn) state.remove_formatter(fn) end
function assert.format(_, args) return A.format(args) end
function assert.set_parameter(_, name, value) state.set_parameter(name, value) end
function assert.get_parameter(_, name) return state.get_parameter(name) end
function assert.add_spy(_, s) state.add_spy(s) end
function assert.snapshot(_) return state.snapshot() end
function assert.state() return newChain() end

local Level = { __metatable = false }
local function levelOf(l) if getmetatable(l) == Level then return l.level end end
function assert.level(_, n) return setmetatable({ level = n }, Level) end
function assert.get_level(_, l) return levelOf(l) end

setmetatable(assert, {
  __call = function(_, value, message, level, ...)
    if not value then
      local l = levelOf(level)
      if l then errors.failAt(message or "assertion failed!", l + 1) end
      errors.fail(message or "assertion failed!")
    end
    return value, message, level, ...
  end,
  __index = function(_, key) return newChain()[key] end,
  __metatable = false,
})
lock(Arglist)
lock(Chain)
lock(Level)
lock(getmetatable(assert))

A.assert = assert
A.namespaces = namespaces
return A
