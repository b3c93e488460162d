/// The content controllers named by presents the container took and has not carried out yet
/// (queued or deferred), by their machine id: the machine holds ids, the container the objects.
///
/// ```swift
/// var contents = PopupBarPendingContents()
/// contents.add(player)                          // by player.machineID
/// contents.keep(only: [player.machineID])       // false: nothing else was kept
/// ```
struct PopupBarPendingContents {
    private var byID: [Int: PopupBarContentController] = [:]

    mutating func add(_ content: PopupBarContentController) { byID[content.machineID] = content }

    subscript(id: Int) -> PopupBarContentController? { byID[id] }

    var isEmpty: Bool { byID.isEmpty }

    /// Every kept controller (in no particular order: callers only sum over them).
    var all: Dictionary<Int, PopupBarContentController>.Values { byID.values }

    /// Keeps only the controllers of `live`; returns whether any went.
    mutating func keep(only live: Set<Int>) -> Bool {
        let before = byID.count
        if live.isEmpty {
            byID.removeAll(keepingCapacity: true)
        } else {
            for k in Array(byID.keys) where !live.contains(k) { byID.removeValue(forKey: k) }
        }
        return byID.count != before
    }
}
