-- A tour of Understudy: iOS transient UI, simulated headlessly on a simulated clock.
--
--   understudy scripts/tour.lua
--
-- Each part builds something, drives it with taps and time, and shows what happened: the
-- timeline (every callback the modeled library would make, with its simulated time) and a
-- picture of the screen. Nothing here reads the wall clock: the output is the same everywhere.

local function part(title)
  stage.reset()
  print()
  print(("== %s "):format(title) .. string.rep("=", math.max(0, 60 - #title)))
end

---------------------------------------------------------------------------------------------
part("The stage: a screen, a clock, a timeline")

print(("screen %gx%g, safe area top %g / bottom %g"):format(stage.screen.width, stage.screen.height,
  stage.screen.safeArea.top, stage.screen.safeArea.bottom))
stage.clock.after(0.3, function() print(("  a timer fires at t = %.1f"):format(stage.clock.now())) end)
stage.clock.advance(1)
print(("time only moves when asked: now t = %.1f"):format(stage.clock.now()))

---------------------------------------------------------------------------------------------
part("Action sheets (XLActionController)")

-- Twitter's account picker: a 45-pt header and two rows of 56.
local sheet = stage.actionController{ style = "twitter", header = "Accounts" }
sheet:addAction{ title = "Xmartlabs", subtitle = "@xmartlabs", image = "tw-xmartlabs",
                 handler = function(action) print(("  switched to %s at t = %.1f"):format(action.title, stage.clock.now())) end }
sheet:addAction{ title = "Miguel", subtitle = "@remer88", image = "tw-remer" }
print(("contentHeight = %g (45 + 2 × 56); the sheet is %s"):format(sheet.contentHeight, sheet.state))

sheet:present()                       -- willPresentView now, didPresentView after the 0.6-s spring
stage.clock.advance(0.6)
print(("after 0.6 s it is %s; 'Miguel' sits at y = %g"):format(sheet.state, sheet:frameOf("Miguel").y))
print(stage.render())

-- A tap goes through the screen like a finger: the handler runs once the sheet has left the
-- screen (XLActionController's default since 2.1).
sheet:tap("Xmartlabs")
stage.clock.advance(1)
stage.log.print()

-- Tweetbot's sheet flies in section by section (0.3 s apart); a row that is not there yet cannot
-- be tapped, and the error says why.
stage.reset()
local tweetbot = stage.actionController{ style = "tweetbot" }
for _, title in ipairs{ "View Details", "View Retweets", "View in Favstar" } do tweetbot:addAction(title) end
tweetbot:addSection()
tweetbot:addAction{ title = "Cancel", style = "cancel" }
tweetbot:present()
stage.clock.advance(0.1)
local ok, err = pcall(tweetbot.tap, tweetbot, "Cancel")
print("tweetbot at t = 0.1: " .. tostring(err))
stage.clock.advance(0.9)
tweetbot:tapBackground()              -- hideOnTap: dismissed, no handler (not even Cancel's)
stage.clock.advance(1)
stage.log.print()

---------------------------------------------------------------------------------------------
part("Popup bar (LNPopupController)")

-- A mini-player on a tab bar controller: present (0.5 s), tap to open, close, dismiss. Calls
-- queue and coalesce as in the library (scripts/music.lua has the whole app).
local player = stage.tabBarController{ tabs = { "Library", "Search" } }
player:presentPopupBar{ content = { title = "Bohemian Rhapsody", subtitle = "Queen", progress = 0.3 } }
stage.clock.advance(0.5)
player.popupBar:tap()                 -- through the screen, like a finger
stage.clock.advance(0.5)
print(("popup bar: %s at t = %.1f, the bar's content sees a bottom inset of %g"):format(
  player.popupPresentationState, stage.clock.now(), player.bottomSafeAreaInset))
player:dismissPopupBar()              -- from open: close first, 1.0 s in all
stage.clock.advance(1)
stage.log.print()
