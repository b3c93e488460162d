-- A module that raises while it loads, inside a C function (busted places the file's error here).
local M = {}
table.insert(M, {}, "not a position")
return M
