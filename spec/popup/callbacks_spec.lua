-- Every popup callback calling each of the API's calls, under both policies: "objc" runs a
-- block's call at once and carries on (LSTPopView's blocks), "swift" runs it once the step is
-- done (docs/WORLD.md, "Callbacks that call back"). The debug build checks the popups after every
-- step: a broken invariant would fail these specs with an internal error. Each scene ends with
-- every popup gone and nothing pending.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local calls = {
  popSelf = function(p) p:pop() end,
  dismissSelf = function(p) p:dismiss() end,
  popOther = function(_, o) o:pop() end,
  dismissOther = function(_, o) o:dismiss() end,
  invalidate = function() stage.popups.invalidateAllScopes() end,
  removeAll = function() stage.popups.removeAll() end,
  advance = function()
    local ok, err = pcall(stage.clock.advance, 1)
    assert.is_false(ok)
    assert.matches("cannot be called", err)
  end,
}
local callbacks = { "onWillPop", "onDidPop", "onCountdown", "onCountdownFinish", "onWillDismiss", "onDidDismiss",
                    "onSuspended", "onResumed" }
-- In name order: the tests' order must not depend on the string hash.
local ordered = require("spec.support").sortedKeys(calls)

for _, policy in ipairs{ "objc", "swift" } do
  describe("popup callbacks that call back under \"" .. policy .. "\"", function()
    before_each(function() stage.reset{ popupPolicy = policy } end)

    for _, callback in ipairs(callbacks) do
      for _, name in ipairs(ordered) do
        it(callback .. " calls " .. name, function()
          local left = 2
          local other
          local function reenter(p)
            if left == 0 then return end
            left = left - 1
            local ok, err = pcall(calls[name], p, other)
            assert(ok or not tostring(err):find("internal error"), err)
          end
          -- The script's own calls may be refused (a callback dismissed or retired the popup):
          -- a refusal, never an internal error.
          local function drive(f, ...)
            local ok, err = pcall(f, ...)
            assert(ok or not tostring(err):find("internal error"), err)
          end
          local a = h.popup("a", { showTime = 2, [callback] = reenter })
          other = h.popup("b", { priority = 10, showTime = 1 })
          drive(a.pop, a)
          drive(stage.clock.advance, 0.5)
          drive(other.pop, other)               -- covers or suspends a
          drive(stage.clock.advance, 1.5)       -- b's countdown ends: a comes back
          drive(a.dismiss, a)
          drive(stage.clock.advance, 10)
          stage.popups.removeAll()
          stage.clock.advance(10)
          assert.are.same({}, stage.popups.all())
          if policy == "swift" then assert.are.equal(0, stage.clock.pending()) end
        end)
      end
    end
  end)
end
