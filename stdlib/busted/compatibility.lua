-- `require "busted.compatibility"`: Lua 5.1 names on Lua 5.4, as busted provides them:
-- getfenv/setfenv through the _ENV upvalue, unpack, and exit (os.exit, flushing first).
local function envUpvalue(f)
  local up = 0
  repeat
    up = up + 1
    local name = debug.getupvalue(f, up)
    if name == "_ENV" then return up end
  until name == nil
end

local function fn(f, level)
  if type(f) == "function" then return f end
  return debug.getinfo(f + level + 1, "f").func
end

return {
  getfenv = rawget(_G, "getfenv") or function(f)
    f = fn(f, 1)
    local up = envUpvalue(f)
    if up then return select(2, debug.getupvalue(f, up)) end
    return _G
  end,
  setfenv = rawget(_G, "setfenv") or function(f, t)
    f = fn(f, 1)
    local up = envUpvalue(f)
    if up then
      -- A fresh upvalue for f alone, so other closures sharing its _ENV keep theirs.
      debug.upvaluejoin(f, up, function() return t end, 1)
      debug.setupvalue(f, up, t)
    end
    if f ~= 0 then return f end
  end,
  loadstring = rawget(_G, "loadstring") or load,
  unpack = table.unpack or rawget(_G, "unpack"),
  -- busted's exit on Lua 5.4: any status but 0 becomes 1.
  exit = function(code, _) -- (busted's `force`: Lua 5.4 always closes the state)
    if code ~= 0 then code = 1 end
    os.exit(code, true)
  end,
}
