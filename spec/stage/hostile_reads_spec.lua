-- Every kind of user-table read the bindings do is raw (issue 19): options, nested options,
-- lists, lists of tables, shapes, setters' values and what callbacks return. A table whose
-- metamethods raise is read as the plain table it is: no metamethod runs, so no Lua error can
-- unwind the bindings' Swift frames (which would leave the memory cap soft for good). The CLI's
-- limits after each of these reads are checked by UnderstudyTests' HostileReadLimitTests.

local calls = 0

-- A table with `fields` whose metamethods count their calls and raise.
local function hostile(fields)
  local function trap(name)
    return function() calls = calls + 1; error("metamethod " .. name .. " ran") end
  end
  local mt = {}
  for _, name in ipairs{ "__index", "__newindex", "__len", "__eq", "__lt", "__le", "__call", "__concat",
                         "__pairs", "__tostring", "__unm", "__add" } do
    mt[name] = trap(name)
  end
  return setmetatable(fields or {}, mt)
end

-- Runs `f`; the binding may refuse the value (a clean string error naming it), but no
-- metamethod may run and the host keeps working.
local function readsRaw(f)
  calls = 0
  local ok, err = pcall(f)
  assert.are.equal(0, calls)
  if not ok then
    assert.are.equal("string", type(err))
    assert.is_nil(err:find("metamethod", 1, true))
  end
  -- The stage still works after whatever happened.
  local t = stage.clock.now()
  stage.clock.advance(0.01)
  assert.is_true(stage.clock.now() > t)
  return ok, err
end

describe("user tables are read raw", function()
  before_each(function() stage.reset() end)

  describe("option tables", function()
    it("of constructors", function()
      readsRaw(function() stage.actionController(hostile{ style = "twitter" }) end)
      readsRaw(function() stage.popup(hostile{ content = { width = 100, height = 50 } }) end)
      readsRaw(function() stage.tableView(hostile{ rows = 3 }) end)
      readsRaw(function() stage.swipeAction(hostile{ title = "Delete" }) end)
      readsRaw(function() stage.tabBarController(hostile{}) end)
      readsRaw(function() stage.reset(hostile{ width = 393 }) end)
      readsRaw(function() stage.log.events(hostile{ source = "screen" }) end)
    end)

    it("of methods", function()
      local sheet = stage.actionController()
      readsRaw(function() sheet:addAction(hostile{ title = "Delete" }) end)
      readsRaw(function() sheet:addSection(hostile{ data = "x" }) end)
      sheet:addAction("Cancel")
      sheet:present()
      readsRaw(function() sheet:drag(hostile{ dy = 10 }) end)
      local tabs = stage.tabBarController()
      readsRaw(function() tabs:presentPopupBar(hostile{ content = { title = "Song" }, animated = false }) end)
      readsRaw(function() stage.screen.setTraits(hostile{ reduceMotion = true }) end)
      readsRaw(function() stage.screen.drag(hostile{ from = { 1, 1 }, to = { 5, 5 } }) end)
    end)
  end)

  describe("nested option tables", function()
    it("of settings and content", function()
      readsRaw(function() stage.actionController{ settings = hostile{ behavior = hostile{} } } end)
      readsRaw(function() stage.actionController{ settings = { animation = { present = hostile{ duration = 1 } } } } end)
      readsRaw(function() stage.actionController{ header = hostile{ title = "T" } } end)
      readsRaw(function() stage.popup{ content = hostile{ width = 100, height = 50 } } end)
      readsRaw(function()
        stage.tableView{ rows = 2, editActionsOptions = hostile{ expansionStyle = hostile{ target = hostile{} } } }
      end)
      readsRaw(function() stage.swipeAction{ title = "x", transitionDelegate = hostile{ duration = 0.1 } } end)
      readsRaw(function()
        stage.tabBarController():presentPopupBar{ content = hostile{ title = "Song" }, animated = false }
      end)
      readsRaw(function()
        stage.tabBarController():presentPopupBar{ content = { scrollView = hostile{ contentSize = hostile{} } }, animated = false }
      end)
    end)
  end)

  describe("lists", function()
    it("of strings, numbers and tables", function()
      readsRaw(function() stage.tableView{ rows = hostile{ "a", "b" } } end)
      readsRaw(function() stage.tableView{ sections = hostile{ hostile{ header = "A", rows = hostile{ "a" } } } } end)
      readsRaw(function() stage.screen.drag{ path = hostile{ hostile{ 1, 2 }, hostile{ x = 3, y = 4 } } } end)
      readsRaw(function()
        stage.tableView{ rows = 2, editActionsOptions = { expansionStyle = { target = { percentage = 0.5 },
          triggers = hostile{ hostile{ overscroll = 10 } } } } }
      end)
      readsRaw(function()
        stage.tabBarController():presentPopupBar{ content = { title = "Song", buttons = hostile{ hostile{ title = "Play" } },
          leadingButtons = { hostile{ image = "play.fill" } } }, animated = false }
      end)
    end)
  end)

  describe("values given to setters", function()
    it("of objects' properties", function()
      local sheet = stage.actionController{ style = "twitter" }
      readsRaw(function() sheet.header = hostile{ title = "Accounts" } end)
      readsRaw(function() sheet.settings.behavior.scrollEnabled = hostile{} end)
      local p = stage.popup{ content = { width = 100, height = 50 } }
      readsRaw(function() p.bgColor = hostile{} end)
      local tabs = stage.tabBarController()
      tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
      readsRaw(function() tabs.popupItem.buttons = { hostile{ title = "Play" } } end)
      readsRaw(function() tabs.popupItem.buttons = hostile{ hostile{} } end)
      readsRaw(function() tabs.popupItem.leadingButtons = { hostile{} } end)
    end)
  end)

  describe("what callbacks return", function()
    it("edit actions, options and rects", function()
      local tbl = stage.tableView{
        rows = 3,
        editActions = function() return hostile{ hostile{ title = "Delete" } } end,
        editActionsOptions = function() return hostile{ expansionStyle = hostile{ style = "destructive" } } end,
        visibleRect = function() return hostile{ x = 0, y = 0, width = 393, height = 852 } end,
      }
      readsRaw(function() tbl:swipe(1, "left") end)
      readsRaw(function() tbl:swipe(2, { x = -200 }) end)
    end)
  end)
end)
