-- Shared builders for the popup-bar specs (default screen 393×852, safe area 59/34, iOS 17:
-- floating bar, grabber close button, snap interaction).
local M = {}

M.song = { title = "Bohemian Rhapsody", subtitle = "Queen", image = "cover", progress = 0.3 }

--- A tab bar controller with a presented bar (non-animated unless `animated`).
function M.presented(options)
  local c = stage.tabBarController(options)
  c:presentPopupBar{ content = M.song, animated = false }
  return c
end

--- The names (and times) of bar#n's events, "name@t" joined by spaces; times in `unit`s
--- (seconds by default).
function M.events(source, filter, unit)
  local out = {}
  for _, e in ipairs(stage.log.events{ source = source or "bar#1" }) do
    if not filter or filter[e.name] then out[#out + 1] = e.name .. "@" .. string.format("%g", e.t / (unit or 1)) end
  end
  return table.concat(out, " ")
end

M.lifecycle = { willPresentPopupBar = true, didPresentPopupBar = true, willOpen = true, didOpen = true,
                willClose = true, didClose = true, willDismissPopupBar = true, didDismissPopupBar = true }

function M.near(a, b, eps) return math.abs(a - b) <= (eps or 1e-9) end

-- The message f fails with, without its position ("file:line: ").
M.err = require("spec.support").message

return M
