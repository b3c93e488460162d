/// The pan in progress on a row (SwipeController.swift 66-175): the offset at began, how much of the gesture's
/// translation the expansion snap consumed, and the scroll ratio for the release velocity.
public struct SwipePan: Hashable, Sendable {
    public var originalOffset: Double
    public var translationShift = 0.0
    public var scrollRatio = 1.0
}
