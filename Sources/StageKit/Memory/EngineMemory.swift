/// The bytes a stage holds for its script, estimated and charged as the engine allocates: table
/// rows, timeline events, pending timers, components (sheets and their actions, popups, popup bars
/// and their items) and the strings they keep (`Kind`). Each charge is O(1); estimates are
/// conservative (the allocator's block rounding and headers included, growth slack of arrays
/// counted at their capacity), so resident memory follows the count.
///
/// Two ways to charge, because a limit must never leave the engine half-done:
/// - `reserve` before making something large (a table's rows): it throws when the bytes do not
///   fit, and nothing is charged or made;
/// - `charge` for what the engine has just made and must keep consistent (an event it recorded,
///   an action it added): always counted, and the ledger raises the limit once the engine call
///   has returned, so the overshoot is one call's worth (long clock advances poll the limit).
/// Everything charged is released when it goes (a table's rows at `stage.reset`, a cleared
/// timeline, a collected popup).
///
/// Invariants (`checkInvariants`): the total is the sum of the per-kind totals, none negative;
/// the ledger holds `ledgerHeld`: the total, at most two steps (64 KB each) more.
///
/// ```swift
/// let memory = EngineMemory()
/// try memory.reserve(EngineMemory.array(capacity: 1000, stride: 16), for: .rows)
/// var held = 0
/// memory.adjust(&held, to: 4096, for: .components)   // charge the difference
/// memory.adjust(&held, to: 0, for: .components)      // and release it
/// ```
public final class EngineMemory: InvariantChecking {
    /// What the bytes are for (the per-kind totals, for tests and diagnostics).
    public enum Kind: String, CaseIterable, Sendable {
        /// Table rows (`SwipeTable`: its store, its handler log, the table itself).
        case rows
        /// Timeline events (`Timeline`).
        case events
        /// Pending clock events (`SimClock`).
        case timers
        /// Sheets and their actions, popups, popup bars and their items and buttons, with the
        /// strings they keep.
        case components
    }

    // Unchecked exclusivity: the account is used from one thread and never accessed inout
    // across a call, and a charge runs for every event the timeline records (the dynamic check
    // was two runtime calls per stored property written).
    /// Bytes charged and not released.
    @exclusivity(unchecked) public private(set) var charged = 0
    @exclusivity(unchecked) private var byKind = (0, 0, 0, 0)
    /// Bytes the limit refused (`reserve`) or went over with (`charge`), since the stage began.
    @exclusivity(unchecked) public private(set) var refusals = 0
    /// Bytes the ledger holds for this account: the total charged, rounded up to `step` by
    /// `charge` and let down by `release` only in whole steps beyond one spare, so the ledger is
    /// asked about once per `step` bytes rather than once per event (it is a call into the host).
    /// Always `charged ≤ ledgerHeld < charged + 2 × step` (or exactly `charged` after `reserve`).
    @exclusivity(unchecked) public private(set) var ledgerHeld = 0
    /// A kind released beyond what it held (clamped; a broken invariant of the owner's accounting).
    private var overReleased: Kind?
    /// The ledger's granularity: the limit may be reached this much early, never late.
    public static let step = 64 << 10
    /// What the charges are counted against. Attaching moves what the old ledger held to the new.
    public var ledger: (any EngineMemoryLedger)? {
        didSet {
            guard oldValue !== ledger, ledgerHeld > 0 else { return }
            oldValue?.release(ledgerHeld)
            _ = ledger?.charge(ledgerHeld, refusing: false)
        }
    }

    public init() {}

    /// What is still charged when the stage goes (its timeline, its clock's tables) goes with it.
    deinit {
        if ledgerHeld > 0 { ledger?.release(ledgerHeld) }
    }

    /// Charges `bytes` the engine holds now (negative counts as 0). Never refuses: over the
    /// limit, the ledger's host raises its error once the engine call returns.
    @inline(__always)
    public func charge(_ bytes: Int, for kind: Kind) {
        guard bytes > 0 else { return }
        add(bytes, kind)
        if charged > ledgerHeld { topUp() }
    }

    /// Asks the ledger for the charges beyond what it holds, rounded up to a step.
    @inline(never)
    private func topUp() {
        let target = Self.roundedUp(charged)
        let more = target - ledgerHeld
        ledgerHeld = target
        if let ledger, !ledger.charge(more, refusing: false) { refusals = Self.sum(refusals, more) }
    }

    /// Charges `bytes` the engine is about to allocate, or throws (charging nothing) when they do
    /// not fit under the limit: check before making something large.
    public func reserve(_ bytes: Int, for kind: Kind) throws(EngineMemoryError) {
        guard bytes > 0 else { return }
        let needed = Self.sum(charged, bytes)
        if needed > ledgerHeld {
            // Exactly what is missing (no rounding up: a reservation that fits is never refused).
            if let ledger, !ledger.charge(needed - ledgerHeld, refusing: true) {
                refusals = Self.sum(refusals, bytes)
                throw EngineMemoryError(kind: kind, bytes: bytes)
            }
            ledgerHeld = needed
        }
        add(bytes, kind)
    }

    /// Releases `bytes` charged before for `kind` (clamped to what that kind holds).
    @inline(__always)
    public func release(_ bytes: Int, for kind: Kind) {
        guard bytes > 0 else { return }
        let n = min(bytes, charged(for: kind))
        if n != bytes { overReleased = kind }
        guard n > 0 else { return }
        set(kind, charged(for: kind) - n)
        charged -= n
        if ledgerHeld - charged >= 2 * Self.step || charged == 0 { giveBack() }
    }

    /// Gives the ledger back all it holds beyond the charges (`stage.reset`: an ended stage
    /// keeps no spare step while Lua still holds one of its objects).
    public func settle() {
        guard ledgerHeld > charged else { return }
        let less = ledgerHeld - charged
        ledgerHeld = charged
        ledger?.release(less)
    }

    /// Gives the ledger back what it holds beyond the charges, rounded up to a step.
    @inline(never)
    private func giveBack() {
        let target = Self.roundedUp(charged)
        let less = ledgerHeld - target
        ledgerHeld = target
        if less > 0 { ledger?.release(less) }
    }

    /// `n` rounded up to a whole `step` (saturating).
    @inline(__always)
    static func roundedUp(_ n: Int) -> Int {
        let (q, r) = n.quotientAndRemainder(dividingBy: step)
        return r == 0 ? n : (q < Int.max / step ? (q + 1) * step : Int.max)
    }

    /// `charge`, adding the bytes to an owner's running charge (`held`), which it releases when
    /// it goes.
    @inline(__always)
    public func charge(_ bytes: Int, for kind: Kind, heldBy held: inout Int) {
        guard bytes > 0 else { return }
        charge(bytes, for: kind)
        held = Self.sum(held, bytes)
    }

    /// Moves what an owner holds (`held`, its running charge) to `bytes`: charges the growth
    /// (never refused, as `charge`) or releases the shrinkage.
    @inline(__always)
    public func adjust(_ held: inout Int, to bytes: Int, for kind: Kind) {
        let target = max(0, bytes)
        if target > held {
            charge(target - held, for: kind)
        } else if target < held {
            release(held - target, for: kind)
        }
        held = target
    }

    /// Bytes charged for `kind`.
    public func charged(for kind: Kind) -> Int {
        switch kind {
        case .rows: return byKind.0
        case .events: return byKind.1
        case .timers: return byKind.2
        case .components: return byKind.3
        }
    }

    @inline(__always)
    private func add(_ bytes: Int, _ kind: Kind) {
        set(kind, Self.sum(charged(for: kind), bytes))
        charged = Self.sum(charged, bytes)
    }

    @inline(__always)
    private func set(_ kind: Kind, _ value: Int) {
        switch kind {
        case .rows: byKind.0 = value
        case .events: byKind.1 = value
        case .timers: byKind.2 = value
        case .components: byKind.3 = value
        }
    }

    /// The ledger's invariants: no kind below 0, the total the sum of the kinds, the ledger
    /// holding what is charged and at most two steps more.
    public func checkInvariants() throws(InvariantBroken) {
        if let k = overReleased { throw InvariantBroken("released more \(k.rawValue) bytes than were charged") }
        let kinds = Kind.allCases.map { charged(for: $0) }
        if let k = Kind.allCases.first(where: { charged(for: $0) < 0 }) {
            throw InvariantBroken("\(k.rawValue) charged \(charged(for: k)) < 0")
        }
        let total = kinds.reduce(0, Self.sum)
        try InvariantBroken.check(total == charged, "total \(charged) != sum of kinds \(total)")
        try InvariantBroken.check(ledgerHeld >= charged, "the ledger holds \(ledgerHeld) < \(charged) charged")
        try InvariantBroken.check(
            ledgerHeld - charged < 2 * Self.step,
            "the ledger holds \(ledgerHeld), more than two steps over \(charged) charged")
    }

    // MARK: Estimates (clamping arithmetic: a byte count never traps, it saturates)

    /// `a + b`, saturating at `Int.max` (and never below 0).
    @inline(__always)
    public static func sum(_ a: Int, _ b: Int) -> Int {
        let (s, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : 0) : max(0, s)
    }

    /// `a * b` for counts and sizes (both ≥ 0), saturating at `Int.max`.
    @inline(__always)
    public static func product(_ a: Int, _ b: Int) -> Int {
        let (p, overflow) = max(0, a).multipliedReportingOverflow(by: max(0, b))
        return overflow ? Int.max : p
    }

    /// What a malloc of `n` bytes takes: glibc's chunk (8 bytes of header, 16-byte steps, 32 at
    /// least); 0 for nothing.
    @inline(__always)
    public static func block(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        guard n < Int.max - 32 else { return Int.max }
        return max(32, (n + 8 + 15) & ~15)
    }

    /// A class instance with `payload` bytes of stored properties (16 bytes of object header).
    @inline(__always)
    public static func object(_ payload: Int) -> Int { block(sum(16, payload)) }

    /// An array's buffer: 32 bytes of header and `capacity` elements of `stride` bytes.
    @inline(__always)
    public static func array(capacity: Int, stride: Int) -> Int {
        capacity > 0 ? block(sum(32, product(capacity, stride))) : 0
    }

    /// A dictionary's storage with room for `capacity` entries: buckets (a power of two, at most
    /// 3/4 full) of keys and values, a bit per bucket, and the storage object's header.
    public static func dictionary(capacity: Int, keyStride: Int, valueStride: Int) -> Int {
        guard capacity > 0 else { return 0 }
        let needed = product(capacity, 4) / 3
        var buckets = 1
        while buckets < needed && buckets < Int.max / 4 { buckets *= 2 }
        return block(sum(64 + buckets / 8, product(buckets, keyStride + valueStride)))
    }

    /// The heap bytes of a string's own storage: none for a small string (up to 15 UTF-8 bytes,
    /// held inline), else its bytes, the terminator and the storage header. Shared storage
    /// (copies of one string) is counted once per holder: an over-estimate.
    @inline(__always)
    public static func string(_ s: String) -> Int {
        let n = s.utf8.count
        return n <= 15 ? 0 : block(n + 33)
    }

    /// `string` for an optional string.
    @inline(__always)
    public static func string(_ s: String?) -> Int { s.map { string($0) } ?? 0 }
}

/// The heap bytes of a collection of strings whose storage may be shared (a list that repeats
/// one string holds one copy of it): each storage counted once, however many holders. Add and
/// remove in pairs. O(1) each: strings of up to 15 UTF-8 bytes are inline (free) and skipped, a
/// longer one is one hash of its storage's address.
///
/// ```swift
/// var b = EngineMemory.StringBytes()
/// let long = String(repeating: "x", count: 1000)
/// for _ in 0..<100 { b.add(long) }     // b.bytes == EngineMemory.string(long)
/// ```
extension EngineMemory {
    public struct StringBytes: Sendable {
        /// Holders of each shared storage, by its address.
        private var holders: [UInt: Int] = [:]
        public private(set) var bytes = 0

        public init() {}

        public init<S: Sequence>(_ strings: S) where S.Element == String {
            for s in strings { add(s) }
        }

        public mutating func add(_ s: String) {
            let size = EngineMemory.string(s)
            guard size > 0 else { return }
            guard let key = Self.storage(of: s) else {
                bytes = EngineMemory.sum(bytes, size)
                return
            }
            let n = holders[key, default: 0]
            holders[key] = n + 1
            if n == 0 { bytes = EngineMemory.sum(bytes, size) }
        }

        public mutating func remove(_ s: String) {
            let size = EngineMemory.string(s)
            guard size > 0 else { return }
            guard let key = Self.storage(of: s) else {
                bytes = EngineMemory.sum(bytes, -size)
                return
            }
            guard let n = holders[key] else { return }
            if n <= 1 {
                holders[key] = nil
                bytes = EngineMemory.sum(bytes, -size)
            } else {
                holders[key] = n - 1
            }
        }

        /// What the holder table itself takes.
        public var tableBytes: Int { EngineMemory.dictionary(capacity: holders.capacity, keyStride: 8, valueStride: 8) }

        /// The address of a long string's storage (its bytes, in place), nil when it has none.
        private static func storage(of s: String) -> UInt? {
            s.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map { UInt(bitPattern: $0) } } ?? nil
        }
    }
}
