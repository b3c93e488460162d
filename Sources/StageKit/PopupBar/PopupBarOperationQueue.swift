/// The pending (not yet started) operations, in arrival order (docs/behavior/lnpopupcontroller.md, "State machine").
/// Enqueueing first
/// drops the pending operations the newcomer coalesces; their completions are never called.
///
/// Because present/dismiss drop each other and open/close drop each other (and dismiss drops
/// everything), at most one of {present, dismiss} and one of {open, close} are ever pending: the
/// queue never holds more than two operations, so every operation is O(1).
///
/// ```swift
/// var q = PopupBarOperationQueue()
/// q.enqueue(PopupBarOperation(.close, completion: 1))          // []  (nothing dropped)
/// q.enqueue(PopupBarOperation(.open, completion: 2))           // [1] (the close is dropped)
/// q.kinds                                                   // [.open]
/// ```
public struct PopupBarOperationQueue: Hashable, Sendable {
    public private(set) var operations: [PopupBarOperation] = []

    public init() {}

    public var isEmpty: Bool { operations.isEmpty }
    public var count: Int { operations.count }
    public var kinds: [PopupBarOperation.Kind] { operations.map(\.kind) }
    public var first: PopupBarOperation? { operations.first }

    /// Drops the coalesced pending operations and appends `op`; returns the dropped ones.
    @discardableResult
    public mutating func enqueue(_ op: PopupBarOperation) -> [PopupBarOperation] {
        var dropped: [PopupBarOperation] = []
        var kept: [PopupBarOperation] = []
        for o in operations {
            if op.kind.drops(o.kind) { dropped.append(o) } else { kept.append(o) }
        }
        kept.append(op)
        operations = kept
        return dropped
    }

    public mutating func popFirst() -> PopupBarOperation? {
        operations.isEmpty ? nil : operations.removeFirst()
    }

}

extension PopupBarOperationQueue: InvariantChecking {
    /// At most two pending, never two of the same coalescing family.
    public func checkInvariants() throws(InvariantBroken) {
        try InvariantBroken.check(
            operations.count <= 2, "queue holds \(operations.count) operations (at most 2 possible)")
        if operations.count == 2 {
            try InvariantBroken.check(!operations[1].kind.drops(operations[0].kind),
                                      "queue holds \(operations[0].kind) and \(operations[1].kind), which coalesce")
        }
    }
}
