/// A table's cell contents by row id, and which row each of their views belongs to (the table
/// hosts the views: `SwipeTable+Cells.swift`). Rows given as plain strings have no entry, so a
/// table of 10^5 string rows keeps nothing here.
///
/// Invariants: every hosted view maps to the row whose content holds it, and back.
struct TableCells {
    private(set) var contents: [Int: CellContent] = [:]
    private var rowOfView: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { contents.isEmpty }

    subscript(row id: Int) -> CellContent? { contents[id] }

    /// The row whose cell holds `view` (a content or accessory view), nil for another view.
    func row(of view: View) -> Int? { rowOfView[ObjectIdentifier(view)] }

    /// Sets a row's content; returns the views it held before that it no longer holds.
    mutating func set(_ c: CellContent, row id: Int) -> [View] {
        let old = contents[id]?.views ?? []
        for v in old { rowOfView[ObjectIdentifier(v)] = nil }
        contents[id] = c
        for v in c.views { rowOfView[ObjectIdentifier(v)] = id }
        return old.filter { v in !c.views.contains { $0 === v } }
    }

    /// Forgets a row (deleted); returns its views.
    mutating func remove(row id: Int) -> [View] {
        guard let c = contents.removeValue(forKey: id) else { return [] }
        for v in c.views { rowOfView[ObjectIdentifier(v)] = nil }
        return c.views
    }

    /// A view left its cell (added elsewhere).
    mutating func release(_ view: View) {
        guard let id = rowOfView.removeValue(forKey: ObjectIdentifier(view)), var c = contents[id] else { return }
        if c.accessoryView === view { c.accessoryView = nil }
        if c.contentView === view { c.contentView = nil }
        contents[id] = c
    }

    mutating func removeAll() -> [View] {
        let all = contents.keys.sorted().flatMap { contents[$0]?.views ?? [] }
        contents.removeAll()
        rowOfView.removeAll()
        return all
    }

    func check(owner: String) throws(InvariantBroken) {
        for (id, c) in contents {
            for v in c.views {
                try InvariantBroken.check(
                    rowOfView[ObjectIdentifier(v)] == id, "\(owner)'s cell of row id \(id) holds \(v.source) unmapped")
            }
        }
        try InvariantBroken.check(
            rowOfView.count == contents.values.reduce(0) { $0 + $1.views.count },
            "\(owner) maps views no cell holds")
    }
}
