/// The numbers of a navigation controller's transitions. Apple publishes none of the push's:
/// each is one named constant, marked approximate (docs/NAVIGATION.md, "Numbers").
///
/// ```swift
/// NavigationTiming.duration                  // 0.35 s (approximate)
/// NavigationTiming.parallax                  // 0.3 of the width: how far left the covered view moves
/// NavigationEdgePan.finishes(fraction: 0.6, velocityX: 0)   // true
/// ```
public enum NavigationTiming {
    /// Approximate: how long a push or pop animates (UIKit's is a spring of about a third of a
    /// second; Apple documents no number).
    public static let duration: SimDuration = 0.35
    /// Approximate: the curve of a push or pop (UIKit's spring, drawn as ease-in-out).
    public static let curve = Curve.easeInOut
    /// Approximate: how far left the covered view moves, as a fraction of the width, while the
    /// new one slides over it (UIKit's parallax).
    public static let parallax = 0.3
    /// `UINavigationController.hideShowBarDuration`, the navigation bar's hide and show (Apple
    /// documents the constant, not its value): approximate, 0.2 s.
    public static let hideShowBarDuration: SimDuration = 0.2
}

/// The interactive pop's edge swipe (UINavigationController's `interactivePopGestureRecognizer`,
/// a screen-edge pan). Apple publishes neither where it starts nor when a release finishes the
/// pop: both are named constants, approximate.
public enum NavigationEdgePan {
    /// Approximate: the strip at the screen's left edge where the swipe starts, in points.
    public static let edgeWidth = 20.0
    /// Approximate: a release past this fraction of the width finishes the pop.
    public static let finishFraction = 0.5
    /// Approximate: a release faster than this (points per second) finishes the pop to the
    /// right, or cancels it to the left, wherever the finger is.
    public static let finishVelocity = 500.0

    /// Whether a release at `fraction` of the width, moving at `velocityX`, finishes the pop.
    public static func finishes(fraction: Double, velocityX: Double) -> Bool {
        if velocityX >= finishVelocity { return true }
        if velocityX <= -finishVelocity { return false }
        return fraction >= finishFraction
    }
}
