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

  it("draws an action's SF Symbol as the popup bar does, an asset's name as a placeholder tile", function()
    local sheet = stage.actionController{ style = "twitter", header = "Song" }
    sheet:addAction{ title = "Like", image = "heart" }
    sheet:addAction{ title = "Cover", image = "cover" }
    h.shown(sheet)
    local svg = stage.svg{ crop = sheet }
    -- The symbol: its glyph (a path in a group titled with its name), no tile.
    assert.is_truthy(svg:find("<title>heart</title><g transform=", 1, true))
    assert.is_nil(svg:find("<title>image heart</title>", 1, true))
    -- An asset name: the placeholder tile with the name under its picture glyph.
    assert.is_truthy(svg:find("<title>image cover</title>", 1, true))
  end)

  -- ActionCell.setup (ActionCell.swift 49-52) writes the subtitle into `actionDetailLabel?`, which
  -- SpotifyCell.xib and YoutubeCell.xib do not connect: their rows show the title alone; Spotify's
  -- title label is HelveticaNeue 19 (SpotifyCell.xib), Twitter's cell has both labels.
  it("draws no subtitle in spotify's and youtube's rows, whose cells have no detail label", function()
    for style, shown in pairs{ spotify = false, youtube = false, twitter = true } do
      stage.reset()
      local sheet = stage.actionController{ style = style }
      sheet:addAction{ title = "Save", subtitle = "to your library" }
      h.shown(sheet)
      local svg = stage.svg()
      assert.is_truthy(svg:find(">Save<", 1, true), style)
      assert.are.equal(shown, svg:find("to your library", 1, true) ~= nil, style)
      if style == "spotify" then assert.is_truthy(svg:find('font-size="19"', 1, true)) end
    end
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
