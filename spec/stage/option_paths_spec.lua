-- Option key paths are printed whole in every refusal (issue 20): a nested table is named by its
-- path, never by its prefix with a trailing dot.

local function message(f, ...)
  local ok, err = pcall(f, ...)
  assert.is_false(ok)
  return tostring(err)
end

describe("option key paths", function()
  it("name a nested table whole when it holds a key of the wrong type", function()
    local m = message(stage.swipeAction, { title = "x", transitionDelegate = { 1 } })
    assert.matches("unexpected number key in transitionDelegate; valid options:", m, 1, true)
    m = message(stage.actionController, { settings = { animation = { present = { [true] = 1 } } } })
    assert.matches("unexpected boolean key in settings.animation.present; valid options:", m, 1, true)
  end)

  it("name the top-level table 'options'", function()
    assert.matches("unexpected number key in options; valid options:", message(stage.reset, { [1] = 2 }), 1, true)
  end)
end)
