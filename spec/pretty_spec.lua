-- understudy.pretty's text (issue 14, items 2 and 6): host objects and modules show their
-- values, stale handles say so, and the layout reads like code.
local pretty = require "understudy.pretty"

local function format(v, options) return pretty.format(v, options) end

describe("pretty: objects show their values", function()
  it("a sheet's settings print their readable properties, nested objects too", function()
    local sheet = stage.actionController{ style = "twitter" }
    local text = format(sheet.settings, { width = 200 })
    assert.truthy(text:find("^ActionControllerSettings {"), text)
    assert.truthy(text:find('\n  cancelView = CancelViewSettings {\n    backgroundColor = "#000000cc",\n', 1, true), text)
    assert.truthy(text:find('statusBar = StatusBarSettings { modalPresentationCapturesStatusBarAppearance = true, '
      .. 'showStatusBar = true, style = "lightContent" }', 1, true), text)
    assert.falsy(text:find("0x", 1, true), text)
  end)

  it("every component's objects print as their type with their properties", function()
    local sheet = stage.actionController{ style = "twitter" }
    sheet:addAction{ title = "Edit" }
    local tbl = stage.tableView{ rows = { "A", "B" } }
    local p = stage.popup{ content = { width = 100, height = 50 } }
    local tabs = stage.tabBarController{ tabs = { "A" } }
    local cases = {
      { sheet, "^ActionController%(sheet#1, twitter, idle%) {", 'state = "idle"' },
      { sheet.actions[1], "^Action%(1, 'Edit'%) {", 'title = "Edit"' },
      { tbl:row(2), "^SwipeRow", "index = 2" },
      { stage.swipeAction{ title = "X" }, "^SwipeAction%('X', default%) {", 'title = "X"' },
      { p, "^Popup%(popup#1, idle%) {", 'hemStyle = "center"' },
      { tabs, "^PopupContainer%(bar#1, tabBarController, barHidden%) {", 'popupPresentationState = "barHidden"' },
      { tabs.popupBar, "^PopupBar%(bar#1, default%) {", 'barStyle = "default"' },
    }
    for _, c in ipairs(cases) do
      local text = format(c[1], { depth = 1, items = 100, indent = false })
      assert.truthy(text:find(c[2]), text)
      assert.truthy(text:find(c[3], 1, true), text)
    end
  end)

  it("nil properties print as nil, deeper objects as {...}", function()
    local sheet = stage.actionController{ style = "twitter" }
    local text = format(sheet, { depth = 1, indent = false, items = 100 })
    assert.truthy(text:find("header = nil", 1, true), text)
    assert.truthy(text:find("settings = ActionControllerSettings {...}", 1, true), text)
  end)

  it("inside an object, another object's handle is its one line; parts without a name expand", function()
    local nav = stage.navigationController{ title = "Shop" }
    local tbl = stage.tableView{ rows = { "Sneakers" }, parent = nav }
    local text = format(tbl, { width = 200 })
    assert.truthy(text:find("\n  parent = PopupContainer(bar#1, navigationController, barHidden),\n", 1, true), text)
    assert.falsy(text:find("popupBar", 1, true), text)
    text = format(nav, { width = 200 })
    assert.truthy(text:find("popupBar = PopupBar(bar#1, default),", 1, true), text)
    local sheet = stage.actionController{ style = "twitter" }
    sheet:addAction{ title = "Edit" }
    text = format(sheet, { width = 200, depth = 2 })
    assert.truthy(text:find("actions = { Action(1, 'Edit') }", 1, true), text)
    assert.truthy(text:find("settings = ActionControllerSettings {\n", 1, true), text)
    -- At the top, and in a plain table, a handle still shows its values.
    assert.truthy(format({ tbl }, { width = 200 }):find("rowCount = 1", 1, true))
  end)

  it("brief: every object with a summary of its own is that line, at the top and in tables", function()
    local p = stage.popup{ content = { width = 100, height = 50 } }
    assert.are.equal("{ Popup(popup#1, idle) }", format({ p }, { brief = true }))
    assert.are.equal("Popup(popup#1, idle)", format(p, { brief = true }))
    local sheet = stage.actionController{ style = "twitter" }
    assert.truthy(format(sheet.settings, { brief = true, depth = 1 }):find("^ActionControllerSettings {"))
  end)

  it("the caps of tables apply", function()
    local p = stage.popup{ content = { width = 100, height = 50 } }
    local text = format(p, { items = 3, indent = false })
    assert.truthy(text:find("%.%.%. %(%d+ more%) }$"), text)
  end)

  it("a handle from before stage.reset prints as stale, for every component", function()
    local sheet = stage.actionController{ style = "twitter" }
    sheet:addAction{ title = "Edit" }
    local action = sheet.actions[1]
    local tbl = stage.tableView{ rows = { "A" } }
    local row = tbl:row(1)
    local p = stage.popup{ content = { width = 10, height = 10 } }
    local tabs = stage.tabBarController{ tabs = { "A" } }
    local bar = tabs.popupBar
    local timer = stage.clock.after(1, function() end)
    stage.reset()
    assert.are.equal("ActionController <stale: sheet#1 is from before stage.reset>", format(sheet))
    assert.truthy(format(action):find("^Action <stale: "), format(action))
    assert.are.equal("SwipeTable <stale: table#1 is from before stage.reset>", format(tbl))
    assert.are.equal("SwipeRow <stale: a row of table#1 is from before stage.reset>", format(row))
    assert.are.equal("Popup <stale: popup#1 is from before stage.reset>", format(p))
    assert.are.equal("PopupContainer <stale: bar#1 is from before stage.reset>", format(tabs))
    assert.truthy(format(bar):find("^PopupBar <stale: "), format(bar))
    assert.truthy(format(timer):find("^Timer <stale: "), format(timer))
    -- Inside a table too.
    assert.are.equal("{ Popup <stale: popup#1 is from before stage.reset> }", format({ p }))
  end)

  it("a deleted row's handle prints why it is stale", function()
    local tbl = stage.tableView{ rows = { "A", "B" } }
    local row = tbl:row(1)
    tbl:deleteRow(1)
    assert.truthy(format(row):find("^SwipeRow <stale: this row of table#1 was deleted"), format(row))
  end)

  it("modules show their properties' values beside their functions", function()
    local text = format(stage.screen, { indent = false, width = 1000 })
    for _, part in ipairs{ "width = 393", "height = 852", "safeArea = { top = 59, left = 0, bottom = 34, right = 0 }",
      "tap = function stage.screen.tap", "traits = { contentSizeCategory = \"large\", reduceMotion = false, rightToLeft = false }" } do
      assert.truthy(text:find(part, 1, true), text)
    end
    stage.screen.tap(1, 2)
    local log = format(stage.log, { indent = false, width = 1000 })
    assert.truthy(log:find("count = 1", 1, true), log)
    assert.truthy(log:find('last = { t = 0.0, source = "screen", name = "tap", miss = true, x = 1, y = 2 }', 1, true), log)
    assert.truthy(log:find("events = function stage.log.events", 1, true), log)
  end)

  it("describing reads only getters (no event, no time passes)", function()
    local sheet = stage.actionController{ style = "twitter" }
    sheet:addAction{ title = "Edit" }
    sheet:present()
    local before = #stage.log.events()
    local now = stage.clock.now()
    format(sheet, { depth = 8, items = 1000 })
    format(stage, { depth = 8, items = 1000 })
    assert.are.equal(before, #stage.log.events())
    assert.are.equal(now, stage.clock.now())
    assert.are.equal("presenting", sheet.state)
  end)
end)

describe("pretty: reads like code", function()
  it("orders keys naturally (numbers inside names compare as numbers)", function()
    assert.are.equal("{ a1 = 3, a2 = 2, a10 = 1, b = 4 }", format({ a10 = 1, a2 = 2, a1 = 3, b = 4 }))
    assert.are.equal("{ [2] = 1, [10] = 1, item9 = 1, item10 = 1, item010x = 1 }",
      format({ item10 = 1, item9 = 1, [10] = 1, [2] = 1, item010x = 1 }))
  end)

  it("puts t, source and name first in a timeline event", function()
    assert.are.equal('{ t = 0.5, source = "sheet#1", name = "handler", index = 1, title = "Edit" }',
      format({ title = "Edit", name = "handler", source = "sheet#1", t = 0.5, index = 1 }))
    stage.screen.tap(3, 4)
    assert.are.equal('{ t = 0.0, source = "screen", name = "tap", miss = true, x = 3, y = 4 }', format(stage.log.events()[1]))
  end)

  it("prints frames, sizes and insets in the order they are written", function()
    assert.are.equal("{ x = 0, y = 852, width = 393, height = 0 }", format(stage.screen.keyboard.frame))
    assert.are.equal("{ top = 59, left = 0, bottom = 34, right = 0 }", format(stage.screen.safeArea))
    assert.are.equal("{ width = 3, height = 4 }", format({ height = 4, width = 3 }))
    assert.are.equal("{ height = 4, width = 3, z = 1 }", format({ z = 1, height = 4, width = 3 }))
  end)

  it("fills lines with a long sequence of scalars, up to the width", function()
    local t = {}
    for i = 1, 25 do t[i] = i * 100 end
    local text = format(t, { width = 40 })
    assert.are.equal(table.concat({
      "{",
      "  100, 200, 300, 400, 500, 600, 700,",
      "  800, 900, 1000, 1100, 1200, 1300,",
      "  1400, 1500, 1600, 1700, 1800, 1900,",
      "  2000, 2100, 2200, 2300, 2400, 2500",
      "}",
    }, "\n"), text)
    for line in text:gmatch("[^\n]+") do assert.truthy(#line <= 40, line) end
    -- Short ones stay on one line; tables among them keep one entry a line.
    assert.are.equal("{ 1, 2, 3 }", format({ 1, 2, 3 }, { width = 40 }))
    assert.are.equal('{\n  { "aaaaaaaaaaaa" },\n  { "bbbbbbbbbbbb" },\n  3\n}',
      format({ { "aaaaaaaaaaaa" }, { "bbbbbbbbbbbb" }, 3 }, { width = 30 }))
  end)

  it("counts the key before a value against the width", function()
    assert.are.equal('{\n  key = { 1, 2, 3 }\n}', format({ key = { 1, 2, 3 } }, { width = 19 }))
    assert.are.equal('{\n  key = {\n    1, 2, 3\n  }\n}', format({ key = { 1, 2, 3 } }, { width = 18 }))
    assert.are.equal('{ key = { 1, 2, 3 } }', format({ key = { 1, 2, 3 } }, { width = 21 }))
  end)

  it("shows where functions come from", function()
    local function here() end
    local info = debug.getinfo(here, "S")
    assert.are.equal("function <" .. info.short_src .. ":" .. info.linedefined .. ">", format(here))
    assert.are.equal("function: builtin", format(print))
    assert.are.equal("function: builtin", format(string.format))
    assert.are.equal("function stage.clock.advance", format(stage.clock.advance))
    assert.are.equal("function ActionController:addAction", format(stage.actionController{}.addAction))
    assert.are.equal("function Popup:pop", format(stage.popup{ content = { width = 1, height = 1 } }.pop))
  end)

  it("colors strings, numbers, keys and types when asked", function()
    local text = format({ 1, "a", b = true, f = print }, { color = true })
    assert.truthy(text:find("\27[33m1\27[0m", 1, true), text)
    assert.truthy(text:find('\27[32m"a"\27[0m', 1, true), text)
    assert.truthy(text:find("\27[36mb\27[0m = \27[35mtrue\27[0m", 1, true), text)
    assert.truthy(text:find("\27[34mfunction: builtin\27[0m", 1, true), text)
    -- Colors take no width.
    local t = {}
    for i = 1, 10 do t[i] = i end
    assert.are.equal(format(t, { width = 40 }), (format(t, { width = 40, color = true }):gsub("\27%[%d+m", "")))
    assert.falsy(format({ 1, "a" }):find("\27", 1, true))
  end)

  it("display follows the terminal: without one, no colors and 80 columns", function()
    local t = {}
    for i = 1, 40 do t[i] = i end
    assert.are.equal(format(t, { width = 80 }), pretty.display(t))
  end)
end)
