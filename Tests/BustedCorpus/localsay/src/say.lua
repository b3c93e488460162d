-- The project's own module named `say` (not the luassert one): found through ./src/?.lua.
return { project = true, greet = function(name) return "hello " .. name end }
