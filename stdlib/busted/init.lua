-- `require "busted"`: busted's public API for specs, read-only as busted's (assigning a field
-- raises "Attempt to modify busted"): the DSL (describe, it, pending, hooks...), fail, version,
-- publish/subscribe/unsubscribe (a channel hierarchy as busted's mediator: publishing
-- {"a", "b"} reaches the subscribers of a.b, then of a, then of the root), bindfenv,
-- gettime/monotime/sleep (luasystem's clocks), parent/children (of a block).
--
-- understudy's runner does not publish busted's own events (test start/end, file start/end...),
-- so a subscriber to those is never called; what a spec publishes itself is delivered.
local runner = require "understudy.test.runner"
local compat = require "busted.compatibility"
local system = require "understudy.system"

-- Channels ---------------------------------------------------------------------------------

local root = { subscribers = {}, children = {} }
local nextId = 0

local function channelOf(path, create)
  local c = root
  if type(path) ~= "table" then path = { path } end
  for _, name in ipairs(path) do
    local child = c.children[name]
    if not child then
      if not create then return nil end
      child = { subscribers = {}, children = {}, parent = c }
      c.children[name] = child
    end
    c = child
  end
  return c
end

local api = {}

function api.subscribe(channel, fn, options)
  local c = channelOf(channel, true)
  nextId = nextId + 1
  local sub = { id = nextId, fn = fn, options = options or {}, channel = c }
  local list = c.subscribers
  local at = #list + 1
  local priority = sub.options.priority
  if type(priority) == "number" and priority >= 1 and priority <= at then at = math.floor(priority) end
  table.insert(list, at, sub)
  return sub
end

function api.unsubscribe(id, channel)
  local c = channelOf(channel, false)
  if not c then return end
  for i, sub in ipairs(c.subscribers) do
    if sub.id == id then
      table.remove(c.subscribers, i)
      return sub
    end
  end
end

function api.publish(channel, ...)
  local c = channelOf(channel, false)
  local results = {}
  while c do
    for _, sub in ipairs({ table.unpack(c.subscribers) }) do
      local predicate = sub.options.predicate
      if not predicate or predicate(...) then
        local r = table.pack(sub.fn(...))
        for i = 1, r.n do results[#results + 1] = r[i] end
      end
    end
    c = c.parent
  end
  return table.unpack(results)
end

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
