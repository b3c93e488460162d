-- Queueing, priorities, countdowns and scopes through the API, under both policies
-- (stage.reset{ popupPolicy = }). The Swift tests own the frame and duration numbers
-- (PopupGeometryTests: fade 0.2 s; the policy tests: the countdowns' times), so times here count
-- from an event's time read from the timeline (h.at), and only the inputs' numbers are written.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local function launch(policy)
  stage.reset{ popupPolicy = policy }
  local ps = {}
  for _, pr in ipairs{ 1000, 900, 800, 700, 600 } do
    ps[#ps + 1] = h.popup("p" .. pr, { priority = pr, groupId = "launch" })
    ps[#ps]:pop()
  end
  stage.clock.advance(1)
  return ps
end

local function shownOrder(ps)
  local order = {}
  for _ = 1, #ps do
    for _, p in ipairs(ps) do
      if p.state == "shown" then
        order[#order + 1] = p.priority
        p:dismiss()
        break
      end
    end
    stage.clock.advance(1)
  end
  return order
end

for _, policy in ipairs{ "swift", "objc" } do
  describe("launch ordering under \"" .. policy .. "\"", function()
    it("shows 1000; 900, 800, 700, 600 queue and come back in that order", function()
      local ps = launch(policy)
      assert.are.equal("shown", ps[1].state)
      for i = 2, 5 do assert.are.equal("queued", ps[i].state) end
      assert.are.equal("p900 p800 p700 p600", h.names(stage.popups.queue("window", "launch")))
      assert.are.same({ 1000, 900, 800, 700, 600 }, shownOrder(ps))
      assert.are.same({}, stage.popups.all())
    end)
  end)
end

describe("\"swift\"", function()
  -- "objc" is the default (the library's readable source); these ask for "swift" explicitly.
  before_each(function() stage.reset{ popupPolicy = "swift" } end)

  it("an equal-priority arrival suspends the current one, without willDismiss", function()
    local a = h.popup("a", { priority = 5 })
    local b = h.popup("b", { priority = 5 })
    a:pop()
    stage.clock.advance(1)
    b:pop()
    assert.are.equal("suspended", a.state)
    assert.are.same({ "popup#1 willPop", "popup#1 didPop", "popup#1 suspended" },
                    h.untimed(h.events("popup#1")))
    assert.are.equal(1, h.at("popup#1", "suspended"))   -- at b's pop
    b:dismiss()
    assert.are.equal("shown", a.state)
    assert.are.equal("resumed", stage.log.events{ source = "popup#1" }[4].name)
  end)

  for _, case in ipairs{ { "lifo", "y x", "y" }, { "fifo", "x y", "x" } } do
    it("breaks ties " .. case[1] .. " (stage.reset{ tieBreak = })", function()
      stage.reset{ popupPolicy = "swift", tieBreak = case[1] }
      assert.are.equal(case[1], stage.popups.tieBreak)
      local top = h.popup("top", { priority = 1000 })
      local x = h.popup("x", { priority = 5 })
      local y = h.popup("y", { priority = 5 })
      top:pop()
      x:pop()
      y:pop()
      assert.are.equal(case[2], h.names(stage.popups.queue()))
      top:dismiss()
      assert.are.equal(case[3], (x.state == "presenting") and "x" or "y")
    end)
    it("resumes suspended ties " .. case[1], function()
      stage.reset{ popupPolicy = "swift", tieBreak = case[1] }
      local a, b, c = h.popup("a", { priority = 1 }), h.popup("b", { priority = 1 }), h.popup("c", { priority = 1 })
      a:pop()
      b:pop()
      c:pop()
      stage.clock.advance(1)
      c:dismiss()
      stage.clock.advance(1)
      assert.are.equal(case[1] == "lifo" and "shown suspended" or "suspended shown", b.state .. " " .. a.state)
    end)
  end

  -- The times (didPop at the fade's end, the dismissal's length) are PopupSwiftPolicyTests'
  -- countdownAtWholeSecondsAfterDidPop; here the callbacks' arguments and order, from didPop on.
  it("counts down 3, 2, 1, 0 at whole seconds after didPop, then finishes and dismisses", function()
    local seen = {}
    local p = h.popup("ad", { showTime = 3,
      onCountdown = function(_, remaining) seen[#seen + 1] = { remaining, stage.clock.now() } end,
      onCountdownFinish = function() seen[#seen + 1] = { "finish", stage.clock.now() } end,
      onDidDismiss = function() seen[#seen + 1] = { "gone", stage.clock.now() } end })
    p:pop()
    stage.clock.advance(10)
    local popped = stage.log.events{ source = "popup#1", name = "didPop" }[1].t
    local rel = {}
    for i, e in ipairs(seen) do rel[i] = string.format("%s@+%.1f", e[1], e[2] - popped) end
    assert.are.same({ "3@+0.0", "2@+1.0", "1@+2.0", "0@+3.0", "finish@+3.0" }, { table.unpack(rel, 1, 5) })
    assert.are.equal("gone", seen[6][1])
    assert.is_true(seen[6][2] > seen[5][2])            -- after the dismiss animation
    expect(stage.log):toHaveEvents({
      { name = "countdownFinish", t = seen[5][2] }, { name = "willDismiss", reason = "countdown", t = seen[5][2] },
      { name = "didDismiss", t = seen[6][2] },
    }, { source = "popup#1" })
  end)

  it("pauses the countdown while suspended and resumes with the remaining time", function()
    local ad = h.popup("ad", { showTime = 3, priority = 100 })
    ad:pop()
    stage.clock.advance(1.5)
    local ran = 1.5 - h.at("popup#1")         -- countdown so far
    local login = h.popup("login", { priority = 1000 })
    login:pop()
    stage.clock.advance(2)
    assert.are.equal("suspended", ad.state)
    assert.is_true(h.near(3 - ran, ad.remaining))
    login:dismiss()                           -- at 3.5: ad resumes at once, 2 s later than it paused
    stage.clock.advance(10)
    assert.are.same({ "+0.0 popup#1 countdown 3", "+1.0 popup#1 countdown 2", "+4.0 popup#1 countdown 1", "+5.0 popup#1 countdown 0" },
      h.events("popup#1", { countdown = true }, h.at("popup#1")))
  end)

  it("stops the countdown on an early close", function()
    local p = h.popup("ad", { showTime = 3 })
    p:pop()
    stage.clock.advance(1.5)
    p:dismiss()
    stage.clock.advance(10)
    assert.are.equal(2, #h.events("popup#1", { countdown = true }))
    assert.are.equal(0, #h.events("popup#1", { countdownFinish = true }))
  end)

  it("isStack coexists; isSingle replaces its group and drops its waiters", function()
    local a = h.popup("a", { groupId = "g", priority = 10 })
    local w = h.popup("w", { groupId = "g", priority = 1 })
    local s = h.popup("s", { groupId = "g", isStack = true })
    a:pop()
    w:pop()
    s:pop()
    stage.clock.advance(1)
    assert.are.equal("shown shown queued", a.state .. " " .. s.state .. " " .. w.state)
    local one = h.popup("one", { groupId = "g", isSingle = true })
    one:pop()
    stage.clock.advance(1)
    assert.are.equal("dismissed dismissed dismissed shown", a.state .. " " .. s.state .. " " .. w.state .. " " .. one.state)
    assert.are.same({ "1.0 popup#2 dropped single" }, h.events("popup#2", { dropped = true }))
  end)

  it("freezes group, priority and showTime at pop", function()
    local a = h.popup("a", { groupId = "g", priority = 10 })
    local b = h.popup("b", { groupId = "g", priority = 5 })
    a:pop()
    b:pop()
    b.priority = 50                           -- too late: the ticket is frozen
    b.groupId = "other"
    assert.are.equal("queued", b.state)
    assert.are.equal("b", h.names(stage.popups.queue("window", "g")))
  end)

  -- No counterpart in the library; under "objc" an invalidation removes as removeAllPopView does (LSTPopView.m:181-211).
  it("invalidating a host ends its popups at once, retires waiters, refuses a later pop", function()
    local feed = stage.host("feed")
    local a = h.popup("a", { parent = feed, priority = 10 })
    local b = h.popup("b", { parent = feed, priority = 1 })
    local other = h.popup("other")
    a:pop()
    b:pop()
    other:pop()
    stage.clock.advance(1)
    stage.popups.invalidate(feed)
    assert.are.equal("retired retired shown", a.state .. " " .. b.state .. " " .. other.state)
    assert.are.same({ "popup#1 willPop", "popup#1 didPop", "1.0 popup#1 willDismiss invalidated", "1.0 popup#1 didDismiss", "1.0 popup#1 retired" },
      h.untimed(h.events("popup#1"), 2))
    assert.has_error(function() b:pop() end, "popup#2 is retired: its host's scope was invalidated; create a new popup")
    stage.popups.invalidateAllScopes()
    assert.are.equal("retired", other.state)
    assert.are.equal(0, stage.clock.pending())
  end)
end)

describe("\"objc\" quirks through the API", function()
  before_each(function() stage.reset{ popupPolicy = "objc" } end)

  -- getAllPopView is popViewMarr (LSTPopView.m:64-78), kept sorted by savePopView (242-256).
  it("lists in ascending priority", function()
    for _, pr in ipairs{ 5, 1, 9 } do h.popup("p" .. pr, { priority = pr }):pop() end
    assert.are.equal("p1 p5 p9", h.names(stage.popups.all()))
  end)

  it("covers with willDismiss, keeps the covered countdown running (truncated showTime), resumes without callbacks", function()
    local resumed = 0
    local ad = h.popup("ad", { showTime = 3.7, priority = 100, onResumed = function() resumed = resumed + 1 end })
    ad:pop()
    stage.clock.advance(1.5)
    local login = h.popup("login", { priority = 1000 })
    login:pop()
    stage.clock.advance(6)
    local popped = h.at("popup#1")
    local cover = string.format("%+.1f popup#1 willDismiss cover", 1.5 - popped)
    assert.are.same({ "+0.0 popup#1 countdown 3", "+1.0 popup#1 countdown 2", cover,
                      "+2.0 popup#1 countdown 1", "+3.0 popup#1 countdown 0", "+3.0 popup#1 willDismiss countdown" },
      h.events("popup#1", { countdown = true, willDismiss = true }, popped))
    assert.are.equal("dismissed", ad.state)     -- it expired while covered
    -- The flicker: login resumes when the expired ad has gone.
    assert.are.equal(h.at("popup#1", "didDismiss"), h.at("popup#2", "resumed"))
    assert.are.equal(0, resumed)
  end)

  it("orders equal priorities as its exchange sort leaves them", function()
    for i, pr in ipairs{ 5, 5, 1, 5 } do h.popup("p" .. i, { priority = pr, isStack = true }):pop() end
    assert.are.equal("p3 p2 p1 p4", h.names(stage.popups.all()))
  end)

  it("keys a passed duration on the instance style, and only once the property was set", function()
    -- How long the instance style's own dismissal takes, on a popup dismissed plainly.
    local plain = h.popup("plain")            -- dismissStyle fade, dismissDuration unset
    plain:pop()
    stage.clock.advance(1)
    plain:dismiss()
    stage.clock.advance(2)
    local fade = h.at("popup#1", "didDismiss") - h.at("popup#1", "willDismiss")
    stage.reset{ popupPolicy = "objc" }
    local p = h.popup("p")
    p:pop()
    stage.clock.advance(1)
    p:dismiss{ style = "scale", duration = 1 }
    stage.clock.advance(2)
    assert.is_true(h.near(1 + fade, h.at("popup#1", "didDismiss")))   -- the passed duration is ignored
    stage.reset{ popupPolicy = "swift" }      -- "swift": the passed duration wins
    p = h.popup("p")
    p:pop()
    stage.clock.advance(1)
    p:dismiss{ style = "scale", duration = 1 }
    stage.clock.advance(2)
    assert.are.equal(2, h.at("popup#1", "didDismiss"))
  end)

  -- dismissWithDismissStyle: (LSTPopView.m:1059-1097) has no guard: willDismiss again (1070-1072).
  it("runs willDismiss again on a second dismiss", function()
    local p = h.popup("p")
    p:pop()
    stage.clock.advance(1)
    p:dismiss()
    p:dismiss()
    assert.are.equal(2, #h.events("popup#1", { willDismiss = true }))
  end)

  it("removeLast keeps a popup mid-dismissal as last", function()
    local a = h.popup("a", { dismissStyle = "fade" })
    local b = h.popup("b", { dismissStyle = "fade", isStack = true })
    a:pop()
    b:pop()
    stage.clock.advance(1)
    b:dismiss()
    stage.popups.removeLast()                 -- b is still "last": a stays
    stage.clock.advance(1)
    assert.are.equal("shown", a.state)
  end)
end)
