-- A podcast app whose screen is made of views (docs/VIEWS.md), tapped by name through the screen:
--
--   understudy scripts/podcast.lua
--
-- The window's root is a tab bar controller (Library / Podcasts) presenting the mini-player
-- (LNPopupController's bar); the app launches on its second tab, Podcasts, set in code (no touch,
-- no tabSelected event): a large-title navigation controller holding the episode list, a
-- SwipeCellKit table whose cells have UIKit's standard content and a "…" button (an accessory
-- view) that opens an XLActionController sheet. At launch two LSTPopView popups
-- show custom views: "What's new" with a Continue button, and "Rate us" with "Not now", each
-- dismissing its popup through its own action. The full player is the popup content
-- controller's view, with play and skip buttons that change the bar's item; the bar's own play
-- button is tapped by name. No tap is at a computed point: every tap names a view, and the
-- timeline shows each button's event with its title.
--
-- Then the list as a user works it (docs/NAVIGATION.md): the large title collapses as the list
-- scrolls and grows back; a tap on an episode selects it and pushes its detail; the back button
-- and an edge swipe go back, and an edge swipe let go short of half way is cancelled. A leading
-- swipe marks an episode played: the handler writes the row's data and reloads the row, which
-- then shows the marker. Swiping the selected episode open, SwipeCellKit deselects it, and
-- selects it again when the row closes.

local function heading(s) print(("\n-- %s "):format(s) .. string.rep("-", math.max(0, 60 - #s))) end

-- The app's model.
local episodes = {}
for i = 1, 40 do episodes[i] = { title = ("Episode %d: %s"):format(i, i % 2 == 0 and "Interviews" or "News"), minutes = 30 + i } end
local playing, current = false, 1

-- The window: tabs, the Podcasts navigation controller, the mini-player.
local nav = stage.navigationController{ title = "Podcasts", prefersLargeTitles = true, name = "podcasts" }
local tabs = stage.tabBarController{ tabs = { "Library", nav }, name = "tabs" }
stage.window.root = tabs
tabs.selectedTab = 2   -- the app launches on Podcasts, in code: no touch, no tabSelected event

-- The full player: the popup content controller's view.
local titleLabel = stage.label{ text = episodes[1].title, style = "title3", name = "player title" }
local play, skip
local function showItem()
  local e = episodes[current]
  tabs.popupItem.title = e.title
  tabs.popupItem.subtitle = ("%d min"):format(e.minutes)
  tabs.popupItem.buttons[1].image = playing and "pause.fill" or "play.fill"
  tabs.popupItem.buttons[1].accessibilityLabel = playing and "Pause" or "Play"
  titleLabel.text = e.title
  play.image = playing and "pause.fill" or "play.fill"
  play.accessibilityLabel = playing and "Pause" or "Play"
end
local function toggle() playing = not playing; showItem() end
play = stage.button{ image = "play.fill", accessibilityLabel = "Play", name = "play", action = toggle }
skip = stage.button{ image = "forward.fill", accessibilityLabel = "Skip", name = "skip",
  action = function() current = current % #episodes + 1; showItem() end }
local player = stage.stackView{ axis = "vertical", alignment = "center", spacing = 24, y = 140, width = 393,
  arrangedSubviews = {
    stage.imageView{ imageNamed = "podcast-cover", width = 300, height = 300, cornerRadius = 12 },
    titleLabel,
    stage.stackView{ spacing = 48, arrangedSubviews = { play, skip } },
  } }
tabs:presentPopupBar{
  content = { title = episodes[1].title, subtitle = ("%d min"):format(episodes[1].minutes),
              buttons = { { image = "play.fill", accessibilityLabel = "Play", action = toggle } },
              view = stage.view{ backgroundColor = "systemBackground", subviews = { player } } },
  animated = false }

-- The episode list: each cell's "…" button opens a sheet, presented from the button's controller.
local sheet
local rows = {}
for i, e in ipairs(episodes) do
  local more = stage.button{ image = "ellipsis", accessibilityLabel = "More", name = "more " .. i, action = function(b)
    sheet = stage.actionController{ name = "episode " .. i }
    sheet:addAction{ title = "Play Episode", handler = function() current = i; playing = true; showItem() end }
    sheet:addAction{ title = "Share Episode" }
    sheet:addAction{ title = "Remove Download", style = "destructive" }
    sheet:present{ from = b }
  end }
  rows[i] = { text = e.title, secondaryText = ("%d min"):format(e.minutes), image = "play.circle", accessoryView = more }
end
local list
list = stage.tableView{ name = "episodes", parent = nav, rows = rows, rowHeight = 64,
  -- A leading swipe marks an episode played: the app's model, then the row reloaded to show it;
  -- a trailing one shows Remove and Queue (the turned app opens one).
  editActions = function(_, orientation)
    if orientation == "right" then
      return { stage.swipeAction{ title = "Remove", style = "destructive" }, stage.swipeAction{ title = "Queue" } }
    end
    return { stage.swipeAction{ title = "Played", backgroundColor = "#34C759", handler = function(action, row)
      list:setRowData(row, "✓ " .. list:rowData(row))
      list:reloadRows({ row }, "none")
      action:fulfill("reset")
    end } }
  end,
  editActionsOptions = { expansionStyle = "selection" },
  -- A tap on an episode pushes its detail: no large title there, and the tab bar hides.
  didSelectRow = function(row)
    local detail = stage.viewController{ title = episodes[row].title, name = "detail" }
    detail.largeTitleDisplayMode = "never"
    detail.hidesBottomBarWhenPushed = true
    nav:push(detail)
  end }

-- Launch popups: "Rate us" first, then "What's new" over it (a higher priority in the same group).
local function card(title, body, buttons)
  local arranged = { stage.label{ text = title, style = "title2" }, stage.label{ text = body, numberOfLines = 0 } }
  for _, b in ipairs(buttons) do arranged[#arranged + 1] = b end
  return stage.stackView{ axis = "vertical", spacing = 12, layoutMarginsRelativeArrangement = true,
    layoutMargins = { top = 20, left = 20, bottom = 20, right = 20 }, backgroundColor = "systemBackground",
    cornerRadius = 14, arrangedSubviews = arranged }
end
local rate, whatsNew
local notNow = stage.button{ title = "Not now", name = "not now", action = function() rate:dismiss() end }
local rateIt = stage.button{ title = "Rate 5 stars", name = "rate", action = function() rate:dismiss() end }
local continue = stage.button{ title = "Continue", name = "continue", action = function() whatsNew:dismiss() end }
rate = stage.popup{ name = "rate us", groupId = "launch", priority = 100, isClickBgDismiss = false,
  content = { width = 300, view = card("Rate us", "Enjoying the app? A rating helps.", { rateIt, notNow }) } }
whatsNew = stage.popup{ name = "what's new", groupId = "launch", priority = 200, isClickBgDismiss = false,
  content = { width = 300, view = card("What's new", "Chapters, a sleep timer and a bigger player.", { continue }) } }

heading("launch: What's new over Rate us")
print("launched on tab", tabs.selectedTab, "tabSelected events", #stage.log.events{ name = "tabSelected" },
  "touches", #stage.log.events{ source = "screen" })
rate:pop()
whatsNew:pop()
stage.clock.advance(1)
print(stage.render{ crop = whatsNew })
print("a '…' under the popup:", select(2, pcall(list:row(3).accessoryView.tap, list:row(3).accessoryView)))

heading("Continue, then Not now")
continue:tap()
stage.clock.advance(1)
print("rate us is", rate.state)
notNow:tap()
stage.clock.advance(1)
print("rate us is", rate.state, "and what's new", whatsNew.state)

heading("the list: '…' on episode 3 opens its sheet")
print(stage.render{ crop = { x = 0, y = 100, width = 393, height = 330 } })
list:row(3).accessoryView:tap()
stage.clock.advance(1)
print(stage.render{ crop = sheet })
sheet:tap("Play Episode")
stage.clock.advance(1)
print("now playing:", tabs.popupItem.title, tabs.popupItem.buttons[1].image)

heading("the bar's own button, by name")
tabs.popupBar:tapButton("Pause")
print("the bar's button is now", tabs.popupItem.buttons[1].accessibilityLabel)

heading("the full player: skip, then play")
tabs.popupBar:tap()
stage.clock.advance(1)
skip:tap()
play:tap()
print(stage.render{ crop = { x = 0, y = 100, width = 393, height = 560 } })
print("bar item:", tabs.popupItem.title, "/", tabs.popupItem.buttons[1].image)
tabs.popupContent:tapCloseButton()
stage.clock.advance(1)
print("closed:", tabs.popupPresentationState, "- the player's button now:", select(2, pcall(skip.tap, skip)))

heading("the large title collapses as the list scrolls, and grows back")
print("at 0:", nav.navigationBarFrame.height, nav.navigationBarAppearance, "row 1 at", list:rowFrame(1).y)
list:scroll(30)
print("scrolled 30:", nav.navigationBarFrame.height, "row 1 at", list:rowFrame(1).y)
list:scroll(100)
print("scrolled 130:", nav.navigationBarFrame.height, nav.navigationBarAppearance)
list:scroll(-1000)
print("back at 0:", nav.navigationBarFrame.height, nav.navigationBarAppearance)

heading("tap an episode: its detail is pushed")
list:tapRow(3)
stage.clock.advance(1)
print("top:", nav.topViewController.title, "back button:", nav.backButtonTitle, "selected:", list.selectedRows[1],
  "content top:", nav.contentSafeAreaInsets.top)   -- 59 + 44: the detail shows no large title

heading("back by the back button")
nav:tapBack()
stage.clock.advance(1)
print("top:", nav.topViewController.title, "pushed:", #nav.viewControllers)

heading("back by an edge swipe, and one let go short of half way")
list:tapRow(5)
stage.clock.advance(1)
nav:edgeSwipe{ dx = 190, duration = 0.3, velocity = { 0, 0 } }   -- 190 of 393 pt, at rest: cancelled
stage.clock.advance(1)
print("cancelled: top", nav.topViewController.title)
nav:edgeSwipe{ dx = 300, duration = 0.3 }
stage.clock.advance(1)
print("finished: top", nav.topViewController.title)

heading("a played marker after the leading swipe")
list:swipe(2, { dx = 300, duration = 0.3 })
stage.clock.advance(1)
print("row 2:", list:rowData(2))
print(stage.render{ crop = list:row(2) })

heading("SwipeCellKit deselects the selected row while it is open")
list:selectRow(4)
list:swipe(4, { dx = 80, duration = 0.2 })
stage.clock.advance(1)
print("open, selected:", list:row(4).selected)
list:hideSwipe(4)
stage.clock.advance(1)
print("closed, selected:", list:row(4).selected)
stage.log.print{ source = "table#1", names = { "selectRow", "deselectRow" } }
stage.log.print{ name = "viewDidAppear" }

heading("every button's event")
for _, e in ipairs(stage.log.events()) do
  if e.name == "touchUpInside" or e.name == "barButtonTapped" then
    print(("[%7.3f] %-20s %-16s %s"):format(e.t, e.label and ('%s "%s"'):format(e.source, e.label) or e.source, e.name, e.title))
  end
end

heading("turned to landscape and back with everything up")
-- Episode 5's sheet up from its '…', episode 2's row opened under it, a sleep timer popped over
-- them, the mini-player presented; then stage.screen.rotate turns the phone (docs/WORLD.md, "Rotation"):
-- each library lays its part out again on the size change.
local sleep
local done = stage.button{ title = "Done", name = "done", action = function() sleep:dismiss() end }
sleep = stage.popup{ name = "sleep timer", groupId = "timer", hemStyle = "bottom", adjustY = -100, isHideBg = true,
  content = { width = 260, view = card("Sleep timer", "Stops playing in 30 minutes.", { done }) } }
list:row(5).accessoryView:tap()
stage.clock.advance(1)
list:showSwipe(2, "right")   -- the app opens the row under the sheet (a touch would meet the sheet)
sleep:pop()
stage.clock.advance(1)
local function report(when)
  print(("%s: %s, %d × %d"):format(when, stage.screen.orientation, stage.screen.width, stage.screen.height))
  print("  row 2:", list:row(2).state, list:row(2).swipeOffset)
  local f = sheet:frameOf(1)
  print("  sheet's first row:", f.x, f.y, f.width)
  print("  sleep timer:", sleep.frame.x, sleep.frame.y)
  print("  mini-player:", tabs.popupPresentationState, tabs.popupBar.frame.y, tabs.popupBar.frame.width)
end
report("portrait")
stage.screen.rotate("landscapeLeft")
stage.clock.advance(1)
report("landscape")
print(stage.render())
stage.screen.rotate("portrait")
stage.clock.advance(1)
report("portrait again")
