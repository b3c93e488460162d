/// One row of a swipe table as a script holds it (`tbl:row(i)`): it follows the row, not the
/// index, so after deletes and inserts above it `index` is the row's new place; once the row is
/// deleted every read fails with a clear error. One object per row while held (`Stage.handle`,
/// keyed by the row's stable id).
///
/// ```swift
/// let row = table.rowRef(2)
/// try table.deleteRow(0)
/// try row.currentIndex()    // 1
/// ```
public final class SwipeRowRef: ElementHandle<SwipeTable> {
    /// The row's stable id (the element's `index` is that id, not a position).
    public var rowID: Int { index }
    public var table: SwipeTable { owner }

    /// The row's 0-based flat index now; `deletedRow` once it left the table.
    public func currentIndex() throws(SwipeError) -> Int {
        guard table.stage.isValid else { throw .stageReset(source: table.source) }
        guard let i = table.rowIndex(ofID: rowID) else { throw .deletedRow }
        return i
    }

    /// Its current index, given as a row of `t` (a handle of another table's row is refused).
    public func index(in t: SwipeTable) throws(SwipeError) -> Int {
        guard table === t else { throw .badInput("that row belongs to \(table.labeledSource), not \(t.labeledSource)") }
        return try currentIndex()
    }
}

extension SwipeTable {
    /// The handle of row `i` (0-based).
    public func rowRef(_ i: Int) throws(SwipeError) -> SwipeRowRef {
        let id = try rowID(i)
        return stage.handle(of: self, element: id) { SwipeRowRef(owner: self, index: id) }
    }

    /// Touches row `i` down for a step-wise pan, at `x` (default: the row's middle), after the
    /// same reachability check as `swipe`.
    public func beginPan(row i: Int, x: Double? = nil) throws -> PanSession {
        let f = try rowFrame(i)
        let p = Point(x: x ?? frame.midX, y: f.midY)
        try checkReachable(p, row: i, verb: "pan")
        return stage.beginPan(at: p)
    }
}
