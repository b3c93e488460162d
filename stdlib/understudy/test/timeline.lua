-- The stage timeline as test output: one line per event, exactly as `--trace` and
-- `stage.log.print()` show it ("[  0.300] sheet#1 didPresentView title=\"Delete\""): the lines
-- come from `stage.log.format()` when the log has it. Event tables without a log (a list given
-- to toHaveEvents, a stand-in stage) are formatted here in the same shape, extra fields sorted.
local serialize = require "understudy.test.serialize"

local M = {}

--- The `stage.log` table when the stage API is installed, else nil.
function M.log()
  local stage = rawget(_G, "stage")
  if type(stage) ~= "table" then return nil end
  local ok, log = pcall(function() return stage.log end)
  if ok and (type(log) == "table" or type(log) == "userdata") then return log end
end

--- Every event of the timeline (a list of tables), or nil without a stage.
function M.events(log)
  log = log or M.log()
  if not log then return nil end
  local ok, events = pcall(function() return log.events() end)
  if ok and type(events) == "table" then return events end
end

local function value(v)
  if type(v) == "string" then
    if string.match(v, "^[%w_#%.%-]+$") then return v end
    return string.format("%q", v)
  end
  if type(v) == "table" then return (string.gsub(serialize(v), "\n%s*", " ")) end
  if type(v) == "number" then return serialize(v) end
  return tostring(v)
end

--- How lines show an event's source: `popup#1 "rate"` for a named component (the engine's
--- form), the source alone otherwise.
function M.labeled(source, label)
  if type(label) ~= "string" then return tostring(source) end
  return tostring(source) .. ' "' .. label .. '"'
end

--- Whether a source filter picks an event: the filter may be its source, its component's name,
--- or a timer's name for that timer's firings (the engine's rule for stage.log's filters); or a
--- list of those, any of which picks it.
function M.fromSource(e, filter)
  if type(filter) == "table" then
    for _, f in ipairs(filter) do
      if M.fromSource(e, f) then return true end
    end
    return false
  end
  return e.source == filter or (e.label ~= nil and e.label == filter)
    or (e.source == "clock" and e.name == "timer" and e.timer == filter)
end

--- One event as a line.
function M.line(e)
  local t = tonumber(e.t) or 0
  local parts = { string.format("[%7.3f]", t), M.labeled(e.source or "?", e.label), tostring(e.name or "?") }
  local keys = {}
  for k in pairs(e) do
    if k ~= "t" and k ~= "source" and k ~= "name" and (k ~= "label" or type(e.label) ~= "string") then keys[#keys + 1] = k end
  end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  for _, k in ipairs(keys) do parts[#parts + 1] = tostring(k) .. "=" .. value(e[k]) end
  return table.concat(parts, " ")
end

--- The lines of the log's events `from`..end (the engine's own text when it can give it); with
--- `collapse`, a run of gesture samples is one line (failure output), else one line per event
--- (matchers that number them).
function M.linesSince(log, from, collapse)
  log = log or M.log()
  local events = M.events(log)
  if not events then return nil end
  from = from or 1
  local ok, text = pcall(function() return log.format{ first = from, collapse = collapse == true } end)
  if ok and type(text) == "string" then
    local lines = {}
    -- Every line ends with a newline (an older host's text may not end the last one).
    if text ~= "" and string.sub(text, -1) ~= "\n" then text = text .. "\n" end
    for line in string.gmatch(text, "(.-)\n") do lines[#lines + 1] = line end
    local n = math.max(0, #events - from + 1)
    if #lines == n or (collapse and #lines < n) then return lines end
  end
  local out = {}
  for i = from, #events do out[#out + 1] = M.line(events[i]) end
  return out
end

--- Events `from`..end as text, one per line (empty string when none).
function M.text(events, from)
  local out = {}
  for i = from or 1, #events do out[#out + 1] = M.line(events[i]) end
  return table.concat(out, "\n")
end

return M
