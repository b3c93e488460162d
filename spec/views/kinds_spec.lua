-- Each kind of view under the same touches (docs/VIEWS.md, "Which view a touch reaches" and
-- "Touches"): UIKit's hit rules, touch-up inside, disabled, hidden, and nested in a scroll view.
-- The controls (button, switch) take the touch themselves; the other kinds pass it to the
-- control holding them (UIKit's responder chain), so each is tried inside a button.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local kinds = {
  { kind = "view", make = function(o) return stage.view(o) end, takes = true },
  { kind = "label", make = function(o) o.text = "Episode 1"; return stage.label(o) end, takes = false },
  { kind = "button", make = function(o) o.title = "Play"; return stage.button(o) end, takes = true, control = true },
  { kind = "imageView", make = function(o) o.image = "play.fill"; return stage.imageView(o) end, takes = false },
  { kind = "switch", make = function(o) return stage.switch(o) end, takes = true, control = true },
  { kind = "scrollView", make = function(o) return stage.scrollView(o) end, takes = true },
  { kind = "stackView", make = function(o) return stage.stackView(o) end, takes = true },
}

-- A view of the kind at (x, y) in the host's coordinates, 100 × 40 (a switch keeps 51 × 31).
local function made(k, x, y, extra)
  local o = { x = x, y = y, width = 100, height = 40 }
  for key, v in pairs(extra or {}) do o[key] = v end
  return k.make(o)
end

-- The screen point at the centre of what shows of `v`.
local function centre(v)
  local f = v.screenFrame
  return f.x + f.width / 2, f.y + f.height / 2
end

-- `v` where a touch can reach it: a control by itself; another kind inside a button filling
-- the host's top-left, whose taps are counted. Returns the counter's getter and the button.
local function placed(k, v, parent)
  if k.control then
    local n = 0
    v.action = function() n = n + 1 end
    parent:addSubview(v)
    return function() return n end, v
  end
  local n = 0
  local outer = stage.button{ title = "", x = 0, y = 0, width = 300, height = 300, action = function() n = n + 1 end }
  outer:addSubview(v)
  parent:addSubview(outer)
  return function() return n end, outer
end

for _, k in ipairs(kinds) do
  describe("a " .. k.kind, function()
    before_each(function() stage.reset() end)

    it("is hit by UIKit's rules: hidden, alpha below 0.01, interaction off, outside its superview's bounds", function()
      local v = made(k, 10, 10)
      local box = stage.view{ width = 200, height = 100, subviews = { v } }
      h.host(stage.view{ subviews = { box } })
      local want = k.takes and v or box
      assert.are.equal(want, box:hitTest(50, 25))
      v.hidden = true
      assert.are.equal(box, box:hitTest(50, 25))
      v.hidden = false
      v.alpha = 0.005
      assert.are.equal(box, box:hitTest(50, 25))
      v.alpha = 0.01
      assert.are.equal(want, box:hitTest(50, 25))
      v.userInteractionEnabled = not k.takes
      assert.are.equal(k.takes and box or v, box:hitTest(50, 25))
      v.userInteractionEnabled = true
      -- Half of it outside its superview's bounds: drawn there (no clipping), never hit there.
      v.frame = { x = 150, y = 10, width = 100, height = 40 }
      assert.are.equal(v, box:hitTest(160, 25))
      assert.is_nil(box:hitTest(210, 25))
    end)

    it("takes a tap through the screen: touch-up inside runs the action, with its event", function()
      local v = made(k, 20, 20)
      local count, receiver = placed(k, v, stage.view())
      h.host(receiver.superview)
      assert.are.equal("viewHost#1", stage.screen.tap(centre(v)))
      assert.are.equal(1, count())
      local events = h.events(receiver.source)
      assert.are.equal("touchUpInside", events[1]:match("^%a+"))
      if not k.control then assert.are.same({}, h.events(v.source)) end
      if k.control then
        assert.are.equal(true, v:tap())
        assert.are.equal(2, count())
      end
    end)

    it("does nothing when disabled: the touch goes on to what lies behind it", function()
      local v = made(k, 20, 20)
      local count, receiver = placed(k, v, stage.view())
      h.host(receiver.superview, { backgroundColor = "systemBackground" })
      receiver.enabled = false
      assert.are.equal("viewHost#1", stage.screen.tap(centre(v)))
      assert.are.equal(0, count())
      assert.are.same({}, h.events(receiver.source))
      if k.control then
        local ok, why = v:tap()
        assert.are.equal(false, ok)
        assert.matches("is disabled %(the tap went on to viewHost#1%)", why)
      end
    end)

    it("takes no touch while hidden, nor while a superview is", function()
      local v = made(k, 20, 20)
      local count, receiver = placed(k, v, stage.view())
      h.host(receiver.superview)
      local x, y = centre(v)
      v.hidden = true
      stage.screen.tap(x, y)
      -- A hidden control is not hit: nothing runs. A hidden subview of a button leaves the
      -- touch to the button, as UIKit's hit test returns the button there.
      assert.are.equal(k.control and 0 or 1, count())
      if k.control then assert.matches(v.source .. " is hidden$", h.err(v.tap, v)) end
      v.hidden = false
      receiver.superview.hidden = true
      if k.control then assert.matches("its superview view#%d+ is hidden", h.err(v.tap, v)) end
      assert.are.equal(k.control and 0 or 1, count())
    end)

    it("nested in a scroll view, is reached once it is scrolled into view", function()
      local sv = stage.scrollView{ width = 353, height = 400 }
      local content = stage.view{ y = 1200, width = 353, height = 300 }
      sv:addSubview(content)
      local v = made(k, 20, 20)
      local count = placed(k, v, content)
      h.host(sv)
      -- Far below the scroll view's bounds: on no part of the screen the scroll view shows.
      assert.is_true(v.screenFrame.y > sv.screenFrame.y + 400)
      if k.control then
        assert.matches("outside what its superviews and viewHost#1 show %(scroll it into view%)", h.err(v.tap, v))
      end
      sv:scrollToVisible(v)
      assert.are.equal("viewHost#1", stage.screen.tap(centre(v)))
      assert.are.equal(1, count())
      -- The scroll view's bounds start at its offset: the point is in the content's coordinates.
      local f = v.frame
      local at = sv:hitTest(20 + f.x + 1, 1200 + 20 + 1)
      assert.is_true(at == v or at == v.superview)
    end)
  end)
end
