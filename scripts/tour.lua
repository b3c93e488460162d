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
local _, err = pcall(tweetbot.tap, tweetbot, "Cancel")
print("tweetbot at t = 0.1: " .. tostring(err))
stage.clock.advance(0.9)
tweetbot:tapBackground()              -- hideOnTap: dismissed, no handler (not even Cancel's)
stage.clock.advance(1)
stage.log.print()

---------------------------------------------------------------------------------------------
part("Swipe actions (SwipeCellKit)")

-- A table whose rows reveal Delete / Flag on the right; a far swipe fills and deletes.
local inbox = stage.tableView{ rows = { "Mail 1", "Mail 2", "Mail 3" }, rowHeight = 76,
  editActions = function(_, orientation)
    if orientation ~= "right" then return nil end
    return { stage.swipeAction{ title = "Delete", style = "destructive",
               handler = function(_, r) print(("  deleted row %d at t = %.1f"):format(r, stage.clock.now())) end },
             stage.swipeAction{ title = "Flag", backgroundColor = "#FF9500" } }
  end,
  editActionsOptions = { expansionStyle = "destructive" } }
inbox:swipe(1, { dx = -120, duration = 0.2 })
stage.clock.advance(1)
print(("row 1 is %s, offset %g: buttons %s and %s"):format(inbox:row(1).state, inbox:row(1).swipeOffset,
      inbox:row(1):buttonFrames()[1].title, inbox:row(1):buttonFrames()[2].title))
inbox:swipe(2, { dx = -360, duration = 0.3 })   -- closes row 1, then past the trigger: fill + delete
stage.clock.advance(1)
print(("%d rows left; row 2 is now %q"):format(inbox.rowCount, inbox:rowData(2)))

---------------------------------------------------------------------------------------------
part("Prioritized popups (LSTPopView)")

-- Popups queue by priority within a group: a higher arrival covers the current one (it fades
-- out with willDismiss reason="cover" and comes back later), and, as in LSTPopView, the covered
-- popup's countdown keeps running (scripts/launch_popups.lua compares the library with the
-- Swift module's policy, which pauses it).
local ad = stage.popup{ content = { width = 280, height = 160, name = "ad" }, priority = 100, showTime = 3,
                        onCountdown = function(_, remaining) print(("  ad: %g s left at t = %.1f"):format(remaining, stage.clock.now())) end }
local login = stage.popup{ content = { width = 300, height = 200, name = "login" }, priority = 1000 }
ad:pop()
stage.clock.advance(1.5)
login:pop()
print(("login over the ad: ad is %s with %g s left"):format(ad.state, ad.remaining))
stage.clock.advance(1)
login:dismiss()
stage.clock.advance(5)

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
