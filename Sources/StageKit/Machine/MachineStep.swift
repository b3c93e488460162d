/// What one transition of a `StateMachine` did with its input.
///
/// ```swift
/// switch SheetMachine.transition(&state, .dismissFinished, ctx) {
/// case .moved(let effects): effects.forEach(perform)
/// case .ignored(let why): trace(why)
/// case .refused(let error): throw error
/// }
/// ```
public enum MachineStep<Effect, Refusal: Error> {
    /// Accepted: the state moved (or stayed, deliberately); carry out the effects in order.
    case moved([Effect])
    /// Accepted and dropped, as the library drops it (a tap on a disabled row, a stale timer);
    /// `why` is for traces and tests. The state is unchanged.
    case ignored(why: String)
    /// Refused: the caller gets the error. The state is unchanged.
    case refused(Refusal)

    /// The effects to carry out (none unless moved).
    public var effects: [Effect] {
        if case .moved(let e) = self { return e }
        return []
    }

    /// The refusal, if refused.
    public var refusal: Refusal? {
        if case .refused(let r) = self { return r }
        return nil
    }

    public var isMoved: Bool {
        if case .moved = self { return true }
        return false
    }
}

extension MachineStep: Equatable where Effect: Equatable, Refusal: Equatable {}
extension MachineStep: Hashable where Effect: Hashable, Refusal: Hashable {}
extension MachineStep: Sendable where Effect: Sendable, Refusal: Sendable {}
