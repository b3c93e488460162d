-- The popup-bar API as Lua sees it: constructors, resolved defaults, handles (identity, stale
-- after stage.reset), and bad input (each a clear Lua error or the documented behavior).
-- The numbers (bar heights, 0.32 and its 0.1...0.9 clamp, the marquee's 30 pt/s after 2 s, the
-- 83/147 insets) are PopupBarLayoutTests'; here they are read back and compared with each other.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local err = h.err

describe("popup bar API", function()
  it("reads the resolved defaults (iPhone, iOS 17)", function()
    local c = stage.tabBarController()
    assert.are.equal("tabBarController", c.kind)
    assert.are.equal("barHidden", c.popupPresentationState)
    assert.is_false(c.popupTransitioning)
    assert.is_nil(c.popupItem)
    assert.are.equal("default", c.popupBar.barStyle)
    assert.are.equal("floating", c.popupBar.effectiveBarStyle)
    assert.are.equal("default", c.popupBar.progressViewStyle)
    assert.is_true(c.popupBar.height > 0)
    assert.are.equal("default", c.popupContent.closeButtonStyle)
    assert.are.equal("grabber", c.popupContent.effectiveCloseButtonStyle)
    assert.are.equal("default", c.popupInteractionStyle)
    assert.are.equal("snap", c.effectivePopupInteractionStyle)
    assert.is_true(c.popupSnapPercent > 0 and c.popupSnapPercent < 1)
    assert.is_false(c.popupBar.marqueeScrollEnabled)
    assert.is_true(c.popupBar.marqueeScrollRate > 0)
    assert.is_true(c.popupBar.marqueeScrollDelay > 0)
    assert.is_true(c.shouldExtendPopupBarUnderSafeArea)
    assert.is_true(c.allowPopupHapticFeedbackGeneration)
    assert.is_true(c.bottomSafeAreaInset > stage.screen.safeArea.bottom)   -- the tab bar alone
    assert.are.same({}, c.pendingOperations)
  end)

  -- The containers and their docking views (UIViewController+LNPopupSupport.h 208-225; frames LNPopupController.mm 223-330).
  it("builds every container", function()
    assert.are.equal("navigationController", stage.navigationController{ toolbar = true }.kind)
    assert.are.equal("viewController", stage.viewController().kind)
    assert.are.equal("custom", stage.customContainer{ insetsBottom = 10 }.kind)
    assert.are.equal("bar#4", stage.viewController{ title = "Home" }.source)
  end)

  -- The interaction style (LNPopupController.mm 50-58) and popupSnapPercent clamped (UIViewController+LNPopupSupport.mm 30, 328-343).
  it("resolves styles and clamps as the library does", function()
    local c = h.presented()
    local floating, percent = c.popupBar.height, c.popupSnapPercent
    c.popupBar.barStyle = "compact"
    assert.are.equal("compact", c.popupBar.effectiveBarStyle)
    assert.is_true(c.popupBar.height < floating)
    c.popupBar.barStyle = "custom"                 -- no custom bar: acts as default
    assert.are.equal("floating", c.popupBar.effectiveBarStyle)
    c.popupBar.customBarHeight = 90
    assert.are.equal("custom", c.popupBar.effectiveBarStyle)
    assert.are.equal(90, c.popupBar.height)
    c.popupBar.customBarHeight = nil
    assert.are.equal("default", c.popupBar.barStyle)
    c.popupSnapPercent = 0.05
    local low = c.popupSnapPercent
    assert.is_true(low > 0.05)                     -- clamped up
    c.popupSnapPercent = 0.01
    assert.are.equal(low, c.popupSnapPercent)
    c.popupSnapPercent = 7
    local high = c.popupSnapPercent
    assert.is_true(high > percent and high < 1)    -- clamped down
    c.popupSnapPercent = 2
    assert.are.equal(high, c.popupSnapPercent)
    c.popupInteractionStyle = "customizedSnap"     -- keeps the percent
    assert.are.equal(high, c.popupSnapPercent)
    assert.are.equal("snap", c.effectivePopupInteractionStyle)
    c.popupInteractionStyle = "snap"               -- resets it
    assert.are.equal(percent, c.popupSnapPercent)
  end)

  -- LNPopupItem.m 187-192 clamps the progress.
  it("clamps progress to [0, 1] (NaN → 0)", function()
    local c = stage.tabBarController()
    c:presentPopupBar{ content = { title = "S", progress = 3 }, animated = false }
    assert.are.equal(1, c.popupItem.progress)
    c.popupItem.progress = -0.5
    assert.are.equal(0, c.popupItem.progress)
    c.popupItem.progress = 0 / 0
    assert.are.equal(0, c.popupItem.progress)
    c.popupItem.progress = 0.42
    assert.are.equal(0.42, c.popupItem.progress)
  end)

  it("updates the bar at once when an item field is written", function()
    local c = h.presented()
    c.popupBar.progressViewStyle = "bottom"
    assert.are.equal("Bohemian Rhapsody\nQueen", c.popupBar.accessibilityLabel)
    assert.are.equal("30 percent", c.popupBar.accessibilityValue)
    c.popupItem.title = "Radio Ga Ga"
    c.popupItem.progress = 0.75
    assert.are.equal("Radio Ga Ga\nQueen", c.popupBar.accessibilityLabel)
    assert.are.equal("75 percent", c.popupBar.accessibilityValue)
    c.popupItem.accessibilityLabel = "Now playing"
    c.popupItem.accessibilityProgressValue = "2:10 of 5:55"
    c.popupItem.accessibilityHint = "Opens the player"
    assert.are.equal("Now playing", c.popupBar.accessibilityLabel)
    assert.are.equal("2:10 of 5:55", c.popupBar.accessibilityValue)
    assert.are.equal("Opens the player", c.popupBar.accessibilityHint)
    c.popupItem.subtitle = nil
    assert.is_nil(c.popupItem.subtitle)
  end)

  -- LNPopupItem.m 69-77: the controller's title when both are nil.
  it("shows the content controller's title when title and subtitle are nil", function()
    local c = stage.viewController()
    c:presentPopupBar{ content = { controllerTitle = "Now Playing" }, animated = false }
    assert.are.equal("Now Playing", c.popupItem.displayTitle)
    assert.are.equal("Now Playing", c.popupBar.accessibilityLabel)
  end)

  -- The bar, the content view (LNPopupContentView.m 14-30) and the item of each content.
  it("keeps one handle per part, and items per content", function()
    local c = h.presented()
    -- Two reads give the same userdata (rawequal: no __eq could make two handles look alike).
    assert.is_true(rawequal(c.popupBar, c.popupBar))
    assert.is_true(rawequal(c.popupContent, c.popupContent))
    local item = c.popupItem
    assert.is_true(rawequal(item, c.popupItem))
    assert.is_true(item.shown)
    c:presentPopupBar{ content = { title = "Other" } }   -- instant swap
    assert.is_false(item.shown)
    assert.are_not.equal(item, c.popupItem)
    assert.are.equal("Other", c.popupItem.title)
    assert.are.equal("Bohemian Rhapsody", item.title)
  end)

  it("fails clearly with handles from before stage.reset", function()
    local c = h.presented()
    local bar, content, item = c.popupBar, c.popupContent, c.popupItem
    stage.reset()
    assert.are.equal("bar#1 belongs to a previous stage (before stage.reset) and can no longer be used", err(function() c:openPopup() end))
    assert.are.equal("bar#1 popupBar belongs to a previous stage (before stage.reset) and can no longer be used",
      err(function() return bar.frame end))
    assert.are.equal("bar#1 popupContent belongs to a previous stage (before stage.reset) and can no longer be used",
      err(function() content:tapCloseButton() end))
    assert.are.equal("bar#1 popupItem belongs to a previous stage (before stage.reset) and can no longer be used",
      err(function() item.title = "x" end))
    assert.are.equal("bar#1", c.source)
    assert.matches("PopupContainer(bar#1", tostring(c), 1, true)
  end)

  it("refuses bad input with clear errors", function()
    local c = stage.tabBarController()
    assert.are.equal('bad value for field \'barStyle\' of PopupBar ("flaoting" is not one of "default", "compact", '
      .. '"prominent", "floating", "custom"; did you mean "floating"?)',
                     err(function() c.popupBar.barStyle = "flaoting" end))
    assert.matches('did you mean "snap"', err(function() c.popupInteractionStyle = "snapp" end), 1, true)
    assert.matches('did you mean "grabber"', err(function() c.popupContent.closeButtonStyle = "grabbr" end), 1, true)
    assert.matches('did you mean "bottom"', err(function() c.popupBar.progressViewStyle = "botom" end), 1, true)
    assert.are.equal("bad argument #1 to 'presentPopupBar' (option 'content': table or PopupContainer expected, got string)",
                     err(function() c:presentPopupBar{ content = "Song" } end))
    assert.are.equal("bad argument #1 to 'presentPopupBar' (option 'content': table or PopupContainer expected, got nil)",
                     err(function() c:presentPopupBar{} end))
    assert.are.equal("bad argument #1 to 'presentPopupBar' (option 'content.title': string expected, got number)",
                     err(function() c:presentPopupBar{ content = { title = 3 } } end))
    assert.matches("unknown option 'content.titel' (did you mean 'content.title'?)",
      err(function() c:presentPopupBar{ content = { titel = "x" } } end), 1, true)
    assert.matches("option 'content.buttons[1]': string or table expected, got number",
                   err(function() c:presentPopupBar{ content = { buttons = { 3 } } } end), 1, true)
    assert.are.equal("bar#1 cannot present itself as its own popup content (the library throws)",
                     err(function() c:presentPopupBar{ content = c } end))
    assert.matches("a finite number expected, got nan", err(function() c.popupSnapPercent = 0 / 0 end), 1, true)
    assert.matches("'dy': a finite number expected", err(function() c.popupBar:drag{ dy = 1 / 0 } end), 1, true)
    assert.are.equal("bad argument #1 to 'tapTab' (tab 5 is out of range: bar#1 has 2 tabs)",
      err(function() c:tapTab(5) end))
    assert.are.equal('bad argument #1 to \'tapTab\' (no tab titled "library" (did you mean "Library"?); tabs: '
      .. '"Library", "Search")', err(function() c:tapTab("library") end))
    local nav = stage.navigationController{}
    assert.are.equal("bad argument #1 to 'tapTab' (bar#2 has no tab bar)", err(function() nav:tapTab(1) end))
    assert.are.equal("bad argument #1 to 'tapTab' (bar#2 has no tab bar)", err(function() nav:tapTab("Library") end))
    assert.are.equal("barHidden", c.popupPresentationState)   -- nothing was queued
  end)

  it("taps a tab by its title as by its index", function()
    local tabs = stage.tabBarController{ tabs = { "Library", "Search" } }
    tabs:tapTab("Search")
    assert.are.equal(2, tabs.selectedTab)
    tabs:tapTab(1)
    assert.are.equal(1, tabs.selectedTab)
    assert.are.equal(2, #stage.log.events{ name = "tabSelected" })
  end)

  it("lists the titles tapTab takes, a container's title for its tab", function()
    local settings = stage.navigationController{ title = "Settings" }
    local tabs = stage.tabBarController{ tabs = { "Chats", "Calls", settings } }
    assert.are.same({ "Chats", "Calls", "Settings" }, tabs.tabTitles)
    tabs:tapTab(tabs.tabTitles[3])
    assert.are.equal(3, tabs.selectedTab)
    assert.are.same({}, stage.navigationController{}.tabTitles)
    assert.matches("field 'tabTitles' of PopupContainer is read-only", select(2, pcall(function() tabs.tabTitles = {} end)), 1, true)
  end)

  it("makes semantic input fail clearly when the target is not there or covered", function()
    local c = stage.tabBarController()
    assert.are.equal("cannot tap a popup bar that is barHidden (present it first)", err(function() c.popupBar:tap() end))
    assert.are.equal("cannot drag a popup content that is barHidden (open it first)", err(function() c.popupContent:drag{ dy = 100 } end))
    c:presentPopupBar{ content = h.song, animated = false }
    assert.are.equal("cannot tap the close button of a popup content that is barPresented (open it first)",
                     err(function() c.popupContent:tapCloseButton() end))
    local sheet = stage.actionController()
    sheet:addAction("Edit")
    sheet:present()
    stage.clock.advance(1)
    assert.matches("cannot tap the popup bar of bar#1: %([%d.]+, [%d.]+%) is covered by sheet#1", err(function() c.popupBar:tap() end))
    assert.matches("is covered by sheet#1", err(function() c.popupBar:drag{ dy = -200 } end), 1, true)
    assert.matches("is covered by sheet#1", err(function() c.popupBar:longPress() end), 1, true)
    assert.are.equal("barPresented", c.popupPresentationState)
    c:openPopup{ animated = false }
    c.popupContent.closeButtonStyle = "none"
    sheet:dismiss()
    stage.clock.advance(1)
    assert.are.equal('cannot tap the close button of bar#1: the close button style is "none"',
                     err(function() c.popupContent:tapCloseButton() end))
    assert.are.equal("cannot tap a popup bar that is open (it is open: close it first)", err(function() c.popupBar:tap() end))
  end)

  -- The window check before each call (UIViewController+LNPopupSupport.mm 68, 107, 131, 155).
  it("defers calls until the container is on screen, then runs them non-animated", function()
    local c = stage.tabBarController{ onScreen = false }
    local done = 0
    c:presentPopupBar{ content = h.song, completion = function() done = done + 1 end }
    c:openPopup()
    assert.is_false(c.onScreen)
    assert.are.equal("barHidden", c.popupPresentationState)
    c:present()
    assert.are.equal("open", c.popupPresentationState)
    assert.are.equal(1, done)
    assert.are.equal(0, stage.clock.now())
  end)
end)
