-- Issue 39's "Done means", on the podcast app (scripts/podcast_navigation.lua): launch on the
-- second tab in code, push an episode's detail, go back by the back button and by an edge
-- swipe, cancel one edge swipe, reload a row to show a played marker, and SwipeCellKit's
-- deselect and reselect of a selected row; the large title's numbers.

local function app()
  local episodes = {}
  for i = 1, 40 do episodes[i] = ("Episode %d"):format(i) end
  local nav = stage.navigationController{ title = "Podcasts", prefersLargeTitles = true, name = "podcasts" }
  local tabs = stage.tabBarController{ tabs = { "Library", nav }, name = "tabs" }
  stage.window.root = tabs
  local list
  list = stage.tableView{ name = "episodes", parent = nav, rows = episodes, rowHeight = 60,
    editActions = function(_, orientation)
      if orientation ~= "left" then return nil end
      return { stage.swipeAction{ title = "Played", handler = function(action, row)
        list:setRowData(row, "✓ " .. list:rowData(row))
        list:reloadRows({ row }, "none")
        action:fulfill("reset")
      end } }
    end,
    editActionsOptions = { expansionStyle = "selection" },
    didSelectRow = function(row)
      local detail = stage.viewController{ title = episodes[row], name = "detail" }
      detail.largeTitleDisplayMode = "never"
      nav:push(detail)
    end }
  return nav, tabs, list
end

local function names(filter)
  local out = {}
  for _, e in ipairs(stage.log.events(filter)) do out[#out + 1] = e.source .. " " .. e.name end
  return out
end

describe("the podcast app, part 2", function()
  before_each(function() stage.reset() end)

  it("launches on its second tab with no touch and no tabSelected event", function()
    local nav, tabs = app()
    tabs.selectedTab = 2
    assert.are.equal(2, tabs.selectedTab)
    assert.is_true(nav.inWindow)
    assert.are.equal(0, #stage.log.events{ name = "tabSelected" })
    assert.are.equal(0, #stage.log.events{ source = "screen" })
  end)

  it("pushes an episode's detail on a tap, with the appearance events in UIKit's order", function()
    local nav, tabs, list = app()
    tabs.selectedTab = 2
    list:tapRow(3)
    assert.is_true(nav.navigationTransitioning)
    stage.clock.advance(1)
    assert.are.equal("Episode 3", nav.topViewController.title)
    assert.are.equal("Podcasts", nav.backButtonTitle)
    assert.are.equal(103, nav.contentSafeAreaInsets.top)   -- the detail shows no large title
    assert.are.same({ "table#1 didHighlightRow", "table#1 didUnhighlightRow", "table#1 didSelectRow",
                      "bar#1 viewWillDisappear", "bar#3 viewWillAppear", "bar#1 viewDidDisappear",
                      "bar#3 viewDidAppear" },
                    names{ names = { "didHighlightRow", "didUnhighlightRow", "didSelectRow", "viewWillDisappear",
                                     "viewWillAppear", "viewDidDisappear", "viewDidAppear" } })
  end)

  it("goes back by the back button and by an edge swipe, and cancels one edge swipe half way", function()
    local nav, tabs, list = app()
    tabs.selectedTab = 2
    list:tapRow(3)
    stage.clock.advance(1)
    nav:tapBack()
    stage.clock.advance(1)
    assert.are.equal(nav, nav.topViewController)
    list:tapRow(4)
    stage.clock.advance(1)
    local detail = nav.topViewController
    local before = #stage.log.events{}
    nav:edgeSwipe{ dx = 190, duration = 0.3, velocity = { 0, 0 } }   -- let go just short of half the width
    stage.clock.advance(1)
    assert.are.equal(detail, nav.topViewController)
    -- The will-events, then their reverse; the covered controller never gets viewDidAppear.
    local seen = {}
    for i, e in ipairs(stage.log.events{}) do
      if i > before and e.name:match("^view") then seen[#seen + 1] = e.source .. " " .. e.name end
    end
    assert.are.same({ "bar#4 viewWillDisappear", "bar#1 viewWillAppear", "bar#1 viewWillDisappear",
                      "bar#1 viewDidDisappear", "bar#4 viewWillAppear", "bar#4 viewDidAppear" }, seen)
    nav:edgeSwipe{ dx = 300, duration = 0.3 }
    stage.clock.advance(1)
    assert.are.equal(nav, nav.topViewController)
    assert.are.equal(0, #nav.viewControllers)
  end)

  it("reloads a row to show a played marker after the leading swipe", function()
    local _, tabs, list = app()
    tabs.selectedTab = 2
    list:swipe(2, { dx = 300, duration = 0.3 })
    stage.clock.advance(1)
    assert.are.equal("✓ Episode 2", list:rowData(2))
    local reloads = stage.log.events{ name = "reloadRow" }
    assert.are.equal(1, #reloads)
    assert.are.equal(2, reloads[1].row)
    assert.truthy(stage.render():find("✓ Episode 2", 1, true))
  end)

  it("sees SwipeCellKit deselect a selected row when its swipe begins and reselect it when it closes", function()
    local _, tabs, list = app()
    tabs.selectedTab = 2
    list:selectRow(4)
    list:swipe(4, { dx = 80, duration = 0.2 })
    stage.clock.advance(1)
    assert.is_false(list:row(4).selected)
    list:hideSwipe(4)
    stage.clock.advance(1)
    assert.is_true(list:row(4).selected)
    assert.are.same({ "table#1 selectRow", "table#1 deselectRow", "table#1 selectRow" },
                    names{ names = { "selectRow", "deselectRow" } })
    local via = {}
    for _, e in ipairs(stage.log.events{ names = { "selectRow", "deselectRow" } }) do via[#via + 1] = e.via end
    assert.are.same({ "app", "SwipeCellKit", "SwipeCellKit" }, via)
  end)

  it("collapses the large title as the list scrolls and grows it back (96 at 0, 44 past 52 pt)", function()
    local nav, tabs, list = app()
    tabs.selectedTab = 2
    assert.are.equal(59 + 96, nav.navigationBarFrame.height)
    assert.are.equal("scrollEdge", nav.navigationBarAppearance)
    list:scroll(26)
    assert.are.equal(59 + 44 + 26, nav.navigationBarFrame.height)
    assert.are.equal(nav.navigationBarFrame.height, list:rowFrame(1).y)   -- the rows follow
    list:scroll(100)
    assert.are.equal(59 + 44, nav.navigationBarFrame.height)
    assert.are.equal("standard", nav.navigationBarAppearance)
    list:scroll(-1000)
    assert.are.equal(59 + 96, nav.navigationBarFrame.height)
  end)
end)
