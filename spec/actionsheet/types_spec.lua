-- The declared types of the action sheet's API (issue 9, item 2): enumerations reject a typo
-- with the valid names and the nearest one, ranges, required keys, lists and shapes are checked
-- by the declaration, the same for options, setters and nested settings.
local h = require("spec.actionsheet.helpers")

describe("action sheet types", function()
  before_each(function() stage.reset() end)

  it("every enumeration suggests the nearest name for a typo", function()
    assert.are.equal("bad argument #1 to 'actionController' (option 'style': \"twiter\" is not one of \"default\", \"skype\", "
      .. "\"tweetbot\", \"twitter\", \"youtube\", \"periscope\", \"spotify\"; did you mean \"twitter\"?)",
      h.message(stage.actionController, { style = "twiter" }))
    local sheet = stage.actionController()
    assert.are.equal("bad argument #1 to 'addAction' (option 'style': \"destrutive\" is not one of \"default\", \"cancel\", "
      .. "\"destructive\"; did you mean \"destructive\"?)",
      h.message(function() sheet:addAction{ title = "x", style = "destrutive" } end))
    assert.are.equal("bad value for settings.statusBar.style (\"lightcontent\" is not one of \"default\", \"lightContent\", "
      .. "\"darkContent\"; did you mean \"lightContent\"?)",
      h.message(function() sheet.settings.statusBar.style = "lightcontent" end))
    assert.are.equal("bad value for settings.animation.present.options (\"easeout\" is not one of \"easeInOut\", \"easeIn\", "
      .. "\"easeOut\", \"linear\"; did you mean \"easeOut\"?)",
      h.message(function() sheet.settings.animation.present.options = "easeout" end))
    assert.are.equal("bad argument #1 to 'actionController' (option 'settings.statusBar.style': \"drak\" is not one of "
      .. "\"default\", \"lightContent\", \"darkContent\")",
      h.message(stage.actionController, { settings = { statusBar = { style = "drak" } } }))
  end)

  it("a valid name is taken and read back", function()
    local sheet = stage.actionController{ style = "twitter", settings = { statusBar = { style = "darkContent" } } }
    assert.are.equal("twitter", sheet.style)
    assert.are.equal("darkContent", sheet.settings.statusBar.style)
    assert.are.equal("cancel", sheet:addAction{ title = "x", style = "cancel" }.style)
  end)

  it("ranges: non-negative heights and sizes, finite numbers", function()
    assert.are.equal("bad argument #1 to 'actionController' (option 'cellHeight': a non-negative number expected, got -1)",
                     h.message(stage.actionController, { cellHeight = -1 }))
    assert.are.equal("bad argument #1 to 'actionController' (option 'headerHeight': a non-negative number expected, got inf)",
                     h.message(stage.actionController, { headerHeight = math.huge }))
    local sheet = stage.actionController()
    assert.are.equal("bad value for settings.cancelView.height (a non-negative number expected, got -5)",
                     h.message(function() sheet.settings.cancelView.height = -5 end))
    assert.are.equal("bad value for settings.animation.present.springVelocity (a finite number expected, got nan)",
                     h.message(function() sheet.settings.animation.present.springVelocity = 0 / 0 end))
    assert.are.equal(60, sheet.settings.cancelView.height)
  end)

  it("required keys and shapes", function()
    local sheet = stage.actionController()
    sheet:addAction("A")
    h.shown(sheet)
    assert.are.equal("bad argument #1 to 'drag' (option 'dy': number expected, got string)",
                     h.message(function() sheet:drag{ dy = "far" } end))
    assert.are.equal("bad argument #1 to 'drag' (option 'velocity': point {x, y} expected)",
                     h.message(function() sheet:drag{ dy = 100, velocity = { vx = 1 } } end))
    assert.are.equal("bad value for settings.cancelView.titleColor (a color (\"#RRGGBB\", \"#RRGGBBAA\" or a UIKit name "
      .. "such as \"systemOrange\") expected, got '#12')",
                     h.message(function() stage.actionController().settings.cancelView.titleColor = "#12" end))
    assert.are.equal("bad value for settings.animation.scale (a table with finite numbers width and height expected)",
                     h.message(function() stage.actionController().settings.animation.scale = { width = 1, height = 0 / 0 } end))
  end)

  -- Action.swift:35-50 (an action: style 29-33, enabled and executeImmediatelyOnTouch, data),
  -- ActionData.swift:28-51 (title, subtitle, image), ActionController.swift:30-40 (a section: data,
  -- actions), 184-208 (addAction into the last section, addSection, sections and actions).
  -- ActionController.swift:184-192 (addAction), 194-198 (addSection), ActionController.swift:202-208 (sections,
  -- actions).
  it("action and section handles read the library's values, in display order", function()
    local sheet = stage.actionController{ style = "twitter" }
    sheet:addAction{ title = "Xmartlabs", subtitle = "@xmartlabs", image = "tw-xmartlabs" }
    local second = sheet:addSection{ data = "More" }
    sheet:addAction{ title = "Cancel", style = "cancel", enabled = false }
    local a, b = sheet.actions[1], sheet.actions[2]
    assert.are.same({ "Xmartlabs", "@xmartlabs", "tw-xmartlabs", "default", 1, 1, true, false },
                    { a.title, a.subtitle, a.image, a.style, a.index, a.section, a.enabled, a.executeImmediatelyOnTouch })
    assert.are.same({ "Cancel", "cancel", 2, 2, false }, { b.title, b.style, b.index, b.section, b.enabled })
    assert.are.same({ 1, 2 }, { sheet.sections[1].index, second.index })
    assert.are.equal(b, second.actions[1])
    assert.are.equal("More", second.data)
  end)

  it("lists come back as lists of handles", function()
    local sheet = stage.actionController()
    sheet:addAction("A")
    sheet:addAction("B")
    assert.are.same({ "A", "B" }, { sheet.actions[1].title, sheet.actions[2].title })
    assert.are.equal(2, #sheet.sections[1].actions)
  end)
end)
