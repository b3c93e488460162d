/// Observers in registration order (notified in that order: deterministic).
struct ObserverList<Value> {
    private var entries: [(Int, (Value) -> Void)] = []
    private var nextID = 0

    mutating func add(_ handler: @escaping (Value) -> Void) -> ObserverToken {
        nextID += 1
        entries.append((nextID, handler))
        return ObserverToken(id: nextID)
    }

    mutating func remove(_ token: ObserverToken) { entries.removeAll { $0.0 == token.id } }
    mutating func removeAll() { entries.removeAll() }

    func notify(_ value: Value) {
        for (_, h) in entries { h(value) }
    }
}
