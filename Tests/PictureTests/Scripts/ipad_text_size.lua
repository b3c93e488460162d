-- The picture test's scenes of the iPad's bars and of Dynamic Type (docs/WORLD.md, "Devices";
-- docs/behavior/lnpopupcontroller.md, "Dynamic Type"), one per stage.reset (capture.lua names
-- them r2, r3):
--   r2  an iPad (10th generation): a navigation bar of 50 pt under the 24-pt status bar, a tab
--       bar of 50 over the 20-pt home indicator inset, the floating popup bar (72 pt, wide) above
--   r3  an iPhone 15 at the largest accessibility text size: the popup bar 42 pt taller, its title
--       and subtitle in their scaled fonts (LNPopupBar.mm 1305-1379), the title scrolling

-- r2
stage.reset{ device = "iPad" }
local nav = stage.navigationController{ title = "Inbox" }
local tabs = stage.tabBarController{ tabs = { nav, "Music" } }
stage.window.root = tabs
stage.tableView{ parent = nav, rows = { "Meeting notes", "Invoice #204", "Weekend plans", "Flight confirmation" }, rowHeight = 60 }
tabs:presentPopupBar{ content = { title = "Bohemian Rhapsody", subtitle = "Queen", image = "night-at-the-opera",
  buttons = { { image = "play.fill" }, { image = "forward.fill" } } }, animated = false }
stage.clock.advance(1)
print(("navigation bar to %g, tab bar from %g, popup bar %g tall"):format(24 + 50, 1180 - 70, tabs.popupBar.height))

-- r3
stage.reset()
stage.screen.setTraits{ contentSizeCategory = "accessibilityExtraExtraExtraLarge" }
local app = stage.tabBarController{ tabs = { "Library", "Radio" } }
app:presentPopupBar{ content = { title = "Bohemian Rhapsody", subtitle = "Queen", image = "night-at-the-opera",
  buttons = { { image = "play.fill" } } }, animated = false }
app.popupBar.marqueeScrollEnabled = true
stage.clock.advance(1)
local f = app.popupBar.frame
print(stage.render{ crop = { x = 0, y = f.y - 6, width = 393, height = 852 - f.y + 6 } })
stage.clock.advance(3)
print(stage.render{ crop = { x = 0, y = f.y - 6, width = 393, height = 852 - f.y + 6 } })
