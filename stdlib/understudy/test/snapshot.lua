-- Snapshots: `expect(value):toMatchSnapshot()` compares a value's text form with the one stored
-- in `__snapshots__/<spec>.snap` beside the spec file. A missing snapshot is written; a different
-- one fails with a unified diff, unless `-u` rewrites it. Snapshots no test asked for are
-- obsolete: reported, and removed by `-u`. The file is readable text (a Lua chunk of long
-- strings, sorted by name; a value with a carriage return is a quoted string, see `quote`) and
-- written atomically (temporary file, then rename). Every value reads back byte for byte.
--
-- Pictures: `expect(stage):toMatchSnapshot(options)` or `(hint, options)` snapshots
-- `stage.render(options)`, so a spec can store only the part of the screen where something is
-- (`{ crop = true }`) or a narrower picture (`{ width = 40 }`); the options are stage.render's.
local serialize = require "understudy.test.serialize"
local current = require "understudy.test.current"
local diff = require "understudy.test.diff"
-- A file's methods as Lua shipped them (the handles' shared metatable is the spec's to change).
local FILE = debug.getmetatable(io.stdout).__index

local M = {}

local file -- the state of the spec file being run

local function dirname(path)
  local d = string.match(path, "^(.*)/[^/]*$")
  return d or "."
end

local function basename(path) return string.match(path, "([^/]*)$") end

--- The snapshot file of a spec: spec/ui/sheet_spec.lua -> spec/ui/__snapshots__/sheet_spec.snap.
M.pathFor = require "understudy.test.snapshotpath"

local function read(path)
  local f = io.open(path, "r")
  if not f then return {}, false end
  local text = FILE.read(f, "a")
  FILE.close(f)
  local entries = {}
  local chunk, err = load(text, "@" .. path, "t", { snapshot = entries })
  if not chunk then error("cannot read snapshots: " .. err, 0) end
  local ok, e = pcall(chunk)
  if not ok then error("cannot read snapshots: " .. tostring(e), 0) end
  for k, v in pairs(entries) do entries[k] = string.sub(v, 1, -2) end -- the newline before "]==]"
  return entries, true
end

local function quoteLong(s)
  local eq = ""
  while string.find(s, "]" .. eq .. "]", 1, true) do eq = eq .. "=" end
  return "[" .. eq .. "[\n" .. s .. "\n]" .. eq .. "]"
end

--- A value as the file stores it, ending with the newline `read` strips: a long string, readable
--- and diffable, unless the value holds a carriage return, which a long string's reader turns
--- into a newline (and a CR LF or LF CR pair into one newline, a CR after the opening bracket into
--- nothing); then a quoted string with escapes (`%q`: CR as \13, newlines kept as \ and a line
--- break), which reads back byte for byte. Every other byte, NUL and bytes that are not UTF-8
--- included, survives a long string (the newlines added around the value keep its own leading
--- newline and any `]` or `=` it ends with).
local function quote(s)
  if string.find(s, "\r", 1, true) then return string.format("%q", s .. "\n") end
  return quoteLong(s)
end

--- The file's text for a set of entries (sorted, so writes are stable).
function M.render(entries, spec)
  local names = {}
  for k in pairs(entries) do names[#names + 1] = k end
  table.sort(names)
  local out = { "-- Snapshots for " .. basename(spec) .. " (understudy test). Rewrite with `understudy test -u`.\n" }
  for _, name in ipairs(names) do
    out[#out + 1] = "snapshot[" .. string.format("%q", name) .. "] = " .. quote(entries[name]) .. "\n"
  end
  return table.concat(out, "\n")
end

--- Starts a spec file. options: spec, update, ci, mkdir (function making a directory), rewrite
--- (how the user asks for a rewrite, for the messages: `understudy test -u` by default; the
--- busted helper's is its `update` argument), ciName (what made a missing snapshot a failure:
--- `--ci` by default).
function M.begin(options)
  current.snapshotsBegun = true
  file = {
    spec = options.spec, path = M.pathFor(options.spec), update = options.update, ci = options.ci,
    rewrite = options.rewrite or "`understudy test -u`", ciName = options.ciName,
    mkdir = options.mkdir, entries = nil, existed = false, seen = {}, counters = {},
    written = 0, updated = 0, changed = false,
  }
end

local function load_()
  if not file.entries then file.entries, file.existed = read(file.path) end
  return file.entries
end

--- The text stored for `value`: the stage itself is its picture (`stage.render(options)`).
local function textOf(value, options)
  local stage = rawget(_G, "stage")
  if stage ~= nil and rawequal(value, stage) and type(stage.render) == "function" then
    return stage.render(options)
  end
  if options ~= nil then
    error("toMatchSnapshot: picture options (" .. serialize(options) .. ") apply to the stage: expect(stage):toMatchSnapshot(...)", 0)
  end
  return type(value) == "string" and value or serialize(value)
end

--- Compares `value` with the stored snapshot for the test; returns true, or false and a message.
--- `hint` names the snapshot; a table `hint` (or `options`) holds stage.render's options when
--- `value` is the stage. `legacy`: the text an older version stored for the same value (a
--- timeline before sample runs collapsed), which still matches; `-u` rewrites it as `value`.
function M.check(testName, value, hint, options, legacy)
  if not file and current.snapshots then M.begin(current.snapshots) end
  if type(hint) == "table" and options == nil then hint, options = nil, hint end
  if options ~= nil and type(options) ~= "table" then
    return false, "toMatchSnapshot: options must be a table (stage.render's), got " .. type(options)
  end
  if not file then return false, "snapshots are only available inside `understudy test`" end
  local base = testName .. (hint and (": " .. tostring(hint)) or "")
  local n = (file.counters[base] or 0) + 1
  file.counters[base] = n
  local name = base .. " " .. n
  local okText, text = pcall(textOf, value, options)
  if not okText then return false, tostring(text) end
  local entries = load_()
  file.seen[name] = true
  local stored = entries[name]
  if stored == nil then
    -- As Jest's --ci: a missing snapshot fails unless the run was asked to update (-u).
    if file.ci and not file.update then
      return false, "New snapshot was not written: `" .. name .. "` (" .. (file.ciName or "--ci") .. "). Run "
        .. file.rewrite .. " locally."
    end
    entries[name] = text
    file.written = file.written + 1
    file.changed = true
    return true
  end
  if stored == text then return true end
  if legacy ~= nil and legacy ~= text and stored == legacy then
    if file.update then
      entries[name] = text
      file.updated = file.updated + 1
      file.changed = true
    end
    return true
  end
  if file.update then
    entries[name] = text
    file.updated = file.updated + 1
    file.changed = true
    return true
  end
  -- The run report shows the two side by side.
  current.snapshotMismatch = current.snapshotMismatch or { name = name, expected = stored, received = text }
  return false, "Snapshot `" .. name .. "` does not match (" .. file.path .. "):\n"
    .. diff.unified(stored .. "\n", text .. "\n", "snapshot", "received")
    .. "\nRun " .. file.rewrite .. " to update it if the change is intended."
end

--- A test failed: its snapshots it did not reach are not obsolete (they were not checked).
function M.markTest(testName)
  if not file then return end
  local entries = load_()
  for k in pairs(entries) do
    if string.sub(k, 1, #testName + 1) == testName .. " " or string.sub(k, 1, #testName + 2) == testName .. ": " then
      file.seen[k] = true
    end
  end
end

--- Ends the file: writes the snapshot file when anything changed and reports what happened.
--- `complete` says every test of the file ran (only then are unused snapshots obsolete).
function M.finish(complete)
  if not file then return nil end
  local f = file
  file = nil
  local report = { path = f.path, written = f.written, updated = f.updated, obsolete = {}, removed = 0 }
  local entries = f.entries
  if complete then
    if not entries then
      local okRead, e = pcall(read, f.path)
      entries = okRead and e or {}
    end
    local names = {}
    for k in pairs(entries) do if not f.seen[k] then names[#names + 1] = k end end
    table.sort(names)
    if f.update and #names > 0 then
      for _, k in ipairs(names) do entries[k] = nil end
      report.removed = #names
      f.changed = true
      f.entries = entries
    else
      report.obsolete = names
    end
  end
  if f.changed then
    local dir = dirname(f.path)
    if f.mkdir then f.mkdir(dir) end
    local text = next(f.entries) and M.render(f.entries, f.spec) or nil
    if text then
      local tmp = f.path .. ".tmp"
      local out, err = io.open(tmp, "w")
      if not out then error("cannot write snapshots: " .. tostring(err), 0) end
      FILE.write(out, text)
      FILE.close(out)
      local renamed, rerr = os.rename(tmp, f.path)
      if not renamed then error("cannot write snapshots: " .. tostring(rerr), 0) end
    else
      os.remove(f.path)
    end
  end
  return report
end

return M
