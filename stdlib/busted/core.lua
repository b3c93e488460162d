-- `require "busted.core"`: busted's constructor of a busted instance, `require "busted.core"()`.
-- Specs and helpers use an instance for what works on its own, and that is what this gives, as
-- busted 2.1.1 does: `fail(message, level)` and `pending(message)` (the runner counts them as a
-- failure and a pending test, as busted's own), `status(s)` (busted.status), `version`,
-- `publish`/`subscribe`/`unsubscribe` (the instance's own channels, as each busted instance has
-- its own mediator: what the running suite publishes never reaches them), `bindfenv`, and
-- `gettime`/`monotime`/`sleep`.
--
-- The rest of an instance builds and drives a busted runner (`register`, `execute`, `context`,
-- `executors`, `api`, `export`, `safe`...); understudy runs specs with its own runner, so those
-- raise an error naming the field instead of doing nothing.
--
--   local fail = require("busted.core")().fail
--   fail("not what the protocol allows")     -- a failure at this line
local errors = require "understudy.test.errors"
local mediator = require "understudy.test.mediator"
local status = require "busted.status"
local busted = require "busted"

local SUPPORTED = "fail, pending, status, version, publish, subscribe, unsubscribe, bindfenv, gettime, monotime, sleep"
local RUNNER = {
  api = true, context = true, executors = true, execute = true, export = true, exportApi = true,
  hide = true, register = true, wrap = true, safe = true, safe_publish = true, getTrace = true,
  rewriteMessage = true, getFile = true,
}

local Instance = {
  __index = function(_, key)
    if RUNNER[key] then
      error("busted.core: '" .. key .. "' is not supported: it builds a busted runner, and understudy "
        .. "runs specs with its own (an instance has " .. SUPPORTED .. "; run busted for the rest)", 2)
    end
  end,
}

return function()
  local events = mediator.new()
  return setmetatable({
    version = "2.1.1",
    fail = errors.bustedFail,
    pending = errors.pending,
    status = status,
    publish = function(...) return events:publish(...) end,
    subscribe = function(...) return events:subscribe(...) end,
    unsubscribe = function(...) return events:removeSubscriber(...) end,
    bindfenv = busted.bindfenv,
    gettime = busted.gettime,
    monotime = busted.monotime,
    sleep = busted.sleep,
  }, Instance)
end
