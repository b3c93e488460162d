/// The handle a handler receives: which action on which row, and `fulfill`.
public final class SwipeActionRef {
    public weak var table: SwipeTable?
    public let rowID: Int
    /// Delegate index.
    public let index: Int
    public let title: String?
    public let identifier: String?

    init(table: SwipeTable, rowID: Int, index: Int, action: SwipeAction) {
        self.table = table
        self.rowID = rowID
        self.index = index
        self.title = action.title
        self.identifier = action.identifier
    }

    /// `action.fulfill(with:)`: completes a fill waiting for it (SwipeController.swift 411-441); nothing otherwise (an
    /// error with `SwipeFixes.strictFulfill`).
    @discardableResult
    public func fulfill(with style: ExpansionFulfillmentStyle) throws(SwipeError) -> CommandOutcome {
        guard let table else { throw .tableGone }
        return try table.fulfill(rowID: rowID, style: style)
    }
}
