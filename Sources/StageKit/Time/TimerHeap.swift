/// The timer queue's priority queue: a 4-ary min-heap of 16-byte keys (due time, then sequence
/// rank), laid out so that a node's four children fill one 64-byte cache line.
///
/// Why this shape (measurements in docs/ARCHITECTURE.md, Time, and bench/STAGE_RESULTS.md):
/// - Entries hold only the key and a slot number; actions live in the queue's slot table, so
///   sifting moves 16 trivially-copyable bytes (no reference counting, no closure traffic) and a
///   million pending timers make a 16 MB heap instead of 32 MB.
/// - An entry compares as one unsigned 128-bit number (due time high, tag low), so picking the
///   smallest of four children compiles to compare-and-conditional-move, without branches.
///   Heap comparisons on random keys are coin flips a branch predictor cannot learn; with a
///   two-part comparison (due, then a wrap-around sequence difference) the compiler emitted
///   branches and the 4-ary heap lost to the binary one.
/// - With four children per node the heap is half as deep as a binary one (10 levels instead of
///   20 for a million entries), and each level is one cache line, so a pop fetches half the
///   lines.
/// - Heap index k sits at position k + 3 of a 64-byte-aligned buffer, so the children of index i
///   (4i+1 ... 4i+4) sit at byte offset 64(i+1): exactly one line.
///
/// Push and pop are O(log n). The class exists for its deinit; its fields are only touched from
/// the queue's single mutating entry points.
final class TimerHeap {
    /// A pending event's key and where its action lives.
    struct Entry {
        /// Never negative (the clock never schedules before time 0), so its bit pattern orders as
        /// an unsigned number.
        var due: Int64
        /// Sequence rank (bits 32–63), cascade flag (bit 31), slot (bits 0–30). Ranks are unique
        /// among entries in the heap and grow with scheduling order, so comparing whole tags
        /// compares ranks: equal due times come out first scheduled, first out.
        var tag: UInt64

        @inline(__always) var slot: Int { Int(tag & 0x7FFF_FFFF) }
        /// Scheduled for the current instant by a callback firing at it (the 0-delay rule).
        @inline(__always) var cascade: Bool { tag & 0x8000_0000 != 0 }
        @inline(__always) var rank: UInt64 { tag >> 32 }

        @inline(__always)
        static func < (a: Entry, b: Entry) -> Bool {
            #if canImport(Darwin)
            // UInt128 needs macOS 15; the lexicographic form is equivalent, only branchier.
            return a.due < b.due || (a.due == b.due && a.tag < b.tag)
            #else
            return (UInt128(UInt64(bitPattern: a.due)) << 64 | UInt128(a.tag))
                < (UInt128(UInt64(bitPattern: b.due)) << 64 | UInt128(b.tag))
            #endif
        }
    }

    /// Unused positions in front of heap index 0 (see the type's layout note).
    private static let pad = 3

    @exclusivity(unchecked) private var raw: UnsafeMutableRawPointer
    /// Heap index 0.
    @exclusivity(unchecked) private var h: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 64
        (raw, h) = TimerHeap.allocate(capacity)
    }

    deinit { raw.deallocate() }

    private static func allocate(_ capacity: Int) -> (UnsafeMutableRawPointer, UnsafeMutablePointer<Entry>) {
        let stride = MemoryLayout<Entry>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: (capacity + pad) * stride, alignment: 64)
        let h = (raw + pad * stride).bindMemory(to: Entry.self, capacity: capacity)
        return (raw, h)
    }

    func reserve(_ n: Int) {
        guard n > capacity else { return }
        let (bigRaw, bigH) = TimerHeap.allocate(n)
        bigH.initialize(from: h, count: count)
        raw.deallocate()
        (raw, h, capacity) = (bigRaw, bigH, n)
    }

    /// The earliest entry (count must be > 0).
    @inline(__always) var root: Entry { h[0] }

    @inline(__always)
    func push(_ entry: Entry) {
        if count == capacity { reserve(capacity * 2) }
        // Hole-based sift-up: parents move down, the new entry is written once. (A branch here
        // is fine: a new entry usually stops within a level or two.)
        let h = self.h
        var i = count
        count += 1
        while i > 0 {
            let parent = (i - 1) >> 2
            let p = h[parent]
            if !(entry < p) { break }
            h[i] = p
            i = parent
        }
        h[i] = entry
    }

    /// Removes and returns the earliest entry (count must be > 0).
    @inline(__always)
    func pop() -> Entry {
        let h = self.h
        let top = h[0]
        count -= 1
        if count > 0 { siftDown(from: 0, h[count]) }
        return top
    }

    /// Writes `entry` into the hole at heap index `start`, keeping the heap ordered below it.
    ///
    /// Bottom-up (Floyd's refinement): the hole first sinks to a leaf along the smallest children,
    /// without comparing them with `entry`, then `entry` rises from there. An entry that fills a
    /// popped root comes from the bottom and almost always belongs near it, so this saves one
    /// comparison per level (three instead of four) and the descent has no data-dependent exit.
    /// The base pointer is read once into a local: read through the class on every level, the
    /// compiler reloaded it after each store.
    @inline(__always)
    private func siftDown(from start: Int, _ entry: Entry) {
        let h = self.h
        let n = count
        var i = start
        while true {
            let first = 4 &* i &+ 1
            if first &+ 3 >= n { break }
            // All four children: a tournament (two independent comparisons, then one), each a
            // conditional move, on values loaded once.
            let p = h + first
            let e0 = p[0], e1 = p[1], e2 = p[2], e3 = p[3]
            let lowA = e1 < e0
            let a = lowA ? e1 : e0
            let ia = lowA ? 1 : 0
            let lowB = e3 < e2
            let b = lowB ? e3 : e2
            let ib = lowB ? 3 : 2
            let lowC = b < a
            h[i] = lowC ? b : a
            i = first &+ (lowC ? ib : ia)
        }
        // A last node with fewer than four children: its children are leaves.
        let first = 4 &* i &+ 1
        if first < n {
            var c = first
            var k = first &+ 1
            while k < n {
                if h[k] < h[c] { c = k }
                k &+= 1
            }
            h[i] = h[c]
            i = c
        }
        // Rise, not above `start`.
        while i > start {
            let parent = (i &- 1) >> 2
            let q = h[parent]
            if !(entry < q) { break }
            h[i] = q
            i = parent
        }
        h[i] = entry
    }

    /// Removes the entries `drop` selects, then restores the heap property in O(n) (Floyd).
    func removeAndHeapify(_ drop: (Entry) -> Bool) {
        var kept = 0
        for k in 0..<count where !drop(h[k]) {
            h[kept] = h[k]
            kept += 1
        }
        count = kept
        guard count > 1 else { return }
        for start in stride(from: (count - 2) / 4, through: 0, by: -1) {
            siftDown(from: start, h[start])
        }
    }

    /// Renumbers the entries' ranks 0, 1, 2, ... in their current order and returns the next
    /// free rank (the count). Order is kept, so the heap stays valid as it is. O(n log n); the
    /// queue calls it when ranks run out, at most once per 2^31 schedules.
    func renumberRanks() -> UInt64 {
        var order = ContiguousArray<(rank: UInt64, index: Int)>()
        order.reserveCapacity(count)
        for k in 0..<count { order.append((h[k].rank, k)) }
        order.sort { $0.rank < $1.rank }
        for (newRank, e) in order.enumerated() {
            h[e.index].tag = UInt64(newRank) << 32 | (h[e.index].tag & 0xFFFF_FFFF)
        }
        return UInt64(count)
    }

    func removeAll() { count = 0 }

    /// Heap index `i` (invariant checks).
    func entry(_ i: Int) -> Entry { h[i] }

    /// Whether every entry is no smaller than its parent (O(n): invariant checks only).
    func isHeapOrdered() -> Bool {
        for i in stride(from: 1, to: count, by: 1) where h[i] < h[(i - 1) / 4] { return false }
        return true
    }
}
