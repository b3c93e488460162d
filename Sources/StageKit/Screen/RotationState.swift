/// The interface orientation at rest, or turning (`RotationMachine`'s state): a turn under way
/// and the one requested meanwhile, which starts when it ends.
public enum RotationState: Hashable, Sendable, InvariantChecking {
    case still(DeviceOrientation)
    case rotating(RotationMachine.Turn, next: RotationMachine.Turn?)

    /// Where the interface is, or is turning to (what a new request turns from once it can).
    public var orientation: DeviceOrientation {
        switch self {
        case .still(let o): return o
        case .rotating(let t, _): return t.to
        }
    }

    public var isRotating: Bool {
        if case .rotating = self { return true }
        return false
    }

    /// A turn goes somewhere; the waiting one starts where the running one ends.
    public func checkInvariants() throws(InvariantBroken) {
        guard case .rotating(let t, let next) = self else { return }
        try InvariantBroken.check(t.from != t.to, "a turn from \(t.from) to itself")
        if let n = next {
            try InvariantBroken.check(n.from == t.to && n.to != t.to, "a waiting turn \(n) after \(t)")
        }
    }
}
