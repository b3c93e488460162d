-- `expect(value)`: the simulation-aware assertions.
--
--   expect(stage.render()):toMatchSnapshot()          -- text stored in __snapshots__/
--   expect(stage.log):toMatchSnapshot()               -- the timeline since the test began
--   expect(stage.log):toHaveEvents{ { name = "willPresentView" }, { name = "didPresentView", t = 0.7 } }
--   expect(stage.log):toHaveEvents({ ... }, { exhaustive = true })   -- exactly these, in order
--   expect(x):toEqual(y)   expect(x):toBe(y)
--
-- Event patterns match an event when every field they give is equal (`t` within 1e-9 s; a
-- luassert matcher such as `match.is_number()` is applied to the field).
local errors = require "understudy.test.errors"
local compare = require "understudy.test.compare"
local format = require "understudy.test.format"
local serialize = require "understudy.test.serialize"
local snapshot = require "understudy.test.snapshot"
local diff = require "understudy.test.diff"
local timeline = require "understudy.test.timeline"
local match = require "understudy.test.match"

local M = {}

-- Set by the runner: the running test's full name and the timeline position where it began.
M.current = { name = nil, eventsBefore = 0 }

local Expect = {}
Expect.__index = Expect

local function isLog(v)
  if type(v) ~= "table" and type(v) ~= "userdata" then return false end
  local ok, f = pcall(function() return v.events end)
  return ok and type(f) == "function"
end

--- The events the value stands for (a log: since the test began; or a list of events), and
--- their lines as the timeline prints them.
local function eventsOf(v)
  if isLog(v) then
    local all = timeline.events(v) or {}
    local from = M.current.eventsBefore or 0
    if from > #all then from = 0 end
    local out = {}
    for i = from + 1, #all do out[#out + 1] = all[i] end
    return out, timeline.linesSince(v, from + 1)
  end
  if type(v) == "table" then
    local lines = {}
    for i, e in ipairs(v) do lines[i] = timeline.line(e) end
    return v, lines
  end
  errors.fail("expected stage.log or a list of events, got " .. type(v))
end

function Expect:toMatchSnapshot(hint, options)
  local v = self.value
  if isLog(v) then
    local _, lines = eventsOf(v)
    v = table.concat(lines, "\n")
  end
  local ok, message = snapshot.check(M.current.name or "(outside a test)", v, hint, options)
  if not ok then errors.fail(message) end
  return self
end

-- Multi-line text of a value for diffs: the REPL's pretty printer when it is there.
local function text(v)
  local ok, pretty = pcall(require, "understudy.pretty")
  if ok and type(pretty) == "table" and pretty.format then
    local fine, s = pcall(pretty.format, v, { width = 60, depth = 8, items = 200 })
    if fine then return s end
  end
  return serialize(v)
end

--- Deep equality (luassert's `same`); a mismatch shows a unified diff of the two values.
function Expect:toEqual(expected)
  local ok = compare.deep(expected, self.value, true)
  if not ok then
    local d = diff.unified(text(expected) .. "\n", text(self.value) .. "\n", "expected", "actual")
    errors.fail("Expected objects to be the same.\n" .. (d or ("Passed in:\n" .. format.value(self.value)
      .. "\nExpected:\n" .. format.value(expected))))
  end
  return self
end

function Expect:toBe(expected)
  if self.value ~= expected then
    errors.fail("Expected objects to be equal.\nPassed in:\n" .. format.value(self.value)
      .. "\nExpected:\n" .. format.value(expected))
  end
  return self
end

local function fieldMatches(key, want, got)
  if match.is_matcher(want) then return want(got) end
  if key == "t" and type(want) == "number" and type(got) == "number" then
    return math.abs(want - got) <= 1e-9
  end
  if type(want) == "table" and type(got) == "table" then return (compare.deep(want, got, true)) end
  return want == got
end

local function matches(pattern, event)
  for k, want in pairs(pattern) do
    if not fieldMatches(k, want, event[k]) then return false end
  end
  return true
end

local order = { t = 1, source = 2, name = 3 }
--- A pattern as text: { t = 0.7, source = "sheet#1", name = "didPresentView", ... }.
local function describe(pattern)
  local keys = {}
  for k in pairs(pattern) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b)
    local ra, rb = order[a] or 9, order[b] or 9
    if ra ~= rb then return ra < rb end
    return tostring(a) < tostring(b)
  end)
  local parts = {}
  for _, k in ipairs(keys) do
    local v = pattern[k]
    local text = match.is_matcher(v) and format.value(v) or (serialize(v):gsub("\n%s*", " "))
    if type(v) == "string" then text = string.format("%q", v) end
    parts[#parts + 1] = tostring(k) .. " = " .. text
  end
  return "{ " .. table.concat(parts, ", ") .. " }"
end

--- Which fields of the closest event differ from the pattern ("t = 0.5, expected 0.7").
local function difference(pattern, event)
  local parts = {}
  local keys = {}
  for k in pairs(pattern) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  for _, k in ipairs(keys) do
    if not fieldMatches(k, pattern[k], event[k]) then
      parts[#parts + 1] = tostring(k) .. " = " .. serialize(event[k]) .. ", expected " .. serialize(pattern[k])
    end
  end
  return table.concat(parts, "; ")
end

function Expect:toHaveEvents(patterns, options)
  if type(patterns) ~= "table" then errors.fail("toHaveEvents expects a list of event patterns") end
  local exhaustive = (options and options.exhaustive) or patterns.exhaustive
  local events, eventLines = eventsOf(self.value)
  local lines, failed = {}, false
  local at = 0 -- index of the last matched event
  for i, pattern in ipairs(patterns) do
    local found
    if exhaustive then
      if events[i] and matches(pattern, events[i]) then found = i end
    else
      for j = at + 1, #events do
        if matches(pattern, events[j]) then found = j break end
      end
    end
    if found then
      at = found
      lines[#lines + 1] = string.format("  %2d  ok     %s  -> #%d", i, describe(pattern), found)
    else
      failed = true
      local why
      if exhaustive then
        why = events[i] and ("#" .. i .. " differs: " .. difference(pattern, events[i])) or "no event #" .. i
      else
        -- The closest candidate: same name after the last match, else nothing after it.
        for j = at + 1, #events do
          if pattern.name == nil or events[j].name == pattern.name then
            why = "closest #" .. j .. ": " .. difference(pattern, events[j])
            break
          end
        end
        why = why or ("not found after #" .. at)
      end
      lines[#lines + 1] = string.format("  %2d  MISSING %s  (%s)", i, describe(pattern), why)
    end
  end
  if exhaustive and #events ~= #patterns then failed = true end
  if not failed then return self end
  local out = { exhaustive and "Expected exactly these events, in order:" or "Expected these events, in order:" }
  for _, l in ipairs(lines) do out[#out + 1] = l end
  if exhaustive and #events > #patterns then
    out[#out + 1] = string.format("  unexpected: %d more event(s) from #%d", #events - #patterns, #patterns + 1)
  end
  out[#out + 1] = "Actual events (" .. #events .. ", since the test began):"
  for i in ipairs(events) do out[#out + 1] = string.format("  #%-3d %s", i, eventLines[i]) end
  if #events == 0 then out[#out + 1] = "  (none)" end
  errors.fail(table.concat(out, "\n"))
end

--- Wraps a value for the expect-style assertions.
function M.expect(value) return setmetatable({ value = value }, Expect) end

return M
