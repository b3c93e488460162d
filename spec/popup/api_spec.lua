-- The popup API contract: options and fields, handles, bad input, the manager's lookups.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("stage.popup", function()
  -- Every property of LSTPopView.h with its setter (LSTPopView.m:755-825); the content is the custom
  -- view (LSTPopView.m:466).
  it("takes every property as an option and reads it back as a field", function()
    local p = stage.popup{ content = { width = 280, height = 160, name = "ad" }, identifier = "ad", hemStyle = "topRight",
      adjustX = -10, adjustY = 20, cornerRadius = 12, rectCorners = 3, bgColor = "#336699", bgAlpha = 0.5,
      isHideBg = true, isClickBgDismiss = true, isAvoidKeyboard = false, avoidKeyboardSpace = 20, showTime = 5,
      groupId = "home", priority = 900, isStack = true, isSingle = true, popStyle = "springFromTop",
      dismissStyle = "cardDropToTop", popDuration = 0.4, dismissDuration = 0.3, dragDismissDuration = 0.2,
      dragStyle = "y", sweepStyle = "yPositive", dragDistance = 80, dragDismissStyle = "smoothToBottom",
      dragReboundTime = 0.5, swipeVelocity = 800, sweepDismissStyle = "smooth", isImpactFeedback = true,
      parent = stage.host("feed") }
    local expected = { identifier = "ad", hemStyle = "topRight", adjustX = -10, adjustY = 20, cornerRadius = 12,
      rectCorners = 3, bgColor = "#336699", bgAlpha = 0.5, isHideBg = true, isClickBgDismiss = true,
      isAvoidKeyboard = false, avoidKeyboardSpace = 20, showTime = 5, groupId = "home", priority = 900,
      isStack = true, isSingle = true, popStyle = "springFromTop", dismissStyle = "cardDropToTop",
      popDuration = 0.4, dismissDuration = 0.3, dragDismissDuration = 0.2, dragStyle = "y",
      sweepStyle = "yPositive", dragDistance = 80, dragDismissStyle = "smoothToBottom", dragReboundTime = 0.5,
      swipeVelocity = 800, sweepDismissStyle = "smooth", isImpactFeedback = true, host = "feed", state = "idle" }
    for k, v in pairs(expected) do assert.are.equal(v, p[k], k) end
    assert.are.same({ width = 280, height = 160, name = "ad" }, p.content)
    assert.are.equal("feed", p.parent.name)
    assert.are.equal(stage.host("feed"), p.parent)
  end)

  -- Every default is initSubViews' (LSTPopView.m:391-427); initWithCustomView: (429-431) gives
  -- the NO/NO styles of a bare stage.popup{}; LSTAlert.m:127-142 copies its config's fields.
  -- initWithCustomView:parentView:popStyle:dismissStyle: (LSTPopView.m:444-537) makes each, with rectCorners 15 and
  -- cornerRadius 0 (drawn when > 0, LSTPopView.m:722-751), NO/NO for the bare factory (LSTPopView.m:429-431;
  -- the header's h:41-44).
  it("has the code's defaults, and LSTAlert's through stage.alert", function()
    local bare = stage.popup{ content = { width = 10, height = 10 } }
    local defaults = { identifier = "", hemStyle = "center", adjustX = 0, adjustY = 0, cornerRadius = 0, rectCorners = 15,
      bgColor = "#000000", bgAlpha = 0.25, isHideBg = false, isClickBgDismiss = false, isObserverScreenRotation = true,
      isClickFeedback = false, isAvoidKeyboard = true, avoidKeyboardSpace = 10, convertsKeyboardFrame = false, showTime = 0,
      priority = 0, isStack = false, isSingle = false, popStyle = "no", dismissStyle = "no", dragStyle = "no",
      sweepStyle = "no", dragDistance = 0, dragReboundTime = 0.25, swipeVelocity = 1000, sweepDismissStyle = "velocity",
      isImpactFeedback = false }
    for k, v in pairs(defaults) do assert.are.equal(v, bare[k], k) end
    for _, k in ipairs({ "groupId", "popDuration", "dismissDuration", "dragDismissDuration", "dragDismissStyle" }) do
      assert.is_nil(bare[k], k)
    end
    local p = h.popup("p")
    assert.are.equal(0.25, p.bgAlpha)
    assert.are.equal(1000, p.swipeVelocity)
    assert.are.equal(0.25, p.dragReboundTime)
    assert.are.equal("fade", p.popStyle)
    assert.is_nil(p.dragDismissStyle)
    assert.is_nil(p.popDuration)
    assert.is_nil(p.groupId)
    assert.are.equal("center", p.hemStyle)
    assert.are.equal("window", p.host)
    local a = stage.alert{ content = { width = 270, height = 140 } }
    assert.are.equal(0.3, a.bgAlpha)
    assert.are.equal(0, a.swipeVelocity)
    assert.are.equal(0, a.dragReboundTime)
    assert.are.equal("fade", a.dragDismissStyle)
    -- `object.rectCorners = config.rectCorners` (LSTAlert.m:335) copies a field LSTConfig's
    -- initDefaultData leaves at 0 (LSTAlert.m:134-142): no corner is rounded (LSTPopView.m:722-751).
    assert.are.equal(0, a.rectCorners)
  end)

  -- The setters, LSTPopView.m:755-825: bgAlpha clamped (792-794), adjustX/Y lay out (774-786), the
  -- durations ignore values <= 0 (755-768), the rest store.
  it("writes fields through the library's setters", function()
    local p = h.popup("p")
    p.bgAlpha = 3
    assert.are.equal(1, p.bgAlpha)
    p.adjustY = 40                       -- re-lays out at once, even before pop
    assert.are.equal(376 + 40, p.frame.y)
    p.popDuration = 0.5
    p.popDuration = -1                   -- "objc": ignored (LSTPopView.m:755-758)
    assert.are.equal(0.5, p.popDuration)
    p.groupId = "g"
    p.groupId = nil
    assert.is_nil(p.groupId)
    p.bgColor = "#00000000"              -- the exact clearColor: no backdrop
    p:pop()
    stage.clock.advance(0.2)
    assert.are.equal(0, p.backdropAlpha)
  end)

  -- setPopDuration: (LSTPopView.m:755-758) keeps values <= 0 out.
  it("\"objc\" duration setters ignore values <= 0", function()
    stage.reset{ popupPolicy = "objc" }
    local p = h.popup("p", { popDuration = 0.5 })
    p.popDuration = -1
    p.popDuration = 0
    assert.are.equal(0.5, p.popDuration)
  end)

  -- The states summarize the flow of LSTPopView.m:844-1097 (pop, the pop's block, dismiss).
  it("reads state, frame, remaining and the look mid-flight", function()
    local p = h.popup("p", { popStyle = "scale", showTime = 2 })
    assert.are.equal("idle", p.state)
    assert.is_nil(p.remaining)
    p:pop()
    assert.are.equal("presenting", p.state)
    stage.clock.advance(0.05)
    assert.is_true(p.scale > 0 and p.scale < 1)   -- the keyframes 0, 1.2, 1 over 0.3 * 0.3 / 0.7 s
    stage.clock.advance(0.25)
    assert.are.equal("shown", p.state)
    assert.are.same({ x = 96.5, y = 376, width = 200, height = 100 }, p.frame)
    assert.are.equal(1, p.alpha)
    assert.are.equal(0.25, p.backdropAlpha)
    stage.clock.advance(0.5)
    assert.are.equal(1.5, p.remaining)
    local f = h.popup("f")                -- fade: the opacity animates
    f:pop()
    stage.clock.advance(0.1)
    assert.is_true(f.alpha > 0 and f.alpha < 1)
  end)

  it("numbers sources per stage and prints handles", function()
    local a, b = h.popup("a"), h.popup("b")
    assert.are.equal("popup#1", a.source)
    assert.are.equal("popup#2", b.source)
    assert.are.equal("Popup(popup#2, idle)", tostring(b))
    assert.are.equal("Host(feed)", tostring(stage.host("feed")))
  end)
end)

describe("bad input", function()
  local function unchanged(f)
    local a = h.popup("a", { groupId = "g", priority = 10 })
    local b = h.popup("b", { groupId = "g", priority = 5 })
    a:pop()
    b:pop()
    local before = h.names(stage.popups.queue("window", "g")) .. "|" .. h.names(stage.popups.all())
    local ok, err = pcall(f, a, b)
    assert.is_false(ok)
    assert.are.equal(before, h.names(stage.popups.queue("window", "g")) .. "|" .. h.names(stage.popups.all()))
    return err
  end

  it("unknown style or anchor names suggest the nearest", function()
    assert.matches('option \'hemStyle\': "botom" is not one of "center", .*; did you mean "bottom"%?',
      unchanged(function() h.popup("x", { hemStyle = "botom" }) end))
    assert.matches('did you mean "smoothFromBottom"%?', unchanged(function() h.popup("x", { popStyle = "smoothFromBotom" }) end))
    assert.matches('did you mean "cardDropToTop"%?', unchanged(function(a) a:dismiss{ style = "cardDropTotop" } end))
    assert.matches('did you mean "scale"%?', unchanged(function(_, b) b:pop{ style = "scal" } end))
    assert.matches('bad value for field \'dragStyle\'.*did you mean "all"%?', unchanged(function(a) a.dragStyle = "al" end))
    assert.matches('option \'popupPolicy\': "objective%-c" is not one of "swift", "objc"',
      select(2, pcall(stage.reset, { popupPolicy = "objective-c" })))
  end)

  it("negative or NaN sizes", function()
    assert.matches("option 'content.width': a non%-negative number expected, got %-1",
      unchanged(function() stage.popup{ content = { width = -1, height = 10 } } end))
    assert.matches("option 'content.height': a non%-negative number expected, got nan",
      unchanged(function() stage.popup{ content = { width = 1, height = 0 / 0 } } end))
    assert.matches("option 'height': a non%-negative number expected, got nan", unchanged(function(a) a:resize{ width = 10, height = 0 / 0 } end))
    assert.matches("a non%-negative number expected", unchanged(function(a) a.cornerRadius = -2 end))
    assert.matches("a finite number expected", unchanged(function(a) a.priority = 0 / 0 end))
  end)

  it("popping a dismissed or a retired popup", function()
    local gone = h.popup("gone")
    gone:pop()
    gone:dismiss()
    stage.clock.advance(1)
    assert.matches(gone.source .. " is dismissed and cannot pop again; create a new popup", unchanged(function() gone:pop() end))
    stage.reset{ popupPolicy = "swift" }      -- scopes are the "swift" policy's (the library has none)
    local host = stage.host("feed")
    local r = h.popup("r", { parent = host })
    host:invalidate()
    assert.are.equal("retired", r.state)
    assert.matches(r.source .. " is retired: its host's scope was invalidated; create a new popup", unchanged(function() r:pop() end))
    assert.are.equal("retired", stage.log.events{ source = r.source }[#stage.log.events{ source = r.source }].name)
  end)

  it("a non-function callback", function()
    assert.matches("option 'onDidPop': function expected, got number", unchanged(function() h.popup("x", { onDidPop = 3 }) end))
    assert.matches("option 'onCountdown': function expected, got string", unchanged(function() h.popup("x", { onCountdown = "print" }) end))
    assert.matches("bad argument #2 to 'remove' %(function expected, got table%)", unchanged(function(a) stage.popups.remove(a, {}) end))
  end)

  it("unknown options name the valid ones", function()
    assert.matches("unknown option 'prority' (did you mean 'priority'?); valid options: adjustX,",
                   unchanged(function() h.popup("x", { prority = 3 }) end), 1, true)
    -- Case-insensitive: a change of case alone is a slip too.
    assert.matches("unknown option 'groupID' (did you mean 'groupId'?)", unchanged(function() h.popup("x", { groupID = "g" }) end), 1, true)
    -- The property's name given as an option says where the view goes.
    assert.matches("option 'customView': initWithCustomView:'s view is content = { view = ... }",
      select(2, pcall(stage.popup, { customView = stage.label{ text = "x" } })), 1, true)
  end)
end)

-- LSTPopView lays out the app's content view as it is (LSTPopView.m:635-720) and sets no font
-- of its own but its debug label's (292): Dynamic Type changes no popup.
describe("Dynamic Type", function()
  it("changes no popup: the content's size is the app's", function()
    local p = stage.popup{ content = { width = 280, height = 160 }, hemStyle = "bottom" }
    p:pop()
    stage.clock.advance(1)
    local before = p.frame
    stage.screen.setTraits{ contentSizeCategory = "accessibilityExtraExtraExtraLarge" }
    assert.are.same(before, p.frame)
  end)
end)

-- LSTPopView.m:810-813: the delegate setter adds to a set (a table already in it is not added
-- again); 568-631: each event goes to every delegate, then to the block (the countdown's block
-- first, 1400-1403); 1412-1418 removeForDelegate:, 1421-1425 removeAllDelegate.
describe("delegates", function()
  -- removeForDelegate: (LSTPopView.m:1412-1418), removeAllDelegate (LSTPopView.m:1421-1425).
  it("a set of them, each called before the block, removable one by one or all at once", function()
    local got = {}
    local function note(what) return function(p, v) got[#got + 1] = what .. " " .. p.source .. (v and (" " .. v) or "") end end
    local p = stage.popup{ content = { width = 100, height = 50 }, showTime = 1, onDidPop = note("block didPop"),
                           onCountdown = note("block countdown") }
    local a = { didPop = note("a didPop"), countdown = note("a countdown"), bgClick = note("a bgClick") }
    local b = { didPop = note("b didPop"), didDismiss = note("b didDismiss") }
    assert.is_true(p:addDelegate(a))
    assert.are.same({ false, "already a delegate of popup#1" }, { p:addDelegate(a) })
    assert.is_true(p:addDelegate(b))
    p:pop()
    stage.clock.advance(0.5)
    assert.are.same({ "a didPop popup#1", "b didPop popup#1", "block didPop popup#1", "block countdown popup#1 1",
                      "a countdown popup#1 1" }, got)
    assert.is_true(p:removeForDelegate(a))
    assert.are.same({ false, "not a delegate of popup#1" }, { p:removeForDelegate(a) })
    stage.clock.advance(2)
    assert.are.equal("b didDismiss popup#1", got[#got])
    assert.is_true(p:removeAllDelegate())
    assert.are.same({ false, "popup#1 has no delegates" }, { p:removeAllDelegate() })
  end)

  it("bgClick is never a delegate call: the library's is commented out (LSTPopView.m:1267-1273)", function()
    local calls = 0
    local p = stage.popup{ content = { width = 100, height = 50 } }
    p:addDelegate{ bgClick = function() calls = calls + 1 end }
    p:pop()
    stage.clock.advance(1)
    p:tapBackground()
    assert.are.equal(0, calls)
    assert.are.equal(1, #stage.log.events{ name = "bgClick" })
  end)
end)

describe("handles", function()
  -- A handle is the LSTPopView the factory made (LSTPopView.m:444-537), valid for its stage only.
  it("are stale after a reset, with clear messages", function()
    local p = h.popup("p")
    local host = stage.host("feed")
    p:pop()
    stage.reset()
    assert.has_error(function() p:pop() end, "popup#1 belongs to a previous stage (before stage.reset) and can no longer be used")
    assert.has_error(function() return p.state end, "popup#1 belongs to a previous stage (before stage.reset) and can no longer be used")
    assert.has_error(function() p.priority = 3 end, "popup#1 belongs to a previous stage (before stage.reset) and can no longer be used")
    assert.has_error(function() stage.popups.remove(p) end, "popup#1 belongs to a previous stage (before stage.reset) and can no longer be used")
    assert.has_error(function() stage.popups.group(p) end, "popup#1 belongs to a previous stage (before stage.reset) and can no longer be used")
    assert.has_error(function() host:invalidate() end, "host 'feed' belongs to a previous stage (before stage.reset) and can no longer be used")
    assert.are.equal("popup#1", p.source)
    assert.are.equal("Popup(popup#1, stale)", tostring(p))
    assert.are.same({}, stage.popups.all())
  end)

  -- One handle per LSTPopView instance (LSTPopView.m:444-537).
  it("are one object per popup", function()
    local p = h.popup("p", { identifier = "k" })
    p:pop()
    assert.are.equal(p, stage.popups.forKey("k"))
    assert.are.equal(p, stage.popups.all()[1])
    assert.is_nil(stage.popups.forKey(""))
  end)
end)

describe("stage.popups", function()
  -- LSTPopViewManager (LSTPopView.m:18-319): all is popViewMarr (64-78), a group is the same parent (the
  -- container, 465) and groupId (68-97), forKey the first registered identifier (100-110), and the
  -- queue comes back last-registered first (LSTPopView.m:1080-1088).
  it("lists, groups and queues by host and groupId", function()
    local feed = stage.host("feed")
    local a = h.popup("a", { groupId = "g", priority = 10 })
    local b = h.popup("b", { groupId = "g", priority = 5 })
    local c = h.popup("c", { groupId = "g", priority = 7 })
    local d = h.popup("d", { groupId = "g", parent = feed })
    for _, p in ipairs{ a, b, c, d } do p:pop() end
    assert.are.equal("d b c a", h.names(stage.popups.all()))   -- "objc": popViewMarr, ascending priority
    assert.are.equal("d", h.names(stage.popups.all{ parent = feed }))
    assert.are.equal("d", h.names(stage.popups.all{ parent = "feed" }))
    assert.are.equal("d", h.names(feed:popups()))
    assert.are.equal("b c a", h.names(stage.popups.group(b)))
    assert.are.equal("c b", h.names(stage.popups.queue("window", "g")))
    assert.are.equal("", h.names(stage.popups.queue(feed, "g")))
    assert.are.equal("objc", stage.popups.policy)
    assert.are.equal("lifo", stage.popups.tieBreak)
  end)

  -- removePopViewForKey:complete: (LSTPopView.m:148-178); no match: the completion at once.
  it("removes with style no and calls completions at didDismiss", function()
    local log = {}
    local a = h.popup("a", { identifier = "a", groupId = "g", priority = 10 })
    local b = h.popup("b", { identifier = "b", groupId = "g", priority = 5 })
    a:pop()
    b:pop()
    stage.clock.advance(1)
    stage.popups.removeForKey("a", function() log[#log + 1] = "a gone " .. a.state end)
    stage.clock.advance(0)
    assert.are.same({}, log)                    -- "objc": style NO, timed on the instance's Fade (LSTPopView.m:1063, 1092-1096)
    stage.clock.advance(0.2)
    assert.are.same({ "a gone dismissed" }, log)
    assert.are.equal("shown", b.state)          -- b came back: the out-of-stack Fade, no willPop (LSTPopView.m:1080-1088)
    stage.popups.removeForKey("nobody", function() log[#log + 1] = "none" end)
    assert.are.equal("none", log[2])
    stage.popups.removeLast(function() log[#log + 1] = "last" end)
    stage.clock.advance(0.2)
    assert.are.equal("last", log[3])
    assert.are.equal("dismissed", b.state)
    stage.popups.removeAll(function() log[#log + 1] = "empty" end)
    assert.are.equal("empty", log[4])
  end)

  -- removeAllPopViewComplete: (LSTPopView.m:181-211) dismisses a copy of popViewMarr.
  it("removeAll takes everything, queued included, completion on the last", function()
    local ps = {}
    for i = 1, 3 do ps[i] = h.popup("p" .. i, { priority = i }) ps[i]:pop() end
    local done = 0
    stage.popups.removeAll(function() done = done + 1 end)
    stage.clock.advance(0.2)                  -- "objc": removal after the instance's Fade 0.2 s
    assert.are.equal(1, done)
    for _, p in ipairs(ps) do assert.are.equal("dismissed", p.state) end
    assert.are.same({}, stage.popups.all())
  end)
end)

describe("releasing", function()
  it("callbacks capturing their popup are collected after a reset, and after didDismiss under \"swift\"", function()
    stage.reset{ popupPolicy = "swift" }
    local weak = setmetatable({}, { __mode = "v" })
    -- In a function of its own: dead locals of a running frame still hold their values.
    local function make()
      local idle
      idle = stage.popup{ onDidPop = function() return idle end }
      weak.idle = idle
      local shown
      shown = stage.popup{ onWillDismiss = function() return shown end }
      shown:pop()
      weak.shown = shown
      local gone
      gone = stage.popup{ onDidDismiss = function() return gone end }
      gone:pop()
      gone:dismiss()
      weak.gone = gone
    end
    make()
    stage.clock.advance(1)
    stage.log.clear()                         -- a binding call: released references are dropped at safe points
    collectgarbage(); collectgarbage()
    assert.is_nil(weak.gone)                  -- released at didDismiss
    assert.is_not_nil(weak.idle)
    assert.is_not_nil(weak.shown)
    stage.reset()
    collectgarbage(); collectgarbage()
    assert.is_nil(weak.idle)
    assert.is_nil(weak.shown)
  end)
end)
