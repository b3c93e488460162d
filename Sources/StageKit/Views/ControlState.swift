/// Where a control's touch is (UIKit's `UIControl` tracking): no finger on it, or a finger down
/// on it, inside its tracking area (highlighted) or dragged out of it.
public enum ControlState: Hashable, Sendable, InvariantChecking {
    case idle
    /// A finger is down (`touchDown` was sent); `inside`: within the tracking area, highlighted.
    case tracking(inside: Bool)

    public var isHighlighted: Bool { self == .tracking(inside: true) }

    public func checkInvariants() throws(InvariantBroken) {}
}
