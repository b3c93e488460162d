/// Where a row is: its flat index (0-based here, 1-based in Lua) and its section and row in it.
public struct SwipeRowPath: Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var section: Int
    public var row: Int
    public init(index: Int, section: Int, row: Int) {
        self.index = index
        self.section = section
        self.row = row
    }
    public var description: String { "[\(section), \(row)]" }
}

/// The app's side of a swipe table (`SwipeTableViewCellDelegate`, spec §1 and §10): closures the
/// binding fills with Lua functions. Only `editActions` is required in the library; here a nil
/// `editActions` means no actions on either side. Each may mutate the table (delete, insert,
/// hide): the table re-reads the row after every call.
public struct SwipeTableDelegate {
    public var editActions: ((SwipeRowPath, SwipeActionsOrientation) throws -> [SwipeAction]?)?
    public var editActionsOptions: ((SwipeRowPath, SwipeActionsOrientation) throws -> SwipeOptions)?
    public var willBeginEditing: ((SwipeRowPath, SwipeActionsOrientation) throws -> Void)?
    /// The path is nil when the row already left the table.
    public var didEndEditing: ((SwipeRowPath?, SwipeActionsOrientation) throws -> Void)?
    /// The table's visible rect, in the table's coordinates (nil: the whole row).
    public var visibleRect: (() throws -> Rect?)?
    /// A tap that selected a row (no row open).
    public var didSelectRow: ((SwipeRowPath) throws -> Void)?

    public init() {}
}

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

    /// `action.fulfill(with:)`: completes a fill waiting for it (spec §8); an error otherwise.
    public func fulfill(with style: ExpansionFulfillmentStyle) throws(SwipeError) {
        guard let table else { throw .deletedRow }
        try table.fulfill(rowID: rowID, style: style)
    }
}
