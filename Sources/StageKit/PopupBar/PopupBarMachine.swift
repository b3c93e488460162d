/// The popup bar's state machine (docs/behavior/lnpopupcontroller.md, "State machine", "Interaction") in the engine's
/// one machine shape
/// (`StateMachine`): a state and an input give the next state and the effects (events, KVO
/// changes, animations, scheduled animator ends, completions called or dropped, haptics; calls
/// made off screen wait in the state). `PopupBarContainer` keeps the state and feeds it through its `MachineDriver`,
/// carrying
/// out the effects and feeding animator ends and gestures back as inputs; frame math (rubber band,
/// drag progress, release decisions) happens in `PopupBarInteraction` before an input is built.
///
/// The bar refuses nothing: what the library drops (a tap on an open bar, a stale animator end)
/// is `.ignored`, and every call is accepted (coalesced, deferred or a no-op that completes), so
/// `Refusal` is `Never`.
///
/// ```swift
/// var s = PopupBarState(isOnScreen: true)
/// let step = PopupBarMachine.transition(&s, .call(PopupBarOperation(.present, content: 1)), .init(interaction: .snap))
/// // s.publicState == .barHidden, s.target == .barPresented
/// // step.effects: installContent(1), set…, event(willPresentPopupBar), animate(presence → 1, 0.5 s), …,
/// //               schedule(bar, after: 0.5)
/// ```
public enum PopupBarMachine: StateMachine {
    public typealias State = PopupBarState
    public typealias Effect = PopupBarEffect
    /// Uninhabited: no input is refused (see above).
    public typealias Refusal = Never
    public typealias Step = MachineStep<PopupBarEffect, Never>

    public enum Input: Hashable, Sendable {
        /// present / open / close / dismiss from the app (or a tap, the close button).
        case call(PopupBarOperation)
        /// The animator's end, from its slot (a newer animation of the same animator replaced it).
        case animationEnded(PopupBarAnimator)
        /// The container's view entered a window: deferred calls are replayed after this.
        case appeared
        /// A pan began on the bar or the content; `fromScrollView`: on a content scroll view at
        /// its top; `vertical`: the pan's initial direction is mostly vertical.
        case panBegan(onBar: Bool, velocityY: Double, fromScrollView: Bool, vertical: Bool)
        /// The drag moved: the displayed open progress and docking displacement.
        case panChanged(open: Double, dock: Double)
        /// Snap closing crossed the snap-percent threshold: close now (ζ 0.85).
        case panAutoClose
        /// Released: settle open or closed.
        case panEnded(toOpen: Bool)
        case panCancelled
        /// The snap swipe-up's 0.15 s timer fired.
        case snapOpenFired
        /// A tap on the bar (not on a button): `openPopup(animated: true)`.
        case tapBar
        case tapCloseButton
    }

    /// Facts the machine needs from the container, and the fixes a script turned on (each off:
    /// the library's behavior; docs/behavior/lnpopupcontroller.md, "Fixes").
    public struct Context: Hashable, Sendable {
        /// The resolved interaction style (drag, snap, scroll, none).
        public var interaction: PopupBarInteractionStyle
        /// Close fades the content (`PopupBarLayout.closeFadesContent`).
        public var closeFadesContent: Bool
        /// The library's queue (LNPopupController.mm 1445-1462, 1698-1712): a no-op open, close
        /// or dismiss calls its completion but does not run the next queued operation. The
        /// default here and the container's (`PopupBarContainer.noOpStallsQueue`); false is the
        /// `drainQueueAfterNoOp` fix.
        public var noOpStallsQueue: Bool
        /// The content supplies a view for the popup transition (`viewForPopupTransition`) that
        /// 3.0.7 uses: prominent or floating bar in snap. A close then uses damping 1, not 0.85
        /// (LNPopupController.mm 713: `spring && userView == nil ? 0.85 : 1.0`).
        public var transitionView: Bool
        /// Fix `willOpenOnce`: present with openPopup delivers willOpen and its haptic once (the
        /// library twice: LNPopupController.mm 1581-1590, then 517-520 and 551-560).
        public var willOpenOnce: Bool
        /// Fix `dismissHiddenCompletes`: dismiss on a bar never dismissed since its last present
        /// (or never presented) calls its completion (the library calls it only after a dismissal since the last
        /// present, LNPopupController.mm 1751-1755, 1532).
        public var dismissHiddenCompletes: Bool
        /// Fix `settleAtRelease`: a drag's release settles at once (the library waits for the
        /// drag's own 0.5 s animator when released sooner: LNPopupController.mm 972, 1445-1449).
        public var settleAtRelease: Bool

        public init(
            interaction: PopupBarInteractionStyle, closeFadesContent: Bool = false, noOpStallsQueue: Bool = true,
            transitionView: Bool = false, willOpenOnce: Bool = false, dismissHiddenCompletes: Bool = false,
            settleAtRelease: Bool = false
        ) {
            self.settleAtRelease = settleAtRelease
            self.interaction = interaction
            self.closeFadesContent = closeFadesContent
            self.noOpStallsQueue = noOpStallsQueue
            self.transitionView = transitionView
            self.willOpenOnce = willOpenOnce
            self.dismissHiddenCompletes = dismissHiddenCompletes
        }
    }

    // MARK: Timing (docs/behavior/lnpopupcontroller.md, "Timing"; the springs are StageKit's curves)

    public static let presentDuration: SimDuration = 0.5
    public static let dismissDuration: SimDuration = 0.5
    public static let openDuration: SimDuration = 0.5
    public static let closeDuration: SimDuration = 0.5
    public static let shadowDuration: SimDuration = 0.3
    public static let shadowDelay: SimDuration = 0.2
    public static let snapOpenDelay: SimDuration = 0.15
    /// The content fade starts at 15% of the close.
    public static let closeFadeDelayFactor = 0.15
    /// Present/dismiss: damping 500 (heavily over-damped, no overshoot) in the fitted spring model.
    public static let barCurve = Curve.spring(dampingRatio: 500, initialVelocity: 0)
    /// Open, and close outside snap: damping 1 (critically damped, ω = 9.2335/T).
    public static let openCurve = Curve.criticallyDamped
    /// Close in snap style: damping 0.85 (≈0.6% overshoot).
    public static let snapCloseCurve = Curve.spring(dampingRatio: 0.85, initialVelocity: 0)

    /// A close (programmatic, the close button, snap's auto-close, a dismiss from open): ζ 0.85
    /// in snap unless a transition view rides on it, else ζ 1 (LNPopupController.mm 713, 1732, 1877).
    public static func closeCurve(_ ctx: Context) -> Curve {
        ctx.interaction == .snap && !ctx.transitionView ? snapCloseCurve : openCurve
    }

    // MARK: Time

    /// The bar's timers: each animator's end, the snap swipe-up's open.
    public enum Slot: Hashable, Sendable {
        case animator(PopupBarAnimator)
        case snapOpen
    }

    public static func timerRequest(_ effect: PopupBarEffect) -> TimerRequest<Slot, Input>? {
        switch effect {
        case .schedule(let a, let after): return .schedule(.animator(a), after: after, .animationEnded(a))
        case .scheduleSnapOpen(let after): return .schedule(.snapOpen, after: after, .snapOpenFired)
        default: return nil
        }
    }

    /// An animator's end while it runs; the snap open while it is pending.
    public static func awaits(_ slot: Slot, in state: PopupBarState, _ context: Context) -> Bool {
        switch slot {
        case .animator(.bar): return state.barAnimator != nil
        case .animator(.popup): return state.popupAnimator != nil || state.drag?.animatorRuns == true
        case .snapOpen: return state.snapOpenPending
        }
    }

    public static func slotName(_ slot: Slot) -> String {
        switch slot {
        case .animator(let a): return "\(a.rawValue) animation end"
        case .snapOpen: return "snap open"
        }
    }

    public static let slotNames = ["bar animation end", "popup animation end", "snap open"]

    // MARK: The transition function

    /// The one transition function: `ignored` for what the library drops; otherwise the state
    /// moves (a call while off screen moves nothing but defers the call).
    public static func transition(_ state: inout PopupBarState, _ input: Input, _ ctx: Context) -> Step {
        var b = Builder(s: state, ctx: ctx)
        if let why = b.take(input) { return .ignored(why: why) }
        state = b.s
        return .moved(b.fx)
    }

    /// How an input reads in invariant reports ("open(unanimated)", "bar animation end #3").
    public static func label(_ input: Input) -> String {
        switch input {
        case .call(let op): return op.description
        case .animationEnded(let animator): return "\(animator.rawValue) animation end"
        case .appeared: return "appeared"
        case .panBegan(let onBar, _, let fromScrollView, _):
            return "pan began on the " + (onBar ? "bar" : fromScrollView ? "content scroll view" : "content")
        case .panChanged: return "pan changed"
        case .panAutoClose: return "pan auto-close"
        case .panEnded(let toOpen): return "pan ended " + (toOpen ? "open" : "closed")
        case .panCancelled: return "pan cancelled"
        case .snapOpenFired: return "snap open"
        case .tapBar: return "tap bar"
        case .tapCloseButton: return "tap close button"
        }
    }
}
