-- Input through the screen (docs/behavior/lnpopupcontroller.md, "Interaction"): tap, snap (the worked example, D = 852), drag (velocity
-- sign and the 20% rule), none, the close button, long press, tabs; plus the marquee
-- (docs/behavior/lnpopupcontroller.md, "Accessibility and marquee").
-- The numbers (the 0.15-s snap delay, 272.64 pt, the close button's frames, the marquee's 2 s
-- and 30 pt/s, the 83/147 insets) are PopupBarContainerTests' and PopupBarContentFeatureTests';
-- here what the API reads back and which way it moves, against values read from the engine.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function openSnap()
  local c = h.presented()
  c:openPopup{ animated = false }
  return c
end

describe("popup bar interaction", function()
  -- The bar's tap (LNPopupController.mm 780-796) and highlight (LNPopupBar.mm 188-195).
  it("opens on a tap of the bar, through the screen, with the 0.2 s highlight", function()
    local c = h.presented()
    c.popupBar:tap()
    expect(stage.log):toHaveEvents{
      { source = "screen", name = "tap", layer = "bar#1", t = 0 },
      { source = "bar#1", name = "willOpen", t = 0 },
    }
    stage.clock.advance(0.5)
    assert.are.equal("open", c.popupPresentationState)
    assert.are.equal(stage.screen.height, c.popupContent.frame.height)
  end)

  -- Snap on the closed bar (LNPopupController.mm 830-856).
  it("snap: a swipe up on the bar opens after a delay", function()
    local c = h.presented()
    c.popupBar:drag{ dy = -100, duration = 0, velocity = { 0, -800 } }
    local released = stage.clock.now()
    assert.are.equal("barPresented", c.popupPresentationState)
    assert.are.equal("", h.events("bar#1", { willOpen = true }))
    stage.clock.advance(1)
    local willOpen = stage.log.events{ source = "bar#1", name = "willOpen" }
    assert.are.equal(1, #willOpen)
    assert.is_true(willOpen[1].t > released)
    assert.are.equal("open", c.popupPresentationState)
  end)

  -- The open content's snap pan: the rubber band (LNPopupController.mm 867), the auto-close past popupSnapPercent
  -- (LNPopupController.mm 990-1024).
  it("snap worked example: a drag just short of popupSnapPercent × the screen reopens, just past it auto-closes", function()
    local c = openSnap()
    local threshold = c.popupSnapPercent * stage.screen.height
    c.popupContent:drag{ dy = math.floor(threshold), duration = 0 }
    stage.clock.advance(1)
    assert.are.equal("open", c.popupPresentationState)
    assert.are.equal("", h.events("bar#1", { willClose = true }))
    c.popupContent:drag{ dy = math.ceil(threshold), duration = 0 }
    -- The auto-close is enqueued behind the drag's own 0.5 s animator (LNPopupController.mm 972,
    -- 1021, 1445-1449): it starts at 1.5.
    assert.are.equal("", h.events("bar#1", { willClose = true }))
    stage.clock.advance(0.5)
    assert.are.equal("willClose@1.5", h.events("bar#1", { willClose = true }))
    expect(stage.log):toHaveEvents{ { source = "bar#1", name = "haptic", style = "rigid", t = 1.5 } }
    stage.clock.advance(1)
    assert.are.equal("barPresented", c.popupPresentationState)
    expect(stage.log):toHaveEvents({ { name = "willClose", t = 1.5 }, { name = "didClose" } }, { source = "bar#1" })
    assert.are.equal(1, #stage.log.events{ source = "bar#1", name = "didClose" })
  end)

  it("snap: the threshold follows popupSnapPercent", function()
    local c = openSnap()
    c.popupSnapPercent = 0.1                       -- 85.2 pt
    c.popupContent:drag{ dy = 90, duration = 0.2 }
    stage.clock.advance(1)                         -- the close starts 0.5 s after the drag began
    assert.are.equal("barPresented", c.popupPresentationState)
  end)

  -- The drag's release (LNPopupController.mm 1040-1078).
  it("drag: release by velocity sign, else the 20% rule", function()
    local c = h.presented()
    c.popupInteractionStyle = "drag"
    c.popupBar:drag{ dy = -100, duration = 0.3, velocity = { 0, 0 } }   -- under 20% of the travel
    stage.clock.advance(1)
    assert.are.equal("barPresented", c.popupPresentationState)
    c.popupBar:drag{ dy = -200, duration = 0.3, velocity = { 0, 0 } }   -- past it
    stage.clock.advance(1)
    assert.are.equal("open", c.popupPresentationState)
    c.popupContent:drag{ dy = 50, duration = 0.3, velocity = { 0, 10 } } -- short, but moving down
    stage.clock.advance(1)
    assert.are.equal("barPresented", c.popupPresentationState)
    c.popupBar:drag{ dy = -600, duration = 0.3, velocity = { 0, 5 } }  -- far, but moving down
    stage.clock.advance(1)
    assert.are.equal("barPresented", c.popupPresentationState)
    c.popupBar:drag{ dy = -20, duration = 0.3, velocity = { 0, -5 } }   -- short, but moving up
    stage.clock.advance(1)
    assert.are.equal("open", c.popupPresentationState)
  end)

  it("drag: the popup follows the finger mid-drag", function()
    local c = h.presented()
    c.popupInteractionStyle = "drag"
    local y0 = c.popupBar.frame.y
    -- Read the frame from inside the drag (a timer fires between pan samples).
    local seen
    stage.clock.after(0.1, function() seen = c.popupBar.frame.y end)
    c.popupBar:drag{ dy = -300, duration = 0.3 }
    assert.is_true(seen < y0 and seen > y0 - 300)
    assert.is_true(c.popupTransitioning or c.popupPresentationState ~= "barHidden")
  end)

  it("none: gestures do nothing", function()
    local c = h.presented()
    c.popupInteractionStyle = "none"
    c.popupBar:drag{ dy = -300, duration = 0.3 }
    stage.clock.advance(1)
    assert.are.equal("barPresented", c.popupPresentationState)
  end)

  -- closePopupAnimated:YES from the button (LNPopupController.mm 1112-1115, 1378); the long press's highlight
  -- (LNPopupBar.mm 188-195).
  it("closes on the close button; the long press only highlights", function()
    local c = openSnap()
    c.popupContent:tapCloseButton()
    stage.clock.advance(0.5)
    assert.are.equal("barPresented", c.popupPresentationState)
    c.popupBar:longPress{ duration = 1 }
    assert.are.equal(1.5, stage.clock.now())
    assert.are.equal("barPresented", c.popupPresentationState)
  end)

  -- The close button's styles (LNPopupContentView.m 14-30; LNPopupCloseButton.mm).
  it("places the close button per style", function()
    local c = openSnap()
    local grabber = c.popupContent.closeButtonFrame
    assert.are.equal(stage.screen.width / 2, grabber.x + grabber.width / 2)   -- centered
    assert.is_true(grabber.width > grabber.height)
    c.popupContent.closeButtonStyle = "round"
    local moving = c.popupContent.closeButtonFrame
    assert.are.same(grabber, moving)               -- it moves there while open, not at once
    stage.clock.advance(1)
    local round = c.popupContent.closeButtonFrame
    assert.are.equal(round.width, round.height)
    assert.is_true(round.x < grabber.x)            -- on the leading side
    c.popupContent.closeButtonStyle = "none"
    assert.is_nil(c.popupContent.closeButtonFrame)
  end)

  it("taps tabs and bar buttons through the screen", function()
    local c = stage.tabBarController{ tabs = { "Library", "Search" } }
    local pressed = {}
    c:presentPopupBar{ content = { title = "Song", buttons = { { image = "pause.fill", action = function() pressed[#pressed + 1] = "pause" end } } },
                       animated = false }
    c:tapTab(2)
    assert.are.equal(2, c.selectedTab)
    local b = c.popupBar.frame
    stage.screen.tap(b.x + b.width - 40, b.y + b.height / 2)
    assert.are.same({ "pause" }, pressed)
    expect(stage.log):toHaveEvents{ { source = "bar#1", name = "tabSelected", index = 2 }, { source = "bar#1", name = "barButtonTapped", index = 1 } }
  end)

  -- LNPopupBarAppearance.h 45-62; rate 30 and delay 2 (LNPopupBarAppearance.mm 231-232); paused while open
  -- (LNPopupController.mm 626, 659).
  it("marquees a long title after marqueeScrollDelay at marqueeScrollRate, restarting when the title changes", function()
    local c = h.presented()
    local bar = c.popupBar
    bar.marqueeScrollEnabled = true
    c.popupItem.title = "A Very Long Song Title That Cannot Possibly Fit In The Bar"
    assert.are.equal(0, bar.marqueeOffset)
    stage.clock.advance(bar.marqueeScrollDelay)
    assert.are.equal(0, bar.marqueeOffset)
    stage.clock.advance(1)
    assert.is_true(h.near(-bar.marqueeScrollRate, bar.marqueeOffset))   -- scrolls to the left
    c.popupItem.progress = 0.9                      -- not a text change: keeps running
    stage.clock.advance(0.5)
    assert.is_true(h.near(-1.5 * bar.marqueeScrollRate, bar.marqueeOffset))
    c.popupItem.title = "Another Very Long Song Title That Does Not Fit Either"
    assert.are.equal(0, bar.marqueeOffset)
  end)

  -- UIViewController+LNPopupSupportPrivate.mm 830-852, 986: the bar height minus its offset in the inset.
  it("gives the container's content the bar's height in its bottom inset", function()
    local c = stage.tabBarController()
    local before = c.bottomSafeAreaInset
    assert.is_true(before > stage.screen.safeArea.bottom)   -- the tab bar's
    c:presentPopupBar{ content = h.song }
    stage.clock.advance(0.25)
    local mid = c.bottomSafeAreaInset
    stage.clock.advance(1)
    local after = c.bottomSafeAreaInset
    assert.is_true(mid > before and mid < after)    -- animated with the bar
    local bar = c.popupBar.frame
    assert.is_true(after - before >= bar.height)    -- the bar's height (and its margins)
  end)
end)
