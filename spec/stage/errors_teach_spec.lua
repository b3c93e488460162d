-- Errors that teach (issue 14 item 5), across the four components: an unknown field names the
-- nearest one, a method called with '.' says to use ':', numeric strings count as numbers.

local function err(f, ...)
  local ok, e = pcall(f, ...)
  assert.is_false(ok)
  return tostring(e)
end

local function contains(text, part)
  assert.is_truthy(text:find(part, 1, true), ("%q does not contain %q"):format(text, part))
end

describe("an unknown field", function()
  it("of an object suggests the nearest name, reading and writing", function()
    local sheet = stage.actionController()
    contains(err(function() return sheet.stat end), "ActionController has no field 'stat' (did you mean 'state'?)")
    contains(err(function() sheet:addActoin("Edit") end), "has no field 'addActoin' (did you mean 'addAction'?)")
    local tbl = stage.tableView{ rows = { "a", "b" } }
    contains(err(function() return tbl.rowCont end), "SwipeTable has no field 'rowCont' (did you mean 'rowCount'?)")
    local p = stage.popup{}
    contains(err(function() return p.stat end), "Popup has no field 'stat' (did you mean 'state'?)")
    contains(err(function() p.priorty = 3 end), "Popup has no field 'priorty' (did you mean 'priority'?)")
    local tabs = stage.tabBarController{ tabs = { "A" } }
    contains(err(function() return tabs.popupBar.barStyl end), "PopupBar has no field 'barStyl' (did you mean 'barStyle'?)")
    contains(err(function()
      return stage.screen.widht  -- luacheck: ignore 143 (misspelled on purpose)
    end), "stage.screen has no field 'widht' (did you mean 'width'?)")
  end)

  it("of a plain module still reads nil (feature checks keep working)", function()
    assert.is_nil(stage.actionControler)  -- luacheck: ignore 143 (misspelled on purpose)
    assert.is_nil(stage.clock.advanec)  -- luacheck: ignore 143 (misspelled on purpose)
    assert.is_true(stage.somethingNew == nil)  -- luacheck: ignore 143 (misspelled on purpose)
  end)

  it("says nothing when no name is near", function()
    local sheet = stage.actionController()
    local e = err(function() return sheet.zzzz end)
    contains(e, "ActionController has no field 'zzzz'")
    assert.is_nil(e:find("did you mean", 1, true))
  end)
end)

describe("a name one level off", function()
  it("points to the nested option that has it", function()
    local tabs = stage.tabBarController{ tabs = { "Chats" } }
    contains(err(tabs.presentPopupBar, tabs, { title = "Call" }),
      "unknown option 'title' (did you mean 'content.title'?); valid options: animated, completion, content")
    -- A near name at this level still wins; nothing near anywhere says nothing.
    contains(err(stage.actionController, { stile = "twitter" }), "unknown option 'stile' (did you mean 'style'?)")
    contains(err(tabs.presentPopupBar, tabs, { zzz = 1 }), "unknown option 'zzz'; valid options")
    -- A callback's returned table is checked by the same rule.
    local t = stage.tableView{ rows = 2, editActions = function() return { stage.swipeAction{ title = "A" } } end,
      editActionsOptions = function() return { automaticallyDelete = false } end }
    contains(err(function() t:showSwipe(1, "right") end),
      "unknown option 'automaticallyDelete' (did you mean 'expansionStyle.automaticallyDelete'?)")
  end)
end)

describe("a function called with ':'", function()
  it("says to use '.' for the stage's namespaces and constructors", function()
    for _, call in ipairs{
      function() stage.clock:advance(1) end,
      function() stage.log:print() end,
      function() stage.log:format{ source = "clock" } end,
      function() stage:reset() end,
      function() stage:popup{} end,
    } do
      contains(err(call), "with ':' (the table became its first argument): it is a function, call it with '.'")
    end
  end)
end)

describe("a method called with '.'", function()
  it("says to use ':' for every component", function()
    local sheet = stage.actionController()
    contains(err(function() sheet.addAction("Edit") end),
      "ActionController.addAction called with '.': it is a method, call it with ':' as in actionController:addAction(...)")
    local tbl = stage.tableView{ rows = { "a" } }
    contains(err(function() tbl.swipe(1, { dx = -100 }) end), "SwipeTable.swipe called with '.'")
    local p = stage.popup{}
    contains(err(function() p.pop() end), "Popup.pop called with '.'")
    local tabs = stage.tabBarController{ tabs = { "A" } }
    contains(err(function() tabs.openPopup() end), "PopupContainer.openPopup called with '.'")
  end)

  it("keeps Lua's message when the arguments would not fit a ':' call either", function()
    local sheet = stage.actionController()
    contains(err(function() sheet.addAction(42) end), "bad argument #1 to 'addAction' (ActionController expected, got number)")
  end)
end)

describe("a numeric string", function()
  it("is a number wherever luaL_checknumber would take it", function()
    assert.are.equal(1, stage.clock.advance("1"))
    assert.are.equal(17, stage.clock.advance("0x10"))
    assert.are.equal(19, stage.clock.advance(" 2 "))
    contains(err(stage.clock.advance, "1s"), "bad argument #1 to 'advance' (number expected, got string)")
    contains(err(stage.clock.advance, "-1"), "advance")
  end)

  it("is a number in option fields, and the caller's table is left as it was", function()
    local opts = { showTime = "2", priority = "0x10" }
    local p = stage.popup(opts)
    assert.are.equal(2, p.showTime)
    assert.are.equal(16, p.priority)
    assert.are.equal("2", opts.showTime)
    local sheet = stage.actionController{ cellHeight = "50" }
    sheet:addAction("Edit")
    sheet:present()
    stage.clock.advance("0.7")
    assert.are.equal(50, sheet:frameOf("Edit").height)
  end)

  it("works for the swipe table and the popup bar", function()
    local tbl = stage.tableView{ rows = { "a", "b" }, rowHeight = "60",
      editActions = function() return { stage.swipeAction{ title = "Delete" } } end }
    tbl:swipe("1", { dx = "-150", duration = "0.25" })
    stage.clock.advance(1)
    assert.are.equal("right", tbl:row(1).state)
    local tabs = stage.tabBarController{ tabs = { "A" } }
    tabs:presentPopupBar{ content = { title = "Song", progress = "0.5" } }
    stage.clock.advance("0.6")
    assert.are.equal("barPresented", tabs.popupPresentationState)
  end)
end)
