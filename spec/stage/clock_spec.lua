-- stage.clock: simulated time (docs/internals/STAGE.md; issue 3).

describe("stage.clock", function()
  it("starts at 0 after a reset", function()
    assert.are.equal(0, stage.clock.now())
    assert.are.equal(0, stage.clock.pending())
  end)

  it("fires events due at the same time in the order they were scheduled", function()
    local order = {}
    stage.clock.after(0.5, function() order[#order + 1] = "a" end)
    stage.clock.after(0.2, function() order[#order + 1] = "b" end)
    stage.clock.after(0.5, function() order[#order + 1] = "c" end)
    assert.are.equal(1, stage.clock.advance(1))
    assert.are.same({ "b", "a", "c" }, order)
  end)

  it("lets callbacks see their own due time", function()
    local seen
    stage.clock.after(0.3, function() seen = stage.clock.now() end)
    stage.clock.advance(1)
    assert.are.equal(0.3, seen)
    assert.are.equal(1, stage.clock.now())
  end)

  it("fires events scheduled during an advance when they fall inside the window", function()
    local log = {}
    stage.clock.after(0.1, function()
      stage.clock.after(0.2, function() log[#log + 1] = "inside" end)
      stage.clock.after(0.6, function() log[#log + 1] = "outside" end)
      stage.clock.after(0, function() log[#log + 1] = "same instant" end)
    end)
    stage.clock.advance(0.5)
    assert.are.same({ "same instant", "inside" }, log)
    assert.are.equal(1, stage.clock.pending())
    stage.clock.advance(0.5)
    assert.are.same({ "same instant", "inside", "outside" }, log)
  end)

  it("cancels timers", function()
    local fired = false
    local t = stage.clock.after(1, function() fired = true end)
    assert.is_true(t.pending)
    assert.are.equal(1, t.due)
    assert.is_true(t:cancel())
    assert.is_false(t:cancel())
    stage.clock.advance(2)
    assert.is_false(fired)
  end)

  it("names a timer: the timeline, its filters and the chart show the name", function()
    local fired = {}
    local t = stage.clock.after(0.5, function(timer) fired[#fired + 1] = timer.name end, { name = "tick" })
    assert.are.equal("tick", t.name)
    stage.clock.after(0.7, function() end)
    stage.clock.advance(1)
    assert.are.same({ "tick" }, fired)
    assert.are.equal('[  0.500] clock timer timer="tick"\n[  0.700] clock timer timer="timer#2"\n', stage.log.format())
    assert.are.equal(1, #stage.log.events{ source = "tick" })
    expect(stage.log):toHaveEvents({ { name = "timer", t = 0.5 } }, { source = "tick", exhaustive = true })
    assert.is_truthy(stage.timelineSvg():find(">tick</text>", 1, true))
  end)

  it("repeats with every until cancelled, a run of firings printing as one line", function()
    local n = 0
    local t = stage.clock.every(0.25, function() n = n + 1 end, { name = "tick" })
    assert.are.equal(0.25, t.due)
    stage.clock.advance(1)
    assert.are.equal(4, n)
    assert.is_true(t.pending)
    assert.are.equal(1.25, t.due)
    assert.are.equal(4, #stage.log.events{ source = "tick" })
    assert.are.equal('[  0.250] clock timer ×4 over 0.75 s timer="tick"\n', stage.log.format())
    assert.are.equal(4, #stage.log.events{ source = "tick" })
    assert.is_true(t:cancel())
    stage.clock.advance(1)
    assert.are.equal(4, n)
    assert.are.equal(0, stage.clock.pending())
    -- Cancelled from its own callback: no further firing.
    local calls = 0
    stage.clock.every(0.1, function(timer) calls = calls + 1; if calls == 3 then timer:cancel() end end)
    stage.clock.advance(1)
    assert.are.equal(3, calls)
    -- One that would fire more than 10,000 times in one advance stops there, with an error.
    local fast = stage.clock.every(0.001, function() end, { name = "fast" })
    assert.has_error(function() stage.clock.advance(3600) end,
      "fast (every 0.001 s) fired 10000 times in one advance and was stopped: advance in smaller steps, or give it a longer period")
    assert.is_false(fast.pending)
    assert.are.equal(3603, stage.clock.now())   -- the advance still reached its end
    -- A repeating timer never lets the clock idle: runUntilIdle stops at its limit.
    stage.clock.every(1, function() end)
    assert.has_error(function() stage.clock.runUntilIdle{ limit = 5 } end)
    assert.has_error(function() stage.clock.every(0, function() end) end,
      "bad argument #1 to 'every' (a period above 0 expected, got 0)")
    assert.has_error(function() stage.clock.after(1, function() end, { nam = "x" }) end)
  end)

  it("steps with next and drains with runUntilIdle", function()
    stage.clock.after(2, function() end)
    stage.clock.after(3, function() end)
    assert.are.equal(2, stage.clock.next())
    assert.are.equal(3, stage.clock.runUntilIdle())
    assert.is_nil(stage.clock.next())
  end)

  it("stops runaway timers at the runUntilIdle limit", function()
    local function again() stage.clock.after(0.1, again) end
    again()
    local ok, err = pcall(stage.clock.runUntilIdle, { limit = 50 })
    assert.is_false(ok)
    assert.matches("aborting after running 50 timers %(limit = 50%)", err)
  end)

  it("raises a callback's error after the advance completed", function()
    local fired = {}
    stage.clock.after(0.1, function() fired[#fired + 1] = 1; error("first") end)
    stage.clock.after(0.2, function() fired[#fired + 1] = 2 end)
    local ok, err = pcall(stage.clock.advance, 1)
    assert.is_false(ok)
    assert.matches("first", err)
    assert.are.same({ 1, 2 }, fired)
    assert.are.equal(1, stage.clock.now())
  end)

  it("refuses bad times", function()
    local function message(f, ...)
      local ok, err = pcall(f, ...)
      assert.is_false(ok)
      return err
    end
    assert.matches("non%-negative number of seconds expected, got %-1", message(stage.clock.advance, -1))
    assert.matches("finite number of seconds expected, got nan", message(stage.clock.advance, 0 / 0))
    assert.matches("finite number of seconds expected, got inf", message(stage.clock.advance, math.huge))
    assert.matches("at most 1e9 seconds expected, got 1e%+300", message(stage.clock.advance, 1e300))
    assert.matches("number expected, got string", message(stage.clock.advance, "soon"))
    stage.clock.advance(2)
    assert.matches("time 1 is in the past %(now 2%)", message(stage.clock.advanceTo, 1))
  end)

  it("refuses to schedule what no advance can reach, as advance refuses to go there (issue 8)", function()
    local function message(f, ...)
      local ok, err = pcall(f, ...)
      assert.is_false(ok)
      return (tostring(err):gsub("^[^:]*:%d+: ", ""))
    end
    for _ = 1, 8 do stage.clock.advance(1e9) end
    stage.clock.advance(0.9e9)   -- now 8.9e9 s; the range ends before 9e9 s
    local range = "beyond the simulated range (before 9e9 s)"
    assert.are.equal("bad argument #1 to 'advance' (time 9900000000 is " .. range .. ")", message(stage.clock.advance, 1e9))
    assert.are.equal("bad argument #1 to 'after' (time 9900000000 is " .. range .. ")",
      message(stage.clock.after, 1e9, function() end))
    assert.are.equal("bad argument #1 to 'after' (time 9000000000 is " .. range .. ")",
      message(stage.clock.after, 1e8, function() end))
    assert.are.equal(0, stage.clock.pending())
    assert.are.equal(0, #stage.log.events{})
    -- Just inside the range is fine.
    local t = stage.clock.after(1e8 - 1, function() end)
    assert.is_true(t.pending)
    t:cancel()
    -- A drag, a keyboard slide and a sheet's animations obey the same rule.
    stage.clock.advance(1e8 - 1)   -- 1 s before the end
    assert.are.equal("bad argument #1 to 'drag' (option 'duration': time 9000000000.5 is " .. range .. ")",
      message(stage.screen.drag, { from = { 10, 10 }, to = { 10, 300 }, duration = 1.5 }))
    assert.are.equal("bad argument #1 to 'showKeyboard' (option 'duration': time 9000000001 is " .. range .. ")",
      message(stage.screen.showKeyboard, { duration = 2 }))
    local sheet = stage.actionController{ settings = { animation = { present = { duration = 2 } } } }
    sheet:addAction("A")
    assert.are.equal("cannot present now: didPresentView would be due at t=9000000001 s, " .. range, message(sheet.present, sheet))
    assert.are.equal("idle", sheet.state)
    assert.are.equal(0, stage.clock.pending())
    assert.are.equal(0, #stage.log.events{})
    -- A refused drag fires nothing later.
    stage.clock.advance(0.5)
    assert.are.equal(0, #stage.log.events{})
  end)

  it("refuses a drag before scheduling any of its samples", function()
    local layers = #stage.screen.layers()
    assert.is_false(pcall(stage.screen.drag, { from = { 10, 10 }, to = { 10, 300 }, duration = 1e9 }))
    assert.is_false(pcall(stage.screen.drag, { path = { { 10, 10 }, { 1, 2 }, "x" }, duration = 0.3 }))
    assert.is_false(pcall(stage.screen.drag, { from = { 10, 10 }, to = { 10, 300 }, duration = 0 / 0 }))
    assert.is_false(pcall(stage.screen.drag, { from = { 10, 10 }, to = { 10, 300 }, velocity = { 0 / 0, 1 } }))
    assert.are.equal(0, stage.clock.pending())
    stage.clock.advance(5)
    assert.are.equal(0, #stage.log.events{})
    assert.are.equal(layers, #stage.screen.layers())
  end)

  it("makes handles from before a reset fail clearly", function()
    local t = stage.clock.after(1, function() end)
    stage.reset()
    local ok, err = pcall(t.cancel, t)
    assert.is_false(ok)
    assert.matches("timer#1 belongs to a previous stage", err)
  end)
end)
