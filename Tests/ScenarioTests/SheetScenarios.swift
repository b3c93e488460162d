import MachineScenarios
import StageKit
import Testing

/// The action sheet's timing paths (docs/behavior/xlactioncontroller.md, "Lifecycle"): each
/// timer delivered and dropped, an input during each transition, the same input twice, a call
/// from inside a handler. The presenter's answer to `askPresenterToDismiss` (UIKit's
/// presentation chain) is the test's cascade here.
enum SheetScenarios {
    typealias L = SheetMachine

    static let plan = L.PresentPlan(duration: 0.7, sectionReveals: [0.1])
    static let presents: [L.Effect] = [.freeze, .show, .emit(.willPresentView), .startPresentMotion,
                                       .schedule(after: 0.7, .presentFinished), .schedule(after: 0.1, .revealSection(1))]
    static func dismissal(_ cause: L.DismissCause) -> [L.Effect] {
        [.emit(.willDismissView, reason: cause), .startDismissMotion, .schedule(after: 0.5, .dismissFinished)]
    }

    /// `outlives`: the present animation also moves the presenting view (`animation.scale`).
    static func sheet(_ name: String, outlives: Bool = true, _ body: @escaping @Sendable (MachineScenario<L>) -> Void) -> ScenarioCase {
        ScenarioCase(L.self, name, state: .idle, context: { L.Context(now: $0, presentAnimationOutlivesView: outlives) }, body)
    }

    static func tap(_ i: Int, immediate: Bool = false) -> L.Input {
        .tapRow(action: i, enabled: true, executeImmediatelyOnTouch: immediate, dismissDuration: 0.5)
    }

    static let cases: [ScenarioCase] = [
        sheet("present, reveal, tap, dismiss: every timer delivered") { s in
            s.send(.present(plan)) { $0 = .presenting }
            s.effects(presents)
            s.advance(by: 0.7)
            s.receive(.revealSection(1), at: SimTime(seconds: 0.1))
            s.effects([.revealSection(1)])
            s.receive(.presentFinished, at: SimTime(seconds: 0.7)) { $0 = .presented }
            s.effects([.emit(.didPresentView)])
            s.send(tap(0)) { $0 = .dismissing(after: .handler(action: 0), didPresentPending: false, cause: .action) }
            s.effects([.askPresenterToDismiss])
            s.send(.dismissTransition(dismissDuration: 0.5))
            s.effects(dismissal(.action))
            s.advance(by: 0.5)
            s.receive(.dismissFinished) { $0 = .dismissed }
            s.effects([.emit(.didDismissView), .completeTransition, .hide, .runHandler(action: 0, immediate: false), .releaseCallbacks])
        },
        // A tap during the present animation: the dismissal starts at once, the present's end
        // still comes at its time, and the section reveal still comes during the dismissal (the
        // library's asyncAfter blocks are never cancelled, ActionController.swift 742-756).
        sheet("a tap while presenting: the reveal still comes during the dismissal, the present's end too") { s in
            // The owner sends the library's dismiss() once the immediate handler returned.
            s.onEffect = { if $0 == .dismissAfterHandler { s.cascade(.dismiss(.action, completion: false, dismissDuration: 0.5)) } }
            s.send(.present(plan)) { $0 = .presenting }
            s.effects(presents)
            s.advance(by: 0.05)
            s.send(tap(0, immediate: true))
            s.effects([.runHandler(action: 0, immediate: true), .dismissAfterHandler])
            s.receive(.dismiss(.action, completion: false, dismissDuration: 0.5)) {
                $0 = .dismissing(after: .nothing, didPresentPending: true, cause: .action)
            }
            s.effects([.askPresenterToDismiss])
            s.send(.dismissTransition(dismissDuration: 0.5))
            s.effects(dismissal(.action))
            s.advance(by: 0.5)           // t = 0.55: the reveal at 0.1 came into the dismissing sheet
            s.receive(.revealSection(1), at: SimTime(seconds: 0.1))
            s.effects([.revealSection(1)])
            s.receive(.dismissFinished, at: SimTime(seconds: 0.55)) { $0 = .dismissed }
            s.effects([.emit(.didDismissView), .completeTransition, .hide, .releaseCallbacks])
            s.advance(by: 0.2)           // t = 0.75: the presenting view's animation ends
            s.receive(.presentFinished, at: SimTime(seconds: 0.7))
            s.effects([.emit(.didPresentView)])
        },
        // A Dynamics section due after the sheet has left: the insertion runs on a view out of the
        // window (ActionController.swift 742-756) and the sheet, dismissed, drops it.
        sheet("a reveal due after the sheet left is dropped") { s in
            let late = L.PresentPlan(duration: 0.7, sectionReveals: [1.0])
            s.send(.present(late)) { $0 = .presenting }
            s.effects([.freeze, .show, .emit(.willPresentView), .startPresentMotion,
                       .schedule(after: 0.7, .presentFinished), .schedule(after: 1.0, .revealSection(1))])
            s.send(.dismiss(.background, completion: false, dismissDuration: 0.5)) {
                $0 = .dismissing(after: .nothing, didPresentPending: true, cause: .background)
            }
            s.effects([.askPresenterToDismiss])
            s.send(.dismissTransition(dismissDuration: 0.5))
            s.effects(dismissal(.background))
            s.advance(by: 0.5)
            s.receive(.dismissFinished) { $0 = .dismissed }
            s.effects([.emit(.didDismissView), .completeTransition, .hide, .releaseCallbacks])
            s.advance(by: 0.6)           // t = 1.1: the present's end (the presenter's scale) comes
            s.receive(.presentFinished, at: SimTime(seconds: 0.7))
            s.effects([.emit(.didPresentView)])
            #expect(s.staleDrops == ["revealSection"])
        },
        // Without a scale, the present animation ends with the sheet's views: its completion is
        // the dismissal's, and the timer that would have said so later falls due into a sheet
        // that no longer awaits it.
        sheet("the present's end is dropped when the animation left with the sheet", outlives: false) { s in
            s.send(.present(L.PresentPlan(duration: 0.7))) { $0 = .presenting }
            s.effects([.freeze, .show, .emit(.willPresentView), .startPresentMotion, .schedule(after: 0.7, .presentFinished)])
            s.send(.dismiss(.programmatic, completion: true, dismissDuration: 0.5)) {
                $0 = .dismissing(after: .completion, didPresentPending: true, cause: .programmatic)
            }
            s.effects([.askPresenterToDismiss])
            s.send(.dismissTransition(dismissDuration: 0.5))
            s.effects(dismissal(.programmatic))
            s.advance(by: 1)
            s.receive(.dismissFinished) { $0 = .dismissed }
            s.effects([.emit(.didDismissView), .completeTransition, .hide, .emit(.didPresentView), .runCompletion, .releaseCallbacks])
        },
        sheet("the same input twice: a second present is refused, a second dismiss ignored") { s in
            s.send(.present(L.PresentPlan(duration: 0.7))) { $0 = .presenting }
            s.effects([.freeze, .show, .emit(.willPresentView), .startPresentMotion, .schedule(after: 0.7, .presentFinished)])
            s.advance(by: 0.7)
            s.receive(.presentFinished) { $0 = .presented }
            s.effects([.emit(.didPresentView)])
            s.send(.dismiss(.background, completion: false, dismissDuration: 0.5)) {
                $0 = .dismissing(after: .nothing, didPresentPending: false, cause: .background)
            }
            s.effects([.askPresenterToDismiss])
            s.send(.dismiss(.background, completion: false, dismissDuration: 0.5))
            s.effects([])
            s.send(.dismissTransition(dismissDuration: 0.5))
            s.effects(dismissal(.background))
            s.advance(by: 0.5)
            s.receive(.dismissFinished) { $0 = .dismissed }
            s.effects([.emit(.didDismissView), .completeTransition, .hide, .releaseCallbacks])
        },
        // A sheet below dismissed this one's presenter while it animated out: UIKit took it out of
        // the window at once, and its own dismissal's end falls due into a sheet gone.
        sheet("removed from the stack during its dismissal: the dismissal's end is dropped") { s in
            s.send(.present(L.PresentPlan(duration: 0.7))) { $0 = .presenting }
            s.effects([.freeze, .show, .emit(.willPresentView), .startPresentMotion, .schedule(after: 0.7, .presentFinished)])
            s.advance(by: 0.7)
            s.receive(.presentFinished) { $0 = .presented }
            s.effects([.emit(.didPresentView)])
            s.send(.dismissTransition(dismissDuration: 0.5)) { $0 = .dismissing(after: .nothing, didPresentPending: false, cause: .presenterDismissed) }
            s.effects(dismissal(.presenterDismissed))
            s.send(.removeFromStack) { $0 = .dismissed }
            s.effects([.emit(.removedFromStack), .hide, .releaseCallbacks])
            s.advance(by: 0.5)
            #expect(s.staleDrops == ["dismissFinished"])
        },
        // An immediate handler that dismisses the sheet: the call runs inside the handler, as
        // the library's does, and the library's own dismiss() after it finds a dismissal running
        // (Source/ActionController.swift 451-463, 217-223: UIKit refuses the second).
        sheet("a handler's dismiss runs inside it; the library's dismiss finds it running") { s in
            s.onEffect = { effect in
                if case .runHandler = effect { s.call(.dismiss(.programmatic, completion: false, dismissDuration: 0.5)) }
                if effect == .dismissAfterHandler { s.cascade(.dismiss(.action, completion: false, dismissDuration: 0.5)) }
            }
            s.send(.present(L.PresentPlan(duration: 0.7))) { $0 = .presenting }
            s.effects([.freeze, .show, .emit(.willPresentView), .startPresentMotion, .schedule(after: 0.7, .presentFinished)])
            s.advance(by: 0.7)
            s.receive(.presentFinished) { $0 = .presented }
            s.effects([.emit(.didPresentView)])
            s.send(tap(1, immediate: true))
            s.effects([.runHandler(action: 1, immediate: true), .dismissAfterHandler])
            s.receive(.dismiss(.programmatic, completion: false, dismissDuration: 0.5)) {
                $0 = .dismissing(after: .nothing, didPresentPending: false, cause: .programmatic)
            }
            s.effects([.askPresenterToDismiss])
            s.receive(.dismiss(.action, completion: false, dismissDuration: 0.5))
            s.effects([])
            s.send(.dismissTransition(dismissDuration: 0.5))
            s.effects(dismissal(.programmatic))
            s.advance(by: 0.5)
            s.receive(.dismissFinished) { $0 = .dismissed }
            s.effects([.emit(.didDismissView), .completeTransition, .hide, .releaseCallbacks])
        },
    ]
}

@Suite struct SheetScenarioTests {
    @Test(arguments: SheetScenarios.cases) func scenario(_ c: ScenarioCase) { expectClean(c) }
}
