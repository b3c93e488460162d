-- No function of a state machine longer than 80 lines, checked by `make test`:
-- `lua5.4 tools/machine-functions.lua [ROOT]` (ROOT: the repository, default ".").
--
-- A machine is a type of Sources/StageKit declared as a `StateMachine` (or a popup policy,
-- `PopupPolicyModel`); its files are the one that declares it and every file extending it. A
-- transition that grows past a screen is a sign that a state, an input or a rule wants a
-- function of its own (one per input, as `SwipeMachine+Rules.swift` has).
--
-- A function's length is from its `func` line to its closing brace. Exit status 0 when every
-- machine function keeps to the limit, 1 otherwise.

local LIMIT = 80
local root = arg[1] or "."

local function swiftFiles(dir)
  local list = {}
  local p = assert(io.popen("find '" .. dir .. "' -name '*.swift' -type f | sort"))
  for line in p:lines() do list[#list + 1] = line end
  p:close()
  return list
end

local function read(path)
  local f = assert(io.open(path, "r"))
  local text = f:read("a")
  f:close()
  return text
end

local files = swiftFiles(root .. "/Sources/StageKit")
local texts = {}
local machines = {}
for _, path in ipairs(files) do
  local text = read(path)
  texts[path] = text
  for name in text:gmatch("[%w]+%s+(%w+)%s*:%s*StateMachine") do machines[name] = true end
  for name in text:gmatch("[%w]+%s+(%w+)%s*:%s*PopupPolicyModel") do machines[name] = true end
end

local function isMachineFile(text)
  for name in pairs(machines) do
    if text:find("[%w]+%s+" .. name .. "%s*:%s*[%w]*StateMachine") or text:find("[%w]+%s+" .. name .. "%s*:%s*PopupPolicyModel")
      or text:find("extension%s+" .. name .. "[%s%.{:]") then
      return true
    end
  end
  return false
end

-- Braces outside string literals and comments, per line.
local function braces(line)
  local code = line:gsub('"[^"]*"', '""'):gsub("//.*$", "")
  local open = select(2, code:gsub("{", ""))
  local close = select(2, code:gsub("}", ""))
  return open, close
end

local problems = 0
local checked = 0
for _, path in ipairs(files) do
  if isMachineFile(texts[path]) then
    local lines = {}
    for line in (texts[path] .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = line end
    local i = 1
    while i <= #lines do
      local name = lines[i]:match("^%s*[%w@%s]-func%s+([%w_]+)")
      if name and not lines[i]:match("^%s*///") then
        local depth, j, opened = 0, i, false
        while j <= #lines do
          local o, c = braces(lines[j])
          depth = depth + o - c
          if o > 0 then opened = true end
          if opened and depth <= 0 then break end
          j = j + 1
        end
        local length = j - i + 1
        checked = checked + 1
        if length > LIMIT then
          io.stderr:write(string.format("%s:%d: %s is %d lines (at most %d in a machine: give a rule a function of its own)\n",
            path, i, name, length, LIMIT))
          problems = problems + 1
        end
        i = j + 1
      else
        i = i + 1
      end
    end
  end
end

if problems > 0 then os.exit(1) end
print(string.format("machine-functions: %d functions of %d machines, none over %d lines", checked,
  (function() local n = 0 for _ in pairs(machines) do n = n + 1 end return n end)(), LIMIT))
