/// The one shape every component's behaviour is written in (TCA's reducer, with refusals): a
/// state, an input, the facts the state cannot know itself (the context), and one pure
/// transition that moves the state and returns the effects to carry out, or says why the input
/// was dropped or refused.
///
/// The transition takes the state `inout`, as TCA's `reduce(into:action:)` does: for a value type
/// that is the same pure function as `(State) -> State`, without copying a large state (the popup
/// queues) on every input. It touches nothing else: no clock, no callbacks, no logging. A step that
/// is `.ignored` or `.refused` leaves the state as it was (`MachineDriver` checks this in debug
/// builds). `step(_:_:_:)` is the value-in, value-out form tests use.
///
/// ```swift
/// var s = SheetLifecycle.State.idle
/// let step = SheetLifecycle.transition(&s, .present(.init(duration: 0.7)), .init(now: .zero))
/// // s == .presenting; step == .moved([.freeze, .show, .emit(.willPresentView), ...])
/// ```
public protocol StateMachine {
    associatedtype State: InvariantChecking
    associatedtype Input
    /// Facts from outside the state that change a transition (the time, the other rows, a policy).
    associatedtype Context
    associatedtype Effect
    /// What a refused input raises to its caller.
    associatedtype Refusal: Error

    /// The one transition function.
    static func transition(_ state: inout State, _ input: Input, _ context: Context) -> MachineStep<Effect, Refusal>

    /// How an input is named in traces and invariant reports ("tap", "pop(popup#2)").
    static func label(_ input: Input) -> String

    /// An effect's stamp in a state: an effect whose stamp changed between its transition and the
    /// moment it is carried out (a callback re-entered and moved its subject on) is stale and is
    /// skipped. Nil: never stale (the default).
    static func stamp(_ effect: Effect, in state: State) -> Int?

    /// Whether the driver checks, in debug builds, that a step that was not a move left the state
    /// as it was (it keeps a copy of the state before every input to compare). A machine whose
    /// state is large (the popup queues) turns it off and checks the rule in its transition
    /// table instead.
    static var comparesStateOnDrop: Bool { get }
}

extension StateMachine {
    public static func stamp(_ effect: Effect, in state: State) -> Int? { nil }
    public static var comparesStateOnDrop: Bool { true }

    /// The transition as a value-in, value-out function: the next state (the same state when the
    /// input is ignored or refused) and the step.
    public static func step(_ state: State, _ input: Input, _ context: Context) -> (State, MachineStep<Effect, Refusal>) {
        var next = state
        let step = transition(&next, input, context)
        return (next, step)
    }
}

extension StateMachine where Context == Void {
    public static func step(_ state: State, _ input: Input) -> (State, MachineStep<Effect, Refusal>) {
        step(state, input, ())
    }
}
