-- A Mail-like inbox with SwipeCellKit's swipe actions (its example app's "Mail" demo):
--
--   understudy scripts/mail.lua
--
-- Left: Read/Unread with the selection expansion (swipe far and let go: the row bounces back and
-- the message toggles). Right: More, Flag and Trash with the destructive expansion (swipe far:
-- the row fills and is deleted; later rows move up and take new indices). Prints pictures and
-- the timeline of every delegate callback (docs/SWIPE.md).

stage.reset{ width = 375, height = 667 }

local mails = {
  { from = "Tim Cook", subject = "Keynote rehearsal", unread = true },
  { from = "Craig", subject = "Re: hair", unread = false },
  { from = "Phil", subject = "Courage", unread = true },
  { from = "Jony", subject = "Aluminium", unread = false },
  { from = "Katherine", subject = "Q3", unread = true },
}

local function title(m) return (m.unread and "● " or "  ") .. m.from .. " — " .. m.subject end
local rows = {}
for i, m in ipairs(mails) do rows[i] = title(m) end

local inbox
inbox = stage.tableView{
  rows = rows, rowHeight = 76,
  editActions = function(row, orientation)
    local mail = mails[row]
    if orientation == "left" then
      return { stage.swipeAction{
        title = mail.unread and "Read" or "Unread", backgroundColor = "#007AFF",
        accessibilityLabel = mail.unread and "Mark as read" or "Mark as unread",
        handler = function(action, r)
          mails[r].unread = not mails[r].unread
          print(("  %s: %s is now %s"):format(action.title, mails[r].from, mails[r].unread and "unread" or "read"))
        end } }
    end
    return {
      stage.swipeAction{ title = "Trash", style = "destructive",
        handler = function(_, r)
          print(("  trash %s (row %d) at t = %.3f"):format(mails[r].from, r, stage.clock.now()))
          table.remove(mails, r)                  -- the app's model; the library deletes the row
        end },
      stage.swipeAction{ title = "Flag", backgroundColor = "#FF9500",
        handler = function(_, r) print("  flag " .. mails[r].from); inbox:hideSwipe(r) end },
      stage.swipeAction{ title = "More", handler = function(_, r) print("  more… for " .. mails[r].from) end, hidesWhenSelected = true },
    }
  end,
  editActionsOptions = function(_, orientation)
    if orientation == "left" then return { expansionStyle = "selection", transitionStyle = "reveal" } end
    return { expansionStyle = "destructive", transitionStyle = "border" }
  end,
}

print("== the inbox ==")
print(stage.render())

print("== swipe Craig's mail left a little: Trash, Flag, More ==")
inbox:swipe(2, { dx = -120, duration = 0.2 })
stage.clock.advance(1)
for _, b in ipairs(inbox:row(2):buttonFrames()) do
  print(("  %-5s x = %g, width = %g"):format(b.title, b.visible.x, b.visible.width))
end
print(stage.render())
inbox:tapAction(2, "Flag")
stage.clock.advance(1)

print("== pull Tim's mail right past half the width: selection ==")
local g = inbox:pan(1, { x = 20 })
g:move(220, { duration = 0.2 })
print(("  expanded = %s (a haptic at the threshold)"):format(tostring(inbox:row(1).expanded)))
print(stage.render())
g:release()
stage.clock.advance(1)
print(("  back to %s; the row now reads %q"):format(inbox:row(1).state, title(mails[1])))

print("== swipe Phil's mail all the way left: destructive ==")
local jony = inbox:row(4)
inbox:swipe(3, { dx = -340, duration = 0.3 })
stage.clock.advance(0.15)
print(stage.render())
stage.clock.advance(1)
print(("  %d mails left; Jony's row moved up to index %d"):format(inbox.rowCount, jony.index))

print("== VoiceOver: custom actions on Jony's mail ==")
for i, a in ipairs(jony:accessibilityActions()) do print(("  %d. %s (%s)"):format(i, a.name, a.orientation)) end

print("== timeline ==")
stage.log.print{ source = inbox.source }
