-- A table inside the tab bar controller is inset by its bars: the tab bar and the popup bar
-- presented on it, so the last row scrolls above both and takes a tap.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("the inbox inside the tab bar controller", function()
  before_each(function() stage.reset() end)

  it("ends its content where the popup bar begins", function()
    local tabs = h.tabs()
    local inbox = h.inbox(tabs)
    assert.are.equal(tabs.bottomSafeAreaInset, inbox.adjustedContentInset.bottom)
    assert.are.equal(stage.screen.safeArea.top, inbox.adjustedContentInset.top)
    -- The inset is the popup bar's top, read from the bar itself.
    assert.are.equal(tabs.popupBar.frame.y, stage.screen.height - inbox.adjustedContentInset.bottom)
  end)

  it("lets the last row be tapped after scrolling to the end", function()
    local tabs = h.tabs()
    local selected
    local inbox = stage.tableView{ name = "inbox", parent = tabs, rows = 20, rowHeight = 76,
      didSelectRow = function(row) selected = row end }
    inbox:scroll(1e6)
    local last = inbox:rowFrame(20)
    assert.are.equal(tabs.popupBar.frame.y, h.bottom(last))
    inbox:tapRow(20)
    assert.are.equal(20, selected)
    assert.are.equal("table#1", stage.log.events{ name = "tap" }[1].layer)
  end)

  it("keeps the last row under the bars when made without the container", function()
    h.tabs()
    local inbox = stage.tableView{ rows = 20, rowHeight = 76 }
    inbox:scroll(1e6)
    assert.matches("^cannot tap row 20: %(.-%) is covered by bar#1 \"tabs\"$", h.refusal(inbox.tapRow, inbox, 20))
  end)

  it("swipes the last row open above the bars", function()
    local inbox = h.inbox(h.tabs())
    inbox:scroll(1e6)
    inbox:swipe(20, { dx = -120 })
    stage.clock.advance(1)
    assert.are.equal("right", inbox:row(20).state)
  end)
end)
