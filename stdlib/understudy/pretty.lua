--- understudy.pretty: readable text for any Lua value.
--
-- The terminal REPL prints expression results with it; tests and reporters can use it too.
-- Tables print in Lua constructor syntax, with caps so that a huge or deep table stays readable,
-- and a table met again inside itself prints as <cycle> instead of recursing forever.
--
--   local pretty = require("understudy.pretty")
--   print(pretty.format({ 1, 2, name = "x", nested = { true } }))
--   --> { 1, 2, name = "x", nested = { true } }
--
-- pretty.format(value [, options]) -> string
--   options.depth   tables nested deeper than this print as {...}          (default 4)
--   options.items   entries shown per table, then "... (n more)"           (default 30)
--   options.indent  indentation per level when a table does not fit on
--                   one line; false keeps every table on one line        (default "  ")
--   options.width   the line width beyond which a table is split          (default 80)
--
-- Strings are quoted with escapes ("a\tb"), numbers print as Lua reads them back (math.huge,
-- 0/0), entries come sorted (the sequence first, then numbers, strings, booleans, others), so
-- the text does not depend on hash order. Tables with a __tostring metamethod, userdata,
-- functions and threads print as tostring shows them.

local pretty = {}

local defaults = { depth = 4, items = 30, indent = "  ", width = 80 }

local keywords = {}
for word in ([[and break do else elseif end false for function goto if in local nil not or
  repeat return then true until while]]):gmatch("%a+") do
  keywords[word] = true
end

local escapes = {
  ['"'] = '\\"', ["\\"] = "\\\\", ["\a"] = "\\a", ["\b"] = "\\b", ["\f"] = "\\f",
  ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t", ["\v"] = "\\v",
}

local function quote(s)
  return '"' .. s:gsub('[%c"\\]', function(c)
    return escapes[c] or string.format("\\%03d", c:byte())
  end) .. '"'
end

local function number(n)
  if math.type(n) == "integer" then return tostring(n) end
  if n ~= n then return "0/0" end
  if n == math.huge then return "math.huge" end
  if n == -math.huge then return "-math.huge" end
  return tostring(n)
end

-- tostring that survives a failing __tostring.
local function safe_tostring(v)
  local ok, s = pcall(tostring, v)
  if ok and type(s) == "string" then return s end
  return "<" .. type(v) .. ": __tostring failed>"
end

local function has_tostring(t)
  local mt = getmetatable(t)
  return type(mt) == "table" and rawget(mt, "__tostring") ~= nil
end

-- Sort order of keys outside the sequence: numbers, strings, booleans, then anything else.
local rank = { number = 1, string = 2, boolean = 3 }

local function key_before(a, b)
  local ta, tb = type(a), type(b)
  local ra, rb = rank[ta] or 4, rank[tb] or 4
  if ra ~= rb then return ra < rb end
  if ta == "number" or ta == "string" then
    if ta == tb then return a < b end
  elseif ta == "boolean" then
    return (not a) and b
  end
  return safe_tostring(a) < safe_tostring(b)
end

local format_value

local function format_key(k, options, level, open)
  if type(k) == "string" and k:match("^[%a_][%w_]*$") and not keywords[k] then return k end
  return "[" .. format_value(k, options, level, open) .. "]"
end

local function format_table(t, options, level, open)
  if open[t] then return "<cycle>" end
  if next(t) == nil then return "{}" end
  if level >= options.depth then return "{...}" end
  open[t] = true
  local parts, shown = {}, 0
  local limit = options.items
  local n = 0
  while rawget(t, n + 1) ~= nil do n = n + 1 end
  for i = 1, math.min(n, limit) do
    parts[#parts + 1] = format_value(rawget(t, i), options, level + 1, open)
    shown = shown + 1
  end
  local keys = {}
  for k in next, t do
    if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  table.sort(keys, key_before)
  for _, k in ipairs(keys) do
    if shown >= limit then break end
    parts[#parts + 1] = format_key(k, options, level + 1, open) .. " = "
      .. format_value(rawget(t, k), options, level + 1, open)
    shown = shown + 1
  end
  local total = n + #keys
  if total > shown then parts[#parts + 1] = "... (" .. (total - shown) .. " more)" end
  open[t] = nil

  local inline = "{ " .. table.concat(parts, ", ") .. " }"
  local indent = options.indent
  if not indent or (#inline + #indent * level <= options.width and not inline:find("\n", 1, true)) then
    return inline
  end
  local inner = indent:rep(level + 1)
  return "{\n" .. inner .. table.concat(parts, ",\n" .. inner) .. "\n" .. indent:rep(level) .. "}"
end

function format_value(v, options, level, open)
  local t = type(v)
  if t == "string" then return quote(v) end
  if t == "number" then return number(v) end
  if t == "table" and not has_tostring(v) then return format_table(v, options, level, open) end
  return safe_tostring(v)
end

--- Returns `value` as readable text (see the top of this file for the options).
function pretty.format(value, options)
  if options ~= nil and type(options) ~= "table" then
    error("bad argument #2 to 'format' (table expected, got " .. type(options) .. ")", 2)
  end
  local o = {}
  for k, d in pairs(defaults) do
    local given = options and options[k]
    if given == nil then given = d end
    o[k] = given
  end
  if type(o.indent) == "number" then o.indent = (" "):rep(o.indent) end
  return format_value(value, o, 0, {})
end

return pretty
