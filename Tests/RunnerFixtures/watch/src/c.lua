-- Loaded by spec/c_spec.lua with dofile.
return { name = "c" }
