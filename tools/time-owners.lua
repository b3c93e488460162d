-- Who may schedule on the simulated clock, checked by `make test`:
-- `lua5.4 tools/time-owners.lua PATH...` (Swift files, or folders searched for them).
--
-- A machine asks for time with a timer request and its `MachineDriver` keeps the timer, so that
-- one staleness rule covers every machine (docs/ARCHITECTURE.md, "Time"). The clock's other
-- users are the script's own input: its timers (the Lua clock binding) and its finger, whose
-- samples the stage plays back with `SimClock.schedulePlayback` (a drag, a step-wise pan) and
-- nothing else. Anywhere else, a call of `SimClock.schedule(at:...)`, `schedule(after:...)`
-- with a label or a trailing closure, `schedulePlayback` or `scheduleEach` is an error naming
-- the file and line. Doc comments (`///`) are not code.
--
-- Exit status 0 when every file keeps the rule, 1 otherwise.

local ALLOWED = {
  ["Sources/StageKit/Time/SimClock.swift"] = true,
  ["Sources/StageKit/Machine/MachineDriver.swift"] = true,
  ["Sources/StageLua/ClockAPI.swift"] = true,
}

-- The script's finger: sample playback only.
local PLAYBACK = {
  ["Sources/StageKit/Screen/Input.swift"] = true,
  ["Sources/StageKit/Screen/PanSession.swift"] = true,
}

local function listed(set, path)
  for suffix in pairs(set) do
    if path == suffix or path:sub(-(#suffix + 1)) == "/" .. suffix then return true end
  end
  return false
end

local function allowed(path) return listed(ALLOWED, path) end

-- A clock call, as opposed to a machine's `.schedule(after: d)` effect: `at:` (no effect takes
-- it), or `after:` with a label or a trailing closure, or the bulk schedulers.
local function isClockCall(code, playback)
  local squeezed = code:gsub("%s+", " ")
  if playback then squeezed = squeezed:gsub("schedulePlayback ?%(", "") end
  if squeezed:find("[%.%s]schedule ?%( ?at ?:") then return true end
  if squeezed:find("[%.%s]schedule ?%( ?after ?:[^)]*label ?:") then return true end
  if squeezed:find("[%.%s]schedule ?%( ?after ?:[^)]*%) ?{") then return true end
  if squeezed:find("[%.%s]schedule ?{") then return true end
  if squeezed:find("schedulePlayback ?%(") or squeezed:find("scheduleEach ?%(") then return true end
  return false
end

local function swiftFiles(path)
  local list = {}
  if path:match("%.swift$") then
    list[1] = path
    return list
  end
  local p = assert(io.popen("find '" .. path:gsub("'", "'\\''") .. "' -name '*.swift' -type f | sort"))
  for line in p:lines() do list[#list + 1] = line end
  p:close()
  return list
end

local problems = 0
for _, root in ipairs(arg) do
  for _, file in ipairs(swiftFiles(root)) do
    if not allowed(file) then
      local f = assert(io.open(file, "r"))
      local n = 0
      local playback = listed(PLAYBACK, file)
      for line in f:lines() do
        n = n + 1
        local code = line:match("^%s*(.-)%s*$")
        if code:sub(1, 3) ~= "///" and code:sub(1, 2) ~= "//" and isClockCall(code, playback) then
          io.stderr:write(string.format("%s:%d: schedules on the clock directly; ask the machine's driver " ..
            "with a timer request (docs/ARCHITECTURE.md, \"Time\")\n", file, n))
          problems = problems + 1
        end
      end
      f:close()
    end
  end
end

if problems > 0 then
  io.stderr:write(string.format("time-owners: %d call(s) outside MachineDriver, SimClock and the script's own input\n", problems))
  os.exit(1)
end
print("time-owners: machines ask their drivers; only the script's timers and finger use the clock directly")
