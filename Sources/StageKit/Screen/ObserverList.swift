/// Observers in registration order (notified in that order: deterministic). Adding and removing
/// are O(1) (every table and sheet observes the rotation and leaves when it goes); a
/// notification sorts the tokens, O(n log n).
struct ObserverList<Value> {
    private var entries: [Int: (Value) -> Void] = [:]
    private var nextID = 0

    mutating func add(_ handler: @escaping (Value) -> Void) -> ObserverToken {
        nextID += 1
        entries[nextID] = handler
        return ObserverToken(id: nextID)
    }

    mutating func remove(_ token: ObserverToken) { entries[token.id] = nil }
    mutating func removeAll() { entries.removeAll() }

    /// Calls the observers registered when it starts, in registration order.
    func notify(_ value: Value) {
        for id in entries.keys.sorted() { entries[id]?(value) }
    }
}
