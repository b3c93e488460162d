/// The table's items (section headers and rows) in order, with heights, as an implicit treap:
/// insert, delete, "where is row i", "which item is at y" and "what is row i's index now" all
/// cost O(log n), so a 100 000-row table pays per operation what a 1 000-row one does (the
/// per-row prefix sums that a flat array would need to rebuild on every delete live in the
/// subtree aggregates here). Deterministic: priorities come from a fixed-seed generator.
///
/// Items are addressed by position (0-based, headers included); rows by their flat row index
/// (headers excluded); every row also has a stable `id` for handles.
///
/// ```swift
/// var s = SwipeRowStore()
/// s.appendHeader(height: 28)
/// let a = s.appendRow(height: 76, data: "Mail 1")
/// s.appendRow(height: 76, data: "Mail 2")
/// s.top(ofRow: 1)          // 104
/// s.rowIndex(ofID: a)      // 0
/// s.removeRow(at: 0)
/// s.top(ofRow: 0)          // 28
/// ```
public struct SwipeRowStore: Sendable, InvariantChecking {
    private var left: [Int32] = []
    private var right: [Int32] = []
    private var parent: [Int32] = []
    private var priority: [UInt32] = []
    private var height: [Double] = []
    private var sumHeight: [Double] = []
    private var size: [Int32] = []
    private var rows: [Int32] = []
    private var headers: [Int32] = []
    private var isHeader: [Bool] = []
    private var ids: [Int] = []
    private var datas: [String] = []
    private var free: [Int32] = []
    private var root: Int32 = -1
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var nodeOfID: [Int: Int32] = [:]
    private var nextID = 1
    /// Heap bytes of the items' data strings (shared storage once), kept as they change.
    private var dataBytes = EngineMemory.StringBytes()

    public init() {}

    // MARK: Memory

    /// Makes room for `n` items, so that building a table of `n` allocates each table once.
    public mutating func reserveCapacity(_ n: Int) {
        left.reserveCapacity(n); right.reserveCapacity(n); parent.reserveCapacity(n)
        priority.reserveCapacity(n); height.reserveCapacity(n); sumHeight.reserveCapacity(n)
        size.reserveCapacity(n); rows.reserveCapacity(n); headers.reserveCapacity(n)
        isHeader.reserveCapacity(n); ids.reserveCapacity(n); datas.reserveCapacity(n)
        nodeOfID.reserveCapacity(n)
    }

    /// The bytes a store holds at these capacities: the per-item tables, the id map, the free
    /// list and the data strings. O(1).
    static func footprint(items: Int, ids: Int, free: Int, dataBytes: Int) -> Int {
        // left, right, parent, priority, size, rows, headers: 4 bytes; height, sumHeight, ids: 8;
        // isHeader: 1; datas: a String (16).
        let tables = EngineMemory.sum(
            EngineMemory.sum(
                EngineMemory.product(7, EngineMemory.array(capacity: items, stride: 4)),
                EngineMemory.product(3, EngineMemory.array(capacity: items, stride: 8))),
            EngineMemory.sum(
                EngineMemory.array(capacity: items, stride: 1), EngineMemory.array(capacity: items, stride: 16)))
        return EngineMemory.sum(
            EngineMemory.sum(tables, EngineMemory.dictionary(capacity: ids, keyStride: 8, valueStride: 4)),
                                EngineMemory.sum(EngineMemory.array(capacity: free, stride: 4), dataBytes))
    }

    /// What a store of `items` items whose data strings hold `dataBytes` will take once built
    /// with `reserveCapacity(items)`: reserve it before building.
    public static func estimatedFootprint(items: Int, dataBytes: Int) -> Int {
        footprint(items: items, ids: items, free: 0, dataBytes: dataBytes)
    }

    /// The bytes the store holds now: each table at its own capacity (which the allocator's block
    /// sizes round up, differently for each stride), the id map, the free list and the data
    /// strings. O(1).
    public var footprint: Int {
        var total = EngineMemory.sum(EngineMemory.dictionary(capacity: nodeOfID.capacity, keyStride: 8, valueStride: 4),
                                     EngineMemory.sum(dataBytes.bytes, dataBytes.tableBytes))
        func add<T>(_ t: [T]) {
            total = EngineMemory.sum(total, EngineMemory.array(capacity: t.capacity, stride: MemoryLayout<T>.stride))
        }
        add(left); add(right); add(parent); add(priority); add(size); add(rows); add(headers)
        add(height); add(sumHeight); add(ids); add(isHeader); add(datas); add(free)
        return total
    }

    public var itemCount: Int { root < 0 ? 0 : Int(size[Int(root)]) }
    public var rowCount: Int { root < 0 ? 0 : Int(rows[Int(root)]) }
    public var headerCount: Int { root < 0 ? 0 : Int(headers[Int(root)]) }
    public var totalHeight: Double { root < 0 ? 0 : sumHeight[Int(root)] }

    // MARK: Building

    @discardableResult
    public mutating func appendRow(height h: Double, data: String) -> Int {
        insertItem(at: itemCount, height: h, header: false, data: data)
    }

    @discardableResult
    public mutating func appendHeader(height h: Double, title: String = "") -> Int {
        insertItem(at: itemCount, height: h, header: true, data: title)
    }

    /// Inserts a row so that it becomes item `position`; returns its id.
    @discardableResult
    public mutating func insertRow(atItem position: Int, height h: Double, data: String) -> Int {
        insertItem(at: position, height: h, header: false, data: data)
    }

    /// Removes the row at flat index `i`; returns its id and data.
    @discardableResult
    public mutating func removeRow(at i: Int) -> (id: Int, data: String) {
        let pos = item(ofRow: i)
        let (a, bc) = split(root, pos)
        let (b, c) = split(bc, 1)
        root = merge(a, c)
        if root >= 0 { parent[Int(root)] = -1 }
        let n = Int(b)
        let result = (ids[n], datas[n])
        nodeOfID[ids[n]] = nil
        dataBytes.remove(datas[n])
        datas[n] = ""
        free.append(b)
        return result
    }

    /// Replaces row `i`'s data (the app's model changed): O(log n).
    public mutating func setData(ofRow i: Int, _ data: String) {
        let n = Int(node(atItem: item(ofRow: i)))
        dataBytes.remove(datas[n])
        datas[n] = data
        dataBytes.add(data)
    }

    // MARK: Queries (all O(log n))

    /// The id of the row at flat index `i`.
    public func id(ofRow i: Int) -> Int { ids[Int(node(atItem: item(ofRow: i)))] }
    public func data(ofRow i: Int) -> String { datas[Int(node(atItem: item(ofRow: i)))] }
    public func height(ofRow i: Int) -> Double { height[Int(node(atItem: item(ofRow: i)))] }
    public func contains(id: Int) -> Bool { nodeOfID[id] != nil }

    /// The row's current flat index, nil once deleted.
    public func rowIndex(ofID id: Int) -> Int? {
        guard let n = nodeOfID[id] else { return nil }
        return rowsBefore(node: n)
    }

    /// Item position of the flat row `i` (0 ≤ i < rowCount).
    public func item(ofRow i: Int) -> Int {
        var n = root
        var pos = 0
        var k = Int32(i)
        while n >= 0 {
            let l = left[Int(n)]
            let lr = l >= 0 ? rows[Int(l)] : 0
            if k < lr { n = l; continue }
            let ls = l >= 0 ? size[Int(l)] : 0
            if !isHeader[Int(n)] {
                if k == lr { return pos + Int(ls) }
                k -= 1
            }
            k -= lr
            pos += Int(ls) + 1
            n = right[Int(n)]
        }
        return pos
    }

    /// Item position of section `s`'s header.
    public func item(ofHeader s: Int) -> Int {
        var n = root
        var pos = 0
        var k = Int32(s)
        while n >= 0 {
            let l = left[Int(n)]
            let lh = l >= 0 ? headers[Int(l)] : 0
            if k < lh { n = l; continue }
            let ls = l >= 0 ? size[Int(l)] : 0
            if isHeader[Int(n)] {
                if k == lh { return pos + Int(ls) }
                k -= 1
            }
            k -= lh
            pos += Int(ls) + 1
            n = right[Int(n)]
        }
        return pos
    }

    /// Sum of the heights of the first `position` items (the item's top in content coordinates).
    public func top(ofItem position: Int) -> Double {
        aggregateBefore(position).height
    }

    public func top(ofRow i: Int) -> Double { top(ofItem: item(ofRow: i)) }

    /// Rows and headers among the first `position` items.
    public func aggregateBefore(_ position: Int) -> (height: Double, rows: Int, headers: Int) {
        var n = root
        var k = position
        var h = 0.0, r = 0, hd = 0
        while n >= 0 && k > 0 {
            let l = left[Int(n)]
            let ls = l >= 0 ? Int(size[Int(l)]) : 0
            if k <= ls { n = l; continue }
            if l >= 0 { h += sumHeight[Int(l)]; r += Int(rows[Int(l)]); hd += Int(headers[Int(l)]) }
            h += height[Int(n)]
            if isHeader[Int(n)] { hd += 1 } else { r += 1 }
            k -= ls + 1
            n = right[Int(n)]
        }
        return (h, r, hd)
    }

    /// The item whose [top, top + height) holds content y (clamped to the first/last item).
    public func item(atY y: Double) -> Int? {
        guard root >= 0 else { return nil }
        var n = root
        var pos = 0
        var yy = y
        while n >= 0 {
            let l = left[Int(n)]
            let lh = l >= 0 ? sumHeight[Int(l)] : 0
            let ls = l >= 0 ? Int(size[Int(l)]) : 0
            if yy < lh, l >= 0 { n = l; continue }
            yy -= lh
            if yy < height[Int(n)] || right[Int(n)] < 0 { return pos + ls }
            yy -= height[Int(n)]
            pos += ls + 1
            n = right[Int(n)]
        }
        return max(0, min(pos, itemCount - 1))
    }

    public struct Item: Hashable, Sendable {
        public var isHeader: Bool
        public var id: Int
        public var height: Double
        public var data: String
    }

    public func item(at position: Int) -> Item {
        let n = Int(node(atItem: position))
        return Item(isHeader: isHeader[n], id: ids[n], height: height[n], data: datas[n])
    }

    // MARK: Invariants

    /// Checks the aggregates and parent links of every node (O(n); tests and debug builds); the
    /// first three problems are thrown.
    public func checkInvariants() throws(InvariantBroken) {
        var problems: [String] = []
        func walk(_ n: Int32, _ p: Int32) -> (Int32, Int32, Int32, Double) {
            guard n >= 0 else { return (0, 0, 0, 0) }
            let i = Int(n)
            if parent[i] != p { problems.append("node \(n): parent \(parent[i]) != \(p)") }
            if p >= 0 && priority[i] > priority[Int(p)] { problems.append("node \(n): heap order") }
            let a = walk(left[i], n), b = walk(right[i], n)
            let s = a.0 + b.0 + 1
            let r = a.1 + b.1 + (isHeader[i] ? 0 : 1)
            let h = a.2 + b.2 + (isHeader[i] ? 1 : 0)
            let sh = a.3 + b.3 + height[i]
            if size[i] != s || rows[i] != r || headers[i] != h { problems.append("node \(n): counts") }
            if abs(sumHeight[i] - sh) > 1e-6 * max(1, sh) { problems.append("node \(n): height sum") }
            if !isHeader[i] && nodeOfID[ids[i]] != n { problems.append("node \(n): id map") }
            return (s, r, h, sh)
        }
        _ = walk(root, -1)
        if nodeOfID.count != rowCount { problems.append("id map has \(nodeOfID.count) rows, tree \(rowCount)") }
        try InvariantBroken.check(Array(problems.prefix(3)))
    }

    // MARK: Treap internals

    private mutating func insertItem(at position: Int, height h: Double, header: Bool, data: String) -> Int {
        let id = nextID
        nextID += 1
        let n = newNode(height: h, header: header, id: id, data: data)
        if position >= itemCount {
            append(n)
        } else {
            let (a, b) = split(root, max(0, position))
            root = merge(merge(a, n), b)
        }
        parent[Int(root)] = -1
        if !header { nodeOfID[id] = n }
        return id
    }

    private mutating func newNode(height h: Double, header: Bool, id: Int, data: String) -> Int32 {
        // xorshift64*: a fixed sequence, so layouts never depend on a run.
        seed ^= seed >> 12; seed ^= seed << 25; seed ^= seed >> 27
        let p = UInt32(truncatingIfNeeded: (seed &* 2_685_821_657_736_338_717) >> 32)
        dataBytes.add(data)
        if let n = free.popLast() {
            let i = Int(n)
            left[i] = -1; right[i] = -1; parent[i] = -1; priority[i] = p
            height[i] = h; sumHeight[i] = h; size[i] = 1
            rows[i] = header ? 0 : 1; headers[i] = header ? 1 : 0; isHeader[i] = header
            ids[i] = id; datas[i] = data
            return n
        }
        left.append(-1); right.append(-1); parent.append(-1); priority.append(p)
        height.append(h); sumHeight.append(h); size.append(1)
        rows.append(header ? 0 : 1); headers.append(header ? 1 : 0); isHeader.append(header)
        ids.append(id); datas.append(data)
        return Int32(left.count - 1)
    }

    /// Puts node `n` after every item without a split (building a 250,000-row table is 250,000
    /// appends): down the right spine to the first node `merge` would put below `n`, which
    /// becomes `n`'s left subtree; then the aggregates up the parent links.
    private mutating func append(_ n: Int32) {
        let p = priority[Int(n)]
        var above: Int32 = -1
        var x = root
        while x >= 0 && priority[Int(x)] > p {
            above = x
            x = right[Int(x)]
        }
        left[Int(n)] = x
        update(n)
        if above < 0 {
            root = n
            return
        }
        right[Int(above)] = n
        var a = above
        while a >= 0 {
            update(a)
            a = parent[Int(a)]
        }
    }

    private mutating func update(_ n: Int32) {
        let i = Int(n)
        let l = left[i], r = right[i]
        var s: Int32 = 1, rc: Int32 = isHeader[i] ? 0 : 1, hc: Int32 = isHeader[i] ? 1 : 0, sh = height[i]
        if l >= 0 {
            let li = Int(l); s += size[li]; rc += rows[li]; hc += headers[li]; sh += sumHeight[li]; parent[li] = n
        }
        if r >= 0 {
            let ri = Int(r); s += size[ri]; rc += rows[ri]; hc += headers[ri]; sh += sumHeight[ri]; parent[ri] = n
        }
        size[i] = s; rows[i] = rc; headers[i] = hc; sumHeight[i] = sh
    }

    /// (first k items, the rest).
    private mutating func split(_ n: Int32, _ k: Int) -> (Int32, Int32) {
        guard n >= 0 else { return (-1, -1) }
        let i = Int(n)
        let ls = left[i] >= 0 ? Int(size[Int(left[i])]) : 0
        if k <= ls {
            let (a, b) = split(left[i], k)
            left[i] = b
            update(n)
            if a >= 0 { parent[Int(a)] = -1 }
            return (a, n)
        } else {
            let (a, b) = split(right[i], k - ls - 1)
            right[i] = a
            update(n)
            if b >= 0 { parent[Int(b)] = -1 }
            return (n, b)
        }
    }

    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if priority[Int(a)] > priority[Int(b)] {
            right[Int(a)] = merge(right[Int(a)], b)
            update(a)
            return a
        } else {
            left[Int(b)] = merge(a, left[Int(b)])
            update(b)
            return b
        }
    }

    private func node(atItem position: Int) -> Int32 {
        var n = root
        var k = position
        while n >= 0 {
            let l = left[Int(n)]
            let ls = l >= 0 ? Int(size[Int(l)]) : 0
            if k < ls { n = l } else if k == ls { return n } else { k -= ls + 1; n = right[Int(n)] }
        }
        return root
    }

    /// Rows before node `n` in order, walking up the parent links.
    private func rowsBefore(node n: Int32) -> Int {
        var count = 0
        let l = left[Int(n)]
        if l >= 0 { count += Int(rows[Int(l)]) }
        var child = n
        var p = parent[Int(n)]
        while p >= 0 {
            if right[Int(p)] == child {
                let pl = left[Int(p)]
                if pl >= 0 { count += Int(rows[Int(pl)]) }
                if !isHeader[Int(p)] { count += 1 }
            }
            child = p
            p = parent[Int(p)]
        }
        return count
    }
}
