-- A vendored luassert submodule, found through ./?.lua.
return { vendored = true }
