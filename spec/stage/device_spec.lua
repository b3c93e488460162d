-- Devices: presets with pinned numbers, and custom screens (stage.reset options).
describe("devices", function()
  after_each(function() stage.reset() end)

  it("defaults to an iPhone 15", function()
    stage.reset()
    assert.are.equal("iPhone 15", stage.screen.device)
    assert.are.same({ x = 0, y = 0, width = 393, height = 54 }, stage.screen.statusBarFrame)
  end)

  it("gives the iPhone SE's screen, safe area and status bar", function()
    stage.reset{ device = "iPhone SE" }
    assert.are.equal("iPhone SE", stage.screen.device)
    assert.are.same({ 375, 667 }, { stage.screen.width, stage.screen.height })
    assert.are.same({ top = 20, left = 0, bottom = 0, right = 0 }, stage.screen.safeArea)
    assert.are.equal(20, stage.screen.statusBarFrame.height)
  end)

  it("turns into a custom device when width, height or safeArea change it", function()
    stage.reset{ device = "iPhone SE", safeArea = { top = 0 } }
    assert.are.equal("custom", stage.screen.device)
    assert.are.equal(0, stage.screen.statusBarFrame.height)
    stage.reset{ width = 375, height = 667, safeArea = { top = 20 } }
    assert.are.equal("iPhone SE", stage.screen.device)
  end)

  it("refuses an unknown device by name, suggesting the nearest", function()
    local ok, err = pcall(stage.reset, { device = "iPhone 14" })
    assert.is_false(ok)
    assert.matches('option \'device\': "iPhone 14" is not one of "iPhone 15", "iPhone SE", "iPad"; did you mean "iPhone 15"%?', err)
  end)
end)
