-- Settings (xlactioncontroller.md "Settings") and the style presets (xlactioncontroller.md "Styles") as Lua reads and writes them.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("action sheet settings", function()
  -- The defaults' and presets' numbers are the engine's (ActionSheetLayoutTests owns them;
  -- ActionSheetAPITests checks every getter against the engine's value for every style). Here:
  -- what Lua reads back, and that each sheet owns its copy.
  it("reads every setting as a Lua value: booleans, numbers, enum names, hex colors, a size", function()
    local s = stage.actionController().settings
    local b, c, v, a, sb = s.behavior, s.cancelView, s.collectionView, s.animation, s.statusBar
    for _, x in ipairs{ b.hideOnTap, b.hideOnScrollDown, b.scrollEnabled, b.bounces, b.useDynamics, b.hideNavigationBarOnShow,
                        c.showCancel, c.hideCollectionViewBehindCancelView, sb.showStatusBar, sb.modalPresentationCapturesStatusBarAppearance } do
      assert.is_boolean(x)
    end
    for _, x in ipairs{ c.titleSize, c.height, v.lateralMargin, v.cellHeightWhenDynamicsIsUsed } do assert.is_number(x) end
    for _, phase in ipairs{ a.present, a.dismiss } do
      for _, k in ipairs{ "damping", "delay", "duration", "springVelocity", "offset" } do assert.is_number(phase[k], k) end
      assert.matches("^ease", phase.options)
    end
    assert.are.equal("Cancel", c.title)
    assert.are.equal("system", c.titleFont)
    assert.matches("^#%x%x%x%x%x%x%x%x$", c.backgroundColor)
    assert.matches("^#%x%x%x%x%x%x$", c.titleColor)
    assert.are.equal("lightContent", sb.style)
    assert.is_number(a.scale.width)
    assert.is_number(a.scale.height)
  end)

  it("starts each sheet from its style's preset, as its own copy", function()
    for _, style in ipairs{ "default", "skype", "tweetbot", "twitter", "youtube", "periscope", "spotify" } do
      local one, two = stage.actionController{ style = style }, stage.actionController{ style = style }
      local d = two.settings.animation.dismiss.duration
      one.settings.animation.dismiss.duration = d + 1
      assert.are.equal(d, two.settings.animation.dismiss.duration, style)
      assert.are.equal(d + 1, one.settings.animation.dismiss.duration, style)
    end
    -- The presets differ where the library's examples do (which values: the engine's tests).
    local function s(style) return stage.actionController{ style = style }.settings end
    assert.is_nil(s("skype").animation.scale)
    assert.is_true(s("tweetbot").behavior.useDynamics)
    assert.is_true(s("spotify").cancelView.hideCollectionViewBehindCancelView)
    assert.are_not.equal(s("default").animation.dismiss.duration, s("twitter").animation.dismiss.duration)
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
    -- the delay written above + the default duration, as the sheet reads it
    local ends = 1 + 0.1 + sheet.settings.animation.dismiss.duration
    assert.are.same({ "willDismissView@1.000", string.format("didDismissView@%.3f", ends) }, { h.names()[3], h.names()[4] })
  end)

  -- animation.present.delay (ActionControllerSettings.swift:127) in the present animation (ActionController.swift:543).
  it("honours a present delay", function()
    local sheet = h.sheet({ "A" }, { settings = { animation = { present = { delay = 0.2 } } } })
    sheet:present()
    stage.clock.advance(2)
    local ends = 0.2 + sheet.settings.animation.present.duration
    assert.are.same({ "willPresentView@0.000", string.format("didPresentView@%.3f", ends) }, h.names())
  end)

  -- lateralMargin (ActionControllerSettings.swift:109) in the item width (ActionController.swift:470-472, 768).
  it("a lateral margin narrows every row", function()
    local plain = h.shown(h.sheet({ "A" })):frameOf(1)
    stage.reset()
    local sheet = h.shown(h.sheet({ "A" }, { settings = { collectionView = { lateralMargin = 10 } } }))
    assert.are.same({ x = plain.x + 10, y = plain.y, width = plain.width - 20, height = plain.height }, sheet:frameOf(1))
  end)

  -- animation.dismiss.offset (ActionControllerSettings.swift:175) in the rows' end (ActionController.swift:605-610).
  it("a dismiss offset sends the sheet further down", function()
    -- The same sheet with offset 30 (youtube's) and with 0, each dismissed on its own stage (one
    -- presented from the other would go with it): both follow the same curve over the same
    -- 0.6 s, so halfway down their rows have moved in proportion to their end positions,
    -- contentHeight + offset + safe bottom 34 below rest.
    local function halfway(opts)
      stage.reset()
      local sheet = h.shown(h.example("youtube", nil, opts))
      local restY = sheet:frameOf(1).y
      sheet:dismiss()
      stage.clock.advance(0.3)
      local moved = sheet:frameOf(1).y - restY
      stage.clock.advance(0.3)
      assert.are.equal("dismissed", sheet.state)
      return moved, restY, sheet.contentHeight, sheet.settings.animation.dismiss.offset
    end
    local moved, restY, H, offset = halfway(nil)
    local movedWithout, restYWithout = halfway({ settings = { animation = { dismiss = { offset = 0 } } } })
    assert.are.equal(30, offset)
    assert.are.equal(restY, restYWithout)
    assert.is_true(moved > 0 and movedWithout > 0)
    assert.is_true(h.near(moved / movedWithout, (H + 30 + 34) / (H + 34), 1e-9))
  end)

  it("sheets, actions and sections print and compare sensibly", function()
    local sheet = h.example("tweetbot")
    assert.are.equal("ActionController(sheet#1, tweetbot, idle)", tostring(sheet))
    assert.are.equal("Action(4, 'Translate')", tostring(sheet.actions[4]))
    assert.are.equal("Section(2, 1 action)", tostring(sheet.sections[2]))
    assert.are.equal(sheet.actions[1], sheet.sections[1].actions[1])
    assert.is_true(sheet.actions[4].executeImmediatelyOnTouch)
    assert.are.equal(2, sheet.actions[5].section)
    assert.are.equal("cancel", sheet.actions[5].style)
    assert.are.equal("sheet#1", sheet.source)
    assert.are.equal("tweetbot", sheet.style)
  end)

  -- headerData (ActionController.swift:97-100) as the style's header data.
  it("headers read back as tables", function()
    local sheet = h.example("spotify")
    assert.are.same({ title = "The Fast And The Furious Soundtrack Collection", subtitle = "Various Artists",
                      image = "sp-header-icon" }, sheet.header)
    local twitter = stage.actionController{ style = "twitter" }
    assert.is_nil(twitter.header)
    twitter.header = "Accounts"
    assert.are.same({ title = "Accounts" }, twitter.header)
    twitter.header = nil
    assert.is_nil(twitter.header)
  end)

  -- ActionController.swift:194-198 appends the section; Periscope.swift:56-61 gives a PeriscopeSection data.
  it("section data: periscope's added sections carry their band", function()
    local sheet = h.example("periscope")
    assert.is_nil(sheet.sections[1].data)
    assert.are.equal("", sheet.sections[2].data)
    local s = stage.actionController():addSection{ data = "More" }
    assert.are.equal("More", s.data)
  end)
end)
