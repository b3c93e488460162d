/// The scheduler's storage: a binary min-heap keyed by (due time, sequence number) — events due
/// at the same instant come out in the order they were scheduled — plus per-slot metadata for
/// timer ids, due times and labels.
///
/// Layout, chosen for speed (bench/STAGE_RESULTS.md): each heap entry carries its action, so
/// firing an event reads nothing outside the heap's root; entries are 32 bytes in a 64-byte-aligned
/// buffer with the root at position 1, so a node's two children share one cache line and sifting
/// touches one line per level — as a heap of Ints does. Entries move with bitwise moves (no
/// reference counting). The struct is mutated through one method per operation, so Swift's dynamic
/// exclusivity check runs once per schedule or fire.
///
/// - Push and pop are O(log n). Cancel is O(1) and lazy: the slot is marked, and the entry is
///   dropped when it surfaces; when cancelled entries outnumber live ones (and exceed 1024), the
///   heap is compacted in O(n) — amortized O(1) per cancel. Nothing scans the heap otherwise.
/// - A slot is reserved from `schedule` until its entry leaves the heap, so a slot never has two
///   entries. Up to 2^31 events may be pending at once.
/// - Entries keep the low 32 bits of the sequence number for the tie-break, compared with
///   wrap-around arithmetic: FIFO holds among equal due times scheduled within 2^31 schedules of
///   each other. Timer ids carry the full 64-bit number.
struct TimerQueue {
    /// An event's action (a struct, so the closure keeps its natural representation in storage).
    struct Action {
        let run: () throws -> Void
    }

    struct Entry {
        var due: Int64
        /// Low 32 bits of the sequence number (high half), cascade flag (bit 31), slot (bits 0–30).
        var tag: UInt64
        var action: Action

        @inline(__always) var slot: Int { Int(tag & 0x7FFF_FFFF) }
        /// Scheduled for the current instant by a callback firing at it (the 0-delay rule).
        @inline(__always) var cascade: Bool { tag & 0x8000_0000 != 0 }

        @inline(__always)
        static func < (a: Entry, b: Entry) -> Bool {
            a.due < b.due || (a.due == b.due
                && Int32(bitPattern: UInt32(truncatingIfNeeded: a.tag >> 32) &- UInt32(truncatingIfNeeded: b.tag >> 32)) < 0)
        }
    }

    enum SlotState: UInt8 { case free, pending, cancelled }

    /// A slot's cold data. (Its state lives in `states`, one byte per slot: firing writes it, and a
    /// dense array keeps those writes in cache.)
    struct Meta {
        var seq: UInt64
        var due: Int64
        var label: String?
    }

    /// What `popDue` hands to the clock to run.
    struct Fired {
        var due: Int64
        var action: Action
        var cascade: Bool
        var slot: Int
    }

    private let heap = HeapBuffer()
    private var meta: ContiguousArray<Meta> = []
    private var states: ContiguousArray<SlotState> = []
    private var freeSlots: ContiguousArray<UInt32> = []
    private var nextSeq: UInt64 = 0
    /// Events scheduled and neither fired nor cancelled.
    private(set) var live = 0
    /// Cancelled entries still in the heap.
    private var cancelled = 0

    static let maxSlots = 0x7FFF_FFFF

    mutating func reserveCapacity(_ n: Int) {
        heap.reserve(n)
        meta.reserveCapacity(n)
        states.reserveCapacity(n)
    }

    // MARK: Scheduling

    mutating func schedule(due: Int64, label: __owned String?, cascade: Bool, action: __owned @escaping () throws -> Void) -> TimerID {
        let seq = nextSeq
        nextSeq &+= 1
        let slot: UInt32
        if let free = freeSlots.popLast() {
            slot = free
            meta[Int(free)] = Meta(seq: seq, due: due, label: label)
            states[Int(free)] = .pending
        } else {
            slot = UInt32(truncatingIfNeeded: meta.count)
            meta.append(Meta(seq: seq, due: due, label: label))
            states.append(.pending)
        }
        let tag = (seq & 0xFFFF_FFFF) << 32 | UInt64(slot) | (cascade ? 0x8000_0000 : 0)
        heap.push(Entry(due: due, tag: tag, action: Action(run: action)))
        live += 1
        return TimerID(slot: Int32(bitPattern: slot), seq: seq)
    }

    mutating func cancel(_ id: TimerID) -> Bool {
        guard isPending(id) else { return false }
        states[Int(id.slot)] = .cancelled
        live -= 1
        cancelled += 1
        if cancelled > 1024 && cancelled > live { compact() }
        return true
    }

    func isPending(_ id: TimerID) -> Bool {
        let i = Int(id.slot)
        return i >= 0 && i < meta.count && meta[i].seq == id.seq && states[i] == .pending
    }

    func dueTime(_ id: TimerID) -> Int64? { isPending(id) ? meta[Int(id.slot)].due : nil }

    func label(ofSlot i: Int) -> String? { i < meta.count ? meta[i].label : nil }

    // MARK: Firing

    /// Pops the earliest live event due at or before `target` (dropping cancelled entries on the
    /// way), frees its slot and returns its action; nil when none is due.
    @inline(__always)
    mutating func popDue(upTo target: Int64) -> Fired? {
        while let due = heap.rootDue, due <= target {
            let e = heap.pop()
            let i = e.slot
            freeSlots.append(UInt32(truncatingIfNeeded: i))
            if cancelled > 0 && states[i] == .cancelled {
                states[i] = .free
                cancelled -= 1
                continue
            }
            states[i] = .free
            live -= 1
            return Fired(due: e.due, action: e.action, cascade: e.cascade, slot: i)
        }
        return nil
    }

    /// The earliest live event's due time and label (cancelled entries at the top are dropped).
    mutating func peekLive() -> (due: Int64, label: String?)? {
        while let slot = heap.rootSlot {
            if states[slot] == .pending { return (heap.rootDue ?? 0, meta[slot].label) }
            _ = heap.pop()
            states[slot] = .free
            cancelled -= 1
            freeSlots.append(UInt32(truncatingIfNeeded: slot))
        }
        return nil
    }

    /// Drops every event (stage teardown); their closures and labels are released now.
    mutating func removeAll() {
        heap.removeAll()
        for i in meta.indices {
            meta[i].label = nil
            states[i] = .free
        }
        freeSlots = ContiguousArray((0..<UInt32(truncatingIfNeeded: meta.count)).reversed())
        live = 0
        cancelled = 0
    }

    /// Purges cancelled entries and rebuilds the heap in O(n).
    private mutating func compact() {
        let states = self.states
        var freed: [UInt32] = []
        heap.removeAndHeapify { e in
            guard states[e.slot] == .cancelled else { return false }
            freed.append(UInt32(truncatingIfNeeded: e.slot))
            return true
        }
        for s in freed { self.states[Int(s)] = .free }
        freeSlots.append(contentsOf: freed)
        cancelled = 0
    }
}

/// The heap's storage: entries in a 64-byte-aligned buffer, heap index k at position k + 1.
/// (A class for its deinit; every field access is through `let` pointers, so there is no
/// exclusivity bookkeeping.)
final class HeapBuffer {
    typealias Entry = TimerQueue.Entry
    private var base: UnsafeMutablePointer<Entry>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        base = HeapBuffer.allocate(capacity)
    }

    deinit {
        (base + 1).deinitialize(count: count)
        UnsafeMutableRawPointer(base).deallocate()
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Entry> {
        // One spare position in front so that the children of heap index i (2i+1, 2i+2) sit at
        // positions 2i+2, 2i+3: byte offset 64(i+1), one cache line.
        let raw = UnsafeMutableRawPointer.allocate(byteCount: (capacity + 1) * MemoryLayout<Entry>.stride, alignment: 64)
        return raw.bindMemory(to: Entry.self, capacity: capacity + 1)
    }

    func reserve(_ n: Int) {
        guard n > capacity else { return }
        let bigger = HeapBuffer.allocate(n)
        (bigger + 1).moveInitialize(from: base + 1, count: count)
        UnsafeMutableRawPointer(base).deallocate()
        base = bigger
        capacity = n
    }

    var rootDue: Int64? { count > 0 ? base[1].due : nil }
    var rootSlot: Int? { count > 0 ? base[1].slot : nil }

    @inline(__always)
    func push(_ entry: __owned Entry) {
        if count == capacity { reserve(capacity * 2) }
        let h = base + 1
        // Hole-based sift-up: parents move down (bitwise), the new entry is written once.
        var i = count
        count += 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if !(entry < h[parent]) { break }
            (h + i).moveInitialize(from: h + parent, count: 1)
            i = parent
        }
        (h + i).initialize(to: entry)
    }

    /// Removes and returns the root (count must be > 0).
    @inline(__always)
    func pop() -> Entry {
        let h = base + 1
        let root = h.move()
        count -= 1
        if count > 0 {
            let last = (h + count).move()
            siftDown(from: 0, last)
        }
        return root
    }

    /// Writes `entry` into the hole at heap index `start`, moving smaller children up.
    @inline(__always)
    private func siftDown(from start: Int, _ entry: Entry) {
        let h = base + 1
        let n = count
        var i = start
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            let r = l + 1
            let c = (r < n && h[r] < h[l]) ? r : l
            if !(h[c] < entry) { break }
            (h + i).moveInitialize(from: h + c, count: 1)
            i = c
        }
        (h + i).initialize(to: entry)
    }

    /// Deinitializes the entries `drop` selects, then restores the heap property (Floyd).
    func removeAndHeapify(_ drop: (Entry) -> Bool) {
        let h = base + 1
        var kept = 0
        for k in 0..<count {
            if drop(h[k]) {
                (h + k).deinitialize(count: 1)
            } else {
                if kept != k { (h + kept).moveInitialize(from: h + k, count: 1) }
                kept += 1
            }
        }
        count = kept
        guard count > 1 else { return }
        for start in stride(from: count / 2 - 1, through: 0, by: -1) {
            let e = (h + start).move()
            siftDown(from: start, e)
        }
    }

    func removeAll() {
        (base + 1).deinitialize(count: count)
        count = 0
    }
}
