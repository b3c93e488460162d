-- Callbacks that pop, dismiss or invalidate from inside the engine: the queue stays consistent.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

for _, policy in ipairs{ "swift", "objc" } do
  describe("reentrancy under \"" .. policy .. "\"", function()
    before_each(function() stage.reset{ popupPolicy = policy } end)

    -- "swift": the dismissal makes the pop's remaining effects stale. "objc": -pop carries on
    -- after the willPop block returns (LSTPopView.m:900-918): the animation, the didPop block
    -- (which holds the popup), then dealloc.
    it("willPop may dismiss its own popup", function()
      local p = h.popup("p", { onWillPop = function(p) p:dismiss() end })
      p:pop()
      stage.clock.advance(1)
      assert.are.equal("dismissed", p.state)
      local names = {}
      for _, e in ipairs(stage.log.events{ source = "popup#1" }) do names[#names + 1] = e.name end
      assert.are.equal(policy == "swift" and "willPop willDismiss didDismiss" or "willPop willDismiss didPop didDismiss",
                       table.concat(names, " "))
      assert.are.same({}, stage.popups.all())
    end)

    it("didDismiss may pop the next popup", function()
      local second = h.popup("second")
      local first = h.popup("first", { onDidDismiss = function() second:pop() end })
      first:pop()
      stage.clock.advance(1)
      first:dismiss()
      stage.clock.advance(1)
      assert.are.equal("dismissed shown", first.state .. " " .. second.state)
      assert.are.equal("second", h.names(stage.popups.all()))
    end)

    it("a countdown callback may invalidate every scope", function()
      local other = h.popup("other", { groupId = "o" })
      other:pop()
      local p = h.popup("p", { showTime = 3, onCountdown = function(_, remaining)
        if remaining == 2 then stage.popups.invalidateAllScopes() end
      end })
      p:pop()
      stage.clock.advance(10)
      -- "objc": the removal does not stop LSTTimer, whose reports go on to 0 (the library's quirk).
      assert.are.equal(policy == "swift" and 2 or 4, #h.events("popup#2", { countdown = true }))
      assert.are.same({}, stage.popups.all())
      assert.are.equal(0, stage.clock.pending())
    end)

    it("a callback may dismiss another popup mid-transition", function()
      local low = h.popup("low", { priority = 1 })
      local high = h.popup("high", { priority = 10, onWillPop = function() low:dismiss() end })
      low:pop()
      stage.clock.advance(1)
      high:pop()
      stage.clock.advance(1)
      assert.are.equal("dismissed shown", low.state .. " " .. high.state)
      assert.are.equal("high", h.names(stage.popups.all()))
    end)
  end)
end

describe("reentrancy under \"swift\"", function()
  before_each(function() stage.reset{ popupPolicy = "swift" } end)

  it("onSuspended may dismiss the newcomer: the suspended one comes back", function()
    local newcomer
    local a = h.popup("a", { onSuspended = function() newcomer:dismiss() end })
    newcomer = h.popup("b")
    a:pop()
    stage.clock.advance(1)
    newcomer:pop()
    stage.clock.advance(1)
    assert.are.equal("shown dismissed", a.state .. " " .. newcomer.state)
  end)

  it("a callback's error surfaces from the advance, after the engine finished its step", function()
    local p = h.popup("p", { onDidPop = function() error("boom") end })
    p:pop()
    local ok, err = pcall(stage.clock.advance, 1)
    assert.is_false(ok)
    assert.matches("boom", err)
    assert.are.equal("shown", p.state)
  end)

  it("popping a dismissed popup from its own didDismiss is refused with the usual error", function()
    local p = h.popup("p", { onDidDismiss = function(p) p:pop() end })
    p:pop()
    stage.clock.advance(1)
    p:dismiss()
    local ok, err = pcall(stage.clock.advance, 1)
    assert.is_false(ok)
    assert.matches("is dismissed and cannot pop again", err)
    assert.are.same({}, stage.popups.all())
  end)
end)
