-- Required by spec/a_spec.lua, and by src/b.lua (so spec/b_spec.lua depends on it too).
return { value = 1 }
