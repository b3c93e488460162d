-- Shared builders for the action-sheet specs: the library's example sheets (xlactioncontroller.md "Styles"), on the
-- default screen (393×852, safe area 59/34).
local M = {}

M.examples = {
  default = { titles = { "Edit", "Share", "Delete" } },
  skype = { titles = { "Take photo", "Choose existing photo", "Remove profile picture", { title = "Cancel", style = "cancel" } } },
  tweetbot = { titles = { "View Details", "View Retweets", "View in Favstar",
                          { title = "Translate", executeImmediatelyOnTouch = true }, "|", { title = "Cancel", style = "cancel" } } },
  twitter = { header = "Accounts", titles = { { title = "Xmartlabs", subtitle = "@xmartlabs", image = "tw-xmartlabs" },
                                               { title = "Miguel", subtitle = "@remer88", image = "tw-remer" } } },
  youtube = { titles = { "Add to Watch Later", "Add to Playlist...", "Share...", { title = "Cancel", style = "cancel" } } },
  periscope = { header = "Are you sure you want to block?",
                titles = { { title = "Block user", style = "destructive" }, "|", { title = "Cancel", style = "cancel" } } },
  spotify = { header = { title = "The Fast And The Furious Soundtrack Collection", subtitle = "Various Artists", image = "sp-header-icon" },
              titles = { "Save Full Album", "Remove", "Share", "Go to Album", "Start radio" } },
}

--- Builds the example sheet of `style`; `handler(action)` (optional) goes on every action.
function M.example(style, handler, options)
  local e = M.examples[style]
  local o = { style = style, header = e.header }
  for k, v in pairs(options or {}) do o[k] = v end
  local sheet = stage.actionController(o)
  for _, t in ipairs(e.titles) do
    if t == "|" then
      sheet:addSection()
    else
      local a = type(t) == "string" and { title = t } or t
      local copy = { handler = handler }
      for k, v in pairs(a) do copy[k] = v end
      sheet:addAction(copy)
    end
  end
  return sheet
end

--- A sheet with plain titled actions.
function M.sheet(titles, options)
  local sheet = stage.actionController(options)
  for _, t in ipairs(titles) do sheet:addAction(t) end
  return sheet
end

--- Presents `sheet` (from the sheet `from`, if given: a second sheet on screen at once must be
--- presented from the first, as in UIKit) and lets its present animation end.
function M.shown(sheet, from)
  sheet:present{ from = from }
  assert(sheet.state == "presenting", "the presentation was refused")
  stage.clock.advance(1)
  return sheet
end

--- The message of the error `fn` raises, without the position prefix.
M.message = require("spec.support").message

--- The names of a source's events, in order, as "name@t".
function M.names(source)
  local out = {}
  for _, e in ipairs(stage.log.events{ source = source or "sheet#1" }) do
    out[#out + 1] = string.format("%s@%.3f", e.name, e.t)
  end
  return out
end

function M.near(a, b, eps) return math.abs(a - b) <= (eps or 1e-9) end

return M
