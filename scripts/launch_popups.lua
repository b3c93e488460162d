-- An app launch with popups (LSTPopView), run under both policies with the two timelines side
-- by side: an update prompt, an ad with a 5-s countdown, a high-priority login prompt arriving
-- mid-countdown, and a stack of toasts. Run: understudy scripts/launch_popups.lua
--
-- "swift" suspends the ad while the login shows and resumes its countdown where it stopped;
-- "objc" (the library most apps ship) covers it with willDismiss, lets its timer run on behind
-- the login, and dismisses it while hidden.

local function launch(policy)
  stage.reset{ popupPolicy = policy }
  local notes = {}
  local function note(s) notes[#notes + 1] = ("%6.2f  %s"):format(stage.clock.now(), s) end

  local update = stage.popup{ content = { width = 300, height = 180, name = "update" }, groupId = "launch",
    priority = 500, popStyle = "scale", dismissStyle = "fade", isClickBgDismiss = true }
  local ad = stage.popup{ content = { width = 320, height = 420, name = "ad" }, groupId = "launch",
    priority = 800, showTime = 5, popStyle = "springFromBottom", dismissStyle = "smoothToBottom",
    onCountdown = function(_, remaining) note("ad countdown " .. remaining) end,
    onCountdownFinish = function() note("ad countdown finished") end }
  local login = stage.popup{ content = { width = 300, height = 220, name = "login" }, groupId = "launch",
    priority = 1000, popStyle = "fade",
    onDidPop = function() note("login shown; ad is " .. ad.state) end }

  -- Launch: the update prompt and the ad arrive together; the ad wins (800 > 500).
  update:pop()
  ad:pop()
  stage.clock.advance(2)
  -- Mid-countdown, the session expires: the login prompt takes over.
  login:pop()
  stage.clock.advance(1)
  -- Toasts stack on top of whatever shows, in their own group, without a backdrop.
  for i = 1, 3 do
    local t = stage.popup{ content = { width = 240, height = 44, name = "toast " .. i }, groupId = "toasts",
      hemStyle = "top", adjustY = 60 + 50 * (i - 1), isStack = true, isHideBg = true, showTime = 2 }
    t:pop()
    stage.clock.advance(0.3)
  end
  stage.clock.advance(2)
  login:dismiss()                         -- signed in
  stage.clock.advance(8)
  note("update is " .. update.state)
  update:tapBackground()                  -- isClickBgDismiss
  stage.clock.advance(1)
  note("left: " .. #stage.popups.all())
  return stage.log.format{}, notes, stage.render{ width = 40 }
end

local swiftLog, swiftNotes = launch("swift")
local objcLog, objcNotes = launch("objc")

local function lines(s)
  local out = {}
  for l in s:gmatch("[^\n]+") do out[#out + 1] = l end
  return out
end

local function sideBySide(a, b, width)
  local out = {}
  for i = 1, math.max(#a, #b) do
    local l = a[i] or ""
    out[#out + 1] = l .. string.rep(" ", math.max(1, width - #l)) .. (b[i] or "")
  end
  return table.concat(out, "\n")
end

print("=== timelines: \"swift\" | \"objc\" ===")
print(sideBySide(lines(swiftLog), lines(objcLog), 52))
print()
print("=== what the app saw: \"swift\" | \"objc\" ===")
print(sideBySide(swiftNotes, objcNotes, 52))
