-- Size caps speak (issue 20): a tab bar keeps at most 1,000 tabs and a side of the bar at most
-- 1,000 buttons; more is an error naming the cap, never a silent truncation.

local function titles(prefix, n)
  local t = {}
  for i = 1, n do t[i] = prefix .. i end
  return t
end

local function message(f)
  local ok, err = pcall(f)
  assert.is_false(ok)
  return tostring(err)
end

describe("popup bar caps", function()
  it("refuse a tab bar of more than 1,000 tabs, and take 1,000", function()
    assert.matches("option 'tabs': at most 1000 tabs (a cap of the simulation), got 1001",
                   message(function() stage.tabBarController{ tabs = titles("Tab ", 1001) } end), 1, true)
    assert.is_true(pcall(stage.tabBarController, { tabs = titles("Tab ", 1000) }))
  end)

  it("refuse more than 1,000 buttons on a side, in the content and through the item", function()
    local tabs = stage.tabBarController()
    assert.matches("option 'content.buttons': at most 1000 buttons (a cap of the simulation), got 5000",
                   message(function() tabs:presentPopupBar{ content = { title = "Song", buttons = titles("B", 5000) }, animated = false } end),
                   1, true)
    tabs:presentPopupBar{ content = { title = "Song", leadingButtons = titles("L", 1000) }, animated = false }
    assert.are.equal(1000, #tabs.popupItem.leadingButtons)
    assert.matches("bad value for field 'buttons' of PopupItem (at most 1000 buttons (a cap of the simulation), got 1001)",
                   message(function() tabs.popupItem.buttons = titles("B", 1001) end), 1, true)
    assert.are.equal(0, #tabs.popupItem.buttons)
  end)
end)
