-- The bindings' budget and the bridge's rules (issue 19), checked by `make test`:
-- `lua5.4 tools/binding-budget.lua [--root DIR] [--manifests DIR]...` (DIR: the repository,
-- default "."; --manifests: more components' manifests, as the example toast's tests pass).
--
-- 1. Counted lines: each component's binding at most 400. A component and its binding's files
--    are read from its manifest (`*Manifest.swift`: `name:`, `bindingFiles:`, the files beside
--    it), so a new component is counted by declaring itself; there is no cap on the total.
-- 2. A closed bridge: no file of Sources/StageLua imports CLua or CLuaShim, names a `lua_`,
--    `luaL_`, `us_` or `LUA_` identifier or uses `@_silgen_name`, and Package.swift's StageLua
--    target depends on StageKit and LuaBridge only. Bindings reach Lua through LuaBridge's kit.
--    The same holds for the other binding-only files (CLOSED: the module's `understudy.limits`).
--    And in every Swift target (the program, the runner, the module, the stdlib, the kit itself)
--    no code names a C API function that can run a metamethod or raise (METAMETHOD_API:
--    `lua_getfield`, `lua_getglobal`, `lua_len`, `luaL_check*`, `lua_error`, `lua_call`, ...):
--    a Lua error there would unwind Swift frames. Host code reads its own tables raw
--    (`LuaRawField`), bindings their arguments through the kit (`LuaSlot`, `LuaOptions`).
-- 3. A generic kit: Sources/LuaBridge names no component (not even in comments).
--
-- A counted line is a statement, wherever the line breaks fall, so that wrapping a long line
-- (Sources keep to 120 characters, tools/line-length.lua) costs nothing: a statement starts on
-- a line at the top or in a brace block (not inside an open `(` or `[`: an argument or element
-- list continued) that does not continue the line before (ended with an operator, a comma or an
-- open bracket) or start with an operator (`.map`, `+`, `&&`, `?`, `:`, `else`), and after each
-- `{` or `;` followed by code on the same line (a closure's parameters up to `in` are not one):
-- `.value(T.self, "text", .string, doc: "...") { $0.text }` is one, however it is wrapped.
-- Declarations in lists (options, parameters) are data and prose, not statements. Not counted:
-- blank lines, comments (`//`, `///`, `/* */`) and prose (a multi-line string given as a doc,
-- example or summary: `doc: """`). Every line of any other multi-line string (Lua code) counts,
-- a line continued with a backslash once.
--
-- Every file of Sources/StageLua belongs to one component (its manifest's `bindingFiles`) or to
-- the shared stage (SHARED); a file neither names is an error, so a new binding file must be
-- listed in its manifest.

local BUDGET = 400

-- The stage and the kit's stage-side part: not a component, not budgeted.
local SHARED = { "ClockAPI.swift", "LuaTimer.swift", "LogAPI.swift", "ScreenAPI.swift", "StageAPI.swift",
                 "StageCommands.swift", "StageRootAPI.swift", "StageWorld.swift", "StageCallbackResult.swift",
                 -- The window and its view controller hierarchy, which every component lives in.
                 "WindowAPI.swift" }
-- Everything under Kit/ is shared too (see `inSharedFolder`).
local SHARED_FOLDERS = { "Kit/" }

local root, manifestDirs, explain = ".", {}, nil
for i = 1, #arg do
  if arg[i] == "--root" then root = arg[i + 1] end
  if arg[i] == "--manifests" then manifestDirs[#manifestDirs + 1] = arg[i + 1] end
  -- `--explain FILE`: the file with a `+` beside each counted line, and nothing else.
  if arg[i] == "--explain" then explain = arg[i + 1] end
end
local base = root .. "/Sources/StageLua"

-- Strips a line's string literals (keeping their quotes, and the code of any `\(...)` in them)
-- and its trailing `//` comment. `state.raw` carries a raw string (`#"..."#`) across calls.
local function codeOf(line)
  local out, i, n = {}, 1, #line
  while i <= n do
    local c = line:sub(i, i)
    if c == "/" and line:sub(i + 1, i + 1) == "/" then break end
    if c == '"' or (c == "#" and line:sub(i + 1, i + 1) == '"') then
      local raw = c == "#"
      if raw then i = i + 1 end
      out[#out + 1] = '""'
      i = i + 1
      while i <= n do
        local d = line:sub(i, i)
        if d == "\\" and not raw then
          if line:sub(i + 1, i + 1) == "(" then
            -- An interpolation: its code, up to the matching parenthesis.
            local depth, j = 1, i + 2
            while j <= n and depth > 0 do
              local e = line:sub(j, j)
              if e == "(" then depth = depth + 1 elseif e == ")" then depth = depth - 1 end
              j = j + 1
            end
            i = j
          else
            i = i + 2
          end
        elseif d == '"' then
          i = i + (raw and line:sub(i + 1, i + 1) == "#" and 2 or 1)
          break
        else
          i = i + 1
        end
      end
    else
      out[#out + 1] = c
      i = i + 1
    end
  end
  return table.concat(out)
end

local CONTINUES = { "^%.", "^%+", "^%-[^>]", "^%*", "^/", "^&&", "^||", "^%?", "^:", "^%->", "^==", "^!=",
                    "^<", "^>", "^where%f[%W]", "^else%f[%W]", "^catch%f[%W]" }
local OPEN_ENDS = { "[=+%-*/&|,%?:%(%[]$", "%->$" }
-- A closure's parameters up to its `in`: `t, call in`, `[weak self] _, _, input in`.
local PARAMS = "^[%w_%s,%(%)%[%]:%$!%?%.<>]-%f[%w]in%f[%W]"

local function matchesAny(code, patterns)
  for _, p in ipairs(patterns) do if code:find(p) then return true end end
  return false
end

-- Statements a line's code starts after position `from` inside brace blocks it opens: each `{`
-- followed by code on the same line (after a closure's parameters) starts one, as does each `;`.
local function inlineStatements(code, stack)
  local n, i = 0, 1
  while i <= #code do
    local c = code:sub(i, i)
    if c == "(" or c == "[" then
      stack[#stack + 1] = c
    elseif c == ")" or c == "]" or c == "}" then
      stack[#stack] = nil
    elseif c == "{" then
      stack[#stack + 1] = c
      local rest = code:sub(i + 1):match("^%s*(.-)%s*$")
      local params = rest:match(PARAMS)
      if params then rest = rest:sub(#params + 1):match("^%s*(.-)%s*$") end
      if rest ~= "" and not rest:find("^}") then n = n + 1 end
    elseif c == ";" and stack[#stack] ~= "(" and stack[#stack] ~= "[" then
      if code:sub(i + 1):find("%S") then n = n + 1 end
    end
    i = i + 1
  end
  return n
end

-- Counted lines of a file (see the header): its statements. `mark(line, n)`, if given, sees each
-- line with the statements it starts.
local function codeLines(path, mark)
  local f = assert(io.open(path, "r"))
  local total, inDoc, inString, inComment, joining = 0, false, false, false, false
  local stack, previous = {}, ""   -- open brackets; the previous code line
  for line in f:lines() do
    local n = 0
    local t = line:match("^%s*(.-)%s*$")
    if inComment then
      if t:find("%*/") then inComment = false end
    elseif inDoc or inString then
      -- Inside a multi-line literal: prose (doc) or code (any other: each line counts, a line
      -- continued with a backslash once).
      local closes = t:find('"""')
      if inString and not closes and t ~= "" and not joining then n = n + 1 end
      joining = inString and t:find("\\#*$") ~= nil and not closes
      if closes then
        -- A doc may close on the line that opens its example (`""", example: """`).
        local quotes = select(2, t:gsub('"""', ""))
        local reopens = inDoc and quotes == 2 and (t:find('example:%s*"""$') or t:find('summary:%s*"""$'))
        inDoc, inString = reopens and true or false, false
        if not inDoc then
          local after = codeOf(t:match('.*"""#*(.*)$') or ""):match("^%s*(.-)%s*$")
          n = n + inlineStatements(after, stack)
          previous = after
        end
      end
    elseif t == "" or t:sub(1, 2) == "//" then
      -- blank or comment
    elseif t:sub(1, 2) == "/*" then
      if not t:find("%*/") then inComment = true end
    else
      local quotes = select(2, t:gsub('"""', ""))
      local opensLiteral = quotes % 2 == 1
      local before = opensLiteral and t:match('^(.-)#*"""') or t
      local code = codeOf(before):match("^%s*(.-)%s*$")
      local inner = stack[#stack]
      local onlyClosers = code:match("^[%)%]}%s,;]*$") ~= nil
      local params = code:match(PARAMS .. "%s*$")
      if (inner == nil or inner == "{") and not onlyClosers and not params
        and not matchesAny(code, CONTINUES) and not matchesAny(previous, OPEN_ENDS) then
        n = n + 1
      end
      n = n + inlineStatements(code, stack)
      if opensLiteral then
        local label = before:find('doc:%s*$') or before:find('example:%s*$') or before:find('summary:%s*$')
        inDoc, inString, joining = label and true or false, not label, false
      end
      previous = opensLiteral and "(" or code
    end
    total = total + n
    if mark then mark(line, n) end
  end
  f:close()
  return total
end

if explain then
  local n = codeLines(explain, function(line, k) print((k > 0 and ("+" .. k) or "  ") .. " " .. line) end)
  print(("%d counted lines"):format(n))
  os.exit(0)
end

-- The Swift files below `dir`, subfolders included, as paths relative to it, sorted.
local function files(dir)
  local out, ls = {}, io.popen('cd "' .. dir .. '" && find . -name "*.swift" | LC_ALL=C sort')
  for file in ls:lines() do out[#out + 1] = file:gsub("^%./", "") end
  ls:close()
  return out
end

local function inSharedFolder(file)
  for _, folder in ipairs(SHARED_FOLDERS) do
    if file:sub(1, #folder) == folder then return true end
  end
  return false
end

local function lines(path)
  local out, f = {}, assert(io.open(path, "r"))
  for line in f:lines() do out[#out + 1] = line end
  f:close()
  return out
end

local seen, failed = {}, false

-- Binding-only files outside StageLua, closed as StageLua is (paths under Sources/).
local CLOSED = { "UnderstudyModule/ModuleLimits.swift" }
-- C API functions that may run a metamethod (__index, __len, __eq, __lt, __concat, __tostring,
-- arithmetic), raise an error, or call a function unprotected.
local METAMETHOD_API = {
  "lua_getfield", "lua_gettable", "lua_geti", "lua_getglobal", "lua_len", "luaL_len", "lua_compare",
  "lua_concat", "lua_arith", "luaL_tolstring", "lua_error", "luaL_error", "luaL_argerror",
  "luaL_typeerror", "lua_call", "lua_callk", "luaL_getsubtable", "luaL_requiref", "luaL_callmeta",
}
local METAMETHOD_PREFIXES = { "luaL_check", "luaL_opt" }

-- The Swift files of every target under Sources/ (not the C shim's own C code).
local function swiftTargets()
  local out, ls = {}, io.popen('cd "' .. root .. '/Sources" && find . -name "*.swift" | LC_ALL=C sort')
  for file in ls:lines() do out[#out + 1] = file:gsub("^%./", "") end
  ls:close()
  return out
end

-- 2. The closed bridge.
for _, file in ipairs(files(base)) do
  for n, line in ipairs(lines(base .. "/" .. file)) do
    local code = line:gsub("//.*$", "")
    if code:match("^%s*import%s+CLua") or code:find("@_silgen_name", 1, true)
      or code:match("%f[%w_]lua_[%w_]") or code:match("%f[%w_]luaL_[%w_]") or code:match("%f[%w_]us_[%w_]")
      or code:match("%f[%w_]LUA_[%w_]") then
      print(("binding-budget: %s/%s:%d reaches past the kit: %s"):format(base, file, n, line:match("^%s*(.-)%s*$")))
      failed = true
    end
  end
end
for _, file in ipairs(CLOSED) do
  local path = root .. "/Sources/" .. file
  local f = io.open(path)
  if not f then
    print(("binding-budget: %s is listed as closed but missing"):format(path))
    failed = true
  else
    f:close()
    for n, line in ipairs(lines(path)) do
      local code = line:gsub("//.*$", "")
      if code:match("^%s*import%s+CLua") or code:find("@_silgen_name", 1, true)
        or code:match("%f[%w_]lua_[%w_]") or code:match("%f[%w_]luaL_[%w_]") or code:match("%f[%w_]us_[%w_]") then
        print(("binding-budget: %s:%d reaches past the kit: %s"):format(path, n, line:match("^%s*(.-)%s*$")))
        failed = true
      end
    end
  end
end
for _, file in ipairs(swiftTargets()) do
  for n, line in ipairs(lines(root .. "/Sources/" .. file)) do
    local code = line:gsub("//.*$", "")
    for name in code:gmatch("%f[%w_](lua[L]?_[%w_]+)%s*%(") do
      local bad = false
      for _, api in ipairs(METAMETHOD_API) do if name == api then bad = true end end
      for _, prefix in ipairs(METAMETHOD_PREFIXES) do if name:sub(1, #prefix) == prefix then bad = true end end
      if bad then
        print(("binding-budget: Sources/%s:%d calls %s, which can run a metamethod or raise through Swift frames: %s")
          :format(file, n, name, line:match("^%s*(.-)%s*$")))
        failed = true
      end
    end
  end
end
do
  local package = table.concat(lines(root .. "/Package.swift"), "\n")
  local deps = package:match('name:%s*"StageLua",%s*dependencies:%s*(%b[])')
  if deps ~= '["StageKit", "LuaBridge"]' then
    print("binding-budget: Package.swift: StageLua must depend on StageKit and LuaBridge only, not " .. tostring(deps))
    failed = true
  end
end

-- 3. The kit names no component.
local COMPONENT_WORDS = { "actioncontroller", "sheet", "popup", "swipe", "tableview", "twitter", "xlaction", "lstpop" }
for _, file in ipairs(files(root .. "/Sources/LuaBridge")) do
  for n, line in ipairs(lines(root .. "/Sources/LuaBridge/" .. file)) do
    local lower = line:lower()
    for _, word in ipairs(COMPONENT_WORDS) do
      if lower:find(word, 1, true) then
        print(("binding-budget: Sources/LuaBridge/%s:%d names a component (%s): the kit stays generic"):format(file, n, word))
        failed = true
        break
      end
    end
  end
end
-- 1. The budget, per component as its manifest declares it.
-- The manifests in `dir`: { name =, dir =, files = {...}, path = }, by file name.
local function manifests(dir)
  local out = {}
  for _, file in ipairs(files(dir)) do
    if file:match("Manifest%.swift$") and not file:find("/") then
      local text = table.concat(lines(dir .. "/" .. file), "\n")
      local name = text:match('ComponentManifest%(%s*name:%s*"([^"]+)"')
      local list = text:match("bindingFiles:%s*(%b[])")
      if name and list then
        local m = { name = name, dir = dir, files = {}, path = dir .. "/" .. file }
        for f in list:gmatch('"([^"]+)"') do m.files[#m.files + 1] = f end
        out[#out + 1] = m
      elseif text:find("ComponentManifest(", 1, true) then
        print(("binding-budget: %s/%s: no name: or bindingFiles: the budget can read"):format(dir, file))
        failed = true
      end
    end
  end
  return out
end

local components = manifests(base)
for _, dir in ipairs(manifestDirs) do
  for _, m in ipairs(manifests(root .. "/" .. dir)) do components[#components + 1] = m end
end
for _, file in ipairs(SHARED) do seen[file] = true end
for _, m in ipairs(components) do
  if m.dir == base then for _, file in ipairs(m.files) do seen[file] = true end end
end
for _, file in ipairs(files(base)) do
  if not seen[file] and not inSharedFolder(file) then
    print(("binding-budget: %s/%s belongs to no component (list it in its manifest's bindingFiles) "
      .. "nor to the shared stage (tools/binding-budget.lua, SHARED)"):format(base, file))
    failed = true
  end
end

for _, m in ipairs(components) do
  local n = 0
  for _, file in ipairs(m.files) do
    local path = m.dir .. "/" .. file
    local f = io.open(path)
    if f then
      f:close()
      n = n + codeLines(path)
    else
      print(("binding-budget: %s names %s, which is not there"):format(m.path, path))
      failed = true
    end
  end
  local over = n > BUDGET
  failed = failed or over
  print(("%-13s %4d counted lines%s"):format(m.name, n, over and ("  OVER the budget of " .. BUDGET) or ""))
end
print(("(budget: %d counted lines per component)"):format(BUDGET))
os.exit(failed and 1 or 0)
