-- Timelines, completions and delegate order through the API (spec §3): present, open, close,
-- dismiss, present with openPopup, dismiss from open, content swaps, the coalescing queue.
-- (The engine's Swift tests own every duration and curve; here the contract as Lua sees it.)
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

--- A delegate that records "name(animated,state)@t" and stateChanged "from>to" into `out`.
local function recorder(c, out)
  local function rec(n)
    return function(a) out[#out + 1] = string.format("%s(%s,%s)@%g", n, tostring(a), c.popupPresentationState, stage.clock.now()) end
  end
  local d = { stateChanged = function(f, t) out[#out + 1] = f .. ">" .. t end }
  for n in pairs(h.lifecycle) do d[n] = rec(n) end
  c:delegate(d)
end

local function cb(out, name)
  return function() out[#out + 1] = string.format("%s@%g", name, stage.clock.now()) end
end

describe("popup bar lifecycle", function()
  it("presents, opens, closes and dismisses with will* before and did* after the state change", function()
    local c = stage.tabBarController()
    local out = {}
    recorder(c, out)
    c:presentPopupBar{ content = h.song, completion = cb(out, "presented") }
    assert.is_true(c.popupTransitioning)
    assert.are.equal("barHidden", c.popupPresentationState)
    stage.clock.advance(0.499)
    assert.are.equal("barHidden", c.popupPresentationState)
    stage.clock.advance(0.001)
    assert.are.equal("barPresented", c.popupPresentationState)
    assert.is_false(c.popupTransitioning)
    c:openPopup{ completion = cb(out, "opened") }
    stage.clock.advance(0.5)
    c:closePopup{ completion = cb(out, "closed") }
    stage.clock.advance(0.5)
    c:dismissPopupBar{ completion = cb(out, "dismissed") }
    stage.clock.advance(0.5)
    assert.are.same({
      "willPresentPopupBar(true,barHidden)@0", "barHidden>barPresented", "didPresentPopupBar(true,barPresented)@0.5", "presented@0.5",
      "willOpen(true,barPresented)@0.5", "barPresented>open", "didOpen(true,open)@1", "opened@1",
      "willClose(true,open)@1", "open>barPresented", "didClose(true,barPresented)@1.5", "closed@1.5",
      "willDismissPopupBar(true,barPresented)@1.5", "barPresented>barHidden", "didDismissPopupBar(true,barHidden)@2", "dismissed@2",
    }, out)
    assert.is_nil(c.popupItem)
    expect(stage.log):toHaveEvents({
      { source = "bar#1", name = "willPresentPopupBar", t = 0, animated = true, state = "barHidden" },
      { source = "bar#1", name = "stateChanged", t = 0.5, from = "barHidden", to = "barPresented" },
      { source = "bar#1", name = "didPresentPopupBar", t = 0.5, state = "barPresented" },
      { source = "bar#1", name = "haptic", t = 0.5 },
      { source = "bar#1", name = "willOpen", t = 0.5 },
      { source = "bar#1", name = "didOpen", t = 1 },
      { source = "bar#1", name = "willClose", t = 1 },
      { source = "bar#1", name = "didClose", t = 1.5 },
      { source = "bar#1", name = "willDismissPopupBar", t = 1.5 },
      { source = "bar#1", name = "didDismissPopupBar", t = 2 },
    })
  end)

  it("presents with openPopup: one willOpen, both did* at 0.5 s, the completion once", function()
    local c = stage.tabBarController()
    local out = {}
    recorder(c, out)
    c:presentPopupBar{ content = h.song, openPopup = true, completion = cb(out, "done") }
    stage.clock.advance(1)
    assert.are.same({
      "willPresentPopupBar(true,barHidden)@0", "willOpen(true,barHidden)@0",
      "barHidden>barPresented", "didPresentPopupBar(true,barPresented)@0.5",
      "barPresented>open", "didOpen(true,open)@0.5", "done@0.5",
    }, out)
    assert.are.equal("willPresentPopupBar@0 willOpen@0 didPresentPopupBar@0.5 didOpen@0.5", h.events("bar#1", h.lifecycle))
  end)

  it("dismisses from open by closing first (1.0 s in all)", function()
    local c = h.presented()
    c:openPopup{ animated = false }
    local out = {}
    recorder(c, out)
    c:dismissPopupBar{ completion = cb(out, "gone") }
    stage.clock.advance(0.5)
    assert.are.equal("barPresented", c.popupPresentationState)
    assert.is_true(c.popupTransitioning)
    stage.clock.advance(0.5)
    assert.are.same({
      "willClose(true,open)@0", "open>barPresented", "didClose(true,barPresented)@0.5",
      "willDismissPopupBar(true,barPresented)@0.5", "barPresented>barHidden", "didDismissPopupBar(true,barHidden)@1", "gone@1",
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

  it("coalesces: open (runs), close (queued), open → the close is dropped, never called", function()
    local c = h.presented()
    local out = {}
    c:openPopup{ completion = cb(out, "open1") }
    c:closePopup{ completion = cb(out, "close") }
    assert.are.same({ "close" }, c.pendingOperations)
    c:openPopup{ completion = cb(out, "open2") }
    assert.are.same({ "open" }, c.pendingOperations)
    stage.clock.advance(2)
    assert.are.same({ "open1@0.5", "open2@0.5" }, out)
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
    assert.are.same({ "present@0.5", "dismiss@1" }, out)
    assert.are.equal("barHidden", c.popupPresentationState)
    assert.are.equal("willPresentPopupBar@0 didPresentPopupBar@0.5 willDismissPopupBar@0.5 didDismissPopupBar@1",
                     h.events("bar#1", h.lifecycle))
  end)

  it("calls completions of no-ops at once (open and close on a hidden bar, dismiss on a hidden bar)", function()
    local c = stage.tabBarController()
    local out = {}
    c:openPopup{ completion = cb(out, "open") }
    c:closePopup{ completion = cb(out, "close") }
    c:dismissPopupBar{ completion = cb(out, "dismiss") }
    assert.are.same({ "open@0", "close@0", "dismiss@0" }, out)
    assert.are.equal("", h.events("bar#1", h.lifecycle))
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
    stage.clock.advance(0.5)
    assert.are.equal(2, #stage.log.events{ source = c.source, name = "stateChanged" } + 1)
    assert.are.equal("barPresented", stage.log.events{ source = "bar#1", name = "didPresentPopupBar" }[1].state)
  end)
end)
