-- `require "busted.status"`: busted's outcome object, as busted.core's `status` makes it.
-- "success", "pending", "failure" or "error" (true reads as success, false as failure, anything
-- else as error); `update` keeps a failure or error over a later success.
--
--   local s = require "busted.status"("success")
--   s:update("failure")  s:get()  --> "failure"
local NAMES = {
  success = "success", pending = "pending", failure = "failure", error = "error",
  ["true"] = "success", ["false"] = "failure", ["nil"] = "error",
}

local function name(status) return NAMES[tostring(status)] or "error" end

return function(initial)
  local current = name(initial)
  local status = {
    success = function() return current == "success" end,
    pending = function() return current == "pending" end,
    failure = function() return current == "failure" end,
    error = function() return current == "error" end,
    get = function() return current end,
    set = function(_, s) current = name(s) end,
    update = function(_, s)
      s = name(s)
      if current == "success" or (current == "pending" and s ~= "success") then current = s end
    end,
  }
  return setmetatable(status, { __index = {}, __tostring = function() return current end })
end
