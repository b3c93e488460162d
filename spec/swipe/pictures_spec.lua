-- Pictures of swiped rows (the engine draws rows, revealed buttons and the fill), snapshotted
-- in both renderers (run with -u after an intended change to the drawing).
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("swipe pictures", function()
  before_each(function() stage.reset{ width = 375, height = 400 } end)

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
