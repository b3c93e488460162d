-- The library's own behavior by default ("objc", the implementation whose source is read), each
-- case naming the LSTPopView.m lines it follows (LSTPopView 7a5f52e, LSTTimer 6f57433;
-- docs/behavior/lstpopview.md). The engine's earlier choices stay reachable only as options.
local h = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "helpers.lua")

describe("faithful LSTPopView", function()
  before_each(function() stage.reset() end)

  it("is the default policy", function()
    assert.are.equal("objc", stage.popups.policy)
  end)

  -- LSTPopView.m:911-918: the didPop block captures `self`; 1394-1407: LSTTimer's finish block
  -- does too; 539-551: didDismiss is sent from dealloc. So a popup dismissed mid-pop gets didPop
  -- and its countdown, and didDismiss once, after countdownFinish.
  -- LSTTimer's finish: countdownFinish, then [self dismiss] (LSTPopView.m:1404-1406), the block dropped
  -- (LSTTimer.m:704-707).
  it("dismissed during the pop animation: didPop and the countdown run, didDismiss once at the end", function()
    local p = h.popup("ad", { showTime = 2 })
    p:pop()
    stage.clock.advance(0.1)
    p:dismiss()
    stage.clock.advance(5)
    assert.are.same({
      "0.0 popup#1 willPop", "0.1 popup#1 willDismiss dismiss", "0.2 popup#1 didPop",
      "0.2 popup#1 countdown 2", "1.2 popup#1 countdown 1", "2.2 popup#1 countdown 0",
      "2.2 popup#1 countdownFinish", "2.2 popup#1 willDismiss countdown", "2.2 popup#1 didDismiss",
    }, h.events("popup#1"))
    assert.are.equal("dismissed", p.state)
  end)

  -- didDismiss is sent from dealloc (LSTPopView.m:539-551).
  it("without a countdown, didDismiss waits for the didPop block", function()
    local p = h.popup("p", { dismissStyle = "no" })
    p:pop()
    stage.clock.advance(0.1)
    p:dismiss()
    stage.clock.advance(1)
    local names = {}
    for _, e in ipairs(stage.log.events{ source = "popup#1" }) do names[#names + 1] = e.name end
    assert.are.same({ "willPop", "willDismiss", "didPop", "didDismiss" }, names)
  end)

  -- LSTPopView.m:876 and 1099-1109: covering fades the content and the background colour, not
  -- the popup view; 336-342 and 560-566: an isHideBg popup passes touches outside its content;
  -- 1265-1285: the covered popup's background tap sends bgClick and dismisses.
  -- popViewBgViewTap: (LSTPopView.m:1265-1285) on the covered popup.
  it("a tap through an isHideBg popup reaches the covered popup's background", function()
    local clicks = 0
    local a = h.popup("a", { isClickBgDismiss = true, onBgClick = function() clicks = clicks + 1 end })
    local b = h.popup("toast", { hemStyle = "top", isHideBg = true })
    a:pop()
    stage.clock.advance(1)
    b:pop()
    stage.clock.advance(1)
    assert.are.equal("suspended", a.state)
    assert.are.equal(0, a.alpha)                     -- the content is clear...
    for _, l in ipairs(stage.screen.layers()) do     -- ...the popup view is not hidden
      if l.source == a.source then assert.is_true(l.visible) end
    end
    assert.are.equal(a.source, stage.screen.tap(20, 700))
    assert.are.equal(1, clicks)
    assert.are.same({ "1.0 popup#1 willDismiss cover", "2.0 popup#1 bgClick", "2.0 popup#1 willDismiss background" },
                    h.events("popup#1", { bgClick = true, willDismiss = true }))
    stage.clock.advance(1)
    assert.are.equal("dismissed", a.state)
  end)

  -- LSTPopView.m:1539-1547: the background's tap recognizer does not begin inside the content's
  -- bounds, whatever its alpha: the covered popup takes the touch (nothing below gets it) and
  -- does nothing with it.
  it("a tap on a covered popup's clear content is taken and does nothing", function()
    local a = h.popup("a", { isClickBgDismiss = true })
    local b = h.popup("toast", { hemStyle = "top", isHideBg = true })
    a:pop()
    stage.clock.advance(1)
    b:pop()
    stage.clock.advance(1)
    local c = a.frame
    assert.are.equal(a.source, stage.screen.tap(c.x + c.width / 2, c.y + c.height / 2))
    assert.are.equal("suspended", a.state)
    assert.are.equal(0, #stage.log.events{ source = a.source, name = "bgClick" })
  end)

  -- LSTPopView.m:1063 and 1092-1096: a removal with style NO still waits for the instance dismiss
  -- style's duration (Fade: 0.2 s) before removeFromSuperview, and so before didDismiss.
  -- removePopView: (LSTPopView.m:126-145), forwarded at 1797-1808, dismisses with style NO.
  it("remove* finish after the instance style's duration, not when the clock next runs", function()
    local done = 0
    local p = h.popup("p")
    p:pop()
    stage.clock.advance(1)
    stage.popups.remove(p, function() done = done + 1 end)
    stage.clock.advance(0)
    assert.are.equal(0, done)
    assert.are.equal("dismissing", p.state)
    stage.clock.advance(0.2)
    assert.are.equal(1, done)
  end)

  -- LSTTimer.m:640-712: one shared 10 ms NSTimer. The engine skips the ticks that change nothing:
  -- a wake-up one tick before each report and the real tick after it, so a 100 s countdown costs
  -- about two clock events a second and reports exactly as a 10 ms timer would.
  it("runs LSTTimer's 10 ms tick without an event per tick", function()
    local p = h.popup("p", { showTime = 100 })
    p:pop()
    local steps = 0
    while stage.clock.next() do steps = steps + 1 end
    assert.is_true(steps <= 2 * 100 + 10, "steps: " .. steps)
    local reports = h.events("popup#1", { countdown = true })
    assert.are.equal(101, #reports)
    assert.are.equal("0.2 popup#1 countdown 40", reports[1])   -- 100 mod 60
    assert.are.equal("100.2 popup#1 countdown 0", reports[101])
  end)

  -- LSTTimer's shared tick (LSTTimer.m:645-712) takes 10 ms from every running timer.
  it("a countdown joining on the tick's grid gets that tick, as with a real 10 ms timer", function()
    local a = h.popup("a", { showTime = 5, isStack = true })
    local b = h.popup("b", { showTime = 3, isStack = true })
    a:pop()
    stage.clock.advance(1)
    b:pop()                                -- didPop at 1.2, a tick of a's grid scheduled after it
    stage.clock.advance(0.5)
    assert.is_true(h.near(2.69, b.remaining, 1e-9))   -- the ticks 1.20 to 1.50: 31 of them
    stage.clock.advance(5)
    local got = {}
    for _, e in ipairs(stage.log.events{ source = "popup#2", name = "countdown" }) do
      got[#got + 1] = string.format("%.2f %d", e.t, e.remaining)
    end
    assert.are.same({ "1.20 3", "2.19 2", "3.19 1", "4.19 0" }, got)
  end)

  -- LSTPopView.m:774-786: the adjustX/Y setters lay out unconditionally.
  it("writing adjustY, even unchanged, lays the content out again: a dragged content snaps back", function()
    local p = h.popup("p", { dragStyle = "y", dragDistance = 1000 })
    p:pop()
    stage.clock.advance(1)
    local y0 = p.frame.y
    p:drag{ dy = 50, duration = 0.2, velocity = { 0, 10 } }
    assert.are.equal(y0 + 50, p.frame.y)        -- released; the rebound waits 0.1 s
    p.adjustY = p.adjustY
    assert.are.equal(y0, p.frame.y)
  end)

  -- LSTPopView.m:1092-1096: the removal block runs removeFromSuperview when its time comes, even
  -- on a popup popped again meanwhile (553-558 take it out of popViewMarr too).
  it("popped again during its dismissal, it is removed at the first dismissal's end", function()
    local p = h.popup("p")
    p:pop()
    stage.clock.advance(1)
    p:dismiss()                                -- Fade: removeFromSuperview at 1.2
    stage.clock.advance(0.1)
    p:pop()                                    -- didPop due at 1.3
    stage.clock.advance(0.1)
    assert.are.equal("dismissed", p.state)
    assert.are.same({}, stage.popups.all())
    stage.clock.advance(1)
    assert.are.same({ "0.0 popup#1 willPop", "0.2 popup#1 didPop", "1.0 popup#1 willDismiss dismiss",
                      "1.1 popup#1 willPop", "1.3 popup#1 didPop", "1.3 popup#1 didDismiss" }, h.events("popup#1"))
  end)

  -- The Fade and NO pops set the background and the content's alpha only (LSTPopView.m:924-943):
  -- the view's alpha, which a Scale or moving dismissal animates to 0 (1121-1123), and the Scale
  -- keyframes' held 0.01 (LSTPopView.m:1355-1369, removedOnCompletion NO) stay, so the popup popped again is
  -- not seen, and not touched, until the first dismissal's removal.
  it("popped again during a Scale dismissal, it stays unseen: a Fade pop resets neither view alpha nor scale", function()
    local p = h.popup("p", { dismissStyle = "scale" })
    p:pop()
    stage.clock.advance(1)
    p:dismiss()                                -- Scale, 0.3 s: the view's alpha to 0 over 0.24 s
    stage.clock.advance(0.1)
    p:pop()
    stage.clock.advance(0.15)
    assert.are.equal("presenting", p.state)
    assert.are.equal(0, p.alpha)
    assert.are.equal(0.01, p.scale)
    assert.has_error(function() p:tapBackground() end)
  end)

  -- LSTPopView.m:181-203: removeAll dismisses every entry of a copy of popViewMarr, a popup
  -- registered twice (popped twice) twice, and sets the completion on the last entry.
  it("removeAll dismisses a popup registered twice twice, completion once", function()
    local p = h.popup("p")
    local done = 0
    p:pop()
    stage.clock.advance(1)
    p:pop()                                    -- registers again and covers itself
    assert.are.equal(2, #stage.popups.all())
    stage.popups.removeAll(function() done = done + 1 end)
    stage.clock.advance(1)
    assert.are.same({ "1.0 popup#1 willDismiss cover", "1.0 popup#1 willDismiss removed", "1.0 popup#1 willDismiss removed" },
                    h.events("popup#1", { willDismiss = true }))
    assert.are.equal(1, done)
    assert.are.equal(1, #stage.log.events{ source = "popup#1", name = "didDismiss" })
  end)

  -- LSTPopView.m:800-804: setIsHideBg: sets the background colour with alpha 0, whatever the value.
  -- The pop animations set the background color again (LSTPopView.m:928-943).
  it("writing isHideBg, even false, clears a shown popup's backdrop until its next pop", function()
    local p = h.popup("p", { bgAlpha = 0.5 })
    p:pop()
    stage.clock.advance(1)
    assert.are.equal(0.5, p.backdropAlpha)
    p.isHideBg = false
    assert.are.equal(0, p.backdropAlpha)
    assert.are.equal("shown", p.state)
  end)

  -- bgColor has no custom setter: the background view takes it when an animation starts
  -- (LSTPopView.m:928-943 at pop, 1104-1112 at a dismissal).
  it("a bgColor written while shown shows from the next animation on", function()
    local p = h.popup("p", { bgAlpha = 0.5, bgColor = "#336699" })
    p:pop()
    stage.clock.advance(1)
    p.bgColor = "#993366"
    assert.matches("#336699", stage.svg())
    assert.is_nil(stage.svg():find("#993366", 1, true))
    p:dismiss()
    assert.matches("#993366", stage.svg())
  end)

  -- LSTPopView.m:482-485: the pan recognizer is on the content view, not the background.
  it("a drag that starts on the backdrop is not the popup's pan", function()
    local offsets = 0
    local p = h.popup("p", { dragStyle = "all", onPanOffset = function() offsets = offsets + 1 end })
    p:pop()
    stage.clock.advance(1)
    local y0 = p.frame.y
    assert.are.equal(p.source, stage.screen.drag{ from = { 20, 100 }, to = { 20, 300 }, duration = 0.2 })
    assert.are.equal(0, offsets)
    assert.are.equal(y0, p.frame.y)
    local c = p.frame
    stage.screen.drag{ from = { c.x + 10, c.y + 10 }, to = { c.x + 10, c.y + 60 }, duration = 0.2 }
    assert.is_true(offsets > 0)
  end)
  -- Times at 10 ms, for the countdown's first tick.
  local function timeline(source)
    local out = {}
    for _, e in ipairs(stage.log.events{ source = source }) do
      local line = string.format("%.2f %s", e.t, e.name)
      if e.reason then line = line .. " " .. e.reason end
      if e.remaining then line = line .. " " .. tostring(e.remaining) end
      out[#out + 1] = line
    end
    return out
  end

  describe("the resume", function()
    -- LSTPopView.m:1078-1089: a removing dismissal's block pops the group's last member again
    -- with popWithPopStyle:Fade duration:0.25 isOutStack:YES, and that pop runs the isSingle
    -- branch as every pop does (852-861): a covered single popup dismisses its whole group,
    -- itself included, with style NO and 0.2 passed, then still fades in (926-933) until its
    -- removal, and its block starts its countdown (917).
    -- The isSingle branch of LSTPopView.m:852-861, in the out-of-stack pop of 1088.
    it("a covered single popup dismisses itself when it comes back", function()
      local s = h.popup("single", { isSingle = true, showTime = 3 })
      local t = h.popup("top")
      s:pop()
      stage.clock.advance(1)
      t:pop()                                -- equal priority: covers the single popup
      stage.clock.advance(1)
      t:dismiss()
      stage.clock.advance(5)
      assert.are.same({ "0.00 willPop", "0.20 didPop", "0.20 countdown 3", "1.00 willDismiss cover",
                        "1.20 countdown 2", "2.20 resumed", "2.20 willDismiss single", "2.20 countdown 1",
                        -- its timer runs on (LSTTimer.m:306-309: the same identifier is no new
                        -- task) and holds it: a second dismissal, then dealloc (539-551)
                        "3.20 countdown 0", "3.20 countdownFinish", "3.20 willDismiss countdown",
                        "3.20 didDismiss" }, timeline(s.source))
      assert.are.equal("dismissed", s.state)
      assert.are.same({}, stage.popups.all())
    end)

    -- A single popup's sweep (LSTPopView.m:854-861) dismisses the group's members one by one:
    -- each but the last finds the group not yet empty and schedules its resume (1077-1078);
    -- the single popup registers at the pop's end (921), so at the first block it is the group's
    -- last member, popped out of stack (1088), and its own isSingle branch dismisses it.
    it("a single popup shown over two of its group dismisses itself when the first one's resume comes", function()
      local a, b = h.popup("a"), h.popup("b")
      local s = h.popup("single", { isSingle = true })
      a:pop()
      b:pop()                                -- covers a
      stage.clock.advance(1)
      s:pop()
      stage.clock.advance(1)
      -- The blocks due at 1.2 run in the order they were scheduled: a's resume, the removals,
      -- then the single popup's didPop.
      assert.are.same({ "1.00 willPop", "1.20 resumed", "1.20 willDismiss single", "1.20 didPop",
                        "1.40 didDismiss" }, timeline(s.source))
      assert.are.same({}, stage.popups.all())
    end)

    -- The fix of the isSingle branch in the resume (LSTPopView.m:852-861, 1088).
    it("fixes.resumeSkipsSingle brings a covered single popup back shown", function()
      local s = h.popup("single", { isSingle = true, fixes = { resumeSkipsSingle = true } })
      local t = h.popup("top")
      s:pop()
      stage.clock.advance(1)
      t:pop()
      stage.clock.advance(1)
      t:dismiss()
      stage.clock.advance(1)
      assert.are.same({ "0.00 willPop", "0.20 didPop", "1.00 willDismiss cover", "2.20 resumed" }, timeline(s.source))
      assert.are.equal("shown", s.state)
      assert.are.equal(1, s.alpha)
    end)

    -- LSTPopView.m:1080-1088: the block resumes the group's last registered member even when
    -- it is on screen; the Fade pop sets the content's alpha to 0 and fades it back over 0.2 s
    -- (926-933): a visible popup blinks.
    -- The Fade pop (LSTPopView.m:926-933) sets the alpha to 0 and fades it back over 0.2 s.
    it("resuming a member that is already visible fades it in again from 0", function()
      local a = h.popup("a", { priority = 10 })
      local b = h.popup("b", { priority = 5 })
      a:pop()
      stage.clock.advance(1)
      b:pop()                                -- lower priority: registered, not shown
      assert.are.equal("queued", b.state)
      b:dismiss()                            -- its removal's block resumes a, which is visible
      stage.clock.advance(0.2)
      assert.are.equal("shown", a.state)
      assert.are.equal(0, a.alpha)
      stage.clock.advance(0.1)
      assert.is_true(a.alpha > 0 and a.alpha < 1, "alpha " .. a.alpha)
      stage.clock.advance(0.1)
      assert.are.equal(1, a.alpha)
      assert.are.same({ "0.00 willPop", "0.20 didPop", "1.20 resumed" }, timeline(a.source))
    end)

    -- The fix of the Fade pop's reset to alpha 0 (LSTPopView.m:926-933).
    it("fixes.resumeKeepsVisible leaves a visible member as it is", function()
      local a = h.popup("a", { priority = 10, fixes = { resumeKeepsVisible = true } })
      local b = h.popup("b", { priority = 5 })
      a:pop()
      stage.clock.advance(1)
      b:pop()
      b:dismiss()
      stage.clock.advance(0.2)
      assert.are.equal(1, a.alpha)
      stage.clock.advance(0.1)
      assert.are.equal(1, a.alpha)
    end)
  end)

  -- LSTPopView.m:1394-1409: startTimer tests the double (`showTime > 0`); LSTTimer.m:41, 47-50
  -- takes the time as an NSInteger: 0.5 s starts a timer at 0, which reports 0 at once
  -- (LSTTimer.m:318-342) and finishes at the first 10 ms tick (645-712): countdownFinish, then
  -- the dismissal.
  it("a countdown below one second reports 0 at once and finishes at the first tick", function()
    local p = h.popup("half", { showTime = 0.5 })
    p:pop()
    stage.clock.advance(1)
    assert.are.same({ "0.00 willPop", "0.20 didPop", "0.20 countdown 0", "0.21 countdownFinish",
                      "0.21 willDismiss countdown", "0.41 didDismiss" }, timeline(p.source))
    assert.are.equal("dismissed", p.state)
  end)

  describe("a drag's fly-out", function()
    -- LSTPopView.m:1676-1681: a swipe flies the content out for 0.5 s in a UIView animation whose
    -- completion calls dismissWithStyle:Fade duration:0.1 through a weak reference, whatever
    -- happened meanwhile. A slow dismissal started during the fly-out is still running then.
    local function swiped(options)
      local o = { dragStyle = "y", sweepStyle = "y", sweepDismissStyle = "velocity",
                  dismissStyle = "smoothToBottom", dismissDuration = 1 }
      for k, v in pairs(options or {}) do o[k] = v end
      local p = h.popup("swiped", o)
      p:pop()
      stage.clock.advance(1)
      p:drag{ dy = 100, duration = 0.1, velocity = { 0, 2000 } }
      stage.clock.advance(0.2)
      p:dismiss()
      stage.clock.advance(3)
      return p
    end

    it("dismisses the popup again when it ends during a dismissal", function()
      -- The completion's dismissWithStyle:Fade duration:0.1 (LSTPopView.m:1676-1681) at 1.6.
      local p = swiped()
      assert.are.same({ "0.00 willPop", "0.20 didPop", "1.30 willDismiss dismiss", "1.60 willDismiss drag",
                        "1.70 didDismiss" }, timeline(p.source))
    end)

    it("fixes.flyOutEndsWithDismissal drops it at the dismissal", function()
      -- No second dismissal from the completion (LSTPopView.m:1676-1681): one willDismiss.
      local p = swiped{ fixes = { flyOutEndsWithDismissal = true } }
      assert.are.same({ "0.00 willPop", "0.20 didPop", "1.30 willDismiss dismiss", "2.30 didDismiss" },
                      timeline(p.source))
    end)
  end)

  -- A bottom sheet (300×240 on the 393×852 screen: laid out at y 612) and a 300-high keyboard
  -- (top 552: pushed, the sheet's bottom sits 10 above it, y 302).
  local function sheet(options, more)
    local o = { hemStyle = "bottom", content = { width = 300, height = 240, name = "sheet" } }
    for _, t in ipairs{ options or {}, more or {} } do
      for k, v in pairs(t) do o[k] = v end
    end
    return h.popup("sheet", o)
  end
  local function keyboard()
    stage.screen.showKeyboard{ height = 300 }
    stage.clock.advance(1)
  end
  --- Pops `p` and lets its pop end; the content's y then.
  local function shown(p)
    p:pop()
    stage.clock.advance(1)
    return p.frame.y
  end

  describe("a drag", function()
    -- A sheet pulled down to dismiss, raised by the keyboard: its content sits above its origin
    -- frame (keyboardWillShow moves the content, not originFrame, LSTPopView.m:1450-1471).
    local function raised(options)
      local p = sheet({ dragStyle = "yPositive", dragDistance = 100 }, options)
      shown(p)
      keyboard()
      return p
    end

    it("along one half-axis does not move a content off its origin, and its release measures from there", function()
      -- pan: moves Y+ only while the content is at or below its origin (`customViewY >=
      -- _originFrame.origin.y`, LSTPopView.m:1611-1617): the raised content stays; the release
      -- finds it 310 points off its origin, past dragDistance, and dismisses (1717-1722).
      local p = raised()
      local y = p.frame.y
      p:drag{ dy = 30, duration = 0.2, velocity = { 0, 10 } }
      assert.are.equal(y, p.frame.y)
      assert.are.equal("dismissing", p.state)
    end)

    it("fixes.dragClampsAtOrigin moves it from the origin on and rebounds when short", function()
      -- The fix clamps at the origin from wherever the content is (not LSTPopView.m:1593-1627).
      local p = raised{ fixes = { dragClampsAtOrigin = true } }
      local origin = 852 - 240
      p:drag{ dy = 30, duration = 0.2, velocity = { 0, 10 } }
      assert.is_true(p.frame.y >= origin)
      stage.clock.advance(1)
      assert.are.equal("shown", p.state)
      assert.are.equal(origin, p.frame.y)            -- the rebound goes to the origin frame
    end)

    it("with both halves of an axis, a step across the origin from above stops at it", function()
      -- LSTPopView.m:1611-1626: Y+ does nothing above the origin, then Y- (`customViewY <=
      -- origin`) clamps a step down at it: the rest of the step is lost (from below, the rest would
      -- count twice: PopupGeometryTests dragHalvesAsWritten).
      local p = raised{ dragStyle = "y", dragDistance = 0 }
      local origin = 852 - 240
      assert.are.equal(origin - 310, p.frame.y)
      p:drag{ dy = 400, duration = 0, velocity = { 0, 10 } }   -- one step: 90 past the origin
      assert.are.equal(origin, p.frame.y)
    end)

    it("cancelled, leaves the content where it was: no rebound", function()
      -- pan: acts on release only in the Ended state (LSTPopView.m:1632): a pan cut short by an
      -- advance that stops early is cancelled there and the content stays.
      local n, stop = 0, false
      local function loop() if not stop then stage.clock.after(0, loop) end end
      local p = h.popup("p", { dragStyle = "y", onPanOffset = function() n = n + 1; if n == 4 then loop() end end })
      local y0 = shown(p)
      assert.has_error(function() p:drag{ dy = 100, duration = 0.5, velocity = { 0, 10 } } end)
      stop = true
      local y = p.frame.y
      assert.is_true(y > y0)
      stage.clock.advance(1)
      assert.are.equal(y, p.frame.y)
      assert.are.equal("shown", p.state)
    end)
  end)

  describe("the keyboard at a pop", function()
    it("a popup made while the keyboard is up is laid out under it: it saw no will-show", function()
      -- `_isShowKeyboard = NO` at init (LSTPopView.m:408, 412); only keyboardWillShow: sets it
      -- (1450-1452), so the pop's layout does not push (706-717).
      keyboard()
      assert.are.equal(612, shown(sheet()))
    end)

    it("a first pop is not pushed either: the origin frame it compares is still CGRectZero", function()
      -- The layout compares the origin frame recorded before, `_originFrame` (LSTPopView.m:706-708):
      -- CGRectZero before the first layout, so 0 + 0 + 10 is not below the keyboard's top.
      local p = sheet()
      keyboard()
      assert.are.equal(612, shown(p))
      -- An adjustY option is its setter's write, which lays out (LSTPopView.m:781-786) and records
      -- the origin frame: the first pop then pushes.
      stage.reset()
      local q = sheet{ adjustY = 0 }
      keyboard()
      assert.are.equal(302, shown(q))
    end)

    it("stage.alert's popup is made at its pop, so the keyboard shown before it pushes nothing", function()
      -- LSTAlert's show (LSTAlert.m:308-374) makes the LSTPopView at pop and writes adjustX/Y
      -- through the setters (LSTPopView.m:774-786): it has seen no will-show, so the pop's
      -- layout does not push (706-717), even with an adjustY written.
      local a = stage.alert{ hemStyle = "bottom", adjustY = 0, content = { width = 300, height = 240 } }
      keyboard()
      assert.are.equal(612, shown(a))
    end)

    it("a resume pushes, and records the pushed frame as the origin: the hide leaves it up", function()
      -- The resume's layout pushes (LSTPopView.m:706-717), then `self.originFrame =
      -- self.customView.frame` (848-850) records the pushed frame; keyboardWillHide: returns the
      -- content there (1486-1488).
      local p, cover = sheet(), h.popup("cover")
      shown(p)
      keyboard()
      assert.are.equal(302, p.frame.y)            -- keyboardWillShow: moved it, not its origin frame
      shown(cover)
      cover:dismiss()
      stage.clock.advance(1)
      assert.are.equal("shown", p.state)
      assert.are.equal(302, p.frame.y)
      stage.screen.hideKeyboard()
      stage.clock.advance(1)
      assert.are.equal(302, p.frame.y)
    end)

    it("a popup that does not avoid the keyboard, popped while it is up, goes above the screen", function()
      -- keyboardWillShow: sets `_isShowKeyboard` and returns before `self.keyboardY = ...` when
      -- !isAvoidKeyboard (LSTPopView.m:1450-1463): the layout pushes on a keyboard top of 0
      -- (706-717), y = 0 - 240 - 10.
      local p = sheet{ isAvoidKeyboard = false }
      keyboard()
      assert.are.equal(-250, shown(p))
      -- So does an avoiding one made during the keyboard's slide: keyboardDidShow: sets
      -- `_isShowKeyboard` too (LSTPopView.m:1473-1476), and no will-show set `_keyboardY`.
      stage.reset()
      stage.screen.showKeyboard{ height = 300 }
      stage.clock.advance(0.1)
      local q = sheet()
      stage.clock.advance(1)
      assert.are.equal(-250, shown(q))
    end)
  end)
end)
