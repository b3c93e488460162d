-- A music app with a mini-player (LNPopupController): a tab bar controller presents the popup
-- bar for the song playing, progress moves with simulated time, a long title scrolls (marquee),
-- the player opens with a swipe and closes with drags past and short of the snap threshold,
-- songs change while it is open, and the bar goes away. Prints pictures and the timeline.
--
--   understudy scripts/music.lua

local function heading(s) print(("\n-- %s "):format(s) .. string.rep("-", math.max(0, 60 - #s))) end
local function state(c) return ("%s%s"):format(c.popupPresentationState, c.popupTransitioning and " (transitioning)" or "") end

local app = stage.tabBarController{ tabs = { "Library", "Radio", "Search" } }
app.popupBar.progressViewStyle = "bottom"
app.popupBar.marqueeScrollEnabled = true
app:delegate{
  didOpen = function() print(("  delegate: didOpen at t = %.2f"):format(stage.clock.now())) end,
  didClose = function() print(("  delegate: didClose at t = %.2f"):format(stage.clock.now())) end,
}

local playing = true
local songs = {
  { title = "Bohemian Rhapsody", subtitle = "Queen", image = "night-at-the-opera", length = 354 },
  { title = "The Great Gig in the Sky (2011 Remastered Version, Live at Wembley)", subtitle = "Pink Floyd",
    image = "dark-side", length = 283 },
  { title = "Heroes", subtitle = "David Bowie", image = "heroes", length = 371 },
}

local function play(song, options)
  local o = options or {}
  app:presentPopupBar{
    content = { title = song.title, subtitle = song.subtitle, image = song.image, progress = 0, accessibilityImageLabel = "Album art",
                -- The player: light status bar, scrolling lyrics, cover art the bar image morphs into.
                statusBarStyle = "lightContent", scrollView = { contentSize = { width = 393, height = 2400 } },
                transitionImage = { frame = { x = 40, y = 140, width = 313, height = 313 }, cornerRadius = 10 },
                buttons = { { image = "pause.fill", accessibilityLabel = "Pause", action = function() playing = not playing end },
                            { image = "forward.fill", accessibilityLabel = "Next" } } },
    animated = o.animated, openPopup = o.openPopup,
    completion = function() print(("  %s: presented at t = %.2f"):format(song.title, stage.clock.now())) end,
  }
end

--- Plays for `seconds` of simulated time, moving the progress every 0.5 s as a player would.
local function listen(song, seconds)
  local stop = stage.clock.now() + seconds
  while stage.clock.now() + 0.5 <= stop + 1e-9 do
    stage.clock.advance(0.5)
    if playing and app.popupItem then app.popupItem.progress = app.popupItem.progress + 0.5 / song.length end
  end
end

heading("present the bar")
play(songs[1])
stage.clock.advance(0.25)
print(("mid-present: bar at y = %.1f, state %s"):format(app.popupBar.frame.y, state(app)))
stage.clock.advance(0.25)
print(stage.render())
print("VoiceOver: " .. app.popupBar.accessibilityLabel:gsub("\n", ", ") .. ", " .. tostring(app.popupBar.accessibilityValue))
for _, e in ipairs(app.popupBar.accessibilityElements) do print(("  %-14s %s"):format(e.role, e.spoken)) end

heading("progress over simulated time")
listen(songs[1], 35.4)
print(("after 35.4 s: progress %.2f, VoiceOver value %q"):format(app.popupItem.progress, app.popupBar.accessibilityValue))

heading("a long title scrolls (marquee: 2 s delay, 30 pt/s)")
play(songs[2])                              -- a swap: instant, no present events
for _, t in ipairs{ 1, 2, 3, 4 } do
  stage.clock.advance(1)
  print(("  %.0f s after the swap: title offset %.0f pt"):format(t, app.popupBar.marqueeOffset))
end

heading("open by swiping up")
app.popupBar:drag{ dy = -120, duration = 0.1 }
print("after the swipe: " .. state(app))
stage.clock.advance(0.3)
local morph = app.popupContent.transitionImage
print(("mid-open: the cover morphs (%s), %.0f pt wide; status bar %s"):format(morph.phase, morph.frame.width, app.statusBarStyle))
stage.clock.advance(0.4)
print("then: " .. state(app) .. ", VoiceOver reaches only: " .. app.accessibilityElements[1].label)

heading("a closing drag short of the snap threshold (272.6 pt)")
app.popupContent:drag{ dy = 200, duration = 0.3 }
stage.clock.advance(0.8)
print("after 200 pt: " .. state(app) .. " (rubber band, springs back)")

heading("the lyrics scroll first; from their top the drag moves the player")
local lyrics = app.popupContent.scrollView
lyrics.contentOffset = { x = 0, y = 120 }
app.popupContent:drag{ dy = 100, duration = 0.3 }
print(("after 100 pt down: lyrics at %.0f, %s"):format(lyrics.contentOffset.y, state(app)))
app.popupContent:drag{ dy = 150, duration = 0.3 }
print(("after 150 more: lyrics at %.0f (20 pt scrolled, then 130 pt of closing drag, short of 272.6)"):format(lyrics.contentOffset.y))
stage.clock.advance(0.8)
print("then: " .. state(app))

heading("swap songs while open, then close with a drag past the threshold")
play(songs[3])
print(("now showing %q, still %s"):format(app.popupItem.title, state(app)))
app.popupContent:drag{ dy = 300, duration = 0.3 }
print("after 300 pt: " .. state(app))
stage.clock.advance(0.25)  -- the close starts 0.5 s after the drag began
print("mid-close picture:")
print(stage.render())
stage.clock.advance(0.7)

heading("tap pause on the bar, then dismiss")
local bar = app.popupBar.frame
stage.screen.tap(bar.x + bar.width - 80, bar.y + bar.height / 2)
print("playing: " .. tostring(playing))
app:dismissPopupBar{ completion = function() print(("  dismissed at t = %.2f"):format(stage.clock.now())) end }
stage.clock.advance(0.5)
print("bottom inset back to " .. app.bottomSafeAreaInset)

heading("timeline")
for _, e in ipairs(stage.log.events{ source = app.source }) do
  if e.name ~= "stateChanged" then print(("  [%7.3f] %s"):format(e.t, e.name)) end
end
