-- Loaded by the runner before each spec file: required as a module, in _G (Lua's assert), with
-- the -Xhelper values as `arg` and the interpreter's arg[0] and arg[-1].
HELPER_ASSERT = type(assert)
HELPER_ARGS = table.concat(arg or {}, "|") .. " [0]=" .. tostring(arg and arg[0] ~= nil) .. " [-1]=" .. tostring(arg and arg[-1] ~= nil)
return true
