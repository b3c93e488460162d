-- The picture test's close-ups of issue 27's picture glitches, one scene per stage.reset
-- (capture.lua names them r2...r5; each crop is also saved as a cropped SVG):
--   r2  a row swiped open to its right actions, then another to its left actions: the label
--       slides with the row both ways, cut at the table's edge
--   r3  Periscope's long header on the lines its height is sized for
--   r4  Spotify's last row under the cancel bar: the library's bar is 80 % black, so the row
--       shows through faintly (as in its demo), hideCollectionViewBehindCancelView or not
--   r5  popup bar image buttons as SF Symbols glyphs, a neutral glyph for an unknown name
local function rows(n)
  local r = {}
  for i = 1, n do r[i] = ("Row %d — the quick brown fox jumps"):format(i) end
  return r
end
local top = { x = 0, y = 50, width = 393, height = 250 }

-- r2
stage.reset{ width = 393, height = 852 }
local t = stage.tableView{ rows = rows(5), rowHeight = 76,
  editActions = function(_, orientation)
    if orientation == "left" then return { stage.swipeAction{ title = "Read", backgroundColor = "#007AFF" } } end
    return { stage.swipeAction{ title = "Delete", style = "destructive" }, stage.swipeAction{ title = "Flag", backgroundColor = "#FF9500" } }
  end }
t:swipe(1, { dx = -150, duration = 0.2 })
stage.clock.advance(1)
print(stage.render{ crop = top })
t:swipe(3, { dx = 100, duration = 0.2 })
stage.clock.advance(1)
print(stage.render{ crop = top })

-- r3
stage.reset()
local p = stage.actionController{ style = "periscope",
  header = "Are you sure you want to block this user? They will not be able to follow you or see your broadcasts." }
p:addAction{ title = "Block user", style = "destructive" }
p:addSection()
p:addAction{ title = "Cancel", style = "cancel" }
print(("periscope contentHeight = %g"):format(p.contentHeight))
p:present()
stage.clock.advance(1)
print(stage.render{ crop = true })

-- r4
stage.reset()
local s = stage.actionController{ style = "spotify",
  header = { title = "The Fast And The Furious Soundtrack Collection", subtitle = "Various Artists", image = "sp-header-icon" } }
for _, a in ipairs{ "Save Full Album", "Remove", "Share", "Go to Album", "Start radio" } do s:addAction{ title = a } end
print("hideCollectionViewBehindCancelView = " .. tostring(s.settings.cancelView.hideCollectionViewBehindCancelView))
s:present()
stage.clock.advance(1)
print(stage.render{ crop = { x = 0, y = 600, width = 393, height = 252 } })

-- r5: the same bar with three sets of buttons.
stage.reset()
local app = stage.tabBarController{ tabs = { "Library", "Radio", "Search" } }
app:presentPopupBar{ content = { title = "Bohemian Rhapsody", subtitle = "Queen", image = "night-at-the-opera",
  buttons = { { image = "backward.fill" }, { image = "play.fill" }, { image = "forward.fill" } },
  leadingButtons = { { image = "heart" } } } }
stage.clock.advance(1)
local f = app.popupBar.frame
local bar = { x = 0, y = f.y - 6, width = 393, height = f.height + 12 }
print(stage.render{ crop = bar })
app.popupItem.buttons = { { image = "pause.fill" }, { image = "xmark" }, { image = "ellipsis" } }
app.popupItem.leadingButtons = { { image = "heart.fill" } }
stage.clock.advance(1)
print(stage.render{ crop = bar })
app.popupItem.buttons = { { image = "backward.end.fill" }, { image = "xmark.circle.fill" }, { image = "airplayaudio" } }
app.popupItem.leadingButtons = { { image = "ellipsis.circle" } }
stage.clock.advance(1)
print(stage.render{ crop = bar })
