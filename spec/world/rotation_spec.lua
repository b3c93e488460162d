-- The interface's rotation (stage.screen.rotate): the device's numbers for the new orientation
-- at once, the turn on the clock, and every component laid out again as its library does. The
-- numbers each component takes are Tests/StageKitTests/RotationLayoutTests.swift's; here the
-- API's contract: arguments, outcomes, the timeline, turns during every component's transitions
-- and rotations from inside callbacks.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function events(name)
  local out = {}
  for _, e in ipairs(stage.log.events{ source = "screen" }) do
    if not name or e.name == name then out[#out + 1] = e end
  end
  return out
end

describe("stage.screen.rotate", function()
  before_each(function() stage.reset() end)

  it("turns the screen at once and completes the turn on the clock", function()
    assert.are.equal("portrait", stage.screen.orientation)
    assert.is_true(stage.screen.rotate("landscapeLeft"))
    assert.are.equal("landscapeLeft", stage.screen.orientation)
    assert.is_true(stage.screen.rotating)
    assert.are.same({ 852, 393 }, { stage.screen.width, stage.screen.height })
    assert.are.same({ top = 0, left = 59, bottom = 21, right = 59 }, stage.screen.safeArea)
    assert.are.equal(0, stage.screen.statusBarFrame.height)
    stage.clock.advance(0.3)
    assert.is_false(stage.screen.rotating)
    local names = {}
    for _, e in ipairs(events()) do names[#names + 1] = string.format("%.3f %s", e.t, e.name) end
    assert.are.same({ "0.000 viewWillTransition", "0.000 safeAreaInsetsDidChange", "0.300 transitionCompleted" }, names)
    local will = events("viewWillTransition")[1]
    assert.are.same({ "landscapeLeft", 852, 393, 0.3 }, { will.orientation, will.width, will.height, will.duration })
  end)

  it("says why it did nothing when the screen is already there", function()
    assert.are.same({ false, "the screen is already portrait" }, { stage.screen.rotate("portrait") })
    stage.screen.rotate("landscapeRight")
    assert.are.same({ false, "the screen is already turning to landscapeRight" },
      { stage.screen.rotate("landscapeRight") })
  end)

  it("refuses what the device does not support, and bad arguments", function()
    assert.are.equal("bad argument #1 to 'rotate' (cannot rotate to portraitUpsideDown: the iPhone 15 does not "
      .. "support it (Face ID iPhones do not))", h.refusal(stage.screen.rotate, "portraitUpsideDown"))
    assert.matches("bad argument #1 to 'rotate' %(\"sideways\" is not one of", h.refusal(stage.screen.rotate, "sideways"))
    assert.matches("bad argument #2 to 'rotate' %(option 'duration'", h.refusal(stage.screen.rotate, "landscapeLeft",
      { duration = -1 }))
    stage.reset{ width = 320, height = 568 }
    assert.matches("a custom screen has no numbers for another orientation",
      h.refusal(stage.screen.rotate, "landscapeLeft"))
    assert.are.equal(0, #events())
  end)

  it("turns upside down where the device allows it, and the iPad keeps its bars", function()
    stage.reset{ device = "iPhone SE" }
    assert.is_true(stage.screen.rotate("portraitUpsideDown"))
    assert.are.same({ 375, 667 }, { stage.screen.width, stage.screen.height })
    stage.clock.advance(1)
    assert.are.equal(0.6, events("viewWillTransition")[1].duration)   -- a half turn
    stage.reset{ device = "iPad" }
    stage.screen.rotate("landscapeLeft", { duration = 0 })
    assert.are.same({ 1180, 820, 24 }, { stage.screen.width, stage.screen.height, stage.screen.statusBarFrame.height })
    stage.clock.advance(0)
    assert.is_false(stage.screen.rotating)
  end)

  it("lets a rotation requested during a turn wait for it; the latest wins", function()
    stage.screen.rotate("landscapeLeft")
    stage.clock.advance(0.1)
    assert.is_true(stage.screen.rotate("portrait"))
    assert.is_true(stage.screen.rotate("landscapeRight"))
    assert.are.equal(852, stage.screen.width)          -- still the first turn's numbers
    stage.clock.advance(0.2)
    local wills = events("viewWillTransition")
    assert.are.same({ "landscapeLeft", "landscapeRight" }, { wills[1].orientation, wills[2].orientation })
    assert.are.equal(0.6, wills[2].duration)
    stage.clock.advance(0.6)
    assert.are.equal(2, #events("transitionCompleted"))
    assert.are.equal("landscapeRight", stage.screen.orientation)
  end)

  it("starts a device in another orientation at reset", function()
    stage.reset{ orientation = "landscapeLeft" }
    assert.are.same({ "iPhone 15", "landscapeLeft", 852, 59 },
      { stage.screen.device, stage.screen.orientation, stage.screen.width, stage.screen.safeArea.left })
    assert.are.same({ false, "the screen is already landscapeLeft" }, { stage.screen.rotate("landscapeLeft") })
    assert.is_true(stage.screen.rotate("portrait"))
    assert.are.equal(393, stage.screen.width)
    assert.are.equal("bad argument #1 to 'reset' (option 'orientation': the iPhone 15 does not support it (Face ID "
      .. "iPhones do not))", h.refusal(stage.reset, { orientation = "portraitUpsideDown" }))
    assert.are.equal("bad argument #1 to 'reset' (give either 'orientation' or width, height and safeArea, not both)",
      h.refusal(stage.reset, { orientation = "landscapeLeft", width = 400 }))
    stage.reset{ device = "iPad", orientation = "landscapeRight" }
    assert.are.same({ 1180, 820 }, { stage.screen.width, stage.screen.height })
  end)

  it("is refused, changing nothing, when the turn would end beyond the clock's range", function()
    for _ = 1, 8 do stage.clock.advance(1e9) end
    stage.clock.advance(1e9 - 1)
    assert.matches("option 'duration'", h.refusal(stage.screen.rotate, "landscapeLeft", { duration = 5 }))
    assert.are.equal("portrait", stage.screen.orientation)
  end)
end)

describe("a rotation with the app on screen", function()
  before_each(function() stage.reset() end)

  -- Vertically compact bars (docs/WORLD.md, "Rotation"): a 32-pt navigation bar and no large
  -- title, a 32-pt tab bar over the 21-pt inset; the containers' safe areas give the sides' 59.
  it("gives containers their compact-height bars and tables their new insets", function()
    local nav = stage.navigationController{ title = "Inbox" }
    stage.tabBarController{ tabs = { nav, "Music" } }
    local inbox = stage.tableView{ rows = 40, parent = nav }
    assert.are.same({ 103, 83 }, { inbox.adjustedContentInset.top, inbox.adjustedContentInset.bottom })
    stage.screen.rotate("landscapeLeft")
    assert.are.same({ 32, 53 }, { inbox.adjustedContentInset.top, inbox.adjustedContentInset.bottom })
    assert.are.same({ top = 32, left = 59, bottom = 53, right = 59 }, nav.contentSafeAreaInsets)
    nav.prefersLargeTitles = true
    assert.are.equal(32, inbox.adjustedContentInset.top)
    stage.screen.rotate("portrait")
    stage.clock.advance(1)
    assert.are.equal(59 + 96, inbox.adjustedContentInset.top)
  end)

  -- A navigation transition runs on while the screen turns: the bar becomes the compact 32-pt
  -- one at once (no large title in landscape), the push and the pop still end.
  it("during a push and a pop, with a large title", function()
    local nav = stage.navigationController{ title = "Podcasts", prefersLargeTitles = true }
    stage.window.root = nav
    local list = stage.tableView{ rows = 40, parent = nav }
    local detail = stage.viewController{ title = "Episode 3" }
    assert.are.equal(59 + 96, list.adjustedContentInset.top)
    nav:push(detail)
    stage.clock.advance(0.1)
    stage.screen.rotate("landscapeLeft")
    stage.clock.advance(1)
    assert.are.equal(detail, nav.topViewController)
    assert.are.equal(32, list.adjustedContentInset.top)
    nav:tapBack()
    stage.clock.advance(0.1)
    stage.screen.rotate("portrait")
    stage.clock.advance(1)
    assert.are.equal(nav, nav.topViewController)
    assert.are.equal(59 + 96, list.adjustedContentInset.top)
  end)

  -- UIKit resizes the window's root views to its new bounds: a controller's view and the popup
  -- content controller's view fill the turned screen; a view host keeps the frame it was given.
  it("resizes the views that fill the screen, and only those", function()
    local v = stage.view{ backgroundColor = "systemBackground" }
    stage.window.root = stage.viewController{ view = v }
    local player = stage.view{}
    local tabs = stage.tabBarController{ tabs = { "Library" } }
    tabs:presentPopupBar{ content = { title = "Song", view = player }, animated = false }
    local host = stage.viewHost{ frame = { x = 20, y = 200, width = 353, height = 300 } }
    stage.screen.rotate("landscapeLeft")
    assert.are.same({ 852, 393 }, { v.frame.width, v.frame.height })
    assert.are.same({ 852, 393 }, { player.frame.width, player.frame.height })
    assert.are.same({ x = 20, y = 200, width = 353, height = 300 }, host.frame)
  end)

  -- The podcast-like screen of the issue: an open row, the mini-player, a popup and a sheet,
  -- each mid-transition. Each library's code on a size change: SwipeController.swift 282-294
  -- with SwipeActionsView.swift 40-44, 65-67; LSTPopView.m:1438-1446;
  -- ActionController.swift 293-296, 664-682; UIViewController+LNPopupSupportPrivate.mm 902-935.
  it("lays out every component during each one's transition and keeps the engine consistent", function()
    local tabs = h.tabs()
    local inbox = h.inbox(tabs)
    local sheet = h.sheet("more")
    local p = h.popup("rate")
    inbox:showSwipe(1, "right")        -- the row animates open
    p:pop()                            -- the popup pops
    sheet:present()                    -- the sheet presents
    tabs:openPopup()                   -- the bar opens
    stage.clock.advance(0.1)
    stage.screen.rotate("landscapeLeft")
    stage.clock.advance(2)
    assert.are.equal("right", inbox:row(1).state)
    assert.are.equal(-(2 * 74 + 59), inbox:row(1).swipeOffset)   -- P + the 59-pt margin (SwipeController.swift 282-294)
    assert.are.same({ x = (852 - 280) / 2, y = (393 - 180) / 2, width = 280, height = 180 }, p.frame)
    assert.are.equal(852 - 59 - 59, sheet:frameOf(1).width)
    assert.are.equal("presented", sheet.state)
    assert.are.equal("open", tabs.popupPresentationState)
    stage.screen.rotate("portrait")
    stage.clock.advance(1)
    assert.are.equal(-2 * 74, inbox:row(1).swipeOffset)
    assert.are.same({ x = (393 - 280) / 2, y = (852 - 180) / 2, width = 280, height = 180 }, p.frame)
  end)

  -- The same code, with each component on its way out: SwipeController.swift 282-294 (a row
  -- going to center is not open: it keeps its offset), LSTPopView.m:1438-1446,
  -- ActionController.swift 664-682, UIViewController+LNPopupSupportPrivate.mm 902-935.
  it("during a dismissal, a hide and a close", function()
    local tabs = h.tabs()
    local inbox = h.inbox(tabs)
    local sheet = h.sheet()
    local p = h.popup("rate")
    inbox:showSwipe(1, "right"); p:pop(); sheet:present(); tabs:openPopup()
    stage.clock.advance(2)
    inbox:hideSwipe(1); p:dismiss(); sheet:dismiss(); tabs:closePopup()
    stage.clock.advance(0.05)
    stage.screen.rotate("landscapeRight")
    stage.clock.advance(2)
    assert.are.equal("center", inbox:row(1).state)
    assert.are.same({ "dismissed", "dismissed" }, { p.state, sheet.state })
    assert.are.equal("barPresented", tabs.popupPresentationState)
    assert.are.equal(393 - 53 - tabs.popupBar.height, tabs.popupBar.frame.y)   -- on the 32 + 21-pt tab bar
  end)

  -- None of the relayouts calls back (LSTPopView.m:1438-1446, ActionController.swift 293-296,
  -- SwipeController.swift 282-294): a rotation asked from a callback runs at once.
  it("from inside callbacks: a popup's didPop, a sheet's handler, a swipe action's handler", function()
    local tabs = h.tabs()
    local turned = {}
    local inbox = h.inbox(tabs, 20, function() turned[#turned + 1] = { stage.screen.rotate("portrait") } end)
    local p = h.popup("rate", { onDidPop = function() turned[#turned + 1] = { stage.screen.rotate("landscapeLeft") } end })
    p:pop()
    stage.clock.advance(1)
    assert.are.same({ true }, turned[1])
    assert.are.equal(852, stage.screen.width)
    local sheet = stage.actionController{}
    sheet:addAction{ title = "Turn", handler = function() turned[#turned + 1] = { stage.screen.rotate("landscapeRight") } end }
    sheet:present()
    stage.clock.advance(1)
    sheet:tap("Turn")
    stage.clock.advance(2)
    assert.are.same({ true }, turned[2])
    p:dismiss()
    inbox:showSwipe(1, "right")
    stage.clock.advance(1)
    inbox:tapAction(1, "More")
    stage.clock.advance(2)
    assert.are.same({ true }, turned[3])
    assert.are.equal("portrait", stage.screen.orientation)
  end)

  -- The table's callbacks nest: a resize asked from inside willBeginEditing waits for the
  -- open's step (MachineDriver's rule), then moves the open row to its landscape offset
  -- (SwipeController.swift 282-294, SwipeActionsView.swift 65-67).
  it("from inside willBeginEditing, the resize waits for the open's step", function()
    local tbl
    tbl = stage.tableView{ rows = 5,
      editActions = function(_, o)
        if o == "right" then return { stage.swipeAction{ title = "Trash" }, stage.swipeAction{ title = "More" } } end
      end,
      willBeginEditing = function() stage.screen.rotate("landscapeLeft") end }
    tbl:showSwipe(1, "right", { animated = false })
    assert.are.equal(852, stage.screen.width)
    assert.are.same({ "right", -(2 * 74 + 59) }, { tbl:row(1).state, tbl:row(1).swipeOffset })
    stage.clock.advance(1)
    assert.are.equal(-(2 * 74 + 59), tbl:row(1).swipeOffset)
  end)
end)
