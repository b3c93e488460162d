-- Runs one spec file: the busted DSL (describe/context/insulate/expose, it/spec/test, pending,
-- before_each/after_each, setup/teardown (= strict_*), lazy_setup/lazy_teardown, finally) with
-- busted's order and counting rules, plus the simulation hooks: the stage is reset before each
-- test (before its before_each hooks) unless the file calls `stage.keepBetweenTests()`, and a
-- failing test carries the timeline since it began.
--
-- Results go to `options.report(record)` one at a time, as they happen, so a host that dies
-- mid-file has already seen the tests before. A record is a table:
--   { kind = "test", status = "success"|"failure"|"error"|"pending", name =, line =, time =,
--     message =, traceback =, timeline = }
--   { kind = "list", name =, line = }                   (with options.list)
--   { kind = "snapshots", written =, updated =, removed =, obsolete = "name\nname" }
--
--   require("understudy.test.runner").runFile{ path = "spec/sheet_spec.lua", report = print }
local errors = require "understudy.test.errors"
local prettywrite = require "understudy.test.prettywrite"
local lib = require "understudy.test.luassert"
local current = require "understudy.test.current"
local timeline = require "understudy.test.timeline"
-- A file's methods as Lua shipped them (the handles' shared metatable is the spec's to change).
local FILE = debug.getmetatable(io.stdout).__index
local open = io.open

local M = {}

local HOOKS = { "before_each", "after_each", "strict_setup", "strict_teardown", "lazy_setup", "lazy_teardown" }

local run -- the state of the file being run

local function newBlock(kind, name, fn, parent, line)
  local b = { kind = kind, name = name, fn = fn, parent = parent, children = {}, hooks = {}, line = line }
  for _, h in ipairs(HOOKS) do b.hooks[h] = {} end
  return b
end

local function fullName(b)
  local parts = {}
  while b and b.kind ~= "file" do
    if b.name ~= nil then table.insert(parts, 1, tostring(b.name)) end
    b = b.parent
  end
  return table.concat(parts, " ")
end

-- Errors ----------------------------------------------------------------------------------------

-- The user's frames of a traceback: our own frames and the runner's calls are dropped.
local function cleanTraceback(tb)
  local out = { "stack traceback:" }
  for line in string.gmatch(tb, "[^\n]+") do
    -- "function 'xpcall'", or "global 'xpcall'" once the spec's package.loaded no longer names it.
    if string.find(line, "in %a+ 'xpcall'") then break end
    if not (line == "stack traceback:" or string.find(line, "stdlib/understudy/test/", 1, true)
        or string.find(line, "^%s*%[C%]: in %a+ 'error'") or string.find(line, "[C]: in ?", 1, true)) then
      out[#out + 1] = line
    end
  end
  return table.concat(out, "\n")
end

-- The first frame from `level` up (as debug.getinfo counts in the caller) that is neither C nor
-- ours: its "file:line".
local function raisedAt(level)
  while true do
    local info = debug.getinfo(level + 1, "Sl")
    if not info then return nil end
    if info.what ~= "C" and not string.find(info.source, "^@stdlib/") and info.currentline > 0 then
      return info.short_src .. ":" .. info.currentline
    end
    level = level + 1
  end
end

local function where(level)
  local at = raisedAt(level)
  return at and at .. ": " or ""
end

-- An error value as text, as busted shows one that is neither a string nor has __tostring:
-- Penlight's pretty.write (`error({})` reads `{`, `error(42)` reads `42`). The message handler
-- must not raise (a value whose metamethods fail would turn the error into "error in error
-- handling"), nor grow without end (a value thousands of tables deep).
local SHOWN_LIMIT = 1024 * 1024 -- bytes of it shown at most (a report keeps 64 KB of a message)
local function shown(v)
  local ok, text = pcall(prettywrite, v, SHOWN_LIMIT)
  if ok and type(text) == "string" then return text end
  ok, text = pcall(tostring, v)
  return ok and type(text) == "string" and text or type(v)
end

-- The screen at the moment a test fails: the stage if something is on it, that as text, and as
-- an SVG file when the run writes attachments (assigned below, once the stage's use can be
-- told: stageTouched).
local stageShowing, screenOf, attachmentOf

local function handler(e)
  -- A test that runs past the per-test time limit fails alone: the limit's error reaches this
  -- handler, which asks the host to clear it and start a fresh deadline, and the file goes on.
  local limit = run.host and run.host.limitHit()
  if limit then return { kind = "error", message = limit, traceback = "" } end
  local kind = errors.kind(e)
  local message
  if kind == "failure" or kind == "pending" then
    message = e.message
    -- busted shows the failure itself, a table holding the message: `{ message = { 1 } }`.
    if type(message) ~= "string" then message = shown({ message = message }) end
    -- busted gives a failure without a position the place it was raised (busted.fail(msg, 0)).
    if kind == "failure" and not string.match(message, "^[^\n]-:%d+: ") then message = where(3) .. message end
  elseif type(e) == "string" then
    -- busted gives every message without a position the place it was raised (its
    -- rewriteMessage): `error("msg", 0)`, a library's level-0 error.
    message = e
    if not string.match(message, "^[^\n]-:%d+: ") then message = where(3) .. message end
  else
    local mt = debug.getmetatable(e)
    local ok, text = false, nil
    -- Read raw, as tostring reads it: a metatable's own __index is the spec's code, which must
    -- not run (and raise something else) inside the message handler.
    if type(mt) == "table" and rawget(mt, "__tostring") ~= nil then ok, text = pcall(tostring, e) end
    if ok and type(text) == "string" then
      message = text
    elseif e == nil then
      message = "Nil error"
    else
      message = shown(e)
    end
    if not string.match(message, "^[^\n]-:%d+: ") then message = where(3) .. message end
  end
  if run.filming and kind ~= "pending" then run.host.filmFailed() end
  local showing = kind ~= "pending" and stageShowing() or nil
  -- `at`: where it was raised, which busted's gtest report names for an error outside a test.
  return { kind = kind, message = message, traceback = cleanTraceback(debug.traceback("", 2)), at = raisedAt(2),
    showsTimeline = kind == "failure" and rawget(e, "showsTimeline") or nil,
    screen = showing and screenOf(showing), attachment = showing and attachmentOf(showing) }
end

-- busted's per-block environments: every function of the spec file shares the chunk's _ENV
-- upvalue, so pointing it at the running block's environment gives each block its own globals.
-- A global assigned in `it` or a `describe` body stays in that block (its `vars`); hooks (and
-- setup/teardown) write into the block they belong to; `expose` writes into the block around it.
-- A read is busted's getEnv (busted/environment.lua): the innermost block's value that is true,
-- else the file's level, so a global a block set to false reads as nil (or as the file level's
-- value), as under busted; and the file's level is read inside this function, as busted reads
-- _G inside its own, so an __index on _G that raises at level 2 (strict.lua's "variable 'x' is
-- not declared") names the library, not the spec's line.
-- The file's own level writes to _G itself: each file has a fresh Lua state already, and the
-- stage (or a stand-in a spec assigns) must stay where the runner and `expect` find it. Only
-- luassert's `assert` lives in the file's level alone (`run.fileEnv`), as in busted: the spec
-- sees it, the library code it requires keeps Lua's `assert` in _G.
local function envOf(block)
  if block == nil or block.kind == "file" then return run.fileEnv or _G end
  if not block.env then
    local fileLevel = run.fileEnv or _G
    block.vars = {}
    local function read(_, key)
      local b = block
      while b and b.kind ~= "file" do
        local v = b.vars and b.vars[key]
        if v then return v end
        b = b.parent
      end
      -- The file's level: its own `assert`, else _G (one call less than fileLevel[key]).
      local v = rawget(fileLevel, key)
      if v ~= nil then return v end
      return _G[key]
    end
    local write = block.mode == "expose" and envOf(block.parent and block.parent.parent) or block.vars
    block.env = setmetatable({}, { __index = read, __newindex = write })
  end
  return block.env
end

local function useEnv(env)
  if run.chunk and env then
    local previous = select(2, debug.getupvalue(run.chunk, 1))
    debug.setupvalue(run.chunk, 1, env)
    return previous
  end
end

--- Calls fn protected in environment `env`; returns nil on success, or { kind, message,
--- traceback }. `arm` starts a fresh time limit first (each test, each block body and hook phase).
local function protect(fn, env, arm, ...)
  if arm and run.host then run.host.arm() end
  local previous = useEnv(env)
  local ok, e = xpcall(fn, handler, ...)
  if previous then useEnv(previous) end
  if ok then return nil end
  if type(e) ~= "table" then
    -- The handler did not run: Lua raises a failed allocation ("not enough memory") without it.
    -- What the code held is garbage now that it has returned: collected before the runner goes
    -- on, since the worker's own allocations (the record it sends) abort the process when they
    -- fail.
    collectgarbage()
    e = { kind = "error", message = tostring(e), traceback = "" }
  end
  return e
end

-- Reporting -------------------------------------------------------------------------------------

local function report(record)
  if run.report then run.report(record) end
end

-- A stand-in stage's events are the spec's tables: their metamethods run protected, so one that
-- raises costs the failure its timeline, not the file its remaining tests.
local function timelineSince(from)
  local ok, text = pcall(function()
    local events = timeline.events()
    if not events then return nil end
    if from > #events then from = 0 end
    local lines = timeline.linesSince(nil, from + 1, true) or {}
    return #lines > 0 and table.concat(lines, "\n") or nil
  end)
  return ok and type(text) == "string" and text or nil
end

-- --report: the running test's film (events, pictures, chart) and a failed snapshot's two texts,
-- written by the host as tests/<spec>-<hash>-<n>.js in the report directory (the supervisor made
-- tests/ before the run); its path there, or nil.
local function saveFilm(status)
  run.filming = nil
  local mismatch = status == "failure" and current.snapshotMismatch or nil
  current.snapshotMismatch = nil
  run.filmCount = (run.filmCount or 0) + 1
  local key = "tests/" .. tostring(run.options.fileName) .. "-" .. run.filmCount .. ".js"
  local ok, written = pcall(run.host.filmSave, run.options.reportDir .. "/" .. key, key, mismatch)
  return ok and written and key or nil
end

-- `place`, for an error outside a test (the reports that follow busted's layout show those apart
-- from tests): `outside` ("file", "block" or "hook"), `at` ("src:line") where busted's gtest
-- report places it (a hook where it was declared, a file's error where it was raised) and `as`,
-- the name busted lists it by when it is not `name` (`block before_each`, `suite spec/a.lua`).
local FILE_ERROR = { outside = "file" }

local function result(status, name, line, e, started, eventsFrom, file, place)
  -- busted's --suppress-pending: a pending test is neither shown nor counted.
  if status == "pending" and run.options.suppressPending then return end
  -- busted's --no-keep-going: nothing runs after the first failure or error.
  if (status == "failure" or status == "error") and run.options.stopAtFirstFailure then run.stopped = true end
  run.counts[status] = (run.counts[status] or 0) + 1
  local r = { kind = "test", status = status, name = name, line = line, file = file,
    time = started and (run.clock() - started) or 0 }
  if place then
    r.outside, r.at, r.listedAs = place.outside, place.at, place.as
    if place.outside == "file" then r.at, r.listedAs = e and e.at, "suite " .. tostring(run.options.path) end
  end
  if e then
    r.message = e.message
    if status ~= "pending" then r.traceback, r.screen, r.attachment = e.traceback, e.screen, e.attachment end
  end
  -- A failure that already lists the events (toHaveEvents) gets no second copy.
  if (status == "failure" or status == "error") and eventsFrom and not (e and e.showsTimeline) then r.timeline = timelineSince(eventsFrom) end
  if (status == "failure" or status == "error") and current.snapshotsBegun then
    pcall(require("understudy.test.snapshot").markTest, name)
  end
  if run.filming then r.film = saveFilm(status) end
  report(r)
end

-- Selection -------------------------------------------------------------------------------------

-- busted's test: `name:find('#' .. tag)`, a pattern search, so tag `integration` also selects
-- `#integration_db`.
local function hasTag(name, tag)
  local ok, found = pcall(string.find, name, "#" .. tag)
  return ok and found ~= nil
end

local function findAny(name, patterns)
  for _, p in ipairs(patterns) do
    local ok, found = pcall(string.find, name, p)
    if not ok then found = string.find(name, p, 1, true) end
    if found then return true end
  end
  return false
end

local function selected(name)
  local o = run.options
  if o.filter and #o.filter > 0 and not findAny(name, o.filter) then return false end
  if o.filterOut and #o.filterOut > 0 and findAny(name, o.filterOut) then return false end
  if (o.tags and #o.tags > 0) or (o.excludeTags and #o.excludeTags > 0) then
    for _, t in ipairs(o.excludeTags or {}) do if hasTag(name, t) then return false end end
    if o.tags and #o.tags > 0 then
      for _, t in ipairs(o.tags) do if hasTag(name, t) then return true end end
      return false
    end
  end
  return true
end

-- busted filters blocks too, when they are registered (busted/modules/filter_loader.lua): a
-- `describe` (`context`, `insulate`, `expose`) whose full name a --filter-out pattern finds, or
-- whose own name has an --exclude-tags tag, is never registered, so its body and hooks (a
-- failing `setup`) do not run. --filter and --tags select tests only.
local function blockExcluded(b)
  local o = run.options
  if o.filterOut and #o.filterOut > 0 and findAny(fullName(b), o.filterOut) then return true end
  for _, t in ipairs(o.excludeTags or {}) do
    if hasTag(tostring(b.name), t) then return true end
  end
  return false
end

-- Insulation: busted's save/restore of globals and package.loaded around `insulate` blocks.

local function saveGlobals()
  local g = {}
  for k, v in next, _G do g[k] = v end
  local loaded = {}
  for k, v in pairs(package.loaded) do loaded[k] = v end
  return { g = g, mt = debug.getmetatable(_G), loaded = loaded }
end

local function restoreGlobals(s)
  debug.setmetatable(_G, s.mt)
  local keys = {}
  for k in next, _G do keys[#keys + 1] = k end
  for _, k in ipairs(keys) do rawset(_G, k, s.g[k]) end
  for k, v in next, s.g do if rawget(_G, k) == nil then rawset(_G, k, v) end end
  local names = {}
  for k in pairs(package.loaded) do names[#names + 1] = k end
  for _, k in ipairs(names) do package.loaded[k] = s.loaded[k] end
end

-- Execution -------------------------------------------------------------------------------------

-- Where a block's i-th hook of a kind was declared ("src:line"), or nil.
local function hookAt(block, hook, i)
  return block.hookAt and block.hookAt[hook] and block.hookAt[hook][i]
end

-- busted's name for a block's hook: `outer inner before_each`, `suite before_each` (the
-- helper's), `after_each` (the file's).
local function hookName(block, hook)
  local name = block.suite and "suite" or fullName(block)
  return (name ~= "" and name .. " " or "") .. hook
end

local function runHooks(block, hook, label)
  local ok = true
  for i, fn in ipairs(block.hooks[hook]) do
    local e = protect(fn, envOf(block), true)
    if e then
      ok = false
      if e.kind == "failure" or e.kind == "pending" then e.kind = "error" end
      -- The helper's hooks are the suite's, named as busted names them (`suite setup`, at the
      -- helper's file).
      local name = block.suite and "suite" or fullName(block)
      -- A hook given a name is reported by it, as busted names it (`teardown("checks", fn)`).
      local given = block.hookNames and block.hookNames[hook] and block.hookNames[hook][i]
      result("error", (name ~= "" and name .. " " or "") .. (given or label or hook), nil, e, nil, nil,
        block.suite and block.file or nil, { outside = "hook", at = hookAt(block, hook, i) })
    end
  end
  return ok
end

-- lazy_setup runs once per block, the first time one of its tests is about to run (parents first).
local function lazySetup(block)
  if block.parent and not lazySetup(block.parent) then return false end
  if block.lazyDone == nil then block.lazyDone = runHooks(block, "lazy_setup") end
  return block.lazyDone
end

-- Whether the spec reached the stage API since it was installed: its areas install themselves
-- when a name under `stage` is first read, so a stage with nothing installed (but the runner's
-- keepBetweenTests) has nothing to reset and no events.
local function stageTouched(stage)
  for k in next, stage do
    if k ~= "keepBetweenTests" then return true end
  end
  return getmetatable(stage) == nil -- a plain table a spec put there: take it as it is
end

-- The stage when a failing test left something on its screen (nil for a test that never
-- touched the stage, or used only the clock or the log). These run in the message handler:
-- they must not raise.
stageShowing = function()
  local stage = rawget(_G, "stage")
  if type(stage) ~= "table" or not stageTouched(stage) then return nil end
  local okLayers, layers = pcall(function() return stage.screen.layers() end)
  if okLayers and type(layers) == "table" and #layers == 0 then return nil end
  return stage
end

-- The failing moment's picture: the stage's text render cropped to where something is.
screenOf = function(stage)
  local ok, picture = pcall(function() return stage.render{ crop = true } end)
  if ok and type(picture) == "string" and picture ~= "" then return (string.gsub(picture, "\n+$", "")) end
end

-- The same moment as SVG, written into the attachments directory; its path, or nil.
attachmentOf = function(stage)
  local dir = run and run.options.attachments
  if not dir then return nil end
  local ok, svg = pcall(function() return stage.svg{ crop = true } end)
  if not ok or type(svg) ~= "string" then return nil end
  if not run.attached and run.options.mkdir then pcall(run.options.mkdir, dir) end
  run.attached = (run.attached or 0) + 1
  local path = dir .. "/" .. tostring(run.options.fileName) .. "-" .. run.attached .. ".svg"
  local f = open(path, "wb")
  if not f then return nil end
  local written = FILE.write(f, svg)
  FILE.close(f)
  return written and path or nil
end

local function resetStage()
  if run.keep then return nil end
  local stage = rawget(_G, "stage")
  if type(stage) ~= "table" or not stageTouched(stage) then return nil end
  local ok, reset = pcall(function() return stage.reset end)
  if not ok or type(reset) ~= "function" then return nil end
  return protect(reset)
end

-- How many events the timeline holds (`stage.log.count` reads it without building the events,
-- and without counting as a use of the stage, so an untouched stage's reset stays free).
local function eventCount()
  local stage = rawget(_G, "stage")
  if type(stage) == "table" and not stageTouched(stage) then return 0 end
  local log = timeline.log()
  if not log then return 0 end
  local ok, n = pcall(function() return log.count end)
  if ok and math.type(n) == "integer" then return n end
  local events = timeline.events(log)
  local counted, count = pcall(function() return events and #events or 0 end)
  return counted and math.type(count) == "integer" and count or 0
end

local function runTest(t)
  local name = fullName(t)
  if not selected(name) then return end
  run.selected = run.selected + 1
  if run.options.list then
    -- busted lists no pending test under --suppress-pending, as it reports none.
    if not (t.kind == "pending" and run.options.suppressPending) then
      -- busted has no position for a test declared at the file's top level: it lists the name.
      report({ kind = "list", name = name, line = t.line, file = t.file,
        toplevel = t.parent.kind == "file" and "1" or nil })
    end
    return
  end
  if t.kind == "pending" then
    result("pending", name, t.line, { message = t.message or "" }, nil, nil, t.file)
    return
  end
  if not lazySetup(t.parent) then return end
  if run.options.onTestStart then run.options.onTestStart(name) end
  if run.host then run.host.arm() end
  local started = run.clock()
  local e = resetStage()
  local from = eventCount()
  current.name, current.eventsBefore = name, from
  current.snapshotMismatch = nil
  if run.options.reportDir and run.host then run.filming = run.host.filmStart("@" .. tostring(run.options.path)) end
  local chain = {}
  local b = t.parent
  while b do table.insert(chain, 1, b) b = b.parent end
  local ran, suiteFile, failedHook = 0, nil, nil
  if e then e.kind = "error" end
  for _, block in ipairs(chain) do
    if e then break end
    ran = ran + 1
    for i, fn in ipairs(block.hooks.before_each) do
      e = protect(fn, envOf(block))
      if e then
        e.kind = "error"
        -- The helper's: reported at the helper's file, as busted's `suite before_each`.
        if block.suite then suiteFile = block.file end
        -- Reported under the test it guarded; busted's gtest layout lists the hook.
        failedHook = { outside = "hook", at = hookAt(block, "before_each", i), as = hookName(block, "before_each") }
        break
      end
    end
  end
  if e then
    result("error", name, not suiteFile and t.line or nil, e, started, from, suiteFile or t.file, failedHook)
  else
    run.test, run.finally = t, nil
    -- `finally` exists only in a test's own environment, as in busted (nil in hooks).
    rawset(envOf(t), "finally", M.finally)
    e = protect(t.fn, envOf(t))
    if run.finally then
      run.inFinally = true
      local fe = protect(run.finally, envOf(t))
      run.inFinally = nil
      -- Only a test's body fails; an assertion in its `finally` is an error, as in busted.
      if fe and fe.kind == "failure" then fe.kind = "error" end
      if fe and (not e or e.kind == "pending") then e = fe end
    end
    run.test = nil
    if not e then
      result("success", name, t.line, nil, started, nil, t.file)
    else
      if e.kind == "pending" then
        result("pending", name, t.line, e, started, nil, t.file)
      else
        -- A test of a randomized block says its seed first, as busted's reports do.
        local seed = t.parent and t.parent.randomize and t.parent.randomSeed
        if seed then e.message = "Random seed: " .. tostring(seed) .. "\n" .. tostring(e.message) end
        result(e.kind, name, t.line, e, started, from, t.file)
      end
    end
  end
  for i = ran, 1, -1 do
    for h, fn in ipairs(chain[i].hooks.after_each) do
      local ae = protect(fn, envOf(chain[i]))
      if ae then
        ae.kind = "error"
        local suite = chain[i].suite
        result("error", name .. " (after_each)", not suite and t.line or nil, ae, started, from,
          suite and chain[i].file or t.file,
          { outside = "hook", at = hookAt(chain[i], "after_each", h), as = hookName(chain[i], "after_each") })
      end
    end
  end
  current.name = nil
end

local runBlock, bustedShuffle
local declare

-- --shuffle: a block's children in an order drawn from the file's seed (our own generator, so
-- the spec's math.random sequence is not disturbed).
local function shuffled(list)
  local out = {}
  for i, v in ipairs(list) do out[i] = v end
  for i = #out, 2, -1 do
    run.rng = (run.rng * 6364136223846793005 + 1442695040888963407)
    local j = ((run.rng >> 33) % i) + 1
    out[i], out[j] = out[j], out[i]
  end
  return out
end

-- busted's shuffle (busted/utils.lua): reseeds math.random with `seed`, then swaps from the
-- end. The same interpreter's math.random gives busted's order exactly.
function bustedShuffle(t, seed)
  if seed then math.randomseed(seed) end
  local n = #t
  while n >= 2 do
    local k = math.random(n)
    t[n], t[k] = t[k], t[n]
    n = n - 1
  end
end

-- busted's --sort-tests (busted/block.lua sort): a block's children by name, with Lua's
-- table.sort over the written order, as busted sorts them; it wins over shuffling.
local function sortedByName(list)
  local out = {}
  for i, v in ipairs(list) do out[i] = v end
  table.sort(out, function(a, b)
    if a.name and b.name then return a.name < b.name end
    return b.name ~= nil
  end)
  return out
end

local function runChildren(block)
  local children = block.children
  if run.options.sortTests then
    children = sortedByName(children)
  elseif run.options.shuffle then
    children = shuffled(children)
  end
  for _, child in ipairs(children) do
    if run.stopped then break end
    if child.kind == "describe" or child.kind == "file" then runBlock(child) else runTest(child) end
  end
end

function runBlock(block)
  -- busted's context states (busted/context.lua push_state, pop_state): an insulate saves _G
  -- and package.loaded; an expose, when it ends, replaces the state of the block around it
  -- with a fresh save, so an insulate around an expose keeps what the expose did.
  run.states = run.states or {}
  local saved = block.mode == "insulate" and saveGlobals() or false
  run.states[#run.states + 1] = saved
  -- No luassert snapshot per block or test: busted 2.1 takes none, so a spy, stub, formatter or
  -- parameter stays in force until reverted (for the rest of the file, which has its own state).
  local previous = run.registering
  run.registering = block
  local e = protect(block.fn, envOf(block), true)
  run.registering = previous
  -- randomize() in the block's body: busted shuffles its children with its own shuffle, which
  -- reseeds math.random (busted/utils.lua shuffle, busted/block.lua execute).
  if not e and block.randomize and not run.options.sortTests then bustedShuffle(block.children, block.randomSeed) end
  if e then
    if e.kind ~= "error" then e.kind = "error" end
    run.incomplete = true
    result("error", block.kind == "file" and run.options.path or fullName(block), block.line, e, nil, nil, block.file,
      { outside = block.kind == "file" and "file" or "block" })
  elseif not run.options.list then
    if runHooks(block, "strict_setup", "setup") then
      runChildren(block)
    else
      run.incomplete = true
    end
    if block.lazyDone ~= nil then
      runHooks(block, "lazy_teardown")
      block.lazyDone = nil
    end
    runHooks(block, "strict_teardown", "teardown")
  else
    runChildren(block)
  end
  saved = table.remove(run.states)
  if block.mode == "expose" and #run.states > 0 and run.states[#run.states] then run.states[#run.states] = saveGlobals() end
  if saved then restoreGlobals(saved) end
end

-- The DSL ---------------------------------------------------------------------------------------

-- Where the DSL was called: the line, and the file when it is not the spec itself (a test
-- defined in a module the spec requires is reported there, as busted does).
local function caller(level)
  local info = debug.getinfo(level + 1, "Sl")
  if not info then return nil, nil end
  local line = info.currentline > 0 and info.currentline or nil
  local file = info.short_src
  if info.what == "C" or file == run.options.path then file = nil end
  return line, file
end

-- Every selected test is announced when it is registered, so that if the file dies later the
-- host can report each test that never ran.
function declare(t)
  if run.options.list or not run.options.declare then return end
  local name = fullName(t)
  if selected(name) then report({ kind = "declare", name = name, line = t.line, file = t.file }) end
end

local function registering(what)
  local b = run and run.registering
  if not b or run.test then
    error("'" .. what .. "' not supported inside current context block", 3)
  end
  return b
end

-- describe("name", fn) or describe "name" (fn): busted accepts both. `called`: the name a
-- refusal gives (busted names the alias used: 'spec', 'test').
local function blockFunction(kind, mode, called)
  return function(name, fn)
    local parent = registering(called or kind)
    local line, file = caller(2)
    local function add(f)
      local b = newBlock(kind == "it" and "it" or "describe", name, f, parent, line)
      b.mode, b.file = mode, file
      if b.kind == "describe" and blockExcluded(b) then return end
      parent.children[#parent.children + 1] = b
      if b.kind == "it" then declare(b) end
    end
    if type(name) == "function" and fn == nil then name, fn = nil, name end
    if fn == nil then return add end
    add(fn)
  end
end

-- A hook takes a name first as busted's do (`teardown("checks the order", fn)`, and curried:
-- `setup "name" (fn)`); a failing setup or teardown is reported by that name, as busted's.
local function hookFunction(hook, called)
  return function(name, fn)
    local parent = registering(called or hook)
    local info = debug.getinfo(2, "Sl")
    local function add(f)
      local list = parent.hooks[hook]
      list[#list + 1] = f
      -- Where it was declared, which busted's gtest report names for its error.
      if info and info.currentline > 0 then
        parent.hookAt = parent.hookAt or {}
        parent.hookAt[hook] = parent.hookAt[hook] or {}
        parent.hookAt[hook][#list] = info.short_src .. ":" .. info.currentline
      end
      -- Its name: the one given, else the name it was called by (`setup` under --lazy).
      local named = fn ~= nil or type(name) ~= "function"
      if named or (called and called ~= hook) then
        parent.hookNames = parent.hookNames or {}
        parent.hookNames[hook] = parent.hookNames[hook] or {}
        parent.hookNames[hook][#list] = named and tostring(name) or called
      end
    end
    if fn == nil and type(name) == "function" then return add(name) end
    if fn == nil then return add end
    add(fn)
  end
end

-- busted's --lazy makes `setup`/`teardown` `lazy_setup`/`lazy_teardown` (busted/runner.lua).
local function lazyable(strict, lazy)
  return function(...)
    if run and run.options.lazy then return lazy(...) end
    return strict(...)
  end
end

local dsl = {
  describe = blockFunction("describe"),
  context = blockFunction("context"),
  insulate = blockFunction("insulate", "insulate"),
  -- Each file already has its own Lua state, so globals cannot leak to other files; `expose`
  -- writes its globals two blocks up and keeps them past an insulate around it, as busted's.
  expose = blockFunction("expose", "expose"),
  before_each = hookFunction("before_each"),
  after_each = hookFunction("after_each"),
  setup = lazyable(hookFunction("strict_setup", "setup"), hookFunction("lazy_setup", "setup")),
  teardown = lazyable(hookFunction("strict_teardown", "teardown"), hookFunction("lazy_teardown", "teardown")),
  strict_setup = hookFunction("strict_setup"),
  strict_teardown = hookFunction("strict_teardown"),
  lazy_setup = hookFunction("lazy_setup"),
  lazy_teardown = hookFunction("lazy_teardown"),
}
dsl.it = blockFunction("it")
dsl.spec, dsl.test = blockFunction("it", nil, "spec"), blockFunction("it", nil, "test")

--- pending("name") registers a pending test; inside a test, pending("why") ends it as pending.
function dsl.pending(name, fn)
  if run and run.inFinally then error("'pending' not supported inside current context block", 2) end
  if run and run.test then errors.pending(name) end
  local parent = registering("pending")
  local line, file = caller(2)
  local b = newBlock("pending", name, fn, parent, line)
  b.message, b.file = type(name) == "string" and name or "", file
  parent.children[#parent.children + 1] = b
  declare(b)
end

--- finally(fn) inside a test: fn runs after the test body, whatever happened. Only a test's
--- environment has it (busted: nil in hooks and blocks).
function M.finally(fn)
  if not (run and run.test) then error("'finally' not supported inside current context block", 2) end
  run.finally = fn
end

--- randomize([seed]) in a file or describe body: its children run in busted's shuffled order,
--- from `seed` (default: the run's --seed, so runs repeat; busted's default is random);
--- randomize(false) keeps the written order. Anywhere else (a test, a hook: no block is being
--- registered then) busted refuses it.
function dsl.randomize(...)
  if not run then return end
  local b = run.registering
  if not b or run.test then error("'randomize' not supported inside current context block", 2) end
  local on = select("#", ...) == 0 or (...)
  b.randomize = on and true or false
  if on then
    local args = { ... }
    -- busted's default is its run's seed (busted/block.lua: busted.randomseed, --seed).
    b.randomSeed = tonumber(args[1]) or tonumber(args[2]) or run.options.runSeed or 0
  end
end

-- `expect` and its matchers load when a spec first calls it (most busted suites never do).
function dsl.expect(...)
  return require("understudy.test.expect").expect(...)
end
dsl.assert = lib.assert
dsl.spy, dsl.stub, dsl.mock, dsl.match = lib.spy, lib.stub, lib.mock, lib.match

--- The `busted` module as specs see it (`require "busted"`).
local busted = { version = "2.1.1 (understudy)" }
for k, v in pairs(dsl) do busted[k] = v end
busted.finally = M.finally
busted.fail = errors.bustedFail
M.dsl, M.busted = dsl, busted

-- File -----------------------------------------------------------------------------------------

--- Stops the stage resets for the rest of the file (what `stage.keepBetweenTests()` calls).
function M.keepBetweenTests()
  if run then run.keep = true end
end

--- Puts the DSL into the global table. (`require "luassert"`, "say", "busted" and their
--- submodules are found by the bundle searcher, understudy/bundle.lua, after the project's own.)
--- `publish` (a sealed worker's, understudy/test/seal.lua) puts views of the runner's own
--- modules behind `require` and returns the function that makes a view.
function M.install(publish)
  local view = publish and publish()
  for k, v in pairs(dsl) do
    if k ~= "assert" then rawset(_G, k, view and view(v) or v) end
  end
  if run then
    local luassert = view and view(dsl.assert) or dsl.assert
    -- Read through a function, as busted's file environment reads _G (see envOf).
    run.fileEnv = setmetatable({ assert = luassert }, { __index = function(_, key) return _G[key] end, __newindex = _G })
  end
  require("understudy.bundle").preloadLikeBusted()
  local stage = rawget(_G, "stage")
  if type(stage) == "table" and rawget(stage, "keepBetweenTests") == nil then
    pcall(rawset, stage, "keepBetweenTests", M.keepBetweenTests)
  end
end

-- Coverage (--coverage): line hits of the project's own files, not the spec files (the file
-- being run, the helper and any file whose name matches a spec pattern), not the bundled modules.
-- The worker's host counts them in C (host.coverageStart, coverage.c): only it turns coverage on.
local function startCoverage(options)
  local skip = {}
  local patterns = options.coveragePatterns or { "_spec" }
  local function excluded(source)
    local v = skip[source]
    if v ~= nil then return v end
    v = string.sub(source, 1, 1) ~= "@" or string.sub(source, 1, 8) == "@stdlib/" or source == "@" .. options.path
      or (options.helper ~= nil and source == "@" .. options.helper)
    if not v then
      local base = string.match(source, "([^/]*)$")
      for _, p in ipairs(patterns) do
        local ok, found = pcall(string.find, base, p)
        if ok and found then v = true break end
      end
    end
    skip[source] = v
    return v
  end
  options.host.coverageStart()
  return { excluded = excluded, collect = options.host.coverageHits }
end

local function reportCoverage(coverage)
  for source, lines in pairs(coverage.collect()) do
    if not coverage.excluded(source) then
      local parts = {}
      for line, n in pairs(lines) do parts[#parts + 1] = line .. ":" .. n end
      table.sort(parts)
      -- In records of at most 2000 lines, well under the protocol's field limit.
      for i = 1, #parts, 2000 do
        report({ kind = "coverage", path = string.sub(source, 2), hits = table.concat(parts, " ", i, math.min(#parts, i + 1999)) })
      end
    end
  end
end

--- Runs a spec file. options: path, report(record), clock() (seconds), seed (the file's), runSeed
--- (--seed: randomize()'s default), filter, filterOut, tags, excludeTags (lists), list,
--- updateSnapshots, ci, mkdir(path), host (arm/limitHit/film*), lpath, cpath, helper, shuffle,
--- lazy (busted's --lazy), coverage, declare, bustedModules (the output's name, or nil), bustedConfig
--- (the `.busted` file read, run first),
--- reportDir (--report: each test's film is written there), loaded (report the files the spec
--- loads: --watch).
--- Returns the counts.
function M.runFile(options)
  run = {
    options = options, report = options.report, counts = {}, selected = 0, host = options.host,
    clock = options.clock or os.clock, registering = nil, test = nil, keep = false,
    rng = (options.seed or 0) | 1,
  }
  M.running = true
  M.install(options.publish)
  -- --busted-modules: the modules busted has loaded for itself (Penlight...), found as busted
  -- finds them, before the project's lpath.
  if options.bustedModules then
    local bundle = require "understudy.bundle"
    local e = protect(bundle.preloadBustedDependencies, nil, true, options.bustedModules)
    if e then
      result("error", options.path, nil, { message = "--busted-modules: " .. tostring(e.message), traceback = e.traceback or "" },
        nil, nil, nil, FILE_ERROR)
      return run.counts
    end
  end
  -- `.busted` is code busted runs in its own process before anything else (busted/modules/cli.lua),
  -- so what it does besides returning the runs (an assertion registered, a `say` message, a
  -- global set) is there for every spec: it runs here in each file's state, as the helper does.
  if options.bustedConfig then
    local f, err = loadfile(options.bustedConfig, "t")
    local e
    if f then e = protect(f, nil, true) else e = { message = err, traceback = "" } end
    if e then
      result("error", options.path, nil, { message = ".busted: " .. tostring(e.message), traceback = e.traceback or "" },
        nil, nil, nil, FILE_ERROR)
      return run.counts
    end
  end
  -- busted's --lpath and --cpath (its defaults unless the run set them), before package.path.
  local lpath = options.lpath or "./src/?.lua;./src/?/?.lua;./src/?/init.lua"
  local cpath = options.cpath or "./csrc/?.so;./csrc/?/?.so;"
  if #lpath > 0 then package.path = string.gsub((lpath .. ";" .. package.path), ";;", ";") end
  if #cpath > 0 then package.cpath = string.gsub((cpath .. ";" .. package.cpath), ";;", ";") end
  if options.seed then math.randomseed(options.seed) end
  -- --watch: which files this spec loads (its helper module, -e's dofile... included).
  if options.loaded and options.report then require("understudy.test.loaded").install(options.report) end
  local hits = options.coverage and options.host and startCoverage(options) or nil
  -- busted's -e STATEMENT, each run before the helper (busted/runner.lua).
  for _, code in ipairs(options.statements or {}) do
    local f, err = load(code, "=(command line)")
    local e
    if f then e = protect(f, nil, true) else e = { message = err, traceback = "" } end
    if e then
      result("error", options.path, nil, { message = "-e " .. code .. ": " .. tostring(e.message), traceback = e.traceback or "" },
        nil, nil, nil, FILE_ERROR)
      if hits then reportCoverage(hits) end
      return run.counts
    end
  end
  local suite
  if options.helper and options.helper ~= "" then
    -- As busted's helper_loader: a *.lua helper is run (in _G: Lua's assert), anything else is a
    -- module name, required; `arg` is the -Xhelper values with the interpreter's own arg[0],
    -- arg[-1], ... meanwhile.
    local helper, err
    if string.match(options.helper, "%.lua$") then
      helper, err = loadfile(options.helper)
    else
      local name = options.helper
      helper = function() return require(name) end
    end
    local e
    if helper then
      local saved = rawget(_G, "arg")
      local hargs = {}
      for i, v in ipairs(options.helperArguments or {}) do hargs[i] = v end
      if type(saved) == "table" then for k, v in pairs(saved) do if math.type(k) == "integer" and k <= 0 then hargs[k] = v end end end
      rawset(_G, "arg", hargs)
      -- The helper's hooks (`setup`, `before_each`...) belong to a block around the file, as
      -- busted's belong to the suite around every file: they run around the file's own.
      suite = newBlock("file", nil, function() end, nil, nil)
      suite.suite, suite.file = true, options.helper
      run.registering = suite
      e = protect(helper, nil, true)
      run.registering = nil
      rawset(_G, "arg", saved)
    else
      e = { message = err, traceback = "" }
    end
    if e then
      result("error", options.path, nil, { message = "helper " .. options.helper .. ": " .. tostring(e.message), traceback = e.traceback or "" },
        nil, nil, nil, FILE_ERROR)
      if hits then reportCoverage(hits) end
      return run.counts
    end
  end
  local chunk, err = loadfile(options.path, "bt", run.fileEnv)
  if not chunk then
    result("error", options.path, nil, { message = err, traceback = "" }, nil, nil, nil, FILE_ERROR)
    if hits then reportCoverage(hits) end
    return run.counts
  end
  run.chunk = chunk
  local file = newBlock("file", nil, chunk, nil, nil)
  current.beginFile({ spec = options.path, update = options.updateSnapshots, ci = options.ci, ciName = options.ciName,
                      mkdir = options.mkdir })
  local function declares(b)
    if #b.children > 0 then return true end
    for _, h in ipairs(HOOKS) do if b.hooks[h][1] then return true end end
    return false
  end
  if suite and declares(suite) then
    file.parent = suite
    suite.children[#suite.children + 1] = file
    runBlock(suite)
  else
    runBlock(file)
  end
  local filtered = (options.filter and #options.filter > 0) or (options.filterOut and #options.filterOut > 0)
    or (options.tags and #options.tags > 0) or (options.excludeTags and #options.excludeTags > 0)
  local complete = not (filtered or run.incomplete or options.list)
  local ok, snaps = true, nil
  if current.snapshotsBegun then ok, snaps = pcall(require("understudy.test.snapshot").finish, complete) end
  if not ok then
    result("error", options.path .. " (snapshots)", nil, { message = tostring(snaps), traceback = "" }, nil, nil, nil, FILE_ERROR)
  elseif snaps and (snaps.written > 0 or snaps.updated > 0 or snaps.removed > 0 or #snaps.obsolete > 0) then
    report({ kind = "snapshots", written = snaps.written, updated = snaps.updated, removed = snaps.removed,
      obsolete = table.concat(snaps.obsolete, "\n"), path = snaps.path })
  end
  if hits then reportCoverage(hits) end
  local counts = run.counts
  run = nil
  return counts
end

return M
