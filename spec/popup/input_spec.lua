-- Input through the screen's hit-testing: the backdrop, isHideBg's fall-through, drags, the keyboard.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function sheet()
  local s = stage.actionController()
  s:addAction("Edit")
  s:addAction("Delete")
  s:present()
  stage.clock.advance(1)
  return s
end

describe("popup input", function()
  -- popViewBgViewTap: (LSTPopView.m:1265-1285): the bgClick block, then dismiss when isClickBgDismiss.
  it("a backdrop tap logs bgClick, runs onBgClick, then dismisses when isClickBgDismiss", function()
    local clicks = 0
    local p = h.popup("p", { isClickBgDismiss = true, onBgClick = function() clicks = clicks + 1 end })
    p:pop()
    stage.clock.advance(1)
    p:tapBackground()
    assert.are.equal(1, clicks)
    assert.are.equal("dismissing", p.state)
    assert.are.same({ "1.0 popup#1 bgClick", "1.0 popup#1 willDismiss background" }, h.events("popup#1", { bgClick = true, willDismiss = true }))
  end)

  it("the backdrop blocks the sheet below it", function()
    local s = sheet()
    local p = h.popup("p")
    p:pop()
    stage.clock.advance(1)
    local f = s:frameOf("Delete")
    assert.are.equal("popup#1", stage.screen.tap(f.x + 10, f.y + 10))
    assert.has_error(function() s:tap("Delete") end)
    assert.are.equal("presented", s.state)
  end)

  -- LSTPopView.m:560-566 and the background view's hitTest, 336-342: isHideBg passes a touch outside the content.
  it("isHideBg lets a tap outside the content fall through to the sheet below", function()
    local s = sheet()
    local p = h.popup("p", { isHideBg = true, isClickBgDismiss = true })
    p:pop()
    stage.clock.advance(1)
    assert.has_error(function() p:tapBackground() end,
      "cannot tap the background of popup#1: isHideBg makes it touch-transparent (taps outside the content reach the layers below)")
    assert.is_true(s:tap("Delete"))
    assert.are.equal("dismissing", s.state)
    assert.are.equal("shown", p.state)
    assert.are.equal(0, #h.events("popup#1", { bgClick = true }))
  end)

  it("a backdrop tap that cannot reach the popup fails with the screen's hit error", function()
    local p = h.popup("p")
    assert.has_error(function() p:tapBackground() end, "cannot tap the background of a popup that is idle (pop it first)")
    p:pop()
    stage.clock.advance(1)
    local cover = h.popup("cover", { isStack = true })
    cover:pop()
    stage.clock.advance(1)
    assert.has_error(function() p:tapBackground() end, "cannot tap the background of popup#1: (1, 1) is covered by popup#2")
    local big = h.popup("big", { groupId = "big", content = { width = 2000, height = 2000 } })
    big:pop()
    stage.clock.advance(1)
    assert.has_error(function() big:tapBackground() end, "cannot tap the background of popup#3: (1, 1) is covered by its content")
    local waiting = h.popup("waiting", { groupId = "big", priority = -1 })
    waiting:pop()
    assert.has_error(function() waiting:tapBackground() end,
      "cannot tap the background of a popup that is queued (it waits behind a higher-priority popup of its group)")
    assert.are.equal(0, #stage.log.events{ source = "screen" })   -- no tap was made
  end)

  -- pan: (LSTPopView.m:1567-1735): the allowed half-axes, the rebound when short (1641-1642), past
  -- dragDistance the dismissal (1717-1722).
  it("drags along dragStyle, rebounds when short, dismisses past dragDistance", function()
    local offsets = {}
    local p = h.popup("p", { dragStyle = "y", dragDistance = 100, onPanOffset = function(_, o) offsets[#offsets + 1] = o end })
    p:pop()
    stage.clock.advance(1)
    local y0 = p.frame.y
    p:drag{ dx = 40, dy = 50, duration = 0.2, velocity = { 0, 10 } }
    assert.are.equal(p.frame.x, 96.5)           -- x is not allowed
    assert.is_true(#offsets > 0)
    stage.clock.advance(1)
    assert.are.equal(y0, p.frame.y)             -- rebound
    assert.are.equal("shown", p.state)
    p:drag{ dy = 150, duration = 0.2, velocity = { 0, 10 } }
    assert.are.equal("dismissing", p.state)
  end)

  it("a drag that cannot reach the content raises, as every semantic input does", function()
    local p = h.popup("p", { dragStyle = "y" })
    assert.has_error(function() p:drag{ dy = 50 } end, "cannot drag a popup that is idle (pop it first)")
    p:pop()
    stage.clock.advance(1)
    local cover = h.popup("cover", { isStack = true, dragStyle = "y", content = { width = 393, height = 852 } })
    cover:pop()
    stage.clock.advance(1)
    local y = cover.frame.y
    assert.has_error(function() p:drag{ dy = 50 } end, "cannot drag the content of popup#1: (196.5, 426) is covered by popup#2")
    assert.are.equal(y, cover.frame.y)                     -- the popup on top was not dragged instead
    assert.are.equal(0, #stage.log.events{ source = "screen" })
  end)

  -- A release at swipeVelocity or more along a sweepStyle half-axis (LSTPopView.m:1684-1710) flies out.
  it("a fast release swipes away along sweepStyle", function()
    local p = h.popup("p", { dragStyle = "all", sweepStyle = "yPositive" })
    p:pop()
    stage.clock.advance(1)
    p:drag{ dy = 30, duration = 0.1, velocity = { 0, 2000 } }
    stage.clock.advance(1)
    assert.are.equal("dismissed", p.state)
  end)

  it("avoids the keyboard and calls the keyboard callbacks", function()
    local seen = {}
    local function note(name) return function(_, change) seen[#seen + 1] = name .. " " .. change.endFrame.y end end
    local p = h.popup("p", { hemStyle = "bottom", onKeyboardWillShow = note("willShow"), onKeyboardDidShow = note("didShow"),
      onKeyboardWillHide = note("willHide"), onKeyboardDidHide = note("didHide") })
    p:pop()
    stage.clock.advance(1)
    assert.are.equal(752, p.frame.y)
    stage.screen.showKeyboard{ height = 336 }
    stage.clock.advance(1)
    assert.are.equal(852 - 336 - 10 - 100, p.frame.y)
    stage.screen.hideKeyboard()
    stage.clock.advance(1)
    assert.are.equal(752, p.frame.y)
    assert.are.same({ "willShow 516", "didShow 516", "willHide 852", "didHide 852" }, seen)
  end)
end)
