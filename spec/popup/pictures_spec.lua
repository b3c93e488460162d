-- Pictures of popups: the backdrop with its alpha and the content at its animated frame, in
-- stage.render() and stage.svg(), snapshotted (run with -u after an intended change).
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("popup pictures", function()
  it("a bottom sheet-like popup mid-pop and at rest", function()
    local p = h.popup("promo", { hemStyle = "bottom", popStyle = "smoothFromBottom", cornerRadius = 12, bgAlpha = 0.5 })
    p:pop()
    stage.clock.advance(0.3)
    expect(stage.render{ width = 40 }):toMatchSnapshot("mid-pop")
    stage.clock.advance(1)
    expect(stage.render{ width = 40 }):toMatchSnapshot("at rest")
    expect(stage.svg()):toMatchSnapshot("svg")
  end)

  -- "objc": the covered popup's view stays on screen (alpha 1, clear content and background
  -- colour, LSTPopView.m:876, 1099-1109), so the layer list no longer calls it hidden.
  it("a covered popup draws nothing; isHideBg draws no backdrop", function()
    local a = h.popup("first", { priority = 1 })
    local b = h.popup("toast", { hemStyle = "top", isHideBg = true, priority = 5 })
    a:pop()
    stage.clock.advance(1)
    b:pop()
    stage.clock.advance(1)
    local text = stage.render{ width = 40 }
    assert.matches("toast", text)
    assert.are.equal(0, a.alpha)
    expect(text):toMatchSnapshot("toast over a suspended popup")
  end)

  it("the backdrop's opacity shows in the SVG", function()
    local p = h.popup("p", { bgAlpha = 0.5, bgColor = "#336699" })
    p:pop()
    stage.clock.advance(1)
    local svg = stage.svg()
    assert.matches('#336699', svg)
    assert.matches('opacity="0.5"', svg)
  end)
end)
