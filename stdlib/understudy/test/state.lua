-- Assertion state: formatters, parameters and spies, kept as a chain of snapshots so that a test
-- (or a describe block) can add its own and have them undone when it ends. luassert's model: the
-- runner takes a snapshot before each block and each test and reverts it afterwards, which
-- reverts every spy and stub made in between.
local M = {}

local Snapshot = { __metatable = false } -- locked below: see locked.lua
Snapshot.__index = Snapshot

local current
local nothing = {} -- stands for a parameter explicitly set to nil

--- Starts a new snapshot on top of the current one and returns it.
function M.snapshot()
  local s = setmetatable({ formatters = {}, parameters = {}, spies = {}, previous = current }, Snapshot)
  if current then current.next = s end
  current = s
  return s
end

--- Undoes everything since `s` was taken (or since the latest snapshot).
function Snapshot:revert()
  if self.next then self.next:revert() end
  if not self.previous then return end -- the root stays
  for i = #self.spies, 1, -1 do self.spies[i]:revert() end
  self.spies, self.formatters, self.parameters = {}, {}, {}
  current = self.previous
  current.next = nil
end
Snapshot.__call = Snapshot.revert
require("understudy.test.locked")(Snapshot)
M.revert = function(s) (s or current):revert() end

function M.add_formatter(fn) table.insert(current.formatters, 1, fn) end

function M.remove_formatter(fn)
  local s = current
  while s do
    for i, f in ipairs(s.formatters) do
      if f == fn then table.remove(s.formatters, i) return end
    end
    s = s.previous
  end
end

--- The first custom formatter's answer for `value`, newest first; nil when none formats it.
function M.format_custom(value, fmtargs)
  local s = current
  while s do
    for _, f in ipairs(s.formatters) do
      local r = f(value, fmtargs)
      if r ~= nil then return r end
    end
    s = s.previous
  end
end

--- luassert.state's name: the custom formatters' text for `val` (the snapshot `s` is ignored:
--- formatters are always looked up from the current one).
function M.format_argument(val, _, fmtargs) return M.format_custom(val, fmtargs) end

function M.set_parameter(name, value)
  if value == nil then value = nothing end
  current.parameters[name] = value
end

function M.get_parameter(name)
  local s = current
  while s do
    local v = s.parameters[name]
    if v ~= nil then
      if v == nothing then return nil end
      return v
    end
    s = s.previous
  end
end

function M.add_spy(spy) table.insert(current.spies, spy) end

M.snapshot() -- the root
M.set_parameter("TableFormatLevel", 3)
M.set_parameter("TableFormatShowRecursion", false)
M.set_parameter("TableErrorHighlightCharacter", "*")
-- luassert's default when standard output is not a terminal (on one it is "red"; understudy's
-- reports show control characters visibly, so the default stays "none" there too).
M.set_parameter("TableErrorHighlightColor", "none")
return M
