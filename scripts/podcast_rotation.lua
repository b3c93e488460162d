-- A podcast app turned to landscape and back while everything is up (issue 40): an episode row
-- swiped open, the mini-player presented, an episode's action sheet and a "downloaded" toast
-- above it. Each component lays itself out again as its library does on a size change
-- (docs/WORLD.md, "Rotation"; each docs/behavior page, "Rotation"):
--
--   understudy scripts/podcast_rotation.lua
--
-- It builds its own podcast-like screen (issue 38's scripts/podcast.lua was not on main when it
-- was written). Prints each component's numbers in portrait, in landscape and back, with the
-- library's rule beside each, a picture of the landscape screen, and the screen's timeline.

local function heading(s) print(("\n-- %s "):format(s) .. string.rep("-", math.max(0, 60 - #s))) end
local function rect(r) return ("{x=%g, y=%g, width=%g, height=%g}"):format(r.x, r.y, r.width, r.height) end

-- The app: a tab bar controller (Library / Search) with the mini-player, the episodes inside it.
local tabs = stage.tabBarController{ tabs = { "Library", "Search" }, name = "podcasts" }
tabs:presentPopupBar{ content = { title = "Ep. 40 — Safe areas", subtitle = "Understudy", progress = 0.4 },
  animated = false }

local episodes = stage.tableView{ name = "episodes", parent = tabs, rowHeight = 64,
  rows = { "Ep. 41 — Rotation", "Ep. 40 — Safe areas", "Ep. 39 — Rows", "Ep. 38 — Views", "Ep. 37 — Layers" },
  editActions = function(_, orientation)
    if orientation ~= "right" then return nil end
    return { stage.swipeAction{ title = "Delete", style = "destructive" },
             stage.swipeAction{ title = "More" } }
  end }

local sheet = stage.actionController{ name = "more" }
for _, t in ipairs{ "Play next", "Share episode", "Mark as played" } do sheet:addAction(t) end
local toast = stage.popup{ name = "downloaded", hemStyle = "bottom", adjustY = -120, bgColor = "clear", isHideBg = true,
  content = { width = 240, height = 44, name = "Downloaded" } }

-- Up: row 2 open (Delete, More: P = 2 × 74), the episode's sheet, the toast above it.
episodes:showSwipe(2, "right", { animated = false })
sheet:present()
stage.clock.advance(1)
toast:pop()
stage.clock.advance(1)

local function report(when)
  heading(when .. ": " .. stage.screen.orientation .. ", " .. stage.screen.width .. " × " .. stage.screen.height)
  local s = stage.screen.safeArea
  print(("screen: safe area %g / %g / %g / %g, status bar %g"):format(s.top, s.left, s.bottom, s.right,
    stage.screen.statusBarFrame.height))
  print(("row 2: %s at %g (SwipeController.swift 282-294: −(P + the safe area's right inset))"):format(
    episodes:row(2).state, episodes:row(2).swipeOffset))
  print(("sheet: first row %s (ActionController.swift 664-682: the insets from the new height)"):format(
    rect(sheet:frameOf(1))))
  print(("toast: %s (LSTPopView.m:1438-1446: laid out again at the bottom)"):format(rect(toast.frame)))
  print(("popup bar: %s over a %g-pt tab bar"):format(rect(tabs.popupBar.frame),
    stage.screen.height - tabs.popupBar.frame.y - tabs.popupBar.height))
end

report("portrait")
assert(episodes:row(2).swipeOffset == -148)

stage.screen.rotate("landscapeLeft")
stage.clock.advance(0.3)
report("landscape")
assert(episodes:row(2).swipeOffset == -(148 + 59))
assert(toast.frame.y == 393 - 44 - 120)
print(stage.render{ crop = "content" })

stage.screen.rotate("portrait")
stage.clock.advance(0.3)
report("portrait again")
assert(episodes:row(2).swipeOffset == -148)

heading("the screen's timeline")
stage.log.print{ source = "screen" }
