-- Formats values in assertion messages the way luassert does, so messages read the same as under
-- busted: "(number) 2", "(string) 'a'", "(table: 0x...) { [1] = 'a' }" with the differing key
-- marked by "*" (in TableErrorHighlightColor), "(nil)". Custom formatters (assert:add_formatter)
-- are asked first.
local getmetatable, setmetatable = debug.getmetatable, debug.setmetatable -- through the locks
local state = require "understudy.test.state"

local M = {}

--- A number as luassert shows it: exact digits, "NaN"/"Inf", a float keeps its ".0".
function M.number(n)
  if n ~= n then return "NaN" end
  if n == math.huge then return "Inf" end
  if n == -math.huge then return "-Inf" end
  local s = string.format("%.20g", n)
  if math.type(n) == "float" and not string.find(s, "[%.,eEn]") then s = string.gsub(s, "%d+", "%0.0", 1) end
  return s
end

local function keystr(k)
  if type(k) == "number" then return M.number(k) end
  return tostring(k)
end

local rank = { number = 1, boolean = 2, string = 3, table = 4, ["function"] = 5, userdata = 6, thread = 7 }

--- Keys in a stable order: the array part first, then numbers, booleans, strings, others.
function M.sortedKeys(t)
  local keys, n = {}, #t
  for k in next, t do keys[#keys + 1] = k end
  local function r(k)
    if math.type(k) == "integer" and k >= 1 and k <= n then return 0 end
    return rank[type(k)] or 8
  end
  table.sort(keys, function(a, b)
    local ra, rb = r(a), r(b)
    if ra ~= rb then return ra < rb end
    local ta = type(a)
    if ta == "number" or ta == "string" then return a < b end
    if ta == "boolean" then return a and not b end
    return tostring(a) < tostring(b)
  end)
  return keys
end

-- A table's keys in the order luassert's formatter sorts them (luassert/formatters/init.lua
-- get_sorted_keys), its comparator included: keys of one kind that are neither numbers, strings
-- nor booleans keep no order, and two `true` keys compare "less" both ways, so sorting a table
-- with a `true` key can fail with Lua's "invalid order function for sorting", which makes the
-- failure an error under busted, and so here.
local function luassertKeys(t)
  local keys, length = {}, #t
  for k in pairs(t) do keys[#keys + 1] = k end
  local function priority(k, kind)
    if kind == "number" and 1 <= k and k <= length and math.floor(k) == k then return 0 end
    return rank[kind] or 8
  end
  table.sort(keys, function(a, b)
    local ta, tb = type(a), type(b)
    local pa, pb = priority(a, ta), priority(b, tb)
    if pa ~= pb then return pa < pb end
    if ta == "string" or ta == "number" then return a < b end
    if ta == "boolean" then return a end
    return nil
  end)
  return keys
end

local function rawname(t)
  local mt = getmetatable(t)
  if mt == nil then return tostring(t) end
  if not pcall(setmetatable, t, mt) then return "table" end
  setmetatable(t, nil)
  local s = tostring(t)
  setmetatable(t, mt)
  return s
end

-- lua-term's colour codes, which luassert's formatter wraps the "*" marker in.
local COLORS = {
  reset = 0, clear = 0, default = 0, bright = 1, dim = 2, underscore = 4, blink = 5, reverse = 7, hidden = 8,
  black = 30, red = 31, green = 32, yellow = 33, blue = 34, magenta = 35, cyan = 36, white = 37,
  onblack = 40, onred = 41, ongreen = 42, onyellow = 43, onblue = 44, onmagenta = 45, oncyan = 46, onwhite = 47,
}

--- `text` in the colour `name` as luassert's formatter colours it: "none" leaves it, "red" wraps
--- it, "bright.red" wraps it in each name in turn; what luassert cannot colour raises its error.
local function colour(name, text)
  if name == "none" then return text end
  if type(name) ~= "string" then error("attempt to index a " .. type(name) .. " value (upvalue 'key')") end
  for token in string.gmatch(name, "[^%.]+") do
    local code = COLORS[token]
    if code == nil then error("attempt to call a nil value (field '?')") end
    text = "\27[" .. code .. "m" .. text .. "\27[0m"
  end
  return text
end

local function formatTable(t, fmtargs)
  local maxDepth = state.get_parameter("TableFormatLevel") or 3
  local showRecursion = state.get_parameter("TableFormatShowRecursion")
  local mark = state.get_parameter("TableErrorHighlightCharacter") or ""
  local markColour = state.get_parameter("TableErrorHighlightColor")
  local crumbs = fmtargs and fmtargs.crumbs or {}
  local active = {}
  local function ft(v, level, onPath)
    if showRecursion and active[v] then return "{ ... recursive }" end
    if next(v) == nil then return "{ }" end
    if level > maxDepth and maxDepth >= 0 then return "{ ... more }" end
    active[v] = true
    local out = { "{" }
    local crumb = crumbs[#crumbs - level + 1]
    for _, k in ipairs(luassertKeys(v)) do
      local item = v[k]
      local hit = onPath and k == crumb
      if type(item) == "table" then
        item = ft(item, level + 1, hit)
      elseif type(item) == "string" then
        item = "'" .. item .. "'"
      elseif type(item) == "number" then
        item = M.number(item)
      else
        item = tostring(item)
      end
      local ch = hit and mark or ""
      local shown = #ch == 0 and "" or colour(markColour, ch)
      out[#out + 1] = "\n" .. string.rep(" ", level * 2 - #ch) .. shown .. "[" .. keystr(k) .. "] = " .. item
    end
    active[v] = nil
    return table.concat(out) .. " }"
  end
  return "(" .. rawname(t) .. ") " .. ft(t, 1, true)
end

local matchers -- set by match.lua to recognise matchers without a require cycle
function M.setMatcherFormatter(fn) matchers = fn end

local arglistMeta
function M.setArglistMeta(mt) arglistMeta = mt end

--- One value as luassert's formatters show it.
function M.value(v, fmtargs)
  local custom = state.format_custom(v, fmtargs)
  if custom ~= nil then return custom end
  local t = type(v)
  if t == "string" then return "(string) '" .. v .. "'" end
  if t == "number" then return "(number) " .. M.number(v) end
  if t == "boolean" then return "(boolean) " .. tostring(v) end
  if t == "nil" then return "(nil)" end
  if t == "table" then
    if matchers then
      local s = matchers(v)
      if s then return s end
    end
    if arglistMeta and getmetatable(v) == arglistMeta then
      local parts = {}
      for i = 1, v.n do parts[#parts + 1] = M.value(v[i]) end
      return "(values list) (" .. table.concat(parts, ", ") .. ")"
    end
    return formatTable(v, fmtargs)
  end
  if t == "function" then
    local info = debug.getinfo(v, "S")
    return tostring(v) .. " @ line " .. tostring(info.linedefined) .. " in " .. tostring(info.source)
  end
  return "(" .. t .. ") '" .. tostring(v) .. "'"
end

return M
