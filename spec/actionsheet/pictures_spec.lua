-- Pictures and timelines of the example sheets, snapshotted (run with -u after an intended
-- change to the drawing or the renderers).
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("action sheet pictures", function()
  for _, style in ipairs{ "skype", "tweetbot", "twitter", "youtube", "periscope", "spotify" } do
    it(style .. " at rest", function()
      h.shown(h.example(style))
      stage.clock.advance(1)
      expect(stage.render()):toMatchSnapshot()
    end)
  end

  it("twitter mid-presentation and mid-dismissal", function()
    local sheet = h.example("twitter")
    sheet:present()
    stage.clock.advance(0.2)
    expect(stage.render()):toMatchSnapshot("presenting")
    stage.clock.advance(1)
    sheet:tap("Miguel")
    stage.clock.advance(0.3)
    expect(stage.render()):toMatchSnapshot("dismissing")
    stage.clock.advance(1)
    expect(stage.log):toMatchSnapshot("timeline")
  end)

  it("draws a disabled row and a destructive one", function()
    local sheet = h.example("periscope")
    sheet.actions[1].enabled = false
    h.shown(sheet)
    local svg = stage.svg()
    assert.matches("Block user", svg, 1, true)
    assert.matches("#D24D38", svg, 1, true)   -- periscope's destructive red
  end)
end)
