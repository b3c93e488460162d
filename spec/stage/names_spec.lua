-- Component names (issue 22 item 8): `name = "rate"` on every component constructor. Events keep
-- their source ("popup#1") and carry the name as `label`; every text shows the source as
-- `popup#1 "rate"` (trace lines, stage.log, the render legend, the timeline chart, messages); a
-- source filter accepts the name. Unnamed components print exactly as before.

-- The message of a failed call, without the "file:line: " prefix.
local refusal = require("spec.support").message

-- Every constructor that takes a name, with the source kind its events get and a way to make
-- it log something.
local function list(constructor, kind)
  return { constructor, kind, function(name)
    local t = stage[constructor]{ name = name, rows = 3 }
    t:tapRow(1)
    return t
  end }
end
local function popup(constructor)
  return { constructor, "popup", function(name)
    local p = stage[constructor]{ name = name, content = { width = 270, height = 140 } }
    p:pop()
    return p
  end }
end
local function container(constructor)
  return { constructor, "bar", function(name)
    local c = stage[constructor]{ name = name }
    c:presentPopupBar{ content = { title = "Song" } }
    return c
  end }
end
local constructors = {
  { "actionController", "sheet", function(name)
    local s = stage.actionController{ name = name }
    s:addAction("Copy")
    s:present()
    return s
  end },
  list("tableView", "table"), list("collectionView", "collection"),
  popup("popup"), popup("alert"),
  container("tabBarController"), container("navigationController"), container("viewController"), container("customContainer"),
}

describe("a component's name", function()
  for _, case in ipairs(constructors) do
    local constructor, kind, make = case[1], case[2], case[3]

    it("is carried by every event of stage." .. constructor .. " as label, and shown in its lines", function()
      local named = make("mine")
      stage.clock.advance(1)
      assert.are.equal("mine", named.name)
      local source = named.source
      assert.matches("^" .. kind .. "#1$", source)
      local events = stage.log.events{ source = source }
      assert.is_true(#events > 0)
      for _, e in ipairs(events) do
        assert.are.equal(source, e.source)
        assert.are.equal("mine", e.label)
      end
      -- Its lines show the name after the source; a filter by the name gives the same events.
      local text = stage.log.format{ source = source }
      for line in text:gmatch("[^\n]+") do
        assert.matches("^%[%s*[%d.]+%] " .. source:gsub("#", "%%#") .. ' "mine" %a', line)
      end
      assert.are.equal(text, stage.log.format{ source = "mine" })
      assert.are.same(events, stage.log.events{ source = "mine" })
      assert.matches('"mine"', tostring(named))
    end)

    it("is optional: stage." .. constructor .. " without one logs exactly as before", function()
      local unnamed = make(nil)
      stage.clock.advance(1)
      assert.is_nil(unnamed.name)
      for _, e in ipairs(stage.log.events{ source = unnamed.source }) do
        assert.is_nil(e.label)
        assert.is_nil(rawget(e, "label"))
      end
      for line in stage.log.format():gmatch("[^\n]+") do assert.is_nil(line:find('#%d+ "')) end
      assert.is_nil(tostring(unnamed):find('"', 1, true))
    end)

    it("must be a string in stage." .. constructor, function()
      assert.are.equal("bad argument #1 to '" .. constructor .. "' (option 'name': string expected, got number)",
        refusal(stage[constructor], { name = 3 }))
      assert.are.equal("bad argument #1 to '" .. constructor .. "' (option 'name': string expected, got table)",
        refusal(stage[constructor], { name = {} }))
    end)
  end

  it("is read-only, and readable after stage.reset as the source is", function()
    local p = stage.popup{ name = "rate" }
    assert.are.equal("field 'name' of Popup is read-only", refusal(function() p.name = "other" end))
    stage.reset()
    assert.are.equal("rate", p.name)
    assert.are.equal("popup#1", p.source)
  end)

  it("tells three launch popups apart in stage.log", function()
    stage.reset{ popupPolicy = "swift" }   -- the Swift module's rule: an equal arrival suspends
    for _, name in ipairs{ "rate", "promo", "update" } do
      stage.popup{ name = name, content = { width = 200, height = 100 }, priority = 1 }:pop()
    end
    stage.clock.advance(1)
    local lines = {}
    for line in stage.log.format{ name = "willPop" }:gmatch("[^\n]+") do lines[#lines + 1] = line end
    -- The "swift" policy: an equal arrival suspends the current one, so all three pop at once.
    assert.are.same({
      '[  0.000] popup#1 "rate" willPop',
      '[  0.000] popup#2 "promo" willPop',
      '[  0.000] popup#3 "update" willPop',
    }, lines)
    assert.are.equal('[  0.000] popup#2 "promo" willPop\n[  0.000] popup#2 "promo" suspended\n', stage.log.format{ source = "promo" })
    assert.are.equal(1, #stage.log.events{ source = "update", name = "didPop" })
  end)

  it("is shown by stage.log.print and the toHaveEvents matcher filters by it", function()
    stage.reset{ popupPolicy = "swift" }   -- the covered popup is `suspended` under this policy
    local p = stage.popup{ name = "rate", content = { width = 200, height = 100 } }
    stage.popup{ content = { width = 200, height = 100 } }:pop()
    p:pop()
    stage.clock.advance(1)
    local printed = {}
    local realPrint = _G.print
    _G.print = function(s) printed[#printed + 1] = s end
    stage.log.print{ source = "rate" }
    _G.print = realPrint
    assert.are.equal(stage.log.format{ source = "popup#1" }, printed[1] .. "\n")
    -- stage.popup{} is initWithCustomView: no pop animation, didPop at once (LSTPopView.m 429-431).
    assert.are.equal('[  0.000] popup#1 "rate" willPop\n[  0.000] popup#1 "rate" didPop', printed[1])
    expect(stage.log):toHaveEvents({ { name = "willPop" }, { name = "didPop" } }, { source = "rate", exhaustive = true })
    expect(stage.log):toHaveEvents{ { source = "rate", name = "willPop" }, { source = "popup#1", label = "rate", name = "didPop" } }
    expect(stage.log).never:toHaveEvents{ { source = "rate", name = "suspended" } }
    -- The unnamed popup's events are not the named one's.
    expect(stage.log):toHaveEvents({ { name = "willPop" }, { name = "suspended" } }, { source = "popup#2", exhaustive = true })
  end)

  it("is shown the same way by the test library's lines for event lists", function()
    stage.reset{ popupPolicy = "swift" }   -- events without fields under this policy
    local timeline = require "understudy.test.timeline"
    stage.popup{ name = "rate", content = { width = 200, height = 100 } }:pop()
    stage.popup{ content = { width = 200, height = 100 } }:pop()
    stage.clock.advance(1)
    -- (Events without fields: the library formats some field values its own way.)
    local events, lines = stage.log.events(), {}
    for _, e in ipairs(events) do lines[#lines + 1] = timeline.line(e) end
    assert.are.equal(stage.log.format(), table.concat(lines, "\n") .. "\n")
    -- A failing matcher on such a list lists them in that form.
    local ok, err = pcall(function() expect(events):toHaveEvents{ { source = "rate", name = "dropped" } } end)
    assert.is_false(ok)
    assert.matches('#1   %[  0.000%] popup#1 "rate" willPop', tostring(err))
  end)

  it("names the component in the render legend, the SVG's groups and the timeline chart", function()
    local p = stage.popup{ name = "rate", content = { width = 200, height = 100, name = "Rate us" } }
    p:pop()
    local t = stage.tableView{ rows = 2 }
    stage.clock.advance(1)
    local picture = stage.render()
    assert.is_truthy(picture:find('\npopup#1 "rate"  popup  "Rate us"  ', 1, true))
    assert.is_truthy(picture:find('\n' .. t.source .. '  content  ', 1, true))
    local svg = stage.svg()
    assert.is_truthy(svg:find('<g data-source="popup#1" data-label="rate"', 1, true))
    assert.is_truthy(svg:find('<g data-source="table#1">', 1, true))
    local chart = stage.timelineSvg()
    assert.is_truthy(chart:find('>popup#1 &quot;rate&quot;</text>', 1, true))
    assert.is_truthy(chart:find('>table#1</text>', 1, true))
    local layers = stage.screen.layers()
    assert.are.equal("rate", layers[1].label)
    assert.is_nil(layers[2].label)
  end)

  it("names the component in errors: covered by, refusals, old handles", function()
    local rate = stage.popup{ name = "rate", content = { width = 280, height = 160 } }
    local promo = stage.popup{ name = "promo", content = { width = 200, height = 100 }, isStack = true }
    rate:pop()
    promo:pop()
    stage.clock.advance(1)
    assert.are.equal('cannot tap the background of popup#1 "rate": (1, 1) is covered by popup#2 "promo"',
      refusal(rate.tapBackground, rate))
    rate:dismiss()
    stage.clock.advance(1)
    assert.are.equal('popup#1 "rate" is dismissed and cannot pop again; create a new popup', refusal(rate.pop, rate))

    stage.reset()
    local tabs = stage.tabBarController{ name = "player" }
    tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
    local sheet = stage.actionController{ name = "share" }
    sheet:addAction("Copy")
    sheet:present()
    stage.clock.advance(1)
    assert.matches('^cannot tap the popup bar of bar#1 "player": %(.-%) is covered by sheet#1 "share"$',
      refusal(function() tabs.popupBar:tap() end))

    stage.reset()
    local inbox = stage.tableView{ name = "inbox", rows = 3 }
    local grid = stage.collectionView{ name = "grid", rows = 2 }
    assert.are.equal('that row belongs to collection#1 "grid", not table#1 "inbox"', refusal(inbox.tapRow, inbox, grid:row(1)))
    local row = inbox:row(1)
    stage.reset()
    assert.are.equal('table#1 "inbox" belongs to a previous stage (before stage.reset) and can no longer be used',
      refusal(function() return inbox.rowCount end))
    assert.are.equal('a row of table#1 "inbox" belongs to a previous stage (before stage.reset) and can no longer be used',
      refusal(function() return row.state end))
    assert.are.equal('SwipeTable(table#1 "inbox", stale)', tostring(inbox))
  end)

  it("leaves the messages of unnamed components as they were", function()
    local a = stage.popup{ content = { width = 280, height = 160 } }
    local b = stage.popup{ content = { width = 200, height = 100 }, isStack = true }
    a:pop()
    b:pop()
    stage.clock.advance(1)
    assert.are.equal("cannot tap the background of popup#1: (1, 1) is covered by popup#2", refusal(a.tapBackground, a))
  end)

  it("can be any string: empty, with spaces or quotes, shared by two components", function()
    stage.popup{ name = "", content = { width = 10, height = 10 } }:pop()
    stage.popup{ name = "rate us", content = { width = 10, height = 10 } }:pop()
    stage.popup{ name = "rate us", content = { width = 10, height = 10 } }:pop()
    assert.are.equal('[  0.000] popup#1 "" willPop\n', stage.log.format{ source = "", name = "willPop" })
    -- A filter by a shared name gives both components' events.
    assert.are.equal('[  0.000] popup#2 "rate us" willPop\n[  0.000] popup#3 "rate us" willPop\n',
      stage.log.format{ source = "rate us", name = "willPop" })
  end)
end)
