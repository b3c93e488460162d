-- Re-entrant callbacks on a popup bar (issue 36's third finding): delegate callbacks and
-- completions drag, tap and move the bar; the program counts internal errors over seeds 1..3000.
local names = { "willPresentPopupBar", "didPresentPopupBar", "willOpen", "didOpen", "willClose", "didClose",
  "willDismissPopupBar", "didDismissPopupBar", "stateChanged" }
local found = 0
for seed = 1, 3000 do
  math.randomseed(seed) stage.reset()
  local o = stage.tabBarController()
  local function cb()
    local r = math.random(4)
    if r == 1 then pcall(stage.screen.drag, { from = { 200, 800 }, to = { 200, 300 }, duration = math.random() })
    elseif r == 2 then pcall(o.popupBar.drag, o.popupBar, { dy = -300, duration = math.random() })
    elseif r == 3 then pcall(o.popupContent.drag, o.popupContent, { dy = 300, duration = math.random() })
    else pcall(stage.screen.tap, 200, 800) end
  end
  local h = {} for _, n in ipairs(names) do if math.random(2) == 1 then h[n] = cb end end
  o:delegate(h)
  local function a() return math.random(2) == 1 end
  local function c() return math.random(2) == 1 and cb or nil end
  local ops = {
    function() return o:presentPopupBar{ content = { title = "S" }, animated = a(), completion = c() } end,
    function() return o:openPopup{ animated = a(), completion = c() } end,
    function() return o:closePopup{ animated = a(), completion = c() } end,
    function() return o:dismissPopupBar{ animated = a(), completion = c() } end,
    function() return stage.clock.advance(math.random() * 0.6) end,
    function() return o:setBottomBarHidden(a()) end,
    function() return o.popupBar:drag{ dy = -300, duration = math.random() } end,
    function() return o.popupBar:tap() end,
  }
  for _ = 1, 12 do
    local ok, e = pcall(ops[math.random(#ops)])
    if not ok and tostring(e):find("internal error") then print(seed, e) found = found + 1 break end
  end
end
print("internal errors:", found)
