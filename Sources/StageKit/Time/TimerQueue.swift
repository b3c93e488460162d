/// The scheduler's storage: a heap of keys (`TimerHeap`, ordered by due time then sequence
/// rank, so events due at the same instant come out in the order they were scheduled) and
/// per-slot tables holding each pending event's action, id and label.
///
/// Layout, chosen for speed (docs/ARCHITECTURE.md, Time; bench/STAGE_RESULTS.md): the heap holds
/// 16-byte keys only, so sifting never moves a closure. Firing touches one more line: the
/// action's 16-byte record in `actions` (four to a cache line), taken out before the sift so
/// that, when it is a cache miss (many pending timers, random due times), the miss overlaps the
/// sift's own. What firing does not need lives in tables it never touches: the id's sequence
/// number and the due time (`ids`, for `isPending`, `cancel` and `dueTime`) and the label
/// (`labels`, for loop-limit messages), written once at schedule. An action is present exactly
/// while its event is pending, so "fired", "cancelled" and "free" need no mark of their own in
/// the records firing reads.
/// The struct is mutated through one method per operation, so Swift's dynamic exclusivity check
/// runs once per schedule or fire. Its tables are classes (no copy-on-write checks on the hot
/// paths), so a copy of the struct would share them: the clock holds the only one.
///
/// - Push and pop are O(log n). Cancel is O(1) and lazy: the action is released at once, and the
///   heap entry, left without an action, is dropped when it surfaces; when cancelled entries
///   outnumber live ones (and exceed 1024), the heap is compacted in O(n) — amortized O(1) per
///   cancel. Nothing scans the heap otherwise.
/// - A slot is reserved from `schedule` until its entry leaves the heap, so a slot never has two
///   entries. Up to 2^31 events may be pending at once.
/// - Entries carry a 32-bit sequence rank for the tie-break (the heap compares keys as plain
///   128-bit numbers). Ranks count up with each schedule; when they run out, the pending entries
///   are renumbered in order (`TimerHeap.renumberRanks`), so FIFO among equal due times holds
///   without limit. Timer ids carry the full 64-bit sequence number.
///
/// Invariants (`checkInvariants`, after every operation in debug builds; the O(n) part only
/// while fewer than `fullCheckLimit` slots exist, and always when a test asks):
/// - every slot is either free or has exactly one heap entry: free + heap = slots = ids = labels;
/// - the heap holds the live events and the cancelled ones not yet dropped: heap = live + cancelled;
/// - (full) the heap is ordered; an entry's slot holds an action (live) or none (cancelled), and
///   the cancelled ones number `cancelled`; a free slot holds no action; tie-break ranks are
///   below `nextRank`.
struct TimerQueue {
    /// An event's action (a struct, so the closure keeps its natural representation in storage).
    struct Action {
        let run: () throws -> Void
    }

    /// The cold part of a slot: what an id is checked against, and when its event is due.
    struct SlotID {
        /// The sequence number of the slot's last event (what `TimerID.seq` must match).
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

    private let heap = TimerHeap()
    // Per-slot tables (same count: slots ever handed out) and the free slots, reused last freed
    // first (their lines are likely still warm). `actions[i]` is nil unless slot i's event is
    // pending.
    private let actions = SlotArray<Action?>()
    private let ids = SlotArray<SlotID>()
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
        actions.reserve(n)
        ids.reserve(n)
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
        if let free = freeSlots.popLast() {
            slot = free
            let i = Int(free)
            actions[i] = Action(run: consume action)
            ids[i] = SlotID(seq: seq, due: due)
            labels[i] = consume label
        } else {
            precondition(actions.count < TimerQueue.maxSlots, "more than 2^31 - 1 pending events")
            slot = UInt32(truncatingIfNeeded: actions.count)
            actions.append(Action(run: consume action))
            ids.append(SlotID(seq: seq, due: due))
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

    /// Cancels a pending event: its action is released now (after the queue is consistent
    /// again: a closure's captures may run code, a deinit, that talks to the clock), its heap
    /// entry when it surfaces.
    mutating func cancel(_ id: TimerID) -> Bool {
        guard isPending(id) else { return false }
        let dropped = actions[Int(id.slot)].take()
        live -= 1
        cancelled += 1
        if cancelled > 1024 && cancelled > live { compact() }
        checkInvariants()
        withExtendedLifetime(dropped) {}
        return true
    }

    func isPending(_ id: TimerID) -> Bool {
        let i = Int(id.slot)
        return i >= 0 && i < actions.count && actions[i] != nil && ids[i].seq == id.seq
    }

    func dueTime(_ id: TimerID) -> Int64? { isPending(id) ? ids[Int(id.slot)].due : nil }

    func label(ofSlot i: Int) -> String? { i < labels.count ? labels[i] : nil }

    // MARK: Firing

    /// Pops the earliest live event due at or before `target` (dropping cancelled entries on the
    /// way), frees its slot and returns its action; nil when none is due.
    @inline(__always)
    mutating func popDue(upTo target: Int64) -> Fired? {
        while heap.count > 0 && heap.root.due <= target {
            let e = heap.root
            let i = e.slot
            // Taken before the sift (see the type's note on layout).
            guard let action = actions[i].take() else {
                dropRoot(slot: i)
                continue
            }
            _ = heap.pop()
            freeSlots.append(UInt32(truncatingIfNeeded: i))
            live -= 1
            checkInvariants()
            return Fired(due: e.due, action: action, cascade: e.cascade, slot: i)
        }
        return nil
    }

    /// The earliest live event's due time and label (cancelled entries at the top are dropped).
    mutating func peekLive() -> (due: Int64, label: String?)? {
        while heap.count > 0 {
            let e = heap.root
            if actions[e.slot] != nil { return (e.due, labels[e.slot]) }
            dropRoot(slot: e.slot)
        }
        return nil
    }

    /// Pops the root, a cancelled entry (its action already released).
    private mutating func dropRoot(slot i: Int) {
        _ = heap.pop()
        freeSlots.append(UInt32(truncatingIfNeeded: i))
        cancelled -= 1
    }

    /// Drops every event (stage teardown); their closures and labels are released now.
    mutating func removeAll() {
        let dropped = clearTables()
        checkInvariants()
        // Released after the queue is consistent again (see `cancel`).
        withExtendedLifetime(dropped) {}
    }

    /// Empties the heap and every slot, freeing all slots; returns the actions taken out.
    private mutating func clearTables() -> [Action] {
        var dropped: [Action] = []
        dropped.reserveCapacity(live)
        for k in 0..<heap.count {
            if let a = actions[heap.entry(k).slot].take() { dropped.append(a) }
        }
        heap.removeAll()
        freeSlots.removeAll()
        for i in stride(from: actions.count - 1, through: 0, by: -1) {
            if labels[i] != nil { labels[i] = nil }
            freeSlots.append(UInt32(truncatingIfNeeded: i))
        }
        live = 0
        cancelled = 0
        return dropped
    }

    /// Releases everything, fast (the clock's deinit): the tables' own deinits would destroy
    /// every record through the runtime's generic path, about 50 instructions a slot, while all
    /// but the pending ones are empty already.
    mutating func discard() {
        let dropped = clearTables()
        actions.forgetTrivialElements()
        labels.forgetTrivialElements()
        withExtendedLifetime(dropped) {}
    }

    /// Purges cancelled entries and rebuilds the heap in O(n).
    private mutating func compact() {
        let actions = self.actions
        let freeSlots = self.freeSlots
        heap.removeAndHeapify { e in
            guard actions[e.slot] == nil else { return false }
            freeSlots.append(UInt32(truncatingIfNeeded: e.slot))
            return true
        }
        cancelled = 0
    }

    // MARK: Invariants

    /// Asserts the invariants in the type's note (debug builds only; see `fullCheckLimit`).
    @inline(__always)
    func checkInvariants(full: Bool = false) {
        #if DEBUG
        assert(freeSlots.count + heap.count == actions.count && ids.count == actions.count && labels.count == actions.count,
               "TimerQueue: \(freeSlots.count) free + \(heap.count) in the heap != \(actions.count) slots")
        assert(heap.count == live + cancelled, "TimerQueue: heap \(heap.count) != live \(live) + cancelled \(cancelled)")
        if full || actions.count <= TimerQueue.fullCheckLimit { checkInvariantsFully() }
        #endif
    }

    private func checkInvariantsFully() {
        #if DEBUG
        assert(heap.isHeapOrdered(), "TimerQueue: heap out of order")
        var inHeap = [Bool](repeating: false, count: actions.count)
        var cancelledSeen = 0
        for k in 0..<heap.count {
            let e = heap.entry(k)
            assert(!inHeap[e.slot], "TimerQueue: slot \(e.slot) has two heap entries")
            inHeap[e.slot] = true
            assert(e.rank < max(nextRank, 1), "TimerQueue: rank beyond the next one")
            assert(ids[e.slot].seq < nextSeq, "TimerQueue: slot \(e.slot) has an id not handed out")
            if actions[e.slot] == nil { cancelledSeen += 1 }
        }
        assert(cancelledSeen == cancelled, "TimerQueue: \(cancelledSeen) cancelled entries, counted \(cancelled)")
        for k in 0..<freeSlots.count {
            let f = Int(freeSlots[k])
            assert(!inHeap[f] && actions[f] == nil, "TimerQueue: free slot \(f) in use")
        }
        #endif
    }
}
