-- The memory limit covers what the engine keeps for a script, not only what Lua allocates
-- (issue 20, item 2): table rows and timeline events count against the same limit and end the
-- chunk with the same error (docs/CLI.md, --memory-limit).
--
-- A spec file's limit is the runner's (--memory-limit, 1G per file by default) and a memory
-- error ends the whole file, so these run the programs in a child `understudy` (arg[-1], the
-- runner's own binary) under small limits.
local understudy = arg[-1]

local function quote(s) return "'" .. s:gsub("'", "'\\''") .. "'" end

local function tempFile(name, text)
  local path = os.tmpname()
  os.remove(path)
  path = path .. "_" .. name
  local f = assert(io.open(path, "w"))
  f:write(text)
  f:close()
  return path
end

--- Runs `understudy ARGS` (stdin from `input` when given); returns its output (both streams)
--- and exit status.
local function run(args, input)
  local stdin = input and tempFile("input.lua", input)
  local p = assert(io.popen(quote(understudy) .. " " .. args .. (stdin and (" < " .. quote(stdin)) or "") .. " 2>&1"))
  local out = p:read("a")
  local _, _, status = p:close()
  if stdin then os.remove(stdin) end
  return out, status
end

-- The issue's programs (twenty 250,000-row tables, two million taps: 490 MB and 650 MB resident
-- under --memory-limit 32M before), with tables of 50,000 rows (about 5 MB each) so the spec
-- stays fast; Tests/UnderstudyTests/MemoryLimitRSSTests runs the originals and measures the peak.
local ROWS = "for i = 1, 20 do stage.tableView{ rows = 50000 } io.write(i, ' ') io.flush() end"
local BIG_ROWS = "for i = 1, 20 do stage.tableView{ rows = 250000 } end"
local TAPS = "for i = 1, 2000000 do stage.screen.tap(1, 2) end"

describe("the memory limit covers the engine", function()
  it("ends twenty tables with the memory-limit error, refusing the table that does not fit", function()
    local out, status = run("--memory-limit 16M -e " .. quote(ROWS) .. " -e " .. quote("print('not reached')"))
    assert.are.equal(1, status)
    assert.matches("memory limit exceeded (limit 16M)", out, 1, true)
    -- Two or three tables fit; the next one is refused before it is built.
    local _, made = out:match("^[%d ]*"):gsub("%d+", "")
    assert.is_true(made == 2 or made == 3, out)
    assert.is_nil(out:find("not reached", 1, true))
    -- A 250,000-row table (about 24 MB) is refused outright.
    out, status = run("--memory-limit 16M -e " .. quote(BIG_ROWS))
    assert.are.equal(1, status)
    assert.matches("memory limit exceeded (limit 16M)", out, 1, true)
  end)

  it("ends two million taps with the memory-limit error (the timeline's events count)", function()
    local out, status = run("--memory-limit 8M -e " .. quote(TAPS))
    assert.are.equal(1, status)
    assert.matches("memory limit exceeded (limit 8M)", out, 1, true)
  end)

  it("cannot be caught with pcall, as Lua's own memory limit cannot", function()
    local out, status = run("--memory-limit 8M -e " .. quote("print(pcall(function() " .. TAPS .. " end)) print('caught')"))
    assert.are.equal(1, status)
    assert.matches("memory limit exceeded (limit 8M)", out, 1, true)
    assert.is_nil(out:find("caught", 1, true))
  end)

  it("leaves the REPL usable: stage.reset() gives the memory back and work goes on", function()
    local out = run("--memory-limit 16M -i", table.concat({
      ROWS, "stage.reset()", "print('rows', stage.tableView{ rows = 100000 }.rowCount)",
      TAPS, "stage.reset()", "stage.screen.tap(1, 2)", "print('events', #stage.log.events())",
    }, "\n") .. "\n")
    local _, errors = out:gsub("memory limit exceeded %(limit 16M%)", "")
    -- The rows program fails; after the reset a 100,000-row table fits; the taps then fill what
    -- is left and fail; after the next reset one tap is one event.
    assert.are.equal(2, errors, out)
    assert.matches("\nrows\t100000\n", out, 1, true)
    assert.matches("\nevents\t1\n", out, 1, true)
  end)

  it("ends a spec file under `understudy test --memory-limit 64M` as Lua's own memory would", function()
    local rows = tempFile("rows_spec.lua", "describe('tables', function() it('rows', function() " .. BIG_ROWS .. " end) end)\n")
    local taps = tempFile("taps_spec.lua", "describe('timeline', function() it('taps', function() " .. TAPS .. " end) end)\n")
    local out, status = run("test --jobs 2 --memory-limit 64M " .. quote(rows) .. " " .. quote(taps))
    os.remove(rows)
    os.remove(taps)
    assert.are.equal(1, status)
    assert.matches("memory limit exceeded (limit 64M) while running 'tables rows'", out, 1, true)
    assert.matches("memory limit exceeded (limit 64M) while running 'timeline taps'", out, 1, true)
    assert.matches("0 passed, 0 failed, 2 errors", out, 1, true)
  end)
end)
