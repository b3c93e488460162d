-- Pictures of swiped rows (the engine draws rows, revealed buttons and the fill), snapshotted
-- in both renderers (run with -u after an intended change to the drawing).
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("swipe pictures", function()
  before_each(function() stage.reset{ width = 375, height = 400 } end)

  it("draws each row's separator inset as UIKit does, moving with its cell", function()
    local t = h.table{ n = 3, right = { { title = "Delete", style = "destructive" } } }
    local lines = {}
    for x1, y1, x2 in stage.svg():gmatch('<line x1="([%d%.%-]+)" y1="([%d%.]+)" x2="([%d%.]+)"') do
      lines[#lines + 1] = { tonumber(x1), tonumber(y1), tonumber(x2) }
    end
    assert.are.equal(3, #lines)
    for i, l in ipairs(lines) do
      local f = t:rowFrame(i)
      assert.are.same({ 16, 375 }, { l[1], l[3] })                -- from the label's margin to the edge
      assert.is_true(math.abs(l[2] - (f.y + f.height)) < 0.5)      -- at the cell's bottom
    end
    -- The rows themselves have no outline (the old full-width line was their box's stroke).
    assert.is_nil(stage.svg():find('fill="#FFFFFF" stroke="#C6C6C8"', 1, true))
    t:showSwipe(2, "right", { animated = false })
    -- Open, the cell slid left: its separator ends where the cell does, cut at the table's edge.
    local x1, x2 = stage.svg():match('<line x1="([%d%.%-]+)" y1="' .. lines[2][2] .. '" x2="([%d%.%-]+)"')
    assert.are.same({ math.max(0, 16 + t:row(2).swipeOffset), 375 + t:row(2).swipeOffset }, { tonumber(x1), tonumber(x2) })
  end)

  it("an open row, a row mid-fill and the collapsing ghost", function()
    local t = h.table{ n = 4, options = { expansionStyle = "destructive" },
      right = { { title = "Delete", style = "destructive" }, { title = "Flag", backgroundColor = "#FF9500" }, { title = "More" } } }
    t:swipe(1, { dx = -150, duration = 0.2 })
    stage.clock.advance(1)
    expect(stage.render()):toMatchSnapshot("open")
    local svg = stage.svg()
    assert.matches("Flag", svg, 1, true)
    assert.matches("#FF9500", svg:upper(), 1, true)
    expect(svg):toMatchSnapshot("open svg")
    t:swipe(3, { dx = -340, duration = 0.3 })
    stage.clock.advance(0.1)
    expect(stage.render()):toMatchSnapshot("collapsing")
    stage.clock.advance(1)
    expect(stage.render()):toMatchSnapshot("after delete")
  end)
end)
