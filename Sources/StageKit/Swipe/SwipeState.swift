/// The library's internal `SwipeState` (Swipeable.swift 29-41): what `tbl:row(i).state` reports.
public enum SwipeState: String, Hashable, Sendable, CaseIterable {
    case center, dragging, left, right, animatingToCenter

    /// `isActive`: anything but center.
    public var isActive: Bool { self != .center }

    /// The open state for a side.
    public static func open(_ o: SwipeActionsOrientation) -> SwipeState { o == .left ? .left : .right }
}
