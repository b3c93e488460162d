-- What crosses components in the one window: a table inside a popup-bar container is inset by
-- the container's bars (tab bar + popup bar), so its last rows scroll above them.

local function tabs()
  local c = stage.tabBarController{ tabs = { "Inbox", "Music" } }
  c:presentPopupBar{ content = { title = "Song", subtitle = "Artist" }, animated = false }
  return c
end

describe("the world", function()
  before_each(function() stage.reset() end)

  it("insets a table in a tab bar controller by the tab bar and the popup bar", function()
    local c = tabs()
    local t = stage.tableView{ rows = 20, rowHeight = 44, parent = c }
    assert.are.same({ top = 59, left = 0, bottom = c.bottomSafeAreaInset, right = 0 }, t.adjustedContentInset)
    -- Scrolled to the end, row 20 ends where the bars begin, and a tap reaches it.
    t:scroll(10000)
    local f = t:rowFrame(20)
    assert.are.equal(stage.screen.height - c.bottomSafeAreaInset, f.y + f.height)
    t:tapRow(20)
    assert.are.equal("table#1", stage.log.events{ name = "tap" }[1].layer)
  end)

  it("without the container, the bars cover the last rows for good", function()
    tabs()
    local t = stage.tableView{ rows = 20, rowHeight = 44 }
    t:scroll(10000)
    local ok, err = pcall(t.tapRow, t, 20)
    assert.is_false(ok)
    assert.matches("cannot tap row 20: .* is covered by bar#1", err)
  end)

  it("reads the container's model inset: a bar being dismissed gives its final inset at once", function()
    local c = tabs()
    local t = stage.tableView{ rows = 20, rowHeight = 44, parent = c }
    local withBar = t.adjustedContentInset.bottom
    c:dismissPopupBar()
    local now = t.adjustedContentInset.bottom
    assert.is_true(now < withBar)
    stage.clock.advance(1)
    assert.are.equal(now, t.adjustedContentInset.bottom)
    assert.are.equal(c.bottomSafeAreaInset, now)
  end)

  it("refuses a container from a previous stage as a table's parent", function()
    local c = tabs()
    stage.reset()
    local ok, err = pcall(stage.tableView, { rows = 3, parent = c })
    assert.is_false(ok)
    assert.matches("bad argument #1 to 'tableView' %(option 'parent': bar#1 belongs to a previous stage", err)
    assert.are.equal(0, #stage.screen.layers())
  end)

  it("starts a table in a navigation controller below its navigation bar, which takes the touches there", function()
    local nav = stage.navigationController{ title = "Inbox" }
    local t = stage.tableView{ rows = 30, parent = nav }
    assert.are.equal(stage.screen.safeArea.top + 44, t:rowFrame(1).y)
    assert.are.equal("bar#1", stage.screen.tap(100, stage.screen.safeArea.top + 20))
    assert.are.equal("table#1", stage.screen.tap(100, t:rowFrame(1).y + 1))
  end)

  it("starts it below the top inset when the navigation bar is hidden", function()
    local nav = stage.navigationController{ navigationBarHidden = true }
    local t = stage.tableView{ rows = 30, parent = nav }
    assert.are.equal(stage.screen.safeArea.top, t:rowFrame(1).y)
  end)
end)
