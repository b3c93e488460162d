/// The scheduler's storage: a heap of keys (`TimerHeap`, ordered by due time then sequence
/// rank, so events due at the same instant come out in the order they were scheduled) and a
/// slot table holding each pending event's action, id and label.
///
/// Layout, chosen for speed (docs/ARCHITECTURE.md, Time; bench/STAGE_RESULTS.md): the heap holds
/// 16-byte keys only, so sifting never moves a closure; an event's action sits in its slot's
/// 32-byte record, written once at schedule and taken once at fire. With many pending timers that
/// record is usually not in cache when its event fires, so firing first *writes* to it (marking the
/// slot fired), then sifts the heap, then reads the action: a store does not hold up the
/// instructions behind it the way a load does, so the record's line arrives while the sift runs.
/// The struct is mutated through one method per operation, so Swift's dynamic exclusivity check
/// runs once per schedule or fire. Its tables are classes (no copy-on-write checks on the hot
/// paths), so a copy of the struct would share them: the clock holds the only one.
///
/// - Push and pop are O(log n). Cancel is O(1) and lazy: the slot is marked, and the entry is
///   dropped (its action released) when it surfaces; when cancelled entries outnumber live ones
///   (and exceed 1024), the heap is compacted in O(n) — amortized O(1) per cancel. Nothing scans
///   the heap otherwise.
/// - A slot is reserved from `schedule` until its entry leaves the heap, so a slot never has two
///   entries. Up to 2^31 events may be pending at once.
/// - Entries carry a 32-bit sequence rank for the tie-break (the heap compares keys as plain
///   128-bit numbers). Ranks count up with each schedule; when they run out, the pending entries
///   are renumbered in order (`TimerHeap.renumberRanks`), so FIFO among equal due times holds
///   without limit. Timer ids carry the full 64-bit sequence number.
///
/// Invariants (`checkInvariants`, after every operation in debug builds; the O(n) part only
/// while fewer than `fullCheckLimit` slots exist, and always when a test asks):
/// - every slot is either free or has exactly one heap entry: free + heap = slots = labels;
/// - the heap holds the live events and the cancelled ones not yet dropped: heap = live + cancelled;
/// - (full) the heap is ordered; an entry's slot holds its action and a pending or cancelled
///   sequence number, and the cancelled ones number `cancelled`; a free slot holds no action and
///   `noEventSeq`; tie-break ranks are below `nextRank`.
struct TimerQueue {
    /// An event's action (a struct, so the closure keeps its natural representation in storage).
    struct Action {
        let run: () throws -> Void
    }

    /// A slot's record: 32 bytes, two to a cache line (`SlotArray` aligns its storage).
    struct Slot {
        /// The pending event's action; nil once it was taken to fire, dropped, or never set.
        var action: Action?
        /// The sequence number of the slot's pending event (what `TimerID.seq` must match), or
        /// `cancelledSeq` / `noEventSeq`.
        var seq: UInt64
        var due: Int64
    }

    /// What `popDue` hands to the clock to run.
    struct Fired {
        var due: Int64
        var action: Action
        var cascade: Bool
        var slot: Int
    }

    /// Sequence numbers count up from 0 and never reach these.
    /// - `cancelledSeq`: cancelled, its heap entry not dropped yet.
    /// - `noEventSeq`: nothing pending (fired, dropped or cleared).
    private static let cancelledSeq = UInt64.max - 1
    private static let noEventSeq = UInt64.max

    private let heap = TimerHeap()
    // Per-slot tables (same count: slots ever handed out) and the free slots, reused last freed
    // first (its record's cache line is likely still warm). Labels are apart: firing never reads
    // them.
    private let slots = SlotArray<Slot>()
    private let labels = SlotArray<String?>()
    private let freeSlots = SlotArray<UInt32>()
    private var nextSeq: UInt64 = 0
    /// The next entry's tie-break rank (see the type's note).
    private var nextRank: UInt64 = 0
    /// Ranks must stay below this (32 bits in the tag); lowered by tests to exercise renumbering.
    var rankLimit: UInt64 = 1 << 32
    /// Events scheduled and neither fired nor cancelled.
    private(set) var live = 0
    /// Cancelled entries still in the heap.
    private var cancelled = 0

    static let maxSlots = 0x7FFF_FFFF

    /// Above this many slots the debug checks skip their O(n) part (it would make every
    /// operation O(n)); tests call `checkInvariants(full: true)` themselves.
    static let fullCheckLimit = 512

    mutating func reserveCapacity(_ n: Int) {
        heap.reserve(n)
        slots.reserve(n)
        labels.reserve(n)
        freeSlots.reserve(n)
    }

    // MARK: Scheduling

    // Inlined into `SimClock.schedule` so the owned closure moves straight into its slot (as a
    // separate function it was turned into a borrowed parameter: one more retain and release).
    @inline(__always)
    mutating func schedule(due: Int64, label: __owned String?, cascade: Bool, action: __owned @escaping () throws -> Void) -> TimerID {
        assert(due >= 0, "the clock never schedules before time 0")
        let seq = nextSeq
        nextSeq &+= 1
        let slot: UInt32
        // The record is built in each branch so that the closure moves into it (one shared
        // `let` would cost a retain and a release per schedule).
        if let free = freeSlots.popLast() {
            slot = free
            slots[Int(free)] = Slot(action: Action(run: consume action), seq: seq, due: due)
            labels[Int(free)] = consume label
        } else {
            precondition(slots.count < TimerQueue.maxSlots, "more than 2^31 - 1 pending events")
            slot = UInt32(truncatingIfNeeded: slots.count)
            slots.append(Slot(action: Action(run: consume action), seq: seq, due: due))
            labels.append(consume label)
        }
        if nextRank >= rankLimit { nextRank = heap.renumberRanks() }
        let tag = nextRank << 32 | UInt64(slot) | (cascade ? 0x8000_0000 : 0)
        nextRank += 1
        heap.push(TimerHeap.Entry(due: due, tag: tag))
        live += 1
        checkInvariants()
        return TimerID(slot: Int32(bitPattern: slot), seq: seq)
    }

    mutating func cancel(_ id: TimerID) -> Bool {
        guard isPending(id) else { return false }
        slots[Int(id.slot)].seq = TimerQueue.cancelledSeq
        live -= 1
        cancelled += 1
        if cancelled > 1024 && cancelled > live { compact() }
        checkInvariants()
        return true
    }

    func isPending(_ id: TimerID) -> Bool {
        let i = Int(id.slot)
        return i >= 0 && i < slots.count && slots[i].seq == id.seq
    }

    func dueTime(_ id: TimerID) -> Int64? { isPending(id) ? slots[Int(id.slot)].due : nil }

    func label(ofSlot i: Int) -> String? { i < labels.count ? labels[i] : nil }

    // MARK: Firing

    /// Pops the earliest live event due at or before `target` (dropping cancelled entries on the
    /// way), frees its slot and returns its action; nil when none is due.
    @inline(__always)
    mutating func popDue(upTo target: Int64) -> Fired? {
        while heap.count > 0 && heap.root.due <= target {
            let e = heap.root
            let i = e.slot
            if cancelled > 0 && slots[i].seq == TimerQueue.cancelledSeq {
                dropRoot(slot: i)
                continue
            }
            // Store first, sift, then load (see the type's note on layout).
            slots[i].seq = TimerQueue.noEventSeq
            _ = heap.pop()
            freeSlots.append(UInt32(truncatingIfNeeded: i))
            live -= 1
            let fired = Fired(due: e.due, action: slots[i].action.take().unsafelyUnwrapped, cascade: e.cascade, slot: i)
            checkInvariants()
            return fired
        }
        return nil
    }

    /// The earliest live event's due time and label (cancelled entries at the top are dropped).
    mutating func peekLive() -> (due: Int64, label: String?)? {
        while heap.count > 0 {
            let e = heap.root
            if slots[e.slot].seq != TimerQueue.cancelledSeq { return (e.due, labels[e.slot]) }
            dropRoot(slot: e.slot)
        }
        return nil
    }

    /// Pops the root, a cancelled entry, and releases its action.
    private mutating func dropRoot(slot i: Int) {
        _ = heap.pop()
        slots[i].seq = TimerQueue.noEventSeq
        freeSlots.append(UInt32(truncatingIfNeeded: i))
        cancelled -= 1
        // Released last, with the queue consistent: a closure's captures may run code (deinit)
        // that talks to the clock.
        _ = slots[i].action.take()
    }

    /// Drops every event (stage teardown); their closures and labels are released now.
    mutating func removeAll() {
        heap.removeAll()
        var dropped: [Action] = []
        dropped.reserveCapacity(live + cancelled)
        freeSlots.removeAll()
        for i in stride(from: slots.count - 1, through: 0, by: -1) {
            slots[i].seq = TimerQueue.noEventSeq
            if let a = slots[i].action.take() { dropped.append(a) }
            labels[i] = nil
            freeSlots.append(UInt32(truncatingIfNeeded: i))
        }
        live = 0
        cancelled = 0
        checkInvariants()
        // Released after the queue is consistent again (see `dropRoot`).
        withExtendedLifetime(dropped) {}
    }

    /// Releases everything, fast (the clock's deinit): the tables' own deinits would destroy
    /// every record through the runtime's generic path, about 50 instructions a slot, while all
    /// but the pending ones are empty already.
    mutating func discard() {
        var dropped: [Action] = []
        dropped.reserveCapacity(live + cancelled)
        for k in 0..<heap.count {
            if let a = slots[heap.entry(k).slot].action.take() { dropped.append(a) }
        }
        for i in 0..<labels.count where labels[i] != nil { labels[i] = nil }
        heap.removeAll()
        slots.forgetTrivialElements()
        labels.forgetTrivialElements()
        live = 0
        cancelled = 0
        withExtendedLifetime(dropped) {}
    }

    /// Purges cancelled entries and rebuilds the heap in O(n).
    private mutating func compact() {
        let slots = self.slots
        var freed: [UInt32] = []
        heap.removeAndHeapify { e in
            guard slots[e.slot].seq == TimerQueue.cancelledSeq else { return false }
            freed.append(UInt32(truncatingIfNeeded: e.slot))
            return true
        }
        var dropped: [Action] = []
        dropped.reserveCapacity(freed.count)
        for s in freed {
            slots[Int(s)].seq = TimerQueue.noEventSeq
            if let a = slots[Int(s)].action.take() { dropped.append(a) }
            freeSlots.append(s)
        }
        cancelled = 0
        // Released after the queue is consistent again (see `dropRoot`).
        withExtendedLifetime(dropped) {}
    }

    // MARK: Invariants

    /// Asserts the invariants in the type's note (debug builds only; see `fullCheckLimit`).
    @inline(__always)
    func checkInvariants(full: Bool = false) {
        #if DEBUG
        assert(freeSlots.count + heap.count == slots.count && labels.count == slots.count,
               "TimerQueue: \(freeSlots.count) free + \(heap.count) in the heap != \(slots.count) slots")
        assert(heap.count == live + cancelled, "TimerQueue: heap \(heap.count) != live \(live) + cancelled \(cancelled)")
        if full || slots.count <= TimerQueue.fullCheckLimit { checkInvariantsFully() }
        #endif
    }

    private func checkInvariantsFully() {
        #if DEBUG
        assert(heap.isHeapOrdered(), "TimerQueue: heap out of order")
        var inHeap = [Bool](repeating: false, count: slots.count)
        var cancelledSeen = 0
        for k in 0..<heap.count {
            let e = heap.entry(k)
            assert(!inHeap[e.slot], "TimerQueue: slot \(e.slot) has two heap entries")
            inHeap[e.slot] = true
            assert(e.rank < max(nextRank, 1), "TimerQueue: rank beyond the next one")
            assert(slots[e.slot].action != nil && slots[e.slot].seq != TimerQueue.noEventSeq,
                   "TimerQueue: heap entry for an empty slot \(e.slot)")
            if slots[e.slot].seq == TimerQueue.cancelledSeq { cancelledSeen += 1 }
        }
        assert(cancelledSeen == cancelled, "TimerQueue: \(cancelledSeen) cancelled entries, counted \(cancelled)")
        for k in 0..<freeSlots.count {
            let f = Int(freeSlots[k])
            assert(!inHeap[f] && slots[f].action == nil && slots[f].seq == TimerQueue.noEventSeq,
                   "TimerQueue: free slot \(f) in use")
        }
        #endif
    }
}
