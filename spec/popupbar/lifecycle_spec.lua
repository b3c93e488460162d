-- Timelines, completions and delegate order through the API (docs/behavior/lnpopupcontroller.md, "State machine"): present, open, close,
-- dismiss, present with openPopup, dismiss from open, content swaps, the coalescing queue.
-- The engine's Swift tests own every duration and curve (PopupBarMachineTests' table: each
-- transition's "bar 0.5"/"popup 0.5"); here the contract as Lua sees it, with times counted in
-- transitions: T is one present's length, read from the engine's timeline before each test.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

local T = 1

--- How long the default present takes, read from a throwaway bar's timeline (then reset).
local function transition()
  local c = stage.tabBarController()
  c:presentPopupBar{ content = h.song }
  stage.clock.advance(5)
  local e = stage.log.events{ name = "didPresentPopupBar" }[1]
  stage.reset()
  return e.t
end

--- Now, in transitions.
local function now() return stage.clock.now() / T end

--- A delegate that records "name(animated,state)@t" and stateChanged "from>to" into `out`.
local function recorder(c, out)
  local function rec(n)
    return function(a) out[#out + 1] = string.format("%s(%s,%s)@%g", n, tostring(a), c.popupPresentationState, now()) end
  end
  local d = { stateChanged = function(f, t) out[#out + 1] = f .. ">" .. t end }
  for n in pairs(h.lifecycle) do d[n] = rec(n) end
  c:delegate(d)
end

local function cb(out, name)
  return function() out[#out + 1] = string.format("%s@%g", name, now()) end
end

describe("popup bar lifecycle", function()
  before_each(function()
    T = transition()
    assert.is_true(T > 0)
  end)

  -- present (LNPopupController.mm 1522-1690), open (1695-1712), close (1722-1737), each through _transitionToState
  -- (LNPopupController.mm 474-757); the delegate through _LNCallDelegateObjectBool (LNPopupController.mm 80, 560, 648);
  -- the public state set when an animation ends (LNPopupController.mm 640, 1613, 1842; LNPopupController.h 32-34).
  it("presents, opens, closes and dismisses with will* before and did* after the state change", function()
    local c = stage.tabBarController()
    local out = {}
    recorder(c, out)
    c:presentPopupBar{ content = h.song, completion = cb(out, "presented") }
    assert.is_true(c.popupTransitioning)
    assert.are.equal("barHidden", c.popupPresentationState)
    stage.clock.advance(T - 0.001)
    assert.are.equal("barHidden", c.popupPresentationState)
    stage.clock.advance(0.001)
    assert.are.equal("barPresented", c.popupPresentationState)
    assert.is_false(c.popupTransitioning)
    c:openPopup{ completion = cb(out, "opened") }
    stage.clock.advance(T)
    c:closePopup{ completion = cb(out, "closed") }
    stage.clock.advance(T)
    c:dismissPopupBar{ completion = cb(out, "dismissed") }
    stage.clock.advance(T)
    assert.are.same({
      "willPresentPopupBar(true,barHidden)@0", "barHidden>barPresented", "didPresentPopupBar(true,barPresented)@1", "presented@1",
      "willOpen(true,barPresented)@1", "barPresented>open", "didOpen(true,open)@2", "opened@2",
      "willClose(true,open)@2", "open>barPresented", "didClose(true,barPresented)@3", "closed@3",
      "willDismissPopupBar(true,barPresented)@3", "barPresented>barHidden", "didDismissPopupBar(true,barHidden)@4", "dismissed@4",
    }, out)
    assert.is_nil(c.popupItem)
    expect(stage.log):toHaveEvents({
      { source = "bar#1", name = "willPresentPopupBar", t = 0, animated = true, state = "barHidden" },
      { source = "bar#1", name = "stateChanged", t = T, from = "barHidden", to = "barPresented" },
      { source = "bar#1", name = "didPresentPopupBar", t = T, state = "barPresented" },
      { source = "bar#1", name = "haptic", t = T },
      { source = "bar#1", name = "willOpen", t = T },
      { source = "bar#1", name = "didOpen", t = 2 * T },
      { source = "bar#1", name = "willClose", t = 2 * T },
      { source = "bar#1", name = "didClose", t = 3 * T },
      { source = "bar#1", name = "willDismissPopupBar", t = 3 * T },
      { source = "bar#1", name = "didDismissPopupBar", t = 4 * T },
    })
  end)

  -- LNPopupController.mm 1581-1590 and 517-520: willOpen twice; 1607-1616: public skips barPresented.
  it("presents with openPopup: willOpen twice, both did* one transition later, the completion once", function()
    local c = stage.tabBarController()
    local out = {}
    recorder(c, out)
    c:presentPopupBar{ content = h.song, openPopup = true, completion = cb(out, "done") }
    stage.clock.advance(1)
    assert.are.same({
      "willPresentPopupBar(true,barHidden)@0", "willOpen(true,barHidden)@0", "willOpen(true,barHidden)@0",
      "didPresentPopupBar(true,barHidden)@1", "barHidden>open", "didOpen(true,open)@1", "done@1",
    }, out)
    assert.are.equal("willPresentPopupBar@0 willOpen@0 willOpen@0 didPresentPopupBar@1 didOpen@1", h.events("bar#1", h.lifecycle, T))
  end)

  -- dismissPopupBar from open closes first (LNPopupController.mm 1740-1880).
  it("dismisses from open by closing first (two transitions in all)", function()
    local c = h.presented()
    c:openPopup{ animated = false }
    local out = {}
    recorder(c, out)
    c:dismissPopupBar{ completion = cb(out, "gone") }
    stage.clock.advance(T)
    assert.are.equal("barPresented", c.popupPresentationState)
    assert.is_true(c.popupTransitioning)
    stage.clock.advance(T)
    assert.are.same({
      "willClose(true,open)@0", "open>barPresented", "didClose(true,barPresented)@1",
      "willDismissPopupBar(true,barPresented)@1", "barPresented>barHidden", "didDismissPopupBar(true,barHidden)@2", "gone@2",
    }, out)
  end)

  it("runs animated = false synchronously, callbacks seeing the state of their moment", function()
    local c = stage.viewController()
    local out = {}
    recorder(c, out)
    c:presentPopupBar{ content = h.song, animated = false, completion = cb(out, "done") }
    assert.are.same({ "willPresentPopupBar(false,barHidden)@0", "barHidden>barPresented",
                      "didPresentPopupBar(false,barPresented)@0", "done@0" }, out)
    assert.are.equal("barPresented", c.popupPresentationState)
  end)

  it("swaps content instantly while presented or open (no present events)", function()
    local c = h.presented()
    c:openPopup{ animated = false }
    local out = {}
    recorder(c, out)
    c:presentPopupBar{ content = { title = "Radio Ga Ga", subtitle = "Queen" }, completion = cb(out, "swapped") }
    assert.are.same({ "swapped@0" }, out)
    assert.are.equal("open", c.popupPresentationState)
    assert.are.equal("Radio Ga Ga", c.popupItem.title)
    expect(stage.log):toHaveEvents{ { source = "bar#1", name = "popupItemDidUpdate", t = 0 } }
  end)

  -- The coalesce sets of _LNPopupControllerEvent (LNPopupController.mm 105-143) and the queue (1445-1482).
  it("coalesces: open (runs), close (queued), open → the close is dropped, never called", function()
    local c = h.presented()
    local out = {}
    c:openPopup{ completion = cb(out, "open1") }
    c:closePopup{ completion = cb(out, "close") }
    assert.are.same({ "close" }, c.pendingOperations)
    c:openPopup{ completion = cb(out, "open2") }
    assert.are.same({ "open" }, c.pendingOperations)
    stage.clock.advance(2)
    assert.are.same({ "open1@1", "open2@1" }, out)
    assert.are.equal("open", c.popupPresentationState)
    assert.are.same({}, c.pendingOperations)
  end)

  it("coalesces: present then dismiss drops nothing running, dismiss drops everything pending", function()
    local c = stage.tabBarController()
    local out = {}
    c:presentPopupBar{ content = h.song, completion = cb(out, "present") }
    c:openPopup{ completion = cb(out, "open") }
    c:presentPopupBar{ content = { title = "B" }, completion = cb(out, "present2") }
    assert.are.same({ "open", "present" }, c.pendingOperations)
    c:dismissPopupBar{ completion = cb(out, "dismiss") }
    assert.are.same({ "dismiss" }, c.pendingOperations)
    stage.clock.advance(2)
    assert.are.same({ "present@1", "dismiss@2" }, out)
    assert.are.equal("barHidden", c.popupPresentationState)
    assert.are.equal("willPresentPopupBar@0 didPresentPopupBar@1 willDismissPopupBar@1 didDismissPopupBar@2",
                     h.events("bar#1", h.lifecycle, T))
  end)

  -- LNPopupController.mm 1751-1755: a never-presented bar's dismiss drops its completion.
  it("calls completions of no-ops at once (open and close on a hidden bar), not a never-presented dismiss's", function()
    local c = stage.tabBarController()
    local out = {}
    c:openPopup{ completion = cb(out, "open") }
    c:closePopup{ completion = cb(out, "close") }
    c:dismissPopupBar{ completion = cb(out, "dismiss") }
    assert.are.same({ "open@0", "close@0" }, out)
    assert.are.equal("", h.events("bar#1", h.lifecycle, T))
  end)

  it("calls every completion at most once over 200 random calls", function()
    local c = stage.tabBarController()
    local calls, made = {}, 0
    local rng = 12345
    local function rand(n) rng = (rng * 1103515245 + 12345) % 2147483648; return rng % n end
    for i = 1, 200 do
      local id = i
      local done = function() calls[id] = (calls[id] or 0) + 1 end
      local k = rand(4)
      if k == 0 then c:presentPopupBar{ content = { title = "S" .. i }, completion = done, openPopup = rand(2) == 0 }
      elseif k == 1 then c:openPopup{ completion = done }
      elseif k == 2 then c:closePopup{ completion = done }
      else c:dismissPopupBar{ completion = done } end
      made = made + 1
      stage.clock.advance(rand(4) * 0.2)
    end
    stage.clock.advance(5)
    for _, n in pairs(calls) do assert.are.equal(1, n) end
    assert.are.same({}, c.pendingOperations)
    assert.is_false(c.popupTransitioning)
  end)

  it("puts bar events on the timeline with the bar's source", function()
    local c = stage.navigationController{ toolbar = true }
    c:presentPopupBar{ content = h.song }
    stage.clock.advance(T)
    assert.are.equal("bar#1", c.source)
    expect(stage.log):toHaveEvents({
      { name = "willPresentPopupBar", state = "barHidden" },
      { name = "stateChanged", from = "barHidden", to = "barPresented" },
      { name = "didPresentPopupBar", state = "barPresented" },
    }, { source = c.source, exhaustive = true })
  end)
end)
