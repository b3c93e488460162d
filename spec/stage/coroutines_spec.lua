-- Bindings called from coroutines work on the coroutine's own stack, and callbacks run on the
-- thread that drives the clock (docs/internals/BRIDGE.md, "Threads"; issue 8 item 1).

local function run(f, ...)
  local co = coroutine.create(f)
  local results = table.pack(coroutine.resume(co, ...))
  assert(results[1], results[2])
  return table.unpack(results, 2, results.n)
end

describe("bindings inside coroutines", function()
  it("call functions that call back into Lua without touching the caller's registers", function()
    local printed = {}
    local realPrint = print
    -- _G: the host's print calls reach the real global, not this test's environment.
    _G.print = function(s) printed[#printed + 1] = s end
    stage.screen.tap(1, 2)
    local a, b, c = run(function()
      local x, y, z = "x", table.pack, 42
      for _ = 1, 3 do assert(pcall(stage.log.print)) end
      return x, y, z
    end)
    _G.print = realPrint
    assert.are.equal("x", a)
    assert.are.equal(table.pack, b)
    assert.are.equal(42, c)
    assert.are.same({ "[  0.000] screen tap x=1 y=2 miss=true", "[  0.000] screen tap x=1 y=2 miss=true",
                      "[  0.000] screen tap x=1 y=2 miss=true" }, printed)
  end)

  it("call functions, methods, getters and setters with their arguments", function()
    local sheet, action = run(function(n)
      local sheet = stage.actionController()
      local action = sheet:addAction{ title = "Delete", style = "destructive" }
      sheet:addAction("Cancel")
      action.enabled = false
      assert.are.equal(n, #sheet.actions)
      sheet:present()
      stage.clock.advance(0.7)
      return sheet, action
    end, 2)
    assert.are.equal("presented", sheet.state)
    assert.is_false(action.enabled)
    assert.are.equal(2, run(function() return #sheet.actions end))
  end)

  it("keep a callback registered in a coroutine (the function, not what sits at its stack slot)", function()
    local fired = {}
    coroutine.wrap(function()
      local pad1, pad2 = "a", "b"
      stage.clock.after(0.1, function() fired[#fired + 1] = "timer" end)
      return pad1, pad2
    end)()
    run(function()
      local sheet = stage.actionController()
      sheet:addAction{ title = "Delete", handler = function(a) fired[#fired + 1] = a.title end }
      sheet:present()
      stage.clock.advance(0.7)
      sheet:tap("Delete")
    end)
    stage.clock.advance(1)
    assert.are.same({ "timer", "Delete" }, fired)
  end)

  it("run the callbacks they fire on the coroutine that drives the clock", function()
    local co
    local seen
    co = coroutine.create(function()
      stage.clock.after(0.1, function() seen = coroutine.running() end)
      stage.clock.advance(1)
    end)
    assert(coroutine.resume(co))
    assert.are.equal(co, seen)
    local main = coroutine.running()
    stage.clock.after(0.1, function() seen = coroutine.running() end)
    stage.clock.advance(1)
    assert.are.equal(main, seen)
  end)

  it("raise binding and callback errors inside the coroutine", function()
    local ok, err = coroutine.resume(coroutine.create(function() stage.clock.advance(-1) end))
    assert.is_false(ok)
    assert.matches("bad argument #1 to 'advance'", err)
    ok, err = coroutine.resume(coroutine.create(function()
      stage.clock.after(0.1, function() error("boom") end)
      stage.clock.advance(1)
    end))
    assert.is_false(ok)
    assert.matches("boom", tostring(err))
    assert.are.equal(1, stage.clock.now())
  end)

  it("let a callback use coroutines of its own, yields included", function()
    local got
    stage.clock.after(0.1, function()
      local gen = coroutine.wrap(function() coroutine.yield(1); coroutine.yield(2) end)
      got = { gen(), gen() }
    end)
    run(function() stage.clock.advance(1) end)
    assert.are.same({ 1, 2 }, got)
  end)
end)

describe("yielding from inside a callback", function()
  it("fails with an error naming the timer, on the main thread and in a coroutine", function()
    local errors = {}
    stage.clock.after(0.1, function() errors[1] = select(2, pcall(coroutine.yield)) end)
    stage.clock.advance(1)
    run(function()
      stage.clock.after(0.1, function() errors[2] = select(2, pcall(coroutine.yield)) end)
      stage.clock.advance(1)
    end)
    for i = 1, 2 do
      assert.matches("attempt to yield from inside a host callback %(timer#%d%)", errors[i])
    end
  end)

  it("names an action's handler", function()
    local err
    local sheet = stage.actionController()
    sheet:addAction{ title = "Delete", handler = function() err = select(2, pcall(coroutine.yield)) end }
    sheet:present()
    stage.clock.advance(0.7)
    run(function()
      sheet:tap("Delete")
      stage.clock.advance(1)
    end)
    assert.matches("host callback %(handler of sheet#1 'Delete'%)", err)
  end)

  it("is still the usual error outside callbacks", function()
    assert.matches("outside a coroutine", select(2, pcall(coroutine.yield)))
    assert.are.equal(7, select(2, coroutine.resume(coroutine.create(function() coroutine.yield(7) end))))
  end)
end)
