/// One call of the four popup operations (spec §2.2, §3.2) as the queue holds it: the content
/// (an id the container maps to a popup item) for present, `openPopup`, `animated`, and the
/// completion's id (nil: none). Completions are ids so the machine stays pure; the container
/// keeps the closures.
public struct PopupBarOperation: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case present, open, close, dismiss

        /// The pending operations an enqueued one drops (spec §3.2): present drops {present,
        /// dismiss}; dismiss drops all four; open and close drop {open, close}.
        public func drops(_ other: Kind) -> Bool {
            switch self {
            case .present: return other == .present || other == .dismiss
            case .dismiss: return true
            case .open, .close: return other == .open || other == .close
            }
        }
    }

    public var kind: Kind
    public var animated: Bool
    public var openPopup: Bool
    public var content: Int?
    public var completion: Int?

    public init(_ kind: Kind, animated: Bool = true, openPopup: Bool = false, content: Int? = nil, completion: Int? = nil) {
        self.kind = kind
        self.animated = animated
        self.openPopup = openPopup
        self.content = content
        self.completion = completion
    }

    public var description: String { kind.rawValue + (animated ? "" : "(unanimated)") }
}

/// The pending (not yet started) operations, in arrival order (spec §3.2). Enqueueing first
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

    /// Nil when consistent: at most two pending, never two of the same coalescing family.
    public func checkInvariants() -> String? {
        if operations.count > 2 { return "queue holds \(operations.count) operations (at most 2 possible)" }
        if operations.count == 2, operations[1].kind.drops(operations[0].kind) {
            return "queue holds \(operations[0].kind) and \(operations[1].kind), which coalesce"
        }
        return nil
    }
}
