/// The keyboard at rest (hidden, shown) or sliding (`KeyboardMachine`'s state).
public enum KeyboardState: Hashable, Sendable, InvariantChecking {
    case hidden, showing(KeyboardMachine.Slide), shown, hiding(KeyboardMachine.Slide)
    /// Nothing beyond the enum.
    public func checkInvariants() throws(InvariantBroken) {}
}
