-- A whole app: a Mail-like inbox in a navigation controller inside a tab bar controller with a
-- mini-player, where all four components meet on one screen (docs/WORLD.md, "A whole app"):
--
--   understudy scripts/app.lua
--
-- The window's root is a tab bar controller (Inbox / Music) presenting LNPopupController's bar
-- for the song playing; its Inbox tab is a navigation controller, and the inbox is a
-- SwipeCellKit table inside that (`parent = nav`), so its rows start below the navigation bar
-- and end above the tab bar and the popup bar. At launch an LSTPopView "rate us" popup covers everything: a swipe
-- on a row under its backdrop is refused, a tap on the backdrop dismisses it. Then a row is
-- swiped open, its More action presents an XLActionController sheet, which covers the popup bar
-- (its tap is refused); a "new mail" toast popped while the sheet is up lies above the sheet;
-- an action of the sheet marks the mail unread. Prints pictures (cropped to the part that
-- matters), what was refused and why, and the timeline.

-- The default screen: an iPhone 15, 393 × 852, safe area 59 / 34.

local function heading(s) print(("\n-- %s "):format(s) .. string.rep("-", math.max(0, 60 - #s))) end
local function try(f, ...)
  local ok, err = pcall(f, ...)
  return ok and "accepted" or ("refused: " .. tostring(err):gsub("^[^:]*:%d+: ", ""))
end
local function stack()
  local out = {}
  for _, l in ipairs(stage.screen.layers()) do out[#out + 1] = l.label and ("%s %q"):format(l.source, l.label) or l.source end
  return table.concat(out, " > ")
end

-- The app's model.
local mails = {
  { from = "Tim Cook", subject = "Keynote rehearsal", unread = true },
  { from = "Craig", subject = "Re: hair", unread = false },
  { from = "Phil", subject = "Courage", unread = true },
  { from = "Jony", subject = "Aluminium", unread = false },
  { from = "Katherine", subject = "Q3", unread = true },
  { from = "Eddy", subject = "Music sales", unread = false },
  { from = "Greg", subject = "Marketing", unread = false },
  { from = "Lisa", subject = "Retail", unread = true },
  { from = "Deirdre", subject = "People", unread = false },
  { from = "Johny", subject = "Chips", unread = false },
}
local function title(m) return (m.unread and "● " or "  ") .. m.from .. " — " .. m.subject end
local rows = {}
for i, m in ipairs(mails) do rows[i] = title(m) end

-- The window's root: the tab bar controller, its Inbox tab a navigation controller, and the
-- now-playing bar.
local nav = stage.navigationController{ title = "Inbox", name = "inbox nav" }
local tabs = stage.tabBarController{ tabs = { nav, "Music" }, name = "tabs" }
stage.window.root = tabs
tabs:presentPopupBar{
  content = { title = "Bohemian Rhapsody", subtitle = "Queen", image = "night-at-the-opera", progress = 0.3,
              buttons = { { image = "pause.fill", accessibilityLabel = "Pause" } } },
  completion = function() print(("  now playing: bar presented at t = %.2f"):format(stage.clock.now())) end,
}

-- The inbox, inside the navigation controller. Its More action presents a sheet (below).
local inbox, more
inbox = stage.tableView{
  name = "inbox", parent = nav, rows = rows, rowHeight = 76,
  editActions = function(_, orientation)
    if orientation ~= "right" then return nil end
    return {
      stage.swipeAction{ title = "Trash", style = "destructive" },
      stage.swipeAction{ title = "Flag", backgroundColor = "#FF9500" },
      stage.swipeAction{ title = "More", hidesWhenSelected = true,
        handler = function(_, r) more(r) end },
    }
  end,
}

-- The sheet More presents, from the window's root view controller.
local sheet
function more(row)
  local mail = mails[row]
  print(("  More on %s's mail (row %d) at t = %.2f: the sheet comes up"):format(mail.from, row, stage.clock.now()))
  sheet = stage.actionController{ name = "more" }
  sheet:addAction{ title = "Reply" }
  sheet:addAction{ title = "Forward" }
  sheet:addAction{ title = mail.unread and "Mark as Read" or "Mark as Unread",
    handler = function(action)
      mail.unread = not mail.unread
      print(("  %s: %s's mail is now %s (t = %.2f)"):format(action.title, mail.from, mail.unread and "unread" or "read", stage.clock.now()))
    end }
  sheet:addAction{ title = "Cancel", style = "cancel" }
  sheet:present()
end

-- The launch popup.
local rate = stage.popup{ name = "rate", content = { width = 280, height = 180, name = "Enjoying Mail? Rate us" },
  cornerRadius = 14, popStyle = "scale", isClickBgDismiss = true,
  onDidDismiss = function() print(("  rate us: dismissed at t = %.2f"):format(stage.clock.now())) end }
rate:pop()

heading("launch: the inbox, the bars, and a rate-us popup")
stage.clock.advance(0.5)
print(("inbox inset: top %g, bottom %g = the tab bar and the popup bar (tabs.bottomSafeAreaInset %g)"):format(
  inbox.adjustedContentInset.top, inbox.adjustedContentInset.bottom, tabs.bottomSafeAreaInset))
print(("popup bar at y = %g, above the tab bar; layers, top first: %s"):format(tabs.popupBar.frame.y, stack()))
print(stage.render{ crop = true })
print("swipe Craig's mail under the popup: " .. try(inbox.swipe, inbox, 2, { dx = -120 }))
rate:tapBackground()
stage.clock.advance(0.5)

heading("swipe Craig's mail open: Trash, Flag, More")
inbox:swipe(2, { dx = -120, duration = 0.2 })
stage.clock.advance(1)
for _, b in ipairs(inbox:row(2):buttonFrames()) do
  print(("  %-5s x = %g, width = %g"):format(b.title, b.visible.x, b.visible.width))
end
local r2 = inbox:rowFrame(2)
print(stage.render{ crop = { x = 0, y = r2.y - 8, width = stage.screen.width, height = r2.height + 16 }, width = 40 })

heading("More: a sheet over the popup bar")
inbox:tapAction(2, "More")
stage.clock.advance(1)
print(("sheet %s; row 2 %s (More hides when selected)"):format(sheet.state, inbox:row(2).state))
print("tap the now-playing bar: " .. try(tabs.popupBar.tap, tabs.popupBar))
print(stage.render{ crop = true })

heading("a new-mail toast while the sheet is up: above the sheet")
local toast = stage.popup{ name = "toast", content = { width = 240, height = 44, name = "New mail from Tim" },
  hemStyle = "top", adjustY = 70, isHideBg = true, cornerRadius = 10, showTime = 2 }
toast:pop()
stage.clock.advance(0.5)
print("layers, top first: " .. stack())

heading("Mark as Unread")
sheet:tap(3)
stage.clock.advance(1)
print(("the row now reads %q"):format(title(mails[2])))
stage.clock.advance(1.5)
print("layers, top first: " .. stack())
print("tap the now-playing bar: " .. try(tabs.popupBar.tap, tabs.popupBar))
stage.clock.advance(0.5)
print("the player is " .. tabs.popupPresentationState)

heading("timeline (lifecycle events; drags, haptics and KVO left out)")
local noise = { stateChanged = true, panBegan = true, panChanged = true, panEnded = true, editActions = true,
                editActionsOptions = true, haptic = true, countdown = true }
for _, e in ipairs(stage.log.events()) do
  if not noise[e.name] then
    local who = e.source .. (e.label and (' "' .. e.label .. '"') or "")
    local extra = e.reason or e.action or e.layer or e.warning or ""
    print(("  [%7.3f] %-16s %-26s %s"):format(e.t, who, e.name, extra))
  end
end
