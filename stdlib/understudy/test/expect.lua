-- `expect(value)`: Jest's matchers, plus the simulation-aware ones. A global in specs, scripts
-- and the REPL alike (scripts and the REPL get it from the host, specs from the runner).
--
--   expect(sheet.state):toBe("presented")            expect(x):toEqual({ 1, 2 })
--   expect(n):toBeCloseTo(0.3, 5)                    expect(list):toHaveLength(3)
--   expect("abc"):toContain("b")                     expect(f):toThrow("bad argument")
--   expect(x).never:toBeNil()                         -- `.no` is the same as `.never`
--   expect(stage.render()):toMatchSnapshot()          -- text stored in __snapshots__/
--   expect(stage.log):toHaveEvents{ { name = "willPresentView" }, { name = "didPresentView", t = 0.7 } }
--   expect(stage.log):toHaveEvents({ ... }, { source = "sheet#1", exhaustive = true })
--
-- A matcher returns the expectation, so they chain: expect(x):toBeTruthy():toBe(3).
-- Event patterns match an event when every field they give is equal (`t` within 1e-9 s; a
-- luassert matcher such as `match.is_number()` is applied to the field).
local getmetatable = debug.getmetatable -- sees through the locks
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
M.current = require "understudy.test.current"

-- Values as messages show them: the pretty printer's text (one line when it fits), else serialize.
local function show(v, width)
  local ok, pretty = pcall(require, "understudy.pretty")
  if ok and type(pretty) == "table" and pretty.format then
    local fine, s = pcall(pretty.format, v, { width = width or 70, depth = 6, items = 100 })
    if fine then return s end
  end
  return (serialize(v))
end

-- Multi-line text of a value for diffs.
local function text(v) return show(v, 60) end

-- "Expected: <value>" with a value over several lines indented under the label.
local function labeledText(label, s)
  return label .. string.gsub(s, "\n", "\n" .. string.rep((" "), #label))
end
local function labeled(label, v) return labeledText(label, show(v)) end

-- Matchers --------------------------------------------------------------------------------------
-- Each gets the received value and the matcher's arguments and returns whether it passes and a
-- function giving the failure text (`negated` for `.never`), lines after the header. A matcher
-- that cannot apply (a string given to toBeCloseTo) raises a failure whatever the negation.
local matchers = {}
-- Matchers that take no negation (what `.never` would mean is not defined).
local notNegatable = { toMatchSnapshot = true }
-- Matchers whose message says it all (a snapshot's names the snapshot and the file): no header.
local bare = { toMatchSnapshot = true }

local function check(cond, name, message)
  if not cond then errors.fail(name .. ": " .. message) end
end

--- Levenshtein distance, case-insensitive (for "did you mean").
local function distance(a, b)
  a, b = string.lower(a), string.lower(b)
  local prev = {}
  for j = 0, #b do prev[j] = j end
  for i = 1, #a do
    local cur = { [0] = i }
    for j = 1, #b do
      local cost = string.sub(a, i, i) == string.sub(b, j, j) and 0 or 1
      cur[j] = math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
    end
    prev = cur
  end
  return prev[#b]
end

--- The name of `list` nearest to `name`, when near enough to be a typo of it.
local function nearestIn(name, list)
  local best, bestD
  for _, n in ipairs(list) do
    local d = distance(name, n)
    if not bestD or d < bestD then best, bestD = n, d end
  end
  if bestD and bestD <= math.max(2, #name // 2) then return best end
end

local function typeName(v)
  local t = type(v)
  if t == "number" then return math.type(v) == "integer" and "integer" or "number" end
  return t
end

local function received(v) return labeled("Received: ", v) end

function matchers.toBe(v, expected)
  return v == expected, function(negated)
    if negated then return labeled("Expected: never ", expected) end
    local lines = { labeled("Expected: ", expected), received(v) }
    if type(v) == "table" and type(expected) == "table" and compare.deep(expected, v, true) then
      lines[#lines + 1] = "(equal contents but different tables: toEqual compares contents)"
    end
    return table.concat(lines, "\n")
  end
end

--- Deep equality (luassert's `same`); a mismatch shows a unified diff of the two values.
function matchers.toEqual(v, expected)
  return (compare.deep(expected, v, true)), function(negated)
    if negated then return labeled("Expected: never ", expected) .. "\n(received an equal value)" end
    local d = diff.unified(text(expected) .. "\n", text(v) .. "\n", "expected", "received")
    return d or (labeled("Expected: ", expected) .. "\n" .. received(v))
  end
end

function matchers.toBeTruthy(v)
  return not not v, function(negated)
    return (negated and "Expected a falsy value (nil or false)\n" or "Expected a truthy value (not nil or false)\n") .. received(v)
  end
end

function matchers.toBeFalsy(v)
  return not v, function(negated)
    return (negated and "Expected a truthy value (not nil or false)\n" or "Expected a falsy value (nil or false)\n") .. received(v)
  end
end

function matchers.toBeNil(v)
  return v == nil, function(negated)
    return negated and "Expected a value other than nil\nReceived: nil" or ("Expected: nil\n" .. received(v))
  end
end

--- Jest's rule: |expected - received| < 10^-digits / 2 (digits defaults to 2).
function matchers.toBeCloseTo(v, expected, digits)
  digits = digits == nil and 2 or digits
  check(type(v) == "number", "toBeCloseTo", "received value must be a number, got " .. typeName(v))
  check(type(expected) == "number", "toBeCloseTo", "expected value must be a number, got " .. typeName(expected))
  check(type(digits) == "number", "toBeCloseTo", "digits must be a number, got " .. typeName(digits))
  local tolerance = 10 ^ -digits / 2
  local pass
  if v == expected then pass = true -- also math.huge == math.huge
  else pass = math.abs(expected - v) < tolerance end
  return pass, function(negated)
    return table.concat({
      labeled(negated and "Expected: never " or "Expected: ", expected),
      received(v),
      string.format("Difference: %s (must be %s %g, %d digits)", show(math.abs(expected - v)),
        negated and ">=" or "<", tolerance, digits),
    }, "\n")
  end
end

local function lengthOf(v)
  if type(v) == "string" then return #v end
  local mt = getmetatable(v)
  if type(v) == "table" or (type(mt) == "table" and mt.__len) then
    local ok, n = pcall(function() return #v end)
    if ok then return n end
  end
  return nil
end

function matchers.toHaveLength(v, n)
  check(math.type(n) == "integer" or (type(n) == "number" and n == math.floor(n)),
    "toHaveLength", "expected length must be a whole number, got " .. show(n))
  local len = lengthOf(v)
  check(len ~= nil, "toHaveLength", "received value must be a string or a table (something with a length), got " .. typeName(v))
  return len == n, function(negated)
    return table.concat({
      labeled(negated and "Expected length: never " or "Expected length: ", n),
      labeled("Received length: ", len), received(v) }, "\n")
  end
end

local function contains(v, item, deep, name)
  if type(v) == "string" then
    check(type(item) == "string" or type(item) == "number", name,
      "a string contains only strings, got " .. typeName(item))
    return string.find(v, tostring(item), 1, true) ~= nil
  end
  check(type(v) == "table", name, "received value must be a string or a table, got " .. typeName(v))
  for _, x in ipairs(v) do
    if x == item or (deep and compare.deep(item, x, true)) then return true end
  end
  return false
end

--- A substring of a string (plain, no pattern), or an element of a list (`==`).
function matchers.toContain(v, item)
  return contains(v, item, false, "toContain"), function(negated)
    return labeled(negated and "Expected not to contain: " or "Expected to contain: ", item) .. "\n" .. received(v)
  end
end

--- An element of a list equal in contents (toEqual's comparison).
function matchers.toContainEqual(v, item)
  return contains(v, item, true, "toContainEqual"), function(negated)
    return labeled(negated and "Expected not to contain an equal: " or "Expected to contain an equal: ", item) .. "\n" .. received(v)
  end
end

--- A string that the Lua pattern finds (`string.find`; anchor with ^ and $).
function matchers.toMatch(v, pattern)
  check(type(v) == "string", "toMatch", "received value must be a string, got " .. typeName(v))
  check(type(pattern) == "string", "toMatch", "expected a Lua pattern (a string), got " .. typeName(pattern))
  local ok, found = pcall(string.find, v, pattern)
  check(ok, "toMatch", "malformed pattern " .. show(pattern) .. " (" .. string.gsub(tostring(found), "^.-:%d+: ", "") .. ")")
  return found ~= nil, function(negated)
    return labeled(negated and "Expected pattern: never " or "Expected pattern: ", pattern) .. "\n" .. received(v)
  end
end

local function errorText(e)
  if type(e) == "string" then return e end
  local mt = getmetatable(e)
  if type(mt) == "table" and mt.__tostring then
    local ok, s = pcall(tostring, e)
    if ok and type(s) == "string" then return s end
  end
  return show(e)
end

--- A function that raises an error when called (with no arguments); with `expected`, one whose
--- message contains it (as plain text) or that the Lua pattern finds in it.
function matchers.toThrow(v, expected)
  check(type(v) == "function" or (type(getmetatable(v)) == "table" and getmetatable(v).__call),
    "toThrow", "received value must be a function, got " .. typeName(v))
  check(expected == nil or type(expected) == "string", "toThrow",
    "expected a message substring or Lua pattern (a string), got " .. typeName(expected))
  local ok, e = pcall(v)
  local message = not ok and errorText(e) or nil
  local pass = not ok
  if pass and expected then
    pass = string.find(message, expected, 1, true) ~= nil
    if not pass then
      local fine, found = pcall(string.find, message, expected)
      pass = fine and found ~= nil
    end
  end
  return pass, function(negated)
    local want = expected and labeled("Expected error: ", expected) or "Expected the function to throw"
    if negated then want = expected and labeled("Expected an error not matching: ", expected) or "Expected the function not to throw" end
    if ok then return want .. "\nIt did not throw." end
    return want .. "\n" .. labeledText("Thrown: ", message)
  end
end

local function comparison(name, op, test)
  matchers[name] = function(v, bound)
    check(type(v) == "number", name, "received value must be a number, got " .. typeName(v))
    check(type(bound) == "number", name, "expected value must be a number, got " .. typeName(bound))
    return test(v, bound), function(negated)
      return labeled("Expected: " .. (negated and "not " or "") .. op .. " ", bound) .. "\n" .. received(v)
    end
  end
end
comparison("toBeGreaterThan", ">", function(a, b) return a > b end)
comparison("toBeGreaterThanOrEqual", ">=", function(a, b) return a >= b end)
comparison("toBeLessThan", "<", function(a, b) return a < b end)
comparison("toBeLessThanOrEqual", "<=", function(a, b) return a <= b end)

-- The timeline ----------------------------------------------------------------------------------

local function isLog(v)
  if type(v) ~= "table" and type(v) ~= "userdata" then return false end
  local ok, f = pcall(function() return v.events end)
  return ok and type(f) == "function"
end

--- The events the value stands for (a log: since the test began; or a list of events), their
--- lines as the timeline prints them, and what they are ("since the test began").
local function eventsOf(v)
  if isLog(v) then
    local all = timeline.events(v) or {}
    local from = M.current.eventsBefore or 0
    if from > #all then from = 0 end
    local out = {}
    for i = from + 1, #all do out[#out + 1] = all[i] end
    return out, timeline.linesSince(v, from + 1), M.current.name and "since the test began" or "in stage.log"
  end
  if type(v) == "table" then
    local lines = {}
    for i, e in ipairs(v) do lines[i] = timeline.line(e) end
    return v, lines, "in the list"
  end
  errors.fail("toHaveEvents: expected stage.log or a list of events, got " .. typeName(v))
end

-- `stage.log` is stored as the timeline since the test began, as failures show it: one line per
-- event, a run of gesture samples or of one timer's firings as one line. A snapshot stored
-- before runs collapsed (one line per event) still matches; `-u` rewrites it collapsed.
function matchers.toMatchSnapshot(v, hint, options)
  local legacy
  if isLog(v) then
    local all = timeline.events(v) or {}
    local from = M.current.eventsBefore or 0
    if from > #all then from = 0 end
    local log = v
    v = table.concat(timeline.linesSince(log, from + 1, true) or {}, "\n")
    legacy = table.concat(timeline.linesSince(log, from + 1) or {}, "\n")
  end
  local ok, message = snapshot.check(M.current.name or "(outside a test)", v, hint, options, legacy)
  return ok, function() return message end
end

local function fieldMatches(key, want, got, event)
  if match.is_matcher(want) then return want(got) end
  -- A pattern's source may be the component's name, as in source filters.
  if key == "source" and event and type(want) == "string" then return timeline.fromSource(event, want) end
  if key == "t" and type(want) == "number" and type(got) == "number" then
    return math.abs(want - got) <= 1e-9
  end
  if type(want) == "table" and type(got) == "table" then return (compare.deep(want, got, true)) end
  return want == got
end

local function matches(pattern, event)
  for k, want in pairs(pattern) do
    if not fieldMatches(k, want, event[k], event) then return false end
  end
  return true
end

local order = { t = 1, source = 2, label = 3, name = 4 }
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
    -- (luassert's formatter cannot show match._, which has no arguments: named here)
    local s = v == match._ and "match._" or match.is_matcher(v) and format.value(v)
      or (string.gsub(serialize(v), "\n%s*", " "))
    if type(v) == "string" then s = string.format("%q", v) end
    parts[#parts + 1] = tostring(k) .. " = " .. s
  end
  return "{ " .. table.concat(parts, ", ") .. " }"
end

--- How many of the pattern's fields the event does not match.
local function differing(pattern, event)
  local n = 0
  for k, want in pairs(pattern) do
    if not fieldMatches(k, want, event[k], event) then n = n + 1 end
  end
  return n
end

--- Which fields of the closest event differ from the pattern ("t = 0.5, expected 0.7").
local function difference(pattern, event)
  local parts = {}
  local keys = {}
  for k in pairs(pattern) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  for _, k in ipairs(keys) do
    if not fieldMatches(k, pattern[k], event[k], event) then
      parts[#parts + 1] = tostring(k) .. " = " .. serialize(event[k]) .. ", expected " .. serialize(pattern[k])
    end
  end
  return table.concat(parts, "; ")
end

--- The string values of `events`' fields named, sorted and once each, and the set of them.
local function valuesOf(events, ...)
  local list, has = {}, {}
  for _, e in ipairs(events) do
    for i = 1, select("#", ...) do
      local v = e[select(i, ...)]
      if type(v) == "string" and not has[v] then has[v] = true list[#list + 1] = v end
    end
  end
  table.sort(list)
  return list, has
end

--- The patterns, in order, among the events (options: `exhaustive` = exactly these; `source` =
--- only that source's events count, given as the source or the component's name). On failure the message lists each pattern's outcome, then
--- the events numbered, once: the runner then leaves out its own copy of the timeline.
function matchers.toHaveEvents(v, patterns, options)
  check(type(patterns) == "table", "toHaveEvents", "expected a list of event patterns, got " .. typeName(patterns))
  check(options == nil or type(options) == "table", "toHaveEvents", "options must be a table, got " .. typeName(options))
  -- One pattern given where a list goes would match vacuously (no patterns, so nothing missing).
  local fields = {}
  for k in pairs(patterns) do
    if math.type(k) ~= "integer" and k ~= "exhaustive" and k ~= "source" then fields[#fields + 1] = tostring(k) end
  end
  table.sort(fields)
  check(#fields == 0, "toHaveEvents", "expected a list of event patterns, got a table with field '"
    .. (fields[1] or "") .. "' (one pattern? write toHaveEvents{ { name = ... } })")
  for i = 1, #patterns do
    check(type(patterns[i]) == "table", "toHaveEvents",
      "pattern #" .. i .. " must be a table of event fields, got " .. typeName(patterns[i]))
  end
  local exhaustive = (options and options.exhaustive) or patterns.exhaustive
  local source = (options and options.source) or patterns.source
  check(source == nil or type(source) == "string" or type(source) == "table", "toHaveEvents",
    "option 'source' must be a string or a list of strings, got " .. typeName(source))
  if type(source) == "table" then
    for _, s in ipairs(source) do
      check(type(s) == "string", "toHaveEvents", "option 'source' must be a string or a list of strings, got a " .. typeName(s) .. " in the list")
    end
  end
  local sourceName = type(source) == "table" and table.concat(source, ", ") or source
  local events, eventLines, what = eventsOf(v)
  local sourceHint
  if source then
    local kept, keptLines = {}, {}
    for i, e in ipairs(events) do
      if timeline.fromSource(e, source) then kept[#kept + 1], keptLines[#kept + 1] = e, eventLines[i] end
    end
    if #kept == 0 and type(source) == "string" then
      -- No event of that source: a typo of one the log has ("chat" for "chats")?
      local near = nearestIn(source, (valuesOf(events, "source", "label")))
      sourceHint = near and ("; did you mean source = '" .. near .. "'?") or nil
    end
    events, eventLines, what = kept, keptLines, "of " .. sourceName .. " " .. what
  end
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
      lines[#lines + 1] = string.format("  %2d  ok      %s  -> #%d", i, describe(pattern), found)
    else
      failed = true
      local why
      if exhaustive then
        why = events[i] and ("#" .. i .. " differs: " .. difference(pattern, events[i])) or "no event #" .. i
      else
        -- The closest candidate: of the events with the pattern's name after the last match,
        -- the one that differs in the fewest fields (the source counts: `b`'s didPop at 0.3
        -- is closer to { source = "b", name = "didPop", t = 0.29 } than `a`'s at 0.2), the
        -- earliest of those; else nothing after it.
        local best, fewest
        for j = at + 1, #events do
          if pattern.name == nil or events[j].name == pattern.name then
            local n = differing(pattern, events[j])
            if fewest == nil or n < fewest then best, fewest = j, n end
          end
        end
        if best then why = "closest #" .. best .. ": " .. difference(pattern, events[best]) end
        if not why and type(pattern.name) == "string" then
          -- A name no event has at all is likely a typo of one that is there.
          local names, has = valuesOf(events, "name")
          if not has[pattern.name] then
            local near = nearestIn(pattern.name, names)
            why = "no event named '" .. pattern.name .. "'" .. (near and ("; did you mean '" .. near .. "'?") or "")
          end
        end
        why = why or ("not found after #" .. at)
      end
      lines[#lines + 1] = string.format("  %2d  MISSING %s  (%s)", i, describe(pattern), why)
    end
  end
  if exhaustive and #events ~= #patterns then failed = true end
  return not failed, function(negated)
    local out = { (negated and "Expected these events not to occur" or "Expected these events")
      .. (exhaustive and " (exactly these)" or "") .. ", in order" .. (source and (", among the events of " .. sourceName) or "") .. ":" }
    for _, l in ipairs(lines) do out[#out + 1] = l end
    if exhaustive and #events > #patterns then
      out[#out + 1] = string.format("  unexpected: %d more event(s) from #%d", #events - #patterns, #patterns + 1)
    end
    out[#out + 1] = "Events (" .. #events .. " " .. what .. "):"
    for i in ipairs(events) do out[#out + 1] = string.format("  #%-3d %s", i, eventLines[i]) end
    if #events == 0 then out[#out + 1] = "  (none)" .. (sourceHint or "") end
    return table.concat(out, "\n"), true
  end
end

-- The expectation object ------------------------------------------------------------------------

local names = {}
for name in pairs(matchers) do names[#names + 1] = name end
table.sort(names)

local function nearest(name)
  return nearestIn(name, names)
end

local Expect = { __metatable = false } -- locked below: see locked.lua

-- What each matcher's arguments are called in a failure's header.
local argumentNames = {
  toBe = "expected", toEqual = "expected", toBeCloseTo = "expected, digits", toHaveLength = "length",
  toContain = "item", toContainEqual = "item", toMatch = "pattern", toThrow = "expected?",
  toBeGreaterThan = "expected", toBeGreaterThanOrEqual = "expected", toBeLessThan = "expected",
  toBeLessThanOrEqual = "expected", toHaveEvents = "patterns, options?", toMatchSnapshot = "hint?, options?",
}

--- The header of a failure: expect(received).never:toBe(expected).
local function header(name, negated)
  return "expect(received)" .. (negated and ".never" or "") .. ":" .. name .. "(" .. (argumentNames[name] or "") .. ")"
end

local function run(self, name, ...)
  local negated = rawget(self, "negated")
  if negated and notNegatable[name] then
    errors.fail(name .. " cannot be negated (.never/.no)")
  end
  local pass, message = matchers[name](rawget(self, "value"), ...)
  if pass == (not negated) then
    rawset(self, "passed", name) -- what the REPL prints of the result
    return self
  end
  local failureText, showsTimeline = message(negated)
  local ok, failure = pcall(errors.fail, bare[name] and failureText or (header(name, negated) .. "\n\n" .. failureText))
  -- The failure already lists the events: the runner then does not append the timeline again.
  if not ok and type(failure) == "table" and showsTimeline then failure.showsTimeline = true end
  error(failure, 0)
end

Expect.__index = function(self, key)
  if key == "never" or key == "no" then
    return setmetatable({ value = rawget(self, "value"), negated = not rawget(self, "negated") }, Expect)
  end
  if type(key) == "string" and matchers[key] then
    return function(me, ...)
      if getmetatable(me) ~= Expect then
        error("expect(...):" .. key .. " is a method: call it with ':' (expect(x):" .. key .. "(...))", 2)
      end
      return run(me, key, ...)
    end
  end
  local suggestion = type(key) == "string" and nearest(key)
  error("expect: no matcher '" .. tostring(key) .. "'" .. (suggestion and (" (did you mean '" .. suggestion .. "'?)") or "")
    .. "; the matchers are: " .. table.concat(names, ", ") .. ", with .never (or .no) before them to negate", 2)
end
Expect.__name = "Expectation"
Expect.__tostring = function(self)
  local passed = rawget(self, "passed")
  return "expect(" .. show(rawget(self, "value")) .. ")" .. (rawget(self, "negated") and ".never" or "")
    .. (passed and (" -- passed " .. passed) or "")
end

require("understudy.test.locked")(Expect)

--- The matcher names, sorted (for docs and completion).
M.matchers = names

--- Wraps a value for the expect-style assertions.
function M.expect(value) return setmetatable({ value = value }, Expect) end

return M
