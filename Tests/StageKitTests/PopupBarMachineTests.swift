@testable import StageKit
import Testing

/// The pure machine as state × input → next state + effects tables (docs/behavior/lnpopupcontroller.md, "State machine", "Interaction"), without a stage.
@Suite struct PopupBarMachineTests {
    static let snap = PopupBarMachine.Context(interaction: .snap)
    static let drag = PopupBarMachine.Context(interaction: .drag)

    /// Runs inputs from a fresh on-screen state, returning the final state and all effects.
    static func run(_ inputs: [PopupBarMachine.Input], from start: PopupBarState = PopupBarState(isOnScreen: true),
                    _ ctx: PopupBarMachine.Context = snap) -> (PopupBarState, [PopupBarEffect]) {
        var s = start
        var all: [PopupBarEffect] = []
        for i in inputs {
            all += PopupBarMachine.transition(&s, i, ctx).effects
        }
        return (s, all)
    }

    static func events(_ fx: [PopupBarEffect]) -> [String] {
        fx.compactMap {
            switch $0 {
            case .event(let n, _): return n.rawValue
            case .stateChanged(_, let to): return "→\(to)"
            case .complete(let c): return "complete \(c)"
            case .drop(let c): return "drop \(c)"
            case .schedule(let a, let d): return "\(a.rawValue) \(Fmt.number(d.seconds))"
            default: return nil
            }
        }
    }

    static func state(_ s: PopupBarState) -> String { "\(s.publicState)/\(s.internalState)/\(s.target) q\(s.queue.count)" }

    static let presented = run([.call(PopupBarOperation(.present, animated: false, content: 1))]).0
    static let opened = run([.call(PopupBarOperation(.open, animated: false))], from: presented).0

    struct Row: Sendable {
        var name: String
        var from: String
        var input: PopupBarMachine.Input
        var next: String
        var events: [String]
    }

    static let starts: [String: PopupBarState] = [
        "hidden": PopupBarState(isOnScreen: true), "presented": presented, "open": opened,
    ]

    @Test(arguments: [
        Row(name: "present", from: "hidden", input: .call(PopupBarOperation(.present, content: 1, completion: 7)),
            next: "barHidden/transitioning/barPresented q0", events: ["willPresentPopupBar", "bar 0.5"]),
        Row(name: "present open", from: "hidden", input: .call(PopupBarOperation(.present, openPopup: true, content: 1, completion: 7)),
            next: "barHidden/transitioning/open q0", events: ["willPresentPopupBar", "willOpen", "willOpen", "bar 0.5", "popup 0.5"].sorted()),
        Row(name: "present unanimated", from: "hidden", input: .call(PopupBarOperation(.present, animated: false, content: 1, completion: 7)),
            next: "barPresented/barPresented/barPresented q0", events: ["willPresentPopupBar", "→barPresented", "didPresentPopupBar", "complete 7"]),
        Row(name: "open", from: "presented", input: .call(PopupBarOperation(.open, completion: 7)),
            next: "barPresented/transitioning/open q0", events: ["willOpen", "popup 0.5"]),
        Row(name: "open when open", from: "open", input: .call(PopupBarOperation(.open, completion: 7)),
            next: "open/open/open q0", events: ["complete 7"]),
        Row(name: "open when hidden", from: "hidden", input: .call(PopupBarOperation(.open, completion: 7)),
            next: "barHidden/barHidden/barHidden q0", events: ["complete 7"]),
        Row(name: "close", from: "open", input: .call(PopupBarOperation(.close, completion: 7)),
            next: "open/transitioning/barPresented q0", events: ["willClose", "popup 0.5"]),
        Row(name: "close when closed", from: "presented", input: .call(PopupBarOperation(.close, completion: 7)),
            next: "barPresented/barPresented/barPresented q0", events: ["complete 7"]),
        Row(name: "close when hidden", from: "hidden", input: .call(PopupBarOperation(.close, completion: 7)),
            next: "barHidden/barHidden/barHidden q0", events: ["complete 7"]),
        Row(name: "dismiss", from: "presented", input: .call(PopupBarOperation(.dismiss, completion: 7)),
            next: "barPresented/transitioning/barHidden q0", events: ["willDismissPopupBar", "bar 0.5"]),
        Row(name: "dismiss from open", from: "open", input: .call(PopupBarOperation(.dismiss, completion: 7)),
            next: "open/transitioning/barHidden q0", events: ["willClose", "popup 0.5"]),
        // Never presented: the library drops the completion (LNPopupController.mm 1751-1755).
        Row(name: "dismiss when hidden", from: "hidden", input: .call(PopupBarOperation(.dismiss, completion: 7)),
            next: "barHidden/barHidden/barHidden q0", events: ["drop 7"]),
        Row(name: "swap", from: "open", input: .call(PopupBarOperation(.present, content: 2, completion: 7)),
            next: "open/open/open q0", events: ["popupItemDidUpdate", "complete 7"]),
        Row(name: "same content", from: "presented", input: .call(PopupBarOperation(.present, content: 1, completion: 7)),
            next: "barPresented/barPresented/barPresented q0", events: ["complete 7"]),
        Row(name: "swap and open", from: "presented", input: .call(PopupBarOperation(.present, openPopup: true, content: 2, completion: 7)),
            next: "barPresented/transitioning/open q0", events: ["popupItemDidUpdate", "willOpen", "popup 0.5"]),
        Row(name: "tap bar", from: "presented", input: .tapBar, next: "barPresented/transitioning/open q0", events: ["willOpen", "popup 0.5"]),
        Row(name: "tap bar when open", from: "open", input: .tapBar, next: "ignored", events: []),
        Row(name: "close button", from: "open", input: .tapCloseButton, next: "open/transitioning/barPresented q0", events: ["willClose", "popup 0.5"]),
        Row(name: "snap swipe up", from: "presented", input: .panBegan(onBar: true, velocityY: -100, fromScrollView: false, vertical: true),
            next: "barPresented/barPresented/barPresented q0", events: []),
        Row(name: "snap swipe down", from: "presented", input: .panBegan(onBar: true, velocityY: 100, fromScrollView: false, vertical: true),
            next: "ignored", events: []),
        Row(name: "snap drag open content", from: "open", input: .panBegan(onBar: false, velocityY: 100, fromScrollView: false, vertical: true),
            next: "open/transitioning/open q0", events: ["popup 0.5"]),  // the drag's animator, LNPopupController.mm 972
        Row(name: "horizontal pan on scroll view", from: "open", input: .panBegan(onBar: false, velocityY: 1, fromScrollView: true, vertical: false),
            next: "ignored", events: []),
        Row(name: "an end with no animator running", from: "presented", input: .animationEnded(.bar), next: "ignored", events: []),
    ])
    func table(r: Row) {
        let start = Self.starts[r.from] ?? PopupBarState()
        let (s, t) = PopupBarMachine.step(start, r.input, Self.snap)
        switch t {
        case .ignored:
            #expect(r.next == "ignored", "\(r.name)")
        case .moved(let fx):
            #expect(Self.state(s) == r.next, "\(r.name)")
            let ev = Self.events(fx)
            #expect((r.name == "present open" ? ev.sorted() : ev) == r.events, "\(r.name)")
            #expect(s.queue.brokenInvariants.isEmpty)
        }
    }

    /// Snap: the open 0.15 s after the pan began (LNPopupController.mm 845-847).
    @Test func snapSwipeSchedulesTheDelayedOpen() {
        let (s, step) = PopupBarMachine.step(Self.presented, .panBegan(onBar: true, velocityY: -5, fromScrollView: false, vertical: true), Self.snap)
        guard case .moved(let fx) = step else {
            Issue.record("ignored"); return
        }
        #expect(fx == [.scheduleSnapOpen(after: 0.15)] && s.snapOpenPending)
        let (n, fx2) = Self.run([.snapOpenFired], from: s)
        #expect(Self.events(fx2) == ["willOpen", "popup 0.5"] && n.target == .open)
    }

    @Test func animatorEndsCompleteInOrder() {
        var (s, fx) = Self.run([.call(PopupBarOperation(.present, openPopup: true, content: 1, completion: 3))])
        #expect(s.barAnimator != nil && s.popupAnimator != nil)
        (s, fx) = Self.run([.animationEnded(.bar)], from: s)
        // With openPopup public stays barHidden until the open ends (LNPopupController.mm 1603-1616).
        #expect(Self.events(fx) == ["didPresentPopupBar"] && s.isTransitioning && s.publicState == .barHidden)
        (s, fx) = Self.run([.animationEnded(.popup)], from: s)
        #expect(Self.events(fx) == ["→open", "didOpen", "complete 3"] && !s.isBusy && s.brokenInvariants.isEmpty)
    }

    @Test func dismissFromOpenChainsTheBarDismissal() {
        var (s, fx) = Self.run([.call(PopupBarOperation(.dismiss, completion: 4))], from: Self.opened)
        (s, fx) = Self.run([.animationEnded(.popup)], from: s)
        #expect(Self.events(fx) == ["→barPresented", "didClose", "willDismissPopupBar", "bar 0.5"])
        (s, fx) = Self.run([.animationEnded(.bar)], from: s)
        #expect(Self.events(fx) == ["→barHidden", "didDismissPopupBar", "complete 4"])
        #expect(s.content == nil && s.brokenInvariants.isEmpty)
    }

    @Test func deferredWhileOffScreen() {
        let off = PopupBarState(isOnScreen: false)
        let (s, step) = PopupBarMachine.step(off, .call(PopupBarOperation(.open, completion: 1)), Self.snap)
        guard case .moved(let fx) = step else {
            Issue.record("ignored"); return
        }
        #expect(fx.isEmpty && s.deferred == [PopupBarOperation(.open, completion: 1)] && !s.isOnScreen)
        // On screen, the call is replayed without animation in the same step.
        let (on, replay) = PopupBarMachine.step(s, .appeared, Self.snap)
        #expect(on.deferred.isEmpty && on.isOnScreen && replay.effects == [.complete(1)])
    }

    @Test func dragSettleEmitsOnlyWhenTheStateChanges() {
        var (s, fx) = Self.run([.panBegan(onBar: true, velocityY: -1, fromScrollView: false, vertical: true), .panChanged(open: 0.1, dock: 0.03),
                                .panEnded(toOpen: false)], from: Self.presented, Self.drag)
        #expect(fx.contains(.haptic(.soft(0.8))) && fx.contains(.set(.open, 0.1)))
        // The drag's own 0.5 s animator (LNPopupController.mm 972); the release waits for its end
        // (1072-1078, 1445-1449), then settles.
        #expect(Self.events(fx) == ["popup 0.5"])
        (s, fx) = Self.run([.animationEnded(.popup)], from: s, Self.drag)
        #expect(Self.events(fx) == ["popup 0.5"] && s.drag == nil && s.brokenInvariants.isEmpty)
        (s, fx) = Self.run([.animationEnded(.popup)], from: s, Self.drag)
        #expect(Self.events(fx).isEmpty && s.publicState == .barPresented && s.brokenInvariants.isEmpty)
        (s, fx) = Self.run([.panBegan(onBar: false, velocityY: 1, fromScrollView: false, vertical: true), .panAutoClose], from: Self.opened)
        #expect(Self.events(fx) == ["popup 0.5"])
        (s, fx) = Self.run([.animationEnded(.popup)], from: s)
        #expect(fx.contains(.animate(.open, to: 0, duration: 0.5, delay: .zero, curve: PopupBarMachine.snapCloseCurve)))
        #expect(Self.events(fx) == ["willClose", "popup 0.5"])
    }

    /// The content's fade from 15% of a close (LNPopupController.mm 728-740).
    @Test func closeFadeOnlyWhenTheLayoutSaysSo() {
        let fade = PopupBarMachine.Context(interaction: .snap, closeFadesContent: true)
        let (_, fx) = Self.run([.call(PopupBarOperation(.close))], from: Self.opened, fade)
        #expect(fx.contains(.animate(.contentAlpha, to: 0, duration: 0.425, delay: 0.075, curve: PopupBarMachine.snapCloseCurve)))
        let (_, plain) = Self.run([.call(PopupBarOperation(.close))], from: Self.opened, Self.drag)
        #expect(!plain.contains { if case .animate(.contentAlpha, _, _, _, _) = $0 { return true } else { return false } })
        #expect(plain.contains(.animate(.open, to: 0, duration: 0.5, delay: .zero, curve: .criticallyDamped)))
    }

    @Test func queueCoalescingIsBoundedAndOrdered() {
        var q = PopupBarOperationQueue()
        #expect(q.enqueue(PopupBarOperation(.present, completion: 1)).isEmpty)
        #expect(q.enqueue(PopupBarOperation(.open, completion: 2)).isEmpty)
        #expect(q.enqueue(PopupBarOperation(.close, completion: 3)).map(\.completion) == [2])
        #expect(q.enqueue(PopupBarOperation(.present, completion: 4)).map(\.completion) == [1])
        #expect(q.kinds == [.close, .present])
        #expect(q.enqueue(PopupBarOperation(.dismiss, completion: 5)).map(\.completion) == [3, 4])
        #expect(q.kinds == [.dismiss] && q.brokenInvariants.isEmpty)
    }
}
