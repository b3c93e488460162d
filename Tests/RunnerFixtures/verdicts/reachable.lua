-- Every function a spec can reach without the debug library: fields of the tables it holds (as
-- `pairs` lists them, so a table that loads its entries when listed, package.loaded, lists them
-- all), followed through their fields and their metatables (as getmetatable shows them). `rewrite`
-- replaces each function found by `replace(f)` and returns how many it replaced. Captures what it
-- uses first, since it rewrites those too.
local type, next, pairs, pcall, rawset, getmetatable = type, next, pairs, pcall, rawset, getmetatable

return function(roots, replace)
  local seen, count = {}, 0
  local function walk(t)
    if type(t) ~= "table" or seen[t] then return end
    seen[t] = true
    -- The keys first, while the metatable is still the one the table came with.
    local keys = {}
    if not pcall(function() for k in pairs(t) do keys[#keys + 1] = k end end) then
      keys = {}
      for k in next, t do keys[#keys + 1] = k end
    end
    local mt = getmetatable(t)
    if type(mt) == "table" then walk(mt) end
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
