@testable import StageKit
import Testing

/// The sheet's pure transition function, table-driven (TCA TestStore style): every state × every
/// kind of input, with the next state and the exact effects. These tests own the lifecycle's
/// rules; the Lua specs own the API around them (errors, handles, the timeline).
@Suite struct SheetTransitionTableTests {
    typealias L = SheetMachine

    /// One of each state, the dismissing and removed ones in each variant.
    static let states: [(String, L.State)] = [
        ("idle", .idle),
        ("presenting", .presenting),
        ("presented", .presented),
        ("dismissing/nothing", .dismissing(after: .nothing, didPresentPending: false, cause: .background)),
        ("dismissing/nothing/pending", .dismissing(after: .nothing, didPresentPending: true, cause: .background)),
        ("dismissing/handler", .dismissing(after: .handler(action: 2), didPresentPending: false, cause: .action)),
        ("dismissing/completion/pending", .dismissing(after: .completion, didPresentPending: true, cause: .programmatic)),
        ("removed/handler", .removed(after: .handler(action: 2))),
        ("removed/completion", .removed(after: .completion)),
        ("dismissed", .dismissed),
    ]

    static let plan = L.PresentPlan(duration: 0.7, sectionReveals: [0.1])

    /// One of each input, the taps and dismissals in each variant.
    static let inputs: [(String, L.Input)] = [
        ("present", .present(plan)),
        ("presentFinished", .presentFinished),
        ("revealSection", .revealSection(1)),
        ("tap", .tapRow(action: 2, enabled: true, executeImmediatelyOnTouch: false, dismissDuration: 0.5)),
        ("tapImmediate", .tapRow(action: 2, enabled: true, executeImmediatelyOnTouch: true, dismissDuration: 0.5)),
        ("tapDisabled", .tapRow(action: 2, enabled: false, executeImmediatelyOnTouch: false, dismissDuration: 0.5)),
        // The Dynamics variant (tweetbot): rows stay selectable while they fall.
        ("tapFalling", .tapRow(action: 2, enabled: true, executeImmediatelyOnTouch: false, dismissDuration: 0.5, selectableWhileDismissing: true)),
        ("tapImmediateFalling", .tapRow(action: 2, enabled: true, executeImmediatelyOnTouch: true, dismissDuration: 0.5,
                                        selectableWhileDismissing: true)),
        ("dismissWithCompletion", .dismiss(.programmatic, completion: true, dismissDuration: 0.5)),
        ("dismissBackground", .dismiss(.background, completion: false, dismissDuration: 0.5)),
        ("dismissTransition", .dismissTransition(dismissDuration: 0.5)),
        ("removeFromStack", .removeFromStack),
        ("dismissFinished", .dismissFinished),
        ("dismissalCompleted", .dismissalCompleted),
    ]

    /// What a transition should give; `ignored` matches any reason (reasons are for traces).
    typealias Expected = TransitionTable.Outcome<L.State, L.Effect>

    /// The sheet's own animator: what `dismissTransition` starts.
    static func dismissal(_ cause: L.DismissCause) -> [L.Effect] {
        [.emit(.willDismissView, reason: cause), .startDismissMotion, .schedule(after: 0.5, .dismissFinished)]
    }

    static let presentEffects: [L.Effect] = [.freeze, .show, .emit(.willPresentView), .startPresentMotion,
                                               .schedule(after: 0.7, .presentFinished), .schedule(after: 0.1, .revealSection(1))]
    static let onScreen = "it is already on screen"
    static let removedAtOnce: [L.Effect] = [.emit(.removedFromStack), .hide, .releaseCallbacks]

    /// Rows of a state on screen (presenting, presented): taps and dismissals ask the presenter.
    static func onScreenRow(_ s: L.State, pending: Bool, presentFinished: Expected, revealSection: Expected) -> [String: Expected] {
        [
            "present": .refused("cannot present a sheet that is \(s.phase.rawValue) (\(onScreen))"),
            "presentFinished": presentFinished,
            "revealSection": revealSection,
            "tap": .moved(.dismissing(after: .handler(action: 2), didPresentPending: pending, cause: .action), [.askPresenterToDismiss]),
            // The handler runs, then the library's own dismiss() (a follow-up input).
            "tapImmediate": .moved(s, [.runHandler(action: 2, immediate: true), .dismissAfterHandler]),
            "tapDisabled": .ignored,
            "tapFalling": .moved(.dismissing(after: .handler(action: 2), didPresentPending: pending, cause: .action), [.askPresenterToDismiss]),
            "tapImmediateFalling": .moved(s, [.runHandler(action: 2, immediate: true), .dismissAfterHandler]),
            "dismissWithCompletion": .moved(.dismissing(after: .completion, didPresentPending: pending, cause: .programmatic),
                                            [.askPresenterToDismiss]),
            "dismissBackground": .moved(.dismissing(after: .nothing, didPresentPending: pending, cause: .background),
                                        [.askPresenterToDismiss]),
            // The top-most sheet of a stack a lower sheet dismissed.
            "dismissTransition": .moved(.dismissing(after: .nothing, didPresentPending: pending, cause: .presenterDismissed),
                                        dismissal(.presenterDismissed)),
            // An intermediate sheet of a dismissed stack that did not ask: gone at once.
            "removeFromStack": .moved(.dismissed, removedAtOnce),
            "dismissFinished": .ignored, "dismissalCompleted": .ignored,
        ]
    }

    /// The table: state name → input name → expected. Every pair must be here.
    static let table: [String: [String: Expected]] = [
        "idle": [
            "present": .moved(.presenting, presentEffects),
            "presentFinished": .ignored, "revealSection": .ignored,
            "tap": .refused("cannot tap a sheet that is idle (it is not on screen)"),
            "tapImmediate": .refused("cannot tap a sheet that is idle (it is not on screen)"),
            "tapDisabled": .refused("cannot tap a sheet that is idle (it is not on screen)"),
            "tapFalling": .refused("cannot tap a sheet that is idle (it is not on screen)"),
            "tapImmediateFalling": .refused("cannot tap a sheet that is idle (it is not on screen)"),
            "dismissWithCompletion": .refused("cannot dismiss a sheet that is idle (present it first)"),
            "dismissBackground": .refused("cannot dismiss a sheet that is idle (present it first)"),
            "dismissTransition": .ignored, "removeFromStack": .ignored,
            "dismissFinished": .ignored, "dismissalCompleted": .ignored,
        ],
        "presenting": onScreenRow(.presenting, pending: true, presentFinished: .moved(.presented, [.emit(.didPresentView)]),
                                  revealSection: .moved(.presenting, [.revealSection(1)])),
        "presented": onScreenRow(.presented, pending: false, presentFinished: .ignored,
                                 revealSection: .moved(.presented, [.revealSection(1)])),
        "dismissing/nothing": dismissingRow(
            .dismissing(after: .nothing, didPresentPending: false, cause: .background), cause: .background,
            presentFinished: .ignored, removed: .moved(.dismissed, removedAtOnce),
            finished: [.emit(.didDismissView), .completeTransition, .hide, .releaseCallbacks]),
        "dismissing/nothing/pending": dismissingRow(
            .dismissing(after: .nothing, didPresentPending: true, cause: .background), cause: .background,
            presentFinished: .moved(.dismissing(after: .nothing, didPresentPending: false, cause: .background), [.emit(.didPresentView)]),
            removed: .moved(.dismissed, removedAtOnce),
            finished: [.emit(.didDismissView), .completeTransition, .hide, .releaseCallbacks]),
        "dismissing/handler": dismissingRow(
            .dismissing(after: .handler(action: 2), didPresentPending: false, cause: .action), cause: .action,
            presentFinished: .ignored,
            // Removed at once while it asked for the dismissal: the handler waits for UIKit's completion.
            removed: .moved(.removed(after: .handler(action: 2)), [.emit(.removedFromStack), .hide]),
            finished: [.emit(.didDismissView), .completeTransition, .hide, .runHandler(action: 2, immediate: false), .releaseCallbacks]),
        "dismissing/completion/pending": dismissingRow(
            .dismissing(after: .completion, didPresentPending: true, cause: .programmatic), cause: .programmatic,
            presentFinished: .moved(.dismissing(after: .completion, didPresentPending: false, cause: .programmatic), [.emit(.didPresentView)]),
            removed: .moved(.removed(after: .completion), [.emit(.removedFromStack), .hide]),
            finished: [.emit(.didDismissView), .completeTransition, .hide, .runCompletion, .releaseCallbacks]),
        "removed/handler": removedRow(completed: [.runHandler(action: 2, immediate: false), .releaseCallbacks]),
        "removed/completion": removedRow(completed: [.runCompletion, .releaseCallbacks]),
        "dismissed": [
            "present": .refused("cannot present a sheet that is dismissed (create a new actionController)"),
            // The present animation ran on the presenting view too (a scaling style): its
            // completion comes at its own time, after the sheet left.
            "presentFinished": .moved(.dismissed, [.emit(.didPresentView)]), "revealSection": .ignored,
            "tap": .refused("cannot tap a sheet that is dismissed (it is not on screen)"),
            "tapImmediate": .refused("cannot tap a sheet that is dismissed (it is not on screen)"),
            "tapDisabled": .refused("cannot tap a sheet that is dismissed (it is not on screen)"),
            "tapFalling": .refused("cannot tap a sheet that is dismissed (it is not on screen)"),
            "tapImmediateFalling": .refused("cannot tap a sheet that is dismissed (it is not on screen)"),
            "dismissWithCompletion": .refused("cannot dismiss a sheet that is dismissed (it already left the screen)"),
            "dismissBackground": .refused("cannot dismiss a sheet that is dismissed (it already left the screen)"),
            "dismissTransition": .ignored, "removeFromStack": .ignored,
            "dismissFinished": .ignored, "dismissalCompleted": .ignored,
        ],
    ]

    static func dismissingRow(_ s: L.State, cause: L.DismissCause, presentFinished: Expected, removed: Expected,
                              finished: [L.Effect]) -> [String: Expected] {
        [
            "present": .refused("cannot present a sheet that is dismissing (\(onScreen))"),
            "presentFinished": presentFinished,
            // The Dynamics insertions are never cancelled (ActionController.swift 742-756).
            "revealSection": .moved(s, [.revealSection(1)]),
            "tap": .ignored, "tapImmediate": .ignored, "tapDisabled": .ignored,
            // The second selection: an immediate handler runs again; the second dismiss is the
            // chain's to refuse, so a deferred handler never runs.
            "tapFalling": .moved(s, [.askPresenterToDismiss]),
            "tapImmediateFalling": .moved(s, [.runHandler(action: 2, immediate: true), .askPresenterToDismiss]),
            "dismissWithCompletion": .ignored, "dismissBackground": .ignored,
            // The chain chose this sheet's animator: the hooks carry the sheet's own cause.
            "dismissTransition": .moved(s, dismissal(cause)),
            "removeFromStack": removed,
            "dismissFinished": .moved(.dismissed, finished),
            "dismissalCompleted": .ignored,
        ]
    }

    static func removedRow(completed: [L.Effect]) -> [String: Expected] {
        [
            "present": .refused("cannot present a sheet that is dismissing (create a new actionController)"),
            "presentFinished": .ignored, "revealSection": .ignored,
            "tap": .refused("cannot tap a sheet that is dismissing (it is not on screen)"),
            "tapImmediate": .refused("cannot tap a sheet that is dismissing (it is not on screen)"),
            "tapDisabled": .refused("cannot tap a sheet that is dismissing (it is not on screen)"),
            "tapFalling": .refused("cannot tap a sheet that is dismissing (it is not on screen)"),
            "tapImmediateFalling": .refused("cannot tap a sheet that is dismissing (it is not on screen)"),
            "dismissWithCompletion": .ignored, "dismissBackground": .ignored,
            "dismissTransition": .ignored, "removeFromStack": .ignored, "dismissFinished": .ignored,
            "dismissalCompleted": .moved(.dismissed, completed),
        ]
    }

    static func actual(_ t: L.Step, next: L.State) -> Expected { Expected(t, next, \.description) }

    /// The contexts that change a transition: a clock with room, one 0.6 s from the end of its
    /// range, where a 0.7 s present cannot be scheduled (the 0.5 s dismissals can), and one
    /// 0.4 s from it, where a 0.5 s dismissal cannot either.
    static let contexts: [(String, L.Context)] = [
        ("roomy", L.Context(now: SimTime(seconds: 100))),
        ("nearTheEnd", L.Context(now: SimTime(seconds: 100), reach: 0.6)),
        ("atTheEnd", L.Context(now: SimTime(seconds: 100), reach: 0.4)),
        // Skype's dismissView override calls neither hook.
        ("noDismissHooks", L.Context(now: SimTime(seconds: 100), dismissViewCallsHooks: false)),
        // A style that does not scale the presenting view: the present animation ends with the
        // sheet's views.
        ("unscaled", L.Context(now: SimTime(seconds: 100), presentAnimationOutlivesView: false)),
    ]

    /// Rows where a context differs from `table` (all others are the same in every context).
    static let contextRows: [String: [String: [String: Expected]]] = [
        "nearTheEnd": [
            "idle": ["present": .refused(late("present", "didPresentView", 100.7))],
        ],
        "atTheEnd": atTheEndRows,
        "unscaled": unscaledRows,
        "noDismissHooks": [
            "presenting": ["dismissTransition": .moved(.dismissing(after: .nothing, didPresentPending: true, cause: .presenterDismissed), silentDismissal)],
            "presented": ["dismissTransition": .moved(.dismissing(after: .nothing, didPresentPending: false, cause: .presenterDismissed), silentDismissal)],
            "dismissing/nothing": [
                "dismissTransition": .moved(.dismissing(after: .nothing, didPresentPending: false, cause: .background), silentDismissal),
                "dismissFinished": .moved(.dismissed, [.completeTransition, .hide, .releaseCallbacks]),
            ],
            "dismissing/nothing/pending": [
                "dismissTransition": .moved(.dismissing(after: .nothing, didPresentPending: true, cause: .background), silentDismissal),
                "dismissFinished": .moved(.dismissed, [.completeTransition, .hide, .releaseCallbacks]),
            ],
            "dismissing/handler": [
                "dismissTransition": .moved(.dismissing(after: .handler(action: 2), didPresentPending: false, cause: .action), silentDismissal),
                "dismissFinished": .moved(.dismissed, [.completeTransition, .hide, .runHandler(action: 2, immediate: false), .releaseCallbacks]),
            ],
            "dismissing/completion/pending": [
                "dismissTransition": .moved(.dismissing(after: .completion, didPresentPending: true, cause: .programmatic), silentDismissal),
                "dismissFinished": .moved(.dismissed, [.completeTransition, .hide, .runCompletion, .releaseCallbacks]),
            ],
        ],
    ]

    static let unscaledRows: [String: [String: Expected]] = [
        "dismissed": ["presentFinished": .ignored],
        "dismissing/nothing/pending": ["dismissFinished": .moved(.dismissed, [.emit(.didDismissView), .completeTransition, .hide, .emit(.didPresentView), .releaseCallbacks])],
        "dismissing/completion/pending": [
            "dismissFinished": .moved(.dismissed, [.emit(.didDismissView), .completeTransition, .hide, .emit(.didPresentView), .runCompletion, .releaseCallbacks]),
        ],
    ]

    /// Skype's animator: the motion and its end, no hooks.
    static let silentDismissal: [L.Effect] = [.startDismissMotion, .schedule(after: 0.5, .dismissFinished)]

    static func late(_ op: String, _ event: String, _ due: Double) -> String {
        "cannot \(op) now: \(event) would be due at t=\(due) s, beyond the simulated range (before 9e9 s)"
    }

    /// With 0.4 s left: a dismissal of 0.5 s is refused before anything happens, whether asked
    /// (taps, dismiss) or started by the chain; the present too.
    static let atTheEndRows: [String: [String: Expected]] = {
        var rows: [String: [String: Expected]] = ["idle": ["present": .refused(late("present", "didPresentView", 100.7))]]
        for s in ["presenting", "presented"] {
            rows[s] = [
                "tap": .refused(late("tap", "didDismissView", 100.5)),
                "tapImmediate": .refused(late("tap", "didDismissView", 100.5)),
                "tapFalling": .refused(late("tap", "didDismissView", 100.5)),
                "tapImmediateFalling": .refused(late("tap", "didDismissView", 100.5)),
                "dismissWithCompletion": .refused(late("dismiss", "didDismissView", 100.5)),
                "dismissBackground": .refused(late("dismiss", "didDismissView", 100.5)),
                "dismissTransition": .refused(late("dismiss transition", "didDismissView", 100.5)),
            ]
        }
        for s in ["dismissing/nothing", "dismissing/nothing/pending", "dismissing/handler", "dismissing/completion/pending"] {
            rows[s] = ["dismissTransition": .refused(late("dismiss transition", "didDismissView", 100.5))]
        }
        return rows
    }()

    @Test func everyStateInputAndContext() {
        TransitionTable.check(L.self, contexts: Self.contexts, states: Self.states, inputs: Self.inputs,
                              expected: { c, s, i in Self.contextRows[c]?[s]?[i] ?? Self.table[s]?[i] },
                              actual: { step, next in Self.actual(step, next: next) })
    }

    /// The effects carry out everything: releasing the callbacks is the last effect of the
    /// transition that leaves the screen, after any deferred handler, and of no other.
    @Test func callbacksAreReleasedOnlyWhenLeavingTheScreen() {
        for (sName, state) in Self.states {
            for (iName, input) in Self.inputs {
                let (next, step) = L.step(state, input, L.Context(now: .zero))
                // A completion arriving after the sheet left moves nothing it holds.
                guard case .moved(let effects) = step, state != .dismissed else { continue }
                let releases = effects.filter { $0 == .releaseCallbacks }.count
                #expect(releases == (next == .dismissed ? 1 : 0), "\(sName) × \(iName)")
                if releases == 1 { #expect(effects.last == .releaseCallbacks, "\(sName) × \(iName)") }
            }
        }
    }

    /// A transition's effects run with the controller's invariants holding after each one
    /// (`checkInvariants` runs after every transition in debug builds); this walks a sheet
    /// through every kind of input on a real stage and checks them explicitly too.
    @Test func controllerInvariantsHoldThroughALifecycle() throws {
        let stage = Stage()
        let sheet = try ActionController(stage: stage, style: .preset(.default))
        try sheet.addAction(SheetAction(data: ActionData(title: "A"))) { _ in }
        #expect(sheet.brokenInvariants.isEmpty)
        try sheet.present()
        #expect(sheet.brokenInvariants.isEmpty)
        #expect(stage.layers.contains(sheet))
        try stage.clock.advance(by: 0.2)
        #expect(try sheet.tap(action: 0).acted)
        #expect(sheet.brokenInvariants.isEmpty)
        try stage.clock.advance(by: 2)
        #expect(sheet.brokenInvariants.isEmpty)
        #expect(sheet.state == .dismissed && !stage.layers.contains(sheet))
    }
}
