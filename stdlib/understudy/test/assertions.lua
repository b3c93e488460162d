-- The standard assertions, registered under luassert's names with luassert's messages:
-- true/false/nil/boolean/number/string/table/function/userdata/thread, equal(s), same, near,
-- match(es), unique, truthy, falsy, error(s)/has_error, error_matches, returned_arguments.
-- Arguments arrive as (expected, actual); like luassert they are swapped before formatting so
-- that "Passed in" shows the actual value and "Expected" the expected one.
local A = require "understudy.test.assert"
local compare = require "understudy.test.compare"
local format = require "understudy.test.format"
local errors = require "understudy.test.errors"
local say = require "understudy.test.say"
local assert = A.assert

local function setMessage(state, message)
  if message ~= nil then state.failure_message = message end
end

-- A wrong argument fails at the assertion's own line, as luassert's do (it raises them at its
-- own level: busted shows `luassert/assertions.lua:94: bad argument #1 to 'matches' ...`).
local function need(cond, key, args)
  if not cond then errors.failAt(say(key, args), 2) end
end

local function hasToString(v)
  local mt = debug.getmetatable(v)
  return type(v) == "string" or (mt ~= nil and type(mt.__tostring) == "function")
end

local function callable(v)
  local mt = debug.getmetatable(v)
  return type(v) == "function" or (mt ~= nil and type(mt.__call) == "function")
end
A.callable = callable

local function swap(args) A.insert(args, 1, A.remove(args, 2)) end

local function equals(state, args)
  need(args.n > 1, "assertion.internal.argtolittle", { "equals", 2, tostring(args.n) })
  local ok = args[1] == args[2]
  swap(args)
  setMessage(state, args[3])
  return ok
end

local function same(state, args)
  need(args.n > 1, "assertion.internal.argtolittle", { "same", 2, tostring(args.n) })
  local ok
  if type(args[1]) == "table" and type(args[2]) == "table" then
    local crumbs
    ok, crumbs = compare.deep(args[1], args[2], true)
    args.fmtargs = { { crumbs = crumbs }, { crumbs = crumbs } }
  else
    ok = args[1] == args[2]
  end
  swap(args)
  setMessage(state, args[3])
  return ok
end

local function near(state, args)
  need(args.n > 2, "assertion.internal.argtolittle", { "near", 3, tostring(args.n) })
  local expected, actual, tolerance = tonumber(args[1]), tonumber(args[2]), tonumber(args[3])
  local what = "number or object convertible to a number"
  need(expected, "assertion.internal.badargtype", { 1, "near", what, format.value(args[1]) })
  need(actual, "assertion.internal.badargtype", { 2, "near", what, format.value(args[2]) })
  need(tolerance, "assertion.internal.badargtype", { 3, "near", what, format.value(args[3]) })
  swap(args)
  args[3] = tolerance
  args.nofmt = { [3] = true }
  setMessage(state, args[4])
  return actual >= expected - tolerance and actual <= expected + tolerance
end

-- The optional message of matches/error_matches is the first argument after the pattern that is
-- not a boolean or a number (those are `init` and `plain`).
local function takeMessage(args)
  local at = 3
  for i = 3, args.n do
    local v = args[i]
    if v and type(v) ~= "boolean" and not tonumber(v) then
      if i == 3 then at = 4 end
      return A.remove(args, i), at
    end
  end
  return nil, at
end

local function matches(state, args)
  need(args.n > 1, "assertion.internal.argtolittle", { "matches", 2, tostring(args.n) })
  local pattern = args[1]
  local actual
  if hasToString(args[2]) or type(args[2]) == "number" then actual = tostring(args[2]) end
  local message, initArg = takeMessage(args)
  local init, plain = args[3], args[4]
  need(type(pattern) == "string", "assertion.internal.badargtype", { 1, "matches", "string", type(args[1]) })
  need(actual, "assertion.internal.badargtype",
    { 2, "matches", "string or object convertible to a string", format.value(args[2]) })
  need(init == nil or tonumber(init), "assertion.internal.badargtype", { initArg, "matches", "number", type(args[3]) })
  swap(args)
  setMessage(state, message)
  if plain then
    local ok = string.find(actual, pattern, init, plain) ~= nil
    return ok, ok and { pattern, n = 1 } or { n = 0 }
  end
  local r = table.pack(string.match(actual, pattern, init))
  return r[1] ~= nil, r
end

local function unique(state, args)
  local list, deep = args[1], nil
  if type(args[2]) == "boolean" or (args[2] == nil and args.n > 2) then
    deep = args[2]
    setMessage(state, args[3])
  else
    if type(args[3]) == "boolean" then deep = args[3] end
    setMessage(state, args[2])
  end
  for k, v in pairs(list) do
    for k2, v2 in pairs(list) do
      if k ~= k2 then
        if deep and compare.deep(v, v2, true) then return false end
        if v == v2 then return false end
      end
    end
  end
  return true
end

local function truthy(state, args)
  need(args.n > 0, "assertion.internal.argtolittle", { "truthy", 1, tostring(args.n) })
  setMessage(state, args[2])
  return args[1] ~= false and args[1] ~= nil
end

local function falsy(state, args)
  need(args.n > 0, "assertion.internal.argtolittle", { "falsy", 1, tostring(args.n) })
  return not truthy(state, args)
end

-- A string error without its "file:line: " prefix (what has_error compares). A failed assertion
-- inside the function stays the failure object, as under busted: compared with a string it is
-- its message, position included.
local function stripPosition(e)
  if type(e) == "string" then return (string.gsub(e, "^.-:%d+: ", "", 1)) end
  return e
end

local function hasError(state, args)
  local results = { n = args.n }
  for i = 1, args.n do results[i] = args[i] end
  local fn, expected, message = args[1], args[2], args[3]
  need(callable(fn), "assertion.internal.badargtype", { 1, "error", "function or callable object", type(fn) })
  local ok, actual = pcall(fn)
  actual = stripPosition(actual)
  results[1] = actual
  args.nofmt = { [1] = ok, [2] = expected == nil }
  args.n = 2
  args[1] = ok and "(no error)" or actual
  args[2] = expected == nil and "(error)" or expected
  setMessage(state, message)
  if ok or expected == nil then return not ok, results end
  if type(expected) == "string" then
    if hasToString(actual) then
      actual = tostring(actual)
      results[1] = actual
    end
    if type(actual) == "string" then return expected == actual, results end
  elseif type(expected) == "number" and type(actual) == "string" then
    return tostring(expected) == tostring(tonumber(actual)), results
  end
  return (compare.deep(expected, actual, true)), results
end

local function errorMatches(state, args)
  local results = { n = args.n }
  for i = 1, args.n do results[i] = args[i] end
  need(args.n > 1, "assertion.internal.argtolittle", { "error_matches", 2, tostring(args.n) })
  local fn, pattern = args[1], args[2]
  need(callable(fn), "assertion.internal.badargtype", { 1, "error_matches", "function or callable object", type(fn) })
  need(pattern == nil or type(pattern) == "string", "assertion.internal.badargtype", { 2, "error", "string", type(pattern) })
  local message, initArg = takeMessage(args)
  local init, plain = args[3], args[4]
  need(init == nil or tonumber(init), "assertion.internal.badargtype", { initArg, "matches", "number", type(args[3]) })
  local ok, actual = pcall(fn)
  actual = stripPosition(actual)
  results[1] = actual
  args.nofmt = { [1] = ok, [2] = false }
  args.n = 2
  args[1] = ok and "(no error)" or actual
  args[2] = pattern
  setMessage(state, message)
  if ok then return false, results end
  if actual == nil and pattern == nil then return true, { n = 0 } end
  if hasToString(actual) or type(actual) == "number" or type(actual) == "boolean" then
    actual = tostring(actual)
    results[1] = actual
  end
  if type(actual) == "string" then
    if plain then
      if string.find(actual, pattern, init, plain) then return true, { pattern, n = 1 } end
      return false, results
    end
    local r = table.pack(string.match(actual, pattern, init))
    if r[1] ~= nil then return true, r end
    return false, results
  end
  return false, results
end

local function isValue(expected)
  return function(state, args)
    A.insert(args, 2, expected)
    setMessage(state, args[3])
    return args[1] == args[2]
  end
end

local function isType(t)
  return function(state, args)
    A.insert(args, 2, "type " .. t)
    args.nofmt = { [2] = true }
    setMessage(state, args[3])
    return args.n > 1 and type(args[1]) == t
  end
end

local function returnedArguments(_, args)
  args[1] = tostring(args[1])
  args[2] = tostring(args.n - 1)
  args.nofmt = { true, true }
  if args.n < 2 then args.n = 2 end
  return args[1] == args[2]
end

assert:register("modifier", "message", function(state, args) state.failure_message = args[1] end)
local function id(state) return state end
for _, name in ipairs { "is", "are", "was", "has", "does" } do assert:register("modifier", name, id) end
local function flip(state) state.mod = not state.mod return state end
assert:register("modifier", "not", flip)
assert:register("modifier", "no", flip)

local P, N = "assertion.same.positive", "assertion.same.negative"
assert:register("assertion", "true", isValue(true), P, N)
assert:register("assertion", "false", isValue(false), P, N)
for _, t in ipairs { "boolean", "number", "string", "table", "nil", "userdata", "function", "thread" } do
  assert:register("assertion", t, isType(t), P, N)
end
assert:register("assertion", "returned_arguments", returnedArguments,
  "assertion.returned_arguments.positive", "assertion.returned_arguments.negative")
assert:register("assertion", "same", same, P, N)
for _, name in ipairs { "matches", "match" } do
  assert:register("assertion", name, matches, "assertion.matches.positive", "assertion.matches.negative")
end
assert:register("assertion", "near", near, "assertion.near.positive", "assertion.near.negative")
for _, name in ipairs { "equals", "equal" } do
  assert:register("assertion", name, equals, "assertion.equals.positive", "assertion.equals.negative")
end
assert:register("assertion", "unique", unique, "assertion.unique.positive", "assertion.unique.negative")
for _, name in ipairs { "error", "errors" } do
  assert:register("assertion", name, hasError, "assertion.error.positive", "assertion.error.negative")
end
for _, name in ipairs { "error_matches", "error_match", "matches_error", "match_error" } do
  assert:register("assertion", name, errorMatches, "assertion.error.positive", "assertion.error.negative")
end
assert:register("assertion", "truthy", truthy, "assertion.truthy.positive", "assertion.truthy.negative")
assert:register("assertion", "falsy", falsy, "assertion.falsy.positive", "assertion.falsy.negative")

-- Arrays: `assert.array(t).has.no.holes([length])`; `holes` returns the first missing index.
assert:register("modifier", "array", function(state, args)
  if args.n == 0 then errors.fail("No array provided to the array-modifier") end
  rawset(state, "__array", args[1])
  return state
end)
assert:register("assertion", "holes", function(state, args)
  local arr = rawget(state, "__array")
  if arr == nil then errors.fail("No array set, please use the array modifier to set the array to validate") end
  local length = args[1]
  if length == nil then
    length = 0
    for i in pairs(arr) do
      if math.type(i) == "integer" and i > length then length = i end
    end
  end
  local missing
  for i = 1, length do
    if arr[i] == nil then missing = i break end
  end
  args[1] = missing
  args.n = missing and 1 or 0
  return missing ~= nil, { missing, n = 1 }
end, "assertion.array_holes.positive", "assertion.array_holes.negative")
say:set("assertion.array_holes.positive", "Expected array to have holes, but none was found.\n")
say:set("assertion.array_holes.negative", "Expected array to not have holes, hole found at position: %s\n")

return assert
