-- Every function a spec can reach without the debug library: fields of the tables it holds,
-- followed through their fields and their metatables (as getmetatable shows them). `rewrite`
-- replaces each function found by `replace(f)` and returns how many it replaced. Captures what it
-- uses first, since it rewrites those too.
local type, next, rawset, getmetatable = type, next, rawset, getmetatable

return function(roots, replace)
  local seen, count = {}, 0
  local function walk(t)
    if type(t) ~= "table" or seen[t] then return end
    seen[t] = true
    local mt = getmetatable(t)
    if type(mt) == "table" then walk(mt) end
    local keys = {}
    for k in next, t do keys[#keys + 1] = k end
    for i = 1, #keys do
      local v = t[keys[i]]
      if type(v) == "function" then
        rawset(t, keys[i], replace(v))
        count = count + 1
      else
        walk(v)
      end
    end
  end
  for i = 1, #roots do walk(roots[i]) end
  return count
end
