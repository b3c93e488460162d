-- Handlers and dismiss completions that call back into the sheets. XLActionController calls a
-- handler and carries on, so a call made from inside one runs at once (docs/WORLD.md,
-- "Callbacks that call back"); the debug build checks every sheet after each step.

describe("action sheet callbacks that re-enter", function()
  before_each(function() stage.reset() end)

  local function names(source)
    local out = {}
    for _, e in ipairs(stage.log.events{ source = source }) do out[#out + 1] = e.name end
    return table.concat(out, " ")
  end

  -- The immediate handler runs before the library's dismiss() (Source/ActionController.swift
  -- 451-463): its own dismiss() starts the dismissal, and the library's then finds it running.
  it("an immediate handler that dismisses its own sheet: one dismissal, the handler's", function()
    local sheet = stage.actionController()
    local answer
    sheet:addAction{ title = "Go", executeImmediatelyOnTouch = true, handler = function() answer = { sheet:dismiss() } end }
    sheet:present()
    stage.clock.advance(1)
    sheet:tap("Go")
    stage.clock.advance(2)
    assert.are.same({ true }, answer)
    assert.are.equal("dismissed", sheet.state)
    assert.are.equal("willPresentView didPresentView handler willDismissView didDismissView", names("sheet#1"))
    assert.are.equal("programmatic", stage.log.events{ source = "sheet#1", name = "willDismissView" }[1].reason)
  end)

  it("a deferred handler that presents another sheet: it comes up once the first has gone", function()
    local first = stage.actionController()
    local second = stage.actionController()
    second:addAction("B")
    first:addAction{ title = "Next", handler = function() assert.is_true(second:present()) end }
    first:present()
    stage.clock.advance(1)
    first:tap("Next")
    stage.clock.advance(3)
    assert.are.equal("dismissed presented", first.state .. " " .. second.state)
  end)

  -- Each callback calling each call: the sheets stay consistent and settle.
  local calls = {
    dismissSelf = function(s) s:dismiss() end,
    presentOther = function(_, o) o:present() end,
    dismissOther = function(_, o) o:dismiss() end,
    tapOther = function(_, o) o:tap("B") end,
    tapBackground = function(s) s:tapBackground() end,
    presentSelf = function(s) s:present() end,
    advance = function()
      local ok, err = pcall(stage.clock.advance, 1)
      assert.is_false(ok)
      assert.matches("cannot be called", err)
    end,
  }
  local callbacks = { "immediate", "deferred", "completion" }
  for _, callback in ipairs(callbacks) do
    -- In name order: the tests\' order must not depend on the string hash.
    for _, name in ipairs(require("spec.support").sortedKeys(calls)) do
      local call = calls[name]
      it(callback .. " calls " .. name, function()
        local sheet = stage.actionController()
        local other = stage.actionController()
        other:addAction("B")
        local left = 1
        local function reenter()
          if left == 0 then return end
          left = left - 1
          local ok, err = pcall(call, sheet, other)
          assert(ok or not tostring(err):find("internal error"), err)
        end
        sheet:addAction{ title = "A", executeImmediatelyOnTouch = callback == "immediate",
                         handler = callback ~= "completion" and reenter or nil }
        other:present()
        stage.clock.advance(1)
        sheet:present{ from = other }
        stage.clock.advance(1)
        if callback == "completion" then sheet:dismiss(reenter) else sheet:tap("A") end
        stage.clock.advance(3)
        if other.state == "presented" then other:dismiss() end
        stage.clock.advance(3)
        assert.are.equal(0, stage.clock.pending())
      end)
    end
  end
end)
