--- understudy.pretty: readable text for any Lua value.
--
-- The terminal REPL prints expression results with it (pretty.display); tests and reporters
-- can use it too (pretty.format). Tables print in Lua constructor syntax, with caps so that a
-- huge or deep table stays readable, and a table met again inside itself prints as <cycle>
-- instead of recursing forever.
--
--   local pretty = require("understudy.pretty")
--   print(pretty.format({ 1, 2, name = "x", nested = { true } }))
--   --> { 1, 2, name = "x", nested = { true } }
--   print(pretty.format(stage.screen))
--   --> { drag = function stage.screen.drag, height = 852, ... width = 393 }
--
-- pretty.format(value [, options]) -> string
--   options.depth   tables nested deeper than this print as {...}          (default 4)
--   options.items   entries shown per table, then "... (n more)"           (default 30)
--   options.indent  indentation per level when a table does not fit on
--                   one line; false keeps every table on one line        (default "  ")
--   options.width   the line width beyond which a table is split          (default 80)
--   options.color   ANSI colors (strings, numbers, keys, types)           (default false)
--   options.brief   every object with a summary of its own prints as that
--                   one line, at the top and in tables (what a call
--                   returned, at the prompt: `{ Popup(popup#1, shown) }`) (default false)
-- pretty.display(value [, options]) -> string
--   format with the terminal's width and colors: standard output's columns (COLUMNS, else
--   the window's, else 80), colors only on a terminal and without NO_COLOR; `options.brief`
--   as format's.
--
-- What prints how:
--   * strings are quoted with escapes ("a\tb"); numbers print as Lua reads them back
--     (math.huge, 0/0);
--   * table entries come in natural order (the sequence first, then numbers, strings with
--     numbers in them compared as numbers, `a2` before `a10`, booleans, others); a timeline
--     event ({ t =, source =, name = ... }) starts with t, source and name;
--   * a sequence of scalars too wide for one line fills lines up to the width;
--   * host objects (sheet, sheet.settings, a row...) print as their type with their readable
--     properties, { ... } under the same caps as tables; inside another object's values, an
--     object with a summary of its own prints as that one line (`parent = PopupContainer(bar#1,
--     navigationController, barHidden)`); a property whose getter fails shows
--     <error: ...>; a handle from before stage.reset prints as
--     `ActionController <stale: sheet#1 is from before stage.reset>`;
--   * API modules (stage.screen, stage.log) show their properties' values beside their
--     functions;
--   * functions show where they come from: `function stage.clock.advance` (an API binding),
--     `function <script.lua:12>` (Lua), `function: builtin` (C);
--   * tables with a __tostring metamethod, threads and other userdata print as tostring shows them.

local pretty = {}

local defaults = { depth = 4, items = 30, indent = "  ", width = 80, color = false, brief = false }

-- The registry's view of host values (absent in a plain Lua state: values then print as tostring).
local introspect
do
  local ok, m = pcall(require, "understudy.introspect")
  if ok and type(m) == "table" then introspect = m end
end
-- debug.getinfo for where Lua functions are defined (the sandbox removes it, and reading it
-- there raises).
local getinfo
do
  local ok, f = pcall(function() return debug.getinfo end)
  if ok and type(f) == "function" then getinfo = f end
end

local keywords = {}
for word in string.gmatch([[and break do else elseif end false for function goto if in local nil not or
  repeat return then true until while]], "%a+") do
  keywords[word] = true
end

local escapes = {
  ['"'] = '\\"', ["\\"] = "\\\\", ["\a"] = "\\a", ["\b"] = "\\b", ["\f"] = "\\f",
  ["\n"] = "\\n", ["\r"] = "\\r", ["\t"] = "\\t", ["\v"] = "\\v",
}

local function quote(s)
  return '"' .. string.gsub(s, '[%c"\\]', function(c)
    return escapes[c] or string.format("\\%03d", string.byte(c))
  end) .. '"'
end

local function number(n)
  if math.type(n) == "integer" then return tostring(n) end
  if n ~= n then return "0/0" end
  if n == math.huge then return "math.huge" end
  if n == -math.huge then return "-math.huge" end
  return tostring(n)
end

-- ANSI SGR codes per kind of text.
local palette = {
  string = "32", number = "33", boolean = "35", ["nil"] = "35", key = "36", type = "34", dim = "90",
  error = "31",
}

local function paint(o, kind, s)
  if not o.color then return s end
  return "\27[" .. palette[kind] .. "m" .. s .. "\27[0m"
end

-- The width of text on screen: escape sequences take none, a UTF-8 character one column.
local function visible(s)
  local plain = string.gsub(s, "\27%[[%d;]*m", "")
  return utf8.len(plain) or #plain
end

-- tostring that survives a failing __tostring.
local function safe_tostring(v)
  local ok, s = pcall(tostring, v)
  if ok and type(s) == "string" then return s end
  return "<" .. type(v) .. ": __tostring failed>"
end

-- The real metatable, as tostring sees it (the test library locks its classes with __metatable).
local function has_tostring(t)
  local mt = debug.getmetatable(t)
  return type(mt) == "table" and rawget(mt, "__tostring") ~= nil
end

-- An error message without the "file:line: " its position adds.
local function short_error(e)
  local s = type(e) == "string" and e or safe_tostring(e)
  return (string.gsub(s, "^[^\n:]*:%d+: ", ""))
end

-- Natural order: numbers inside strings compare as numbers ("a2" before "a10"). A digit run
-- becomes its length (3 digits) then itself, so longer numbers sort later.
local function natural(s)
  return (string.gsub(s, "%d+", function(d)
    d = string.gsub(d, "^0+(%d)", "%1")
    return string.format("%03d", #d) .. d
  end))
end

-- Sort order of keys outside the sequence: numbers, strings, booleans, then anything else;
-- `first` ranks some string keys ahead of the rest (an event's t, source, name).
local rank = { number = 1, string = 2, boolean = 3 }

local function sort_keys(keys, first)
  local cache = {}
  local function nat(s)
    local n = cache[s]
    if not n then n = natural(s) cache[s] = n end
    return n
  end
  table.sort(keys, function(a, b)
    local ta, tb = type(a), type(b)
    local ra, rb = rank[ta] or 4, rank[tb] or 4
    if ra ~= rb then return ra < rb end
    if ta == "number" and tb == "number" then return a < b end
    if ta == "string" and tb == "string" then
      local fa, fb = first and first[a], first and first[b]
      if fa or fb then
        if fa and fb then return fa < fb end
        return fa ~= nil
      end
      local na, nb = nat(a), nat(b)
      if na ~= nb then return na < nb end
      return a < b
    end
    if ta == "boolean" and tb == "boolean" then return (not a) and b end
    return safe_tostring(a) < safe_tostring(b)
  end)
end

local function is_event_like(t)
  return type(rawget(t, "t")) == "number" and type(rawget(t, "source")) == "string"
end

local event_order = { t = 1, source = 2, label = 3, name = 4 }
-- The stage's value shapes read as they are written: {x, y, width, height}, insets top first.
local shape_order = { x = 1, y = 2, width = 3, height = 4, top = 5, left = 6, bottom = 7, right = 8 }

local function key_order(t)
  if type(t) ~= "table" then return nil end
  if is_event_like(t) then return event_order end
  -- Only a table made of those keys alone (a module with a width is no shape).
  local n = 0
  for k in next, t do
    if shape_order[k] == nil then return nil end
    n = n + 1
    if n > 8 then return nil end
  end
  return n > 0 and shape_order or nil
end


local format_value

local function format_key(k, o, level, open)
  if type(k) == "string" and string.match(k, "^[%a_][%w_]*$") and not keywords[k] then return paint(o, "key", k) end
  return "[" .. format_value(k, o, level, open, 0) .. "]"
end

local scalar = { string = true, number = true, boolean = true }

-- Lays out formatted entries as `label{ a, b }` or over lines. `packable` entries (a sequence
-- of scalars) fill lines up to the width instead of taking one line each.
local function layout(label, parts, packable, o, level, col)
  local indent = o.indent
  local inline = label .. "{ " .. table.concat(parts, ", ") .. " }"
  if not indent or (col + visible(inline) <= o.width and not string.find(inline, "\n", 1, true)) then
    return inline
  end
  local inner = string.rep(indent, level + 1)
  if packable then
    local lines, line, used = {}, {}, #inner
    for _, p in ipairs(parts) do
      local w = visible(p) + 2 -- ", " or the final ","
      if #line > 0 and used + w > o.width then
        lines[#lines + 1] = inner .. table.concat(line, ", ")
        line, used = {}, #inner
      end
      line[#line + 1] = p
      used = used + w
    end
    lines[#lines + 1] = inner .. table.concat(line, ", ")
    return label .. "{\n" .. table.concat(lines, ",\n") .. "\n" .. string.rep(indent, level) .. "}"
  end
  return label .. "{\n" .. inner .. table.concat(parts, ",\n" .. inner) .. "\n" .. string.rep(indent, level) .. "}"
end

-- The entries of a table (raw) and, for a host object or module, its readable properties
-- (read through their getters, each protected). Returns the sequence length n, the other keys
-- sorted, and a function giving a key's value (or nil, error text).
local function entries(t, properties)
  local n = 0
  if type(t) == "table" then
    while rawget(t, n + 1) ~= nil do n = n + 1 end
  end
  local keys, values, failures = {}, {}, {}
  if type(t) == "table" then
    for k, v in next, t do
      if not (math.type(k) == "integer" and k >= 1 and k <= n) then
        keys[#keys + 1] = k
        values[k] = v
      end
    end
  end
  for _, name in ipairs(properties or {}) do
    if values[name] == nil and failures[name] == nil then
      local ok, v = pcall(function() return t[name] end)
      if ok then
        keys[#keys + 1] = name
        values[name] = v
      else
        keys[#keys + 1] = name
        failures[name] = short_error(v)
      end
    end
  end
  sort_keys(keys, key_order(t))
  return n, keys, values, failures
end

-- A table, module or host object: `label{ ... }` with its entries, under the caps.
local function format_container(t, label, properties, o, level, open, col)
  if open[t] then return paint(o, "dim", "<cycle>") end
  local n, keys, values, failures = entries(t, properties)
  if n == 0 and #keys == 0 then return label == "" and "{}" or string.sub(label, 1, -2) end
  if level >= o.depth then return label .. paint(o, "dim", "{...}") end
  open[t] = true
  local parts, shown, limit = {}, 0, o.items
  local packable = #keys == 0
  local inner = o.indent and #o.indent * (level + 1) or 0
  for i = 1, math.min(n, limit) do
    local v = rawget(t, i)
    if not scalar[type(v)] then packable = false end
    parts[#parts + 1] = format_value(v, o, level + 1, open, inner)
    shown = shown + 1
  end
  for _, k in ipairs(keys) do
    if shown >= limit then break end
    local key = format_key(k, o, level + 1, open)
    local text
    if failures[k] then
      text = paint(o, "error", "<error: " .. failures[k] .. ">")
    else
      text = format_value(values[k], o, level + 1, open, inner + visible(key) + 3)
    end
    parts[#parts + 1] = key .. " = " .. text
    shown = shown + 1
  end
  local total = n + #keys
  if total > shown then parts[#parts + 1] = paint(o, "dim", "... (" .. (total - shown) .. " more)") end
  open[t] = nil
  return layout(label, parts, packable, o, level, col)
end

-- "sheet#1 belongs to a previous stage (before stage.reset) ..." -> "sheet#1 is from before stage.reset".
local function stale_reason(message)
  local who = string.match(message, "^(.-) belongs to a previous stage")
  if who then return who .. " is from before stage.reset" end
  return message
end

local function format_object(v, o, level, open, col)
  local info = introspect and introspect.describe(v)
  if not info then return paint(o, "type", safe_tostring(v)) end
  if info.stale then
    return paint(o, "type", info.name) .. " " .. paint(o, "dim", "<stale: " .. stale_reason(info.stale) .. ">")
  end
  -- A type's own __tostring names the object ("ActionController(sheet#1, twitter, idle)"); the
  -- default one only adds an address.
  local label = safe_tostring(v)
  local named = true
  if string.match(label, ": 0x%x+$") or string.match(label, "^" .. string.gsub(info.name, "%p", "%%%0") .. ": ") then
    label, named = info.name, false
  end
  -- Inside another object's values, a handle that names itself (a table's parent, a container's
  -- popupBar) is that one line, as a call's result is at the prompt: expanding every back
  -- reference made one table a screenful. Parts without a name of their own (settings) expand.
  if named and (o.in_object > 0 or o.brief) then return paint(o, "type", label) end
  o.in_object = o.in_object + 1
  local text = format_container(v, paint(o, "type", label) .. " ", info.properties, o, level, open, col)
  o.in_object = o.in_object - 1
  return text
end

local function format_function(f, o)
  local name = introspect and introspect.functionName(f)
  if name then return paint(o, "type", "function " .. name) end
  if getinfo then
    local ok, info = pcall(getinfo, f, "S")
    if ok and type(info) == "table" then
      if info.what == "C" then return paint(o, "type", "function: builtin") end
      return paint(o, "type", "function <" .. tostring(info.short_src) .. ":" .. tostring(info.linedefined) .. ">")
    end
  end
  return paint(o, "type", safe_tostring(f))
end

function format_value(v, o, level, open, col)
  local t = type(v)
  if t == "string" then return paint(o, "string", quote(v)) end
  if t == "number" then return paint(o, "number", number(v)) end
  if t == "boolean" or t == "nil" then return paint(o, t, tostring(v)) end
  if t == "table" then
    if has_tostring(v) then return safe_tostring(v) end
    local info = introspect and introspect.describe(v)
    return format_container(v, "", info and info.properties, o, level, open, col)
  end
  if t == "userdata" then return format_object(v, o, level, open, col) end
  if t == "function" then return format_function(v, o) end
  return paint(o, "type", safe_tostring(v))
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
  if type(o.indent) == "number" then o.indent = string.rep((" "), o.indent) end
  o.in_object = 0
  return format_value(value, o, 0, {}, 0)
end

--- `value` as the terminal REPL prints it: pretty.format with standard output's width and,
--- on a terminal without NO_COLOR, colors.
function pretty.display(value, options)
  local ok, terminal = pcall(require, "understudy.terminal")
  local info = ok and type(terminal) == "table" and terminal.info() or {}
  local brief = type(options) == "table" and options.brief == true
  return pretty.format(value, { width = info.columns or 80, color = info.color == true, brief = brief })
end

return pretty
