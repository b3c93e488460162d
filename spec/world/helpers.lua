-- Shared builders for the cross-component specs: a Mail-like app on the default screen (an
-- iPhone 15), its tab bar controller presenting the now-playing bar, the inbox inside it.
local M = {}

--- A tab bar controller (Inbox / Music) with its popup bar presented at once.
function M.tabs()
  local c = stage.tabBarController{ tabs = { "Inbox", "Music" }, name = "tabs" }
  c:presentPopupBar{ content = { title = "Song", subtitle = "Artist" }, animated = false }
  return c
end

--- The inbox: `rows` rows (default 20) of 76 pt inside `parent`, each with a right-side More
--- action whose handler is `more(row)` (optional).
function M.inbox(parent, rows, more)
  return stage.tableView{ name = "inbox", parent = parent, rows = rows or 20, rowHeight = 76,
    editActions = function(_, orientation)
      if orientation ~= "right" then return nil end
      return { stage.swipeAction{ title = "Trash", style = "destructive" },
               stage.swipeAction{ title = "More", handler = function(_, r) if more then more(r) end end } }
    end }
end

--- A default-style sheet with plain actions, named `name` (optional).
function M.sheet(name, titles)
  local s = stage.actionController{ name = name }
  for _, t in ipairs(titles or { "Reply", "Forward", "Move" }) do s:addAction(t) end
  return s
end

--- A 280×180 popup named `name` with `options` added (a dimming backdrop by default).
function M.popup(name, options)
  local o = { name = name, content = { width = 280, height = 180, name = name } }
  for k, v in pairs(options or {}) do o[k] = v end
  return stage.popup(o)
end

--- The error `fn` raises, without the position prefix.
M.refusal = require("spec.support").message

--- The screen's layers, top first, as sources.
function M.order()
  local out = {}
  for _, l in ipairs(stage.screen.layers()) do out[#out + 1] = l.source end
  return out
end

--- The bottom edge of a rect.
function M.bottom(r) return r.y + r.height end

return M
