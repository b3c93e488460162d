-- LNPopupController 3.0.7's own behavior where an engine once chose otherwise, each with the
-- fix that brings the old choice back (docs/behavior/lnpopupcontroller.md, "Fixes"), and the
-- inputs the library reads from the device: the content size category and the iPad's regular
-- width. File and line are the library's (LNPopupController/LNPopupController/Private/).
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

--- "name" of every bar#1 event in `names` (a set), in order.
local function names(set)
  local out = {}
  for _, e in ipairs(stage.log.events{ source = "bar#1" }) do
    if set[e.name] then out[#out + 1] = e.name end
  end
  return table.concat(out, " ")
end

describe("popup bar, faithful to LNPopupController 3.0.7", function()
  before_each(function() stage.reset() end)

  -- LNPopupController.mm 1698-1712: a no-op open calls its completion and returns without
  -- _resumeEventQueue (1445-1462 runs the queue only from an enqueue or an animator's end).
  it("a no-op open at the head leaves the swap pending with nothing running; the next call runs it", function()
    local c = h.presented()
    c:openPopup{}                                         -- runs (0.5 s)
    c:openPopup{ completion = function() end }            -- queued: a no-op once the first ends
    c:presentPopupBar{ content = { title = "B" } }        -- queued behind it
    assert.are.same({ "open", "present" }, c.pendingOperations)
    stage.clock.advance(1)
    assert.are.equal("open", c.popupPresentationState)
    assert.are.same({ "present" }, c.pendingOperations)   -- stalled
    assert.is_false(c.popupTransitioning)
    assert.are.equal("Bohemian Rhapsody", c.popupItem.title)
    c:closePopup{}                                        -- the next enqueue resumes: the swap runs, then the close
    assert.are.equal("B", c.popupItem.title)
  end)

  -- The fix of LNPopupController.mm 1698-1712 (a no-op returns without _resumeEventQueue, 1445-1482).
  it("fix drainQueueAfterNoOp: the no-op runs the next queued call at once", function()
    local c = h.presented{ fixes = { drainQueueAfterNoOp = true } }
    c:openPopup{}
    c:openPopup{ completion = function() end }
    c:presentPopupBar{ content = { title = "B" } }
    stage.clock.advance(1)
    assert.are.same({}, c.pendingOperations)
    assert.are.equal("B", c.popupItem.title)
  end)

  -- LNPopupController.mm 1581-1590 (the present's block: haptic, willOpen, then the open),
  -- 517-520 and 551-560 (the open transition notifies again: public is still barHidden).
  it("present{ openPopup = true } delivers willOpen and its haptic twice; public goes barHidden → open", function()
    local c = stage.tabBarController()
    local will, changes = 0, {}
    c:delegate{ willOpen = function() will = will + 1 end, stateChanged = function(f, t) changes[#changes + 1] = f .. ">" .. t end }
    c:presentPopupBar{ content = h.song, openPopup = true }
    assert.are.equal(2, will)
    assert.are.equal("willPresentPopupBar haptic willOpen haptic willOpen",
                     names{ willPresentPopupBar = true, willOpen = true, haptic = true })
    stage.clock.advance(1)
    assert.are.same({ "barHidden>open" }, changes)
    assert.are.equal("barHidden", stage.log.events{ name = "didPresentPopupBar" }[1].state)
  end)

  it("present{ openPopup = true, animated = false }: didOpen and the completion before didPresentPopupBar", function()
    local c = stage.tabBarController()
    local out = {}
    c:delegate{ didOpen = function() out[#out + 1] = "didOpen" end,
                didPresentPopupBar = function() out[#out + 1] = "didPresentPopupBar" end }
    c:presentPopupBar{ content = h.song, openPopup = true, animated = false, completion = function() out[#out + 1] = "done" end }
    assert.are.same({ "didOpen", "done", "didPresentPopupBar" }, out)
  end)

  -- The fix of LNPopupController.mm 1581-1587 and 551-560 both delivering willOpen.
  it("fix willOpenOnce: one willOpen, one haptic", function()
    local c = stage.tabBarController{ fixes = { willOpenOnce = true } }
    c:presentPopupBar{ content = h.song, openPopup = true }
    assert.are.equal("willPresentPopupBar haptic willOpen", names{ willPresentPopupBar = true, willOpen = true, haptic = true })
  end)

  -- LNPopupController.mm 1751-1755 (_dismissalOverride: set at 1868 when a dismissal starts,
  -- cleared at 1532 by a present).
  it("dismiss on a never-presented bar drops its completion; after a dismissal it calls it", function()
    local c = stage.tabBarController()
    local out = {}
    c:dismissPopupBar{ completion = function() out[#out + 1] = "never" end }
    assert.are.same({}, out)
    c:presentPopupBar{ content = h.song, animated = false }
    c:dismissPopupBar{ animated = false }
    c:dismissPopupBar{ completion = function() out[#out + 1] = "again" end }
    assert.are.same({ "again" }, out)
  end)

  -- The fix of LNPopupController.mm 1751-1755 (_dismissalOverride, set at 1868, cleared at 1532).
  it("fix dismissHiddenCompletes: a never-presented bar's dismiss completes at once", function()
    local c = stage.tabBarController{ fixes = { dismissHiddenCompletes = true } }
    local out = {}
    c:dismissPopupBar{ completion = function() out[#out + 1] = "done" end }
    assert.are.same({ "done" }, out)
  end)

  -- LNPopupController.mm 713: damping `spring && userView == nil ? 0.85 : 1.0`.
  it("a snap close overshoots (ζ 0.85) unless the content gives a transition view (ζ 1)", function()
    local function maxBarY(content)
      stage.reset()
      local c = stage.tabBarController()
      c:presentPopupBar{ content = content, openPopup = true, animated = false }
      local closedY = 705
      c:closePopup{}
      local most = -math.huge
      for _ = 1, 50 do
        stage.clock.advance(0.01)
        most = math.max(most, c.popupBar.frame.y)
      end
      return most - closedY
    end
    assert.is_true(maxBarY{ title = "Song", image = "cover" } > 0.5)
    assert.is_true(maxBarY{ title = "Song", image = "cover",
                            transitionImage = { frame = { x = 40, y = 140, width = 313, height = 313 } } } <= 1e-9)
  end)

  -- LNPopupController.mm 1072-1078: a release closes through closePopupAnimated with feedback
  -- forced only in snap; 551-570 give the haptic only then.
  it("drag style: a release that closes has no haptic", function()
    local c = h.presented()
    c.popupInteractionStyle = "drag"
    c:openPopup{ animated = false }
    c.popupContent:drag{ dy = 400, duration = 0.3, velocity = { 0, 5 } }
    stage.clock.advance(1)
    assert.are.equal("barPresented", c.popupPresentationState)
    assert.are.equal("willClose didClose", names{ willClose = true, didClose = true })
    for _, e in ipairs(stage.log.events{ source = "bar#1", name = "haptic" }) do
      assert.are.equal("soft", e.style)                    -- only the drag's start (0.8)
    end
  end)

  -- LNPopupController.mm 1098-1100: a cancelled pan goes the released pan's way (1040-1078).
  it("drag style: a drag a tab cancels past 20% settles open (the 20% rule), not back", function()
    local c = h.presented()
    c.popupInteractionStyle = "drag"
    stage.clock.after(0.2, function() c:tapTab(2) end)
    c.popupBar:drag{ dy = -400, duration = 0.3 }
    stage.clock.advance(1)
    assert.are.equal(2, c.selectedTab)
    assert.are.equal("open", c.popupPresentationState)
    assert.are.equal("willOpen didOpen", names{ willOpen = true, didOpen = true })
  end)

  -- LNPopupBar.mm 35-73: +7 pt from extraExtraExtraLarge, +7 per accessibility step; a custom
  -- bar keeps its preferred height; the wide-iPad +8 for floating bars.
  it("content size category: the bar grows from extraExtraExtraLarge, custom bars do not", function()
    local c = h.presented()
    assert.are.equal(64, c.popupBar.height)
    local bottom = c.popupBar.frame.y + c.popupBar.frame.height
    stage.screen.setTraits{ contentSizeCategory = "extraExtraLarge" }
    assert.are.equal(64, c.popupBar.height)
    stage.screen.setTraits{ contentSizeCategory = "extraExtraExtraLarge" }
    assert.are.equal("extraExtraExtraLarge", stage.screen.traits.contentSizeCategory)
    assert.are.equal(71, c.popupBar.height)
    assert.are.equal(bottom, c.popupBar.frame.y + c.popupBar.frame.height)   -- grows upward
    c.popupBar.barStyle = "compact"
    assert.are.equal(47, c.popupBar.height)
    stage.screen.setTraits{ contentSizeCategory = "accessibilityExtraExtraExtraLarge" }
    assert.are.equal(82, c.popupBar.height)
    c.popupBar.customBarHeight = 90
    assert.are.equal(90, c.popupBar.height)
  end)

  -- LNPopupBar.mm 1305-1379: the title and subtitle fonts are UIFontMetrics(forTextStyle:)
  -- scalings of system fonts (floating: headline 15, subheadline 12.5), so they grow with the
  -- content size category: a title that fits at Large scrolls as a marquee at AX5.
  it("Dynamic Type: the title's font grows with the text size, and a title that fitted scrolls", function()
    local c = h.presented()
    c:presentPopupBar{ content = { title = "Bohemian Rhapsody (Remastered)", subtitle = "Queen" }, animated = false }
    c.popupBar.marqueeScrollEnabled = true
    stage.clock.advance(5)
    assert.are.equal(0, c.popupBar.marqueeOffset)
    stage.screen.setTraits{ contentSizeCategory = "accessibilityExtraExtraExtraLarge" }
    stage.clock.advance(5)
    assert.is_true(c.popupBar.marqueeOffset < 0, "offset " .. c.popupBar.marqueeOffset)
  end)

  -- LNPopupBar.mm 66-69 (isWidePad: +8), LNPopupController's floating offset for regular width.
  it("iPad: regular width makes the floating bar 72 pt and lifts it 7 pt less on a plain view controller", function()
    stage.reset{ device = "iPad" }
    assert.are.equal("iPad", stage.screen.device)
    assert.are.equal(820, stage.screen.width)
    assert.are.equal(1180, stage.screen.height)
    local tabs = stage.tabBarController()
    tabs:presentPopupBar{ content = h.song, animated = false }
    assert.are.equal(72, tabs.popupBar.height)
    -- Above the iPad's 50-pt tab bar and its 20-pt home indicator inset (UIKit since iOS 12;
    -- docs/WORLD.md, "Devices").
    assert.are.equal(1180 - (50 + 20) - 72, tabs.popupBar.frame.y)
    assert.are.equal(50 + 20 + 72, tabs.bottomSafeAreaInset)
    local vc = stage.viewController()
    vc:presentPopupBar{ content = h.song, animated = false }
    -- Docking on the 20 pt home-indicator strip, pushed down 7 pt in regular width.
    assert.are.equal(1180 - 20 - 72 + 7, vc.popupBar.frame.y)
  end)

  -- LNPopupController.mm 972 (a drag starts a 0.5 s transition animator; its end resumes the
  -- queue, 744-748), 1445-1449 (the queue waits while it runs), 1072-1078 (the release only
  -- enqueues its open or close): a flick released 0.1 s in settles from 0.5 s after the drag
  -- began, the popup waiting where the finger left it.
  it("a flick released 0.1 s into the drag settles 0.5 s after the drag began", function()
    local c = h.presented()
    c.popupInteractionStyle = "drag"
    c.popupBar:drag{ dy = -300, duration = 0.1, velocity = { 0, -500 } }
    local y = c.popupBar.frame.y
    stage.clock.advance(0.3)
    assert.are.equal(y, c.popupBar.frame.y)              -- waiting
    assert.is_true(c.popupTransitioning)
    stage.clock.advance(1)
    assert.are.equal("haptic@0.008 willOpen@0.508 didOpen@1.008",
                     (h.events("bar#1", { haptic = true, willOpen = true, didOpen = true }):gsub("(%d%.%d%d%d)%d*", "%1")))
  end)

  -- The fix of LNPopupController.mm 972 and 1445-1449 (the release waits for the drag's animator).
  it("fix settleAtRelease: the flick settles at its release", function()
    local c = h.presented{ fixes = { settleAtRelease = true } }
    c.popupInteractionStyle = "drag"
    c.popupBar:drag{ dy = -300, duration = 0.1, velocity = { 0, -500 } }
    stage.clock.advance(1)
    assert.are.equal("haptic@0.008 willOpen@0.1 didOpen@0.6",
                     (h.events("bar#1", { haptic = true, willOpen = true, didOpen = true }):gsub("(%d%.%d%d%d)%d*", "%1")))
  end)
end)
