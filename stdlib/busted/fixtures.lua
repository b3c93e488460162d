-- `require "busted.fixtures"`: files beside the spec that asks for them, as busted's module
-- gives them. `path(sub)` is the directory of the calling file (absolute, normalized) with `sub`
-- appended (`path()` is an error, as in busted 2.1.1); `read(name, binary)` its contents; `load(name)` runs a Lua file there (".lua" added
-- when missing) and returns what it returns. Written here without Penlight.
--
--   local fixtures = require "busted.fixtures"
--   local data = fixtures.read("data/sample.json")
local fixtures = {}

local here = debug.getinfo(1, "S").source
-- File methods from their metatable, not as `f:read`: the spec shares (and may rewrite) it.
local FILE = debug.getmetatable(io.stdout).__index

-- "a/./b/../c" → "a/c"; keeps a leading "/".
local function normalize(path)
  local absolute = string.sub(path, 1, 1) == "/"
  local parts = {}
  for part in string.gmatch(path, "[^/]+") do
    if part == ".." then
      if #parts > 0 and parts[#parts] ~= ".." then parts[#parts] = nil
      elseif not absolute then parts[#parts + 1] = ".." end
    elseif part ~= "." then
      parts[#parts + 1] = part
    end
  end
  return (absolute and "/" or "") .. table.concat(parts, "/")
end

-- The source file of the first caller outside this module.
local function callerFile()
  local level = 2
  while true do
    local info = debug.getinfo(level, "S")
    if not info then return "" end
    if info.source ~= here then return info.source end
    level = level + 1
  end
end

function fixtures.path(sub)
  if sub ~= nil and type(sub) ~= "string" then
    error("bad argument to 'path' expected a string (relative filename) or nil, got: " .. type(sub), 2)
  end
  local file = callerFile()
  if string.sub(file, 1, 1) == "@" then file = string.sub(file, 2) end
  if string.sub(file, 1, 1) ~= "/" then file = (require("understudy.bundle").cwd or ".") .. "/" .. file end
  local dir = string.match(file, "^(.*)/[^/]*$") or "."
  -- busted 2.1.1 joins with Penlight, which refuses a nil part: `path()` is an error there.
  if sub == nil then error("argument 2 expected a 'string', got a 'nil'") end
  return normalize(dir .. "/" .. sub)
end

function fixtures.read(name, binary)
  if type(name) ~= "string" then
    error("bad argument to 'read' expected a string (relative filename), got: " .. type(name), 2)
  end
  local file = fixtures.path(name)
  local f, err = io.open(file, binary and "rb" or "r")
  local contents = f and FILE.read(f, "a")
  if f then FILE.close(f) end
  if not contents then error(string.format("Error reading file '%s': %s", file, tostring(err)), 2) end
  return contents
end

function fixtures.load(name)
  if type(name) ~= "string" then
    error("bad argument to 'load' expected a string (relative filename), got: " .. type(name), 2)
  end
  if not string.match(name, "%.lua$") then name = name .. ".lua" end
  local code = fixtures.read(name)
  local chunk, err = load(code, name)
  if not chunk then error(string.format("Error loading code from '%s': %s", name, tostring(err)), 2) end
  return chunk()
end

return fixtures
