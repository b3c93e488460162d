/// The app's side of a swipe table (`SwipeTableViewCellDelegate`, SwipeTableViewCellDelegate.swift): closures the
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
