-- Counts the code lines of each component's bindings in Sources/StageLua and fails past the
-- budget (issue 19): `lua5.4 tools/binding-lines.lua [--base DIR]`, run by `make test`.
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
  shared = { "ClockAPI.swift", "LogAPI.swift", "ScreenAPI.swift", "SettingsKit.swift", "StageAPI.swift",
             "StageBindingSupport.swift", "StageRootAPI.swift", "StageWorld.swift", "LegacyRawAccess.swift" },
}
local COMPONENTS = { "action sheet", "popups", "popup bar", "swipe" }

local base = "Sources/StageLua"
for i = 1, #arg do if arg[i] == "--base" then base = arg[i + 1] end end

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
      if t:find('"""') then inDoc, inString = false, false end
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

local seen, failed, total = {}, false, 0
for _, list in pairs(ASSIGNED) do for _, file in ipairs(list) do seen[file] = true end end
local ls = io.popen('ls "' .. base .. '"')
for file in ls:lines() do
  if file:match("%.swift$") and not seen[file] then
    print(("binding-lines: %s/%s is not assigned to a component (tools/binding-lines.lua, ASSIGNED)"):format(base, file))
    failed = true
  end
end
ls:close()

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
