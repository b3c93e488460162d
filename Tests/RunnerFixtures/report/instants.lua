-- Counts, with the public API only, the instants of "a sheet that should stay fails" that logged
-- something and changed the screen: the clock goes forward a millisecond at a time and the
-- screen is compared (without its time stamp) whenever the log grew. ReportPageTests checks that
-- the report's film has that many pictures, plus the one of the failing moment.
local function screen() return (string.gsub(stage.svg(), "<title>[^\n]*</title>\n", "", 1)) end
local seen, last, changed = 0, nil, 0
local function instantEnded()
  local n = #stage.log.events()
  if n > seen then
    seen = n
    local s = screen()
    if s ~= last then changed, last = changed + 1, s end
  end
end
local function advance(seconds)
  for _ = 1, math.floor(seconds * 1000 + 0.5) do
    instantEnded()
    stage.clock.advance(0.001)
  end
end
local sheet = stage.actionController{ style = "skype" }
sheet:addAction{ title = "Copy link" }
sheet:addAction{ title = "Cancel", style = "cancel" }
sheet:present()
advance(1)
sheet:tap("Copy link")
advance(1)
instantEnded()
print(changed)
