import MachineScenarios
import StageKit
import Testing

/// Both popup policies' timing paths (docs/behavior/lstpopview.md): each timer delivered and
/// cancelled or dropped, an input during each animation, the same input twice, a call from
/// inside a callback ("swift": after the step; "objc": at once, as LSTPopView's blocks run it).
/// The scenarios compare the popups' states (`PopupScenarios.states`).
enum PopupScenarios {
    static let p1 = PopupID(1), p2 = PopupID(2)

    static func states<P: PopupPolicyModel>(_ m: P) -> [String] {
        [p1, p2].map { m.state(of: $0)?.rawValue ?? "none" }
    }

    static func world<P: PopupPolicyModel>(_ policy: P) -> P {
        var m = policy
        for id in [p1, p2] { _ = P.transition(&m, .create(id, host: "window"), PopupContext(now: .zero)) }
        return m
    }

    static func swift(_ name: String, _ body: @escaping @Sendable (MachineScenario<SwiftPopupPolicy>) -> Void) -> ScenarioCase {
        ScenarioCase(SwiftPopupPolicy.self, name, state: { world(SwiftPopupPolicy()) }, observe: states,
                     context: { PopupContext(now: $0) }, body)
    }

    static func objc(_ name: String, _ body: @escaping @Sendable (MachineScenario<ObjCPopupPolicy>) -> Void) -> ScenarioCase {
        ScenarioCase(ObjCPopupPolicy.self, name, state: { world(ObjCPopupPolicy()) }, observe: states,
                     context: { PopupContext(now: $0) }, body)
    }

    static func pop(_ p: PopupID, _ t: PopupTicket = PopupTicket()) -> PopupInput { .pop(p, t, style: nil, duration: nil) }
    static func dismiss(_ p: PopupID) -> PopupInput { .dismiss(p, style: nil, duration: nil, reason: .dismiss) }

    static func shows(_ p: PopupID) -> [PopupEffect] {
        [.attach(p), .emit(p, .willPop, callbacks: true), .animatePop(p, .fade, 0.2),
         .schedule(p, .popFinished, after: 0.2, .popFinished(p, startsCountdown: true))]
    }

    static func dismisses(_ p: PopupID, _ reason: PopupDismissReason = .dismiss) -> [PopupEffect] {
        [.cancel(p, .popFinished), .cancel(p, .countdown), .emit(p, .willDismiss(reason), callbacks: true),
         .animateDismiss(p, .fade, 0.2), .schedule(p, .dismissFinished, after: 0.2, .dismissFinished(p))]
    }

    /// The objc policy's pop of a Fade popup: its didPop is the first dispatch_after block.
    static func objcShows(_ p: PopupID) -> [PopupEffect] {
        [.attach(p), .emit(p, .willPop, callbacks: true), .animatePop(p, .fade, 0.2),
         .schedule(p, .dispatch(1), after: 0.2, .popFinished(p, startsCountdown: true))]
    }

    /// A drag's fly-out on the shown p1 under "objc", a dismissal at once, and its 0.2 s.
    static func flyOutThenDismiss(_ s: MachineScenario<ObjCPopupPolicy>) {
        s.send(.flyOut(p1, after: 0.5, fade: 0.1), then: ["shown", "idle"])
        s.effects([.schedule(p1, .flyOut, after: 0.5, .dismiss(p1, style: .fade, duration: 0.1, reason: .drag))])
        s.send(dismiss(p1), then: ["dismissing", "idle"])
        s.effects([.emit(p1, .willDismiss(.dismiss), callbacks: true), .animateDismiss(p1, .fade, 0.2),
                   .schedule(p1, .dispatch(2), after: 0.2, .dismissFinished(p1))])
        s.advance(by: 0.2)
    }

    static let cases: [ScenarioCase] = [
        swift("pop, countdown, dismissal: every timer delivered") { s in
            s.send(pop(p1, PopupTicket(showTime: 2)), then: ["presenting", "idle"])
            s.effects(shows(p1))
            s.advance(by: 0.2)
            s.receive(.popFinished(p1, startsCountdown: true), then: ["shown", "idle"])
            s.effects([.emit(p1, .didPop, callbacks: true), .emit(p1, .countdown(2), callbacks: true),
                       .schedule(p1, .countdown, after: 1, .countdownTick(p1))])
            s.advance(by: 1)
            s.receive(.countdownTick(p1), then: ["shown", "idle"])
            s.effects([.emit(p1, .countdown(1), callbacks: true), .schedule(p1, .countdown, after: 1, .countdownTick(p1))])
            s.advance(by: 1)
            s.receive(.countdownTick(p1), then: ["dismissing", "idle"])
            s.effects([.emit(p1, .countdown(0), callbacks: true), .emit(p1, .countdownFinish, callbacks: true)] + dismisses(p1, .countdown))
            s.advance(by: 0.2)
            s.receive(.dismissFinished(p1), then: ["dismissed", "idle"])
            s.effects([.emit(p1, .didDismiss, callbacks: true), .detach(p1)])
        },
        swift("a dismissal during the pop cancels its end; a second dismissal does nothing") { s in
            s.send(pop(p1), then: ["presenting", "idle"])
            s.effects(shows(p1))
            s.advance(by: 0.1)
            s.send(dismiss(p1), then: ["dismissing", "idle"])
            s.effects(dismisses(p1))
            s.send(dismiss(p1), then: ["dismissing", "idle"])
            s.effects([])
            s.advance(by: 0.2)
            s.receive(.dismissFinished(p1), then: ["dismissed", "idle"])
            s.effects([.emit(p1, .didDismiss, callbacks: true), .detach(p1)])
        },
        // A drag's fly-out ends in the Fade dismissal; a dismissal meanwhile leaves a fly-out that
        // falls due into a popup no longer on screen.
        swift("a fly-out is delivered, and dropped when the popup left meanwhile") { s in
            s.send(pop(p1), then: ["presenting", "idle"])
            s.effects(shows(p1))
            s.advance(by: 0.2)
            s.receive(.popFinished(p1, startsCountdown: true), then: ["shown", "idle"])
            s.effects([.emit(p1, .didPop, callbacks: true)])
            s.send(.flyOut(p1, after: 0.5, fade: 0.1), then: ["shown", "idle"])
            s.effects([.schedule(p1, .flyOut, after: 0.5, .dismiss(p1, style: .fade, duration: 0.1, reason: .drag))])
            s.advance(by: 0.5)
            s.receive(.dismiss(p1, style: .fade, duration: 0.1, reason: .drag), then: ["dismissing", "idle"])
            s.effects([.cancel(p1, .popFinished), .cancel(p1, .countdown), .emit(p1, .willDismiss(.drag), callbacks: true),
                       .animateDismiss(p1, .fade, 0.1), .schedule(p1, .dismissFinished, after: 0.1, .dismissFinished(p1))])
            s.advance(by: 0.1)
            s.receive(.dismissFinished(p1), then: ["dismissed", "idle"])
            s.effects([.emit(p1, .didDismiss, callbacks: true), .detach(p1)])
            s.send(pop(p2), then: ["dismissed", "presenting"])
            s.effects(shows(p2))
            s.advance(by: 0.2)
            s.receive(.popFinished(p2, startsCountdown: true), then: ["dismissed", "shown"])
            s.effects([.emit(p2, .didPop, callbacks: true)])
            s.send(.flyOut(p2, after: 0.5, fade: 0.1), then: ["dismissed", "shown"])
            s.effects([.schedule(p2, .flyOut, after: 0.5, .dismiss(p2, style: .fade, duration: 0.1, reason: .drag))])
            s.send(dismiss(p2), then: ["dismissed", "dismissing"])
            s.effects(dismisses(p2))
            s.advance(by: 1)           // the fly-out falls due into a dismissing popup: dropped
            s.receive(.dismissFinished(p2), then: ["dismissed", "dismissed"])
            s.effects([.emit(p2, .didDismiss, callbacks: true), .detach(p2)])
            #expect(s.staleDrops == ["flyOut"])
        },
        // A dismissal while the countdown runs cancels its next report; an invalidation during
        // the dismissal ends it at once, cancelling its end.
        swift("a dismissal cancels the countdown; an invalidation cancels the dismissal's end") { s in
            s.send(pop(p1, PopupTicket(showTime: 3)), then: ["presenting", "idle"])
            s.effects(shows(p1))
            s.advance(by: 0.2)
            s.receive(.popFinished(p1, startsCountdown: true), then: ["shown", "idle"])
            s.effects([.emit(p1, .didPop, callbacks: true), .emit(p1, .countdown(3), callbacks: true),
                       .schedule(p1, .countdown, after: 1, .countdownTick(p1))])
            s.advance(by: 0.5)
            s.send(dismiss(p1), then: ["dismissing", "idle"])
            s.effects(dismisses(p1))
            s.send(.invalidate(host: nil), then: ["retired", "retired"])
            s.effects([.cancel(p1, .dismissFinished), .cancel(p1, .countdown), .hide(p1), .emit(p1, .didDismiss, callbacks: true),
                       .detach(p1), .emit(p1, .retired, callbacks: false), .emit(p2, .retired, callbacks: false)])
            #expect(s.cancellations == ["countdown", "dismissFinished"])
        },
        // A willPop block that dismisses its popup: the call waits for the pop's step.
        swift("willPop's dismissal waits for the pop's step") { s in
            s.onEffect = { if $0 == .emit(p1, .willPop, callbacks: true) { s.call(dismiss(p1)) } }
            s.send(pop(p1), then: ["presenting", "idle"])
            s.effects(shows(p1))
            s.receive(dismiss(p1), then: ["dismissing", "idle"])
            s.effects(dismisses(p1))
            s.advance(by: 0.2)
            s.receive(.dismissFinished(p1), then: ["dismissed", "idle"])
            s.effects([.emit(p1, .didDismiss, callbacks: true), .detach(p1)])
        },
        // LSTPopView's blocks run a call at once and the pop carries on (LSTPopView.m:900-918):
        // the didPop block still runs after the dismissal started.
        objc("willPop's dismissal runs inside it; the pop carries on") { s in
            s.onEffect = { if $0 == .emit(p1, .willPop, callbacks: true) { s.call(dismiss(p1)) } }
            s.send(pop(p1), then: ["presenting", "idle"])
            s.effects(objcShows(p1))
            s.receive(dismiss(p1), then: ["dismissing", "idle"])
            s.effects([.emit(p1, .willDismiss(.dismiss), callbacks: true), .animateDismiss(p1, .fade, 0.2),
                       .schedule(p1, .dispatch(2), after: 0.2, .dismissFinished(p1))])
            s.advance(by: 0.2)
            s.receive(.dismissFinished(p1), then: ["dismissed", "idle"])
            s.effects([.detach(p1)])
            s.receive(.popFinished(p1, startsCountdown: true), then: ["dismissed", "idle"])
            s.effects([.emit(p1, .didPop, callbacks: true), .emit(p1, .didDismiss, callbacks: true)])
        },
        objc("a drag's fly-out dismisses the popup") { s in
            s.send(pop(p1), then: ["presenting", "idle"])
            s.effects(objcShows(p1))
            s.send(.flyOut(p1, after: 0.5, fade: 0.1), then: ["presenting", "idle"])
            s.effects([.schedule(p1, .flyOut, after: 0.5, .dismiss(p1, style: .fade, duration: 0.1, reason: .drag))])
            s.advance(by: 0.5)
            s.receive(.popFinished(p1, startsCountdown: true), then: ["shown", "idle"])
            s.effects([.emit(p1, .didPop, callbacks: true)])
            s.receive(.dismiss(p1, style: .fade, duration: 0.1, reason: .drag), then: ["dismissing", "idle"])
            // Durations follow the instance's style: Fade's own 0.2 s (LSTPopView.m:1287-1346).
            s.effects([.emit(p1, .willDismiss(.drag), callbacks: true), .animateDismiss(p1, .fade, 0.2),
                       .schedule(p1, .dispatch(2), after: 0.2, .dismissFinished(p1))])
            s.advance(by: 0.2)
            s.receive(.dismissFinished(p1), then: ["dismissed", "idle"])
            s.effects([.detach(p1), .emit(p1, .didDismiss, callbacks: true)])
        },
        // The fly-out is a UIView animation whose completion dismisses the popup whatever
        // happened meanwhile, through a weak reference (LSTPopView.m:1676-1681): LSTTimer still
        // holds this one, so it gets a second willDismiss.
        objc("a countdown on LSTTimer's shared tick; a fly-out dismisses again after the dismissal") { s in
            s.send(pop(p1, PopupTicket(showTime: 1)), then: ["presenting", "idle"])
            s.effects(objcShows(p1))
            s.advance(by: 0.2)
            s.receive(.popFinished(p1, startsCountdown: true), then: ["shown", "idle"])
            s.effects([.emit(p1, .didPop, callbacks: true), .emit(p1, .countdown(1), callbacks: true),
                       .schedule(nil, .tick, after: .milliseconds(990), .tick)])
            flyOutThenDismiss(s)
            s.receive(.dismissFinished(p1), then: ["dismissed", "idle"])
            s.effects([.detach(p1)])
            s.advance(by: 0.3)
            s.receive(.dismiss(p1, style: .fade, duration: 0.1, reason: .drag), then: ["dismissing", "idle"])
            s.effects([.emit(p1, .willDismiss(.drag), callbacks: true), .animateDismiss(p1, .fade, 0.2),
                       .schedule(p1, .dispatch(3), after: 0.2, .dismissFinished(p1))])
            s.advance(by: 0.2)
            s.receive(.dismissFinished(p1), then: ["dismissing", "idle"])
            s.effects([])
            s.advance(by: 0.5)
            s.receive(.tick, then: ["dismissing", "idle"])
            s.effects([.schedule(nil, .tick, after: .milliseconds(10), .tick)])
            s.receive(.tick, then: ["dismissed", "idle"])
            s.effects([.emit(p1, .countdown(0), callbacks: true), .emit(p1, .countdownFinish, callbacks: true),
                       .emit(p1, .willDismiss(.countdown), callbacks: true), .animateDismiss(p1, .fade, 0.2),
                       .schedule(p1, .dispatch(4), after: 0.2, .dismissFinished(p1)), .emit(p1, .didDismiss, callbacks: true)])
            s.receive(.dismissFinished(p1), at: SimTime(seconds: 1.4), then: ["dismissed", "idle"])
            s.effects([])
        },
        // Nothing holds a popup without a countdown once it is off its superview: it deallocates,
        // and the fly-out's weak reference finds nothing.
        objc("a fly-out dropped once the popup is deallocated") { s in
            s.send(pop(p1), then: ["presenting", "idle"])
            s.effects(objcShows(p1))
            s.advance(by: 0.2)
            s.receive(.popFinished(p1, startsCountdown: true), then: ["shown", "idle"])
            s.effects([.emit(p1, .didPop, callbacks: true)])
            flyOutThenDismiss(s)
            s.receive(.dismissFinished(p1), then: ["dismissed", "idle"])
            s.effects([.detach(p1), .emit(p1, .didDismiss, callbacks: true)])
            s.advance(by: 1)
            #expect(s.staleDrops == ["flyOut"])
        },
    ]
}

@Suite struct PopupScenarioTests {
    @Test(arguments: PopupScenarios.cases) func scenario(_ c: ScenarioCase) { expectClean(c) }
}
