/// When a drag on a sheet counts as the downward swipe that dismisses it (xlactioncontroller.md
/// "Interaction": the library uses a `UISwipeGestureRecognizer` whose thresholds UIKit does not
/// document, so the engine chooses them):
///
/// - the finger travelled at least `minimumDistance` (50 pt) downwards,
/// - mostly vertically: sideways travel at most `maximumSlope` (0.5) × the downward travel
///   (within about 27° of straight down),
/// - and fast: the release velocity (the last 50 ms, or the one the script gives) is at least
///   `minimumVelocity` (300 pt/s) downwards.
///
/// It is recognized at lift-off. It only applies while `hideOnScrollDown` is on and
/// `scrollEnabled` is off; with scrolling on, a drag scrolls instead.
///
/// ```swift
/// SwipeDownRule.standard.recognizes(translation: Point(x: 0, y: 200), velocity: Point(x: 0, y: 1000))  // true
/// SwipeDownRule.standard.recognizes(translation: Point(x: 0, y: 200), velocity: Point(x: 0, y: 100))   // false: too
/// slow
/// ```
public struct SwipeDownRule: Hashable, Sendable {
    public var minimumDistance: Double
    public var maximumSlope: Double
    public var minimumVelocity: Double

    public init(minimumDistance: Double = 50, maximumSlope: Double = 0.5, minimumVelocity: Double = 300) {
        self.minimumDistance = minimumDistance
        self.maximumSlope = maximumSlope
        self.minimumVelocity = minimumVelocity
    }

    public static let standard = SwipeDownRule()

    public func recognizes(translation: Point, velocity: Point) -> Bool {
        translation.y >= minimumDistance
            && abs(translation.x) <= maximumSlope * translation.y
            && velocity.y >= minimumVelocity
    }
}
