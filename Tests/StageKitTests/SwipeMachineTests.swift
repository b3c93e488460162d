@testable import StageKit
import Testing

/// The pure per-row state machine (SwipeController.swift): state × input → next state + effects,
/// and the numbers of docs/behavior/swipecellkit.md without a stage.
@Suite struct SwipeMachineTests {
    typealias M = SwipeMachine

    static func view(_ o: SwipeActionsOrientation = .right, expansion: SwipeExpansionStyle? = nil,
                     style: SwipeTransitionStyle = .border, titles: [String] = ["Delete", "Flag", "More"],
                     hides: Bool = false) -> SwipeActionsView {
        let actions = titles.enumerated().map { k, t in
            var a = SwipeAction(style: k == 0 ? .destructive : .default, title: t)
            a.hidesWhenSelected = hides
            return a
        }
        return SwipeActionsView(orientation: o, actions: actions, options: SwipeOptions(transitionStyle: style, expansionStyle: expansion),
                                cellWidth: 375, cellHeight: 76)
    }

    static func ctx(_ t: Double = 0) -> M.Context { M.Context(now: SimTime(seconds: t), cellWidth: 375) }

    /// Runs inputs at times, failing on anything but `.moved`; returns the row and every effect.
    static func run(_ steps: [(Double, M.Input)]) -> (SwipeRowState, [[M.Effect]]) { run(SwipeRowState(), steps) }

    static func run(_ row: SwipeRowState, _ steps: [(Double, M.Input)]) -> (SwipeRowState, [[M.Effect]]) {
        var r = row
        var all: [[M.Effect]] = []
        for (t, input) in steps {
            switch M.transition(&r, input, ctx(t)) {
            case .moved(let fx): all.append(fx)
            case .ignored(let why): all.append([]); Issue.record("ignored: \(why)")
            case .refused(let e): all.append([]); Issue.record("refused: \(e)")
            }
            #expect(r.brokenInvariants.isEmpty, "after \(M.label(input)): \(r.brokenInvariants)")
        }
        return (r, all)
    }

    static func open(_ v: SwipeActionsView = view(), dx: Double = -300) -> SwipeRowState {
        run([(0, .panBegan(velocityX: -600, view: v)), (0.1, .panChanged(translationX: dx, locationX: 375 + dx)),
             (0.2, .panEnded(velocityX: -600))]).0
    }

    @Test func beganFromCenterBuildsAndBegins() {
        let (r, fx) = Self.run([(0, .panBegan(velocityX: -600, view: Self.view()))])
        #expect(r.state == .dragging)
        #expect(fx[0] == [.willBeginEditing(.right)])
        // No actions: nothing happens, the state stays.
        let (r2, step2) = M.step(SwipeRowState(), .panBegan(velocityX: -600, view: nil), Self.ctx())
        guard case .moved(let fx2) = step2 else {
            Issue.record("expected moved"); return
        }
        #expect(r2.state == .center && fx2.isEmpty && r2.pan == nil)
        // Another row dragging: ignored.
        var c = Self.ctx()
        c.otherDragging = true
        guard case .ignored = M.step(SwipeRowState(), .panBegan(velocityX: -600, view: Self.view()), c).1 else {
            Issue.record("expected ignored"); return
        }
    }

    @Test func rubberBandPastPAndWrongSide() {
        let (r, _) = Self.run([(0, .panBegan(velocityX: -600, view: Self.view())),
                               (0.1, .panChanged(translationX: -300, locationX: 75))])
        #expect(abs(r.offset(at: SimTime(seconds: 0.1)) - -253.2) < 1e-9)
        #expect(r.pan?.scrollRatio == 0.4)
        let (w, _) = Self.run([(0, .panBegan(velocityX: -600, view: Self.view())),
                               (0.1, .panChanged(translationX: 50, locationX: 425))])
        #expect(abs(w.offset(at: SimTime(seconds: 0.1)) - 10) < 1e-9)   // 0.2×, the side never flips
        #expect(w.orientation == .right)
        let (free, _) = Self.run([(0, .panBegan(velocityX: -600, view: Self.view())),
                                  (0.1, .panChanged(translationX: -100, locationX: 275))])
        #expect(free.pan?.scrollRatio == 1)
    }

    @Test func releaseSpringDipsAndSettles() {
        let (r0, _) = Self.run([(0, .panBegan(velocityX: -600, view: Self.view())),
                                (0.1, .panChanged(translationX: -300, locationX: 75))])
        let (r, fx) = Self.run(r0, [(0.1, .panEnded(velocityX: -600))])
        #expect(r.state == .right)
        guard case .schedule(let after) = fx[0].last else { Issue.record("no completion"); return }
        // v_rel = −600·0.4/31.2 ≈ −7.69: first ~4.7 pt further left, then −222 after about 0.9 s.
        var lowest = 0.0
        for k in 0...200 {
            let x = r.offset(at: SimTime(seconds: 0.1 + Double(k) * 0.005))
            lowest = min(lowest, x)
        }
        #expect(abs(lowest - (-253.2 - 4.7)) < 0.2)
        #expect(after.seconds > 0.8 && after.seconds < 1.0)
        #expect(r.offset(at: SimTime(seconds: 0.1) + after) == -222)
        let p = M.releaseSpring(relativeVelocity: -600 * 0.4 / 31.2).solution
        var minP = 1.0
        for k in 0...100 { minP = min(minP, p.progress(at: Double(k) * 0.002)) }
        #expect(abs(minP - -0.15) < 0.01)
    }

    @Test func tinyDragOpensFully() {
        // The velocity sign alone decides (SwipeController.swift 313-322).
        let (r, fx) = Self.run([(0, .panBegan(velocityX: -50, view: Self.view())),
                                (0.05, .panChanged(translationX: -5, locationX: 370)), (0.1, .panEnded(velocityX: -50))])
        #expect(r.state == .right)
        guard case .schedule(let after) = fx[2].last else { Issue.record("no completion"); return }
        #expect(r.offset(at: SimTime(seconds: 0.1) + after) == -222)
        let (done, _) = Self.run(r, [(0.1 + after.seconds, .animationFinished)])
        #expect(done.state == .right && done.actionsView != nil)
    }

    @Test func flickBackClosesAndResets() {
        let (r, fx) = Self.run(Self.open(), [(1.5, .panBegan(velocityX: 300, view: nil)),
                                               (1.55, .panChanged(translationX: 10, locationX: 200)),
                                               (1.6, .panEnded(velocityX: 300))])
        #expect(r.state == .center)
        #expect(r.actionsView != nil)       // removed when the snap completes
        // The snap back starts, then the delegate hears it (SwipeController.swift 157-171).
        #expect(fx[2].last == .didEndEditing(.right))
        guard case .schedule(let after) = fx[2].first else { Issue.record("no completion"); return }
        let (done, _) = Self.run(r, [(1.6 + after.seconds, .animationFinished)])
        #expect(done.isIdle)
    }

    @Test func zeroVelocityUsesTheFixedDurationAnimator() {
        let (_, fx) = Self.run([(0, .panBegan(velocityX: -600, view: Self.view())),
                                (0.1, .panChanged(translationX: -100, locationX: 275)), (0.2, .panEnded(velocityX: 0))])
        guard case .schedule(let after) = fx[2].last else { Issue.record("no completion"); return }
        #expect(after == 0.7)
    }

    @Test func hideAnimatesThenResetsAndInterruptionDropsTheCompletion() {
        let (r, fx) = Self.run(Self.open(), [(2, .hide(animated: true, completion: true))])
        #expect(r.state == .animatingToCenter)
        guard case .schedule(0.7) = fx[0].first else { Issue.record("no completion"); return }
        #expect(fx[0].last == .didEndEditing(.right))
        // A pan began at 2.3 freezes the frame and drops the completion.
        let at = SimTime(seconds: 2.3)
        let frozen = r.offset(at: at)
        let (r2, fx2) = Self.run(r, [(2.3, .panBegan(velocityX: -100, view: Self.view()))])
        #expect(fx2[0] == [.cancelSchedule, .willBeginEditing(.right)])
        #expect(r2.offset(at: SimTime(seconds: 5)) == frozen)
        // The stopped animation's end is the driver's to drop (the slot was cancelled), and the
        // row awaits none: nothing pending.
        #expect(r2.pending == nil && !M.awaits(.animation, in: r2, Self.ctx(2.7)))
    }

    @Test func hideFromCenterIsANoOp() {
        // Not open: nothing happens and the completion never runs (SwipeController.swift 464).
        guard case .ignored = M.step(SwipeRowState(), .hide(animated: true, completion: true), Self.ctx()).1 else {
            Issue.record("expected ignored"); return
        }
        // Non-animated: reset at once, the user's didEndEditing skipped, the completion never
        // called (SwipeController.swift 476-482).
        let (r, fx) = Self.run(Self.open(), [(2, .hide(animated: false, completion: true))])
        #expect(r.isIdle)
        #expect(!fx[0].contains(.runCompletion(finished: true)))
        #expect(!fx[0].contains(.didEndEditing(.right)))
    }

    @Test func immediateCompletionFixCallsNonAnimatedCompletions() {
        var ctx = Self.ctx(2)
        ctx.fixes.immediateCompletion = true
        let (hidden, hfx) = M.step(Self.open(), .hide(animated: false, completion: true), ctx)
        #expect(hidden.isIdle && hfx.effects.last == .runCompletion(finished: true))
        let (set, sfx) = M.step(Self.open(), .setOffset(-100, animated: false, view: nil, completion: true), ctx)
        #expect(set.offset.target == -100 && sfx.effects.last == .runCompletion(finished: true))
        // Without the fix the offset is set and the completion dropped (SwipeController.swift 526-529).
        let (plain, pfx) = M.step(Self.open(), .setOffset(-100, animated: false, view: nil, completion: true), Self.ctx(2))
        #expect(plain.offset.target == -100 && !pfx.effects.contains(.runCompletion(finished: true)))
    }

    @Test func fulfillOutsideAFillDoesNothingUnlessStrict() {
        guard case .ignored = M.step(Self.open(), .fulfill(.delete, automatic: false), Self.ctx(2)).1 else {
            Issue.record("expected ignored"); return
        }
        var strict = Self.ctx(2)
        strict.fixes.strictFulfill = true
        guard case .refused(.fulfillOutsideFill) = M.step(Self.open(), .fulfill(.delete, automatic: false), strict).1 else {
            Issue.record("expected refused"); return
        }
    }

    /// The expandable action is the first the delegate returns (SwipeActionsView.swift 80-82, 94); each
    /// change of expanded while dragging: a light haptic (107, 214-216).
    @Test func expansionByTargetWithHapticOnEachChange() {
        let v = Self.view(expansion: .destructive)
        // T = 345; the finger stays right of the 20 % threshold (x ≥ 75).
        let (r, fx) = Self.run([(0, .panBegan(velocityX: -600, view: v)),
                                (0.1, .panChanged(translationX: -340, locationX: 80)),
                                (0.2, .panChanged(translationX: -350, locationX: 80)),   // before = −340: not past T yet
                                (0.3, .panChanged(translationX: -360, locationX: 80)),   // before = −346 > T → expand
                                (0.4, .panChanged(translationX: -200, locationX: 80)),   // before = −348: still expanded
                                (0.5, .panChanged(translationX: -190, locationX: 80))])  // before = −200 → collapse
        #expect(fx[2].isEmpty)
        #expect(fx[3].contains(.expansion(expanded: true, haptic: true)))
        #expect(fx[4].isEmpty)
        #expect(fx[5].contains(.expansion(expanded: false, haptic: true)))
        #expect(!r.isExpanded)
        // Past T the content moves at 0.2×: finger 360 → 345 + 3.
        let (r2, _) = Self.run([(0, .panBegan(velocityX: -600, view: v)), (0.1, .panChanged(translationX: -360, locationX: 80))])
        #expect(abs(r2.offset(at: SimTime(seconds: 0.1)) - -348) < 1e-9)
    }

    @Test func touchThresholdExpandsBeforeTargetAndSnapsToIt() {
        let v = Self.view(expansion: .destructive)
        // Finger at x = 70 (< 75): expands once xDelta > 222, snapping to T = 345 over 0.7 s.
        let (r, fx) = Self.run([(0, .panBegan(velocityX: -600, view: v)),
                                (0.1, .panChanged(translationX: -230, locationX: 70)),
                                (0.2, .panChanged(translationX: -235, locationX: 70))])
        #expect(fx[2].contains(.expansion(expanded: true, haptic: true)))
        #expect(r.offset.target == -345)
        #expect(r.offset(at: SimTime(seconds: 0.9)) == -345)
        // The gesture is re-based at T: a further 10 pt moves past T at 0.2×.
        let (r2, _) = Self.run(r, [(0.3, .panChanged(translationX: -245, locationX: 60))])
        #expect(abs(r2.offset(at: SimTime(seconds: 0.3)) - -347) < 1e-9)
        // Not past P (xDelta ≤ 222): no trigger.
        #expect(!M.shouldExpand(v, style: .destructive, translationX: -200, offsetBefore: -200, locationX: 10, Self.ctx()))
        // |tx| ≤ 8: never.
        #expect(!M.shouldExpand(v, style: .destructive, translationX: -8, offsetBefore: -400, locationX: 10, Self.ctx()))
        // The overscroll trigger of .fill: P + 30.
        let f = Self.view(expansion: .fill)
        #expect(M.shouldExpand(f, style: .fill, translationX: -260, offsetBefore: -253, locationX: 200, Self.ctx()))
        #expect(!M.shouldExpand(f, style: .fill, translationX: -250, offsetBefore: -252, locationX: 200, Self.ctx()))
        // A collection's trigger reads the cell's frame, which stays put (SwipeExpansionStyle.swift
        // 155-156): never, unless the fix reads the content.
        var collection = M.Context(now: .zero, cellWidth: 375, isCollection: true)
        #expect(!M.shouldExpand(f, style: .fill, translationX: -300, offsetBefore: -262, locationX: 200, collection))
        collection.fixes.overscrollReadsContent = true
        #expect(M.shouldExpand(f, style: .fill, translationX: -300, offsetBefore: -262, locationX: 200, collection))
    }

    /// .destructive (SwipeExpansionStyle.swift 18, 39-43): the fill, the handler with it, the automatic delete.
    @Test func destructiveReleaseFillsHandlesAndDeletes() {
        let v = Self.view(expansion: .destructive)
        let (r, fx) = Self.run([(0, .panBegan(velocityX: -600, view: v)), (0.1, .panChanged(translationX: -360, locationX: 80)),
                                (0.2, .panChanged(translationX: -370, locationX: 80)), (0.3, .panEnded(velocityX: -600))])
        guard case .schedule(0.3) = fx[3][1] else { Issue.record("no fill"); return }
        #expect(fx[3][0] == .fill(action: 0))
        #expect(Array(fx[3].suffix(2)) == [.runHandler(action: 0), .autoFulfill(.delete)])
        #expect(r.offset(at: SimTime(seconds: 0.6)) == -449)
        // The completion handler forgets itself and tells didEndEditing; the delete follows once
        // the delegate returned (SwipeController.swift 411-437).
        let (d, dfx) = Self.run(r, [(0.3, .fulfill(.delete, automatic: true)),
                                    (0.3, .finishFulfill(.delete, timing: .with, fillOffset: -449))])
        #expect(dfx[0] == [.fulfilled(.delete), .didEndEditing(.right), .finishFulfill(.delete, timing: .with, fillOffset: -449)])
        #expect(dfx[1].first == .deleteRow)
        guard case .schedule(0.3) = dfx[1].last else { Issue.record("no collapse"); return }
        #expect(d.fill == .deleting)
        let (done, _) = Self.run(d, [(0.6, .animationFinished)])
        #expect(done.isIdle && done.offset(at: SimTime(seconds: 0.6)) == 0)
        // The library's own second fulfill after an app fulfill is dropped.
        guard case .ignored = M.step(d, .fulfill(.delete, automatic: true), Self.ctx(0.3)).1 else {
            Issue.record("expected ignored"); return
        }
    }

    @Test func tapOnTheExpandableActionFillsWithoutHaptic() {
        // A tap on the expandable action performs the expansion (SwipeController.swift 380-389).
        let (_, fx) = Self.run(Self.open(Self.view(expansion: .destructiveAfterFill)), [(2, .tapAction(0))])
        #expect(fx[0].first == .expansion(expanded: true, haptic: false))
        #expect(fx[0][1] == .fill(action: 0))
        #expect(!fx[0].contains(.runHandler(action: 0)))   // .after: at the fill's completion
    }

    /// .destructiveAfterFill (SwipeExpansionStyle.swift 21): the handler after the fill.
    @Test func afterTimingRunsTheHandlerAtTheFillsEnd() {
        let (r, fx) = Self.run(Self.open(Self.view(expansion: .fill)), [(2, .tapAction(0))])
        guard case .schedule(0.3) = fx[0].last else { Issue.record("no fill"); return }
        let (w, wfx) = Self.run(r, [(2.3, .animationFinished)])
        #expect(wfx[0] == [.runHandler(action: 0)])          // manual: no auto fulfill
        #expect(w.fulfillable && w.state == .right && w.isExpanded)
        let (back, bfx) = Self.run(w, [(5, .fulfill(.reset, automatic: false)),
                                        (5, .finishFulfill(.reset, timing: .after, fillOffset: -449))])
        // didEndEditing twice: the completion handler's, then hideSwipe's (SwipeController.swift 415, 439, 482).
        #expect((bfx[0] + bfx[1]).filter { $0 == .didEndEditing(.right) }.count == 2)
        #expect(back.state == .animatingToCenter)
    }

    /// .selection (SwipeExpansionStyle.swift 13-15): 50 % target, no triggers, a bounce, then the handler.
    @Test func selectionOnTheLeftBouncesThenHandles() {
        let v = Self.view(.left, expansion: .selection, titles: ["Read"])
        #expect(v.targetOffset == 187.5)
        let (r, fx) = Self.run([(0, .panBegan(velocityX: 600, view: v)), (0.1, .panChanged(translationX: 180, locationX: 200)),
                                (0.2, .panChanged(translationX: 200, locationX: 220)), (0.3, .panChanged(translationX: 210, locationX: 230)),
                                (0.4, .panEnded(velocityX: 600))])
        // Free up to 187.5, then 0.2×: finger 200 → 187.5 + 2.5.
        #expect(fx[2].contains(.expansion(expanded: true, haptic: true)) == false)   // before = 180 < T
        #expect(fx[3].contains(.expansion(expanded: true, haptic: true)))
        #expect(r.state == .animatingToCenter)
        guard case .schedule(0.7) = fx[4].first else { Issue.record("no hide"); return }
        #expect(Array(fx[4].suffix(2)) == [.didEndEditing(.left), .runHandler(action: 0)])
        let (r2, _) = Self.run([(0, .panBegan(velocityX: 600, view: v)), (0.1, .panChanged(translationX: 200, locationX: 220))])
        #expect(abs(r2.offset(at: SimTime(seconds: 0.1)) - 190) < 1e-9)
    }

    @Test func hidesWhenSelectedHidesBeforeTheHandler() {
        let (_, fx) = Self.run(Self.open(Self.view(hides: true)), [(2, .tapAction(1))])
        #expect(Array(fx[0].suffix(2)) == [.didEndEditing(.right), .runHandler(action: 1)])
        let (stay, sfx) = Self.run(Self.open(), [(2, .tapAction(1))])
        #expect(sfx[0] == [.runHandler(action: 1)] && stay.state == .right)
    }

    @Test func setOffsetBuildsHidesOthersAndClampsToWidth() {
        // Two steps: the row drags while the delegate hears willBeginEditing, then the rest of
        // setSwipeOffset (SwipeController.swift 511-529) once it returned.
        let (r, fx) = Self.run([(0, .setOffset(-.greatestFiniteMagnitude, animated: true, view: Self.view(), completion: false)),
                                (0, .finishSetOffset)])
        #expect(fx[0] == [.willBeginEditing(.right), .finishSetOffset])
        #expect(fx[1] == [.hideOthers, .schedule(after: 0.7)])
        #expect(r.offset.target == -222 && r.state == .right && r.opening == nil)
        let (r2, _) = Self.run([(0, .setOffset(-1000, animated: false, view: Self.view(), completion: false)), (0, .finishSetOffset)])
        #expect(r2.offset.target == -375)
        // Only the greatest finite magnitude means "fully open"; infinity is clamped like any
        // other offset (SwipeController.swift 519-520).
        let (r3, _) = Self.run([(0, .setOffset(-.infinity, animated: false, view: Self.view(), completion: false)), (0, .finishSetOffset)])
        #expect(r3.offset.target == -375)
        // Without actions: nothing, and no completion.
        guard case .ignored = M.step(SwipeRowState(), .setOffset(-50, animated: true, view: nil, completion: true), Self.ctx()).1 else {
            Issue.record("expected ignored"); return
        }
    }

    /// State × input table: which inputs each state ignores.
    @Test func ignoredInputsByState() {
        let center = SwipeRowState()
        let open = Self.open()
        let cases: [(SwipeRowState, M.Input, Bool)] = [
            (center, .panChanged(translationX: -10, locationX: 0), true),
            (center, .panEnded(velocityX: -10), true),
            (center, .tapAction(0), true),
            (center, .hide(animated: true, completion: false), true),
            (center, .animationFinished, true),
            (open, .tapAction(0), false),
            (open, .hide(animated: true, completion: false), false),
            (open, .panChanged(translationX: -10, locationX: 0), true),   // no pan began
            (Self.run(open, [(2, .animationFinished)]).0, .animationFinished, true),   // its animation ended
        ]
        for (row, input, ignored) in cases {
            let t = M.step(row, input, Self.ctx(3)).1
            if case .ignored = t { #expect(ignored, "\(row.state) \(input)") } else { #expect(!ignored, "\(row.state) \(input)") }
        }
    }
}
