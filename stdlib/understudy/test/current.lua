-- The test running now, as the runner tells it to the matchers that need it (expect's timeline
-- and snapshot matchers): its full name, and how many events the timeline held when it began;
-- and the file's snapshot options, from which understudy.test.snapshot begins when it is first
-- used (snapshotsBegun then). A module of its own so that `expect` and the snapshots load only
-- when a spec first uses them.
local snapshotPath = require "understudy.test.snapshotpath"
-- A file's methods as Lua shipped them (the handles' shared metatable is the spec's to change).
local FILE = debug.getmetatable(io.stdout).__index
local open = io.open

local M = { name = nil, eventsBefore = 0, snapshots = nil, snapshotsBegun = false }

--- A spec file begins (the runner's, and the busted helper's): its snapshot options `{ spec,
--- update, ci, mkdir }`. The snapshot module loads now only when the file has snapshots (some
--- may be obsolete), else when `toMatchSnapshot` is first called.
function M.beginFile(snapshots)
  M.snapshots, M.snapshotsBegun = snapshots, false
  local existing = open(snapshotPath(snapshots.spec))
  if existing then
    FILE.close(existing)
    require("understudy.test.snapshot").begin(snapshots)
  end
end

return M
