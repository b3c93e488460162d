-- `require 'busted.runner'()` at the top of a spec file, busted's standalone mode. Under
-- `understudy test` the runner is already running the file, so this does nothing. Run directly
-- (`understudy file_spec.lua [options]`), it runs the calling file as a spec file: dots (or a
-- line per test with -v), each failure, the summary line `N passed, N failed...`, then exits
-- with status 0 only when nothing failed, so the rest of the file's first run never happens.
-- Options: -v, --filter P, --filter-out P, -t/--tags a,b, --exclude-tags a,b, --seed N.
-- busted's own command-line script (`understudy /usr/bin/busted spec/`) runs `understudy test`
-- with its arguments instead.
--
--   require 'busted.runner'()
--   describe("x", function() it("works", function() assert.is_true(true) end) end)
local function split(list, text)
  for item in string.gmatch(text, "[^,]+") do list[#list + 1] = item end
end

local function parse(args)
  local o = { filter = {}, filterOut = {}, tags = {}, excludeTags = {} }
  local i = 1
  while args[i] do
    local a = args[i]
    local key, inline = string.match(a, "^(%-%-[^=]+)=(.*)$")
    key = key or a
    local function value()
      if inline then return inline end
      i = i + 1
      return args[i] or error("busted.runner: '" .. key .. "' needs an argument", 0)
    end
    if key == "-v" or key == "--verbose" then o.verbose = true
    elseif key == "--filter" then o.filter[#o.filter + 1] = value()
    elseif key == "--filter-out" then o.filterOut[#o.filterOut + 1] = value()
    elseif key == "-t" or key == "--tags" then split(o.tags, value())
    elseif key == "--exclude-tags" then split(o.excludeTags, value())
    elseif key == "--seed" then o.seed = math.tointeger(tonumber(value())) or error("busted.runner: '--seed' needs an integer", 0)
    end
    i = i + 1
  end
  -- As busted's command line (busted/modules/cli.lua): including and excluding a tag is refused.
  for _, excluded in ipairs(o.excludeTags) do
    for _, included in ipairs(o.tags) do
      if excluded == included then error("busted.runner: Cannot use --tags and --exclude-tags for the same tags", 0) end
    end
  end
  return o
end

-- A word for the shell, quoted.
local function quote(word)
  return "'" .. string.gsub(word, "'", "'\\''") .. "'"
end

-- busted's own command-line script (`/usr/bin/busted`: `require 'busted.runner'({ standalone =
-- false })`) run by understudy: its arguments are busted's command line, so they go to
-- `understudy test`, which takes busted's options; never a run of nothing that passes.
local function commandLine()
  local args = rawget(_G, "arg") or {}
  local self = args[-1]
  if type(self) ~= "string" or type(os.execute) ~= "function" then
    error("busted.runner: this is busted's command-line script; run the specs with `understudy test [paths and options]`", 0)
  end
  local words = { quote(self), "test" }
  for i = 1, #args do words[#words + 1] = quote(tostring(args[i])) end
  io.stdout:flush()
  local ok, how, status = os.execute(table.concat(words, " "))
  if how == "exit" then os.exit(status) end
  os.exit(ok and 0 or 1)
end

return function(opts)
  local runner = require "understudy.test.runner"
  if runner.running then return end
  if type(opts) == "table" and opts.standalone == false then return commandLine() end
  local info = debug.getinfo(2, "S")
  local source = info and info.source or ""
  if string.sub(source, 1, 1) ~= "@" then error("busted.runner: call it from a spec file", 2) end
  local options = parse(rawget(_G, "arg") or {})
  local path = string.sub(source, 2)
  local counts, failed = { success = 0, failure = 0, error = 0, pending = 0 }, {}
  local marks = { success = ".", failure = "F", error = "E", pending = "-" }
  local words = { success = "  ok    ", failure = "  FAIL  ", error = "  ERROR ", pending = "  skip  " }
  io.write(path, options.verbose and "\n" or " ")
  options.path = path
  options.seed = options.seed or 0
  options.runSeed = options.seed
  options.report = function(r)
    if r.kind ~= "test" then return end
    counts[r.status] = counts[r.status] + 1
    if options.verbose then io.write(words[r.status], r.name, "\n") else io.write(marks[r.status]) end
    if r.status == "failure" or r.status == "error" then failed[#failed + 1] = r end
  end
  runner.runFile(options)
  if not options.verbose then io.write("\n") end
  for n, r in ipairs(failed) do
    io.write("\n", n, ") ", r.file or path, r.line and (":" .. r.line) or "", ": ", r.name,
      r.status == "error" and " (error)" or "", "\n", r.message or "", "\n")
    if r.traceback and string.find(r.traceback, "\n") then io.write(r.traceback, "\n") end
  end
  local summary = counts.success .. " passed, " .. counts.failure .. " failed"
  if counts.error > 0 then summary = summary .. ", " .. counts.error .. (counts.error == 1 and " error" or " errors") end
  if counts.pending > 0 then summary = summary .. ", " .. counts.pending .. " skipped" end
  io.write("\n", summary, "\n")
  io.stdout:flush()
  os.exit(counts.failure + counts.error == 0 and 0 or 1)
end
