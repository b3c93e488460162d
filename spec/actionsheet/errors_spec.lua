-- What crashes or misbehaves in the real library is a clear error here (xlactioncontroller.md "Engine choices"), and so are
-- the simulation's own misuses.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("action sheet errors", function()
  it("an empty last section at present", function()
    local sheet = h.sheet({ "A" })
    sheet:addSection()
    assert.are.equal("the last section (2) has no actions: add an action after addSection (XLActionController crashes here)",
                     h.message(sheet.present, sheet))
    assert.are.equal("idle", sheet.state)
  end)

  it("a header set after presentation", function()
    local sheet = h.shown(h.example("twitter"))
    assert.are.equal("cannot change the header after present (the sheet is presented); configure it before presenting",
                     h.message(function() sheet.header = "Late" end))
  end)

  it("a global header on the tweetbot (Dynamics) style", function()
    assert.are.equal("the tweetbot style (DynamicsActionController) cannot show a global header (XLActionController #82)",
                     h.message(stage.actionController, { style = "tweetbot", header = "Nope" }))
  end)

  -- Skype.swift:58, Youtube.swift:82: their controllers' HeaderDataType is Void.
  it("a header on a style whose header data is Void", function()
    assert.are.equal("the skype style's header data is Void (SkypeActionController, Skype.swift:58): it takes no header; "
                     .. "pass headerHeight to give it a header view",
                     h.message(stage.actionController, { style = "skype", header = "Nope" }))
    assert.matches("Youtube.swift:82", h.message(stage.actionController, { style = "youtube", header = "Nope" }), 1, true)
  end)

  it("action index out of range, and unknown titles", function()
    local sheet = h.shown(h.example("default"))
    assert.are.equal("action index 4 out of range (the sheet has 3 actions)", h.message(sheet.tap, sheet, 4))
    assert.are.equal("action index 0 out of range (the sheet has 3 actions)", h.message(sheet.frameOf, sheet, 0))
    assert.are.equal("no action titled 'Delte' (did you mean 'Delete'?); actions: 'Edit', 'Share', 'Delete'",
      h.message(sheet.tap, sheet, "Delte"))
    assert.are.equal("no action titled 'share' (did you mean 'Share'?); actions: 'Edit', 'Share', 'Delete'",
      h.message(sheet.tap, sheet, "share"))
    assert.are.equal("no action titled 'Archive' (actions: 'Edit', 'Share', 'Delete')", h.message(sheet.tap, sheet, "Archive"))
  end)

  it("presenting twice", function()
    local sheet = h.example("default")
    sheet:present()
    assert.are.equal("cannot present a sheet that is presenting (it is already on screen)", h.message(sheet.present, sheet))
    stage.clock.advance(1)
    sheet:dismiss()
    stage.clock.advance(1)
    assert.are.equal("cannot present a sheet that is dismissed (create a new actionController)", h.message(sheet.present, sheet))
  end)

  it("dismiss: an error when idle or dismissed, a no-op during a dismissal", function()
    local sheet = h.example("default")
    assert.are.equal("cannot dismiss a sheet that is idle (present it first)", h.message(sheet.dismiss, sheet))
    h.shown(sheet)
    local dropped = false
    assert.is_true(sheet:dismiss())
    assert.is_false(sheet:dismiss(function() dropped = true end))
    stage.clock.advance(1)
    assert.is_false(dropped)
    assert.are.equal(1, #stage.log.events{ name = "willDismissView" })
    assert.are.equal("cannot dismiss a sheet that is dismissed (it already left the screen)", h.message(sheet.dismiss, sheet))
  end)

  it("settings are frozen at present: writing one is an error", function()
    local sheet = h.example("default")
    sheet.settings.behavior.hideOnTap = false   -- fine before
    h.shown(sheet)
    assert.are.equal("cannot change settings after present (the sheet is presented); configure it before presenting",
                     h.message(function() sheet.settings.animation.dismiss.duration = 1 end))
    assert.is_false(sheet.settings.behavior.hideOnTap)   -- reading stays fine
  end)

  it("configuring actions and sections after present", function()
    local sheet = h.shown(h.example("default"))
    assert.are.equal("cannot change the actions after present (the sheet is presented); configure it before presenting",
                     h.message(sheet.addAction, sheet, "Late"))
    assert.are.equal("cannot change the sections after present (the sheet is presented); configure it before presenting",
                     h.message(sheet.addSection, sheet))
  end)

  it("interactions before present and after the dismissal", function()
    local sheet = h.example("default")
    assert.are.equal("cannot tap a sheet that is idle (present it first)", h.message(sheet.tap, sheet, 1))
    assert.are.equal("cannot get a frame of a sheet that is idle (rows have a place on screen once presented)",
                     h.message(sheet.frameOf, sheet, 1))
    h.shown(sheet)
    sheet:dismiss()
    stage.clock.advance(1)
    assert.are.equal("cannot tap a sheet that is dismissed (it left the screen)", h.message(sheet.tap, sheet, 1))
    assert.are.equal("cannot tap the background of a sheet that is dismissed (it left the screen)", h.message(sheet.tapBackground, sheet))
    assert.are.equal("dismissed", sheet.state)   -- reading still works
  end)

  it("no cancel bar to tap", function()
    local sheet = h.shown(h.example("default"))
    assert.are.equal("cannot tap the cancel bar: the sheet has none (settings.cancelView.showCancel is false)",
                     h.message(sheet.tapCancel, sheet))
  end)

  it("handles from before stage.reset", function()
    local sheet = h.example("default")
    local action = sheet.actions[1]
    local settings = sheet.settings.behavior
    stage.reset()
    assert.are.equal("sheet#1 belongs to a previous stage (before stage.reset) and can no longer be used",
                     h.message(sheet.present, sheet))
    assert.are.equal("sheet#1 action 1 belongs to a previous stage (before stage.reset) and can no longer be used",
                     h.message(function() return action.title end))
    assert.are.equal("sheet#1 settings.behavior belongs to a previous stage (before stage.reset) and can no longer be used",
                     h.message(function() return settings.hideOnTap end))
  end)

  it("bad arguments and options", function()
    assert.are.equal("bad argument #1 to 'actionController' (option 'style': \"tweetboot\" is not one of \"default\", \"skype\", "
      .. "\"tweetbot\", \"twitter\", \"youtube\", \"periscope\", \"spotify\"; did you mean \"tweetbot\"?)",
      h.message(stage.actionController, { style = "tweetboot" }))
    assert.matches("unknown option 'stlye' (did you mean 'style'?); valid options: cellHeight,",
                   h.message(stage.actionController, { stlye = "skype" }), 1, true)
    assert.matches("unknown option 'styl' (did you mean 'style'?)", h.message(stage.actionController, { styl = "twitter" }), 1, true)
    assert.matches("unknown option 'settings.behavior.hideOnTapp' (did you mean 'settings.behavior.hideOnTap'?)",
                   h.message(stage.actionController, { settings = { behavior = { hideOnTapp = true } } }), 1, true)
    assert.are.equal("bad argument #1 to 'actionController' (unknown option 'settings.animation.present.duratoin' "
      .. "(did you mean 'settings.animation.present.duration'?); valid options: damping, delay, duration, offset, options, springVelocity)",
      h.message(stage.actionController, { settings = { animation = { present = { duratoin = 1 } } } }))
    -- Nothing near: the valid options alone.
    assert.matches("unknown option 'zzzz'; valid options:", h.message(stage.actionController, { zzzz = 1 }), 1, true)
    assert.are.equal("bad argument #1 to 'actionController' (option 'settings.animation.present.duration': "
      .. "non-negative number of seconds expected, got -1)",
      h.message(stage.actionController, { settings = { animation = { present = { duration = -1 } } } }))
    local sheet = stage.actionController()
    assert.matches("bad argument #1 to 'addAction' (unknown option 'titel' (did you mean 'title'?)",
      h.message(function() sheet:addAction{ titel = "x" } end), 1, true)
    assert.are.equal("bad argument #1 to 'addAction' (option 'style': \"danger\" is not one of \"default\", \"cancel\", \"destructive\")",
                     h.message(function() sheet:addAction{ title = "x", style = "danger" } end))
    assert.are.equal("the skype style's actions carry a String: give them a title only (no subtitle or image)",
                     h.message(function() stage.actionController{ style = "skype" }:addAction{ title = "A", subtitle = "b" } end))
    assert.are.equal("bad argument #1 to 'tap' (string or number expected, got boolean)", h.message(function() sheet:tap(true) end))
    sheet:addAction("A")
    h.shown(sheet)
    assert.are.equal("bad argument #1 to 'drag' (option 'duration': non-negative number of seconds expected, got -1)",
                     h.message(function() sheet:drag{ dy = 100, duration = -1 } end))
  end)

  it("bad settings values", function()
    local sheet = stage.actionController()
    assert.are.equal("bad value for settings.animation.present.duration (non-negative number of seconds expected, got -0.5)",
                     h.message(function() sheet.settings.animation.present.duration = -0.5 end))
    -- UIKit's color names are colors ("red" is UIColor.red); a misspelt one gets the nearest.
    sheet.settings.cancelView.backgroundColor = "red"
    assert.are.equal("#ff0000", sheet.settings.cancelView.backgroundColor)
    assert.are.equal("bad value for settings.cancelView.backgroundColor (a color (\"#RRGGBB\", \"#RRGGBBAA\" or a UIKit name "
      .. "such as \"systemOrange\") expected, got 'systemOrang'; did you mean \"systemOrange\"?)",
                     h.message(function() sheet.settings.cancelView.backgroundColor = "systemOrang" end))
    assert.are.equal("bad value for settings.statusBar.style (\"dark\" is not one of \"default\", \"lightContent\", \"darkContent\")",
                     h.message(function() sheet.settings.statusBar.style = "dark" end))
    assert.matches("BehaviorSettings has no field 'hideOnTapp'", h.message(function() return sheet.settings.behavior.hideOnTapp end), 1, true)
  end)

  it("an error in a handler is raised by the advance that ran it, after the dismissal completed", function()
    local sheet = stage.actionController()
    sheet:addAction{ title = "Boom", handler = function() error("boom") end }
    h.shown(sheet)
    sheet:tap("Boom")
    local ok, err = pcall(stage.clock.advance, 1)
    assert.is_false(ok)
    assert.matches("boom", tostring(err), 1, true)
    assert.are.equal("dismissed", sheet.state)
    assert.are.equal(2, stage.clock.now())
  end)

  it("an error in an immediate handler is raised by the tap, with the sheet dismissing", function()
    local sheet = stage.actionController()
    sheet:addAction{ title = "Boom", executeImmediatelyOnTouch = true, handler = function() error("boom") end }
    h.shown(sheet)
    local ok, err = pcall(sheet.tap, sheet, "Boom")
    assert.is_false(ok)
    assert.matches("boom", tostring(err), 1, true)
    assert.are.equal("dismissing", sheet.state)
  end)

  it("an immediate handler that resets the stage and then fails still raises its error (issue 8)", function()
    local sheet = stage.actionController()
    local later = stage.actionController()
    sheet:addAction{ title = "Boom", executeImmediatelyOnTouch = true, handler = function()
      stage.reset()
      error("boom after reset")
    end }
    h.shown(sheet)
    local ok, err = pcall(sheet.tap, sheet, "Boom")
    assert.is_false(ok)
    assert.matches("boom after reset", tostring(err), 1, true)
    -- Raised once, by the tap: the new stage is clean.
    assert.are.equal(0, stage.clock.advance(0))
    assert.is_false(pcall(function() return later.state end))
  end)

  it("refuses a dismissal whose animation would end beyond the clock's range, from any input (issue 8)", function()
    for _ = 1, 8 do stage.clock.advance(1e9) end
    stage.clock.advance(1e9 - 1.5)   -- 1.5 s before the clock's range ends
    local sheet = stage.actionController{ settings = { animation = { dismiss = { duration = 2 } } } }
    sheet:addAction("A")
    h.shown(sheet)
    local events = #stage.log.events{}
    local ok, err = pcall(sheet.dismiss, sheet)
    assert.is_false(ok)
    assert.matches("cannot dismiss now: didDismissView would be due at t=9000000001.5 s, beyond the simulated range", tostring(err))
    ok, err = pcall(sheet.tapBackground, sheet)
    assert.is_false(ok)
    assert.matches("cannot dismiss now: didDismissView would be due", tostring(err))
    ok, err = pcall(sheet.tap, sheet, "A")
    assert.is_false(ok)
    assert.matches("cannot tap now: didDismissView would be due", tostring(err))
    assert.are.equal("presented", sheet.state)
    assert.are.equal(0, stage.clock.pending())
    -- Only the taps were logged.
    assert.are.equal(events + 2, #stage.log.events{})
  end)

  it("a tap handler that resets the stage and then fails raises from the screen tap too", function()
    local sheet = stage.actionController()
    sheet:addAction{ title = "Boom", executeImmediatelyOnTouch = true, handler = function()
      stage.reset{ width = 320, height = 480 }
      error("tapped then reset")
    end }
    h.shown(sheet)
    local f = sheet:frameOf("Boom")
    local ok, err = pcall(stage.screen.tap, f.x + 10, f.y + 10)
    assert.is_false(ok)
    assert.matches("tapped then reset", tostring(err), 1, true)
    assert.are.equal(320, stage.screen.width)
  end)
end)

describe("action sheet index edge cases", function()
  it("reports extreme indices as given", function()
    local sheet = h.shown(h.example("default"))
    assert.are.equal("action index -5 out of range (the sheet has 3 actions)", h.message(sheet.tap, sheet, -5))
    assert.are.equal(("action index %d out of range (the sheet has 3 actions)"):format(math.mininteger),
                     h.message(sheet.tap, sheet, math.mininteger))
    assert.are.equal(("action index %d out of range (the sheet has 3 actions)"):format(math.maxinteger),
                     h.message(sheet.frameOf, sheet, math.maxinteger))
  end)
end)
