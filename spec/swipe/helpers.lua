-- Shared builders for the swipe specs: a Mail-like table on a 375-wide frame (docs/behavior/swipecellkit.md's W).
local M = {}

M.frame = { x = 0, y = 0, width = 375, height = 667 }

--- A table of `n` rows (default 5, "Mail 1"...) whose right side shows Delete (destructive),
--- Flag, More and whose left side shows Read; `o` adds or replaces constructor options
--- (`right`/`left`: lists of action tables; `options`: editActionsOptions).
function M.table(o)
  o = o or {}
  local right = o.right or { { title = "Delete", style = "destructive" }, { title = "Flag" }, { title = "More" } }
  local left = o.left or { { title = "Read" } }
  local rows = o.rows or {}
  if not o.rows then for i = 1, (o.n or 5) do rows[i] = "Mail " .. i end end
  local args = { rows = rows, rowHeight = 76, frame = M.frame,
    editActions = function(_, orientation)
      local list = orientation == "right" and right or left
      local out = {}
      for i, a in ipairs(list) do out[i] = stage.swipeAction(a) end
      return out
    end,
    editActionsOptions = o.options }
  for k, v in pairs(o.extra or {}) do args[k] = v end
  return stage.tableView(args)
end

--- The message of the error `fn` raises, without the position prefix.
M.message = require("spec.support").message

--- The names of a source's events in order, each "name" or "name:row".
function M.names(source, withRow)
  local out = {}
  for _, e in ipairs(stage.log.events{ source = source or "table#1" }) do
    out[#out + 1] = withRow and e.row and (e.name .. ":" .. tostring(e.row)) or e.name
  end
  return table.concat(out, " ")
end

function M.near(a, b, eps) return math.abs(a - b) <= (eps or 1e-6) end

return M
