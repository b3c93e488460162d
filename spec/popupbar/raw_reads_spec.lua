-- Button tables are read raw (issue 19): a metatable on a button, or on the list of buttons,
-- never runs while the binding reads it, so an `__index` that raises cannot unwind the Swift
-- frames of the binding (the memory limit held by those frames stayed soft forever after).
-- The memory-limit half of the reproducer runs outside the spec runner (`--memory-limit`).
local function raising()
  return setmetatable({}, { __index = function() error("boom") end })
end

describe("popup bar button tables", function()
  it("never run a button's __index when the item's buttons are written", function()
    local tabs = stage.tabBarController()
    tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
    local ok, e = pcall(function() tabs.popupItem.buttons = { raising() } end)
    assert.is_true(ok, tostring(e))
    -- The table has no fields of its own: a button without title or image, enabled.
    local b = tabs.popupItem.buttons[1]
    assert.is_nil(b.title)
    assert.is_nil(b.image)
    assert.is_true(b.enabled)
    tabs.popupItem.leadingButtons = { raising(), "Like" }
    assert.are.equal("Like", tabs.popupItem.leadingButtons[2].title)
  end)

  it("never run __index of the content's button lists", function()
    local tabs = stage.tabBarController()
    local list = setmetatable({ "Next" }, { __index = function() error("boom") end })
    tabs:presentPopupBar{ content = { title = "Song", buttons = list, leadingButtons = { raising() } }, animated = false }
    assert.are.equal(1, #tabs.popupItem.buttons)
    assert.are.equal("Next", tabs.popupItem.buttons[1].title)
    assert.are.equal(1, #tabs.popupItem.leadingButtons)
  end)

  it("leaves the state working after a raising metamethod elsewhere in the call", function()
    local tabs = stage.tabBarController()
    tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
    -- A Lua error raised by Lua itself (not through the binding) is a clean error...
    local ok, e = pcall(function() return raising().title end)
    assert.is_false(ok)
    assert.matches("boom", tostring(e))
    -- ...and the state goes on: bindings, callbacks and allocation all work.
    tabs.popupItem.buttons = { { image = "pause.fill", action = function() end } }
    tabs:openPopup{ animated = false }
    assert.are.equal("open", tabs.popupPresentationState)
    local t = {}
    for i = 1, 1e5 do t[i] = i * 1.5 end
    assert.are.equal(100000, #t)
  end)
end)
