/// The sheet's lifecycle (xlactioncontroller.md "Lifecycle") in the engine's one machine shape (`StateMachine`): one
/// enum of
/// states, one enum of inputs, and one pure transition that says what the next state is and what
/// must happen (timeline events, scheduled inputs, handlers). `ActionController` keeps the state
/// and carries the effects out through its `MachineDriver`; nothing else changes the state.
///
/// ```swift
/// let (next, step) = SheetMachine.step(.idle, .present(SheetMachine.PresentPlan(duration: 0.7)), .init(now: .zero))
/// // next == .presenting
/// // step == .moved([.freeze, .show, .emit(.willPresentView), .startPresentMotion,
/// //                 .schedule(after: 0.7, .presentFinished)])   // a timer request, in the slot presentFinished
/// ```
public enum SheetMachine: StateMachine {
    public typealias State = SheetState


    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case idle, presenting, presented, dismissing, dismissed
    }

    /// What runs once the dismissal transition completes.
    public enum AfterDismissal: Hashable, Sendable {
        case nothing
        /// A tapped action's deferred handler (executeImmediatelyOnTouch false).
        case handler(action: Int)
        /// The completion given to a programmatic `dismiss`.
        case completion
    }

    /// Why a dismissal started (a `reason` field on `willDismissView`; the library itself cannot
    /// tell, issue #97).
    public enum DismissCause: String, Hashable, Sendable {
        case action, background, cancelBar, swipeDown, programmatic
        /// A sheet below asked for its dismissal, which takes this one (the top-most) with it.
        case presenterDismissed
    }

    public struct PresentPlan: Hashable, Sendable {
        /// delay + duration of the present animation: `didPresentView` then.
        public var duration: SimDuration
        /// Dynamics: when each section after the first is revealed (section 0 is at t = 0).
        public var sectionReveals: [SimDuration]
        public init(duration: SimDuration, sectionReveals: [SimDuration] = []) {
            self.duration = duration
            self.sectionReveals = sectionReveals
        }
    }

    public enum Input: Hashable, Sendable {
        case present(PresentPlan)
        case presentFinished
        /// Dynamics: section `index` gets its rows.
        case revealSection(Int)
        /// A touch selected a row (hit-testing already found it).
        /// `dismissDuration` (here and in `dismiss`): how long this sheet's own dismissal would
        /// take, refused beyond the clock's reach before anything happens.
        /// `selectableWhileDismissing`: the Dynamics variant's `dismiss` never sets
        /// `disableActions` (ActionController.swift 776-784), so its rows stay selectable during
        /// the fall.
        case tapRow(action: Int, enabled: Bool, executeImmediatelyOnTouch: Bool, dismissDuration: SimDuration,
                    selectableWhileDismissing: Bool = false)
        /// The library's `dismiss(_:)`: actions off, the presenter asked to dismiss.
        case dismiss(DismissCause, completion: Bool, dismissDuration: SimDuration)
        /// UIKit runs this sheet's animator for a dismissal (`animateTransition`);
        /// `dismissDuration`: how long this style's dismissal takes from the current position.
        case dismissTransition(dismissDuration: SimDuration)
        /// UIKit took the sheet out of the window without animation: a dismissal went through it.
        case removeFromStack
        case dismissFinished
        /// UIKit ran the completion of the dismissal this sheet asked for (after the sheet above
        /// it, which animated, left).
        case dismissalCompleted
    }

    public enum Effect: Hashable, Sendable {
        /// Settings and layout are fixed from now on (the view loads).
        case freeze
        /// The sheet's layer enters the screen.
        case show
        case emit(EventName, reason: DismissCause? = nil)
        case startPresentMotion
        case startDismissMotion
        /// The library's `presentingViewController?.dismiss(animated: true)`: the window's
        /// presentation chain decides which sheet animates (`dismissTransition`) and which are
        /// removed at once (`removeFromStack`).
        case askPresenterToDismiss
        /// Time, carried out by the driver (`schedule(after:_:)` builds one).
        case timer(TimerRequest<Slot, Input>)
        /// Logs `handler` and calls the action's handler.
        case runHandler(action: Int, immediate: Bool)
        /// The library's `dismiss()` after an immediate handler returned: the owner sends
        /// `dismiss(.action)`, read on the sheet as the handler left it.
        case dismissAfterHandler
        case runCompletion
        case revealSection(Int)
        /// The style's animator called its completion: UIKit's `completeTransition` (Source/
        /// ActionController.swift 530-534), so the presentation chain lets go of the sheet. Its
        /// own effect, not tied to `didDismissView`: Skype's gravity completes without the hook
        /// (Example/CustomActionControllers/Skype/Skype.swift 189-199).
        case completeTransition
        /// The layer leaves the screen.
        case hide
        /// The script's callbacks (handlers, the dismiss completion) are dropped: nothing can
        /// call them any more. Last in its transition, after the deferred handler ran.
        case releaseCallbacks
    }

    /// Timeline names: the library's hooks without `on`, lower-case first letter (docs/TESTING.md).
    public enum EventName: String, Hashable, Sendable {
        case willPresentView, didPresentView, willDismissView, didDismissView, handler
        /// Not one of the library's hooks: the sheet left the window without its dismissal
        /// (none of its hooks run then).
        case removedFromStack
    }

    /// What a transition needs from outside the sheet: how far the clock can still go, so that a
    /// transition whose completion no advance could reach is refused before anything happens
    /// (durations come from settings, up to 2e9 s).
    public struct Context: Hashable, Sendable {
        public var now: SimTime
        /// The longest delay from `now` the clock can reach.
        public var reach: SimDuration
        /// The style's `dismissView` calls `onWillDismissView` and `onDidDismissView`; Skype's
        /// override calls neither (Example/CustomActionControllers/Skype/Skype.swift 174-200), so
        /// its dismissal logs no `willDismissView`/`didDismissView`.
        public var dismissViewCallsHooks: Bool
        /// The present animation also moves the presenting view (`animation.scale` is set), which
        /// stays in the window: its completion, `onDidPresentView`, still comes at its own time
        /// after the sheet has gone. Without a scale the animation moves only the sheet's views,
        /// and UIKit ends it, unfinished, when they leave the window: `onDidPresentView` comes
        /// then (Source/ActionController.swift 530-533, 547-556).
        public var presentAnimationOutlivesView: Bool

        public init(
            now: SimTime, reach: SimDuration = SimDuration(nanoseconds: .max), dismissViewCallsHooks: Bool = true,
                    presentAnimationOutlivesView: Bool = true) {
            self.now = now
            self.reach = reach
            self.dismissViewCallsHooks = dismissViewCallsHooks
            self.presentAnimationOutlivesView = presentAnimationOutlivesView
        }
    }

    public typealias Step = MachineStep<Effect, ActionSheetError>

    /// The one transition function: `ignored` for what the library drops (a tap on a disabled
    /// row, a second dismiss during a dismissal), `refused` for what the caller must hear.
    public static func transition(_ state: inout State, _ input: Input, _ context: Context) -> Step {
        let next: State, effects: [Effect]
        switch self.next(state, input, context) {
        case .moved(let s, let e): (next, effects) = (s, e)
        case .ignored(let why): return .ignored(why: why)
        case .refused(let error): return .refused(error)
        }
        for case .timer(.schedule(_, let delay, let event)) in effects where delay > context.reach {
            return .refused(.beyondClockRange(operation: input.label, event: event.label,
                                              due: context.now.seconds + delay.seconds))
        }
        switch input {
        case .tapRow(_, _, _, let delay, _) where state.isFresh && delay > context.reach,
             .dismiss(_, _, let delay) where delay > context.reach:
            return .refused(.beyondClockRange(operation: input.label, event: Input.dismissFinished.label,
                                              due: context.now.seconds + delay.seconds))
        default: break
        }
        state = next
        guard !context.dismissViewCallsHooks else { return .moved(effects) }
        return .moved(effects.filter { !$0.isDismissHook })
    }

    public static func label(_ input: Input) -> String { input.label }

    // MARK: Time

    /// The sheet's timers: the present animation's end, each Dynamics section's reveal, the
    /// dismissal's end.
    public enum Slot: Hashable, Sendable {
        case presentFinished, revealSection(Int), dismissFinished

        /// The slot an input is scheduled in (only these three are).
        init(_ input: Input) {
            switch input {
            case .revealSection(let i): self = .revealSection(i)
            case .dismissFinished: self = .dismissFinished
            default: self = .presentFinished
            }
        }
    }

    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
        if case .timer(let r) = effect { return r }
        return nil
    }

    /// The present animation's end is awaited while it runs, through a dismissal that started
    /// during it, and after the sheet left when the animation also moves the presenting view
    /// (its completion still comes then); sections are revealed while the sheet is on screen, its
    /// dismissal included: the library's `asyncAfter` blocks are never cancelled
    /// (ActionController.swift 748-755).
    public static func awaits(_ slot: Slot, in state: State, _ context: Context) -> Bool {
        switch (slot, state) {
        case (.presentFinished, .presenting), (.presentFinished, .dismissing(_, true, _)): return true
        case (.presentFinished, .dismissed): return context.presentAnimationOutlivesView
        case (.revealSection, .presenting), (.revealSection, .presented), (.revealSection, .dismissing): return true
        case (.dismissFinished, .dismissing): return true
        default: return false
        }
    }

    public static func slotName(_ slot: Slot) -> String {
        switch slot {
        case .presentFinished: return "presentFinished"
        case .revealSection: return "revealSection"
        case .dismissFinished: return "dismissFinished"
        }
    }

    public static let slotNames = ["presentFinished", "revealSection", "dismissFinished"]

    /// XLActionController calls a handler and carries on: an immediate handler runs, then the
    /// library's own `dismiss()` (Source/ActionController.swift 451-463), and a handler or
    /// completion after the dismissal runs inside UIKit's completion. A call a handler makes runs
    /// at once; what follows it in the step (asking the presenter to dismiss, releasing the
    /// callbacks) is the library carrying on, whatever the handler did.
    public static func reentry(during effect: Effect) -> Reentry { .nested }

    /// The transition on values (the table of xlactioncontroller.md "Lifecycle"), before the clock's reach is checked.
    private enum Next {
        case moved(State, [Effect])
        case ignored(why: String)
        case refused(ActionSheetError)
    }

    private static func next(_ state: State, _ input: Input, _ context: Context) -> Next {
        switch input {
        case .present(let plan): return present(state, plan)
        case .presentFinished: return presentFinished(state, context)
        case .revealSection(let i): return revealSection(state, i)
        case .tapRow(let i, let enabled, let immediate, _, let selectableWhileDismissing):
            return tapRow(
                state, i, enabled: enabled, immediate: immediate, selectableWhileDismissing: selectableWhileDismissing)
        case .dismiss(let cause, let completion, _): return dismiss(state, cause, completion: completion)
        case .dismissTransition(let duration): return dismissTransition(state, duration)
        case .removeFromStack: return removeFromStack(state)
        case .dismissalCompleted:
            guard case .removed(let after) = state else { return .ignored(why: "the sheet waits for no dismissal") }
            return .moved(.dismissed, afterEffects(after) + [.releaseCallbacks])
        case .dismissFinished: return dismissFinished(state, context)
        }
    }

    // Present (xlactioncontroller.md "Lifecycle"): settings freeze at view load; the transition
    // reports complete at once, the spring runs, `didPresentView` fires at delay + duration.
    private static func present(_ state: State, _ plan: PresentPlan) -> Next {
        guard state == .idle else {
            return .refused(.wrongState(operation: "present", state: state.phase.rawValue,
                    hint: state.isOnScreen ? "it is already on screen" : "create a new actionController"))
        }
        var effects: [Effect] = [.freeze, .show, .emit(.willPresentView), .startPresentMotion,
                                 .schedule(after: plan.duration, .presentFinished)]
        for (i, t) in plan.sectionReveals.enumerated() {
            effects.append(.schedule(after: t, .revealSection(i + 1)))
        }
        return .moved(.presenting, effects)
    }

    private static func presentFinished(_ state: State, _ context: Context) -> Next {
        switch state {
        case .presenting:
            return .moved(.presented, [.emit(.didPresentView)])
        // A dismissal that started during the present animation: the present spring's completion
        // still fires at its original time (xlactioncontroller.md "Lifecycle").
        case .dismissing(let after, true, let cause):
            return .moved(.dismissing(after: after, didPresentPending: false, cause: cause), [.emit(.didPresentView)])
        // Gone, but the present animation still ran on the presenting view: its completion now.
        case .dismissed where context.presentAnimationOutlivesView:
            return .moved(.dismissed, [.emit(.didPresentView)])
        default:
            return .ignored(why: "the sheet left the screen before its present animation ended")
        }
    }

    // Dynamics: `viewDidAppear` schedules each section's insertion with `asyncAfter` and nothing
    // cancels it (ActionController.swift 742-756), so a section due during the fall is inserted
    // into the falling collection view; once the view has left the window it shows nowhere.
    private static func revealSection(_ state: State, _ i: Int) -> Next {
        switch state {
        case .presenting, .presented, .dismissing: return .moved(state, [.revealSection(i)])
        default: return .ignored(why: "sections are not revealed once the sheet left the screen")
        }
    }

    // Selection (xlactioncontroller.md "Interaction"): allowed iff !disableActions && enabled.
    // Deferred handlers run after the dismissal; immediate ones before `dismiss()` is even called
    // (xlactioncontroller.md "Lifecycle").
    private static func tapRow(
        _ state: State, _ i: Int, enabled: Bool, immediate: Bool, selectableWhileDismissing: Bool
    ) -> Next {
        switch state {
        case .presenting, .presented:
            guard enabled else { return .ignored(why: "action \(i + 1) is disabled") }
            // An immediate handler runs before the library's `self.dismiss()` (Source/
            // ActionController.swift 454-458), which reads the sheet again: a follow-up input.
            if immediate { return .moved(state, [.runHandler(action: i, immediate: true), .dismissAfterHandler]) }
            let pending = state == .presenting
            return .moved(
                .dismissing(after: .handler(action: i), didPresentPending: pending, cause: .action),
                [.askPresenterToDismiss])
        // The Dynamics fall: the row is selected again. An immediate handler runs; the second
        // `dismiss` is UIKit's to refuse (a dismissal runs), so a deferred handler never does.
        case .dismissing where enabled && selectableWhileDismissing:
            return .moved(
                state, (immediate ? [.runHandler(action: i, immediate: true)] : []) + [.askPresenterToDismiss])
        case .dismissing:
            return .ignored(why: "actions are disabled during the dismissal")
        default:
            return .refused(.wrongState(operation: "tap", state: state.phase.rawValue, hint: "it is not on screen"))
        }
    }

    // Dismissal (xlactioncontroller.md "Lifecycle"): the library asks the presenter; the chain
    // answers with `dismissTransition` (this sheet is the top-most) or `removeFromStack` (it
    // presents one).
    private static func dismiss(_ state: State, _ cause: DismissCause, completion: Bool) -> Next {
        switch state {
        case .presenting, .presented:
            return .moved(
                .dismissing(
                    after: completion ? .completion : .nothing, didPresentPending: state == .presenting, cause: cause),
                          [.askPresenterToDismiss])
        case .dismissing, .removed:
            return .ignored(
                why: "a dismissal is already running (UIKit refuses the second one; its completion is dropped)")
        default:
            return .refused(.wrongState(operation: "dismiss", state: state.phase.rawValue,
                                        hint: state == .idle ? "present it first" : "it already left the screen"))
        }
    }

    private static func dismissTransition(_ state: State, _ duration: SimDuration) -> Next {
        switch state {
        case .dismissing(let after, let pending, let cause):
            return .moved(
                .dismissing(after: after, didPresentPending: pending, cause: cause),
                dismissalEffects(cause, duration: duration))
        // The top-most sheet of a stack a lower sheet dismissed: it animates out on its own.
        case .presenting, .presented:
            return .moved(
                .dismissing(after: .nothing, didPresentPending: state == .presenting, cause: .presenterDismissed),
                          dismissalEffects(.presenterDismissed, duration: duration))
        default:
            return .ignored(why: "the sheet is not on screen")
        }
    }

    // Removed with no animation and no hooks; a sheet that asked for the dismissal waits for its
    // completion (its deferred handler, its dismiss completion).
    private static func removeFromStack(_ state: State) -> Next {
        switch state {
        case .dismissing(.nothing, _, _), .presenting, .presented:
            return .moved(.dismissed, [.emit(.removedFromStack), .hide, .releaseCallbacks])
        case .dismissing(let after, _, _):
            return .moved(.removed(after: after), [.emit(.removedFromStack), .hide])
        default:
            return .ignored(why: "the sheet is not on screen")
        }
    }

    // The view leaves the window: a present animation of its own views ends there, unfinished,
    // and calls onDidPresentView before UIKit completes the dismissal.
    private static func dismissFinished(_ state: State, _ context: Context) -> Next {
        guard case .dismissing(let after, let pending, _) = state else {
            return .ignored(why: "no dismissal is running")
        }
        let unfinished: [Effect] = pending && !context.presentAnimationOutlivesView ? [.emit(.didPresentView)] : []
        let leaving: [Effect] = [.emit(.didDismissView), .completeTransition, .hide]
        return .moved(.dismissed, leaving + unfinished + afterEffects(after) + [.releaseCallbacks])
    }

    private static func afterEffects(_ after: AfterDismissal) -> [Effect] {
        switch after {
        case .nothing: return []
        case .handler(let i): return [.runHandler(action: i, immediate: false)]
        case .completion: return [.runCompletion]
        }
    }

    private static func dismissalEffects(_ cause: DismissCause, duration: SimDuration) -> [Effect] {
        [.emit(.willDismissView, reason: cause), .startDismissMotion, .schedule(after: duration, .dismissFinished)]
    }
}

extension SheetMachine.Effect {
    /// `input` after `delay`, in its own slot.
    public static func schedule(after delay: SimDuration, _ input: SheetMachine.Input) -> Self {
        .timer(.schedule(SheetMachine.Slot(input), after: delay, input))
    }

    /// `willDismissView` or `didDismissView`: the hooks a style's `dismissView` may not call.
    var isDismissHook: Bool {
        if case .emit(let name, _) = self { return name == .willDismissView || name == .didDismissView }
        return false
    }
}

extension SheetState: InvariantChecking {
    /// Every case is a valid sheet state; what must agree with it (layout, layers, callbacks)
    /// lives in `ActionController` and is checked there.
    public func checkInvariants() throws(InvariantBroken) {}
}
