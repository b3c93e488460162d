/// A table's selection and highlight (UITableView's `indexPathsForSelectedRows`, a cell's
/// `isHighlighted`), SwipeCellKit's `isPreviouslySelected` per cell, and the rows whose model
/// changed but whose cell still shows the old data until it is reloaded. Everything is kept by
/// row id, so a row's entry follows it through inserts and deletes above it, and each
/// operation is O(1) beside the store's O(log n) index lookup.
public struct SwipeRowSelection: Sendable {
    /// UITableView's `allowsSelection` (true): false, a tap selects nothing and calls no delegate.
    public var allowsSelection = true
    /// UITableView's `allowsMultipleSelection` (false): a tap on another row deselects the
    /// selected one first; true, a tap on a selected row deselects it.
    public var allowsMultipleSelection = false
    /// Selected rows, by id.
    public internal(set) var selected: Set<Int> = []
    /// The highlighted row, by id (a touch is on it).
    public internal(set) var highlighted: Int?
    /// SwipeCellKit's `isPreviouslySelected`: the row was selected when its swipe began
    /// (SwipeTableViewCell.swift 35, 210).
    public internal(set) var previouslySelected: Set<Int> = []
    /// What a row's cell still shows after the app changed its data, until `reloadRows`.
    public internal(set) var shownData: [Int: String] = [:]
    /// The bytes of `shownData`'s strings, kept as they change (O(1) accounting).
    private var shownBytes = 0

    public init() {}

    /// A deleted row leaves every set.
    mutating func forget(_ id: Int) {
        selected.remove(id)
        previouslySelected.remove(id)
        setShown(nil, for: id)
        if highlighted == id { highlighted = nil }
    }

    /// Keeps (or, nil, drops) what row `id`'s cell shows while its model differs.
    mutating func setShown(_ data: String?, for id: Int) {
        if let old = shownData[id] { shownBytes -= old.utf8.count }
        shownData[id] = data
        if let data { shownBytes += data.utf8.count }
    }

    /// Bytes the entries take (charged with the rows).
    var footprint: Int {
        EngineMemory.sum(EngineMemory.product(selected.count + previouslySelected.count + shownData.count, 32),
                         shownBytes)
    }
}

/// UITableView's row animations (`UITableView.RowAnimation`), named as UIKit names them. The
/// engine logs the name with the change; every style moves the rows below over
/// `SwipeTable.rowMoveDuration` (0.3 s, approximate: Apple publishes no duration), and a fade
/// or slide of the row itself is not drawn.
public enum SwipeRowAnimation: String, Hashable, Sendable, CaseIterable {
    case fade, right, left, top, bottom, none, middle, automatic
}
