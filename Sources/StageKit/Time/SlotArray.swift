/// A growable array for the timer queue's per-slot tables (records, pending bits, labels, free
/// slots).
///
/// The queue touches these on every schedule and fire; `ContiguousArray` would add a uniqueness
/// check (an out-of-line call) and a bounds check to each access. This one is a class owned by a
/// single queue, so there is nothing to copy on write, and its indices are slot numbers the queue
/// handed out itself (checked in debug builds only). Storage has the element's natural alignment:
/// an over-aligned request goes through `posix_memalign`, a slower path of the allocator.
final class SlotArray<Element> {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 16
        base = SlotArray.allocate(capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    private static func allocate(_ n: Int) -> UnsafeMutablePointer<Element> { .allocate(capacity: n) }

    func reserve(_ n: Int) {
        guard n > capacity else { return }
        let bigger = SlotArray.allocate(n)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = n
    }

    @inline(__always)
    subscript(i: Int) -> Element {
        // A read accessor, not a getter: `actions[i] != nil` looks in place, without copying
        // (retaining) the closure.
        _read {
            assert(i >= 0 && i < count)
            yield base[i]
        }
        _modify {
            assert(i >= 0 && i < count)
            yield &base[i]
        }
    }

    @inline(__always)
    func append(_ e: __owned Element) {
        if count == capacity { reserve(capacity * 2) }
        (base + count).initialize(to: e)
        count += 1
    }

    /// Removes and returns the last element, or nil when empty.
    @inline(__always)
    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Forgets every element without deinitializing them: only for elements that need none (all
    /// nil, or trivial), which the caller knows and the deinit would otherwise check one by one
    /// through the runtime's generic path.
    func forgetTrivialElements() {
        count = 0
    }

    /// Removes every element (they are released now).
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }
}
