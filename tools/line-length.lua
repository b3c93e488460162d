-- No Swift line in Sources over 120 characters (issue 37), checked by `make test`:
-- `lua5.4 tools/line-length.lua [DIR...]` (default: Sources). Characters, not bytes: "−" is one.
-- Wrapping costs nothing in the binding budget (tools/binding-budget.lua counts statements).

local LIMIT = 120
local dirs = #arg > 0 and arg or { "Sources" }
local failed = 0
for _, dir in ipairs(dirs) do
  local ls = io.popen('find "' .. dir .. '" -name "*.swift" | LC_ALL=C sort')
  for path in ls:lines() do
    local n = 0
    for line in io.lines(path) do
      n = n + 1
      local width = utf8.len(line) or #line
      if width > LIMIT then
        print(("line-length: %s:%d is %d characters (at most %d)"):format(path, n, width, LIMIT))
        failed = failed + 1
      end
    end
  end
  ls:close()
end
if failed > 0 then
  print(("line-length: %d lines over %d characters"):format(failed, LIMIT))
  os.exit(1)
end
print(("line-length: no Swift line in %s over %d characters"):format(table.concat(dirs, ", "), LIMIT))
