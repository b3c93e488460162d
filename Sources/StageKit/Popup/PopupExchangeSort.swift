/// LSTPopView's sort of `popViewMarr` on every registration (LSTPopView.m:242-256): append, then
/// `for i in 0..<n-1, for j in i+1..<n: swap when priority[i] > priority[j]`. Not stable: the
/// order it leaves equal priorities in is the library's, and the popup order depends on it, so it
/// is kept exactly. The loops cost O(n²) per registration; on an array that was ascending,
/// `PopupRegistry` keeps their result from its runs in O(log n). On any order (a registered
/// popup's priority changed since: the library sorts only at a registration) the loops are
/// replayed with a segment tree of the priorities: pass i follows only its records (each next
/// entry strictly below the carried one, found in O(log n)), so a pass that swaps k times costs
/// O((k + 1) log n). Every swap removes at least one inversion, so this is O(n log n) plus
/// O(n log n) for each priority changed since the last registration.
///
/// `reference` is the library's loops as written, for the differential tests.
///
/// ```swift
/// var ids: [PopupID] = [PopupID(1), PopupID(2), PopupID(3)]   // priorities 1, 5, 5
/// PopupExchangeSort.appendAndSort(PopupID(4), to: &ids) { [1: 1, 2: 5, 3: 5, 4: 2][$0.raw]! }
/// // ids: 1, 4, 3, 2 (the run of 5s rotated: the library's order)
/// ```
public enum PopupExchangeSort {
    /// Appends `id` to `ids` and sorts as the library does, `ids` in any order.
    public static func appendAndSort(_ id: PopupID, to ids: inout [PopupID], priority: (PopupID) -> Double) {
        ids.append(id)
        guard ids.count > 1 else { return }
        replayed(&ids, priority: priority)
    }

    /// The library's loops as written (LSTPopView.m:242-256): O(n²).
    public static func reference(_ ids: inout [PopupID], priority: (PopupID) -> Double) {
        let n = ids.count
        guard n > 1 else { return }
        var p = ids.map(priority)
        for i in 0..<(n - 1) {
            for j in (i + 1)..<n where p[i] > p[j] {
                ids.swapAt(i, j)
                p.swapAt(i, j)
            }
        }
    }

    /// The loops replayed on any order: each pass i carries the entry at i right; the next entry
    /// strictly below the carried one takes its place in the hand and the carried one is put
    /// down there; the last one picked up goes to i.
    static func replayed(_ ids: inout [PopupID], priority: (PopupID) -> Double) {
        var p = ids.map(priority)
        var tree = MinTree(p)
        let n = ids.count
        for i in 0..<(n - 1) {
            var handID = ids[i], handP = p[i]
            var at = i
            while let j = tree.firstBelow(handP, after: at) {
                let (jid, jp) = (ids[j], p[j])
                ids[j] = handID
                p[j] = handP
                tree.set(j, handP)
                handID = jid
                handP = jp
                at = j
            }
            if at != i {
                ids[i] = handID
                p[i] = handP
                tree.set(i, handP)
            }
        }
    }

    /// A segment tree of minima over positions: the first position after `k` whose value is
    /// strictly below `v`, in O(log n).
    struct MinTree {
        private var size = 1
        private var node: [Double]

        init(_ values: [Double]) {
            while size < values.count { size *= 2 }
            node = [Double](repeating: .infinity, count: 2 * size)
            for (i, v) in values.enumerated() { node[size + i] = v }
            var i = size - 1
            while i >= 1 {
                node[i] = min(node[2 * i], node[2 * i + 1])
                i -= 1
            }
        }

        mutating func set(_ k: Int, _ v: Double) {
            var i = size + k
            node[i] = v
            i /= 2
            while i >= 1 {
                node[i] = min(node[2 * i], node[2 * i + 1])
                i /= 2
            }
        }

        /// The first position > `k` holding a value < `v`.
        func firstBelow(_ v: Double, after k: Int) -> Int? {
            first(below: v, from: k + 1, node: 1, lo: 0, hi: size)
        }

        private func first(below v: Double, from start: Int, node i: Int, lo: Int, hi: Int) -> Int? {
            if hi <= start || node[i] >= v { return nil }
            if hi - lo == 1 { return lo }
            let mid = (lo + hi) / 2
            return first(below: v, from: start, node: 2 * i, lo: lo, hi: mid)
                ?? first(below: v, from: start, node: 2 * i + 1, lo: mid, hi: hi)
        }
    }
}
