-- Errors that are right (issue 27 item 2): every refusal names the real reason, values are
-- checked when they are given, no message lists nothing, a constructor that fails uses up no id,
-- and every command returns true when it acted or false and why when it did nothing, without
-- logging anything for it (docs/internals/COMPONENTS.md, "Calls that do nothing").

local h = require("spec.support")

--- Runs `f` and returns what it returned, checking that it logged nothing.
local function quietly(f, ...)
  local before = stage.log.count
  local r = table.pack(f(...))
  assert.are.equal(before, stage.log.count, "a call that did nothing logged an event")
  return table.unpack(r, 1, r.n)
end

local function mailTable()
  return stage.tableView{ rows = { "Mail 1", "Mail 2", "Mail 3" }, rowHeight = 76,
    editActions = function(_, orientation)
      if orientation == "right" then return { stage.swipeAction{ title = "Delete", style = "destructive" } } end
    end }
end

describe("refusals name the real reason", function()
  it("a pan moved after its release says it was released, and a second release does nothing", function()
    local tbl = mailTable()
    local g = tbl:pan(1)
    g:move(-50)
    assert.is_true(g:release())
    assert.are.equal("cannot move: this pan was released (its finger is lifted); touch down again for a new pan",
                     h.message(g.move, g, -10))
    local ok, why = quietly(g.release, g)
    assert.is_false(ok)
    assert.are.equal("the pan was already released", why)
  end)

  it("an action of a closed row: the row is closed, not an empty list of titles", function()
    local tbl = mailTable()
    local expected = "cannot tap an action of row 2: the row is closed (it shows no actions); swipe it open first (swipe, pan or showSwipe)"
    assert.are.equal(expected, h.message(tbl.tapAction, tbl, 2, "Delete"))
    assert.are.equal(expected, h.message(tbl.tapAction, tbl, 2, 1))
    -- Open, a wrong title lists what the row shows.
    tbl:showSwipe(2, "right", { animated = false })
    assert.are.equal('no action titled "Flag" (the row shows: "Delete")', h.message(tbl.tapAction, tbl, 2, "Flag"))
  end)

  it("no message lists nothing: a sheet without actions says so", function()
    local sheet = stage.actionController()
    assert.are.equal("no action titled 'Delete' (the sheet has no actions)", h.message(sheet.frameOf, sheet, "Delete"))
  end)
end)

describe("colors", function()
  it("take UIKit's names wherever a color is given", function()
    local a = stage.swipeAction{ title = "Flag", backgroundColor = "orange", textColor = "systemBlue" }
    assert.are.equal("#ff8000", a.backgroundColor)
    assert.are.equal("#007aff", a.textColor)
    assert.are.equal("#ff9500", stage.swipeAction{ title = "X", backgroundColor = "systemOrange" }.backgroundColor)
    -- "clear" stays the library's clear background (no background color).
    assert.is_nil(stage.swipeAction{ title = "X", backgroundColor = "clear" }.backgroundColor)
    local p = stage.popup{ content = { width = 10, height = 10 }, bgColor = "systemRed" }
    assert.are.equal("#ff3b30", p.bgColor)
    local sheet = stage.actionController()
    sheet.settings.cancelView.backgroundColor = "systemGray6"
    assert.are.equal("#f2f2f7", sheet.settings.cancelView.backgroundColor)
    -- Translucent UI element colors keep their alpha.
    sheet.settings.cancelView.backgroundColor = "secondaryLabel"
    assert.are.equal("#3c3c4399", sheet.settings.cancelView.backgroundColor)
  end)

  it("refuse an unknown name at the call, with the nearest one", function()
    assert.are.equal("bad argument #1 to 'swipeAction' (option 'backgroundColor': a color (\"#RRGGBB\", \"#RRGGBBAA\" "
      .. "or a UIKit name such as \"systemOrange\") expected, got 'ornage'; did you mean \"orange\"?)",
                     h.message(stage.swipeAction, { title = "X", backgroundColor = "ornage" }))
    assert.matches("got 'sytemBlue'; did you mean \"systemBlue\"?",
                   h.message(stage.popup, { bgColor = "sytemBlue" }), 1, true)
    local p = stage.popup{ content = { width = 10, height = 10 } }
    assert.matches("got 'nope'", h.message(function() p.bgColor = "nope" end), 1, true)
  end)
end)

describe("a constructor that fails uses up no id", function()
  it("action sheets", function()
    assert.is_false(pcall(stage.actionController, { style = "skype", header = "x" }))   -- Void header data
    assert.is_false(pcall(stage.actionController, { style = "tweetbot", header = "x" }))
    assert.is_false(pcall(stage.actionController, { style = "nope" }))
    assert.are.equal("sheet#1", stage.actionController().source)
  end)

  it("action sheets with a name: the name goes back too", function()
    assert.is_false(pcall(stage.actionController, { name = "share", style = "skype", header = "x" }))
    local sheet = stage.actionController()
    assert.are.equal("sheet#1", sheet.source)
    assert.is_nil(sheet.name)
  end)

  it("popup containers", function()
    local nav = stage.navigationController()
    local child = stage.viewController{ parent = nav }
    -- A tab bar holding nav, added under nav's own child: a cycle, refused once it was made.
    assert.is_false(pcall(stage.tabBarController, { tabs = { nav }, parent = child }))
    assert.is_nil(nav.parent)
    assert.are.equal("bar#3", stage.tabBarController().source)
  end)

  it("every container constructor", function()
    local tabs = stage.tabBarController()
    for _, make in ipairs{ stage.navigationController, stage.viewController, stage.customContainer } do
      assert.is_false(pcall(make, { parent = tabs }))   -- a tab bar's children are its tabs
      assert.is_false(pcall(make, { name = 3 }))
    end
    assert.are.equal("bar#2", stage.navigationController().source)
    assert.are.equal("bar#3", stage.customContainer().source)
  end)

  it("tables, popups and timers", function()
    assert.is_false(pcall(stage.tableView, { rows = 3, editActionsOptions = { expansionStyle = { elasticOverscroll = true } } }))
    assert.are.equal("table#1", stage.tableView{ rows = 1 }.source)
    assert.is_false(pcall(stage.collectionView, { rows = "x" }))
    assert.are.equal("collection#1", stage.collectionView{ rows = 1 }.source)
    assert.is_false(pcall(stage.popup, { content = { width = -1, height = 1 } }))
    assert.is_false(pcall(stage.alert, { bgColor = "nope" }))
    assert.are.equal("popup#1", stage.popup().source)
    assert.is_false(pcall(stage.clock.after, -1, print))
    assert.matches("timer#1", tostring(stage.clock.after(1, print)), 1, true)
  end)
end)

describe("calls that do nothing return false and why", function()
  it("action sheets", function()
    local sheet = stage.actionController()
    sheet:addAction("Edit")
    sheet:addAction{ title = "Delete", enabled = false }
    assert.is_true(sheet:present())
    stage.clock.advance(1)
    local before = stage.log.count
    local ok, why = sheet:tap("Delete")
    assert.is_false(ok)
    assert.are.equal("action 2 is disabled", why)
    assert.are.equal(before + 1, stage.log.count)   -- the screen's tap, nothing more
    assert.is_true(sheet:dismiss())
    ok, why = quietly(sheet.dismiss, sheet)
    assert.is_false(ok)
    assert.matches("a dismissal is already running", why, 1, true)
  end)

  it("action sheets: a presentation UIKit refuses returns false with UIKit's warning; presenting twice stays an error", function()
    local a = stage.actionController()
    a:addAction("A")
    a:present()
    stage.clock.advance(1)
    local b = stage.actionController()
    b:addAction("B")
    local ok, why = b:present()
    assert.is_false(ok)
    assert.are.equal("UIKit refused the presentation: Attempt to present sheet#2 on root (from root) which is already presenting sheet#1.", why)
    assert.are.equal("presentationRefused", stage.log.last.name)   -- UIKit's own warning, as before
    assert.are.equal("idle", b.state)
    assert.are.equal("cannot present a sheet that is presented (it is already on screen)", h.message(a.present, a))
  end)

  it("action sheets: a background that takes no taps", function()
    local sheet = stage.actionController()
    sheet:addAction("Edit")
    sheet.settings.behavior.hideOnTap = false
    sheet:present()
    stage.clock.advance(1)
    local before = stage.log.count
    local ok, why = sheet:tapBackground()
    assert.is_false(ok)
    assert.are.equal("settings.behavior.hideOnTap is false: the background takes no taps", why)
    assert.are.equal(before + 1, stage.log.count)   -- the screen's tap, nothing more
    assert.are.equal("presented", sheet.state)
  end)

  it("popups (\"swift\")", function()
    stage.reset{ popupPolicy = "swift" }
    local p = stage.popup{ content = { width = 100, height = 100 }, isClickBgDismiss = false }
    local ok, why = quietly(p.dismiss, p)
    assert.is_false(ok)
    assert.are.equal("popup#1 was never popped", why)
    assert.is_true(p:pop())
    stage.clock.advance(1)
    ok, why = quietly(p.pop, p)
    assert.is_false(ok)
    assert.are.equal("popup#1 is already shown", why)
    ok, why = quietly(p.resize, p, { width = 100, height = 100 })
    assert.is_false(ok)
    assert.are.equal("the content is already 100×100", why)
    assert.is_true(p:tapBackground())   -- bgClick
    assert.is_true(p:dismiss())
    ok, why = quietly(p.dismiss, p)
    assert.is_false(ok)
    assert.are.equal("popup#1 is already dismissing", why)
    stage.clock.advance(1)
    -- A dismissed popup cannot pop again: an error, as before.
    assert.matches("cannot pop again", h.message(p.pop, p), 1, true)
    ok, why = stage.popups.removeForKey("none")
    assert.is_false(ok)
    assert.are.equal('no registered popup has the identifier "none"', why)
  end)

  it("popups (\"objc\") dismiss a popup never popped, as the library does", function()
    local p = stage.popup{ content = { width = 100, height = 100 } }
    assert.is_true(p:dismiss())
    assert.are.equal("dismissed", p.state)
  end)

  it("swipe actions", function()
    local tbl = mailTable()
    local ok, why = quietly(tbl.hideSwipe, tbl, 1)
    assert.is_false(ok)
    assert.matches("hideSwipe acts only on an open row", why, 1, true)
    ok, why = tbl:showSwipe(1, "left")   -- (asks the delegate, which is logged)
    assert.is_false(ok)
    assert.are.equal("no actions on the left side", why)
    assert.is_true(tbl:showSwipe(1, "right", { animated = false }))
    assert.is_true(tbl:hideSwipe(1))
    ok, why = stage.swipeAction{ title = "X" }:fulfill("reset")
    assert.is_false(ok)
    assert.are.equal("the action was never performed: no fill waits for it", why)
  end)

  it("popup bars", function()
    local tabs = stage.tabBarController()
    local ok, why = quietly(tabs.openPopup, tabs)
    assert.is_false(ok)
    assert.are.equal("no popup bar is presented (or it is being dismissed)", why)
    ok, why = quietly(tabs.dismissPopupBar, tabs)
    assert.is_false(ok)
    assert.are.equal("no popup bar is presented (or it is being dismissed)", why)
    assert.is_true(tabs:presentPopupBar{ content = { title = "Song" }, animated = false })
    ok, why = quietly(tabs.closePopup, tabs)
    assert.is_false(ok)
    assert.are.equal("the popup is not open (or is closing)", why)
    assert.is_true(tabs:openPopup{ animated = false })
    ok, why = quietly(tabs.openPopup, tabs)
    assert.is_false(ok)
    assert.are.equal("the popup is already open (or opening)", why)
    ok, why = quietly(tabs.present, tabs)
    assert.is_false(ok)
    assert.are.equal("bar#1 is already on screen", why)
    ok, why = quietly(tabs.removeFromParent, tabs)
    assert.is_false(ok)
    assert.are.equal("bar#1 has no parent", why)
    -- A call that waits behind a running one has acted: it is the queue's.
    assert.is_true(tabs:closePopup())
    assert.is_true(tabs:openPopup())
  end)

  it("timers", function()
    local t = stage.clock.after(1, function() end)
    assert.is_true(t:cancel())
    local ok, why = t:cancel()
    assert.is_false(ok)
    assert.are.equal("timer#1 was already cancelled", why)
    local u = stage.clock.after(0.5, function() end)
    stage.clock.advance(1)
    ok, why = u:cancel()
    assert.is_false(ok)
    assert.matches("already fired$", why)
  end)
end)
