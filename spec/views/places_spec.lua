-- Views where apps put them (docs/VIEWS.md, "Where views go"): cells, an LSTPopView popup's
-- custom view, LNPopupController's player and its bar's buttons, a controller's view, and
-- sheets presented from any of them.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("a cell's views", function()
  local tbl, more, selected
  before_each(function()
    stage.reset()
    selected = {}
    local rows = {}
    more = {}
    for i = 1, 30 do
      more[i] = stage.button{ image = "ellipsis", accessibilityLabel = "More", name = "more " .. i }
      rows[i] = { text = "Episode " .. i, secondaryText = "42 min", accessoryView = more[i] }
    end
    tbl = stage.tableView{ rows = rows, rowHeight = 64, didSelectRow = function(row) selected[#selected + 1] = row end,
      editActions = function(_, side) return side == "right" and { stage.swipeAction{ title = "Delete" } } or nil end }
  end)

  it("takes a tap on its button: the button's action, not a selection", function()
    local tapped
    more[2].action = function(b) tapped = b.name end
    more[2]:tap()
    assert.are.equal("more 2", tapped)
    assert.are.same({}, selected)
    tbl:tapRow(2)
    assert.are.same({ 2 }, selected)
  end)

  it("lets a tap on a disabled button go on to the row: a selection", function()
    more[3].enabled = false
    assert.are.equal(false, (more[3]:tap()))
    assert.are.same({ 3 }, selected)
  end)

  it("refuses a button scrolled out of the table until it is scrolled into view", function()
    assert.matches("outside what its superviews and table#1 show %(scroll it into view%)", h.err(more[25].tap, more[25]))
    tbl:scroll(1000)
    assert.are.equal(true, more[25]:tap())
  end)

  it("moves the button with a swiped row, and drops it with a deleted row", function()
    local before = more[1].screenFrame.x
    tbl:setSwipeOffset(1, -80, { animated = false })
    assert.is_true(math.abs(before - 80 - more[1].screenFrame.x) < 1e-9)
    tbl:deleteRow(1)
    assert.matches("not in the window", h.err(more[1].tap, more[1]))
    assert.are.equal(more[2], tbl:row(1).accessoryView)
  end)
end)

describe("an LSTPopView popup's custom view", function()
  before_each(function() stage.reset() end)

  -- initWithCustomView: the app's view is the content (LSTPopView.m:444-474).
  it("is the content: its Continue button dismisses the popup through its own action", function()
    local p
    local continue = stage.button{ title = "Continue", action = function() p:dismiss() end }
    local panel = stage.stackView{ axis = "vertical", spacing = 12, layoutMarginsRelativeArrangement = true,
      backgroundColor = "systemBackground", arrangedSubviews = { stage.label{ text = "What's new", style = "title2" }, continue } }
    p = stage.popup{ name = "whats new", content = { view = panel, width = 300 } }
    assert.are.equal(300, p.content.width)
    assert.matches("popup#1 \"whats new\" is idle %(its custom view is not on screen%)", h.err(continue.tap, continue))
    p:pop()
    stage.clock.advance(1)
    continue:tap()
    stage.clock.advance(1)
    assert.are.equal("dismissed", p.state)
    assert.are.same({ "touchUpInside(Continue)" }, h.events(continue.source))
  end)

  it("holds a scroll view whose buttons are reached once scrolled", function()
    local sv = stage.scrollView{ backgroundColor = "systemBackground" }
    local last = stage.button{ title = "Last", y = 600 }
    sv:addSubview(last)
    local p = stage.popup{ content = { view = sv, width = 280, height = 200 } }
    p:pop()
    stage.clock.advance(1)
    assert.matches("scroll it into view", h.err(last.tap, last))
    sv:scrollToVisible(last)
    assert.are.equal(true, last:tap())
  end)
end)

describe("LNPopupController's player and its bar's buttons", function()
  local tabs, play
  before_each(function()
    stage.reset()
    tabs = stage.tabBarController{ tabs = { "Podcasts", "Library" } }
    play = stage.button{ image = "play.fill", accessibilityLabel = "Play", x = 170, y = 500, action = function(b)
      local playing = b.image == "play.fill"
      b.image = playing and "pause.fill" or "play.fill"
      tabs.popupItem.buttons[1].image = b.image
    end }
    tabs:presentPopupBar{ content = { title = "Episode 1", view = stage.view{ subviews = { play } },
      buttons = { { image = "play.fill", accessibilityLabel = "Play" }, { image = "forward.30", accessibilityLabel = "Skip" } } },
      animated = false }
  end)

  it("shows its buttons only while the popup is open", function()
    assert.matches("the popup of bar#1 is not open %(barPresented%)", h.err(play.tap, play))
    tabs:openPopup{ animated = false }
    play:tap()
    assert.are.equal("pause.fill", tabs.popupItem.buttons[1].image)
  end)

  -- The item's bar button items (LNPopupItem.h 48-73): tapped by name through the bar.
  it("taps the bar's buttons by title, accessibility label or image name", function()
    local tapped = {}
    tabs.popupItem.buttons = { { image = "play.fill", accessibilityLabel = "Play", action = function() tapped[#tapped + 1] = "play" end },
                               { title = "Skip", action = function() tapped[#tapped + 1] = "skip" end } }
    tabs.popupBar:tapButton("Play")
    tabs.popupBar:tapButton("Skip")
    tabs.popupItem.buttons[1]:tap()
    assert.are.same({ "play", "skip", "play" }, tapped)
    assert.matches("has no bar button 'Rewind' %(it has 'Play', 'Skip'%)", h.err(tabs.popupBar.tapButton, tabs.popupBar, "Rewind"))
  end)

  -- A button handle reads and writes the item's bar button items (LNPopupItem.h 48-73) in place.
  it("writes a bar button's image into the item itself", function()
    tabs.popupItem.buttons[1].image = "pause.fill"
    assert.are.equal("pause.fill", tabs.popupItem.buttons[1].image)
    assert.are.equal("pause.fill", tabs.popupItem.buttons[1].image)
    local gone = tabs.popupItem.buttons[2]
    tabs.popupItem.buttons = { "Only" }
    assert.matches("trailing bar button 2 of bar#1 no longer exists %(its item has 1%)", h.err(function() gone.image = "x" end))
  end)
end)

describe("a controller's view", function()
  before_each(function() stage.reset() end)

  it("fills the screen under the controller's tables and takes the touches on it", function()
    local vc = stage.viewController{ view = stage.view{ backgroundColor = "systemBackground" } }
    local go = stage.button{ title = "Go", x = 20, y = 120 }
    vc.view:addSubview(go)
    local tbl = stage.tableView{ rows = 3, parent = vc, frame = { x = 0, y = 300, width = 393, height = 200 } }
    assert.are.equal(true, go:tap())
    assert.are.equal(tbl.source, stage.screen.tap(100, 350))
    assert.are.equal("bar#1 view", stage.screen.tap(100, 700))
  end)
end)

describe("presenting from where a view is", function()
  local tabs
  before_each(function()
    stage.reset()
    tabs = stage.tabBarController{ tabs = { "Podcasts", "Library" } }
    stage.window.root = tabs
  end)

  local function sheet(name)
    local s = stage.actionController{ name = name }
    s:addAction("OK")
    return s
  end

  it("presents from the open player, through its container", function()
    local s
    local share = stage.button{ title = "Share", y = 300, action = function(b) s = sheet("share"); s:present{ from = b } end }
    tabs:presentPopupBar{ content = { title = "Ep", view = stage.view{ subviews = { share } } }, openPopup = true, animated = false }
    share:tap()
    stage.clock.advance(1)
    assert.are.equal("presented", s.state)
    local again = sheet("again")
    assert.are.equal(false, (again:present{ from = tabs.popupContent }))
    assert.matches("on root %(from bar#1%) which is already presenting sheet#1",
                   stage.log.events{ source = again.source, name = "presentationRefused" }[1].warning)
  end)

  it("refuses from a popup whose parent's controller is not in the window", function()
    local other = stage.navigationController{ title = "Library" }
    tabs:addChild(other, 2)
    local tbl = stage.tableView{ rows = 3, parent = other }
    local p = stage.popup{ content = { width = 100, height = 50 }, parent = tbl }
    assert.are.equal(false, (sheet("x"):present{ from = p }))
    assert.matches("whose view is not in the window hierarchy", stage.log.events{ name = "presentationRefused" }[1].warning)
  end)
end)
