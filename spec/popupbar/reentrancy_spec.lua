-- Delegate callbacks and completions that call back into the container. A call made from inside
-- a callback waits until the step that ran the callback is done (the machine driver's rule,
-- docs/ARCHITECTURE.md, "Re-entrant calls"), and LNPopupController's own queue then takes it as
-- it takes any call during a transition (docs/behavior/lnpopupcontroller.md, "State machine").
-- The debug build checks the container after every step: a broken invariant would fail these
-- specs with an internal error.

describe("popup bar callbacks that re-enter", function()
  before_each(function() stage.reset() end)

  local function names(source)
    local out = {}
    for _, e in ipairs(stage.log.events{ source = source or "bar#1" }) do
      if e.name ~= "haptic" and e.name ~= "accessibilityScreenChanged" then
        out[#out + 1] = e.name .. (e.to and ("→" .. e.to) or "")
      end
    end
    return table.concat(out, " ")
  end

  it("willOpen that closes: the close waits for the open's step, then the queue takes it", function()
    local vc = stage.viewController()
    local answer
    vc:delegate{ willOpen = function() answer = { vc:closePopup() } end }
    vc:presentPopupBar{ content = { title = "Song" }, animated = false }
    stage.log.clear()
    vc:openPopup()
    assert.are.same({ true }, answer)
    stage.clock.advance(2)
    assert.are.equal("barPresented", vc.popupPresentationState)
    assert.are.equal("willOpen stateChanged→open didOpen willClose stateChanged→barPresented didClose", names())
  end)

  -- A present made from stateChanged while a dismissal runs names a content controller that
  -- only the waiting call knows: it must still be there when the call runs.
  it("a present from stateChanged after an unanimated dismissal installs its content", function()
    local vc = stage.viewController()
    local n = 0
    vc:delegate{ stateChanged = function(_, to)
      n = n + 1
      if to == "barHidden" and n < 4 then vc:presentPopupBar{ content = { title = "Again" }, animated = false } end
    end }
    vc:presentPopupBar{ content = { title = "Song" }, animated = false }
    vc:dismissPopupBar{ animated = false }
    stage.clock.advance(1)
    assert.are.equal("barPresented", vc.popupPresentationState)
    assert.are.equal("Again", vc.popupItem.title)
  end)

  -- Every delegate callback and the completion, each calling each of the container's calls: the
  -- container stays consistent and settles with nothing pending.
  local calls = {
    open = function(vc) vc:openPopup() end,
    close = function(vc) vc:closePopup() end,
    openNow = function(vc) vc:openPopup{ animated = false } end,
    closeNow = function(vc) vc:closePopup{ animated = false } end,
    dismiss = function(vc) vc:dismissPopupBar() end,
    dismissNow = function(vc) vc:dismissPopupBar{ animated = false } end,
    present = function(vc) vc:presentPopupBar{ content = { title = "Other" } } end,
    presentOpen = function(vc) vc:presentPopupBar{ content = { title = "Open" }, openPopup = true, animated = false } end,
    -- Time moves only between steps (ClockError.fromCallback).
    advance = function()
      local ok, err = pcall(stage.clock.advance, 1)
      assert.is_false(ok)
      assert.matches("cannot be called from a callback", err)
    end,
  }
  local callbacks = { "willPresentPopupBar", "didPresentPopupBar", "willOpen", "didOpen", "willClose", "didClose",
                      "willDismissPopupBar", "didDismissPopupBar", "stateChanged", "completion" }
  for _, callback in ipairs(callbacks) do
    -- In name order: the tests\' order must not depend on the string hash.
    for _, name in ipairs(require("spec.support").sortedKeys(calls)) do
      local call = calls[name]
      it(callback .. " calls " .. name, function()
        local vc = stage.viewController()
        local left = 2
        local function reenter()
          if left == 0 then return end
          left = left - 1
          local ok, err = pcall(call, vc)
          assert(ok or not tostring(err):find("internal error"), err)
        end
        local handlers = {}
        if callback ~= "completion" then handlers[callback] = reenter end
        vc:delegate(handlers)
        local completion = callback == "completion" and reenter or nil
        vc:presentPopupBar{ content = { title = "Song" }, openPopup = true, completion = completion }
        stage.clock.advance(1)
        vc:closePopup{ completion = completion }
        stage.clock.advance(0.2)
        vc:openPopup{ animated = false, completion = completion }
        vc:dismissPopupBar{ completion = completion }
        stage.clock.advance(2)
        vc:presentPopupBar{ content = { title = "Last" }, animated = false, completion = completion }
        stage.clock.advance(2)
        assert.are.equal(0, stage.clock.pending())
        assert.is_false(vc.popupTransitioning)
      end)
    end
  end
end)
