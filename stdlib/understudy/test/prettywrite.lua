-- How busted shows an error value that is neither a string nor has __tostring: Penlight's
-- `pl.pretty.write` (busted/core.lua rewriteMessage), ported from Penlight 1.13.1 (MIT License,
-- Copyright (C) 2009-2016 Steve Donovan, David Manura) so that `error({})` in a test reads
-- `spec.lua:5: {` on its first line, as under busted, without Penlight installed.
--
--   prettywrite({ "x", a = 1 })   --> "{\n  \"x\",\n  a = 1\n}"
--   prettywrite(42)               --> "42"
local KEYWORDS = {}
for word in string.gmatch("and break do else elseif end false for function goto if in local nil "
  .. "not or repeat return then true until while", "%a+") do
  KEYWORDS[word] = true
end

-- pl.stringx.quote_string: a long string when there is a newline or a long bracket inside.
local function quoteString(s)
  local equals
  local finish = 1
  local probe = s .. "]"
  repeat
    local _, f, _, newEquals = string.find(probe, "([%[%]])(=*)%1", finish)
    finish = f
    if newEquals then equals = math.max(equals or 0, #newEquals) end
  until not newEquals
  if (string.find(s, "\n") or equals) and not string.find(s, "\r") then
    local signs = string.rep("=", (equals or -1) + 1)
    if string.find(s, "^\n") then s = "\n" .. s end
    return "[" .. signs .. "[" .. s .. "]" .. signs .. "]"
  end
  return (string.gsub(string.format("%q", s), "\r", "\\r"))
end

local function quoteIfNecessary(v)
  if string.find(v, " ") then return quoteString(v) end
  return v
end

local function isIdentifier(s)
  return type(s) == "string" and string.find(s, "^[%a_][%w_]*$") and not KEYWORDS[s]
end

local write

-- A limit on what a write produces (the runner's message handler shows what a spec raised: a
-- value 300,000 tables deep would otherwise take gigabytes, its indentation growing with the
-- depth). `budget`: bytes the write in progress may still add; `outermost`: its lines so far.
local budget, outermost
local STOP = {}

local function quote(s)
  if type(s) == "table" then return write(s, "") end
  return quoteString(s)
end

local function index(numkey, key)
  if not numkey then
    key = quote(key)
    key = string.find(key, "^%[") and (" " .. key .. " ") or key
  end
  return "[" .. key .. "]"
end

-- Iterators that stop instead of raising when a metamethod fails (as Penlight's).
local function safeIpairs(t)
  local i = 0
  return function()
    i = i + 1
    local ok, v = pcall(function() return t[i] end)
    if v == nil or not ok then return nil end
    return i, v
  end
end

local function safePairs(t)
  local k
  return function()
    local ok, key, v = pcall(next, t, k)
    if not ok then return nil end
    k = key
    return key, v
  end
end

function write(tbl, space)
  if type(tbl) ~= "table" then
    if type(tbl) == "string" then return quote(tbl) end
    return tostring(tbl)
  end
  local set = space == "" and "=" or " = "
  space = space or "  "
  local lines, line, tables = {}, "", {}
  if budget and not outermost then outermost = lines end

  local function put(s)
    if #s > 0 then line = line .. s end
  end

  local function putln(s)
    if budget then
      budget = budget - #line - #s - 1
      if budget < 0 then error(STOP, 0) end
    end
    if #line > 0 then
      lines[#lines + 1] = line .. s
      line = ""
    else
      lines[#lines + 1] = s
    end
  end

  local function eatLastComma()
    local n = #lines
    if string.sub(lines[n], -1, -1) == "," then lines[n] = string.sub(lines[n], 1, -2) end
  end

  local writeit
  writeit = function(t, oldindent, indent)
    local tp = type(t)
    if tp == "string" then
      putln(quoteString(t) .. ",")
    elseif tp ~= "table" then
      putln(quoteIfNecessary(tostring(t)) .. ",")
    elseif tables[t] then
      putln("<cycle>,")
    else
      tables[t] = true
      local newindent = indent .. space
      putln("{")
      local used = {}
      for i, val in safeIpairs(t) do
        put(indent)
        writeit(val, indent, newindent)
        used[i] = true
      end
      local ordered = {}
      for k in safePairs(t) do
        if type(k) ~= "number" then ordered[#ordered + 1] = k end
      end
      table.sort(ordered, function(a, b)
        if type(a) == type(b) then return tostring(a) < tostring(b) end
        return type(a) < type(b)
      end)
      local function entry(key, val)
        local numkey = type(key) == "number"
        if not numkey or not used[key] then
          if type(key) ~= "string" then key = tostring(key) end
          if numkey or not isIdentifier(key) then key = index(numkey, key) end
          put(indent .. key .. set)
          writeit(val, indent, newindent)
        end
      end
      for _, key in ipairs(ordered) do entry(key, t[key]) end
      for key, val in safePairs(t) do
        if type(key) == "number" then entry(key, val) end
      end
      tables[t] = nil
      eatLastComma()
      putln(oldindent .. "},")
    end
  end
  writeit(tbl, "", space)
  eatLastComma()
  return table.concat(lines, #space > 0 and "\n" or "")
end

--- `write(v)`, or with `limit`, at most about `limit` bytes of it: the lines written until then.
return function(v, limit)
  if not limit then return write(v) end
  budget, outermost = limit, nil
  local ok, text = pcall(write, v)
  local lines = outermost
  budget, outermost = nil, nil
  if ok then return text end
  if text ~= STOP then error(text, 0) end
  return table.concat(lines or {}, "\n")
end
