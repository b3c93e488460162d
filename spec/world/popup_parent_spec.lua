-- LSTPopView popups given a parent view: the popup view is the parent's bounds and a subview of
-- the parent (LSTPopView.m:455-465, 896), so it covers the parent's frame only, lies above the
-- parent and below what lies above it, and has the parent's own groups and scope.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")
local message = require("spec.support").message

--- The frame of the layer `source` on the screen.
local function layerFrame(source)
  for _, l in ipairs(stage.screen.layers()) do
    if l.source == source then return l.frame end
  end
end

--- A table of 44-pt rows whose frame is `frame` (x, y, width, height).
local function table_at(x, y, width, height)
  return stage.tableView{ rows = 10, rowHeight = 44, frame = { x = x, y = y, width = width, height = height } }
end

describe("a popup in a table view", function()
  local below, tbl
  before_each(function()
    stage.reset()
    below = stage.tableView{ name = "below", rows = 20, rowHeight = 44 }   -- the whole screen
    tbl = table_at(0, 400, 393, 300)
  end)

  -- LSTPopView.m:455-465: the popup view is the parent's bounds; 635-720: the frames in its own coordinates.
  it("lays its content out in the table's bounds, offset by the table's origin", function()
    local p = h.popup("in", { parent = tbl, content = { width = 200, height = 100 } })
    p:pop()
    stage.clock.advance(1)
    assert.are.same({ x = (393 - 200) / 2, y = 400 + (300 - 100) / 2, width = 200, height = 100 }, p.frame)
    p.hemStyle = "bottom"
    p.adjustY = -10   -- re-lays out at once
    assert.are.equal(400 + 300 - 100 - 10, p.frame.y)
  end)

  it("spreads its backdrop over the table only; a tap outside the table reaches the layer below", function()
    local p = h.popup("in", { parent = tbl, isClickBgDismiss = true })
    p:pop()
    stage.clock.advance(1)
    assert.are.same(layerFrame(tbl.source), layerFrame(p.source))
    assert.are.same({ p.source, tbl.source, below.source }, h.order())
    assert.are.equal(below.source, stage.screen.tap(196, 200))     -- above the table
    assert.are.equal(below.source, stage.screen.tap(196, 800))     -- below it
    assert.are.equal("shown", p.state)
    below:tapRow(3)                                               -- not covered
    assert.matches("is covered by popup#1", message(tbl.tapRow, tbl, 1))
    assert.are.equal(p.source, stage.screen.tap(10, 410))          -- the backdrop, in the table
    assert.are.equal("dismissing", p.state)
  end)

  it("taps its background inside the table's bounds", function()
    local p = h.popup("in", { parent = tbl, isClickBgDismiss = true })
    p:pop()
    stage.clock.advance(1)
    p:tapBackground()
    assert.are.equal("dismissing", p.state)
  end)

  it("flies in from just outside the table's bounds (smoothFromTop starts at -h/2 in the table)", function()
    local p = h.popup("in", { parent = tbl, content = { width = 200, height = 100 }, popStyle = "smoothFromTop" })
    p:pop()
    assert.are.equal(400 - 100, p.frame.y)   -- center y -h/2 in the popup's coordinates
    stage.clock.advance(1)
    assert.are.equal(500, p.frame.y)
  end)

  it("stays on the window when no parent is given, with every number it had", function()
    local p = h.popup("w", { content = { width = 200, height = 100 } })
    p:pop()
    stage.clock.advance(1)
    assert.are.same({ x = 96.5, y = 376, width = 200, height = 100 }, p.frame)
    assert.are.same({ x = 0, y = 0, width = 393, height = 852 }, layerFrame(p.source))
    assert.are.equal("window", p.host)
    assert.are.equal("window", p.parent.name)
  end)

  -- parentView is the container (LSTPopView.m:465, 1745-1747).
  it("reads back the handle given as p.parent and the view's source as p.host", function()
    local p = h.popup("in", { parent = tbl })
    assert.are.equal(tbl, p.parent)
    assert.are.equal(tbl.source, p.host)
    local tabs = stage.tabBarController{}
    assert.are.equal(tabs, h.popup("c", { parent = tabs }).parent)
    assert.are.equal(stage.host("feed"), h.popup("f", { parent = "feed" }).parent)
  end)
end)

describe("a popup in a container's view", function()
  before_each(function() stage.reset() end)

  it("lies above its container and below a container added later", function()
    local a = stage.viewController{ name = "a" }
    local b = h.tabs()
    local p = h.popup("in a", { parent = a })
    p:pop()
    stage.clock.advance(1)
    assert.are.same({ b.source, p.source, a.source }, h.order())
    -- A later popup in the same view lies above the earlier one, still below b.
    local q = h.popup("in a too", { parent = a, isStack = true })
    q:pop()
    stage.clock.advance(1)
    assert.are.same({ b.source, q.source, p.source, a.source }, h.order())
    -- b's tab bar lies over the popup's backdrop: the bar takes the tap there.
    assert.are.equal(b.source, stage.screen.tap(50, 840))
    -- A popup on the window lies above them all (the window's subviews); a table added later
    -- joins the root content, below the containers.
    local w = h.popup("w")
    w:pop()
    local t = stage.tableView{ rows = 3 }
    assert.are.same({ w.source, b.source, q.source, p.source, a.source, t.source }, h.order())
  end)

  it("comes along when its container goes on screen after it popped", function()
    local other = stage.viewController{ name = "other" }
    local a = stage.viewController{ name = "a", onScreen = false }
    local p = h.popup("in a", { parent = a })
    p:pop()
    stage.clock.advance(1)
    assert.are.same({ p.source, other.source }, h.order())   -- a is not on the stage yet
    a:present()
    assert.are.same({ p.source, a.source, other.source }, h.order())
  end)
end)

describe("groups and scopes per parent", function()
  local tbl
  before_each(function()
    stage.reset()
    tbl = table_at(0, 200, 393, 400)
  end)

  it("keeps a view's group apart from the window's with the same groupId", function()
    local w = h.popup("w", { groupId = "g" })
    local v = h.popup("v", { groupId = "g", parent = tbl })
    w:pop()
    v:pop()
    stage.clock.advance(1)
    assert.are.equal("shown", w.state)          -- not suspended by v: another group
    assert.are.equal("shown", v.state)
    assert.are.same({ w }, stage.popups.group(w))
    assert.are.same({ v }, stage.popups.group(v))
    assert.are.same({ v }, stage.popups.all{ parent = tbl })
    assert.are.same({ w }, stage.popups.all{ parent = "window" })
  end)

  it("queues behind a higher popup in the same view, and invalidates the view's scope only", function()
    local high = h.popup("high", { parent = tbl, priority = 10 })
    local low = h.popup("low", { parent = tbl, priority = 1 })
    local w = h.popup("w")
    high:pop()
    low:pop()
    w:pop()
    stage.clock.advance(1)
    assert.are.equal("queued", low.state)
    assert.are.same({ low }, stage.popups.queue(tbl))
    assert.are.same({}, stage.popups.queue("window"))
    -- "objc" (the default): the view's popups are removed as removeAllPopView removes them
    -- (LSTPopView.m 180-211); the window's popup stays.
    stage.popups.invalidate(tbl)
    assert.are.equal("dismissing", high.state)
    assert.are.equal("dismissing", low.state)
    assert.are.equal("shown", w.state)
    stage.clock.advance(1)
    assert.are.equal("dismissed", low.state)
  end)

  it("keeps a view's scope apart from a host named like the view", function()
    local v = h.popup("v", { parent = tbl })
    local named = h.popup("named", { parent = tbl.source })
    v:pop()
    named:pop()
    stage.clock.advance(1)
    assert.are.same({ named }, stage.popups.all{ parent = tbl.source })
    assert.are.same({ v }, stage.popups.all{ parent = tbl })
  end)
end)

describe("bad parents", function()
  before_each(function() stage.reset() end)

  it("names the option and what it expects", function()
    local expected = "Host or string or SwipeTable or PopupContainer expected"
    assert.are.equal("bad argument #1 to 'popup' (option 'parent': " .. expected .. ", got number)",
                     message(stage.popup, { parent = 3 }))
    assert.are.equal("bad argument #1 to 'popup' (option 'parent': " .. expected .. ", got Popup)",
                     message(stage.popup, { parent = stage.popup() }))
    assert.are.equal("bad argument #1 to 'all' (option 'parent': " .. expected .. ", got ActionController)",
                     message(stage.popups.all, { parent = stage.actionController() }))
    assert.are.equal("bad argument #1 to 'queue' (" .. expected .. ", got boolean)", message(stage.popups.queue, true))
  end)

  it("refuses a view from before stage.reset with the stale message", function()
    local tbl = stage.tableView{ rows = 3 }
    local tabs = stage.tabBarController{}
    stage.reset()
    local stale = "table#1 belongs to a previous stage (before stage.reset) and can no longer be used"
    assert.are.equal("bad argument #1 to 'popup' (option 'parent': " .. stale .. ")", message(stage.popup, { parent = tbl }))
    assert.are.equal("bad argument #1 to 'all' (option 'parent': " .. stale .. ")", message(stage.popups.all, { parent = tbl }))
    assert.are.equal("bad argument #1 to 'invalidate' (" .. stale .. ")", message(stage.popups.invalidate, tbl))
    assert.matches("^bad argument #1 to 'popup' %(option 'parent': bar#1 belongs to a previous stage",
                   message(stage.popup, { parent = tabs }))
    assert.are.same({}, stage.popups.all())   -- nothing was made
  end)
end)

describe("the keyboard and a popup in an offset view", function()
  local tbl
  before_each(function()
    stage.reset()
    tbl = table_at(0, 200, 393, 500)
  end)

  local function bottomPopup(options)
    local o = { parent = tbl, hemStyle = "bottom", content = { width = 300, height = 240 } }
    for k, v in pairs(options or {}) do o[k] = v end
    local p = h.popup("reply", o)
    p:pop()
    stage.clock.advance(1)
    stage.screen.showKeyboard{ height = 400 }
    stage.clock.advance(1)
    return p, stage.screen.keyboard.frame.y
  end

  it("avoids the keyboard as the library does: its window y taken as the popup's own", function()
    local p, top = bottomPopup()
    -- LSTPopView.m:1457-1468: bottom = top - space in the popup's coordinates, 200 too low on screen.
    assert.are.equal(200 + top - p.avoidKeyboardSpace - 240, p.frame.y)
    assert.is_true(h.bottom(p.frame) > top)   -- still partly under the keyboard
  end)

  -- The fix of LSTPopView.m:1457-1468's window-y comparison: the keyboard's top in the popup's coordinates.
  it("sits the avoid space above the keyboard with convertsKeyboardFrame", function()
    local p, top = bottomPopup{ convertsKeyboardFrame = true }
    assert.are.equal(top - p.avoidKeyboardSpace, h.bottom(p.frame))
    stage.screen.hideKeyboard()
    stage.clock.advance(1)
    assert.are.equal(200 + 500 - 240, p.frame.y)   -- back at its laid-out place
  end)
end)

describe("hemStyle top under the Dynamic Island", function()
  before_each(function() stage.reset{ device = "iPhone 15" } end)

  it("sits at y = adjustY on the window, under the status bar (no safe-area inset, as the library)", function()
    local p = h.popup("top", { hemStyle = "top", adjustY = 8 })
    p:pop()
    stage.clock.advance(1)
    assert.are.equal(8, p.frame.y)                                 -- not 59
    assert.is_true(p.frame.y < stage.screen.statusBarFrame.height)
  end)

  it("starts below the bars when its parent view does", function()
    local tbl = table_at(0, 103, 393, 500)
    local p = h.popup("top", { hemStyle = "top", parent = tbl })
    p:pop()
    stage.clock.advance(1)
    assert.are.equal(103, p.frame.y)
  end)
end)
