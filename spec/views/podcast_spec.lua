-- The podcast scenario (scripts/podcast.lua, docs/VIEWS.md): every tap names a view, none is at
-- a computed point, no helper stands in for a button, and the timeline has each button's event.
describe("scripts/podcast.lua", function()
  local out, source
  setup(function()
    local f = assert(io.open("scripts/podcast.lua"))
    source = f:read("a")
    f:close()
    local lines = {}
    local saved = print
    _G.print = function(...)
      local parts = {}
      for i = 1, select("#", ...) do parts[#parts + 1] = tostring((select(i, ...))) end
      lines[#lines + 1] = table.concat(parts, "\t")
    end
    local ok, err = pcall(dofile, "scripts/podcast.lua")
    _G.print = saved
    assert(ok, err)
    out = table.concat(lines, "\n")
  end)

  it("taps views by name only: no computed point, no helper in place of a button", function()
    for _, banned in ipairs{ "stage.screen.tap", "stage.screen.drag", "tapBackground", "didSelectRow", "tapRow" } do
      assert.is_nil(source:find(banned, 1, true), banned)
    end
    -- A popup is dismissed only by the app's code in a button's action.
    for line in source:gmatch("[^\n]+") do
      if line:find(":dismiss(", 1, true) then assert.matches("action = function", line, 1, true) end
    end
  end)

  it("dismisses each launch popup through its own button", function()
    assert.matches("rate us is\tshown", out, 1, true)
    assert.matches("rate us is\tdismissed\tand what's new\tdismissed", out, 1, true)
    assert.matches("covered by popup#2 \"what's new\"", out, 1, true)
  end)

  it("opens an episode's sheet from its '…' button and plays what it picks", function()
    assert.matches('sheet#1 "episode 3"  actionSheet', out, 1, true)
    assert.matches("now playing:\tEpisode 3: News\tpause.fill", out, 1, true)
  end)

  it("changes the bar's item from the player's buttons and the bar's own", function()
    assert.matches("the bar's button is now\tPlay", out, 1, true)
    assert.matches("bar item:\tEpisode 4: Interviews\t/\tpause.fill", out, 1, true)
    assert.matches("the popup of bar#2 \"tabs\" is not open", out, 1, true)
  end)

  it("shows every button's event with its title", function()
    for _, line in ipairs{ 'button#45 "continue" touchUpInside    Continue', 'button#43 "not now"  touchUpInside    Not now',
                           'button#5 "more 3"    touchUpInside    More', 'bar#2 "tabs"         barButtonTapped  Pause',
                           'button#2 "skip"      touchUpInside    Skip', 'button#1 "play"      touchUpInside    Play' } do
      assert.matches(line, out, 1, true)
    end
  end)
end)
