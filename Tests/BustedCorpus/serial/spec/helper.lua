-- Each file marks that it runs and looks for the other's mark: two files running at once see
-- each other (a file waits up to 3 s of wall time for the other to show up: a loaded machine
-- may start the second worker late), one after another never do. Only the first of two files
-- run one after another waits: it leaves a ".done" mark that the second takes.
local M = {}
local dir = os.getenv("SERIAL_MARKS") or "."

local function exists(path)
  local f = io.open(path)
  if f then f:close() end
  return f ~= nil
end

function M.run(me, other)
  local mine = dir .. "/" .. me .. ".running"
  local f = assert(io.open(mine, "w")); f:close()
  local otherDone = dir .. "/" .. other .. ".done"
  if exists(otherDone) then
    os.remove(otherDone)
    os.remove(mine)
    return false
  end
  local t0, seen = os.time(), false
  while os.time() - t0 < 4 do
    if exists(dir .. "/" .. other .. ".running") then seen = true; break end
  end
  -- Seen, the other may still look for this mark (the run's directory is its own).
  if not seen then
    os.remove(mine)
    local done = assert(io.open(dir .. "/" .. me .. ".done", "w")); done:close()
  end
  return seen
end
return M
