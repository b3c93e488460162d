/// Which side's actions a swipe reveals (SwipeCellKit's `SwipeActionsOrientation`, SwipeOptions.swift 65-75).
/// The raw value is the library's orientation scale `s`: `.left = −1`, `.right = +1`, so an open
/// row rests at `offset = −P·s` (negative for trailing `.right` actions).
///
/// ```swift
/// SwipeActionsOrientation(velocityX: -600)   // .right (vx ≤ 0, ties included)
/// SwipeActionsOrientation.right.scale        // 1
/// ```
public enum SwipeActionsOrientation: String, Hashable, Sendable, CaseIterable {
    case left, right

    /// −1 for `.left`, +1 for `.right`.
    public var scale: Double { self == .left ? -1 : 1 }

    /// The side a pan opens, chosen once at *began* from the velocity sign: `vx > 0` shows the
    /// left actions, anything else (including 0) the right ones.
    public init(velocityX vx: Double) { self = vx > 0 ? .left : .right }

    /// The side an offset belongs to (`setSwipeOffset`): positive offsets are `.left`.
    public init(offset: Double) { self = offset > 0 ? .left : .right }
}
