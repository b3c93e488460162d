/// LSTPopView's `popViewMarr` (LSTPopView.m:242-256) for the "objc" policy: registered popups in
/// the library's order, duplicates kept, with the queries the policy asks on every pop and
/// dismissal in O(log n) (plus a scan of one run of equal priorities), where the array itself
/// costs O(n) per registration.
///
/// The library appends and exchange-sorts the whole array on every registration. On an array
/// that was ascending, the result is (`PopupExchangeSort`): the entries up to the last one of
/// priority ≤ x, then x, then every run of equal priorities above x with its first entry moved
/// to its end. So the array is kept as its runs, one per distinct priority, in a treap keyed by
/// priority; a run holds its entries in a physical array read from `rotation` on, and registering
/// x rotates every run above x by one through a lazy tag on that part of the treap.
///
/// A registered popup whose priority changes (a property write; popping it again with another
/// priority) leaves the array unsorted until the next registration, which replays the library's
/// loops (`PopupExchangeSort.replayed`, O(n log n)): the registry holds a plain array meanwhile
/// and rebuilds its runs from the sorted result.
///
/// Invariants (`checkInvariants()`): each run is non-empty and holds entries of its priority
/// only; the treap is ordered by priority and heap-ordered by node rank; every entry's count
/// matches its copies; each group's priority counts match its members.
///
/// ```swift
/// var r = PopupRegistry()
/// let k = PopupGroupKey(host: "window", groupId: nil)
/// r.register(PopupID(1), priority: 5, key: k)
/// r.register(PopupID(2), priority: 5, key: k)
/// r.register(PopupID(3), priority: 1, key: k)
/// r.ids            // [popup#3, popup#2, popup#1]: the run of 5s rotated, as the library's sort leaves it
/// r.last(in: k)    // popup#1
/// ```
public struct PopupRegistry: Sendable, Hashable, InvariantChecking {
    /// What the registry knows of a registered popup: its copies, its priority and group when
    /// registered (or changed since).
    struct Entry: Hashable, Sendable {
        var copies: Int
        var priority: Double
        var key: PopupGroupKey
    }

    /// Registered popups.
    private var entries: [PopupID: Entry] = [:]
    /// Not nil while the array is not sorted (a registered popup's priority changed): the array.
    private var unsorted: [PopupID]?
    /// Replay the library's loops as written on every registration (O(n²): the differential tests).
    var sortsByReference = false {
        didSet { if sortsByReference && unsorted == nil { unsorted = ids } }
    }

    // The runs' treap (nodes by index; -1: none).
    private var key: [Double] = []
    private var rank: [UInt64] = []
    private var left: [Int32] = []
    private var right: [Int32] = []
    /// Rotations still to pass to the node's children.
    private var tag: [Int] = []
    /// The run's logical first entry's physical index.
    private var rotation: [Int] = []
    private var run: [[PopupID]] = []
    private var free: [Int32] = []
    private var root: Int32 = -1
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// Each group's registered priorities (for its last member: the highest priority's run).
    private var groups: [PopupGroupKey: GroupPriorities] = [:]

    public init() {}

    public static func == (a: PopupRegistry, b: PopupRegistry) -> Bool { a.ids == b.ids }
    public func hash(into h: inout Hasher) { h.combine(ids) }

    // MARK: queries

    /// The array, in the library's order: O(n).
    public var ids: [PopupID] {
        if let unsorted { return unsorted }
        var out: [PopupID] = []
        out.reserveCapacity(entries.values.reduce(0) { $0 + $1.copies })
        walk(root, pending: 0) { r, rot in
            out.append(contentsOf: r[rot...])
            out.append(contentsOf: r[..<rot])
        }
        return out
    }

    public var isEmpty: Bool { entries.isEmpty }

    public func contains(_ id: PopupID) -> Bool { entries[id] != nil }

    /// The priority and group the registry files a registered popup under.
    func filing(of id: PopupID) -> (priority: Double, key: PopupGroupKey)? {
        entries[id].map { ($0.priority, $0.key) }
    }

    /// The group has a registered member: O(1).
    public func hasMembers(in k: PopupGroupKey) -> Bool { groups[k] != nil }

    /// The group's members in the array's order (duplicates kept).
    public func members(of k: PopupGroupKey) -> [PopupID] {
        if let unsorted { return unsorted.filter { entries[$0]?.key == k } }
        guard let g = groups[k] else { return [] }
        var out: [PopupID] = []
        for p in g.counts.keys.sorted() {
            guard let (n, rot) = find(p) else { continue }
            let r = run[Int(n)]
            for id in r[rot...] where entries[id]?.key == k { out.append(id) }
            for id in r[..<rot] where entries[id]?.key == k { out.append(id) }
        }
        return out
    }

    /// The group's last member in the array (the library's `lastObject` of the group's array):
    /// the end of the run of its highest priority, scanned back to the group's entry.
    public func last(in k: PopupGroupKey) -> PopupID? {
        if let unsorted { return unsorted.last { entries[$0]?.key == k } }
        guard let p = groups[k]?.highest, let (n, rot) = find(p) else { return nil }
        let r = run[Int(n)]
        for i in stride(from: r.count - 1, through: 0, by: -1) {
            let id = r[(rot + i) % r.count]
            if entries[id]?.key == k { return id }
        }
        return nil
    }

    // MARK: changes

    /// Appends `id` and sorts as the library does (LSTPopView.m:242-256).
    public mutating func register(_ id: PopupID, priority: Double, key k: PopupGroupKey) {
        if let e = entries[id], e.priority != priority || e.key != k { update(id, priority: priority, key: k) }
        entries[id, default: Entry(copies: 0, priority: priority, key: k)].copies += 1
        groups[k, default: GroupPriorities()].add(priority)
        if var a = unsorted {
            unsorted = nil
            let entries = self.entries
            let p = { (id: PopupID) in entries[id]?.priority ?? 0 }
            if sortsByReference {
                a.append(id)
                PopupExchangeSort.reference(&a, priority: p)
                unsorted = a
            } else {
                PopupExchangeSort.appendAndSort(id, to: &a, priority: p)
                rebuild(from: a)
            }
            return
        }
        // Runs below and at the priority, and above it (rotated by one: the sort's carry).
        let (low, high) = split(root, priority, keepEqualLeft: true)
        let (below, at) = split(low, priority, keepEqualLeft: false)
        apply(high, 1)
        var n = at
        if n < 0 { n = newNode(priority) }
        // Appending at the logical end: before the physical entry the run is read from.
        let rot = rotation[Int(n)]
        run[Int(n)].insert(id, at: rot)
        rotation[Int(n)] = (rot + 1) % run[Int(n)].count
        root = merge(merge(below, n), high)
    }

    /// Removes every copy of `id` (the library's `removeObject:`).
    public mutating func remove(_ id: PopupID) {
        guard let e = entries.removeValue(forKey: id) else { return }
        groups[e.key]?.remove(e.priority, e.copies)
        if groups[e.key]?.counts.isEmpty == true { groups[e.key] = nil }
        if unsorted != nil { unsorted?.removeAll { $0 == id }; return }
        let (low, high) = split(root, e.priority, keepEqualLeft: true)
        let (below, at) = split(low, e.priority, keepEqualLeft: false)
        var kept = at
        if at >= 0 {
            let n = Int(at)
            let rot = rotation[n]
            let before = run[n][..<rot].reduce(0) { $0 + ($1 == id ? 1 : 0) }
            run[n].removeAll { $0 == id }
            rotation[n] = run[n].isEmpty ? 0 : (rot - before) % run[n].count
            if run[n].isEmpty { release(at); kept = -1 }
        }
        root = merge(merge(below, kept), high)
    }

    /// A registered popup's properties changed: its group moves at once; a new priority leaves
    /// the array unsorted until the next registration (the library sorts only there).
    public mutating func update(_ id: PopupID, priority: Double, key k: PopupGroupKey) {
        guard let e = entries[id], e.priority != priority || e.key != k else { return }
        if e.priority != priority && unsorted == nil { unsorted = ids }
        groups[e.key]?.remove(e.priority, e.copies)
        if groups[e.key]?.counts.isEmpty == true { groups[e.key] = nil }
        for _ in 0..<e.copies { groups[k, default: GroupPriorities()].add(priority) }
        entries[id] = Entry(copies: e.copies, priority: priority, key: k)
    }

    // MARK: the treap

    private mutating func newNode(_ p: Double) -> Int32 {
        // A fixed sequence (splitmix64): the same shape on every run.
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        let r = z ^ (z >> 31)
        if let n = free.popLast() {
            let i = Int(n)
            (key[i], rank[i], left[i], right[i], tag[i], rotation[i], run[i]) = (p, r, -1, -1, 0, 0, [])
            return n
        }
        key.append(p); rank.append(r); left.append(-1); right.append(-1)
        tag.append(0); rotation.append(0); run.append([])
        return Int32(key.count - 1)
    }

    private mutating func release(_ n: Int32) {
        run[Int(n)] = []
        free.append(n)
    }

    /// Rotates every run of the subtree by `k`.
    private mutating func apply(_ t: Int32, _ k: Int) {
        guard t >= 0, k != 0 else { return }
        let i = Int(t)
        if !run[i].isEmpty { rotation[i] = (rotation[i] + k % run[i].count) % run[i].count }
        tag[i] &+= k
    }

    private mutating func push(_ t: Int32) {
        let i = Int(t)
        guard tag[i] != 0 else { return }
        apply(left[i], tag[i])
        apply(right[i], tag[i])
        tag[i] = 0
    }

    /// Splits by priority: keys below `p` (and equal to it with `keepEqualLeft`) on the left.
    private mutating func split(_ t: Int32, _ p: Double, keepEqualLeft: Bool) -> (Int32, Int32) {
        guard t >= 0 else { return (-1, -1) }
        push(t)
        let i = Int(t)
        if key[i] < p || (keepEqualLeft && key[i] == p) {
            let (a, b) = split(right[i], p, keepEqualLeft: keepEqualLeft)
            right[i] = a
            return (t, b)
        }
        let (a, b) = split(left[i], p, keepEqualLeft: keepEqualLeft)
        left[i] = b
        return (a, t)
    }

    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if rank[Int(a)] > rank[Int(b)] {
            push(a)
            right[Int(a)] = merge(right[Int(a)], b)
            return a
        }
        push(b)
        left[Int(b)] = merge(a, left[Int(b)])
        return b
    }

    /// The run of priority `p` and its rotation with the tags still pending above it.
    private func find(_ p: Double) -> (Int32, Int)? {
        var t = root
        var pending = 0
        while t >= 0 {
            let i = Int(t)
            if key[i] == p {
                let c = run[i].count
                return c == 0 ? nil : (t, (rotation[i] + pending % c) % c)
            }
            pending &+= tag[i]
            t = key[i] < p ? right[i] : left[i]
        }
        return nil
    }

    /// In priority order: each run and its rotation.
    private func walk(_ t: Int32, pending: Int, _ body: ([PopupID], Int) -> Void) {
        guard t >= 0 else { return }
        let i = Int(t)
        walk(left[i], pending: pending &+ tag[i], body)
        let c = run[i].count
        if c > 0 { body(run[i], (rotation[i] + pending % c) % c) }
        walk(right[i], pending: pending &+ tag[i], body)
    }

    /// The runs of a sorted array, from scratch.
    private mutating func rebuild(from sorted: [PopupID]) {
        (key, rank, left, right, tag, rotation, run, free, root) = ([], [], [], [], [], [], [], [], -1)
        var start = 0
        while start < sorted.count {
            let p = entries[sorted[start]]?.priority ?? 0
            var end = start + 1
            while end < sorted.count && (entries[sorted[end]]?.priority ?? 0) == p { end += 1 }
            let n = newNode(p)
            run[Int(n)] = Array(sorted[start..<end])
            root = merge(root, n)
            start = end
        }
    }

    // MARK: invariants

    public func checkInvariants() throws(InvariantBroken) {
        var problems: [String] = []
        var copies: [PopupID: Int] = [:]
        for id in ids { copies[id, default: 0] += 1 }
        for (id, e) in entries where copies[id] != e.copies {
            problems.append("\(id) has \(copies[id] ?? 0) copies, counted \(e.copies)")
        }
        if copies.count != entries.count {
            problems.append("\(copies.count) popups in the array, \(entries.count) known")
        }
        var counted: [PopupGroupKey: [Double: Int]] = [:]
        for e in entries.values { counted[e.key, default: [:]][e.priority, default: 0] += e.copies }
        for (k, g) in groups where counted[k] != g.counts { problems.append("group \(k)'s priorities miscounted") }
        if unsorted == nil {
            var last = -Double.infinity
            walk(root, pending: 0) { r, _ in
                let p = r.first.flatMap { entries[$0]?.priority } ?? .nan
                if r.isEmpty { problems.append("an empty run") }
                if !(p > last) { problems.append("runs out of order at \(p)") }
                if r.contains(where: { entries[$0]?.priority != p }) { problems.append("run \(p) mixes priorities") }
                last = p
            }
            checkHeap(root, &problems)
        }
        try InvariantBroken.check(problems.sorted())
    }

    private func checkHeap(_ t: Int32, _ problems: inout [String]) {
        guard t >= 0 else { return }
        let i = Int(t)
        for c in [left[i], right[i]] where c >= 0 {
            if rank[Int(c)] > rank[i] { problems.append("treap rank out of order at \(key[i])") }
            checkHeap(c, &problems)
        }
    }
}

/// A group's registered priorities with their copies, and the highest (a max-heap with lazy
/// removal: a priority stays in the heap until it reaches the top with no copies).
struct GroupPriorities: Hashable, Sendable {
    var counts: [Double: Int] = [:]
    private var heap: [Double] = []

    /// The highest priority with copies (`remove` pops dead tops, so the top is live).
    var highest: Double? { heap.first }

    mutating func add(_ p: Double) {
        counts[p, default: 0] += 1
        guard counts[p] == 1 else { return }
        heap.append(p)
        var i = heap.count - 1
        while i > 0 && heap[(i - 1) / 2] < heap[i] {
            heap.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
        }
        // Dead entries are dropped when they outnumber the live ones.
        if heap.count > 2 * counts.count + 16 { heap = counts.keys.sorted(by: >) }
    }

    mutating func remove(_ p: Double, _ n: Int) {
        guard let c = counts[p] else { return }
        counts[p] = c > n ? c - n : nil
        while let top = heap.first, counts[top] == nil { popTop() }
    }

    private mutating func popTop() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count && heap[l] > heap[m] { m = l }
            if r < heap.count && heap[r] > heap[m] { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }
}
