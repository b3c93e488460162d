/// Rows that change (UITableView's batch updates): the app's model written row by row, reloads
/// that bring it into the cells, and inserts and deletes of several rows with UIKit's row
/// animation names. A cell shows what it was configured with: after `setRowData` the row's data
/// (`rowData`) is the new value while the cell still draws the old one, until `reloadRows`
/// (UITableView's `reloadRows(at:with:)` asks the data source again). Each row is O(log n).
extension SwipeTable {
    /// The app's model for row `i` changed to `data`: the cell keeps showing what it showed
    /// until the row is reloaded.
    public func setRowData(_ i: Int, _ data: String) throws(SwipeError) {
        let id = try rowID(i)
        let old = store.data(ofRow: i)
        guard old != data else { return }
        if selection.shownData[id] == nil { selection.setShown(old, for: id) }
        store.setData(ofRow: i, data)
        if selection.shownData[id] == data { selection.setShown(nil, for: id) }
        accountMemory()
    }

    /// What row `id`'s cell shows: its data as configured (the model, unless it changed since).
    func shownData(id: Int, data: String) -> String { selection.shownData[id] ?? data }

    /// `reloadRows(at:with:)`: each row's cell takes its current data. Rows are flat indices
    /// (checked before any reload); an open row keeps its swipe (the engine's cells are not
    /// reused).
    public func reloadRows(_ rows: [Int], animation: SwipeRowAnimation = .automatic) throws(SwipeError) {
        for i in rows { try checkRow(i) }
        for i in rows {
            let id = store.id(ofRow: i)
            selection.setShown(nil, for: id)
            stage.log(
                source, "reloadRow", rowFields(path(ofRow: i)) + [EventField("animation", .string(animation.rawValue))])
        }
        accountMemory()
    }

    /// `insertRows(at:with:)`: `rows` are the new rows' indices once inserted (ascending), each
    /// with its data.
    public func insertRows(_ rows: [(index: Int, data: String)], animation: SwipeRowAnimation = .automatic)
        throws(SwipeError)
    {
        for r in rows.sorted(by: { $0.index < $1.index }) {
            try insertRow(r.index, data: r.data, animation: animation)
        }
    }

    /// `deleteRows(at:with:)`: `rows` are indices before the delete (checked first; repeated
    /// ones once).
    public func deleteRows(_ rows: [Int], animation: SwipeRowAnimation = .automatic) throws(SwipeError) {
        for i in rows { try checkRow(i) }
        for i in Set(rows).sorted(by: >) {
            try checkDeletable(i)
            try removeRow(i, via: "app", animation: animation)
        }
    }
}
