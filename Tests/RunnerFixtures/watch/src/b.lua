-- Requires src/a.lua: spec/b_spec.lua depends on a through b.
local a = require "a"
return { value = a.value + 1 }
