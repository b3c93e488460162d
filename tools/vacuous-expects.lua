-- No `#expect((x?.y ?? d).method(...))` in Tests, checked by `make test`:
-- `lua5.4 tools/vacuous-expects.lua [DIR...]` (default: Tests). Swift Testing 6.3's #expect
-- passes that form whatever the value is (an optional chain inside a parenthesized `??` that
-- receives a call: `#expect(((rows.first?[2] as? String) ?? "").hasPrefix("Expected "))` passed
-- on "expect(received)..."). Bind the value first (`let m = rows.first?[2] as? String`) and
-- compare it, or write the call inside the chain (`m?.hasPrefix("E") == true`).

local dirs = #arg > 0 and arg or { "Tests" }

-- The end of the balanced parentheses opened just before `i` (strings skipped), or nil.
local function closing(s, i)
  local depth, quoted = 1, false
  while i <= #s do
    local c = s:sub(i, i)
    if quoted then
      if c == "\\" then i = i + 1 elseif c == '"' then quoted = false end
    elseif c == '"' then quoted = true
    elseif c == "(" then depth = depth + 1
    elseif c == ")" then
      depth = depth - 1
      if depth == 0 then return i end
    end
    i = i + 1
  end
end

local found = 0
for _, dir in ipairs(dirs) do
  local ls = io.popen('find "' .. dir .. '" -name "*.swift" | LC_ALL=C sort')
  for path in ls:lines() do
    local f = assert(io.open(path))
    local s = f:read("a")
    f:close()
    local from = 1
    while true do
      local a, b = s:find("#expect%(%s*%(", from)
      if not a then break end
      from = b
      local close = closing(s, b + 1)
      local receiver = close and s:sub(b + 1, close - 1)
      if receiver and s:find("^%s*%.[%w_]+%(", close + 1)
          and receiver:find("??", 1, true) and (receiver:find("?.", 1, true) or receiver:find("?[", 1, true)) then
        local line = select(2, s:sub(1, a):gsub("\n", "")) + 1
        print(("vacuous-expects: %s:%d: #expect((optional chain ?? default).call(...)) passes whatever the value"):format(path, line))
        found = found + 1
      end
    end
  end
  ls:close()
end
if found > 0 then os.exit(1) end
print(("vacuous-expects: no #expect((x?.y ?? d).call()) in %s"):format(table.concat(dirs, ", ")))
