-- The podcast scenario (scripts/podcast.lua, docs/VIEWS.md): every tap names a view, none is at
-- a computed point, no helper stands in for a button, and the timeline has each button's event.
-- Issue 39's part (docs/NAVIGATION.md): launched on its second tab in code, an episode's detail
-- pushed by a tap on its row, back by the back button and by an edge swipe, one edge swipe
-- cancelled short of half way, a played marker after the leading swipe, SwipeCellKit's deselect
-- and reselect of a selected row, the large title's numbers.
describe("scripts/podcast.lua", function()
  local out, source, events
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
    events = stage.log.events()
  end)

  -- The "source name" of each event whose name is in `names`, after event `from` (an index).
  local function seen(names, from)
    local want, list = {}, {}
    for _, n in ipairs(names) do want[n] = true end
    for i, e in ipairs(events) do
      if i > (from or 0) and want[e.name] then list[#list + 1] = e.source .. " " .. e.name end
    end
    return list
  end

  it("taps views by name only: no computed point, no helper in place of a button", function()
    for _, banned in ipairs{ "stage.screen.tap", "stage.screen.drag", "tapBackground" } do
      assert.is_nil(source:find(banned, 1, true), banned)
    end
    -- A row is tapped as a row (tapRow: a selection, which pushes the episode's detail); the "…"
    -- in it as its button (its touchUpInside, below), and the selection opens no sheet.
    assert.is_nil(source:match("didSelectRow = function%(row%)[^\n]*\n[^\n]*actionController"))
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

  it("launches on its second tab in code: no touch, no tabSelected event", function()
    assert.matches("launched on tab\t2\ttabSelected events\t0\ttouches\t0", out, 1, true)
    assert.are.same({}, seen{ "tabSelected" })
  end)

  it("collapses the large title as the list scrolls past 52 pt and grows it back", function()
    assert.matches("at 0:\t155\tscrollEdge\trow 1 at\t155", out, 1, true)
    assert.matches("scrolled 30:\t125\trow 1 at\t125", out, 1, true)
    assert.matches("scrolled 130:\t103\tstandard", out, 1, true)
    assert.matches("back at 0:\t155\tscrollEdge", out, 1, true)
  end)

  it("pushes an episode's detail on a tap, with the appearance events in UIKit's order", function()
    assert.matches("top:\tEpisode 3: News\tback button:\tPodcasts\tselected:\t3\tcontent top:\t103", out, 1, true)
    local order = seen{ "didHighlightRow", "didUnhighlightRow", "didSelectRow", "viewWillDisappear", "viewWillAppear",
                        "viewDidDisappear", "viewDidAppear" }
    assert.are.same({ "table#1 didHighlightRow", "table#1 didUnhighlightRow", "table#1 didSelectRow",
                      "bar#1 viewWillDisappear", "bar#3 viewWillAppear", "bar#1 viewDidDisappear",
                      "bar#3 viewDidAppear" }, { table.unpack(order, 1, 7) })
  end)

  it("goes back by the back button and by an edge swipe, and cancels one short of half way", function()
    assert.matches("top:\tPodcasts\tpushed:\t0", out, 1, true)
    assert.are.equal(1, #seen{ "backButtonTapped" })
    assert.matches("cancelled: top\tEpisode 5: News", out, 1, true)
    assert.matches("finished: top\tPodcasts", out, 1, true)
    -- The cancelled pop: the will-events, then their reverse; the covered controller (the list's
    -- bar#1) never gets viewDidAppear. Events from the second tap's push on.
    local from
    for i, e in ipairs(events) do if e.name == "viewDidAppear" and e.source == "bar#4" then from = i break end end
    assert.are.same({ "bar#4 viewWillDisappear", "bar#1 viewWillAppear", "bar#1 viewWillDisappear",
                      "bar#1 viewDidDisappear", "bar#4 viewWillAppear", "bar#4 viewDidAppear",
                      "bar#4 viewWillDisappear", "bar#1 viewWillAppear", "bar#4 viewDidDisappear",
                      "bar#1 viewDidAppear" },
                    seen({ "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear" }, from))
  end)

  it("reloads a row to show a played marker after the leading swipe", function()
    assert.matches("row 2:\t✓ Episode 2: Interviews", out, 1, true)
    assert.matches("||     ✓ Episode 2: Interviews", out, 1, true)   -- the cell shows it
    local reloads = {}
    for _, e in ipairs(events) do if e.name == "reloadRow" then reloads[#reloads + 1] = e.row end end
    assert.are.same({ 2 }, reloads)
  end)

  it("sees SwipeCellKit deselect a selected row when its swipe begins and reselect it when it closes", function()
    assert.matches("open, selected:\tfalse", out, 1, true)
    assert.matches("closed, selected:\ttrue", out, 1, true)
    local via = {}
    for _, e in ipairs(events) do
      if (e.name == "selectRow" or e.name == "deselectRow") and e.row == 4 then via[#via + 1] = e.name .. " " .. e.via end
    end
    assert.are.same({ "selectRow app", "deselectRow SwipeCellKit", "selectRow SwipeCellKit" }, via)
  end)

  -- Issue 40: turned to landscape with a row open, the mini-player presented, a popup shown and
  -- a sheet up, then back. Each library's code on the size change: SwipeController.swift 282-294
  -- and SwipeActionsView.swift 65-67 (the row at −(P + 59)), ActionController.swift 664-682 (the
  -- rows inset 59 pt each side), LSTPopView.m:1438-1446 (the popup at the bottom again),
  -- UIViewController+LNPopupSupportPrivate.mm 902-935 (the bar on the 32 + 21-pt tab bar).
  it("turns to landscape and back with a row open, the mini-player, a popup and a sheet up", function()
    local landscape = out:match("landscape: landscapeLeft, 852 × 393\n(.-)\nt=")
    assert.is_not_nil(landscape)
    assert.matches("row 2:\tright\t-207", landscape, 1, true)
    assert.matches("sheet's first row:\t59\t192\t734", landscape, 1, true)
    assert.matches("sleep timer:\t296\t127.4", landscape, 1, true)
    assert.matches("mini-player:\tbarPresented\t276\t852", landscape, 1, true)
    local back = out:match("portrait again: portrait, 393 × 852\n(.*)$")
    assert.matches("row 2:\tright\t-148", back, 1, true)
    assert.matches("sheet's first row:\t0\t638\t393", back, 1, true)
    assert.matches("mini-player:\tbarPresented\t705\t393", back, 1, true)
  end)
end)
