-- A temp file named the way many suites name one: math.random seeded from os.time(). Each file
-- writes its name into the temp file and expects to read back only that. Two files running at
-- once meet (each waits up to 1 s of CPU for the other's mark), seed from the same second (the
-- one that begins after they met) and so write into the same file; one after another, each
-- has the file to itself.
local M = {}
local dir = os.getenv("SERIAL_MARKS") or "/tmp"

local function exists(path)
  local f = io.open(path)
  if f then f:close() end
  return f ~= nil
end

local function mark(path)
  local f = assert(io.open(path, "w"))
  f:close()
end

local function waitFor(path)
  local t0 = os.clock()
  while os.clock() - t0 < 1.0 do
    if exists(path) then return true end
  end
  return false
end

--- Writes `me` into the temp file and returns what the file then holds.
function M.roundTrip(me, other)
  local started, written = dir .. "/" .. me .. ".started", dir .. "/" .. me .. ".written"
  mark(started)
  local together = waitFor(dir .. "/" .. other .. ".started")
  if together then
    local second = os.time()
    while os.time() == second do end
  end
  math.randomseed(os.time())
  local name = dir .. "/suite-" .. math.random(1, 1000000000) .. ".tmp"
  local f = assert(io.open(name, "a"))
  f:write(me)
  f:close()
  mark(written)
  if together then waitFor(dir .. "/" .. other .. ".written") end
  local r = io.open(name)
  local text = r and r:read("a")
  if r then r:close() end
  os.remove(name)
  os.remove(started)
  os.remove(written)
  return text
end

return M
