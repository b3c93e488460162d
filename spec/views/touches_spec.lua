-- A button's action runs on touch-up inside, through the screen like every other tap; what
-- cannot be reached is refused as every component's targets are (docs/VIEWS.md, "Touches").
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("a button's tap", function()
  before_each(function() stage.reset() end)

  it("runs the action on touch-up inside and logs the event with its title", function()
    local got
    local b = stage.button{ title = "Continue", action = function(btn) got = btn end }
    h.host(b)
    assert.are.equal(true, b:tap())
    assert.are.equal(b, got)
    assert.are.same({ "touchUpInside(Continue)" }, h.events(b.source))
    local tap = stage.log.events{ source = "screen" }[1]
    assert.are.equal("viewHost#1", tap.layer)
  end)

  it("is the same tap as stage.screen.tap at the button", function()
    local n = 0
    local b = stage.button{ title = "Go", x = 10, y = 10, action = function() n = n + 1 end }
    h.host(stage.view{ subviews = { b } })
    local f = b.screenFrame
    assert.are.equal("viewHost#1", stage.screen.tap(f.x + f.width / 2, f.y + f.height / 2))
    assert.are.equal(1, n)
  end)

  it("logs an image button under its accessibility label, else its image name", function()
    local play = stage.button{ image = "play.fill", accessibilityLabel = "Play", x = 0 }
    local skip = stage.button{ image = "forward.fill", x = 100 }
    h.host(stage.view{ subviews = { play, skip } })
    play:tap()
    skip:tap()
    assert.are.same({ "touchUpInside(Play)" }, h.events(play.source))
    assert.are.same({ "touchUpInside(forward.fill)" }, h.events(skip.source))
  end)

  it("does nothing on a disabled button: the tap goes on to what lies behind it", function()
    local ran = false
    local b = stage.button{ title = "Go", enabled = false, action = function() ran = true end }
    h.host(b)
    local ok, why = b:tap()
    assert.are.equal(false, ok)
    assert.are.equal("button#1 ('Go') is disabled (the tap went on to viewHost#1)", (why:gsub("button#1 ", "button#1 ('Go') ", 1)))
    assert.is_false(ran)
    assert.are.same({}, h.events(b.source))
  end)

  it("refuses a hidden button, or one whose superview is hidden", function()
    local b = stage.button{ title = "Go" }
    local box = stage.view{ subviews = { b } }
    h.host(box)
    b.hidden = true
    assert.are.equal("cannot tap button#1 ('Go'): button#1 is hidden", h.err(b.tap, b))
    b.hidden = false
    box.hidden = true
    assert.are.equal("cannot tap button#1 ('Go'): its superview view#1 is hidden", h.err(b.tap, b))
    box.hidden = false
    box.alpha = 0
    assert.matches("its superview view#1 has alpha 0 %(below 0.01", h.err(b.tap, b))
    box.alpha = 1
    box.userInteractionEnabled = false
    assert.are.equal("cannot tap button#1 ('Go'): its superview view#1 has user interaction off", h.err(b.tap, b))
  end)

  it("refuses a button no host shows: not in the window", function()
    local b = stage.button{ title = "Go" }
    assert.are.equal("cannot tap button#1 ('Go'): button#1 is not in the window: it has no superview and no host holds it", h.err(b.tap, b))
    local box = stage.view{ subviews = { b } }
    assert.matches("its root view#1 is in no host", h.err(b.tap, b))
    local host = h.host(box)
    host:remove()
    assert.matches("viewHost#1 is not on the stage", h.err(b.tap, b))
  end)

  it("refuses a covered button, naming what covers it", function()
    local b = stage.button{ title = "Go", x = 0, y = 0 }
    h.host(stage.view{ subviews = { b } })
    -- A view in front of it in the same host.
    local front = stage.view{ x = 0, y = 0, width = 200, height = 100 }
    b.superview:addSubview(front)
    assert.matches("is covered by view#2", h.err(b.tap, b))
    front:removeFromSuperview()
    -- Another layer above the host.
    stage.viewHost{ frame = { x = 0, y = 0, width = 393, height = 852 }, backgroundColor = "#00000066" }
    assert.matches("is covered by viewHost#2", h.err(b.tap, b))
  end)

  it("reaches a button in a scroll view once it is scrolled into view", function()
    local sv = stage.scrollView{ width = 353, height = 400 }
    local far = stage.button{ title = "Far", y = 1200 }
    sv:addSubview(far)
    h.host(sv)
    assert.matches("cannot tap button#1 %('Far'%): its frame .* is outside what its superviews and viewHost#1 show %(scroll it into view%)",
                   h.err(far.tap, far))
    sv:scrollToVisible(far)
    assert.are.equal(true, far:tap())
    -- Its bounds are the content's coordinates from the offset on; a point outside them reaches
    -- none of its subviews.
    assert.are.equal(far, sv:hitTest(10, 1205))
    assert.is_nil(sv:hitTest(10, sv.contentOffset.y + 400))
  end)
end)

describe("a switch", function()
  before_each(function() stage.reset() end)

  it("toggles on a tap, logs valueChanged and runs its action after", function()
    local seen
    local s = stage.switch{ action = function(sw) seen = sw.on end }
    h.host(s)
    s:tap()
    assert.is_true(s.on)
    assert.is_true(seen)
    assert.are.same({ "touchUpInside", "valueChanged(true)" }, h.events(s.source))
    s.on = false   -- from code: nothing is sent
    assert.are.same({ "touchUpInside", "valueChanged(true)" }, h.events(s.source))
  end)
end)

describe("a press", function()
  before_each(function() stage.reset() end)

  it("highlights the button while the finger is down, then runs the action", function()
    local log = {}
    local b = stage.button{ title = "Go", action = function(btn) log[#log + 1] = "action " .. tostring(btn.highlighted) end }
    h.host(b)
    stage.clock.after(0.25, function() log[#log + 1] = "held " .. tostring(b.highlighted) end)
    assert.are.equal(true, b:press{ duration = 0.5 })
    assert.are.same({ "held true", "action false" }, log)
    assert.are.equal(0.5, stage.clock.now())
  end)

  it("is cancelled when the button is disabled while held", function()
    local b = stage.button{ title = "Go" }
    h.host(b)
    stage.clock.after(0.1, function() b.enabled = false end)
    b:press{ duration = 0.5 }
    assert.is_false(b.highlighted)
    assert.are.same({ "touchCancel(Go)" }, h.events(b.source))
  end)
end)

describe("an action that calls back", function()
  before_each(function() stage.reset() end)

  it("taps another button at once, and its own button after it returns", function()
    local order = {}
    local other = stage.button{ title = "Other", x = 200, action = function() order[#order + 1] = "other" end }
    local n = 0
    local b
    b = stage.button{ title = "Me", x = 0, action = function()
      n = n + 1
      order[#order + 1] = "me " .. n
      if n == 1 then
        other:tap()
        assert.are.equal(true, b:tap())   -- accepted: it runs once this action returns
        order[#order + 1] = "me 1 returns"
      end
    end }
    h.host(stage.view{ subviews = { b, other } })
    b:tap()
    assert.are.same({ "me 1", "other", "me 1 returns", "me 2" }, order)
  end)

  it("may remove its own button: later taps are refused as out of the window", function()
    local b
    b = stage.button{ title = "Once", action = function() b:removeFromSuperview() end }
    h.host(stage.view{ subviews = { b } })
    b:tap()
    assert.matches("not in the window", h.err(b.tap, b))
  end)

  it("raises its error once the tap is done", function()
    local b = stage.button{ title = "Bad", action = function() error("boom") end }
    h.host(b)
    assert.matches("boom", h.err(b.tap, b))
    assert.are.same({ "touchUpInside(Bad)" }, h.events(b.source))
  end)
end)
