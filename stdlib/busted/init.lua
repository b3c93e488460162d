-- `require "busted"`: busted's public API for specs, read-only as busted's (assigning a field
-- raises "Attempt to modify busted"): the DSL (describe, it, pending, hooks...), fail, version,
-- publish/subscribe/unsubscribe (busted's mediator, understudy/test/mediator.lua), bindfenv,
-- gettime/monotime/sleep (luasystem's clocks), parent/children (of a block).
--
-- understudy's runner does not publish busted's own events (test start/end, file start/end...),
-- so a subscriber to those is never called; what a spec publishes itself is delivered.
local runner = require "understudy.test.runner"
local compat = require "busted.compatibility"
local system = require "understudy.system"
local mediator = require "understudy.test.mediator"

-- Channels ---------------------------------------------------------------------------------

local events = mediator.new()

local api = {}

function api.subscribe(...) return events:subscribe(...) end
function api.unsubscribe(...) return events:removeSubscriber(...) end
function api.publish(...) return events:publish(...) end

-- Environments, clocks, blocks -----------------------------------------------------------------

--- Gives the function `callable` (or its __call) an environment in which `var` is `value`,
--- everything else reading through to its current one.
function api.bindfenv(callable, var, value)
  local mt = debug.getmetatable(callable)
  local f = mt and mt.__call or callable
  local env = setmetatable({ [var] = value }, { __index = compat.getfenv(f) })
  compat.setfenv(f, env)
end

api.gettime = system.gettime
api.monotime = system.monotime
api.sleep = system.sleep

function api.parent(element) return type(element) == "table" and element.parent or nil end
function api.children(element) return type(element) == "table" and element.children or {} end

local busted = setmetatable({}, {
  __index = function(_, key)
    local v = api[key]
    if v ~= nil then return v end
    return runner.busted[key]
  end,
  __newindex = function() error("Attempt to modify busted") end,
})
return busted
