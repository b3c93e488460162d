-- Action sheets (XLActionController): each of the six example styles, presented, tapped and
-- dismissed, with the timeline and a picture of the screen.
--
--   understudy scripts/actionsheets.lua            -- all styles
--   understudy scripts/actionsheets.lua tweetbot   -- one of them

local examples = {
  { style = "skype", actions = { "Take photo", "Choose existing photo", "Remove profile picture",
                                 { title = "Cancel", style = "cancel" } }, tap = "Take photo" },
  { style = "tweetbot", actions = { "View Details", "View Retweets", "View in Favstar",
                                    { title = "Translate", executeImmediatelyOnTouch = true }, "|",
                                    { title = "Cancel", style = "cancel" } }, tap = "Translate" },
  { style = "twitter", header = "Accounts",
    actions = { { title = "Xmartlabs", subtitle = "@xmartlabs", image = "tw-xmartlabs" },
                { title = "Miguel", subtitle = "@remer88", image = "tw-remer" } }, tap = "Miguel" },
  { style = "youtube", actions = { "Add to Watch Later", "Add to Playlist...", "Share...",
                                   { title = "Cancel", style = "cancel" } }, tap = "Share..." },
  { style = "periscope", header = "Are you sure you want to block?",
    actions = { { title = "Block user", style = "destructive" }, "|", { title = "Cancel", style = "cancel" } },
    tap = "Block user" },
  { style = "spotify", header = { title = "The Fast And The Furious Soundtrack Collection", subtitle = "Various Artists",
                                  image = "sp-header-icon" },
    actions = { "Save Full Album", "Remove", "Share", "Go to Album", "Start radio" }, tap = "Start radio" },
}

-- An optional style name picks one example (anything else, e.g. a test runner's arguments, is ignored).
local only
for _, e in ipairs(examples) do
  if arg and arg[1] == e.style then only = e.style end
end

for _, e in ipairs(examples) do
  if not only or only == e.style then
    stage.reset()
    print(("=== %s ==="):format(e.style))
    local sheet = stage.actionController{ style = e.style, header = e.header }
    for _, a in ipairs(e.actions) do
      if a == "|" then
        sheet:addSection()
      else
        local options = type(a) == "table" and a or { title = a }
        options.handler = function(action)
          print(("  handler(%q) at t = %.3f"):format(action.title, stage.clock.now()))
        end
        sheet:addAction(options)
      end
    end
    print(("contentHeight = %g"):format(sheet.contentHeight))

    sheet:present()
    for _, t in ipairs{ 0.1, 0.25, 1 } do
      stage.clock.advanceTo(t)
      local f = sheet:frameOf(1)
      print(("t = %.2f  %-10s first row at y = %.1f"):format(t, sheet.state, f.y))
    end
    print(stage.render())

    if e.style == "spotify" then
      -- The last row starts under the cancel bar: tapping it fails until it is scrolled into view.
      local _, err = pcall(sheet.tap, sheet, e.tap)
      print("tap before scrolling: " .. tostring(err))
      sheet:scroll(60)
    end
    sheet:tap(e.tap)
    stage.clock.advance(1.5)
    print("timeline:")
    stage.log.print()
    print()
  end
end
