/// The one shape every component's behaviour is written in (TCA's reducer, with refusals): a
/// state, an input, the facts the state cannot know itself (the context), and one pure
/// transition that moves the state and returns the effects to carry out, or says why the input
/// was dropped or refused.
///
/// The transition takes the state `inout`, as TCA's `reduce(into:action:)` does: for a value type
/// that is the same pure function as `(State) -> State`, without copying a large state (the popup
/// queues) on every input. It touches nothing else: no clock, no callbacks, no logging. A step that
/// is `.ignored` or `.refused` leaves the state as it was (`MachineDriver` checks this where
/// invariants are checked). `step(_:_:_:)` is the value-in, value-out form tests use.
///
/// Calls made from inside a callback that a step runs wait until the step is done (`Reentry`,
/// `MachineDriver.deferIfStepping`), unless the machine says its library nests them.
///
/// Time is asked for, not taken: an effect that is a `TimerRequest` (`timerRequest(_:)`) is
/// carried out by the driver, which keeps the timer in the machine's slot and delivers the input
/// when it falls due, unless the state no longer `awaits` that slot by then.
///
/// ```swift
/// var s = SheetState.idle
/// let step = SheetMachine.transition(&s, .present(.init(duration: 0.7)), .init(now: .zero))
/// // s == .presenting; step == .moved([.freeze, .show, .emit(.willPresentView), ...,
/// //                                   .timer(.schedule(.presentFinished, after: 0.7, .presentFinished))])
/// ```
public protocol StateMachine: SendableMetatype {
    associatedtype State: InvariantChecking, SendableMetatype
    associatedtype Input
    /// Facts from outside the state that change a transition (the time, the other rows, a policy).
    associatedtype Context
    associatedtype Effect
    /// What a refused input raises to its caller.
    associatedtype Refusal: Error
    /// Names the machine's timers: one pending input per slot (`NoTimerSlot` when it has none).
    associatedtype Slot: Hashable = NoTimerSlot

    /// The one transition function.
    static func transition(_ state: inout State, _ input: Input, _ context: Context) -> MachineStep<Effect, Refusal>

    /// How an input is named in traces and invariant reports ("tap", "pop(popup#2)").
    static func label(_ input: Input) -> String

    /// The effect as a request for time, which the driver carries out itself; nil for every
    /// other effect (the default: a machine without timers).
    static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>?

    /// Whether `state` still waits for the input pending in `slot`: the driver schedules a
    /// request and delivers a due input only while this holds (the one staleness rule).
    static func awaits(_ slot: Slot, in state: State, _ context: Context) -> Bool

    /// A slot's name for counts and reports ("presentFinished", "row animation"): one per kind of
    /// scheduled input, whatever the slot's payload.
    static func slotName(_ slot: Slot) -> String

    /// Every `slotName` the machine can schedule, for the test that each was exercised both ways
    /// (delivered, and cancelled or dropped as stale).
    static var slotNames: [String] { get }

    /// How calls made from inside a callback that `effect` runs are delivered: after the step
    /// (`.afterStep`, the default: run-to-completion), or at once (`.nested`), where the modeled
    /// library's synchronous order matters and the rest of the step holds whatever the callback
    /// did (it is the library carrying on, or a follow-up input the owner sends).
    static func reentry(during effect: Effect) -> Reentry

    /// Whether the driver checks, where invariants are checked, that a step that was not a move
    /// left the state as it was (it keeps a copy of the state before every input to compare). A
    /// machine whose state is large (the popup queues) turns it off and checks the rule in its
    /// transition table instead.
    static var comparesStateOnDrop: Bool { get }
}

extension StateMachine {
    public static var comparesStateOnDrop: Bool { true }
    public static func reentry(during effect: Effect) -> Reentry { .afterStep }

    /// The transition as a value-in, value-out function: the next state (the same state when the
    /// input is ignored or refused) and the step.
    public static func step(_ state: State, _ input: Input, _ context: Context) -> (State, MachineStep<Effect, Refusal>)
    {
        var next = state
        let step = transition(&next, input, context)
        return (next, step)
    }
}

extension StateMachine where Slot == NoTimerSlot {
    public static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? { nil }
    public static func awaits(_ slot: Slot, in state: State, _ context: Context) -> Bool {}
    public static func slotName(_ slot: Slot) -> String {}
    public static var slotNames: [String] { [] }
}

extension StateMachine where Context == Void {
    public static func step(_ state: State, _ input: Input) -> (State, MachineStep<Effect, Refusal>) {
        step(state, input, ())
    }
}
