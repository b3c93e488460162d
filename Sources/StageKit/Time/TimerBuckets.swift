/// The timer queue's far future: the events due at or after the heap's bound, unordered, in
/// 256 buckets by the highest hexadecimal digit in which their due time differs from a reference
/// time (at or before all of them), and that digit's value (a radix heap with 16-way digits). Every due time in bucket
/// i is
/// smaller than every one in bucket j > i, so the lowest buckets always hold the earliest
/// events; within a bucket there is no order at all.
///
/// Why (docs/internals/STAGE.md, Time): scheduling appends to the end of one of a few dozen busy
/// buckets, a line that is in cache, so a million pending timers cost sequential writes instead
/// of a million-entry heap whose levels miss the cache on every push and pop. When the queue's
/// heap runs empty, `refill` hands it the lowest buckets, at most `limit` entries (unless one
/// instant alone holds more), so the heap stays small enough to live in cache.
///
/// - Bucket index: with L the position of the highest differing digit (0 when the due time is
///   the reference itself), `16 L + digit L of the due time`. Digits above L equal the
///   reference's and digit L exceeds it, so buckets in index order hold increasing, contiguous
///   ranges of time; a level-0 bucket holds one due time.
/// - Append is O(1). `refill` moves each entry into the heap once; a bucket larger than the limit
///   is first split: the start of its range becomes the reference and its entries spread over
///   the lower levels' buckets by their next digit (higher buckets keep their indices: the new
///   reference agrees with the old one from the split level up). An entry only moves down a
///   level, so at most 15 times in all; random due times: about log16(n / limit) times.
/// - Entries are moved bitwise; no closure is retained or released here.
///
/// Invariants (`violation(bound:)`): every entry in bucket i has `index(of: due) == i` and is
/// due at or after the queue's bound; the occupied mask and `count` match the buckets.
final class TimerBuckets {
    private struct Bucket {
        var base: UnsafeMutablePointer<TimerEntry>?
        var count = 0
        var capacity = 0
    }

    private static let bucketCount = 256
    @exclusivity(unchecked) private var buckets: UnsafeMutablePointer<Bucket>
    /// The time bucket indices are taken from; at or before every entry's due time.
    @exclusivity(unchecked) private(set) var reference: UInt64 = 0
    /// Bit i % 64 of word i / 64 is set when bucket i is not empty (four words).
    private let occupied: UnsafeMutablePointer<UInt64>
    /// Entries in all buckets.
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        buckets = .allocate(capacity: TimerBuckets.bucketCount)
        buckets.initialize(repeating: Bucket(), count: TimerBuckets.bucketCount)
        occupied = .allocate(capacity: 4)
        occupied.initialize(repeating: 0, count: 4)
    }

    deinit {
        for i in 0..<TimerBuckets.bucketCount {
            if let base = buckets[i].base {
                base.deinitialize(count: buckets[i].count)
                UnsafeMutableRawPointer(base).deallocate()
            }
        }
        buckets.deallocate()
        occupied.deallocate()
    }

    /// The bucket of an entry due at `due` (at or after `reference`; see the type's note). Due
    /// times are below 2^63, so the top level's digit is at most 7.
    @inline(__always)
    func index(of due: Int64) -> Int {
        let x = UInt64(bitPattern: due)
        let level = (63 &- ((x ^ reference) | 1).leadingZeroBitCount) >> 2
        return level << 4 | Int(truncatingIfNeeded: (x >> UInt64(level << 2)) & 15)
    }

    /// Where bucket `k`'s due times end (exclusive): the next nonempty bucket starts at or after it.
    @inline(__always)
    private func rangeEnd(_ k: Int) -> UInt64 {
        let shift = UInt64((k >> 4) << 2)
        // The reference's digits above the level (a shift by 64 gives 0), then digit + 1 at it.
        return (reference >> (shift + 4)) << (shift + 4) &+ (UInt64(k & 15) + 1) << shift
    }

    @inline(__always)
    private func isOccupied(_ i: Int) -> Bool { occupied[i >> 6] & (1 << UInt64(i & 63)) != 0 }

    @inline(__always)
    private func setOccupied(_ i: Int, _ on: Bool) {
        if on { occupied[i >> 6] |= 1 << UInt64(i & 63) } else { occupied[i >> 6] &= ~(1 << UInt64(i & 63)) }
    }

    /// The lowest nonempty bucket at or after `from`, or nil.
    @inline(__always)
    private func firstOccupied(from: Int = 0) -> Int? {
        var w = from >> 6
        guard w < 4 else { return nil }
        var bits = occupied[w] & (~0 << UInt64(from & 63))
        while true {
            if bits != 0 { return w << 6 | bits.trailingZeroBitCount }
            w += 1
            if w == 4 { return nil }
            bits = occupied[w]
        }
    }

    /// Takes `reference` as the time indices are taken from (the buckets must be empty).
    func rebase(to reference: UInt64) {
        assert(count == 0)
        self.reference = reference
    }

    @inline(__always)
    func append(_ entry: __owned TimerEntry) {
        let i = index(of: entry.due)
        let b = buckets + i
        if b.pointee.count == b.pointee.capacity { grow(b) }
        (b.pointee.base.unsafelyUnwrapped + b.pointee.count).initialize(to: entry)
        b.pointee.count &+= 1
        setOccupied(i, true)
        count &+= 1
    }

    private func grow(_ b: UnsafeMutablePointer<Bucket>) {
        let capacity = max(16, b.pointee.capacity * 2)
        let bigger = UnsafeMutableRawPointer.allocate(
            byteCount: capacity * MemoryLayout<TimerEntry>.stride, alignment: 64
        )
            .bindMemory(to: TimerEntry.self, capacity: capacity)
        if let base = b.pointee.base {
            bigger.moveInitialize(from: base, count: b.pointee.count)
            UnsafeMutableRawPointer(base).deallocate()
        }
        b.pointee.base = bigger
        b.pointee.capacity = capacity
    }

    /// Moves the earliest entries into the empty `heap` and returns the new bound: every entry
    /// moved is due before it, every one left at or after it. Moves the lowest buckets while
    /// their total stays within `limit` (at least one bucket), splitting a larger lowest bucket
    /// first. `count` must be > 0.
    func refill(into heap: TimerHeap, limit: Int) -> UInt64 {
        assert(count > 0 && heap.count == 0)
        while true {
            let i = firstOccupied().unsafelyUnwrapped
            // A level-0 bucket holds one due time: it cannot be split, whatever its size.
            if i >= 16 && buckets[i].count > limit {
                split(i)
                continue
            }
            var last = i
            var moved = 0
            while true {
                let b = buckets + last
                heap.appendUnordered(moving: b.pointee.base.unsafelyUnwrapped, count: b.pointee.count)
                moved += b.pointee.count
                count -= b.pointee.count
                b.pointee.count = 0
                setOccupied(last, false)
                guard let next = firstOccupied(from: last + 1), moved + buckets[next].count <= limit else { break }
                last = next
            }
            heap.heapify()
            return rangeEnd(last)
        }
    }

    /// Makes the start of bucket `i`'s range the reference and redistributes its entries over the
    /// lower levels, by their next digit (see the type's note). No entry is read twice: the new
    /// reference needs no search.
    private func split(_ i: Int) {
        let b = buckets + i
        let base = b.pointee.base.unsafelyUnwrapped
        let n = b.pointee.count
        let shift = UInt64((i >> 4) << 2)
        reference = (reference >> (shift + 4)) << (shift + 4) &+ UInt64(i & 15) << shift
        b.pointee.count = 0
        setOccupied(i, false)
        count -= n
        for k in 0..<n { append((base + k).move()) }
    }

    /// Removes the entries `drop` selects by key, handing each to `dropped`.
    func remove(where drop: (Int64, UInt64) -> Bool, _ dropped: (__owned TimerEntry) -> Void) {
        for i in 0..<TimerBuckets.bucketCount where isOccupied(i) {
            let b = buckets + i
            let base = b.pointee.base.unsafelyUnwrapped
            var kept = 0
            for k in 0..<b.pointee.count {
                if drop(base[k].due, base[k].tag) {
                    dropped((base + k).move())
                } else {
                    if kept != k { (base + kept).moveInitialize(from: base + k, count: 1) }
                    kept += 1
                }
            }
            count -= b.pointee.count - kept
            b.pointee.count = kept
            if kept == 0 { setOccupied(i, false) }
        }
    }

    /// Moves every entry out to `body` (the buckets are empty after; their storage is kept).
    func drain(_ body: (__owned TimerEntry) -> Void) {
        for i in 0..<TimerBuckets.bucketCount where buckets[i].count > 0 {
            let base = buckets[i].base.unsafelyUnwrapped
            let n = buckets[i].count
            buckets[i].count = 0
            for k in 0..<n { body((base + k).move()) }
        }
        occupied.update(repeating: 0, count: 4)
        count = 0
    }

    /// Calls `body` with each entry's storage and its bucket (renumbering tags in place,
    /// invariant checks).
    func forEachEntry(_ body: (UnsafeMutablePointer<TimerEntry>, Int) -> Void) {
        for i in 0..<TimerBuckets.bucketCount where buckets[i].count > 0 {
            let base = buckets[i].base.unsafelyUnwrapped
            for k in 0..<buckets[i].count { body(base + k, i) }
        }
    }

    /// The invariants in the type's note, given the queue's bound: nil when they hold, else what
    /// is wrong (O(n): invariant checks only).
    func violation(bound: UInt64) -> String? {
        var total = 0
        for i in 0..<TimerBuckets.bucketCount {
            let n = buckets[i].count
            if (n > 0) != isOccupied(i) { return "bucket \(i): occupied bit wrong" }
            total += n
        }
        if total != count { return "\(total) entries in the buckets, counted \(count)" }
        if count > 0 && reference > bound { return "reference \(reference) after the bound \(bound)" }
        var wrong: String?
        forEachEntry { e, i in
            guard wrong == nil else { return }
            if index(of: e.pointee.due) != i {
                wrong = "entry due \(e.pointee.due) in bucket \(i), belongs in \(index(of: e.pointee.due))"
            }
            if UInt64(bitPattern: e.pointee.due) < bound {
                wrong = "entry due \(e.pointee.due) before the bound \(bound)"
            }
        }
        return wrong
    }
}
