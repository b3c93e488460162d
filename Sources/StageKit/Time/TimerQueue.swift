/// The scheduler's storage: pending events ordered by due time, then sequence rank (events due at
/// the same instant come out in the order they were scheduled), with their actions, ids and
/// labels.
///
/// Layout, chosen for the cache (docs/internals/STAGE.md, Time; bench/HISTORY.md):
/// - Events due before `bound` sit in a small 4-ary heap (`TimerHeap`); the rest in radix
///   buckets (`TimerBuckets`), unordered, appended in O(1). When the heap runs empty it takes
///   the earliest buckets (at most `heapLimit` entries, unless one instant alone holds more), so
///   it stays in cache however many events are pending. Every heap entry is due before `bound`
///   and every bucket entry at or after it, so the heap's root is the earliest event. With few
///   events pending the bound is open and the heap takes them all; past `heapLimit` they spill
///   into the buckets.
/// - An entry (32 bytes) carries its action, so firing reads only the entry it pops. The per-slot
///   state firing touches is one bit (`pendingBits`, a megabit per million timers, which stays in
///   cache); the slot record (sequence number, due time) is written at schedule and read only by
///   `cancel`, `isPending` and `dueTime`. Labels are stored only for events that have one (a flag
///   in the entry's tag says so), so unlabelled timers never touch the label table.
/// - The tables are classes (no copy-on-write checks on the hot paths), so a copy of the struct
///   would share them: the clock holds the only one. The struct is mutated through one method per
///   operation, so Swift's dynamic exclusivity check runs once per schedule or fire.
///
/// - Schedule is O(1) into the buckets or O(log n) into the heap, fire O(log n) plus the amortized
///   refill (each entry moved into the heap once, after at most 63 bucket splits). Cancel is O(1)
///   and lazy: the slot's bit is cleared, and the entry is dropped (its action released) when it
///   surfaces; when cancelled entries outnumber live ones (and exceed 1024), everything is
///   compacted in O(n) — amortized O(1) per cancel.
/// - A slot is reserved from `schedule` until its entry leaves the queue, so a slot never has two
///   entries. Up to 2^30 - 1 events may be pending at once.
/// - Entries carry a 32-bit sequence rank for the tie-break (keys compare as plain 128-bit
///   numbers). Ranks count up with each schedule; when they run out, the pending entries are
///   renumbered in order (`renumberRanks`), so FIFO among equal due times holds without limit.
///   Timer ids carry the full 64-bit sequence number.
///
/// Invariants (`checkInvariants`, after every operation in debug builds; the O(n) part only
/// while fewer than `fullCheckLimit` slots exist, and always when a test asks):
/// - every slot is either free or has exactly one entry: free + heap + buckets = slots;
/// - the entries are the live events and the cancelled ones not yet dropped:
///   heap + buckets = live + cancelled;
/// - (full) the heap is ordered and due before `bound`, the buckets hold their invariants at
///   `bound`; an entry's slot bit is set exactly when it is live, and the cleared ones number
///   `cancelled`; a slot has a label exactly when its entry has the label flag; a free slot has
///   no bit and no label; tie-break ranks are below `nextRank`.
struct TimerQueue {
    /// A slot's record: what an id is checked against, and its event's due time.
    struct Slot {
        /// The sequence number of the slot's latest event (what `TimerID.seq` must match).
        var seq: UInt64
        var due: Int64
    }

    /// What `popDue` hands to the clock to run.
    struct Fired {
        var due: Int64
        var action: TimerAction
        var cascade: Bool
        var label: String?
    }

    private let heap = TimerHeap()
    private let buckets = TimerBuckets()
    /// Every heap entry is due before it, every bucket entry at or after it. `open` while the
    /// buckets are empty and the heap takes every event (few pending: a plain heap).
    private var bound = TimerQueue.open
    private static let open = UInt64.max
    // Per-slot tables: records (count: slots ever handed out), one pending bit per slot, labels
    // (only as far as the highest labelled slot), and the free slots, reused last freed first.
    private let slots = SlotArray<Slot>()
    private let pendingBits = SlotArray<UInt64>()
    private let labels = SlotArray<String?>()
    private let freeSlots = SlotArray<UInt32>()
    private var nextSeq: UInt64 = 0
    /// The next entry's tie-break rank (see the type's note).
    private var nextRank: UInt64 = 0
    /// Ranks must stay below this (32 bits in the tag); lowered by tests to exercise renumbering.
    var rankLimit: UInt64 = 1 << 32
    /// Events scheduled and neither fired nor cancelled.
    private(set) var live = 0
    /// Cancelled entries still in the queue.
    private var cancelled = 0

    static let maxSlots = Int(TimerEntry.slotMask)

    /// How many entries a refill moves into the heap (4096 × 32 bytes: a quarter of a 512 KB L2);
    /// lowered by tests to exercise splits and refills.
    var heapLimit = 4096

    /// Above this many slots the debug checks skip their O(n) part (it would make every
    /// operation O(n)); tests call `checkInvariants(full: true)` themselves.
    static let fullCheckLimit = 512

    mutating func reserveCapacity(_ n: Int) {
        heap.reserve(min(n, 2 * heapLimit))
        slots.reserve(n)
        pendingBits.reserve((n + 63) / 64)
        freeSlots.reserve(n)
    }

    // MARK: Slot state

    @inline(__always)
    private func isLive(slot i: Int) -> Bool { pendingBits[i >> 6] & (1 << UInt64(i & 63)) != 0 }

    @inline(__always)
    private func setLive(slot i: Int) { pendingBits[i >> 6] |= 1 << UInt64(i & 63) }

    @inline(__always)
    private func clearLive(slot i: Int) { pendingBits[i >> 6] &= ~(1 << UInt64(i & 63)) }

    // MARK: Scheduling

    // Inlined into `SimClock.schedule` so the owned closure moves straight into its entry (as a
    // separate function it was turned into a borrowed parameter: one more retain and release).
    @inline(__always)
    mutating func schedule(
        due: Int64, label: __owned String?, cascade: Bool, action: __owned @escaping () throws -> Void
    ) -> TimerID {
        assert(due >= 0, "the clock never schedules before time 0")
        let seq = nextSeq
        nextSeq &+= 1
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            slots[slot] = Slot(seq: seq, due: due)
        } else {
            precondition(slots.count < TimerQueue.maxSlots, "more than 2^30 - 1 pending events")
            slot = slots.count
            slots.append(Slot(seq: seq, due: due))
            if slot & 63 == 0 { pendingBits.append(0) }
            // Room for every slot to be free, so that firing never grows the table: an allocation
            // that large is a slow path of the allocator, slower the more small blocks callbacks
            // have freed.
            if freeSlots.capacity < slots.capacity { freeSlots.reserve(slots.capacity) }
        }
        setLive(slot: slot)
        var tag = UInt64(slot) | (cascade ? TimerEntry.cascadeBit : 0)
        if label != nil {
            while labels.count <= slot { labels.append(nil) }
            labels[slot] = consume label
            tag |= TimerEntry.labelBit
        }
        if nextRank >= rankLimit { nextRank = renumberRanks() }
        tag |= nextRank << 32
        nextRank += 1
        let entry = TimerEntry(due: due, tag: tag, action: TimerAction(run: consume action))
        if UInt64(bitPattern: due) < bound {
            heap.push(consume entry)
            if bound == TimerQueue.open && heap.count > heapLimit { spill() }
        } else {
            buckets.append(consume entry)
        }
        live += 1
        return TimerID(slot: Int32(truncatingIfNeeded: slot), seq: seq)
    }

    mutating func cancel(_ id: TimerID) -> Bool {
        guard isPending(id) else { return false }
        clearLive(slot: Int(id.slot))
        live -= 1
        cancelled += 1
        if cancelled > 1024 && cancelled > live { compact() }
        return true
    }

    func isPending(_ id: TimerID) -> Bool {
        let i = Int(id.slot)
        return i >= 0 && i < slots.count && slots[i].seq == id.seq && isLive(slot: i)
    }

    func dueTime(_ id: TimerID) -> Int64? { isPending(id) ? slots[Int(id.slot)].due : nil }

    // MARK: Firing

    /// Makes the heap's root the earliest entry, refilling the heap from the buckets when it ran
    /// empty. False when nothing is queued.
    @inline(__always)
    private mutating func settleRoot() -> Bool {
        if heap.count > 0 { return true }
        return refill()
    }

    private mutating func refill() -> Bool {
        if buckets.count == 0 {
            bound = TimerQueue.open
            return false
        }
        bound = buckets.refill(into: heap, limit: heapLimit)
        // Open again only well below the limit, so that at least limit / 2 schedules separate a
        // refill from the next spill.
        if buckets.count == 0 && heap.count <= heapLimit / 2 { bound = TimerQueue.open }
        return true
    }

    /// The open heap grew past the limit: everything moves to the buckets, referenced to the
    /// earliest due time, and the next pop refills the heap with the earliest part. O(limit),
    /// once per limit / 2 schedules at most.
    private mutating func spill() {
        let earliest = heap.rootDue
        buckets.rebase(to: UInt64(bitPattern: earliest))
        heap.drain { buckets.append($0) }
        bound = UInt64(bitPattern: earliest)
    }

    /// Pops the earliest live event due at or before `target` (dropping cancelled entries on the
    /// way), frees its slot and returns its action; nil when none is due.
    @inline(__always)
    mutating func popDue(upTo target: Int64) -> Fired? {
        while settleRoot() && heap.rootDue <= target {
            let i = Int(truncatingIfNeeded: heap.rootTag & TimerEntry.slotMask)
            if !isLive(slot: i) {
                dropRoot()
                continue
            }
            clearLive(slot: i)
            let e = heap.pop()
            freeSlots.append(UInt32(truncatingIfNeeded: i))
            live -= 1
            let label = e.hasLabel ? labels[i].take() : nil
            return Fired(due: e.due, action: e.action, cascade: e.cascade, label: label)
        }
        return nil
    }

    /// The earliest live event's due time and label (cancelled entries at the top are dropped).
    mutating func peekLive() -> (due: Int64, label: String?)? {
        while settleRoot() {
            let tag = heap.rootTag
            let i = Int(truncatingIfNeeded: tag & TimerEntry.slotMask)
            if isLive(slot: i) { return (heap.rootDue, tag & TimerEntry.labelBit != 0 ? labels[i] : nil) }
            dropRoot()
        }
        return nil
    }

    /// Pops the root, a cancelled entry, and releases its action.
    private mutating func dropRoot() {
        let e = heap.pop()
        release(e)
        cancelled -= 1
        // Released last, with the queue consistent: a closure's captures may run code (deinit)
        // that talks to the clock.
        withExtendedLifetime(e) {}
    }

    /// Frees the slot of an entry leaving the queue unfired (its action is the caller's to drop).
    private func release(_ e: borrowing TimerEntry) {
        let i = e.slot
        if e.hasLabel { labels[i] = nil }
        freeSlots.append(UInt32(truncatingIfNeeded: i))
    }

    /// Drops every event (stage teardown); their closures and labels are released now.
    mutating func removeAll() {
        var dropped: [TimerEntry] = []
        dropped.reserveCapacity(live + cancelled)
        heap.drain { dropped.append($0) }
        buckets.drain { dropped.append($0) }
        for e in dropped {
            clearLive(slot: e.slot)
            if e.hasLabel { labels[e.slot] = nil }
        }
        // Free slots in descending order, so the lowest is reused first.
        freeSlots.removeAll()
        for i in stride(from: slots.count - 1, through: 0, by: -1) { freeSlots.append(UInt32(truncatingIfNeeded: i)) }
        live = 0
        cancelled = 0
        bound = TimerQueue.open
        // Released after the queue is consistent again (see `dropRoot`).
        withExtendedLifetime(dropped) {}
    }

    /// Releases everything, fast (the clock's deinit): the tables' own deinits would destroy
    /// every record through the runtime's generic path, about 50 instructions a slot, while all
    /// but the pending ones are trivial or empty already.
    mutating func discard() {
        var dropped: [TimerEntry] = []
        dropped.reserveCapacity(live + cancelled)
        heap.drain { dropped.append($0) }
        buckets.drain { dropped.append($0) }
        for e in dropped where e.hasLabel { labels[e.slot] = nil }
        slots.forgetTrivialElements()
        labels.forgetTrivialElements()
        live = 0
        cancelled = 0
        withExtendedLifetime(dropped) {}
    }

    /// Purges cancelled entries from the heap and the buckets in O(n).
    private mutating func compact() {
        var dropped: [TimerEntry] = []
        dropped.reserveCapacity(cancelled)
        let bits = pendingBits
        let isCancelled = { (_: Int64, tag: UInt64) -> Bool in
            let i = Int(truncatingIfNeeded: tag & TimerEntry.slotMask)
            return bits[i >> 6] & (1 << UInt64(i & 63)) == 0
        }
        heap.remove(where: isCancelled) { dropped.append($0) }
        buckets.remove(where: isCancelled) { dropped.append($0) }
        for e in dropped { release(e) }
        cancelled = 0
        // Released after the queue is consistent again (see `dropRoot`).
        withExtendedLifetime(dropped) {}
    }

    /// Renumbers the pending entries' ranks 0, 1, 2, ... in their current order and returns the
    /// next free rank (the count). Order is kept, so the heap stays valid as it is. O(n log n);
    /// called when ranks run out, at most once per 2^31 schedules.
    private func renumberRanks() -> UInt64 {
        var order: [UnsafeMutablePointer<TimerEntry>] = []
        order.reserveCapacity(heap.count + buckets.count)
        for k in 0..<heap.count { order.append(heap.entry(k)) }
        buckets.forEachEntry { e, _ in order.append(e) }
        order.sort { $0.pointee.rank < $1.pointee.rank }
        for (newRank, e) in order.enumerated() {
            e.pointee.tag = UInt64(newRank) << 32 | (e.pointee.tag & 0xFFFF_FFFF)
        }
        return UInt64(order.count)
    }

    // MARK: Invariants

    /// The invariants in the type's note; past `fullCheckLimit` slots only the O(1) ones unless
    /// `full` (the clock checks after every schedule, cancel and fired event in debug builds).
    func checkInvariants(full: Bool = false) throws(InvariantBroken) {
        let entries = heap.count + buckets.count
        try InvariantBroken.check(freeSlots.count + entries == slots.count,
               "TimerQueue: \(freeSlots.count) free + \(entries) queued != \(slots.count) slots")
        try InvariantBroken.check(
            entries == live + cancelled, "TimerQueue: \(entries) queued != live \(live) + cancelled \(cancelled)")
        if full || slots.count <= TimerQueue.fullCheckLimit { try checkInvariantsFully() }
    }

    private func checkInvariantsFully() throws(InvariantBroken) {
        try InvariantBroken.check(heap.isHeapOrdered(), "TimerQueue: heap out of order")
        try InvariantBroken.check(
            bound != TimerQueue.open || buckets.count == 0, "TimerQueue: open heap with events in the buckets")
        if let wrong = buckets.violation(bound: bound) { throw InvariantBroken("TimerQueue: \(wrong)") }
        var inQueue = [Bool](repeating: false, count: slots.count)
        var cancelledSeen = 0
        var broken: String?
        func visit(_ e: UnsafeMutablePointer<TimerEntry>) {
            guard broken == nil else { return }
            let s = e.pointee.slot
            guard s < slots.count && !inQueue[s] else { broken = "TimerQueue: slot \(s) has two entries"; return }
            inQueue[s] = true
            if e.pointee.rank >= max(nextRank, 1) { broken = "TimerQueue: rank beyond the next one" }
            if slots[s].due != e.pointee.due { broken = "TimerQueue: slot \(s) records another due time" }
            if !isLive(slot: s) { cancelledSeen += 1 }
            if e.pointee.hasLabel != (s < labels.count && labels[s] != nil) {
                broken = "TimerQueue: slot \(s) label out of step"
            }
        }
        for k in 0..<heap.count {
            let e = heap.entry(k)
            try InvariantBroken.check(
                UInt64(bitPattern: e.pointee.due) < bound, "TimerQueue: heap entry due at or after the bound")
            visit(e)
        }
        buckets.forEachEntry { e, _ in visit(e) }
        if let broken { throw InvariantBroken(broken) }
        try InvariantBroken.check(
            cancelledSeen == cancelled, "TimerQueue: \(cancelledSeen) cancelled entries, counted \(cancelled)")
        for k in 0..<freeSlots.count {
            let f = Int(freeSlots[k])
            try InvariantBroken.check(!inQueue[f] && !isLive(slot: f) && (f >= labels.count || labels[f] == nil),
                   "TimerQueue: free slot \(f) in use")
        }
    }
}
