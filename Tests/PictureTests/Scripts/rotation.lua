-- The picture test's rotation scenes (issue 40): each component in landscape after a turn, as
-- its library lays it out on a size change (docs/WORLD.md, "Rotation").
--
-- r1: a podcast app on an iPhone 15: episodes in a tab bar controller with the mini-player, a
--     row swiped open; portrait at 1 s, landscape at 2 s (the row at −(P + 59), the bar on the
--     32-pt tab bar, the Dynamic Island's 59-pt insets on both sides).
-- r2: Spotify's sheet over the episodes, turned: its cancel bar ends 13 pt above the bottom edge
--     (ActionController.swift 360, 379-384), the rows inset 59 pt on each side.
-- r3: popups turned: a centered one re-laid out, a bottom one, one with isObserverScreenRotation
--     off left where portrait put it.
-- r4: an iPad turned: its bars and insets unchanged, the floating bar wider.
local function episodes(parent)
  return stage.tableView{ name = "episodes", parent = parent, rowHeight = 64,
    rows = { "Ep. 41 — Rotation", "Ep. 40 — Safe areas", "Ep. 39 — Rows", "Ep. 38 — Views", "Ep. 37 — Layers" },
    editActions = function(_, orientation)
      if orientation ~= "right" then return nil end
      return { stage.swipeAction{ title = "Delete", style = "destructive" },
               stage.swipeAction{ title = "Queue", backgroundColor = "#FF9500" } }
    end }
end

local function app()
  local tabs = stage.tabBarController{ tabs = { "Library", "Search" }, name = "podcasts" }
  tabs:presentPopupBar{ content = { title = "Ep. 40 — Safe areas", subtitle = "Understudy", progress = 0.4 },
    animated = false }
  return tabs, episodes(tabs)
end

-- r1
local _, list = app()
list:showSwipe(2, "right")
stage.clock.advance(1)
stage.screen.rotate("landscapeLeft")
stage.clock.advance(1)

-- r2
stage.reset()
app()
local sheet = stage.actionController{ style = "spotify" }
sheet:addAction{ title = "Play next" }
sheet:addAction{ title = "Share episode" }
sheet:addAction{ title = "Mark as played" }
sheet:present()
stage.clock.advance(1)
stage.screen.rotate("landscapeLeft")
stage.clock.advance(1)

-- r3
stage.reset()
app()
local centered = stage.popup{ name = "rate", content = { width = 280, height = 160, name = "Rate us" } }
local toast = stage.popup{ name = "toast", groupId = "toasts", hemStyle = "bottom", adjustY = -80, bgColor = "clear",
  content = { width = 240, height = 44, name = "Downloaded" } }
local kept = stage.popup{ name = "kept", groupId = "kept", hemStyle = "top", adjustY = 100, bgColor = "clear",
  isObserverScreenRotation = false, content = { width = 200, height = 44, name = "Not turned" } }
centered:pop(); toast:pop(); kept:pop()
stage.clock.advance(1)
stage.screen.rotate("landscapeLeft")
stage.clock.advance(1)

-- r4
stage.reset{ device = "iPad" }
local _, ipadList = app()
ipadList:showSwipe(1, "right")
stage.clock.advance(1)
stage.screen.rotate("landscapeRight")
stage.clock.advance(1)
