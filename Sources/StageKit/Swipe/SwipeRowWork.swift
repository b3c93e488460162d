/// What the table keeps beside the rows' machine states, by row id: the caller's completion of a
/// hide or setOffset, which perform a fill belongs to, the row index a fill started on (for the
/// double-delete message), and the log of every handler call with its perform (for checks: a
/// perform never runs a handler twice). `forget` drops a row's keepings when it comes to rest.
///
/// ```swift
/// var work = SwipeRowWork()
/// work.completions[7] = { print("hidden") }
/// work.forget(7)                    // the row is at rest: nothing kept
/// ```
struct SwipeRowWork {
    var completions: [Int: () throws -> Void] = [:]
    /// Each pan's end and tapped action starts a new perform.
    private(set) var performSerial = 0
    private var fillSerial: [Int: Int] = [:]
    /// Last known index of rows with a fill in progress.
    var fillRowHint: [Int: Int] = [:]
    /// Every handler call (row id, delegate index, the perform that caused it).
    private(set) var handlerCalls: [(rowID: Int, action: Int, perform: Int)] = []

    mutating func startPerform() { performSerial += 1 }

    /// A fill started on `id`: it belongs to the current perform.
    mutating func startFill(_ id: Int) { fillSerial[id] = performSerial }

    mutating func recordHandler(row id: Int, action k: Int) {
        handlerCalls.append((id, k, fillSerial[id] ?? performSerial))
    }

    /// Bytes the handler log holds.
    var logBytes: Int {
        EngineMemory.array(
            capacity: handlerCalls.capacity, stride: MemoryLayout<(rowID: Int, action: Int, perform: Int)>.stride)
    }

    mutating func forget(_ id: Int) {
        completions[id] = nil
        fillSerial[id] = nil
        fillRowHint[id] = nil
    }

    /// After a reset: nothing is kept (completions may hold Lua functions).
    mutating func removeAll() {
        completions.removeAll()
        fillSerial.removeAll()
        fillRowHint.removeAll()
        handlerCalls = []
    }
}
