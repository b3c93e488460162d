-- A podcast app's screen, part 2 (issue 39): rows that change, navigation that pushes and pops,
-- a large title that collapses, state set in code (docs/NAVIGATION.md):
--
--   understudy scripts/podcast_navigation.lua
--
-- The window's root is a tab bar controller (Library / Podcasts) whose Podcasts tab is a
-- navigation controller with a large title over a table of 40 episodes. The app launches on
-- the second tab in code (no touch, no tabSelected event). A tap on an episode selects it and
-- pushes its detail; the back button and an edge swipe go back; an edge swipe let go just short
-- of half way is cancelled. A leading swipe marks an episode played: the handler writes the row's
-- data and reloads the row, which then shows the marker. Swiping the selected episode open,
-- SwipeCellKit deselects it, and selects it again when the row closes.

local function heading(s) print(("\n-- %s "):format(s) .. string.rep("-", math.max(0, 60 - #s))) end

local episodes = {}
for i = 1, 40 do episodes[i] = ("Episode %d"):format(i) end

local nav = stage.navigationController{ title = "Podcasts", prefersLargeTitles = true, name = "podcasts" }
local tabs = stage.tabBarController{ tabs = { "Library", nav }, name = "tabs" }
stage.window.root = tabs
tabs.selectedTab = 2                       -- the app launches on its second tab, in code

local list, detail
list = stage.tableView{ name = "episodes", parent = nav, rows = episodes, rowHeight = 60,
  editActions = function(_, orientation)
    if orientation ~= "left" then return nil end
    return { stage.swipeAction{ title = "Played", backgroundColor = "#34C759", handler = function(action, row)
      list:setRowData(row, "✓ " .. list:rowData(row))   -- the app's model
      list:reloadRows({ row }, "none")                  -- the cell shows it
      action:fulfill("reset")
    end } }
  end,
  editActionsOptions = { expansionStyle = "selection" },
  didSelectRow = function(row)
    detail = stage.viewController{ title = episodes[row], name = "detail" }
    detail.largeTitleDisplayMode = "never"
    detail.hidesBottomBarWhenPushed = true
    nav:push(detail)
  end }

heading("launch")
print("tab", tabs.selectedTab, "tabSelected events", #stage.log.events{ name = "tabSelected" })
print("bar", nav.navigationBarFrame.height, nav.navigationBarAppearance, "row 1 at", list:rowFrame(1).y)

heading("the large title collapses and grows back")
list:scroll(30)
print("scrolled 30:", nav.navigationBarFrame.height, "row 1 at", list:rowFrame(1).y)
list:scroll(100)
print("scrolled 130:", nav.navigationBarFrame.height, nav.navigationBarAppearance)
list:scroll(-1000)
print("back at 0:", nav.navigationBarFrame.height, nav.navigationBarAppearance)

heading("tap an episode: its detail is pushed")
list:tapRow(3)
stage.clock.advance(1)
print("top", nav.topViewController.title, "back button", nav.backButtonTitle, "selected", list.selectedRows[1])

heading("back by the back button")
nav:tapBack()
stage.clock.advance(1)
print("top", nav.topViewController.title, "pushed", #nav.viewControllers)

heading("back by an edge swipe, and one cancelled half way")
list:tapRow(5)
stage.clock.advance(1)
nav:edgeSwipe{ dx = 190, duration = 0.3, velocity = { 0, 0 } }   -- 190 of 393: short of half
stage.clock.advance(1)
print("cancelled: top", nav.topViewController.title)
nav:edgeSwipe{ dx = 300, duration = 0.3 }
stage.clock.advance(1)
print("finished: top", nav.topViewController.title)

heading("a played marker after the leading swipe")
list:swipe(2, { dx = 300, duration = 0.3 })
stage.clock.advance(1)
print("row 2:", list:rowData(2))

heading("SwipeCellKit deselects the selected row while it is open")
list:selectRow(4)
list:swipe(4, { dx = 80, duration = 0.2 })
stage.clock.advance(1)
print("open, selected:", list:row(4).selected)
list:hideSwipe(4)
stage.clock.advance(1)
print("closed, selected:", list:row(4).selected)

heading("timeline")
stage.log.print{ source = "table#1", name = "selectRow" }
stage.log.print{ source = "table#1", name = "deselectRow" }
stage.log.print{ name = "viewDidAppear" }
