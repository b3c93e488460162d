-- The test runner's simulation hooks against the real stage: a reset before each test, timeline
-- assertions, timeline snapshots. (The runner's own fixtures, with failing cases, are in
-- Tests/RunnerFixtures; the busted-compatibility corpus in Tests/BustedCompat.)
describe("understudy test", function()
  local before

  before_each(function()
    before = stage.clock.now()
  end)

  it("resets the stage before each test, before before_each", function()
    assert.are.equal(0, before)
    stage.clock.advance(2)
    assert.are.equal(2, stage.clock.now())
  end)

  it("starts the next test from a fresh stage", function()
    assert.are.equal(0, before)
    assert.are.equal(0, stage.clock.pending())
    assert.are.same({}, stage.log.events())
  end)

  it("asserts timeline events in order", function()
    stage.clock.after(0.25, function() end)
    stage.clock.advance(0.5)
    stage.screen.tap(10, 20)
    expect(stage.log):toHaveEvents { { name = "timer", t = 0.25 }, { name = "tap", x = 10, y = 20 } }
    expect(stage.log):toHaveEvents({ { source = "clock" }, { source = "screen", t = 0.5 } }, { exhaustive = true })
  end)

  it("reports a missing event with the closest candidate", function()
    stage.screen.tap(10, 20)
    local ok, err = pcall(function()
      expect(stage.log):toHaveEvents { { name = "tap", x = 11 } }
    end)
    assert.is_false(ok)
    assert.matches("MISSING { name = \"tap\", x = 11 }  (closest #1: x = 10, expected 11)", tostring(err), 1, true)
  end)

  it("snapshots the timeline", function()
    stage.clock.after(0.1, function() end)
    stage.clock.advance(0.3)
    stage.screen.tap(1, 2)
    expect(stage.log):toMatchSnapshot()
  end)

  it("compares tables with a diff", function()
    local ok, err = pcall(function() expect({ a = 1, b = { 2 } }):toEqual({ a = 1, b = { 3 } }) end)
    assert.is_false(ok)
    assert.matches("--- expected\n+++ received", tostring(err), 1, true)
  end)
end)
