-- A stable, readable text form of a Lua value for snapshots: strings as they are at the top
-- level, tables with sorted keys and two-space indentation, identifiers bare, functions and
-- userdata by type only (their addresses change from run to run). The same value always gives
-- the same text, on every machine.
--
--   serialize({ b = 1, a = { "x" } })  --> "{\n  a = {\n    \"x\",\n  },\n  b = 1,\n}"
local format = require "understudy.test.format"

local M = {}

local function scalar(v)
  local t = type(v)
  if t == "string" then return string.gsub(string.format("%q", v), "\\\n", "\\n") end
  if t == "number" then
    if math.type(v) == "integer" then return tostring(v) end
    if v ~= v then return "nan" end
    if v == math.huge then return "inf" end
    if v == -math.huge then return "-inf" end
    return (string.format("%.14g", v))
  end
  if t == "nil" or t == "boolean" then return tostring(v) end
  return "<" .. t .. ">"
end

local function key(k)
  if type(k) == "string" and string.match(k, "^[%a_][%w_]*$") then return k end
  return "[" .. scalar(k) .. "]"
end

local function table_(v, indent, seen)
  if seen[v] then return "<cycle>" end
  if next(v) == nil then return "{}" end
  seen[v] = true
  local pad = indent .. "  "
  local out = { "{" }
  local n = #v
  for _, k in ipairs(format.sortedKeys(v)) do
    local item = v[k]
    local text = type(item) == "table" and table_(item, pad, seen) or scalar(item)
    if math.type(k) == "integer" and k >= 1 and k <= n then
      out[#out + 1] = pad .. text .. ","
    else
      out[#out + 1] = pad .. key(k) .. " = " .. text .. ","
    end
  end
  seen[v] = nil
  out[#out + 1] = indent .. "}"
  return table.concat(out, "\n")
end

--- The text form of `v`.
function M.value(v)
  if type(v) == "string" then return v end
  if type(v) == "table" then return table_(v, "", {}) end
  return scalar(v)
end

return setmetatable(M, { __call = function(_, v) return M.value(v) end })
