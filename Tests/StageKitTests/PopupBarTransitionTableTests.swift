@testable import StageKit
import Testing

/// The popup bar's pure transition function as one exhaustive table (TCA TestStore style, as
/// `SheetTransitionTableTests`): every representative state × every input × every context that
/// changes a transition, with the next state and the exact effects written out here, never
/// computed by the machine. The container's specs own the timeline around it; this owns the rules.
///
/// Contexts: the default is the library's (drag, no fade, a no-op stalls the queue); the fixes
/// (`drain`, `willOpenOnce`, `dismissHiddenCompletes`, `settleAtRelease`) are contexts of their own.
///
/// Conventions: running animators are numbered 1 (bar) and 2 (popup) and every state's next
/// number is 3, so a transition's new animators are 3 and then 4 (their ends are the driver's
/// timers: an end arrives only while its animator runs). A state's pending completion is 5 (8
/// and 9 for queued calls); calls pass 7 (or none). Content 1 is installed; calls present 2.
@Suite struct PopupBarTransitionTableTests {
    typealias M = PopupBarMachine
    typealias State = PopupBarState
    typealias E = PopupBarEffect
    typealias P = PopupBarPresentationState
    typealias I = PopupBarInternalState
    typealias R = PopupBarRunningOperation
    typealias Op = PopupBarOperation

    /// What a transition should give; `ignored` matches any reason (reasons are for traces).
    /// The bar refuses nothing (`Refusal` is `Never`), so there is no refused row.
    enum Expected: Equatable {
        case moved(State, [E])
        case ignored
    }

    typealias Row = [(String, Expected)]

    // MARK: Building states and effects (literals only)

    static func S(_ pub: P, _ internalState: I, _ target: P, content: Int? = 1, running: R? = nil,
                  bar: Int? = nil, popup: Int? = nil, next: Int = 3, drag: PopupBarDrag? = nil,
                  snapOpen: Bool = false, queue: [Op] = [], onScreen: Bool = true, dismissed: Bool = false) -> State {
        var s = State(isOnScreen: onScreen)
        s.dismissalOverride = dismissed
        s.publicState = pub
        s.internalState = internalState
        s.target = target
        s.content = content
        s.running = running
        s.barAnimator = bar
        s.popupAnimator = popup
        s.nextToken = next
        s.drag = drag
        s.snapOpenPending = snapOpen
        var q = PopupBarOperationQueue()
        for op in queue { q.enqueue(op) }
        s.queue = q
        return s
    }

    static func run(_ kind: R.Kind, _ completion: Int?, animated: Bool = true) -> R {
        R(kind: kind, animated: animated, completion: completion)
    }

    static func drag(from: P, rubberBand: Bool = false) -> PopupBarDrag { PopupBarDrag(from: from, rubberBand: rubberBand) }
    /// A drag just begun: its own 0.5 s transition animator runs (LNPopupController.mm 972);
    /// `release`: a release decided meanwhile, waiting for it (1072-1078, 1445-1449).
    static func started(from: P, rubberBand: Bool = false, release: PopupBarDragRelease? = nil) -> PopupBarDrag {
        PopupBarDrag(from: from, rubberBand: rubberBand, animatorRuns: true, release: release)
    }
    static func released(_ to: P, _ curve: Curve, haptic: Bool) -> PopupBarDragRelease {
        PopupBarDragRelease(to: to, curve: curve, closeHaptic: haptic)
    }
    /// A drag's start: the animator's end scheduled in the popup slot, then the drag haptic if any.
    static let dragStart: [E] = [.schedule(.popup, after: 0.5)]

    static let barCurve = Curve.spring(dampingRatio: 500, initialVelocity: 0)
    static let crit = Curve.criticallyDamped
    static let snapCurve = Curve.spring(dampingRatio: 0.85, initialVelocity: 0)

    static func ev(_ name: PopupBarEventName, _ animated: Bool) -> E { .event(name, animated: animated) }
    static func changed(_ from: P, _ to: P) -> E { .stateChanged(from: from, to: to) }
    static func done(_ completion: Int?) -> [E] { completion.map { [.complete($0)] } ?? [] }

    static func install(_ content: Int) -> [E] {
        [.installContent(content), .set(.presence, 0), .set(.open, 0), .set(.dock, 0), .set(.shadow, 0), .set(.contentAlpha, 1)]
    }
    static func presentAnimation(_ token: Int) -> [E] {
        [.animate(.presence, to: 1, duration: 0.5, delay: .zero, curve: barCurve),
         .animate(.shadow, to: 1, duration: 0.3, delay: 0.2, curve: barCurve),
         .schedule(.bar, after: 0.5)]
    }
    static func dismissAnimation(_ token: Int) -> [E] {
        [.animate(.presence, to: 0, duration: 0.5, delay: .zero, curve: barCurve),
         .animate(.shadow, to: 0, duration: 0.5, delay: .zero, curve: barCurve),
         .schedule(.bar, after: 0.5)]
    }
    /// Open, and every settle: both tracks over 0.5 s.
    static func popupAnimation(to p: Double, _ token: Int, curve: Curve = crit) -> [E] {
        [.animate(.open, to: p, duration: 0.5, delay: .zero, curve: curve),
         .animate(.dock, to: p, duration: 0.5, delay: .zero, curve: curve),
         .schedule(.popup, after: 0.5)]
    }
    /// A close: the content fades from 15% of it when the layout says so.
    static func closeAnimation(_ token: Int, curve: Curve, fade: Bool) -> [E] {
        [.animate(.open, to: 0, duration: 0.5, delay: .zero, curve: curve),
         .animate(.dock, to: 0, duration: 0.5, delay: .zero, curve: curve)]
            + (fade ? [.animate(.contentAlpha, to: 0, duration: 0.425, delay: 0.075, curve: curve)] : [])
            + [.schedule(.popup, after: 0.5)]
    }
    static let willOpenHaptic: E = .haptic(.soft(0.9))
    static let willCloseHaptic: E = .haptic(.rigid(0.9))
    static let dragHaptic: E = .haptic(.soft(0.8))

    // MARK: Inputs

    /// Every call: each kind with and without animation and completion; present also with
    /// `openPopup` and with the content already installed.
    static let calls: [(String, Op)] = [
        ("present", Op(.present, content: 2, completion: 7)),
        ("presentUnanimated", Op(.present, animated: false, content: 2, completion: 7)),
        ("presentNoCompletion", Op(.present, content: 2)),
        ("presentUnanimatedNoCompletion", Op(.present, animated: false, content: 2)),
        ("presentOpen", Op(.present, openPopup: true, content: 2, completion: 7)),
        ("presentOpenUnanimated", Op(.present, animated: false, openPopup: true, content: 2, completion: 7)),
        ("presentSame", Op(.present, content: 1, completion: 7)),
        ("open", Op(.open, completion: 7)),
        ("openUnanimated", Op(.open, animated: false, completion: 7)),
        ("openNoCompletion", Op(.open)),
        ("openUnanimatedNoCompletion", Op(.open, animated: false)),
        ("close", Op(.close, completion: 7)),
        ("closeUnanimated", Op(.close, animated: false, completion: 7)),
        ("closeNoCompletion", Op(.close)),
        ("closeUnanimatedNoCompletion", Op(.close, animated: false)),
        ("dismiss", Op(.dismiss, completion: 7)),
        ("dismissUnanimated", Op(.dismiss, animated: false, completion: 7)),
        ("dismissNoCompletion", Op(.dismiss)),
        ("dismissUnanimatedNoCompletion", Op(.dismiss, animated: false)),
    ]

    static let others: [(String, M.Input)] = [
        ("appeared", .appeared),
        ("barEnded", .animationEnded(.bar)),
        ("popupEnded", .animationEnded(.popup)),
        ("panBarUp", .panBegan(onBar: true, velocityY: -100, fromScrollView: false, vertical: true)),
        ("panBarDown", .panBegan(onBar: true, velocityY: 100, fromScrollView: false, vertical: true)),
        ("panBarStill", .panBegan(onBar: true, velocityY: 0, fromScrollView: false, vertical: true)),
        ("panContentDown", .panBegan(onBar: false, velocityY: 100, fromScrollView: false, vertical: true)),
        ("panContentUp", .panBegan(onBar: false, velocityY: -100, fromScrollView: false, vertical: true)),
        ("panScrollDown", .panBegan(onBar: false, velocityY: 100, fromScrollView: true, vertical: true)),
        ("panScrollSideways", .panBegan(onBar: false, velocityY: 1, fromScrollView: true, vertical: false)),
        ("panChanged", .panChanged(open: 0.4, dock: 0.2)),
        ("panAutoClose", .panAutoClose),
        ("panEndedOpen", .panEnded(toOpen: true)),
        ("panEndedClosed", .panEnded(toOpen: false)),
        ("panCancelled", .panCancelled),
        ("snapOpenFired", .snapOpenFired),
        ("tapBar", .tapBar),
        ("tapCloseButton", .tapCloseButton),
    ]

    static let inputs: [(String, M.Input)] = calls.map { ($0.0, .call($0.1)) } + others

    static func op(_ name: String) -> Op { calls.first { $0.0 == name }?.1 ?? Op(.open) }

    static let ends = ["barEnded", "popupEnded"]
    static let pans = ["panBarUp", "panBarDown", "panBarStill", "panContentDown", "panContentUp", "panScrollDown", "panScrollSideways"]
    static let dragInputs = ["panChanged", "panAutoClose", "panEndedOpen", "panEndedClosed", "panCancelled"]

    static func ignoring(_ names: [String]) -> Row { names.map { ($0, .ignored) } }

    /// The four variants of a call that does nothing but call its completion (if any).
    static func noOps(_ kind: String, _ s: State) -> Row {
        [(kind, .moved(s, [.complete(7)])), (kind + "Unanimated", .moved(s, [.complete(7)])),
         (kind + "NoCompletion", .moved(s, [])), (kind + "UnanimatedNoCompletion", .moved(s, []))]
    }

    /// A busy state takes every call into its queue (which drops the pending calls it coalesces).
    static func queuesEveryCall(_ s: State) -> Row {
        calls.map { ($0.0, .moved(S(s, queue: [$0.1]), [])) }
    }

    /// `s` with another queue.
    static func S(_ s: State, queue: [Op], stalled: Bool = false) -> State {
        var n = s
        var q = PopupBarOperationQueue()
        for op in queue { q.enqueue(op) }
        n.queue = q
        n.queueStalled = stalled
        return n
    }

    // MARK: The representative states

    static let hidden = S(.barHidden, .barHidden, .barHidden, content: nil)
    static let offScreen = S(.barHidden, .barHidden, .barHidden, content: nil, onScreen: false)
    static let presenting = S(.barHidden, .transitioning, .barPresented, running: run(.present(open: false), 5), bar: 1)
    static let presentingOpen = S(.barHidden, .transitioning, .open, running: run(.present(open: true), 5), bar: 1, popup: 2)
    static let presented = S(.barPresented, .barPresented, .barPresented)
    static let opening = S(.barPresented, .transitioning, .open, running: run(.open, 5), popup: 2)
    static let open = S(.open, .open, .open)
    static let closing = S(.open, .transitioning, .barPresented, running: run(.close(thenDismiss: false), 5), popup: 2)
    /// A dismiss from open: the close runs first, then the bar's dismissal.
    static let closeThenDismiss = S(.open, .transitioning, .barHidden, running: run(.close(thenDismiss: true), 5), popup: 2, dismissed: true)
    static let dismissAfterClose = S(.barPresented, .transitioning, .barHidden, running: run(.close(thenDismiss: true), 5), bar: 1,
                                     dismissed: true)
    static let dismissing = S(.barPresented, .transitioning, .barHidden, running: run(.dismiss, 5), bar: 1, dismissed: true)
    /// Hidden after a dismissal: the library's `_dismissalOverride` is set until the next present.
    static let dismissed = S(.barHidden, .barHidden, .barHidden, content: nil, dismissed: true)
    static let dragFromClosed = S(.barPresented, .transitioning, .barPresented, drag: drag(from: .barPresented))
    static let dragFromOpen = S(.open, .transitioning, .open, drag: drag(from: .open))
    /// A drag from open inside its first 0.5 s (its animator runs), and one released then.
    static let dragEarly = S(.open, .transitioning, .open, drag: started(from: .open))
    static let dragReleased = S(.open, .transitioning, .open,
                                drag: started(from: .open, release: released(.barPresented, crit, haptic: false)))
    /// A drag from open released closed, settling.
    static let settlingClosed = S(.open, .transitioning, .barPresented, running: run(.settle(from: .open, to: .barPresented), nil), popup: 2)
    /// A drag from the closed bar released open, settling.
    static let settlingOpen = S(.barPresented, .transitioning, .open, running: run(.settle(from: .barPresented, to: .open), nil), popup: 2)
    static let snapOpenPending = S(.barPresented, .barPresented, .barPresented, snapOpen: true)
    /// An open called during the present animation waits behind it.
    static let queuedOpen = S(presenting, queue: [Op(.open, completion: 8)])
    /// An open and a present called during a dismissal: the open will be a no-op.
    static let queuedTwo = S(dismissing, queue: [Op(.open, completion: 8), Op(.present, content: 2, completion: 9)])

    static let states: [(String, State)] = [
        ("offScreen", offScreen), ("hidden", hidden), ("dismissed", dismissed), ("presenting", presenting), ("presentingOpen", presentingOpen),
        ("presented", presented), ("opening", opening), ("open", open), ("closing", closing),
        ("closeThenDismiss", closeThenDismiss), ("dismissAfterClose", dismissAfterClose), ("dismissing", dismissing),
        ("dragFromClosed", dragFromClosed), ("dragFromOpen", dragFromOpen), ("dragEarly", dragEarly),
        ("dragReleased", dragReleased), ("settlingClosed", settlingClosed),
        ("settlingOpen", settlingOpen), ("snapOpenPending", snapOpenPending), ("queuedOpen", queuedOpen), ("queuedTwo", queuedTwo),
    ]

    // MARK: Rows shared by several states

    /// A present on a hidden bar (content `content`, completion `c`).
    static func presents(_ content: Int, _ c: Int?) -> Expected {
        .moved(S(.barHidden, .transitioning, .barPresented, content: content, running: run(.present(open: false), c), bar: 3, next: 4),
               install(content) + [ev(.willPresentPopupBar, true)] + presentAnimation(3))
    }
    static func presentsUnanimated(_ c: Int?) -> Expected {
        .moved(S(.barPresented, .barPresented, .barPresented, content: 2),
               install(2) + [ev(.willPresentPopupBar, false), .set(.presence, 1), .set(.shadow, 1),
                             changed(.barHidden, .barPresented), ev(.didPresentPopupBar, false)] + done(c))
    }
    /// An open from the closed bar (a call, a tap, the snap timer).
    static func opens(_ c: Int?, content: Int = 1, snapOpen: Bool = false, before: [E] = []) -> Expected {
        .moved(S(.barPresented, .transitioning, .open, content: content, running: run(.open, c), popup: 3, next: 4, snapOpen: snapOpen),
               before + [willOpenHaptic, ev(.willOpen, true)] + popupAnimation(to: 1, 3))
    }
    static func opensUnanimated(_ c: Int?, content: Int = 1, snapOpen: Bool = false, before: [E] = []) -> Expected {
        .moved(S(.open, .open, .open, content: content, snapOpen: snapOpen),
               before + [willOpenHaptic, ev(.willOpen, false), .set(.open, 1), .set(.dock, 1), changed(.barPresented, .open),
                         .marquee(paused: true), ev(.didOpen, false)] + done(c))
    }
    /// A dismiss of the closed bar.
    static func dismisses(_ c: Int?, snapOpen: Bool = false) -> Expected {
        .moved(S(.barPresented, .transitioning, .barHidden, running: run(.dismiss, c), bar: 3, next: 4, snapOpen: snapOpen, dismissed: true),
               [ev(.willDismissPopupBar, true)] + dismissAnimation(3))
    }
    static func dismissesUnanimated(_ c: Int?, snapOpen: Bool = false) -> Expected {
        .moved(S(.barHidden, .barHidden, .barHidden, content: nil, snapOpen: snapOpen, dismissed: true),
               [ev(.willDismissPopupBar, false), .set(.presence, 0), .set(.shadow, 0), .removeContent,
                changed(.barPresented, .barHidden), ev(.didDismissPopupBar, false)] + done(c))
    }
    /// A close of the open popup (a call or the close button), in a context's curve and fade.
    static func closes(_ c: Int?, curve: Curve, fade: Bool) -> Expected {
        .moved(S(.open, .transitioning, .barPresented, running: run(.close(thenDismiss: false), c), popup: 3, next: 4),
               [willCloseHaptic, ev(.willClose, true)] + closeAnimation(3, curve: curve, fade: fade))
    }
    static func closesThenDismisses(_ c: Int?, curve: Curve, fade: Bool) -> Expected {
        .moved(S(.open, .transitioning, .barHidden, running: run(.close(thenDismiss: true), c), popup: 3, next: 4, dismissed: true),
               [willCloseHaptic, ev(.willClose, true)] + closeAnimation(3, curve: curve, fade: fade))
    }

    /// present{openPopup}: the present's block delivers the haptic and willOpen, then the open
    /// transition delivers both again (LNPopupController.mm 1581-1590, 517-520); `once`: fix
    /// willOpenOnce. Public goes barHidden → open; unanimated, the open's animator finishes
    /// inside the present's block, so didOpen and the completion come before didPresentPopupBar.
    static func presentsOpen(once: Bool = false) -> Row {
        let wills: [E] = (once ? [] : [willOpenHaptic, ev(.willOpen, true)]) + [willOpenHaptic, ev(.willOpen, true)]
        let willsU: [E] = (once ? [] : [willOpenHaptic, ev(.willOpen, false)]) + [willOpenHaptic, ev(.willOpen, false)]
        return [
            ("presentOpen", .moved(S(.barHidden, .transitioning, .open, content: 2, running: run(.present(open: true), 7), bar: 3, popup: 4, next: 5),
                                   install(2) + [ev(.willPresentPopupBar, true)] + presentAnimation(3) + wills + popupAnimation(to: 1, 4))),
            ("presentOpenUnanimated", .moved(S(.open, .open, .open, content: 2),
                                             install(2) + [ev(.willPresentPopupBar, false)] + willsU
                                                 + [.set(.presence, 1), .set(.shadow, 1), .set(.open, 1), .set(.dock, 1),
                                                    changed(.barHidden, .open), .marquee(paused: true), ev(.didOpen, false),
                                                    .complete(7), ev(.didPresentPopupBar, false)])),
        ]
    }

    /// A dismiss on a hidden bar: never dismissed since the last present, its completion is
    /// dropped (LNPopupController.mm 1751-1755); `completes`: after a dismissal, or fix
    /// dismissHiddenCompletes.
    static func dismissesHidden(_ s: State, completes: Bool) -> Row {
        completes ? noOps("dismiss", s)
            : [("dismiss", .moved(s, [.drop(7)])), ("dismissUnanimated", .moved(s, [.drop(7)])),
               ("dismissNoCompletion", .moved(s, [])), ("dismissUnanimatedNoCompletion", .moved(s, []))]
    }

    // MARK: The table (context "drag": no fade; the library's queue: a no-op stalls it)

    static let table: [String: Row] = [
        "offScreen": calls.map { ($0.0, .moved(offScreen.deferring($0.1), [])) }
            + [("appeared", .moved(hidden, []))]
            + ignoring(ends + pans + dragInputs + ["snapOpenFired", "tapBar", "tapCloseButton"]),

        "hidden": [
            ("present", presents(2, 7)), ("presentNoCompletion", presents(2, nil)),
            ("presentUnanimated", presentsUnanimated(7)), ("presentUnanimatedNoCompletion", presentsUnanimated(nil)),
            ("presentSame", presents(1, 7)),
        ] + presentsOpen() + noOps("open", hidden) + noOps("close", hidden) + dismissesHidden(hidden, completes: false)
            + ignoring(["appeared"] + ends + pans + dragInputs + ["snapOpenFired", "tapBar", "tapCloseButton"]),

        // The same as hidden, but a dismiss calls its completion (and a present clears the flag).
        "dismissed": [
            ("present", presents(2, 7)), ("presentNoCompletion", presents(2, nil)),
            ("presentUnanimated", presentsUnanimated(7)), ("presentUnanimatedNoCompletion", presentsUnanimated(nil)),
            ("presentSame", presents(1, 7)),
        ] + presentsOpen() + noOps("open", dismissed) + noOps("close", dismissed) + dismissesHidden(dismissed, completes: true)
            + ignoring(["appeared"] + ends + pans + dragInputs + ["snapOpenFired", "tapBar", "tapCloseButton"]),

        "presenting": queuesEveryCall(presenting) + [
            ("barEnded", .moved(presented, [changed(.barHidden, .barPresented), ev(.didPresentPopupBar, true), .complete(5)])),
            ("tapBar", .moved(S(presenting, queue: [Op(.open)]), [])),
        ] + ignoring(["appeared", "popupEnded"] + pans + dragInputs + ["snapOpenFired", "tapCloseButton"]),

        // The bar ends first (both take 0.5 s and the bar's end is scheduled first); the popup's
        // end is the open's.
        "presentingOpen": queuesEveryCall(presentingOpen) + [
            // Public stays barHidden until the open ends (LNPopupController.mm 1603-1616).
            ("barEnded", .moved(S(.barHidden, .transitioning, .open, running: run(.present(open: true), 5), popup: 2),
                                [ev(.didPresentPopupBar, true)])),
            ("popupEnded", .moved(S(.open, .open, .open, running: run(.present(open: true), 5), bar: 1),
                                  [changed(.barHidden, .open), .marquee(paused: true), ev(.didOpen, true)])),
            ("tapCloseButton", .moved(S(presentingOpen, queue: [Op(.close)]), [])),
        ] + ignoring(["appeared"] + pans + dragInputs + ["snapOpenFired", "tapBar"]),

        "presented": [
            // A present while presented swaps the content at once (animated or not).
            ("present", .moved(S(.barPresented, .barPresented, .barPresented, content: 2),
                               [.installContent(2), ev(.popupItemDidUpdate, false), .complete(7)])),
            ("presentUnanimated", .moved(S(.barPresented, .barPresented, .barPresented, content: 2),
                                         [.installContent(2), ev(.popupItemDidUpdate, false), .complete(7)])),
            ("presentNoCompletion", .moved(S(.barPresented, .barPresented, .barPresented, content: 2),
                                           [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentUnanimatedNoCompletion", .moved(S(.barPresented, .barPresented, .barPresented, content: 2),
                                                     [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentOpen", opens(7, content: 2, before: [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentOpenUnanimated", opensUnanimated(7, content: 2, before: [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentSame", .moved(presented, [.complete(7)])),
            ("open", opens(7)), ("openNoCompletion", opens(nil)),
            ("openUnanimated", opensUnanimated(7)), ("openUnanimatedNoCompletion", opensUnanimated(nil)),
        ] + noOps("close", presented) + [
            ("dismiss", dismisses(7)), ("dismissNoCompletion", dismisses(nil)),
            ("dismissUnanimated", dismissesUnanimated(7)), ("dismissUnanimatedNoCompletion", dismissesUnanimated(nil)),
            // Drag style: the closed bar follows a pan up, or one without vertical velocity.
            ("panBarUp", .moved(S(.barPresented, .transitioning, .barPresented, drag: started(from: .barPresented)), dragStart + [dragHaptic])),
            ("panBarStill", .moved(S(.barPresented, .transitioning, .barPresented, drag: started(from: .barPresented)), dragStart)),
            ("tapBar", opens(nil)),
        ] + ignoring(["appeared"] + ends + ["panBarDown", "panContentDown", "panContentUp", "panScrollDown", "panScrollSideways"]
                     + dragInputs + ["snapOpenFired", "tapCloseButton"]),

        "opening": queuesEveryCall(opening) + [
            ("popupEnded", .moved(open, [changed(.barPresented, .open), .marquee(paused: true), ev(.didOpen, true), .complete(5)])),
            ("tapBar", .moved(S(opening, queue: [Op(.open)]), [])),
            ("tapCloseButton", .moved(S(opening, queue: [Op(.close)]), [])),
        ] + ignoring(["appeared", "barEnded"] + pans + dragInputs + ["snapOpenFired"]),

        "open": openRow(curve: crit, fade: false) + [
            ("panContentDown", .moved(dragEarly, dragStart + [dragHaptic])),
            ("panContentUp", .moved(dragEarly, dragStart)),
            ("panScrollDown", .moved(dragEarly, dragStart + [dragHaptic])),
        ] + ignoring(["appeared"] + ends + ["panBarUp", "panBarDown", "panBarStill", "panScrollSideways"]
                     + dragInputs + ["snapOpenFired", "tapBar"]),

        "closing": queuesEveryCall(closing) + [
            ("popupEnded", .moved(presented, [.set(.contentAlpha, 1), changed(.open, .barPresented), .marquee(paused: false),
                                              ev(.didClose, true), .complete(5)])),
            ("tapBar", .moved(S(closing, queue: [Op(.open)]), [])),
        ] + ignoring(["appeared", "barEnded"] + pans + dragInputs + ["snapOpenFired", "tapCloseButton"]),

        "closeThenDismiss": queuesEveryCall(closeThenDismiss) + [
            ("popupEnded", .moved(S(.barPresented, .transitioning, .barHidden, running: run(.close(thenDismiss: true), 5), bar: 3, next: 4,
                                    dismissed: true),
                                  [.set(.contentAlpha, 1), changed(.open, .barPresented), .marquee(paused: false), ev(.didClose, true),
                                   ev(.willDismissPopupBar, true)] + dismissAnimation(3))),
        ] + ignoring(["appeared", "barEnded"] + pans + dragInputs + ["snapOpenFired", "tapBar", "tapCloseButton"]),

        "dismissAfterClose": queuesEveryCall(dismissAfterClose) + [
            ("barEnded", .moved(dismissed, [.removeContent, changed(.barPresented, .barHidden), ev(.didDismissPopupBar, true), .complete(5)])),
            // The public state is still barPresented: the tap is queued (a no-op once hidden).
            ("tapBar", .moved(S(dismissAfterClose, queue: [Op(.open)]), [])),
        ] + ignoring(["appeared", "popupEnded"] + pans + dragInputs + ["snapOpenFired", "tapCloseButton"]),

        "dismissing": queuesEveryCall(dismissing) + [
            ("barEnded", .moved(dismissed, [.removeContent, changed(.barPresented, .barHidden), ev(.didDismissPopupBar, true), .complete(5)])),
            ("tapBar", .moved(S(dismissing, queue: [Op(.open)]), [])),
        ] + ignoring(["appeared", "popupEnded"] + pans + dragInputs + ["snapOpenFired", "tapCloseButton"]),

        "dragFromClosed": queuesEveryCall(dragFromClosed) + [
            ("panChanged", .moved(dragFromClosed, [.set(.open, 0.4), .set(.dock, 0.2)])),
            ("panAutoClose", autoClosesFromClosed(crit)),
            // Released open: willOpen without the open haptic.
            ("panEndedOpen", .moved(S(.barPresented, .transitioning, .open, running: run(.settle(from: .barPresented, to: .open), nil), popup: 3, next: 4),
                                    [ev(.willOpen, true)] + popupAnimation(to: 1, 3))),
            ("panEndedClosed", .moved(S(.barPresented, .transitioning, .barPresented, running: run(.settle(from: .barPresented, to: .barPresented), nil),
                                        popup: 3, next: 4), popupAnimation(to: 0, 3))),
            ("panCancelled", .moved(S(.barPresented, .transitioning, .barPresented, running: run(.settle(from: .barPresented, to: .barPresented), nil),
                                      popup: 3, next: 4), popupAnimation(to: 0, 3))),
        ] + ignoring(["appeared"] + ends + pans + ["snapOpenFired", "tapBar", "tapCloseButton"]),

        "dragFromOpen": queuesEveryCall(dragFromOpen) + [
            ("panChanged", .moved(dragFromOpen, [.set(.open, 0.4), .set(.dock, 0.2)])),
        ] + settlesFromOpen + ignoring(["appeared"] + ends + pans + ["snapOpenFired", "tapBar", "tapCloseButton"]),

        // Inside the drag's first 0.5 s: a release waits for its animator (LNPopupController.mm
        // 972, 1072-1078, 1445-1449), whose end lets the drag go on (or settles the release).
        "dragEarly": queuesEveryCall(dragEarly) + [
            ("panChanged", .moved(dragEarly, [.set(.open, 0.4), .set(.dock, 0.2)])),
            ("popupEnded", .moved(dragFromOpen, [])),
            ("panAutoClose", .moved(S(.open, .transitioning, .open, drag: started(from: .open, release: released(.barPresented, crit, haptic: true))), [])),
            ("panEndedOpen", .moved(S(.open, .transitioning, .open, drag: started(from: .open, release: released(.open, crit, haptic: false))), [])),
            ("panEndedClosed", .moved(dragReleased, [])),
            ("panCancelled", .moved(S(.open, .transitioning, .open, drag: started(from: .open, release: released(.open, crit, haptic: false))), [])),
        ] + ignoring(["appeared", "barEnded"] + pans + ["snapOpenFired", "tapBar", "tapCloseButton"]),

        // The waiting release settles when the drag's animator ends; nothing else moves it.
        "dragReleased": queuesEveryCall(dragReleased) + [
            ("popupEnded", releasesClosed(haptic: false)),
        ] + ignoring(["appeared", "barEnded"] + pans + dragInputs + ["snapOpenFired", "tapBar", "tapCloseButton"]),

        // A settle's end restores no content alpha (a close's does) and calls no completion.
        "settlingClosed": queuesEveryCall(settlingClosed) + [
            ("popupEnded", .moved(presented, [changed(.open, .barPresented), .marquee(paused: false), ev(.didClose, true)])),
            ("tapBar", .moved(S(settlingClosed, queue: [Op(.open)]), [])),
        ] + ignoring(["appeared", "barEnded"] + pans + dragInputs + ["snapOpenFired", "tapCloseButton"]),

        "settlingOpen": queuesEveryCall(settlingOpen) + [
            ("popupEnded", .moved(open, [changed(.barPresented, .open), .marquee(paused: true), ev(.didOpen, true)])),
            ("tapBar", .moved(S(settlingOpen, queue: [Op(.open)]), [])),
            ("tapCloseButton", .moved(S(settlingOpen, queue: [Op(.close)]), [])),
        ] + ignoring(["appeared", "barEnded"] + pans + dragInputs + ["snapOpenFired"]),

        // Not busy: calls run as when presented and the timer stays pending; no new pan starts.
        "snapOpenPending": [
            ("present", .moved(S(.barPresented, .barPresented, .barPresented, content: 2, snapOpen: true),
                               [.installContent(2), ev(.popupItemDidUpdate, false), .complete(7)])),
            ("presentUnanimated", .moved(S(.barPresented, .barPresented, .barPresented, content: 2, snapOpen: true),
                                         [.installContent(2), ev(.popupItemDidUpdate, false), .complete(7)])),
            ("presentNoCompletion", .moved(S(.barPresented, .barPresented, .barPresented, content: 2, snapOpen: true),
                                           [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentUnanimatedNoCompletion", .moved(S(.barPresented, .barPresented, .barPresented, content: 2, snapOpen: true),
                                                     [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentOpen", opens(7, content: 2, snapOpen: true, before: [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentOpenUnanimated", opensUnanimated(7, content: 2, snapOpen: true,
                                                      before: [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentSame", .moved(snapOpenPending, [.complete(7)])),
            ("open", opens(7, snapOpen: true)), ("openNoCompletion", opens(nil, snapOpen: true)),
            ("openUnanimated", opensUnanimated(7, snapOpen: true)), ("openUnanimatedNoCompletion", opensUnanimated(nil, snapOpen: true)),
        ] + noOps("close", snapOpenPending) + [
            ("dismiss", dismisses(7, snapOpen: true)), ("dismissNoCompletion", dismisses(nil, snapOpen: true)),
            ("dismissUnanimated", dismissesUnanimated(7, snapOpen: true)),
            ("dismissUnanimatedNoCompletion", dismissesUnanimated(nil, snapOpen: true)),
            ("snapOpenFired", opens(nil)),
            ("tapBar", opens(nil, snapOpen: true)),
        ] + ignoring(["appeared"] + ends + pans + dragInputs + ["tapCloseButton"]),

        "queuedOpen": queuedOpenCalls + [
            ("barEnded", .moved(S(.barPresented, .transitioning, .open, running: run(.open, 8), popup: 3, next: 4),
                                [changed(.barHidden, .barPresented), ev(.didPresentPopupBar, true), .complete(5),
                                 willOpenHaptic, ev(.willOpen, true)] + popupAnimation(to: 1, 3))),
            ("tapBar", .moved(S(presenting, queue: [Op(.open)]), [.drop(8)])),
        ] + ignoring(["appeared", "popupEnded"] + pans + dragInputs + ["snapOpenFired", "tapCloseButton"]),

        "queuedTwo": queuedTwoCalls + [
            // The library's stall (LNPopupController.mm 1698-1712): the open is a no-op on the
            // hidden bar (completion 8) and the present stays pending on an idle bar, which the
            // state records (`queueStalled`) until the next input drains it.
            ("barEnded", .moved(S(dismissed, queue: [Op(.present, content: 2, completion: 9)], stalled: true),
                                [.removeContent, changed(.barPresented, .barHidden), ev(.didDismissPopupBar, true),
                                 .complete(5), .complete(8)])),
            ("tapBar", .moved(S(dismissing, queue: [Op(.present, content: 2, completion: 9), Op(.open)]), [.drop(8)])),
        ] + ignoring(["appeared", "popupEnded"] + pans + dragInputs + ["snapOpenFired", "tapCloseButton"]),
    ]

    /// A drag from open released (its animator ended, or fix settleAtRelease): it settles at once.
    static let settlesFromOpen: Row = [
        ("panAutoClose", autoCloses(crit)),
        ("panEndedOpen", .moved(S(.open, .transitioning, .open, running: run(.settle(from: .open, to: .open), nil), popup: 3, next: 4),
                                popupAnimation(to: 1, 3))),
        // A settle to closed never fades the content, whatever the layout; outside snap it
        // has no haptic (LNPopupController.mm 1076, 565-570).
        ("panEndedClosed", releasesClosed(haptic: false)),
        ("panCancelled", .moved(S(.open, .transitioning, .open, running: run(.settle(from: .open, to: .open), nil), popup: 3, next: 4),
                                popupAnimation(to: 1, 3))),
    ]

    /// Snap's auto-close from the open content: closePopupAnimated, feedback forced (LNPopupController.mm 1021).
    static func autoCloses(_ curve: Curve) -> Expected {
        .moved(S(.open, .transitioning, .barPresented, running: run(.settle(from: .open, to: .barPresented), nil), popup: 3, next: 4),
               [willCloseHaptic, ev(.willClose, true)] + popupAnimation(to: 0, 3, curve: curve))
    }
    static func autoClosesFromClosed(_ curve: Curve) -> Expected {
        .moved(S(.barPresented, .transitioning, .barPresented, running: run(.settle(from: .barPresented, to: .barPresented), nil),
                 popup: 3, next: 4), popupAnimation(to: 0, 3, curve: curve))
    }
    static func releasesClosed(haptic: Bool) -> Expected {
        .moved(S(.open, .transitioning, .barPresented, running: run(.settle(from: .open, to: .barPresented), nil), popup: 3, next: 4),
               (haptic ? [willCloseHaptic] : []) + [ev(.willClose, true)] + popupAnimation(to: 0, 3))
    }

    /// The open popup's calls; closes take the context's curve and fade.
    static func openRow(curve: Curve, fade: Bool) -> Row {
        let swapped = S(.open, .open, .open, content: 2)
        return [
            ("present", .moved(swapped, [.installContent(2), ev(.popupItemDidUpdate, false), .complete(7)])),
            ("presentUnanimated", .moved(swapped, [.installContent(2), ev(.popupItemDidUpdate, false), .complete(7)])),
            ("presentNoCompletion", .moved(swapped, [.installContent(2), ev(.popupItemDidUpdate, false)])),
            ("presentUnanimatedNoCompletion", .moved(swapped, [.installContent(2), ev(.popupItemDidUpdate, false)])),
            // The swap, then the queued open is a no-op (already open).
            ("presentOpen", .moved(swapped, [.installContent(2), ev(.popupItemDidUpdate, false), .complete(7)])),
            ("presentOpenUnanimated", .moved(swapped, [.installContent(2), ev(.popupItemDidUpdate, false), .complete(7)])),
            ("presentSame", .moved(open, [.complete(7)])),
        ] + noOps("open", open) + closeRows(curve: curve, fade: fade) + [
            ("closeUnanimated", closesUnanimated(7)), ("closeUnanimatedNoCompletion", closesUnanimated(nil)),
            ("dismissUnanimated", closesThenDismissesUnanimated(7)), ("dismissUnanimatedNoCompletion", closesThenDismissesUnanimated(nil)),
        ]
    }

    /// The open popup's animated closes: the rows a context's curve and fade change.
    static func closeRows(curve: Curve, fade: Bool) -> Row {
        [("close", closes(7, curve: curve, fade: fade)), ("closeNoCompletion", closes(nil, curve: curve, fade: fade)),
         ("dismiss", closesThenDismisses(7, curve: curve, fade: fade)),
         ("dismissNoCompletion", closesThenDismisses(nil, curve: curve, fade: fade)),
         ("tapCloseButton", closes(nil, curve: curve, fade: fade))]
    }

    static func closesUnanimated(_ c: Int?) -> Expected {
        .moved(presented, [willCloseHaptic, ev(.willClose, false), .set(.open, 0), .set(.dock, 0), .set(.contentAlpha, 1),
                           changed(.open, .barPresented), .marquee(paused: false), ev(.didClose, false)] + done(c))
    }

    static func closesThenDismissesUnanimated(_ c: Int?) -> Expected {
        .moved(dismissed, [willCloseHaptic, ev(.willClose, false), .set(.open, 0), .set(.dock, 0), .set(.contentAlpha, 1),
                        changed(.open, .barPresented), .marquee(paused: false), ev(.didClose, false),
                        ev(.willDismissPopupBar, false), .set(.presence, 0), .set(.shadow, 0), .removeContent,
                        changed(.barPresented, .barHidden), ev(.didDismissPopupBar, false)] + done(c))
    }

    /// Behind the present: a present joins the open; an open or close replaces it (its completion
    /// dropped); a dismiss replaces everything.
    static let queuedOpenCalls: Row = calls.map { name, call in
        let queued = Op(.open, completion: 8)
        switch call.kind {
        case .present: return (name, .moved(S(presenting, queue: [queued, call]), []))
        case .open, .close, .dismiss: return (name, .moved(S(presenting, queue: [call]), [.drop(8)]))
        }
    }

    /// Behind the dismissal, [open 8, present 9]: a present replaces the present; an open or close
    /// the open; a dismiss both.
    static let queuedTwoCalls: Row = calls.map { name, call in
        let open = Op(.open, completion: 8), present = Op(.present, content: 2, completion: 9)
        switch call.kind {
        case .present: return (name, .moved(S(dismissing, queue: [open, call]), [.drop(9)]))
        case .open, .close: return (name, .moved(S(dismissing, queue: [present, call]), [.drop(8)]))
        case .dismiss: return (name, .moved(S(dismissing, queue: [call]), [.drop(8), .drop(9)]))
        }
    }

    // MARK: Contexts

    static let contexts: [(String, M.Context)] = [
        ("drag", M.Context(interaction: .drag)),
        ("snap", M.Context(interaction: .snap)),
        ("scroll", M.Context(interaction: .scroll)),
        ("none", M.Context(interaction: .none)),
        ("fade", M.Context(interaction: .drag, closeFadesContent: true)),
        ("snapFade", M.Context(interaction: .snap, closeFadesContent: true)),
        // The content gives a transition view: closes use damping 1 (LNPopupController.mm 713).
        ("snapTransitionView", M.Context(interaction: .snap, transitionView: true)),
        // The fixes.
        ("drain", M.Context(interaction: .drag, noOpStallsQueue: false)),
        ("willOpenOnce", M.Context(interaction: .drag, willOpenOnce: true)),
        ("dismissHiddenCompletes", M.Context(interaction: .drag, dismissHiddenCompletes: true)),
        ("settleAtRelease", M.Context(interaction: .drag, settleAtRelease: true)),
    ]

    /// Snap: an upward flick on the closed bar opens 0.15 s later; the open content rubber-bands
    /// without the drag haptic; closes spring with damping 0.85 (1 with a transition view); a
    /// release that closes has the close haptic.
    static let snapPans: [String: Row] = [
        "presented": [
            ("panBarUp", .moved(snapOpenPending, [.scheduleSnapOpen(after: 0.15)])),
            ("panBarStill", .ignored),
        ],
        "open": [
            ("panContentDown", .moved(S(.open, .transitioning, .open, drag: started(from: .open, rubberBand: true)), dragStart)),
            ("panContentUp", .moved(S(.open, .transitioning, .open, drag: started(from: .open, rubberBand: true)), dragStart)),
            ("panScrollDown", .moved(S(.open, .transitioning, .open, drag: started(from: .open, rubberBand: true)), dragStart)),
        ],
    ]

    /// Rows where a context differs from `table` (all others are the same in every context).
    static let contextRows: [String: [String: Row]] = [
        "snap": snapRows(curve: snapCurve, fade: false),
        // Scroll: the bar ignores pans (it opens by tap); the content moves only from its scroll view.
        "scroll": [
            "presented": ignoring(["panBarUp", "panBarStill"]),
            "open": ignoring(["panContentDown", "panContentUp"]),
        ],
        "none": [
            "presented": ignoring(["panBarUp", "panBarStill"]),
            "open": ignoring(["panContentDown", "panContentUp", "panScrollDown"]),
        ],
        "fade": ["open": closeRows(curve: crit, fade: true)],
        "snapFade": snapRows(curve: snapCurve, fade: true),
        "snapTransitionView": snapRows(curve: crit, fade: false),
        // Fix drainQueueAfterNoOp: the open is a no-op on the hidden bar (completion 8), then the present runs.
        "drain": [
            "queuedTwo": [
                ("barEnded", .moved(S(.barHidden, .transitioning, .barPresented, content: 2, running: run(.present(open: false), 9), bar: 3, next: 4),
                                    [.removeContent, changed(.barPresented, .barHidden), ev(.didDismissPopupBar, true), .complete(5),
                                     .complete(8)] + install(2) + [ev(.willPresentPopupBar, true)] + presentAnimation(3))),
            ],
        ],
        "willOpenOnce": ["hidden": presentsOpen(once: true), "dismissed": presentsOpen(once: true)],
        "dismissHiddenCompletes": ["hidden": dismissesHidden(hidden, completes: true)],
        // Fix settleAtRelease: a drag starts no animator and a release settles at once.
        "settleAtRelease": [
            "presented": [
                ("panBarUp", .moved(S(.barPresented, .transitioning, .barPresented, drag: drag(from: .barPresented)), [dragHaptic])),
                ("panBarStill", .moved(S(.barPresented, .transitioning, .barPresented, drag: drag(from: .barPresented)), [])),
            ],
            "open": [
                ("panContentDown", .moved(dragFromOpen, [dragHaptic])), ("panContentUp", .moved(dragFromOpen, [])),
                ("panScrollDown", .moved(dragFromOpen, [dragHaptic])),
            ],
            "dragEarly": settlesFromOpen,
        ],
    ]

    /// The rows snap changes, with its close curve.
    static func snapRows(curve: Curve, fade: Bool) -> [String: Row] {
        [
            "presented": snapPans["presented"] ?? [],
            "open": (snapPans["open"] ?? []) + closeRows(curve: curve, fade: fade),
            "dragFromOpen": [("panAutoClose", autoCloses(curve)), ("panEndedClosed", releasesClosed(haptic: true))],
            // Snap's releases force the feedback; the auto-close takes the context's close curve.
            "dragEarly": [
                ("panAutoClose", .moved(S(.open, .transitioning, .open,
                                          drag: started(from: .open, release: released(.barPresented, curve, haptic: true))), [])),
                ("panEndedOpen", .moved(S(.open, .transitioning, .open, drag: started(from: .open, release: released(.open, crit, haptic: true))), [])),
                ("panEndedClosed", .moved(S(.open, .transitioning, .open,
                                            drag: started(from: .open, release: released(.barPresented, crit, haptic: true))), [])),
            ],
            "dragFromClosed": [("panAutoClose", autoClosesFromClosed(curve))],
        ]
    }

    static func expected(_ context: String, _ state: String, _ input: String) -> Expected? {
        if let e = contextRows[context]?[state]?.first(where: { $0.0 == input }) { return e.1 }
        return table[state]?.first { $0.0 == input }?.1
    }

    static func actual(_ step: M.Step, next: State) -> Expected {
        switch step {
        case .moved(let e): return .moved(next, e)
        case .ignored: return .ignored
        }
    }

    // MARK: Tests

    @Test func everyStateInputAndContext() {
        TransitionTable.check(M.self, contexts: Self.contexts, states: Self.states, inputs: Self.inputs,
                              expected: Self.expected, actual: { step, next in Self.actual(step, next: next) })
    }

    /// Each state's row names every input exactly once, and names no other (no typo hides a row).
    @Test func everyRowNamesEachInputOnce() {
        let names = Self.inputs.map(\.0)
        #expect(Set(names).count == names.count)
        #expect(Set(Self.table.keys) == Set(Self.states.map(\.0)))
        for (sName, row) in Self.table {
            #expect(row.map(\.0).sorted() == names.sorted(), "\(sName)")
        }
        for (cName, rows) in Self.contextRows {
            #expect(Self.contexts.contains { $0.0 == cName }, "\(cName)")
            for (sName, row) in rows {
                #expect(Self.table[sName] != nil, "\(cName): \(sName)")
                #expect(Set(row.map(\.0)).isSubset(of: Set(names)) && Set(row.map(\.0)).count == row.count, "\(cName): \(sName)")
            }
        }
    }

    /// The representative states are states the machine can be in, and every move lands in one.
    @Test func everyStateAndEveryMoveKeepsTheInvariants() {
        for (sName, state) in Self.states {
            #expect(state.brokenInvariants.isEmpty, "\(sName): \(state.brokenInvariants)")
        }
        for (cName, ctx) in Self.contexts {
            for (sName, state) in Self.states {
                for (iName, input) in Self.inputs {
                    let (next, step) = M.step(state, input, ctx)
                    guard step.isMoved else { continue }
                    let row = "\(cName): \(sName) × \(iName)"
                    #expect(next.brokenInvariants.isEmpty, "\(row): \(next.brokenInvariants)")
                }
            }
        }
    }

    /// Inputs name themselves in invariant reports.
    @Test func labels() {
        #expect(M.label(.call(Op(.open, animated: false))) == "open(unanimated)")
        #expect(M.label(.call(Op(.dismiss))) == "dismiss")
        #expect(M.label(.animationEnded(.bar)) == "bar animation end")
        #expect(M.label(.panBegan(onBar: false, velocityY: 1, fromScrollView: true, vertical: true)) == "pan began on the content scroll view")
        #expect(M.label(.panEnded(toOpen: false)) == "pan ended closed")
        #expect(M.label(.tapCloseButton) == "tap close button")
    }
}

extension PopupBarState {
    /// The state with `op` waiting for the view to be in a window.
    func deferring(_ op: PopupBarOperation) -> Self {
        var s = self
        s.deferred.append(op)
        return s
    }
}
