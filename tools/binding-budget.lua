-- The bindings' budget and the bridge's rules (issue 19), checked by `make test`:
-- `lua5.4 tools/binding-budget.lua [--root DIR]` (DIR: the repository, default ".").
--
-- 1. Code lines: each component's bindings (Sources/StageLua) at most 400, the four together at
--    most 1,400.
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
-- A code line is a line that is not blank, not a comment (`//`, `///`, inside `/* */`), and not
-- inside a multi-line string literal (`"""`) given as a doc, example or summary (`doc: """`,
-- `example: """`, `summary: """`): the declarations' prose costs nothing, the code does.
--
-- Every file of Sources/StageLua belongs to one component or to the shared stage, as ASSIGNED
-- says; a file it does not name is an error, so a new binding file must be assigned.

local BUDGET = { each = 400, total = 1400 }

local ASSIGNED = {
  ["action sheet"] = { "ActionSheetAPI.swift", "ActionSheetSettingsAPI.swift" },
  popups = { "PopupAPI.swift", "PopupFields.swift" },
  ["popup bar"] = { "PopupBarAPI.swift", "PopupBarPartsAPI.swift" },
  swipe = { "SwipeAPI.swift", "SwipeTypesAPI.swift", "SwipeValuesAPI.swift" },
  -- The stage and the kit's stage-side part: not a component, not budgeted.
  -- Everything under Kit/ is shared too (see `isShared`).
  shared = { "ClockAPI.swift", "LuaTimer.swift", "LogAPI.swift", "ScreenAPI.swift", "StageAPI.swift",
             "StageCommands.swift", "StageRootAPI.swift", "StageWorld.swift", "StageCallbackResult.swift",
             -- The window and its view controller hierarchy, which every component lives in.
             "WindowAPI.swift" },
}
local SHARED_FOLDERS = { "Kit/" }
local COMPONENTS = { "action sheet", "popups", "popup bar", "swipe" }

local root = "."
for i = 1, #arg do if arg[i] == "--root" then root = arg[i + 1] end end
local base = root .. "/Sources/StageLua"

-- A line that holds nothing but a string literal continuing an argument list (a doc written
-- over several lines: `"the row's title",`), or a doc, example or summary label with its
-- one-line string.
local function isProse(t)
  local rest = t:match("^[+]?%s*(\".*)$") or t:match("^doc:%s*(\".*)$") or t:match("^example:%s*(\".*)$")
    or t:match("^summary:%s*(\".*)$")
  if not rest or rest:sub(1, 3) == '"""' then return false end
  -- The whole rest is one string literal, then only commas, closing brackets or a `+`.
  local body, tail = rest:match('^"(.-[^\\])"(.*)$')
  if not body then body, tail = rest:match('^"()"(.*)$') end
  return tail ~= nil and tail:match("^[%s,%)%]%+]*$") ~= nil and not body:find('[^\\]"')
end

local function codeLines(path)
  local f = assert(io.open(path, "r"))
  local n, inDoc, inString, inComment = 0, false, false, false
  for line in f:lines() do
    local t = line:match("^%s*(.-)%s*$")
    if inComment then
      if t:find("%*/") then inComment = false end
    elseif inDoc or inString then
      -- Inside a multi-line literal: prose (doc) or code (any other, counted).
      if not inDoc then n = n + 1 end
      if t:find('"""') then
        -- A doc may close on the line that opens its example (`""", example: """`).
        local _, quotes = t:gsub('"""', "")
        local reopens = inDoc and quotes == 2 and (t:find('example:%s*"""$') or t:find('summary:%s*"""$'))
        inDoc, inString = reopens and true or false, false
      end
    elseif t == "" or t:sub(1, 2) == "//" then
      -- blank or comment
    elseif isProse(t) then
      -- a doc, example or summary string on a line of its own
    elseif t:sub(1, 2) == "/*" then
      if not t:find("%*/") then inComment = true end
    else
      local _, quotes = t:gsub('"""', "")
      if quotes % 2 == 1 then
        -- Opens a multi-line literal: a doc one if it follows a doc, example or summary label.
        if t:find('doc:%s*"""') or t:find('example:%s*"""') or t:find('summary:%s*"""') then
          inDoc = true
        else
          inString = true
        end
        -- The opening line counts unless it is only the label and the quotes.
        if not (inDoc and t:match('^[%w_]+:%s*"""$')) then n = n + 1 end
      else
        n = n + 1
      end
    end
  end
  f:close()
  return n
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

local seen, failed, total = {}, false, 0

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
for _, list in pairs(ASSIGNED) do for _, file in ipairs(list) do seen[file] = true end end
for _, file in ipairs(files(base)) do
  if not seen[file] and not inSharedFolder(file) then
    print(("binding-budget: %s/%s is not assigned to a component (tools/binding-budget.lua, ASSIGNED)"):format(base, file))
    failed = true
  end
end

for _, name in ipairs(COMPONENTS) do
  local n = 0
  for _, file in ipairs(ASSIGNED[name]) do
    local f = io.open(base .. "/" .. file)
    if f then f:close(); n = n + codeLines(base .. "/" .. file) end
  end
  total = total + n
  local over = n > BUDGET.each
  failed = failed or over
  print(("%-13s %4d code lines%s"):format(name, n, over and ("  OVER the budget of " .. BUDGET.each) or ""))
end
local over = total > BUDGET.total
failed = failed or over
print(("%-13s %4d code lines (budget %d each, %d together)%s"):format("together", total, BUDGET.each, BUDGET.total,
  over and "  OVER" or ""))
os.exit(failed and 1 or 0)
