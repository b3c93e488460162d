/// The scheduler's priority queue: a binary min-heap of (due, sequence, slot) keyed by due time
/// then sequence number, so events due at the same instant come out in the order they were
/// scheduled (FIFO). Push and pop are O(log n); nothing ever scans the whole heap except
/// `rebuild`, which the clock runs only to purge lazily cancelled entries (amortized O(1)).
///
/// ```swift
/// var heap = TimerHeap()
/// heap.push(TimerHeap.Node(due: 5, seq: 0, slot: 0))
/// heap.peek?.due   // 5
/// ```
struct TimerHeap {
    struct Node {
        var due: Int64
        var seq: UInt64
        var slot: Int32

        @inline(__always)
        static func < (a: Node, b: Node) -> Bool {
            a.due < b.due || (a.due == b.due && a.seq < b.seq)
        }
    }

    private(set) var nodes: ContiguousArray<Node> = []

    var count: Int { nodes.count }
    var isEmpty: Bool { nodes.isEmpty }
    var peek: Node? { nodes.first }

    mutating func reserveCapacity(_ n: Int) { nodes.reserveCapacity(n) }

    mutating func push(_ node: Node) {
        nodes.append(node)
        nodes.withUnsafeMutableBufferPointer { b in
            // Hole-based sift-up: move parents down, write the new node once.
            var i = b.count - 1
            while i > 0 {
                let parent = (i - 1) >> 1
                if !(node < b[parent]) { break }
                b[i] = b[parent]
                i = parent
            }
            b[i] = node
        }
    }

    mutating func pop() -> Node? {
        guard let first = nodes.first else { return nil }
        let last = nodes.removeLast()
        if nodes.isEmpty { return first }
        nodes.withUnsafeMutableBufferPointer { b in
            // Hole-based sift-down of the former last node from the root.
            let n = b.count
            var i = 0
            while true {
                let l = 2 * i + 1
                if l >= n { break }
                let r = l + 1
                let c = (r < n && b[r] < b[l]) ? r : l
                if !(b[c] < last) { break }
                b[i] = b[c]
                i = c
            }
            b[i] = last
        }
        return first
    }

    /// Keeps only nodes for which `keep` is true and restores the heap property (Floyd, O(n)).
    mutating func rebuild(keeping keep: (Node) -> Bool) {
        nodes = nodes.filter(keep)
        nodes.withUnsafeMutableBufferPointer { b in
            let n = b.count
            guard n > 1 else { return }
            for start in stride(from: n / 2 - 1, through: 0, by: -1) {
                let node = b[start]
                var i = start
                while true {
                    let l = 2 * i + 1
                    if l >= n { break }
                    let r = l + 1
                    let c = (r < n && b[r] < b[l]) ? r : l
                    if !(b[c] < node) { break }
                    b[i] = b[c]
                    i = c
                }
                b[i] = node
            }
        }
    }
}
