-- One z-order, as UIKit composes a window: the root content at the bottom (tables, then popup bar
-- hosts), then the window's subviews in the order they were added (sheets and popups alike),
-- then the keyboard's window. Hit-testing walks it top-down.

local function order()
  local out = {}
  for _, l in ipairs(stage.screen.layers()) do out[#out + 1] = l.source end
  return out
end

local function sheet()
  local s = stage.actionController()
  s:addAction("Edit")
  s:addAction("Delete")
  return s
end

describe("z-order", function()
  before_each(function() stage.reset() end)

  it("a sheet presented after a popup lies above it, and takes the touch", function()
    local p = stage.popup{ content = { width = 200, height = 100 } }
    p:pop()
    stage.clock.advance(1)
    local s = sheet()
    s:present()
    stage.clock.advance(1)
    assert.are.same({ "sheet#1", "popup#1" }, order())
    assert.are.equal("sheet#1", stage.screen.tap(196, 426))
  end)

  it("a popup added while a sheet is up lies above the sheet", function()
    local s = sheet()
    s:present()
    stage.clock.advance(1)
    local p = stage.popup{ content = { width = 200, height = 100 } }
    p:pop()
    stage.clock.advance(1)
    assert.are.same({ "popup#1", "sheet#1" }, order())
    assert.are.equal("popup#1", stage.screen.tap(196, 426))
  end)

  it("the root content stays below what the window adds later, whenever it is made", function()
    local s = sheet()
    s:present()
    stage.clock.advance(1)
    stage.tableView{ rows = 3 }
    assert.are.same({ "sheet#1", "table#1" }, order())
  end)

  it("the keyboard's window is above every subview of the app's window", function()
    stage.screen.showKeyboard{ height = 300 }
    stage.clock.advance(1)
    local p = stage.popup{ content = { width = 200, height = 100 } }
    p:pop()
    stage.clock.advance(1)
    assert.are.equal("keyboard#1", order()[1])
  end)
end)
