-- A temp file named the way many suites name one: math.random seeded from os.time(). Each file
-- writes its name into the temp file and expects to read back only that. Two files running at
-- once meet (each waits up to 3 s of wall time for the other's mark: a loaded machine may start
-- the second worker late), seed from the same second (the one that begins after they met) and
-- so write into the same file; one after another, each has the file to itself, and only the
-- first waits (it leaves a ".done" mark that the second takes).
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
  local t0 = os.time()
  while os.time() - t0 < 4 do
    if exists(path) then return true end
  end
  return false
end

--- Writes `me` into the temp file and returns what the file then holds.
function M.roundTrip(me, other)
  local started, written = dir .. "/" .. me .. ".started", dir .. "/" .. me .. ".written"
  mark(started)
  local otherDone = dir .. "/" .. other .. ".done"
  local after = exists(otherDone)
  if after then os.remove(otherDone) end
  local together = not after and waitFor(dir .. "/" .. other .. ".started")
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
  -- Together, the other may still wait for these marks (the run's directory is its own).
  if not together then
    os.remove(started)
    os.remove(written)
  end
  if not after and not together then mark(dir .. "/" .. me .. ".done") end
  return text
end

return M
