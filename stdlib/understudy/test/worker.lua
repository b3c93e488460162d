-- The Lua side of a test worker process: runs one spec file and sends each result to the host as
-- one protocol line (see Sources/understudy/TestRunner/WorkerProtocol.swift): the record kind,
-- then tab-separated key=value fields, with backslash, tab, newline and carriage return escaped
-- as \\ \t \n \r. Field order is fixed, so the stream is byte-for-byte reproducible. A field
-- longer than `maxField` bytes (a 100 MB error message) keeps its first `maxField` bytes and says
-- how many were dropped, before escaping, so a record stays small and costs linear time.
local runner = require "understudy.test.runner"

local M = { maxField = 64 * 1024 }

--- `s` cut to `max` bytes (back to a UTF-8 character boundary) with "[... N bytes truncated]".
local function truncate(s, max)
  if #s <= max then return s end
  local cut = max
  while cut > 0 and (string.byte(s, cut + 1) or 0) & 0xC0 == 0x80 do cut = cut - 1 end
  return string.sub(s, 1, cut) .. "[... " .. (#s - cut) .. " bytes truncated]"
end
M.truncate = truncate

local function escape(s)
  return (string.gsub(truncate(tostring(s), M.maxField), "[\\\t\n\r]", { ["\\"] = "\\\\", ["\t"] = "\\t", ["\n"] = "\\n", ["\r"] = "\\r" }))
end
M.escape = escape

local FIELDS = { "status", "name", "line", "file", "time", "message", "traceback", "timeline", "screen", "attachment",
  "film", "written", "updated", "removed", "obsolete", "path", "hits", "toplevel", "outside", "at", "listedAs" }

--- One record as a protocol line (without the newline).
function M.encode(record)
  local parts = { record.kind }
  for _, k in ipairs(FIELDS) do
    local v = record[k]
    if v ~= nil then
      if k == "time" then v = string.format("%.6f", v) end
      parts[#parts + 1] = k .. "=" .. escape(v)
    end
  end
  return table.concat(parts, "\t")
end

--- Runs `options.path`, sending every record through `emit(line)`.
function M.run(options, emit)
  if options.maxField then M.maxField = options.maxField end
  options.report = function(record) emit(M.encode(record)) end
  options.declare = true
  options.onTestStart = function(name) emit("start\tname=" .. escape(name)) end
  return runner.runFile(options)
end

return M
