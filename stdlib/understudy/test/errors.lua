-- The error objects the runner tells apart: a failure (an assertion did not hold), a pending
-- marker (`pending()` inside a test), and anything else, which is an error. busted's model: only
-- failures inside `it` count as failures; the same failure in a hook is an error.
local M = {}

local getmetatable = debug.getmetatable -- sees through the locks
local lock = require "understudy.test.locked"

-- The classes are locked: getmetatable gives a spec a view of them (locked.lua).
local Failure = { __name = "failure", __metatable = false }
Failure.__tostring = function(e) return tostring(e.message) end
local Pending = { __name = "pending", __metatable = false }
Pending.__tostring = function(e) return tostring(e.message) end
lock(Failure)
lock(Pending)

-- The class failures are raised with: ours, or under the real busted (the Lua module's helper)
-- busted's own, which is how busted tells a failure from an error.
local Raised = Failure

--- Raises failures as instances of `mt` from now on (the busted helper passes busted's class).
function M.raiseFailuresAs(mt) Raised = mt or Failure end

local function internal(info)
  if info.what == "C" then return true end
  local src = info.source
  return string.sub(src, 1, 8) == "@stdlib/"
end

--- The level, as `error(message, level)` counts it in the function calling userLevel, of the
--- first frame outside the test library: where the user's code called the assertion.
function M.userLevel()
  local level = 3
  while true do
    local info = debug.getinfo(level, "S")
    if not info then return 2 end
    if not internal(info) then return level - 1 end
    level = level + 1
  end
end

--- "file:line: " of the first frame outside the test library ("" when there is none).
function M.where()
  local level = 2
  while true do
    local info = debug.getinfo(level, "Sl")
    if not info then return "" end
    if not internal(info) and info.currentline > 0 then
      return info.short_src .. ":" .. info.currentline .. ": "
    end
    level = level + 1
  end
end

--- Raises a plain error (not a failure) at the user's position.
function M.raise(message) error(M.where() .. message, 0) end

--- Raises a failure with the user's position prepended (like `error(msg, level)` would; the
--- position is found, not counted, so a level argument is not needed).
function M.fail(message)
  local text = message
  if type(message) ~= "string" then
    local mt = getmetatable(message)
    if mt and mt.__tostring then text = tostring(message) else text = nil end
  end
  local e = setmetatable({ message = text and (M.where() .. text) or message, raw = message }, Raised)
  error(e, 0)
end

--- Raises a failure blaming the frame `level` levels up (1 = the caller of failAt), as
--- `error(message, level)` would.
function M.failAt(message, level)
  local info = debug.getinfo(level + 1, "Sl")
  local where = info and info.currentline > 0 and (info.short_src .. ":" .. info.currentline .. ": ") or ""
  error(setmetatable({ message = where .. tostring(message), raw = message }, Raised), 0)
end

--- busted's `fail(message, level)` (busted.core's, also `require "busted"`'s): a failure whose
--- message is what `error(message, level)` makes where the caller calls it (level 1: the
--- caller's position; 0 or a table message: none, the runner adds the position, as busted).
function M.bustedFail(message, level)
  local rawlevel = (type(level) ~= "number" or level <= 0) and level
  level = level or 1
  local _, text = pcall(error, message, rawlevel or level + 2)
  error(setmetatable({ message = text, raw = message }, Raised), rawlevel or level + 1)
end

function M.pending(message)
  error(setmetatable({ message = message or "" }, Pending), 0)
end

function M.isFailure(e)
  local mt = getmetatable(e)
  return mt == Failure or mt == Raised
end
function M.isPending(e) return getmetatable(e) == Pending end

--- "failure", "pending" or "error".
function M.kind(e)
  local mt = getmetatable(e)
  if mt == Failure or mt == Raised then return "failure" end
  if mt == Pending then return "pending" end
  return "error"
end

return M
