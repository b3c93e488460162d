-- Argument matchers for spies and stubs, luassert's `match`: `match._` (anything),
-- `match.is_string()`, `match.is_not.equal(3)`, `match.same{1, 2}`, `match.near(1, 0.1)`,
-- `match.matches("^a")`, `match.ref(t)`, `match.is_truthy()`, `match.none_of(m1, m2)`,
-- `match.any_of(...)`, `match.all_of(...)`.
--
--   assert.spy(s).was.called_with(match.is_string(), match._)
local getmetatable = debug.getmetatable -- sees through the locks
local A = require "understudy.test.assert"
local compare = require "understudy.test.compare"
local format = require "understudy.test.format"
local errors = require "understudy.test.errors"
local say = require "understudy.test.say"
local lock = require "understudy.test.locked"
local assert = A.assert

local Matcher = { __metatable = false } -- locked below: see locked.lua
Matcher.__call = function(self, value) return self.callback(value) == self.mod end

local match = {}
-- As luassert's: no name and no arguments, so formatting it fails as luassert 1.9.0's formatter
-- does (a failure message that shows `match._` is an error, as under busted).
match._ = setmetatable({ mod = true, callback = function() return true end }, Matcher)

-- Another library's test for its matchers, which are ours too: luassert's, under the real busted
-- (the Lua module's helper passes it, captured before any spec runs).
local foreignIsMatcher = nil

function match.is_matcher(v)
  if type(v) ~= "table" then return false end
  if getmetatable(v) == Matcher then return true end
  return foreignIsMatcher ~= nil and foreignIsMatcher(v) == true
end

--- Takes the matchers `isMatcher(v)` recognizes as matchers (understudy.busted: luassert's).
function match.acceptMatchers(isMatcher) foreignIsMatcher = isMatcher end

function match.is_ref_matcher(v) return match.is_matcher(v) and v.name == "ref" end

local Chain = { __metatable = false }
Chain.__index = function(self, key)
  for token in string.gmatch(string.lower(key), "[^_]+") do self.tokens[#self.tokens + 1] = token end
  return self
end
Chain.__call = function(self, ...)
  local keys = A.extractKeys("matcher", self.tokens)
  self.tokens = {}
  local found
  for _, k in ipairs(keys) do found = A.namespaces.matcher[k] or found end
  local args = A.arglist(...)
  if not found then
    for _, k in ipairs(keys) do
      local m = A.namespaces.modifier[k]
      if m then m.callback(self, args) end
    end
    return self
  end
  for _, k in ipairs(keys) do
    local m = A.namespaces.modifier[k]
    if m then m.callback(self) end
  end
  return setmetatable({ name = found.name, mod = self.mod, callback = found.callback(self, args), arguments = args }, Matcher)
end

function match.state() return setmetatable({ mod = true, tokens = {} }, Chain) end

format.setMatcherFormatter(function(m)
  if not match.is_matcher(m) then return nil end
  local parts = {}
  -- Unguarded, as luassert's: match._ has no arguments, and formatting it raises.
  for i = 1, m.arguments.n do parts[#parts + 1] = format.value(m.arguments[i]) end
  return "(matcher) " .. (m.mod and "is." or "no.") .. tostring(m.name) .. "(" .. table.concat(parts, ", ") .. ")"
end)

-- A wrong argument fails at the assertion's own line, as luassert's do (it raises them at its
-- own level: busted shows `luassert/assertions.lua:94: bad argument #1 to 'matches' ...`).
local function need(cond, key, args)
  if not cond then errors.failAt(say(key, args), 2) end
end

local function isType(t) return function() return function(v) return type(v) == t end end end
for _, t in ipairs { "nil", "boolean", "number", "string", "table", "function", "userdata", "thread" } do
  assert:register("matcher", t, isType(t))
end
assert:register("matcher", "true", function() return function(v) return v == true end end)
assert:register("matcher", "false", function() return function(v) return v == false end end)
assert:register("matcher", "truthy", function() return function(v) return v ~= nil and v ~= false end end)
assert:register("matcher", "falsy", function() return function(v) return v == nil or v == false end end)
local function equals(_, args)
  need(args.n > 0, "assertion.internal.argtolittle", { "equals", 1, tostring(args.n) })
  return function(v) return v == args[1] end
end
assert:register("matcher", "equals", equals)
assert:register("matcher", "equal", equals)
assert:register("matcher", "same", function(_, args)
  need(args.n > 0, "assertion.internal.argtolittle", { "same", 1, tostring(args.n) })
  return function(v)
    if type(v) == "table" and type(args[1]) == "table" then return (compare.deep(v, args[1], true)) end
    return v == args[1]
  end
end)
assert:register("matcher", "ref", function(_, args)
  local t = type(args[1])
  need(args.n > 0, "assertion.internal.argtolittle", { "ref", 1, tostring(args.n) })
  need(t == "table" or t == "function" or t == "thread" or t == "userdata",
    "assertion.internal.badargtype", { 1, "ref", "object", t })
  return function(v) return v == args[1] end
end)
local function matches(_, args)
  need(args.n > 0, "assertion.internal.argtolittle", { "matches", 1, tostring(args.n) })
  need(type(args[1]) == "string", "assertion.internal.badargtype", { 1, "matches", "string", type(args[1]) })
  need(args[2] == nil or tonumber(args[2]), "assertion.internal.badargtype", { 2, "matches", "number", type(args[2]) })
  return function(v)
    local mt = getmetatable(v)
    if type(v) == "string" or type(v) == "number" or (type(v) == "table" and mt and mt.__tostring) then
      return string.find(tostring(v), args[1], args[2], args[3]) ~= nil
    end
    return false
  end
end
assert:register("matcher", "matches", matches)
assert:register("matcher", "match", matches)
assert:register("matcher", "near", function(_, args)
  need(args.n > 1, "assertion.internal.argtolittle", { "near", 2, tostring(args.n) })
  local e, tol = tonumber(args[1]), tonumber(args[2])
  local numberType = "number or object convertible to a number"
  need(e, "assertion.internal.badargtype", { 1, "near", numberType, format.value(args[1]) })
  need(tol, "assertion.internal.badargtype", { 2, "near", numberType, format.value(args[2]) })
  return function(v)
    v = tonumber(v)
    return v ~= nil and v >= e - tol and v <= e + tol
  end
end)
assert:register("matcher", "unique", function(_, args)
  return function(list)
    for k, v in pairs(list) do
      for k2, v2 in pairs(list) do
        if k ~= k2 and (v == v2 or (args[1] and compare.deep(v, v2, true))) then return false end
      end
    end
    return true
  end
end)
local function combine(name, want)
  return function(_, args)
    need(args.n > 0, "assertion.internal.argtolittle", { name, 1, tostring(args.n) })
    for i = 1, args.n do
      need(match.is_matcher(args[i]), "assertion.internal.badargtype", { 1, name, "matcher", type(args[i]) })
    end
    return function(v)
      for i = 1, args.n do
        local r = args[i](v)
        if want == "any" and r then return true end
        if want == "all" and not r then return false end
        if want == "none" and r then return false end
      end
      return want ~= "any"
    end
  end
end
assert:register("matcher", "none_of", combine("none_of", "none"))
assert:register("matcher", "any_of", combine("any_of", "any"))
assert:register("matcher", "all_of", combine("all_of", "all"))

--- Whether a recorded call (`vals` deep-copied, `refs` as passed) matches `specs`.
function match.arguments(vals, refs, specs)
  local n = vals.n or #vals
  if n ~= (specs.n or #specs) then return false end -- luassert compares the counts too
  for i = 1, n do
    local spec, v = specs[i], vals[i]
    if match.is_matcher(spec) then
      if match.is_ref_matcher(spec) then v = refs[i] end
      if not spec(v) then return false end
    elseif not compare.deep(v, spec) then
      return false
    end
  end
  return true
end

lock(Matcher)
lock(Chain)

return setmetatable(match, { __index = function(_, key) return match.state()[key] end })
