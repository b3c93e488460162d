-- Pictures of the popup bar, snapshotted (run with -u after an intended change to the drawing):
-- the container with its tab bar or toolbar, the bar's contents, the open content with its
-- close button, mid-transition frames.

local song = { title = "Bohemian Rhapsody", subtitle = "Queen", image = "cover", progress = 0.3,
               buttons = { { image = "pause.fill" }, { image = "forward.fill" } } }

describe("popup bar pictures", function()
  it("tab bar controller: presenting, presented, opening, open", function()
    local c = stage.tabBarController{ tabs = { "Library", "Radio", "Search" } }
    c.popupBar.progressViewStyle = "bottom"
    c:presentPopupBar{ content = song }
    stage.clock.advance(0.1)
    expect(stage.render()):toMatchSnapshot("presenting")
    stage.clock.advance(0.4)
    expect(stage.render()):toMatchSnapshot("presented")
    c:openPopup()
    stage.clock.advance(0.15)
    expect(stage.render()):toMatchSnapshot("opening")
    stage.clock.advance(0.35)
    expect(stage.render()):toMatchSnapshot("open")
  end)

  it("navigation controller with a toolbar, compact bar", function()
    local c = stage.navigationController{ toolbar = true }
    c.popupBar.barStyle = "compact"
    c:presentPopupBar{ content = song, animated = false }
    expect(stage.render()):toMatchSnapshot()
  end)

  it("draws an icon over each tab's title, in the selection's color", function()
    local c = stage.tabBarController{ tabs = { "Library", "Radio", "Search" } }
    c:tapTab(2)
    local svg = stage.svg{ crop = c }
    local icons = {}
    for color in svg:gmatch('stroke%-linejoin="round" stroke%-linecap="round"><path d="[^"]*" fill="none" stroke="(#%x+)"') do
      icons[#icons + 1] = color
    end
    -- A tab given by its title has the neutral glyph (an icon, not which one); blue when selected.
    assert.are.same({ "#8E8E93", "#007AFF", "#8E8E93" }, icons)
    assert.matches("Radio", svg, 1, true)
    -- The text picture names the tabs only.
    assert.is_nil(stage.render():find("neutral", 1, true))
  end)

  it("draws the bar and the open content in SVG", function()
    local c = stage.tabBarController()
    c:presentPopupBar{ content = song, animated = false }
    local svg = stage.svg()
    assert.matches("Bohemian Rhapsody", svg, 1, true)
    assert.matches("Queen", svg, 1, true)
    assert.matches("Library", svg, 1, true)
    c:openPopup{ animated = false }
    assert.matches("Bohemian Rhapsody", stage.svg(), 1, true)
  end)
end)
