-- luacheck over the project's own Lua (make test runs it: scripts/, spec/, stdlib/).
-- Understudy's globals come from the generated standard (docs/understudy.luacheckrc), the one
-- users copy; the test DSL is luacheck's busted standard.
stds.understudy = dofile("docs/understudy.luacheckrc")
std = "lua54+busted+understudy"
max_line_length = 150
exclude_files = { "bench/out/**", ".build/**" }
