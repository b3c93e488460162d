-- Each file marks that it runs and looks for the other's mark: two files running at once see
-- each other (a file waits up to 1 s for the other to show up), one after another never do.
local M = {}
local dir = os.getenv("SERIAL_MARKS") or "."
function M.run(me, other)
  local mine = dir .. "/" .. me .. ".running"
  local f = assert(io.open(mine, "w")); f:close()
  local t0, seen = os.clock(), false
  while os.clock() - t0 < 1.0 do
    local o = io.open(dir .. "/" .. other .. ".running")
    if o then o:close(); seen = true; break end
  end
  os.remove(mine)
  return seen
end
return M
