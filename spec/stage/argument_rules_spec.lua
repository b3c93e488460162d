-- How arguments are judged, one rule each (issue 20). Indices and coordinates: an index is an
-- integer (as luaL_checkinteger wants one) of at least 1, a coordinate or distance a finite
-- number, a time bound any number but NaN (math.huge is "no bound"). Option key paths are printed
-- whole: a nested table is named by its path, never by its prefix with a trailing dot.

local function message(f, ...)
  local ok, err = pcall(f, ...)
  assert.is_false(ok)
  return tostring(err)
end

describe("number arguments", function()
  it("refuse a fractional or non-positive index", function()
    local tabs = stage.tabBarController()
    assert.matches("bad argument #1 to 'tapTab' (number has no integer representation)", message(function() tabs:tapTab(2.9) end), 1, true)
    assert.matches("bad argument #1 to 'tapTab' (an index of at least 1 expected, got 0)", message(function() tabs:tapTab(0) end), 1, true)
    local tbl = stage.tableView{ rows = 3 }
    assert.matches("number has no integer representation", message(function() tbl:row(2.9) end), 1, true)
  end)

  it("refuse a coordinate that is not finite", function()
    assert.matches("bad argument #1 to 'tap' (a finite number expected, got nan)", message(stage.screen.tap, 0/0, 0/0), 1, true)
    assert.matches("bad argument #2 to 'tap' (a finite number expected, got inf)", message(stage.screen.tap, 1, math.huge), 1, true)
    assert.are.equal(0, #stage.log.events{ name = "tap" })
  end)

  it("refuse a point or a velocity that is not finite, in every option that takes one", function()
    local before = #stage.log.events()
    assert.matches("bad argument #1 to 'drag' (option 'from': point {x, y} expected)",
      message(stage.screen.drag, { from = { x = 0/0, y = 1 }, to = { x = 1, y = 1 } }), 1, true)
    assert.matches("bad argument #1 to 'drag' (option 'velocity': point {x, y} expected)",
      message(stage.screen.drag, { from = { 1, 1 }, to = { 1, 2 }, velocity = { math.huge, 0 } }), 1, true)
    local tbl = stage.tableView{ rows = 1, editActions = function() return { stage.swipeAction{ title = "D" } } end }
    assert.matches("bad argument #2 to 'swipe' (option 'velocity': point {x, y} expected)",
      message(function() tbl:swipe(1, { dx = -50, velocity = { 0/0, 0 } }) end), 1, true)
    assert.are.equal(before, #stage.log.events())
  end)

  it("refuse NaN as a time bound, and take math.huge", function()
    stage.screen.tap(1, 2)
    assert.matches("option 'from': a number (not NaN) expected, got nan", message(stage.log.events, { from = 0/0, to = 0/0 }), 1, true)
    assert.are.equal(1, #stage.log.events{ from = 0, to = math.huge })
  end)
end)

describe("option key paths", function()
  it("name a nested table whole when it holds a key of the wrong type", function()
    local m = message(stage.swipeAction, { title = "x", transitionDelegate = { 1 } })
    assert.matches("unexpected number key in transitionDelegate; valid options:", m, 1, true)
    m = message(stage.actionController, { settings = { animation = { present = { [true] = 1 } } } })
    assert.matches("unexpected boolean key in settings.animation.present; valid options:", m, 1, true)
  end)

  it("name the top-level table 'options'", function()
    assert.matches("unexpected number key in options; valid options:", message(stage.reset, { [1] = 2 }), 1, true)
  end)
end)
