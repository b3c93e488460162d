import StageKit

/// Where the toast is (`ToastMachine`'s state).
public enum ToastState: Hashable, Sendable, InvariantChecking {
    case idle, showing, shown, hiding, gone
    /// Nothing beyond the enum: what must agree with the state is the live toast's.
    public func checkInvariants() throws(InvariantBroken) {}
}
