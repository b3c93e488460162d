/// The timer queue's near-future events: a 4-ary min-heap of 32-byte `TimerEntry`s ordered by
/// (due time, tag), laid out so that a node's four children fill one 128-byte pair of lines.
///
/// Why this shape (measurements in bench/HISTORY.md, "The clock's timer layout", and bench/STAGE_RESULTS.md):
/// - The queue keeps this heap small (`TimerBuckets` holds the far future and hands it over a
///   bucket at a time), so it stays in cache and entries can carry their action: firing reads
///   the entry it pops, nothing else.
/// - Entries are moved bitwise (`moveInitialize`), so sifting never retains or releases a closure.
/// - Keys compare as one unsigned 128-bit number (`TimerEntry.precedes`): picking the smallest
///   of four children is compare-and-conditional-move, not branches on coin flips.
/// - Four children per node make the heap half as deep as a binary one. Heap index k sits at
///   position k + 3 of a 128-byte-aligned buffer, so the children of index i (4i+1 ... 4i+4)
///   start at byte offset 128(i+1).
///
/// Push and pop are O(log n). The class exists for its deinit; its fields are only touched from
/// the queue's single mutating entry points.
final class TimerHeap {
    /// Unused positions in front of heap index 0 (see the type's layout note).
    private static let pad = 3

    @exclusivity(unchecked) private var raw: UnsafeMutableRawPointer
    /// Heap index 0.
    @exclusivity(unchecked) private var h: UnsafeMutablePointer<TimerEntry>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 64
        (raw, h) = TimerHeap.allocate(capacity)
    }

    deinit {
        h.deinitialize(count: count)
        raw.deallocate()
    }

    private static func allocate(_ capacity: Int) -> (UnsafeMutableRawPointer, UnsafeMutablePointer<TimerEntry>) {
        let stride = MemoryLayout<TimerEntry>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: (capacity + pad) * stride, alignment: 128)
        let h = (raw + pad * stride).bindMemory(to: TimerEntry.self, capacity: capacity)
        return (raw, h)
    }

    func reserve(_ n: Int) {
        guard n > capacity else { return }
        let (bigRaw, bigH) = TimerHeap.allocate(n)
        bigH.moveInitialize(from: h, count: count)
        raw.deallocate()
        (raw, h, capacity) = (bigRaw, bigH, n)
    }

    /// The earliest entry's key and slot (count must be > 0).
    @inline(__always) var rootDue: Int64 { h[0].due }
    @inline(__always) var rootTag: UInt64 { h[0].tag }

    @inline(__always)
    func push(_ entry: __owned TimerEntry) {
        if count == capacity { reserve(capacity * 2) }
        // Hole-based sift-up: parents move down, the new entry is written once. (A branch here
        // is fine: a new entry usually stops within a level or two.)
        let h = self.h
        let d = entry.due, t = entry.tag
        var i = count
        count += 1
        while i > 0 {
            let parent = (i &- 1) >> 2
            if !TimerEntry.precedes(d, t, h[parent].due, h[parent].tag) { break }
            (h + i).moveInitialize(from: h + parent, count: 1)
            i = parent
        }
        (h + i).initialize(to: entry)
    }

    /// Removes and returns the earliest entry (count must be > 0).
    @inline(__always)
    func pop() -> TimerEntry {
        let h = self.h
        let top = h.move()
        count -= 1
        if count > 0 { siftDown(from: 0, (h + count).move()) }
        return top
    }

    /// Writes `entry` into the hole at heap index `start`, keeping the heap ordered below it.
    ///
    /// Bottom-up (Floyd's refinement): the hole first sinks to a leaf along the smallest children,
    /// without comparing them with `entry`, then `entry` rises from there. An entry that fills a
    /// popped root comes from the bottom and almost always belongs near it, so this saves one
    /// comparison per level (three instead of four) and the descent has no data-dependent exit.
    @inline(__always)
    private func siftDown(from start: Int, _ entry: __owned TimerEntry) {
        let h = self.h
        let n = count
        var i = start
        while true {
            let first = 4 &* i &+ 1
            if first &+ 3 >= n { break }
            // All four children: a tournament (two independent comparisons, then one), each a
            // conditional move, on keys loaded once.
            let p = h + first
            let d0 = p[0].due, t0 = p[0].tag, d1 = p[1].due, t1 = p[1].tag
            let d2 = p[2].due, t2 = p[2].tag, d3 = p[3].due, t3 = p[3].tag
            let lowA = TimerEntry.precedes(d1, t1, d0, t0)
            let da = lowA ? d1 : d0, ta = lowA ? t1 : t0
            let ia = lowA ? 1 : 0
            let lowB = TimerEntry.precedes(d3, t3, d2, t2)
            let db = lowB ? d3 : d2, tb = lowB ? t3 : t2
            let ib = lowB ? 3 : 2
            let c = first &+ (TimerEntry.precedes(db, tb, da, ta) ? ib : ia)
            (h + i).moveInitialize(from: h + c, count: 1)
            i = c
        }
        // A last node with fewer than four children: its children are leaves.
        let first = 4 &* i &+ 1
        if first < n {
            var c = first
            var k = first &+ 1
            while k < n {
                if TimerEntry.precedes(h[k].due, h[k].tag, h[c].due, h[c].tag) { c = k }
                k &+= 1
            }
            (h + i).moveInitialize(from: h + c, count: 1)
            i = c
        }
        // Rise, not above `start`.
        let d = entry.due, t = entry.tag
        while i > start {
            let parent = (i &- 1) >> 2
            if !TimerEntry.precedes(d, t, h[parent].due, h[parent].tag) { break }
            (h + i).moveInitialize(from: h + parent, count: 1)
            i = parent
        }
        (h + i).initialize(to: entry)
    }

    /// Moves `n` entries from `source` (left uninitialized) to the end of the heap, unordered;
    /// `heapify` must follow before the next push or pop.
    func appendUnordered(moving source: UnsafeMutablePointer<TimerEntry>, count n: Int) {
        if count + n > capacity { reserve(max(capacity * 2, count + n)) }
        (h + count).moveInitialize(from: source, count: n)
        count += n
    }

    /// Restores the heap property in O(n) (Floyd). Top-down sifts, which stop as soon as the
    /// entry is in place: a refill's buckets are often in order already (timers scheduled in due
    /// order), and then each sift is one comparison of four children.
    func heapify() {
        guard count > 1 else { return }
        let h = self.h
        let n = count
        for start in stride(from: (n - 2) / 4, through: 0, by: -1) {
            let entry = (h + start).move()
            let d = entry.due, t = entry.tag
            var i = start
            while true {
                let first = 4 &* i &+ 1
                if first >= n { break }
                var c = first
                var k = first &+ 1
                let end = min(first &+ 4, n)
                while k < end {
                    if TimerEntry.precedes(h[k].due, h[k].tag, h[c].due, h[c].tag) { c = k }
                    k &+= 1
                }
                if !TimerEntry.precedes(h[c].due, h[c].tag, d, t) { break }
                (h + i).moveInitialize(from: h + c, count: 1)
                i = c
            }
            (h + i).initialize(to: entry)
        }
    }

    /// Removes the entries `drop` selects by key, handing each to `dropped`, then restores the
    /// heap property in O(n).
    func remove(where drop: (Int64, UInt64) -> Bool, _ dropped: (__owned TimerEntry) -> Void) {
        var kept = 0
        for k in 0..<count {
            if drop(h[k].due, h[k].tag) {
                dropped((h + k).move())
            } else {
                if kept != k { (h + kept).moveInitialize(from: h + k, count: 1) }
                kept += 1
            }
        }
        count = kept
        heapify()
    }

    /// Moves every entry out to `body` (the heap is empty after).
    func drain(_ body: (__owned TimerEntry) -> Void) {
        let n = count
        count = 0
        for k in 0..<n { body((h + k).move()) }
    }

    /// Entry `i`'s storage, for renumbering tags in place and invariant checks.
    func entry(_ i: Int) -> UnsafeMutablePointer<TimerEntry> { h + i }

    /// Whether every entry is no smaller than its parent (O(n): invariant checks only).
    func isHeapOrdered() -> Bool {
        for i in stride(from: 1, to: count, by: 1) {
            let p = (i - 1) / 4
            if TimerEntry.precedes(h[i].due, h[i].tag, h[p].due, h[p].tag) { return false }
        }
        return true
    }
}
