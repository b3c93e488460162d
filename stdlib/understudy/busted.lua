-- The busted helper: `lua5.4 /usr/bin/busted --helper=understudy.busted` (or `helper =
-- "understudy.busted"` in .busted) runs stage specs under busted as `understudy test` runs them:
-- the stage is reset before each test, before its before_each hooks, unless the file called
-- `stage.keepBetweenTests()`; `expect`, its timeline matchers and snapshots know the running
-- test; and limits given to the helper hold per test.
--
-- The helper's arguments (busted's -Xhelper, comma separated; .busted's `Xhelper`):
--   time=SECONDS   each test stops after that long (as `understudy test --timeout`)
--   memory=SIZE    the state's memory cap ("256M"; as `--memory-limit`)
--   update         rewrite snapshots that differ, remove obsolete ones (`-u`)
--   ci             a missing snapshot fails instead of being written (`--ci`)
--
-- Under `understudy test` the runner does all of this itself, and `require "understudy.busted"`
-- returns the module without doing anything (the program's own preload).
local understudy = require "understudy"
local busted = require "busted"
local current = require "understudy.test.current"

local FILE = debug.getmetatable(io.stdout).__index

local options = { update = false, ci = os.getenv("CI") ~= nil and os.getenv("CI") ~= "" and os.getenv("CI") ~= "false" }
for _, a in ipairs(type(arg) == "table" and arg or {}) do
  local key, value = string.match(tostring(a), "^([%w_-]+)=(.*)$")
  if key == "time" then
    options.time = tonumber(value)
    if not options.time or options.time <= 0 then
      error("understudy.busted: time=" .. value .. ": a positive number of seconds expected", 0)
    end
  elseif key == "memory" then
    understudy.limits { memory = tonumber(value) or value }
  elseif a == "update" or a == "-u" then
    options.update = true
  elseif a == "ci" then
    options.ci = true
  end
end

-- expect's failures are busted's failures (busted tells them from errors by their class), and
-- luassert's matchers (a spec's `match`) are expect's too.
do
  local _, failure = pcall(busted.fail, "")
  local mt = debug.getmetatable(failure)
  if mt then require("understudy.test.errors").raiseFailuresAs(mt) end
  local ok, luassertMatch = pcall(require, "luassert.match")
  if ok and type(luassertMatch) == "table" and type(rawget(luassertMatch, "is_matcher")) == "function" then
    require("understudy.test.match").acceptMatchers(rawget(luassertMatch, "is_matcher"))
  end
end

local stage = understudy.stage
local keep = false

-- As in `understudy test`: stops the stage resets for the rest of the file (put on the stage at
-- every file's start, in case a spec took it away).
local function keepBetweenTests() keep = true end

local function mkdir(path)
  local quoted = "'" .. string.gsub(path, "'", "'\\''") .. "'"
  return os.execute("mkdir -p " .. quoted) == true
end

-- busted's full name of a test: its blocks' names and its own, joined by spaces.
local function fullName(element)
  local names = { element.name or element.descriptor }
  local parent = busted.parent(element)
  while parent and (parent.name or parent.descriptor) and parent.descriptor ~= "file" do
    table.insert(names, 1, parent.name or parent.descriptor)
    parent = busted.parent(parent)
  end
  return table.concat(names, " ")
end

busted.subscribe({ "file", "start" }, function(file)
  -- Each file starts on a fresh stage, as in `understudy test` (a state per file), also one
  -- that keeps its stage between tests.
  keep = false
  stage.reset()
  if rawget(stage, "keepBetweenTests") == nil then rawset(stage, "keepBetweenTests", keepBetweenTests) end
  current.beginFile({ spec = file.name, update = options.update, ci = options.ci, mkdir = mkdir,
    rewrite = "busted with the helper's `update` argument (-Xhelper update, or Xhelper = \"update\" in .busted)",
    ciName = "the helper's `ci` argument, or CI set" })
  return nil, true
end)

busted.subscribe({ "file", "end" }, function()
  if current.snapshotsBegun then
    local report = require("understudy.test.snapshot").finish(true)
    if report and #report.obsolete > 0 then
      FILE.write(io.stderr, string.format("%s: %d obsolete snapshot%s (rewrite with -Xhelper update): %s\n",
        report.path, #report.obsolete, #report.obsolete == 1 and "" or "s", table.concat(report.obsolete, ", ")))
    end
  end
  current.snapshotsBegun = false
  return nil, true
end)

-- Before every test, ahead of the spec's own before_each hooks (a hook of the root block).
busted.publish({ "register", "before_each" }, "understudy: reset the stage", function()
  if options.time then understudy.limits { time = options.time } end
  if not keep then stage.reset() end
  current.eventsBefore = stage.log.count
end)

busted.subscribe({ "test", "start" }, function(element)
  current.name = fullName(element)
  -- The stops of the limits end with the test's function (so busted's own code runs on).
  understudy.limits { time = options.time, scope = element.run }
  return nil, true
end)

busted.subscribe({ "test", "end" }, function()
  current.name = nil
  return nil, true
end)

return understudy
