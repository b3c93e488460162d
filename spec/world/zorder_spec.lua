-- Sheets and popups are the window's later subviews, stacked in the order they were added, over
-- the app's content (the inbox, then the tab bar controller's bars).
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function centre(r) return r.x + r.width / 2, r.y + r.height / 2 end

describe("z-order by presentation order, over the app", function()
  local tabs, inbox
  before_each(function()
    stage.reset()
    tabs = h.tabs()
    inbox = h.inbox(tabs)
  end)

  it("keeps the root content at the bottom: the inbox under the tab bar controller's bars", function()
    assert.are.same({ tabs.source, inbox.source }, h.order())
  end)

  it("puts a sheet presented after a popup above it, and the sheet takes the tap", function()
    local rate = h.popup("rate")
    rate:pop()
    stage.clock.advance(1)
    local sheet = h.sheet("more")
    sheet:present()
    stage.clock.advance(1)
    assert.are.same({ sheet.source, rate.source, tabs.source, inbox.source }, h.order())
    -- The popup's content lies under the sheet's dim: a tap there is the sheet's.
    assert.are.equal(sheet.source, stage.screen.tap(centre(rate.frame)))
  end)

  it("puts a popup popped while a sheet is up above the sheet, and the popup takes the tap", function()
    local sheet = h.sheet("more")
    sheet:present()
    stage.clock.advance(1)
    local rate = h.popup("rate")
    rate:pop()
    stage.clock.advance(1)
    assert.are.same({ rate.source, sheet.source, tabs.source, inbox.source }, h.order())
    -- Even on a row of the sheet, the popup's backdrop takes the touch.
    assert.are.equal(rate.source, stage.screen.tap(centre(sheet:frameOf(1))))
  end)

  it("lets a touch-transparent toast over the sheet pass taps outside its content to the sheet", function()
    local sheet = h.sheet("more")
    sheet:present()
    stage.clock.advance(1)
    local toast = h.popup("toast", { hemStyle = "top", isHideBg = true, content = { width = 240, height = 44 } })
    toast:pop()
    stage.clock.advance(1)
    assert.are.equal(toast.source, h.order()[1])
    assert.are.equal(toast.source, stage.screen.tap(centre(toast.frame)))
    assert.are.equal(sheet.source, stage.screen.tap(centre(sheet:frameOf(1))))
  end)
end)
