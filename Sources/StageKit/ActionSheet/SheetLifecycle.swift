/// The sheet's lifecycle (spec §5) in the engine's one machine shape (`StateMachine`): one enum of
/// states, one enum of inputs, and one pure transition that says what the next state is and what
/// must happen (timeline events, scheduled inputs, handlers). `ActionController` keeps the state
/// and carries the effects out through its `MachineDriver`; nothing else changes the state.
///
/// ```swift
/// let (next, step) = SheetLifecycle.step(.idle, .present(SheetLifecycle.PresentPlan(duration: 0.7)), .init(now: .zero))
/// // next == .presenting
/// // step == .moved([.freeze, .show, .emit(.willPresentView), .startPresentMotion,
/// //                 .schedule(after: 0.7, .presentFinished)])
/// ```
public enum SheetLifecycle: StateMachine {
    /// Where a sheet is. `phase` is what Lua's `sheet.state` reports.
    public enum State: Hashable, Sendable {
        /// Built, not presented: configuration is still open.
        case idle
        /// The present animation runs (taps are accepted: allow-user-interaction).
        case presenting
        /// `didPresentView` fired.
        case presented
        /// `dismiss()` was accepted: actions are disabled; `after` runs when it ends;
        /// `didPresentPending` when the present animation has not finished yet (spec §5.2).
        case dismissing(after: AfterDismissal, didPresentPending: Bool)
        /// Removed from the screen; the handle only answers questions now.
        case dismissed

        public var phase: Phase {
            switch self {
            case .idle: return .idle
            case .presenting: return .presenting
            case .presented: return .presented
            case .dismissing: return .dismissing
            case .dismissed: return .dismissed
            }
        }

        /// On screen: presenting, presented or dismissing.
        public var isOnScreen: Bool {
            switch self {
            case .presenting, .presented, .dismissing: return true
            case .idle, .dismissed: return false
            }
        }
    }

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
        case tapRow(action: Int, enabled: Bool, executeImmediatelyOnTouch: Bool, dismissDuration: SimDuration)
        /// `dismissDuration`: how long this style's dismissal takes from the current position.
        case dismiss(DismissCause, completion: Bool, dismissDuration: SimDuration)
        case dismissFinished
    }

    public enum Effect: Hashable, Sendable {
        /// Settings and layout are fixed from now on (the view loads).
        case freeze
        /// The sheet's layer enters the screen.
        case show
        case emit(EventName, reason: DismissCause? = nil)
        case startPresentMotion
        case startDismissMotion
        case schedule(after: SimDuration, Input)
        /// Logs `handler` and calls the action's handler.
        case runHandler(action: Int, immediate: Bool)
        case runCompletion
        case revealSection(Int)
        /// The layer leaves the screen.
        case hide
        /// The script's callbacks (handlers, the dismiss completion) are dropped: nothing can
        /// call them any more. Last in its transition, after the deferred handler ran.
        case releaseCallbacks
    }

    /// Timeline names (DESIGN.md: the library's hooks without `on`, lower-case first letter).
    public enum EventName: String, Hashable, Sendable {
        case willPresentView, didPresentView, willDismissView, didDismissView, handler
    }

    /// What a transition needs from outside the sheet: how far the clock can still go, so that a
    /// transition whose completion no advance could reach is refused before anything happens
    /// (durations come from settings, up to 2e9 s).
    public struct Context: Hashable, Sendable {
        public var now: SimTime
        /// The longest delay from `now` the clock can reach.
        public var reach: SimDuration

        public init(now: SimTime, reach: SimDuration = SimDuration(nanoseconds: .max)) {
            self.now = now
            self.reach = reach
        }
    }

    public typealias Step = MachineStep<Effect, ActionSheetError>

    /// The one transition function: `ignored` for what the library drops (a tap on a disabled
    /// row, a second dismiss during a dismissal), `refused` for what the caller must hear.
    public static func transition(_ state: inout State, _ input: Input, _ context: Context) -> Step {
        let next: State, effects: [Effect]
        switch self.next(state, input) {
        case .moved(let s, let e): (next, effects) = (s, e)
        case .ignored(let why): return .ignored(why: why)
        case .refused(let error): return .refused(error)
        }
        for case .schedule(let delay, let event) in effects where delay > context.reach {
            return .refused(.beyondClockRange(operation: input.label, event: event.label,
                                              due: context.now.seconds + delay.seconds))
        }
        state = next
        return .moved(effects)
    }

    public static func label(_ input: Input) -> String { input.label }

    /// The transition on values (the table of spec §5), before the clock's reach is checked.
    private enum Next {
        case moved(State, [Effect])
        case ignored(why: String)
        case refused(ActionSheetError)
    }

    private static func next(_ state: State, _ input: Input) -> Next {
        switch (state, input) {
        // Present (§5.1): settings freeze at view load; the transition reports complete at once,
        // the spring runs, `didPresentView` fires at delay + duration.
        case (.idle, .present(let plan)):
            var effects: [Effect] = [.freeze, .show, .emit(.willPresentView), .startPresentMotion,
                                     .schedule(after: plan.duration, .presentFinished)]
            for (i, t) in plan.sectionReveals.enumerated() {
                effects.append(.schedule(after: t, .revealSection(i + 1)))
            }
            return .moved(.presenting, effects)
        case (_, .present):
            return .refused(.wrongState(operation: "present", state: state.phase.rawValue,
                                        hint: state == .dismissed ? "create a new actionController" : "it is already on screen"))

        case (.presenting, .presentFinished):
            return .moved(.presented, [.emit(.didPresentView)])
        // A dismissal that started during the present animation: the present spring's completion
        // still fires at its original time (§5.2).
        case (.dismissing(let after, true), .presentFinished):
            return .moved(.dismissing(after: after, didPresentPending: false), [.emit(.didPresentView)])
        case (_, .presentFinished):
            return .ignored(why: "the sheet left the screen before its present animation ended")

        case (.presenting, .revealSection(let i)), (.presented, .revealSection(let i)):
            return .moved(state, [.revealSection(i)])
        case (_, .revealSection):
            return .ignored(why: "sections are not revealed once the dismissal started")

        // Selection (§6): allowed iff !disableActions && enabled. Deferred handlers run after
        // the dismissal; immediate ones before `dismiss()` is even called (§5.3).
        case (.presenting, .tapRow(let i, let enabled, let immediate, let duration)),
             (.presented, .tapRow(let i, let enabled, let immediate, let duration)):
            guard enabled else { return .ignored(why: "action \(i + 1) is disabled") }
            let pending = state == .presenting
            var effects: [Effect] = []
            if immediate { effects.append(.runHandler(action: i, immediate: true)) }
            effects += dismissalEffects(.action, duration: duration)
            return .moved(.dismissing(after: immediate ? .nothing : .handler(action: i), didPresentPending: pending), effects)
        case (.dismissing, .tapRow):
            return .ignored(why: "actions are disabled during the dismissal")
        case (_, .tapRow):
            return .refused(.wrongState(operation: "tap", state: state.phase.rawValue, hint: "it is not on screen"))

        // Dismissal (§5.2).
        case (.presenting, .dismiss(let cause, let completion, let duration)),
             (.presented, .dismiss(let cause, let completion, let duration)):
            return .moved(.dismissing(after: completion ? .completion : .nothing, didPresentPending: state == .presenting),
                          dismissalEffects(cause, duration: duration))
        case (.dismissing, .dismiss):
            return .ignored(why: "a dismissal is already running (UIKit refuses the second one; its completion is dropped)")
        case (_, .dismiss):
            return .refused(.wrongState(operation: "dismiss", state: state.phase.rawValue,
                                        hint: state == .idle ? "present it first" : "it already left the screen"))

        case (.dismissing(let after, _), .dismissFinished):
            var effects: [Effect] = [.emit(.didDismissView), .hide]
            switch after {
            case .nothing: break
            case .handler(let i): effects.append(.runHandler(action: i, immediate: false))
            case .completion: effects.append(.runCompletion)
            }
            effects.append(.releaseCallbacks)
            return .moved(.dismissed, effects)
        case (_, .dismissFinished):
            return .ignored(why: "no dismissal is running")
        }
    }

    private static func dismissalEffects(_ cause: DismissCause, duration: SimDuration) -> [Effect] {
        [.emit(.willDismissView, reason: cause), .startDismissMotion, .schedule(after: duration, .dismissFinished)]
    }
}

extension SheetLifecycle.State: InvariantChecking {
    /// Every case is a valid sheet state; what must agree with it (layout, layers, callbacks)
    /// lives in `ActionController` and is checked there.
    public func checkInvariants() throws(InvariantBroken) {}
}
