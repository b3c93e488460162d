-- A helper given as a path: its `arg` is the -Xhelper values, with the interpreter's arg[0]
-- and arg[-1] (before: understudy's whole command line).
HELPER_ARGS = table.concat(arg, "|") .. " [0]=" .. tostring(arg[0] ~= nil) .. " [-1]=" .. tostring(arg[-1] ~= nil)
