-- The content side (docs/behavior/lnpopupcontroller.md, "Interaction", "Content, item and close button") from Lua: the content scroll view and its
-- hand-off to the closing pan, the status bar style, the close button's reposition, the custom
-- bar's gesture opt-outs, the image transition, VoiceOver's elements; errors and stale handles.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local err = h.err

local function scrolling(offset, extra)
  local c = stage.tabBarController()
  local content = { title = "Song", image = "cover",
                    scrollView = { contentSize = { width = 393, height = 3000 }, contentOffset = { x = 0, y = offset } } }
  for k, v in pairs(extra or {}) do content[k] = v end
  c:presentPopupBar{ content = content, openPopup = true, animated = false }
  return c
end

describe("popup content scroll view", function()
  -- The hand-off at the scroll view's top (LNPopupController.mm 900-950).
  it("scrolls to its top before the closing pan takes over", function()
    local c = scrolling(100)
    local sv = c.popupContent.scrollView
    assert.are.equal(100, sv.contentOffset.y)
    assert.are.equal(2148, sv.maximumContentOffset.y)
    c.popupContent:drag{ dy = 60, duration = 0.2 }
    assert.are.equal(40, sv.contentOffset.y)
    assert.is_false(sv.isAtTop)
    stage.clock.advance(1)
    assert.are.equal("open", c.popupPresentationState)
    assert.are.equal("", h.events("bar#1", { scrollViewHandoff = true }))
    -- 40 pt to the top, then 273 pt of popup drag: past snap's 272.6 pt, it closes.
    c.popupContent:drag{ dy = 313, duration = 0.3 }
    assert.are.equal(0, sv.contentOffset.y)
    expect(stage.log):toHaveEvents{ { source = "bar#1", name = "scrollViewHandoff", translation = 40 } }
    stage.clock.advance(1)
    assert.are.equal("barPresented", c.popupPresentationState)
  end)

  it("counts the snap threshold from the hand-off point", function()
    local c = scrolling(100)
    c.popupContent:drag{ dy = 372, duration = 0.3 }      -- 100 + 272: short of 272.6
    stage.clock.advance(1)
    assert.are.equal("open", c.popupPresentationState)
    assert.are.equal(0, c.popupContent.scrollView.contentOffset.y)
  end)

  -- A content scroll view (LNPopupController.mm 900-950).
  it("reads and writes offset and size, clamped", function()
    local c = scrolling(0)
    local sv = c.popupContent.scrollView
    assert.are.equal(sv, c.popupContent.scrollView)
    sv.contentOffset = { x = 0, y = 5000 }
    assert.are.equal(2148, sv.contentOffset.y)
    sv.contentSize = { width = 393, height = 1000 }
    assert.are.equal(148, sv.contentOffset.y)
    sv.contentOffset = { x = -5, y = -5 }
    assert.are.same({ x = 0, y = 0 }, sv.contentOffset)
    assert.is_true(sv.isAtTop)
  end)

  it("scrolls a mixed-axis scroll view sideways without moving the popup", function()
    local c = stage.tabBarController()
    c:presentPopupBar{ content = { title = "S", scrollView = { contentSize = { width = 1200, height = 852 } } }, openPopup = true, animated = false }
    c.popupContent:drag{ dx = -300, dy = 40, duration = 0.3 }
    stage.clock.advance(1)
    assert.are.same({ x = 300, y = 0 }, c.popupContent.scrollView.contentOffset)
    assert.are.equal("open", c.popupPresentationState)
  end)

  it("is nil without one, and fails clearly when stale or bad", function()
    local c = h.presented()
    assert.is_nil(c.popupContent.scrollView)
    c.popupContent.hasScrollView = true
    assert.are.equal(852, c.popupContent.scrollView.contentSize.height)
    local sv = c.popupContent.scrollView
    c.popupContent.hasScrollView = false
    assert.are.equal("bar#1 scrollView: its content controller no longer has a scroll view", err(function() return sv.contentOffset end))
    assert.matches("option 'content.scrollView.contentSize'", err(function()
      c:presentPopupBar{ content = { title = "x", scrollView = { contentSize = 3 } } } end), 1, true)
    local d = scrolling(0)
    local held = d.popupContent.scrollView
    stage.reset()
    assert.are.equal("bar#2 scrollView belongs to a previous stage (before stage.reset) and can no longer be used",
                     err(function() return held.contentOffset end))
  end)
end)

describe("popup status bar", function()
  -- UIViewController+LNPopupSupportPrivate.mm 527-570; the flip while dragging, LNPopupController.mm 1026-1037.
  it("shows the content's style while it covers the status bar", function()
    local c = stage.tabBarController()
    c:presentPopupBar{ content = { title = "S", statusBarStyle = "lightContent" }, animated = false }
    assert.are.equal("default", c.statusBarStyle)
    c:openPopup()
    assert.are.equal("lightContent", c.statusBarStyle)
    -- The flips' durations are PopupBarContentFeatureTests'; here: the open's flip lasts the open.
    local flip = stage.log.events{ source = "bar#1", name = "statusBarStyleChanged" }[1]
    assert.are.same({ "default", "lightContent", 0 }, { flip.from, flip.to, flip.t })
    stage.clock.advance(1)
    assert.are.equal(flip.duration, stage.log.events{ source = "bar#1", name = "didOpen" }[1].t)
    stage.log.clear()
    c.popupContent:drag{ dy = 120, duration = 0.4 }    -- crosses half the status bar
    expect(stage.log):toHaveEvents{ { source = "bar#1", name = "statusBarStyleChanged", to = "default", duration = match.is_number() } }
    stage.clock.advance(1)
    assert.are.equal("lightContent", c.statusBarStyle)  -- reopened
    c.preferredStatusBarStyle = "darkContent"
    c:closePopup{ animated = false }
    assert.are.equal("darkContent", c.statusBarStyle)
  end)

  it("refuses bad style names with the nearest one", function()
    local c = h.presented()
    assert.matches('did you mean "lightContent"', err(function() c.preferredStatusBarStyle = "lightcontnt" end), 1, true)
    assert.matches('did you mean "darkContent"', err(function() c.popupContent.preferredStatusBarStyle = "darkContnt" end), 1, true)
    assert.matches('did you mean "lightContent"', err(function()
      c:presentPopupBar{ content = { title = "x", statusBarStyle = "lightContant" } } end), 1, true)
    local e = stage.tabBarController()
    assert.are.equal("bar#2 has no popup content (present it first)", err(function() e.popupContent.preferredStatusBarStyle = "lightContent" end))
  end)
end)

describe("popup close button", function()
  -- The frames and the 0.25 s are PopupBarContentFeatureTests'; here the event says where and
  -- for how long, and the frame Lua reads follows it.
  it("moves to a new place over the logged duration while open", function()
    local c = h.presented()
    c:openPopup{ animated = false }
    local start = c.popupContent.closeButtonFrame
    c.popupContent.closeButtonStyle = "round"
    local e = stage.log.events{ source = "bar#1", name = "closeButtonRepositioned" }[1]
    assert.is_true(e.duration > 0)
    stage.clock.advance(e.duration / 2)
    local mid = c.popupContent.closeButtonFrame
    assert.is_true(mid.x > e.x and mid.x < start.x)
    stage.clock.advance(e.duration / 2)
    local round = c.popupContent.closeButtonFrame
    assert.are.same({ e.x, e.y }, { round.x, round.y })
    assert.are.equal(round.width, round.height)
    c.popupContent.layoutMarginsTop = 100
    stage.clock.advance(1)
    assert.are.equal(100, c.popupContent.closeButtonFrame.y)
    assert.are.equal(100, c.popupContent.layoutMarginsTop)
    expect(stage.log):toHaveEvents{ { source = "bar#1", name = "closeButtonRepositioned", x = e.x, y = e.y },
                                    { source = "bar#1", name = "closeButtonRepositioned", x = e.x, y = 100 } }
  end)
end)

describe("custom bar gestures", function()
  -- LNPopupCustomBarViewController.h 28-38.
  it("honours the opt-outs only on a custom bar", function()
    local c = h.presented()
    c.popupBar.wantsDefaultTapGestureRecognizer = false
    c.popupBar:tap()                                     -- not custom: still opens
    stage.clock.advance(0.5)
    assert.are.equal("open", c.popupPresentationState)
    c:closePopup{ animated = false }
    c.popupBar.customBarHeight = 80
    c.popupBar:tap()
    stage.clock.advance(0.5)
    assert.are.equal("barPresented", c.popupPresentationState)
    c.popupBar.wantsDefaultPanGestureRecognizer = false
    c.popupBar:drag{ dy = -200, duration = 0, velocity = { 0, -800 } }
    stage.clock.advance(1)
    assert.are.equal("barPresented", c.popupPresentationState)
    c.popupBar.wantsDefaultTapGestureRecognizer = true
    c.popupBar:tap()
    stage.clock.advance(0.5)
    assert.are.equal("open", c.popupPresentationState)
    assert.is_true(c.popupBar.wantsDefaultHighlightGestureRecognizer)
  end)
end)

describe("popup image transition", function()
  -- viewForPopupTransition (LNPopupController.mm 692-703).
  it("morphs the bar image into the content's with the open", function()
    local c = stage.viewController()
    c:presentPopupBar{ content = { title = "S", image = "cover",
                                   transitionImage = { frame = { x = 40, y = 140, width = 313, height = 313 },
                                                       cornerRadius = 12 } }, animated = false }
    assert.is_nil(c.popupContent.transitionImage)
    c:openPopup()
    local m = c.popupContent.transitionImage
    assert.are.same({ x = 20, y = 764, width = 40, height = 40 }, m.frame)
    assert.are.equal(6, m.cornerRadius)
    assert.are.equal("opening", m.phase)
    stage.clock.advance(0.25)
    local mid = c.popupContent.transitionImage
    assert.is_true(mid.frame.width > 40 and mid.frame.width < 313 and mid.cornerRadius > 6 and mid.cornerRadius < 12)
    stage.clock.advance(0.25)
    assert.is_nil(c.popupContent.transitionImage)
    c:closePopup()
    assert.are.equal("closing", c.popupContent.transitionImage.phase)
    c.popupBar.barStyle = "compact"                       -- no image on compact bars: no morph
    stage.clock.advance(0.5)
    c:openPopup()
    assert.is_nil(c.popupContent.transitionImage)
  end)
end)

describe("popup VoiceOver", function()
  -- The bar's elements (LNPopupBar.mm 1562); only Close while open (LNPopupCloseButton.mm 66; LNPopupController.mm 628, 665).
  it("lists the bar's elements in reading order, then only Close while open", function()
    local c = stage.tabBarController()
    c.popupBar.progressViewStyle = "bottom"
    c:presentPopupBar{ content = { title = "Song", subtitle = "Artist", image = "cover", progress = 0.42,
                                   accessibilityImageLabel = "Album art", buttons = { { image = "forward.fill", accessibilityLabel = "Next" } } },
                       animated = false }
    local roles, spoken = {}, {}
    for _, e in ipairs(c.popupBar.accessibilityElements) do roles[#roles + 1] = e.role; spoken[#spoken + 1] = e.spoken end
    assert.are.same({ "image", "titleArea", "progress", "trailingButton" }, roles)
    assert.are.same({ "Album art", "Song, Artist, Double tap to open.", "42 percent", "Next" }, spoken)
    assert.are.same({ "image" }, c.popupBar.accessibilityElements[1].traits)
    c.popupItem.accessibilityLabel = "Now playing"
    assert.are.equal("Now playing, Double tap to open.", c.accessibilityElements[2].spoken)
    c:openPopup{ animated = false }
    assert.is_true(c.popupContent.accessibilityViewIsModal)
    assert.are.equal(1, #c.accessibilityElements)
    assert.are.equal("Close", c.accessibilityElements[1].label)
    expect(stage.log):toHaveEvents{ { source = "bar#1", name = "accessibilityScreenChanged", modal = true, focus = "Close" } }
  end)
end)
