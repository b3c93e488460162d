-- `require "luassert.util"`: luassert's helpers (argument lists, deep compare and copy, argument
-- matching for spies and stubs, error levels, chain key extraction), with luassert's names and
-- behavior, backed where they exist by understudy's test library.
local getmetatable, setmetatable = debug.getmetatable, debug.setmetatable -- through the test library's locks
local A = require "understudy.test.assert"
local compare = require "understudy.test.compare"
local match = require "understudy.test.match"
local spy = require "understudy.test.spy"

local util = {}

function util.pack(...) return { n = select("#", ...), ... } end
function util.unpack(t, i, j) return table.unpack(t, i or 1, j or t.n or #t) end

--- Deep equality as `assert.same` sees it; on a mismatch also the path to the differing key
--- (innermost first).
function util.deepcompare(t1, t2, ignore_mt) return compare.deep(t1, t2, ignore_mt) end

function util.shallowcopy(t)
  if type(t) ~= "table" then return t end
  local copy = {}
  setmetatable(copy, getmetatable(t))
  for k, v in next, t do copy[k] = v end
  return copy
end

--- A deep copy of the values, as luassert 1.9.0 makes it: keys stay as they are (a table used
--- as a key is the same table in the copy), spies are kept, not copied; the metatable is
--- shared, or with `deepmt` copied once (its values deep, its own metatable shared). Cycles are
--- kept.
function util.deepcopy(t, deepmt, cache)
  if type(t) ~= "table" then return t end
  cache = cache or {}
  if cache[t] then return cache[t] end
  local copy = {}
  cache[t] = copy
  for k, v in next, t do copy[k] = spy.is_spy(v) and v or util.deepcopy(v, deepmt, cache) end
  local mt = getmetatable(t)
  if deepmt then mt = util.deepcopy(mt, false, cache) end
  setmetatable(copy, mt)
  return copy
end

--- An argument list frozen for later matching: `vals` deep copies (matchers and spies kept as
--- they are), `refs` the values themselves.
function util.copyargs(args)
  local keep = function(v) return match.is_matcher(v) or spy.is_spy(v) end
  local vals = {}
  setmetatable(vals, getmetatable(args))
  for k, v in pairs(args) do vals[k] = keep(v) and v or util.deepcopy(v) end
  return { vals = vals, refs = util.shallowcopy(args) }
end

function util.cleararglist(arglist)
  for i = arglist.n, 1, -1 do util.tremove(arglist, i) end
  arglist.n = nil
end

-- Whether recorded arguments (copies `args`, values `refs`) fit the expected `specs`: a matcher
-- is applied (to the value itself for a reference matcher), anything else compared deeply.
local function fits(args, refs, specs)
  for i, v in pairs(args) do
    local spec = specs[i]
    if match.is_matcher(spec) then
      if match.is_ref_matcher(spec) then v = refs[i] end
      if not spec(v) then return false end
    elseif spec == nil or not compare.deep(v, spec) then
      return false
    end
  end
  for i, spec in pairs(specs) do
    if args[i] == nil and not (match.is_matcher(spec) and spec(nil)) then return false end
  end
  return true
end

--- The last recorded call (of `invocations_list`, each from copyargs) whose arguments fit `specs`.
function util.matchargs(invocations_list, specs)
  assert(not util.is_arglist(invocations_list), "expected a list of arglist-object, got an arglist")
  for i = #invocations_list, 1, -1 do
    local call = invocations_list[i]
    if fits(call.vals, call.refs, specs) then return call end
  end
  return nil
end

--- The first on_call_with registration whose (frozen) arguments fit `args`.
function util.matchoncalls(oncalls, args)
  for _, spec in ipairs(oncalls) do
    if fits(args, args, spec.vals) then return spec end
  end
  return nil
end

--- table.insert for lists that count their length in `n` (nil values allowed).
function util.tinsert(...)
  local t, pos, value = ...
  if select("#", ...) < 3 then
    value, pos = pos, nil
  end
  t.n = (t.n or #t) + 1
  if not pos then
    pos = t.n
  elseif pos > t.n then
    t[pos] = value
    t.n = pos
  end
  for i = t.n, pos + 1, -1 do t[i] = t[i - 1] end
  t[pos] = value
end

--- table.remove for lists that count their length in `n`.
function util.tremove(t, pos)
  t.n = t.n or #t
  if not pos then
    pos = t.n
  elseif pos > t.n then
    local removed = t[pos]
    t[pos] = nil
    return removed
  end
  local removed = t[pos]
  for i = pos, t.n do t[i] = t[i + 1] end
  t[t.n] = nil
  t.n = t.n - 1
  return removed
end

function util.callable(object)
  return type(object) == "function" or type((debug.getmetatable(object) or {}).__call) == "function"
end

function util.hastostring(object)
  return type(object) == "string" or type((debug.getmetatable(object) or {}).__tostring) == "function"
end

--- The stack level of the first function outside the caller's file (for error positions).
function util.errorlevel(level)
  level = (level or 1) + 1
  local info = debug.getinfo(level)
  local source = info and info.source
  local file = source
  while file and (file == source or source == "=(tail call)") do
    level = level + 1
    info = debug.getinfo(level)
    source = info and info.source
  end
  if level > 1 then level = level - 1 end
  return level
end

--- Splits chain tokens into registered keys, as the assert engine does.
function util.extract_keys(nspace, tokens) return A.extractKeys(nspace, tokens) end

function util.make_arglist(...) return A.arglist(...) end
function util.is_arglist(object) return A.isArglist(object) end

return util
