/// What a command did: acted, or did nothing (and why). One convention for every component:
/// a call that the library drops (dismissing a popup that was never popped, releasing a finger
/// already lifted) is not an error, and it reaches Lua as `false, reason`; a call that acted is
/// `true`. Nothing is logged for a call that did nothing: the outcome is the caller's alone.
/// Errors stay errors (bad arguments, a handle whose object is gone).
///
/// A machine's step says it directly (`.moved` acted, `.ignored(why:)` did nothing), so
/// components usually build the outcome from the step their driver returned.
///
/// ```swift
/// let outcome = try CommandOutcome(driver.send(.dismiss, ctx, on: self, at: \.state) { perform($0) })
/// outcome.acted    // false
/// outcome.reason   // "popup#1 was never popped"
/// ```
public enum CommandOutcome: Hashable, Sendable, CustomStringConvertible {
    case acted
    /// Nothing happened; the reason is a sentence a user reads ("the row is not open").
    case didNothing(String)

    /// `.acted` when `acted`, else `.didNothing(reason())`.
    public init(acted: Bool, otherwise reason: @autoclosure () -> String) {
        self = acted ? .acted : .didNothing(reason())
    }

    /// The outcome of a machine step: moved acted, ignored did nothing (its `why`), refused
    /// throws the refusal.
    public init<Effect, Refusal>(_ step: MachineStep<Effect, Refusal>) throws(Refusal) {
        switch step {
        case .moved: self = .acted
        case .ignored(let why): self = .didNothing(why)
        case .refused(let r): throw r
        }
    }

    public var acted: Bool { self == .acted }

    /// Why nothing happened (nil when the command acted).
    public var reason: String? {
        if case .didNothing(let why) = self { return why }
        return nil
    }

    public var description: String { reason.map { "did nothing: " + $0 } ?? "acted" }
}
