-- stage.screen: size, input, keyboard, layers (docs/WORLD.md; issue 3).
-- The default screen's numbers (393×852, safe area 59/34), the 120-Hz drag sampling and the
-- keyboard's 0.25-s slide are ScreenInputTests'; here what Lua reads and how reset sets them.

describe("stage.screen", function()
  it("has a default screen that a plain stage.reset() brings back", function()
    local function screen()
      local s = stage.screen
      return { s.width, s.height, s.safeArea.top, s.safeArea.left, s.safeArea.bottom, s.safeArea.right }
    end
    local default = screen()
    assert.is_true(default[3] > 0 and default[5] > 0)              -- a notch and a home indicator
    assert.is_true(default[3] + default[5] < default[2])
    stage.reset{ width = 375, height = 667, safeArea = { top = 20 } }
    assert.are_not.same(default, screen())
    stage.reset()
    assert.are.same(default, screen())
  end)

  it("takes its size from stage.reset", function()
    stage.reset{ width = 375, height = 667, safeArea = { top = 20 } }
    assert.are.equal(375, stage.screen.width)
    assert.are.equal(20, stage.screen.safeArea.top)
    assert.are.equal(0, stage.screen.safeArea.bottom)
  end)

  it("keeps screen sizes within 1 to 100000 points (issue 8: a denormal size trapped the renderer)", function()
    local function refused(options)
      local ok, err = pcall(stage.reset, options)
      assert.is_false(ok)
      return (err:gsub("^[^:]*:%d+: ", ""))
    end
    assert.are.equal("bad argument #1 to 'reset' (width must be between 1 and 100000, got 5e-324)",
      refused{ width = 5e-324, height = 5e-324 })
    assert.are.equal("bad argument #1 to 'reset' (height must be between 1 and 100000, got 0.5)", refused{ height = 0.5 })
    assert.are.equal("bad argument #1 to 'reset' (width must be between 1 and 100000, got inf)", refused{ width = math.huge })
    assert.are.equal("bad argument #1 to 'reset' (height must be between 1 and 100000, got nan)", refused{ height = 0/0 })
    assert.are.equal("bad argument #1 to 'reset' (width must be between 1 and 100000, got 100001)", refused{ width = 100001 })
    assert.are.equal("bad argument #1 to 'reset' (safeArea.bottom must be a finite number of points, at least 0, got -1)",
      refused{ safeArea = { bottom = -1 } })
    assert.are.equal("bad argument #1 to 'reset' (safeArea.top must be a finite number of points, at least 0, got nan)",
      refused{ safeArea = { top = 0/0 } })
    assert.are.equal("bad argument #1 to 'reset' (safeArea.top + safeArea.bottom (700) must be less than the height (667))",
      refused{ height = 667, safeArea = { top = 600, bottom = 100 } })
    assert.are.equal("bad argument #1 to 'reset' (safeArea.left + safeArea.right (1e+300) must be less than the width (393))",
      refused{ safeArea = { left = 1e300 } })
    -- Every size in the range renders; a screen too short for the default insets has none.
    for _, size in ipairs{ { 1, 1 }, { 1.5, 100000 }, { 100000, 1 }, { 100000, 100000 }, { 0.5 + 0.5, 93 } } do
      stage.reset{ width = size[1], height = size[2] }
      assert.are.equal(size[2] < 94 and 0 or 59, stage.screen.safeArea.top)
      assert.is_string(stage.render{ width = 400 })
      assert.is_string(stage.svg())
      assert.is_string(stage.timelineSvg())
    end
    stage.reset{ width = 50, height = 94 }
    assert.are.equal(59, stage.screen.safeArea.top)
  end)

  it("refuses render widths outside 8 to 400 columns, NaN and infinities", function()
    for _, w in ipairs{ 0/0, math.huge, -math.huge, 1e300, 2^63, 7, 401, 1.5 } do
      assert.is_false(pcall(stage.render, { width = w }))
    end
    assert.are.equal("+--------+", stage.render{ width = 8 }:match("\n([^\n]*)"))
  end)

  it("records a tap on nothing as a miss", function()
    assert.is_nil(stage.screen.tap(100, 100))
    local e = stage.log.events{ name = "tap" }[1]
    assert.are.equal("screen", e.source)
    assert.is_true(e.miss)
    assert.is_nil(e.outside)
  end)

  it("records a tap off the screen as an outside miss", function()
    stage.screen.tap(-10, 100)
    assert.is_true(stage.log.events{ name = "tap" }[1].outside)
  end)

  it("advances the clock by a drag's duration, logging samples in between", function()
    assert.is_nil(stage.screen.drag{ from = { 300, 100 }, to = { 80, 100 }, duration = 0.25 })   -- on nothing
    assert.are.equal(0.25, stage.clock.now())
    local changed = stage.log.events{ name = "panChanged" }
    assert.is_true(#changed > 1)
    for k = 2, #changed do assert.is_true(changed[k].t > changed[k - 1].t and changed[k].t <= 0.25) end
    local ended = stage.log.events{ name = "panEnded" }[1]
    assert.are.equal(0.25, ended.t)
    assert.are.equal(-220, ended.tx)
    assert.is_true(math.abs(ended.vx - ended.tx / 0.25) < 1e-6)   -- a steady drag's velocity
    assert.is_true(ended.miss)
  end)

  it("treats a zero-duration drag as a flick with the given velocity", function()
    stage.screen.drag{ from = { 300, 100 }, to = { 200, 100 }, duration = 0, velocity = { -900, 0 } }
    assert.are.equal(0, stage.clock.now())
    local ended = stage.log.events{ name = "panEnded" }[1]
    assert.are.equal(-100, ended.tx)
    assert.are.equal(-900, ended.vx)
  end)

  it("slides the keyboard in and lists it as a layer", function()
    stage.screen.showKeyboard{ height = 336 }
    assert.is_true(stage.screen.keyboard.shown)
    assert.are.equal("keyboard#1", stage.screen.layers()[1].source)
    assert.are.equal(stage.screen.height, stage.screen.keyboard.frame.y)   -- still below the screen
    stage.clock.advance(1)
    assert.are.equal(stage.screen.height - 336, stage.screen.keyboard.frame.y)
    local names = {}
    for _, e in ipairs(stage.log.events()) do names[#names + 1] = e.name end
    assert.are.same({ "keyboardWillShow", "keyboardDidShow" }, names)
  end)

  it("rejects unknown drag options, naming the valid ones", function()
    local ok, err = pcall(stage.screen.drag, { from = { 1, 2 }, to = { 3, 4 }, speed = 1 })
    assert.is_false(ok)
    assert.matches("valid options: duration, dx, dy, from, path, to, velocity", err)
  end)
end)
