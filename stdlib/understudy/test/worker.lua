-- The Lua side of a test worker process: runs one spec file and sends each result to the host as
-- one protocol line (see Sources/understudy/TestRunner/WorkerProtocol.swift): the record kind,
-- then tab-separated key=value fields, with backslash, tab, newline and carriage return escaped
-- as \\ \t \n \r. Field order is fixed, so the stream is byte-for-byte reproducible.
local runner = require "understudy.test.runner"

local M = {}

local function escape(s)
  return (tostring(s):gsub("[\\\t\n\r]", { ["\\"] = "\\\\", ["\t"] = "\\t", ["\n"] = "\\n", ["\r"] = "\\r" }))
end
M.escape = escape

local FIELDS = { "status", "name", "line", "time", "message", "traceback", "timeline",
  "written", "updated", "removed", "obsolete", "path" }

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
  options.report = function(record) emit(M.encode(record)) end
  options.onTestStart = function(name) emit("start\tname=" .. escape(name)) end
  return runner.runFile(options)
end

return M
