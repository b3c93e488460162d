-- Writes the runner benchmark suite: 100 spec files of 20 `it` blocks each, twice:
--   <out>/stage/  small stage work per test (timers, advance, a tap, a timeline assertion),
--                 for `understudy test`;
--   <out>/plain/  the same shape with plain Lua work, for busted (which has no stage).
-- Usage: lua5.4 bench/runner/generate.lua [out-dir]   (default bench/out/runner)
local out = arg[1] or "bench/out/runner"
local FILES, TESTS = 100, 20

local function write(path, text)
  local f = assert(io.open(path, "w"))
  f:write(text)
  f:close()
end

os.execute("mkdir -p " .. out .. "/stage " .. out .. "/plain")

local stageTest = [[
  it("test %d", function()
    local fired = 0
    stage.clock.after(0.1 * %d, function() fired = fired + 1 end)
    stage.clock.after(0.5, function() fired = fired + 1 end)
    stage.clock.advance(1)
    stage.screen.tap(10, 20)
    assert.are.equal(2, fired)
    expect(stage.log):toHaveEvents { { name = "timer" }, { name = "tap", x = 10 } }
  end)
]]

local plainTest = [[
  it("test %d", function()
    local fired, queue = 0, {}
    queue[#queue + 1] = { t = 0.1 * %d, fn = function() fired = fired + 1 end }
    queue[#queue + 1] = { t = 0.5, fn = function() fired = fired + 1 end }
    table.sort(queue, function(a, b) return a.t < b.t end)
    for _, e in ipairs(queue) do e.fn() end
    local log = { { name = "timer" }, { name = "tap", x = 10 } }
    assert.are.equal(2, fired)
    assert.are.same({ name = "tap", x = 10 }, log[2])
  end)
]]

for f = 1, FILES do
  for kind, template in pairs { stage = stageTest, plain = plainTest } do
    local parts = { string.format("describe(\"file %d\", function()\n", f) }
    for t = 1, TESTS do parts[#parts + 1] = string.format(template, t, (t % 5) + 1) end
    parts[#parts + 1] = "end)\n"
    write(string.format("%s/%s/f%03d_spec.lua", out, kind, f), table.concat(parts))
  end
end
print(string.format("wrote %d files x %d tests to %s/stage and %s/plain", FILES, TESTS, out, out))
