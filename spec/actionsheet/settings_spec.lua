-- Settings (spec §2) and the style presets (spec §9) as Lua reads and writes them.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("action sheet settings", function()
  it("has every default of the library", function()
    local s = stage.actionController().settings
    local b, c, v, a, sb = s.behavior, s.cancelView, s.collectionView, s.animation, s.statusBar
    assert.are.same({ true, true, false, false, false, true },
      { b.hideOnTap, b.hideOnScrollDown, b.scrollEnabled, b.bounces, b.useDynamics, b.hideNavigationBarOnShow })
    assert.are.same({ false, "Cancel", "system", 14, 60, "#000000cc", "#ffffff", false },
      { c.showCancel, c.title, c.titleFont, c.titleSize, c.height, c.backgroundColor, c.titleColor, c.hideCollectionViewBehindCancelView })
    assert.are.same({ 0, 50 }, { v.lateralMargin, v.cellHeightWhenDynamicsIsUsed })
    assert.are.same({ width = 0.9, height = 0.9 }, a.scale)
    assert.are.same({ 1, 0, 0.7, 0, "easeOut", 0 },
      { a.present.damping, a.present.delay, a.present.duration, a.present.springVelocity, a.present.options, a.present.offset })
    assert.are.same({ 1, 0, 0.7, 0, "easeIn", 0 },
      { a.dismiss.damping, a.dismiss.delay, a.dismiss.duration, a.dismiss.springVelocity, a.dismiss.options, a.dismiss.offset })
    assert.are.same({ true, "lightContent", true }, { sb.showStatusBar, sb.style, sb.modalPresentationCapturesStatusBarAppearance })
  end)

  it("starts each style from its preset's settings (spec §9)", function()
    local function s(style) return stage.actionController{ style = style }.settings end
    assert.is_nil(s("skype").animation.scale)
    assert.are.same({ 0.5, 0.7 }, { s("skype").animation.present.duration, s("skype").animation.present.damping })
    assert.are.equal("default", s("skype").statusBar.style)
    assert.is_true(s("tweetbot").behavior.useDynamics)
    assert.is_true(s("tweetbot").behavior.bounces)
    assert.are.same({ 0.5, 0.5 }, { s("tweetbot").animation.present.duration, s("tweetbot").animation.dismiss.duration })
    assert.are.same({ 0.6, 0.6 }, { s("twitter").animation.present.duration, s("twitter").animation.dismiss.duration })
    assert.are.same({ false, 0.6, 30, "linear" }, { s("youtube").behavior.hideOnScrollDown, s("youtube").animation.dismiss.duration,
                                                   s("youtube").animation.dismiss.offset, s("youtube").animation.dismiss.options })
    assert.are.same({ false, 0.6, 0.5, "easeIn", 30 }, { s("periscope").behavior.hideOnScrollDown, s("periscope").animation.present.duration,
      s("periscope").animation.dismiss.duration, s("periscope").animation.dismiss.options, s("periscope").animation.dismiss.offset })
    local spotify = s("spotify")
    assert.are.same({ true, true, true, true }, { spotify.cancelView.showCancel, spotify.cancelView.hideCollectionViewBehindCancelView,
                                                 spotify.behavior.scrollEnabled, spotify.behavior.bounces })
    assert.are.equal(0.7, spotify.animation.present.duration)
  end)

  it("takes every boolean its optional settings declare: false for none, true for the library's default (issue 8)", function()
    local sheet = h.sheet({ "A" }, { style = "spotify", settings = { animation = { scale = true }, cancelView = { title = false } } })
    local s = sheet.settings
    assert.are.same({ width = 0.9, height = 0.9 }, s.animation.scale)
    assert.is_nil(s.cancelView.title)
    s.cancelView.title = true
    assert.are.equal("Cancel", s.cancelView.title)
    s.animation.scale = false
    assert.is_nil(s.animation.scale)
    s.animation.scale = true
    assert.are.same({ width = 0.9, height = 0.9 }, s.animation.scale)
    local ok, err = pcall(function() s.animation.scale = { width = 1 } end)
    assert.is_false(ok)
    assert.matches("bad value for settings.animation.scale (a table with finite numbers width and height expected)", err, 1, true)
  end)

  it("writes before present, through properties or the constructor", function()
    local sheet = h.sheet({ "A" }, { settings = { animation = { present = { duration = 0.3 }, scale = false },
                                                  cancelView = { showCancel = true, title = "Close" } } })
    assert.are.equal(0.3, sheet.settings.animation.present.duration)
    assert.is_nil(sheet.settings.animation.scale)
    sheet.settings.animation.dismiss.delay = 0.1
    sheet.settings.cancelView.backgroundColor = "#112233"
    sheet.settings.animation.scale = { width = 0.8, height = 0.8 }
    assert.are.same({ width = 0.8, height = 0.8 }, sheet.settings.animation.scale)
    assert.are.equal("#112233", sheet.settings.cancelView.backgroundColor)
    sheet:present()
    stage.clock.advance(1)
    assert.are.same({ "willPresentView@0.000", "didPresentView@0.300" }, h.names())
    sheet:tapCancel()
    stage.clock.advance(1)
    -- delay 0.1 + duration 0.7
    assert.are.same({ "willDismissView@1.000", "didDismissView@1.800" }, { h.names()[3], h.names()[4] })
  end)

  it("honours a present delay", function()
    local sheet = h.sheet({ "A" }, { settings = { animation = { present = { delay = 0.2 } } } })
    sheet:present()
    stage.clock.advance(2)
    assert.are.same({ "willPresentView@0.000", "didPresentView@0.900" }, h.names())
  end)

  it("a lateral margin narrows every row", function()
    local sheet = h.shown(h.sheet({ "A" }, { settings = { collectionView = { lateralMargin = 10 } } }))
    assert.are.same({ x = 10, y = 758, width = 373, height = 60 }, sheet:frameOf(1))
  end)

  it("a dismiss offset sends the sheet further down", function()
    -- The same sheet with offset 30 (youtube's) and with 0, dismissed side by side: both follow
    -- the same curve over the same 0.6 s, so halfway down their rows have moved in proportion
    -- to their end positions, contentHeight + offset + safe bottom 34 below rest.
    local with = h.shown(h.example("youtube"))
    local without = h.shown(h.example("youtube", nil, { settings = { animation = { dismiss = { offset = 0 } } } }))
    assert.are.equal(30, with.settings.animation.dismiss.offset)
    local restY = with:frameOf(1).y
    assert.are.equal(restY, without:frameOf(1).y)
    local H = with.contentHeight
    with:dismiss()
    without:dismiss()
    stage.clock.advance(0.3)
    local moved, movedWithout = with:frameOf(1).y - restY, without:frameOf(1).y - restY
    assert.is_true(moved > 0 and movedWithout > 0)
    assert.is_true(h.near(moved / movedWithout, (H + 30 + 34) / (H + 34), 1e-9))
    stage.clock.advance(0.3)
    assert.are.same({ "dismissed", "dismissed" }, { with.state, without.state })
  end)

  it("sheets, actions and sections print and compare sensibly", function()
    local sheet = h.example("tweetbot")
    assert.are.equal("ActionController(sheet#1, tweetbot, idle)", tostring(sheet))
    assert.are.equal("Action(4, 'Translate')", tostring(sheet.actions[4]))
    assert.are.equal("Section(2, 1 actions)", tostring(sheet.sections[2]))
    assert.are.equal(sheet.actions[1], sheet.sections[1].actions[1])
    assert.is_true(sheet.actions[4].executeImmediatelyOnTouch)
    assert.are.equal(2, sheet.actions[5].section)
    assert.are.equal("cancel", sheet.actions[5].style)
    assert.are.equal("sheet#1", sheet.source)
    assert.are.equal("tweetbot", sheet.style)
  end)

  it("headers read back as tables", function()
    local sheet = h.example("spotify")
    assert.are.same({ title = "The Fast And The Furious Soundtrack Collection", subtitle = "Various Artists", image = "sp-header-icon" }, sheet.header)
    local twitter = stage.actionController{ style = "twitter" }
    assert.is_nil(twitter.header)
    twitter.header = "Accounts"
    assert.are.same({ title = "Accounts" }, twitter.header)
    twitter.header = nil
    assert.is_nil(twitter.header)
  end)

  it("section data: periscope's added sections carry their band", function()
    local sheet = h.example("periscope")
    assert.is_nil(sheet.sections[1].data)
    assert.are.equal("", sheet.sections[2].data)
    local s = stage.actionController():addSection{ data = "More" }
    assert.are.equal("More", s.data)
  end)
end)
