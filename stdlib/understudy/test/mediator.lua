-- busted's event channels: the mediator (mediator_lua 1.1, as busted 2.1.1 uses it) behind
-- `require "busted"`'s publish/subscribe/unsubscribe and each `require "busted.core"()`
-- instance's. Its rules, kept because specs see them:
--   * a channel is a list of names ({"test", "end"}); publishing reaches that channel's
--     subscribers in order (a priority inserts a subscriber at that place instead of the end),
--     then its parent's ({"test"}), up to the root's;
--   * a subscriber whose `options.predicate(...)` is false is skipped;
--   * each subscriber returns `value, continue`: the value (when truthy) is collected, and the
--     publication goes on (to the next subscriber, or the parent channel) only when `continue`
--     is truthy;
--   * publish returns the list of collected values.
--
--   local m = mediator()
--   local sub = m:subscribe({ "a" }, function(x) return x * 2, true end)
--   m:publish({ "a" }, 21)          --> { 42 }
--   m:removeSubscriber(sub.id, { "a" })
local M = {}

local function uniqueId(object)
  return tonumber(string.match(tostring(object), ":%s*[0xX]*(%x+)"), 16)
end

local function subscriber(fn, options)
  local sub = {
    options = options or {},
    fn = fn,
    channel = nil,
    update = function(self, changes)
      if changes then
        self.fn = changes.fn or self.fn
        self.options = changes.options or self.options
      end
    end,
  }
  sub.id = uniqueId(sub)
  return sub
end

local Channel = {}
Channel.__index = Channel

local function channel(namespace, parent)
  return setmetatable({ stopped = false, namespace = namespace, callbacks = {}, channels = {}, parent = parent }, Channel)
end

function Channel:addSubscriber(fn, options)
  local sub = subscriber(fn, options)
  local at = #self.callbacks + 1
  options = options or {}
  if options.priority and options.priority >= 0 and options.priority < at then at = options.priority end
  table.insert(self.callbacks, at, sub)
  return sub
end

--- { index =, value = } of the subscriber `id` here, or the first found in a sub-channel.
function Channel:getSubscriber(id)
  for i = 1, #self.callbacks do
    local sub = self.callbacks[i]
    if sub.id == id then return { index = i, value = sub } end
  end
  for _, child in pairs(self.channels) do
    local found = child:getSubscriber(id)
    if found then return found end
  end
end

function Channel:setPriority(id, priority)
  local found = self:getSubscriber(id)
  if found.value then
    table.remove(self.callbacks, found.index)
    table.insert(self.callbacks, priority, found.value)
  end
end

function Channel:addChannel(namespace)
  self.channels[namespace] = channel(namespace, self)
  return self.channels[namespace]
end

function Channel:hasChannel(namespace)
  return namespace and self.channels[namespace] and true
end

function Channel:getChannel(namespace)
  return self.channels[namespace] or self:addChannel(namespace)
end

-- mediator_lua removes the id from every sub-channel, then the found index from this channel's
-- own list even when the id was a sub-channel's: kept, as busted behaves so.
function Channel:removeSubscriber(id)
  local found = self:getSubscriber(id)
  if found and found.value then
    for _, child in pairs(self.channels) do child:removeSubscriber(id) end
    return table.remove(self.callbacks, found.index)
  end
end

function Channel:publish(result, ...)
  for i = 1, #self.callbacks do
    local sub = self.callbacks[i]
    if not sub.options.predicate or sub.options.predicate(...) then
      local value, continue = sub.fn(...)
      if value then table.insert(result, value) end
      if not continue then return result end
    end
  end
  if self.parent then return self.parent:publish(result, ...) end
  return result
end

local Mediator = {}
Mediator.__index = Mediator

function Mediator:getChannel(namespace)
  local c = self.channel
  for i = 1, #namespace do c = c:getChannel(namespace[i]) end
  return c
end

function Mediator:subscribe(namespace, fn, options)
  return self:getChannel(namespace):addSubscriber(fn, options)
end

function Mediator:getSubscriber(id, namespace)
  return self:getChannel(namespace):getSubscriber(id)
end

function Mediator:removeSubscriber(id, namespace)
  return self:getChannel(namespace):removeSubscriber(id)
end

function Mediator:publish(namespace, ...)
  return self:getChannel(namespace):publish({}, ...)
end

--- A new mediator with an empty root channel.
function M.new()
  return setmetatable({ channel = channel("root") }, Mediator)
end

return M
