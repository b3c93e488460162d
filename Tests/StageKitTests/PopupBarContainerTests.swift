@testable import StageKit
import Testing

/// The live container on a stage: durations and event order of every transition, the coalescing
/// examples, deferral, non-animated calls, gestures, mid-flight frames, marquee on simulated time,
/// haptics (docs/behavior/lnpopupcontroller.md, "State machine", "Interaction", "Accessibility and marquee").
@Suite struct PopupBarContainerTests {
    final class Calls { var list: [String] = [] }

    static func make(_ kind: PopupBarContainerKind = .tabBarController(tabs: ["Library", "Search"]),
                     style: PopupBarStyle = .floating, interaction: PopupBarInteractionStyle = .snap,
                     present: Bool = true) -> (Stage, PopupBarContainer, Calls) {
        let stage = Stage()
        let c = PopupBarContainer(stage: stage, kind: kind, title: "Music")
        c.popupBar.barStyle = style
        c.popupInteractionStyle = interaction
        let calls = Calls()
        for name in PopupBarEventName.allCases {
            c.delegate[name] = { [unowned c] animated in calls.list.append("\(name.rawValue) \(c.popupPresentationState)") }
        }
        if present { c.present() }
        return (stage, c, calls)
    }

    static func song(_ t: String = "Song") -> PopupBarContentController {
        PopupBarContentController(title: "Player", item: PopupBarItem(title: t, subtitle: "Artist", progress: 0.3))
    }

    /// "t name" for the bar's events (haptics and state changes included).
    static func trace(_ stage: Stage, _ source: String = "bar#1") -> [String] {
        stage.timeline.events.filter { $0.source == source }.map { "\(Fmt.trimmed($0.t.seconds, 3)) \($0.name)" }
    }

    /// The bar animator: 0.5 s, damping 500 (LNPopupController.mm 1634, 1772); the floating shadow 0.3 s after
    /// 0.2 s (LNPopupController.mm 1643, 1663).
    @Test func presentTakesHalfASecond() throws {
        let (stage, c, calls) = Self.make()
        var done = 0
        try c.presentPopupBar(with: Self.song()) { done += 1 }
        #expect(c.popupPresentationState == .barHidden && c.popupTransitioning)
        try stage.clock.advance(by: 0.25)
        // Mid-flight: the bar is partly grown out of the tab bar, the inset follows.
        let mid = c.barFrame()
        #expect(mid.maxY == 769 && mid.height > 0 && mid.height < 64)
        #expect(abs(c.bottomSafeAreaInset() - (83 + mid.height)) < 1e-9)
        try stage.clock.advance(by: 0.25)
        #expect(c.popupPresentationState == .barPresented && !c.popupTransitioning && done == 1)
        #expect(c.barFrame() == Rect(x: 0, y: 705, width: 393, height: 64))
        #expect(c.bottomSafeAreaInset() == 147)
        #expect(Self.trace(stage) == ["0 willPresentPopupBar", "0.5 stateChanged", "0.5 didPresentPopupBar"])
        #expect(calls.list == ["willPresentPopupBar barHidden", "didPresentPopupBar barPresented"])
        #expect(c.value(of: .shadow, at: SimTime(seconds: 0.2)) == 0)
        #expect(c.value(of: .shadow) == 1)
    }

    @Test func openAndCloseEventsAndWillDidStates() throws {
        let (stage, c, calls) = Self.make()
        try c.presentPopupBar(with: Self.song())
        try stage.clock.advance(by: 1)
        stage.timeline.clear()
        calls.list.removeAll()
        var opened = 0, closed = 0
        c.openPopup { opened += 1 }
        try stage.clock.advance(by: 0.49)
        #expect(c.popupPresentationState == .barPresented && opened == 0)
        try stage.clock.advance(by: 0.01)
        #expect(c.popupPresentationState == .open && opened == 1)
        #expect(c.contentFrame() == Rect(x: 0, y: 0, width: 393, height: 852))
        c.closePopup { closed += 1 }
        try stage.clock.advance(by: 0.5)
        #expect(closed == 1 && c.popupPresentationState == .barPresented)
        #expect(Self.trace(stage) == ["1 haptic", "1 willOpen", "1.5 stateChanged", "1.5 accessibilityScreenChanged", "1.5 didOpen",
                                      "1.5 haptic", "1.5 willClose", "2 stateChanged", "2 accessibilityScreenChanged", "2 didClose"])
        #expect(calls.list == ["willOpen barPresented", "didOpen open", "willClose open", "didClose barPresented"])
        #expect(c.barFrame() == Rect(x: 0, y: 705, width: 393, height: 64))
    }

    /// The open: 0.5 s, damping 1 (LNPopupController.mm 703-713).
    @Test func openMidFlightFramesFollowTheCriticallyDampedCurve() throws {
        let (stage, c, _) = Self.make(interaction: .drag)
        try c.presentPopupBar(with: Self.song(), animated: false)
        c.openPopup()
        try stage.clock.advance(by: 0.25)
        // ζ = 1 fitted to 0.5 s: p = 1 − (1 + ωt)e^(−ωt), ω = 9.2335/0.5.
        let w = 9.2335 / 0.5 * 0.25
        let p = 1 - (1 + w) * _exp(-w)
        #expect(abs(c.value(of: .open) - p) < 1e-3)
        let f = c.barFrame()
        #expect(abs(f.y - (705 + p * (-64 - 705))) < 1)
        #expect(abs(c.snapshot().dockingFrame.y - (769 + p * 83)) < 1)
    }

    @Test func presentWithOpenPopup() throws {
        let (stage, c, calls) = Self.make()
        var done = 0
        try c.presentPopupBar(with: Self.song(), openPopup: true) { done += 1 }
        try stage.clock.advance(by: 0.5)
        // willOpen and its haptic twice, public barHidden → open (LNPopupController.mm 1581-1590, 517-520, 1603-1616).
        #expect(Self.trace(stage) == ["0 willPresentPopupBar", "0 haptic", "0 willOpen", "0 haptic", "0 willOpen",
                                      "0.5 didPresentPopupBar", "0.5 stateChanged", "0.5 accessibilityScreenChanged", "0.5 didOpen"])
        #expect(calls.list == ["willPresentPopupBar barHidden", "willOpen barHidden", "willOpen barHidden", "didPresentPopupBar barHidden", "didOpen open"])
        #expect(done == 1 && c.popupPresentationState == .open)
    }

    @Test func dismissFromOpenClosesFirst() throws {
        let (stage, c, calls) = Self.make()
        try c.presentPopupBar(with: Self.song(), openPopup: true, animated: false)
        stage.timeline.clear()
        calls.list.removeAll()
        var done = 0
        c.dismissPopupBar { done += 1 }
        try stage.clock.advance(by: 0.5)
        #expect(c.popupPresentationState == .barPresented && done == 0)
        try stage.clock.advance(by: 0.5)
        #expect(c.popupPresentationState == .barHidden && done == 1 && c.popupContentViewController == nil)
        #expect(Self.trace(stage) == ["0 haptic", "0 willClose", "0.5 stateChanged", "0.5 accessibilityScreenChanged", "0.5 didClose", "0.5 willDismissPopupBar",
                                      "1 stateChanged", "1 didDismissPopupBar"])
        #expect(calls.list == ["willClose open", "didClose barPresented", "willDismissPopupBar barPresented", "didDismissPopupBar barHidden"])
        #expect(c.bottomSafeAreaInset() == 83)
    }

    @Test func unanimatedCallsRunSynchronouslyInTheSameOrder() throws {
        let (stage, c, calls) = Self.make()
        var order: [String] = []
        try c.presentPopupBar(with: Self.song(), openPopup: true, animated: false) { order.append("completion") }
        #expect(c.popupPresentationState == .open && order == ["completion"])
        // The open's animator finishes inside the present's block: didOpen first (LNPopupController.mm 1590, 750-757).
        #expect(calls.list == ["willPresentPopupBar barHidden", "willOpen barHidden", "willOpen barHidden", "didOpen open", "didPresentPopupBar open"])
        c.dismissPopupBar(animated: false) { order.append("dismissed") }
        #expect(c.popupPresentationState == .barHidden && order == ["completion", "dismissed"])
        #expect(Self.trace(stage).allSatisfy { $0.hasPrefix("0 ") })
        #expect(stage.clock.pending == 0)
    }

    @Test func coalescingOpenCloseOpen() throws {
        // The queue (docs/behavior/lnpopupcontroller.md, "State machine"): open (runs), close (queued), open → queue [open]; the queued open is a no-op whose
        // completion fires when the first open ends; the close's completion never fires.
        let (stage, c, _) = Self.make()
        try c.presentPopupBar(with: Self.song(), animated: false)
        var log: [String] = []
        c.openPopup { log.append("open1") }
        c.closePopup { log.append("close") }
        #expect(c.pendingOperations == [.close])
        c.openPopup { log.append("open2") }
        #expect(c.pendingOperations == [.open])
        try stage.clock.advance(by: 0.5)
        #expect(log == ["open1", "open2"])
        try stage.clock.advance(by: 5)
        #expect(log == ["open1", "open2"] && c.popupPresentationState == .open && c.droppedCount == 1)
    }

    struct CoalesceCase: Sendable {
        var name: String
        var calls: [PopupBarOperation.Kind]
        var pending: [PopupBarOperation.Kind]
        var called: [Int]
        var final: PopupBarPresentationState
    }

    /// Calls made while a present animates (index 0 runs; the rest queue and coalesce).
    @Test(arguments: [
        CoalesceCase(name: "present drops present", calls: [.present, .present, .present], pending: [.present], called: [0, 2], final: .barPresented),
        CoalesceCase(name: "dismiss drops all", calls: [.present, .open, .close, .dismiss], pending: [.dismiss], called: [0, 3], final: .barHidden),
        CoalesceCase(name: "present drops dismiss", calls: [.present, .dismiss, .present], pending: [.present], called: [0, 2], final: .barPresented),
        CoalesceCase(name: "open keeps present", calls: [.present, .dismiss, .open], pending: [.dismiss, .open], called: [0, 1, 2], final: .barHidden),
        CoalesceCase(name: "close drops open", calls: [.present, .open, .close], pending: [.close], called: [0, 2], final: .barPresented),
        CoalesceCase(name: "open drops close", calls: [.present, .close, .open], pending: [.open], called: [0, 2], final: .open),
        CoalesceCase(name: "two families", calls: [.present, .open, .present, .close], pending: [.present, .close], called: [0, 2, 3], final: .barPresented),
    ])
    func coalescing(c k: CoalesceCase) throws {
        let (stage, c, _) = Self.make()
        var called: [Int] = []
        for (i, kind) in k.calls.enumerated() {
            let done = { called.append(i) }
            switch kind {
            case .present: try c.presentPopupBar(with: Self.song("S\(i)"), completion: done)
            case .open: c.openPopup(completion: done)
            case .close: c.closePopup(completion: done)
            case .dismiss: c.dismissPopupBar(completion: done)
            }
        }
        #expect(c.pendingOperations == k.pending, "\(k.name)")
        _ = try stage.clock.runUntilIdle()
        #expect(called == k.called, "\(k.name)")
        #expect(c.popupPresentationState == k.final, "\(k.name)")
        #expect(c.outstandingCompletions == 0 && c.pendingOperations.isEmpty && c.brokenInvariants.isEmpty, "\(k.name)")
    }

    @Test func swapWhileOpenIsInstantAndKeepsTheState() throws {
        let (stage, c, calls) = Self.make()
        try c.presentPopupBar(with: Self.song("A"), openPopup: true, animated: false)
        calls.list.removeAll()
        stage.timeline.clear()
        var done = 0
        let b = Self.song("B")
        try c.presentPopupBar(with: b) { done += 1 }
        #expect(done == 1 && c.popupContentViewController === b && c.popupPresentationState == .open && !c.popupTransitioning)
        #expect(calls.list == ["popupItemDidUpdate open"])
        #expect(Self.trace(stage) == ["0 popupItemDidUpdate"])
        // Same content again: no update at all.
        try c.presentPopupBar(with: b)
        #expect(calls.list.count == 1)
        // Swap with openPopup while closed: the open is queued with the completion.
        c.closePopup(animated: false)
        try c.presentPopupBar(with: Self.song("C"), openPopup: true) { done += 1 }
        #expect(c.popupTransitioning && done == 1)
        try stage.clock.advance(by: 0.5)
        #expect(done == 2 && c.popupPresentationState == .open)
    }

    @Test func callsBeforeTheContainerIsOnScreenAreDeferredAndRunUnanimated() throws {
        let (stage, c, calls) = Self.make(present: false)
        var log: [String] = []
        try c.presentPopupBar(with: Self.song()) { log.append("present") }
        c.openPopup { log.append("open") }
        #expect(c.deferredCount == 2 && c.popupPresentationState == .barHidden && calls.list.isEmpty)
        try stage.clock.advance(by: 1)
        c.present()
        #expect(log == ["present", "open"] && c.popupPresentationState == .open)
        #expect(Self.trace(stage).allSatisfy { $0.hasPrefix("1 ") })
        #expect(stage.clock.pending == 0)
    }

    @Test func severalDeferredPresentsKeepTheirContent() throws {
        let (_, c, _) = Self.make(present: false)
        let a = Self.song("A"), b = Self.song("B")
        try c.presentPopupBar(with: a)
        try c.presentPopupBar(with: b)
        c.present()
        #expect(c.popupContentViewController === b && c.popupPresentationState == .barPresented)
        #expect(c.brokenInvariants.isEmpty)
    }

    @Test func openAndCloseOnAHiddenBarAreNoOpsWithCompletion() throws {
        let (stage, c, calls) = Self.make()
        var log: [String] = []
        c.openPopup { log.append("open") }
        c.closePopup { log.append("close") }
        c.dismissPopupBar { log.append("dismiss") }   // never presented: dropped (LNPopupController.mm 1751-1755)
        #expect(log == ["open", "close"] && calls.list.isEmpty && c.popupPresentationState == .barHidden)
        c.fixes.dismissHiddenCompletes = true
        c.dismissPopupBar { log.append("dismiss") }
        #expect(log == ["open", "close", "dismiss"])
        #expect(Self.trace(stage).isEmpty)
    }

    @Test func noOpStallQuirkIsTheDefault() throws {
        let (stage, c, _) = Self.make()
        #expect(!c.fixes.drainQueueAfterNoOp)      // the library's queue by default
        try c.presentPopupBar(with: Self.song(), openPopup: true, animated: false)
        var log: [String] = []
        c.closePopup { log.append("close") }       // runs
        c.openPopup { log.append("open") }         // drops the pending… nothing (close runs); queued
        try stage.clock.advance(by: 0.5)
        #expect(log == ["close"])                  // the open then runs
        try stage.clock.advance(by: 0.5)
        #expect(log == ["close", "open"] && c.popupPresentationState == .open)
        // A no-op open at the head stalls a queued close until the next enqueue.
        c.openPopup(animated: false)
        #expect(c.pendingOperations.isEmpty)
    }

    /// The tap opens (LNPopupController.mm 780-796) after the 0.2-s highlight (LNPopupBar.mm 188-195).
    @Test func tapOnTheBarOpensWithTheHighlight() throws {
        let (stage, c, _) = Self.make()
        try c.presentPopupBar(with: Self.song(), animated: false)
        stage.tap(at: Point(x: 150, y: 730))
        #expect(c.popupTransitioning)
        #expect(c.snapshot().highlight == 0)
        try stage.clock.advance(by: 0.1)
        #expect(abs(c.snapshot().highlight - 0.5) < 1e-9)
        try stage.clock.advance(by: 0.4)
        #expect(c.popupPresentationState == .open && c.snapshot().highlight == 0)
        // The grabber closes it (its frame: PopupBarContentFeatureTests' close-button tests).
        let g = try #require(c.closeButtonFrame())
        stage.tap(at: g.center)
        try stage.clock.advance(by: 0.5)
        #expect(c.popupPresentationState == .barPresented)
    }

    @Test func barButtonTapDoesNotOpen() throws {
        let (stage, c, _) = Self.make()
        var item = PopupBarItem(title: "Song")
        item.trailingBarButtonItems = [PopupBarButtonItem(image: "pause.fill", accessibilityLabel: "Pause")]
        try c.presentPopupBar(with: PopupBarContentController(item: item), animated: false)
        var tapped: [Int] = []
        c.barButtonAction = { _, i in tapped.append(i) }
        let b = try #require(c.snapshot().contents?.buttons.first)
        stage.tap(at: b.frame.center)
        #expect(tapped == [0] && !c.popupTransitioning)
        #expect(stage.timeline.events(source: "bar#1", name: "barButtonTapped").count == 1)
    }

    @Test func snapSwipeUpOpensAfterTheDelay() throws {
        let (stage, c, _) = Self.make()
        try c.presentPopupBar(with: Self.song(), animated: false)
        try stage.drag(PanTrack.linear(from: Point(x: 150, y: 740), to: Point(x: 150, y: 640), duration: 0.1))
        // The pan began at 1/120 s with an upward velocity; the open starts 0.15 s after that.
        #expect(stage.timeline.events(source: "bar#1", name: "willOpen").isEmpty)
        try stage.clock.advance(by: 0.1)
        let willOpen = try #require(stage.timeline.events(source: "bar#1", name: "willOpen").first)
        #expect(abs(willOpen.t.seconds - (1.0 / 120 + 0.15)) < 1e-6)
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .open)
        // A downward swipe on the bar does nothing.
        c.closePopup(animated: false)
        try stage.drag(PanTrack.linear(from: Point(x: 150, y: 720), to: Point(x: 150, y: 760), duration: 0.1))
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .barPresented)
    }

    @Test func snapClosingDragAutoClosesPastTheThreshold() throws {
        let (stage, c, _) = Self.make()
        try c.presentPopupBar(with: Self.song(), openPopup: true, animated: false)
        stage.timeline.clear()
        // 272 pt: short of D·c = 272.64; released → reopens, no close events.
        try stage.drag(PanTrack.linear(from: Point(x: 200, y: 300), to: Point(x: 200, y: 572), duration: 0.3))
        #expect(stage.timeline.events(source: "bar#1", name: "willClose").isEmpty)
        #expect(c.popupTransitioning)
        // The reopen waits for the drag's own 0.5 s animator (LNPopupController.mm 972,
        // 1445-1449), then takes 0.5 s.
        try stage.clock.advance(by: 0.75)
        #expect(c.popupPresentationState == .open)
        #expect(c.contentFrame().y == 0)
        stage.timeline.clear()
        let start = stage.now
        try stage.drag(PanTrack.linear(from: Point(x: 200, y: 300), to: Point(x: 200, y: 600), duration: 0.3))
        // Past the threshold mid-drag: the close is enqueued behind the drag's animator (1021).
        #expect(stage.timeline.events(source: "bar#1", name: "willClose").isEmpty)
        try stage.clock.advance(by: 0.25)
        let willClose = try #require(stage.timeline.events(source: "bar#1", name: "willClose").first)
        #expect(willClose.t > start + 0.5 && willClose.t < start + 0.52)
        try stage.clock.advance(by: 0.5)
        #expect(c.popupPresentationState == .barPresented)
        #expect(stage.timeline.names(source: "bar#1").contains("didClose"))
    }

    @Test func snapRubberBandIsVisibleMidDrag() throws {
        let (stage, c, _) = Self.make()
        try c.presentPopupBar(with: Self.song(), openPopup: true, animated: false)
        c.handlePan(PanEvent(phase: .began, location: Point(x: 200, y: 300), startLocation: Point(x: 200, y: 300),
                             translation: .zero, velocity: Point(x: 0, y: 100), time: stage.now), on: stage)
        c.handlePan(PanEvent(phase: .changed, location: Point(x: 200, y: 500), startLocation: Point(x: 200, y: 300),
                             translation: Point(x: 0, y: 200), velocity: Point(x: 0, y: 100), time: stage.now), on: stage)
        let expected = PopupBarInteraction.rubberBand(200, containerHeight: 852, snapPercent: 0.32)
        #expect(abs(c.contentFrame().y - expected) < 1e-9)
        #expect(abs(expected - 59.53) < 0.01)
        // The tab bar stays off screen during a snap drag.
        #expect(c.snapshot().dockingFrame.y == 852)
    }

    @Test func dragFollowsTheFingerAndReleasesByVelocityOrTwentyPercent() throws {
        let (stage, c, _) = Self.make(interaction: .drag)
        try c.presentPopupBar(with: Self.song(), animated: false)
        func pan(_ phase: PanPhase, _ ty: Double, vy: Double) {
            c.handlePan(PanEvent(phase: phase, location: Point(x: 150, y: 740 + ty), startLocation: Point(x: 150, y: 740),
                                 translation: Point(x: 0, y: ty), velocity: Point(x: 0, y: vy), time: stage.now), on: stage)
        }
        // 1:1: 100 pt up moves the bar top from 705 to 605; the tab bar moves by smoothstep(p)·83.
        pan(.began, 0, vy: -10)
        #expect(stage.timeline.events(source: "bar#1", name: "haptic").count == 1)
        pan(.changed, -100, vy: -10)
        #expect(c.barFrame().y == 605)
        let p = 1 - 669.0 / 769
        #expect(abs(c.value(of: .open) - p) < 1e-12)
        #expect(abs(c.snapshot().dockingFrame.y - (769 + PopupBarLayout.smoothstep(p) * 83)) < 1e-9)
        #expect(abs(c.snapshot().barContentAlpha - (1 - PopupBarLayout.smoothstep(p))) < 1e-12)
        // Released with no velocity at p ≈ 0.13 (< 20%): back to closed, no events. Each release
        // here waits for the drag's own 0.5 s animator (LNPopupController.mm 972, 1445-1449).
        pan(.ended, -100, vy: 0)
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .barPresented)
        #expect(stage.timeline.events(source: "bar#1", name: "willOpen").isEmpty)
        // Past 20% with no velocity: opens.
        pan(.began, 0, vy: 0)
        pan(.changed, -200, vy: 0)
        pan(.ended, -200, vy: 0)
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .open)
        // From open: a tiny downward release velocity closes, whatever the distance.
        pan(.began, 0, vy: 10)
        pan(.changed, 20, vy: 10)
        pan(.ended, 20, vy: 1)
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .barPresented)
        // A downward pan on the closed bar is cancelled.
        pan(.began, 0, vy: 50)
        #expect(c.machine.drag == nil)
    }

    @Test func scrollAndNoneStyles() throws {
        let (stage, c, _) = Self.make(interaction: .scroll)
        try c.presentPopupBar(with: Self.song(), animated: false)
        try stage.drag(PanTrack.linear(from: Point(x: 150, y: 740), to: Point(x: 150, y: 400), duration: 0.2))
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .barPresented)    // the bar ignores pans
        c.openPopup(animated: false)
        try stage.drag(PanTrack.linear(from: Point(x: 150, y: 300), to: Point(x: 150, y: 700), duration: 0.2))
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .open)            // no scroll view: nothing
        c.popupContentView.hasScrollView = true
        try stage.drag(PanTrack.linear(from: Point(x: 150, y: 300), to: Point(x: 150, y: 700), duration: 0.2))
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .barPresented)
        c.popupInteractionStyle = PopupBarInteractionStyle.none
        try stage.drag(PanTrack.linear(from: Point(x: 150, y: 740), to: Point(x: 150, y: 400), duration: 0.2))
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .barPresented)
        stage.tap(at: Point(x: 150, y: 730))                   // tap still opens
        try stage.clock.advance(by: 1)
        #expect(c.popupPresentationState == .open)
    }

    /// allowPopupHapticFeedbackGeneration (LNPopupController.mm 195, 366-386).
    @Test func hapticsAreGated() throws {
        let (stage, c, _) = Self.make()
        c.allowPopupHapticFeedbackGeneration = false
        try c.presentPopupBar(with: Self.song(), openPopup: true, animated: false)
        #expect(stage.timeline.events(source: "bar#1", name: "haptic").isEmpty)
        c.allowPopupHapticFeedbackGeneration = true
        c.closePopup(animated: false)
        let h = try #require(stage.timeline.events(source: "bar#1", name: "haptic").first)
        #expect(h.fields.map(\.value) == [.string("rigid"), .number(0.9)])
    }

    @Test func marqueeOnSimulatedTime() throws {
        let (stage, c, _) = Self.make()
        c.popupBar.standardAppearance.marqueeScrollEnabled = true
        let long = String(repeating: "a", count: 60)          // 60 × 0.55 × 15 = 495 pt
        let song = PopupBarContentController(item: PopupBarItem(title: long))
        try c.presentPopupBar(with: song, animated: false)
        #expect(c.marqueeOffsets().title == 0)
        try stage.clock.advance(by: 3)
        #expect(abs(c.marqueeOffsets().title + 30) < 1e-9)
        // Text change restarts it (with the delay).
        song.popupItem.title = long + "b"
        #expect(c.marqueeOffsets().title == 0)
        try stage.clock.advance(by: 2.5)
        #expect(abs(c.marqueeOffsets().title + 15) < 1e-9)
        // Progress changes do not restart it.
        song.popupItem.progress = 0.9
        #expect(abs(c.marqueeOffsets().title + 15) < 1e-9)
        // Paused while open, restarted on close.
        c.openPopup(animated: false)
        #expect(c.marqueeOffsets().title == 0)
        try stage.clock.advance(by: 5)
        c.closePopup(animated: false)
        try stage.clock.advance(by: 2.1)
        #expect(abs(c.marqueeOffsets().title + 3) < 1e-6)
    }

    @Test func refusals() {
        let (_, c, _) = Self.make()
        #expect(throws: PopupBarError.nilContent) { try c.presentPopupBar(with: nil) }
        #expect(throws: PopupBarError.contentIsContainer(source: "bar#1")) { try c.presentPopupBar(with: c.viewController) }
    }

    /// The bottom bar's hide and show, else 0.5 s (UIViewController+LNPopupSupportPrivate.mm 82).
    @Test func hidesBottomBarWhenPushedMovesTheBar() throws {
        let (stage, c, _) = Self.make()
        try c.presentPopupBar(with: Self.song(), animated: false)
        c.setBottomBarHidden(true)
        try stage.clock.advance(by: 0.25)
        let mid = c.barFrame().y
        #expect(mid > 705 && mid < 754)
        try stage.clock.advance(by: 0.25)
        #expect(c.barFrame() == Rect(x: 0, y: 754, width: 393, height: 64))
        #expect(c.bottomSafeAreaInset() == 98)
        c.setBottomBarHidden(false, animated: false)
        #expect(c.barFrame().y == 705)
    }

    @Test func renderingShowsTheBarTabsAndContent() throws {
        let (stage, c, _) = Self.make()
        try c.presentPopupBar(with: PopupBarContentController(item: PopupBarItem(title: "Song", image: "cover", progress: 0.5)), animated: false)
        c.popupBar.progressViewStyle = .bottom
        let items = stage.drawScene().items
        let texts = items.compactMap { if case .text(let t) = $0.item { return t.string } else { return nil } }
        #expect(texts.contains("Song") && texts.contains("Library") && texts.contains("Search"))
        let labels = items.compactMap { if case .box(let b) = $0.item { return b.label } else { return nil } }
        let images = items.compactMap { if case .image(let i) = $0.item { return i.name } else { return nil } }
        #expect(labels.contains("tab bar") && images.contains("cover"))
        c.openPopup(animated: false)
        let open = stage.drawScene().items.compactMap { if case .box(let b) = $0.item { return b.label } else { return nil } }
        #expect(open.contains("bar#1 content") && !open.contains("tab bar"))
    }

    /// The container as its children's safe-area provider (iPhone 15: 393×852, 59 / 34): the
    /// screen's top inset, or a navigation bar's bottom (59 + 44); at the bottom the tab bar (83)
    /// or the home indicator (34), plus the floating bar's 64 once presented.
    static let safeAreaRows: [(PopupBarContainerKind, Bool, Bool, Rect, Bool)] = [
        (.tabBarController(tabs: ["A", "B"]), false, false, Rect(x: 0, y: 59, width: 393, height: 710), false),   // 852 - 59 - 83
        (.tabBarController(tabs: ["A", "B"]), false, true, Rect(x: 0, y: 59, width: 393, height: 646), false),    // 852 - 59 - 147
        (.navigationController(toolbar: false), false, false, Rect(x: 0, y: 103, width: 393, height: 715), true), // 852 - 103 - 34
        (.navigationController(toolbar: false), false, true, Rect(x: 0, y: 103, width: 393, height: 651), true),  // 852 - 103 - 98
        (.navigationController(toolbar: false), true, false, Rect(x: 0, y: 59, width: 393, height: 759), true),   // bar hidden
    ]

    @Test(arguments: safeAreaRows)
    func childrenSafeArea(kind: PopupBarContainerKind, navigationBarHidden: Bool, bar: Bool, frame: Rect,
                          adjustsWhenNotScrollable: Bool) throws {
        let (_, c, _) = Self.make(kind)
        c.navigationBarHidden = navigationBarHidden
        if bar { try c.presentPopupBar(with: Self.song(), animated: false) }
        #expect(c.safeAreaFrame == frame)
        #expect(c.adjustsScrollViewInsetsWhenNotScrollable == adjustsWhenNotScrollable)
    }

    /// A navigation controller's bar covers the status bar and 44 pt below the top inset, and takes
    /// the touches there; other containers have none.
    @Test func navigationBar() {
        let (stage, nav, _) = Self.make(.navigationController(toolbar: false))
        #expect(nav.navigationBarFrame == Rect(x: 0, y: 0, width: 393, height: 103))
        #expect(nav.hitTest(Point(x: 10, y: 102), at: stage.now) && !nav.hitTest(Point(x: 10, y: 103), at: stage.now))
        nav.navigationBarHidden = true
        #expect(nav.navigationBarFrame == nil && !nav.hitTest(Point(x: 10, y: 80), at: stage.now))
        #expect(Self.make().1.navigationBarFrame == nil)
    }

    /// Model values: a dismissal in progress already gives the final inset.
    @Test func childrenSafeAreaReadsTheModelValue() throws {
        let (stage, c, _) = Self.make()
        try c.presentPopupBar(with: Self.song(), animated: false)
        c.dismissPopupBar(animated: true)
        #expect(c.safeAreaFrame.maxY == 769)
        #expect(c.bottomSafeAreaInset() > 83)   // the bar is still on its way out
        try stage.clock.advance(by: 1)
        #expect(c.bottomSafeAreaInset() == 83)
    }
}
