-- understudy.limits: a memory cap and a time limit that hold against a runaway allocation and an
-- endless loop (whose pcall keeps restarting it), under `understudy test` and under busted.
local understudy = require "understudy"

describe("understudy.limits", function()
  after_each(function() understudy.limits{ memory = false, time = false } end)

  it("stops a runaway allocation, until the scope returns", function()
    local function runaway()
      local t = {}
      for i = 1, 1e9 do t[i] = string.rep("x", 64) .. i end
      return #t
    end
    understudy.limits{ memory = "32M", scope = runaway }
    local ok, e = pcall(runaway)
    assert.is_false(ok)
    -- Lua's own error when the refused allocation was the last (as under any memory error),
    -- the limit's when a collection made room and the next instruction stopped it.
    assert.is_truthy(e == "not enough memory" or string.find(e, "memory limit exceeded (limit 32M)", 1, true), e)
    -- The garbage is collected and work goes on under the cap.
    assert.are.equal(1000, #string.rep("y", 1000))
  end)

  it("stops an endless loop that a pcall keeps restarting", function()
    local function spin()
      while true do pcall(function() while true do end end) end
    end
    understudy.limits{ time = 0.2, scope = spin }
    local ok, e = pcall(spin)
    assert.is_false(ok)
    assert.matches("time limit exceeded %(timeout 0.2 s%)", e)
  end)

  it("stops a loop inside a coroutine", function()
    local function spin() coroutine.wrap(function() while true do end end)() end
    understudy.limits{ time = 0.2, scope = spin }
    local ok, e = pcall(spin)
    assert.is_false(ok)
    assert.matches("time limit exceeded", e)
  end)

  it("returns the limits as last set; false gives back the host's (none under busted)", function()
    local before = understudy.limits()
    local set = understudy.limits{ memory = "256M", time = 5 }
    assert.are.same({ memory = 256 * 1024 * 1024, time = 5 }, set)
    assert.are.same(before, understudy.limits{ memory = false, time = 0 })
  end)

  it("refuses bad values, naming the option", function()
    assert.has_error(function() understudy.limits{ memory = "lots" } end,
      "bad argument #1 to 'limits' (option 'memory': a size expected (bytes, or a string such as \"64M\"), got \"lots\")")
    assert.has_error(function() understudy.limits{ memory = true } end,
      "bad argument #1 to 'limits' (option 'memory': a size expected (bytes, or a string such as \"64M\"), or false; got true)")
    assert.has_error(function() understudy.limits{ time = -1 } end,
      "bad argument #1 to 'limits' (option 'time': a non-negative number of seconds expected, got -1.0)")
    assert.has_error(function() understudy.limits{ seconds = 1 } end)
  end)

  it("refuses a cap below the memory already in use", function()
    local ok, e = pcall(understudy.limits, { memory = "1K" })
    assert.is_false(ok)
    assert.matches("understudy.limits: the memory cap 1K is below the %d+ bytes this Lua state already uses", e)
  end)
end)
