-- The keyboard is its own window, above the app's; a popup that avoids it rises until its
-- bottom is the avoid space above the keyboard's top.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("the keyboard over the app", function()
  before_each(function() stage.reset() end)

  it("raises a popup with isAvoidKeyboard above a shown keyboard", function()
    h.inbox(h.tabs())
    local reply = h.popup("reply", { isAvoidKeyboard = true, content = { width = 300, height = 240 } })
    reply:pop()
    stage.clock.advance(1)
    local resting = reply.frame
    stage.screen.showKeyboard{ height = 400 }
    stage.clock.advance(1)
    local top = stage.screen.keyboard.frame.y
    assert.is_true(h.bottom(resting) > top)                -- the keyboard would cover it
    assert.is_true(h.bottom(reply.frame) <= top)
    assert.are.equal(top - reply.avoidKeyboardSpace, h.bottom(reply.frame))
    assert.are.equal(resting.height, reply.frame.height)
    assert.are.equal("keyboard#1", h.order()[1])
  end)

  -- keyboardWillShow: returns when !isAvoidKeyboard (LSTPopView.m:1450-1471).
  it("leaves a popup with isAvoidKeyboard = false where it was, under the keyboard", function()
    local reply = h.popup("reply", { isAvoidKeyboard = false, content = { width = 300, height = 240 } })
    reply:pop()
    stage.clock.advance(1)
    local resting = reply.frame
    stage.screen.showKeyboard{ height = 400 }
    stage.clock.advance(1)
    assert.are.same(resting, reply.frame)
    assert.is_true(h.bottom(reply.frame) > stage.screen.keyboard.frame.y)
  end)

  it("brings the popup back down when the keyboard hides", function()
    local reply = h.popup("reply", { content = { width = 300, height = 240 } })
    reply:pop()
    stage.clock.advance(1)
    local resting = reply.frame
    stage.screen.showKeyboard{ height = 400 }
    stage.clock.advance(1)
    stage.screen.hideKeyboard()
    stage.clock.advance(1)
    assert.are.same(resting, reply.frame)
  end)
end)
