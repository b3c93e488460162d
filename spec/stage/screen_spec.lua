-- stage.screen: size, input, keyboard, layers (DESIGN.md "Screen, layers, input"; issue 3).

describe("stage.screen", function()
  it("is an iPhone 15 by default", function()
    assert.are.equal(393, stage.screen.width)
    assert.are.equal(852, stage.screen.height)
    assert.are.equal(59, stage.screen.safeArea.top)
    assert.are.equal(34, stage.screen.safeArea.bottom)
  end)

  it("takes its size from stage.reset", function()
    stage.reset{ width = 375, height = 667, safeArea = { top = 20 } }
    assert.are.equal(375, stage.screen.width)
    assert.are.equal(20, stage.screen.safeArea.top)
    assert.are.equal(0, stage.screen.safeArea.bottom)
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

  it("advances the clock by a drag's duration at 120 Hz", function()
    stage.screen.drag{ from = { 300, 100 }, to = { 80, 100 }, duration = 0.25 }
    assert.are.equal(0.25, stage.clock.now())
    assert.are.equal(29, #stage.log.events{ name = "panChanged" })
    local ended = stage.log.events{ name = "panEnded" }[1]
    assert.are.equal(-220, ended.tx)
    assert.is_true(math.abs(ended.vx + 880) < 1e-6)
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
    stage.clock.advance(0.25)
    assert.are.equal(516, stage.screen.keyboard.frame.y)
    local names = {}
    for _, e in ipairs(stage.log.events()) do names[#names + 1] = e.name end
    assert.are.same({ "keyboardWillShow", "keyboardDidShow" }, names)
  end)

  it("rejects unknown drag options, naming the valid ones", function()
    local ok, err = pcall(stage.screen.drag, { from = { 1, 2 }, to = { 3, 4 }, speed = 1 })
    assert.is_false(ok)
    assert.matches("valid options: duration, from, path, to, velocity", err)
  end)
end)
