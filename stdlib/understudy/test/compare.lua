-- Deep comparison as luassert's `same` does it: tables are equal when every key maps to equal
-- values both ways (metatables ignored unless both share an __eq), cycles terminate. On a
-- mismatch it also returns the path ("crumbs", innermost key first) used to mark the differing
-- key in the message.
local M = {}

local function deep(a, b, ignoreMeta, seen)
  if type(a) ~= "table" or type(b) ~= "table" then return a == b end
  local ma, mb = debug.getmetatable(a), debug.getmetatable(b)
  if ma and ma == mb and ma.__eq and not ignoreMeta then return a == b end
  if rawequal(a, b) then return true end
  seen[a] = seen[a] or {}
  if seen[a][b] then return true end -- already being compared further up: assume equal
  seen[a][b] = true
  for k, va in next, a do
    local vb = b[k]
    if vb == nil then return false, { k } end
    local same, crumbs = deep(va, vb, nil, seen)
    if not same then
      crumbs = crumbs or {}
      crumbs[#crumbs + 1] = k
      return false, crumbs
    end
  end
  for k in next, b do
    if a[k] == nil then return false, { k } end
  end
  return true
end

--- true when `a` and `b` are deeply equal; otherwise false and the crumbs.
function M.deep(a, b, ignoreMeta) return deep(a, b, ignoreMeta, {}) end

--- A deep copy (spies and matchers kept as they are), used to freeze a spy's call arguments.
function M.copy(v, cache, keep)
  if type(v) ~= "table" then return v end
  if keep and keep(v) then return v end
  cache = cache or {}
  if cache[v] then return cache[v] end
  local c = {}
  cache[v] = c
  for k, x in next, v do c[k] = M.copy(x, cache, keep) end
  debug.setmetatable(c, debug.getmetatable(v))
  return c
end

return M
