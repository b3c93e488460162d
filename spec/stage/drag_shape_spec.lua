-- One drag shape everywhere (CHANGELOG; docs/API.md): every drag takes { dx =, dy =, duration =,
-- velocity = { vx, vy } }, the screen's too (from where its finger goes down). The forms it
-- replaced, a popup's `by` and a number velocity, are refused with a message quoting it.
local message = require("spec.support").message
local SHAPE = "{ dx =, dy =, duration =, velocity = { vx, vy } }"

local function refusedQuotingTheShape(fn, ...)
  local m = message(fn, ...)
  assert.truthy(m:find(SHAPE, 1, true), m)
  return m
end

describe("the drag shape", function()
  before_each(function() stage.reset() end)

  it("the screen's drag takes dx and dy from 'from', or 'to', not both", function()
    local p = stage.popup{ content = { width = 200, height = 100 }, dragStyle = "all" }
    p:pop()
    stage.clock.advance(1)
    local c = p.frame
    local from = { c.x + c.width / 2, c.y + c.height / 2 }
    assert.are.equal(p.source, stage.screen.drag{ from = from, dx = 30, dy = 40, duration = 0.2, velocity = { 0, 0 } })
    assert.are.equal("bad argument #1 to 'drag' (give either 'to' or dx/dy, not both)",
                     message(stage.screen.drag, { from = from, to = from, dy = 10 }))
  end)

  it("every element's drag takes the shape", function()
    local p = stage.popup{ content = { width = 200, height = 100 }, dragStyle = "y", dragDistance = 100 }
    p:pop()
    stage.clock.advance(1)
    p:drag{ dx = 0, dy = 150, duration = 0.3, velocity = { 0, 10 } }
    assert.are.equal("dismissed", p.state)   -- past dragDistance: the NO dismissal

    local sheet = stage.actionController()
    sheet:addAction("A")
    sheet:present()
    stage.clock.advance(1)
    sheet:drag{ dy = 200, duration = 0.2, velocity = { 0, 1000 } }
    assert.are.equal("dismissing", sheet.state)
    stage.clock.advance(1)

    local tabs = stage.tabBarController{ tabs = { "A", "B" } }
    tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
    tabs.popupBar:drag{ dy = -200, duration = 0, velocity = { 0, -800 } }
    stage.clock.advance(1)
    assert.are.equal("open", tabs.popupPresentationState)
    tabs.popupContent:drag{ dy = 400, duration = 0.3, velocity = { 0, 5 } }
    stage.clock.advance(1)
    assert.are.equal("barPresented", tabs.popupPresentationState)

    stage.reset()
    local tbl = stage.tableView{ rows = 1, editActions = function() return { stage.swipeAction{ title = "D" } } end }
    tbl:swipe(1, { dx = -100, dy = 0, duration = 0.25, velocity = { -600, 0 } })
    stage.clock.advance(1)
    assert.are.equal("right", tbl:row(1).state)
    local g = tbl:pan(1)
    g:move(60)
    g:release{ velocity = { 600, 0 } }
  end)

  it("refuses the old forms with a message quoting the shape", function()
    local p = stage.popup{ content = { width = 200, height = 100 } }
    p:pop()
    stage.clock.advance(1)
    local m = refusedQuotingTheShape(p.drag, p, { by = { 0, 150 } })
    assert.are.equal("bad argument #2 to 'drag' (option 'by': replaced by dx and dy: write drag{ dx = 0, dy = 150 } "
                     .. "(every drag takes " .. SHAPE .. "))", m)
    local tabs = stage.tabBarController{ tabs = { "A" } }
    tabs:presentPopupBar{ content = { title = "Song" }, animated = false }
    m = refusedQuotingTheShape(tabs.popupBar.drag, tabs.popupBar, { dy = -200, velocity = -800 })
    assert.matches("option 'velocity': a point { vx, vy } now: write velocity = { 0, -800 }", m, 1, true)
    refusedQuotingTheShape(tabs.popupContent.drag, tabs.popupContent, { dy = 200, velocity = 5 })
    local sheet = stage.actionController()
    refusedQuotingTheShape(sheet.drag, sheet, { dy = 10, velocity = 1 })
    refusedQuotingTheShape(stage.screen.drag, { from = { 1, 1 }, to = { 2, 2 }, velocity = 5 })
    stage.reset()
    local tbl = stage.tableView{ rows = 1 }
    refusedQuotingTheShape(tbl.swipe, tbl, 1, { dx = -100, velocity = -600 })
    local g = tbl:pan(1)
    refusedQuotingTheShape(g.release, g, { velocity = -600 })
  end)
end)
