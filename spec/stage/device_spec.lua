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

  -- iPad (10th generation): 24-pt status bar, 20-pt home indicator inset (hacknicity.medium.com,
  -- "How iPad Apps Adapt to the New 11\" and 12.9\" iPads Pro", "Safe Area"); since iOS 12 its
  -- navigation bar, toolbar and tab bar are 50 pt, a large title's bar 102 (hacknicity.medium.com,
  -- "iPad Navigation Bar and Toolbar Height Changes in iOS 12").
  it("gives the iPad its safe area and UIKit's 50-pt iPad bars", function()
    stage.reset{ device = "iPad" }
    assert.are.same({ 820, 1180, 24, 20 }, { stage.screen.width, stage.screen.height, stage.screen.safeArea.top,
                                             stage.screen.safeArea.bottom })
    local nav = stage.navigationController{ title = "Inbox" }
    local tabs = stage.tabBarController{ tabs = { nav, "Music" } }
    local inbox = stage.tableView{ rows = 20, parent = nav }
    assert.are.same({ top = 24 + 50, bottom = 50 + 20 }, { top = inbox.adjustedContentInset.top, bottom = inbox.adjustedContentInset.bottom })
    nav.prefersLargeTitles = true
    assert.are.equal(24 + 102, inbox.adjustedContentInset.top)
    local tools = stage.navigationController{ title = "Edit", toolbar = true }
    local list = stage.tableView{ rows = 20, parent = tools }
    assert.are.equal(50 + 20, list.adjustedContentInset.bottom)
    assert.is_truthy(tabs)
  end)

  it("refuses an unknown device by name, suggesting the nearest", function()
    local ok, err = pcall(stage.reset, { device = "iPhone 14" })
    assert.is_false(ok)
    assert.matches('option \'device\': "iPhone 14" is not one of "iPhone 15", "iPhone SE", "iPad"; did you mean "iPhone 15"%?', err)
  end)
end)
