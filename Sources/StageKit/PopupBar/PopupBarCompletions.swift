/// The completions of the calls the container took (present, open, close, dismiss), by the id
/// an operation carries, until the machine completes or drops them; with the counts of both.
///
/// ```swift
/// var completions = PopupBarCompletions()
/// let id = completions.register { print("done") }     // 1
/// completions.take(id!)?()                            // prints; completed == 1
/// ```
struct PopupBarCompletions {
    private var pending: [Int: () throws -> Void] = [:]
    private var serial = 0
    /// Completions called / dropped so far (for checks).
    private(set) var completed = 0
    private(set) var dropped = 0

    /// Keeps `completion` under a new id (nil for none).
    mutating func register(_ completion: (() throws -> Void)?) -> Int? {
        guard let completion else { return nil }
        serial += 1
        pending[serial] = completion
        return serial
    }

    /// The completion to call for `id`, counted as completed (nil when it is not kept).
    mutating func take(_ id: Int) -> (() throws -> Void)? {
        guard let c = pending.removeValue(forKey: id) else { return nil }
        completed += 1
        return c
    }

    /// Forgets `id`'s completion without calling it, counted as dropped.
    mutating func drop(_ id: Int) {
        if pending.removeValue(forKey: id) != nil { dropped += 1 }
    }

    /// Forgets every completion (a reset: they may hold Lua functions).
    mutating func removeAll() { pending.removeAll() }

    var outstanding: Int { pending.count }
}
