-- Raises while it loads, inside a C function: the traceback busted shows with -v starts at this
-- line and stops at `require`, where a C function is.
local M = {}
table.insert(M, {}, "not a position")
return M
