/// SwipeCellKit's stock `SwipeActionTransitioning`: a button that was hidden starts at 0.8 and
/// grows to full size when more than half of it shows, shrinking back when it drops below half
/// (SwipeActionTransitioning.swift 59-106). `apply` is called with each model change of the action's visible
/// percentage.
///
/// ```swift
/// var look = SwipeButtonLook()
/// ScaleTransition.default.apply(old: 0, new: 0.6, to: &look, at: .zero)
/// look.scale(at: .zero)                     // 0.8
/// look.scale(at: SimTime(seconds: 0.15))    // 1
/// ```
public struct ScaleTransition: Hashable, Sendable {
    public var duration: SimDuration = 0.15
    public var initialScale = 0.8
    public var threshold = 0.5

    public init(duration: SimDuration = 0.15, initialScale: Double = 0.8, threshold: Double = 0.5) {
        self.duration = duration
        self.initialScale = initialScale
        self.threshold = threshold
    }

    public static let `default` = ScaleTransition()

    public func apply(old: Double, new: Double, to look: inout SwipeButtonLook, at now: SimTime) {
        if old == 0 { look.scale.set(initialScale) }
        if old < threshold && new >= threshold {
            look.scale.animate(to: 1, at: now, duration: duration, curve: .easeInOut)
        } else if old >= threshold && new < threshold {
            look.scale.animate(to: initialScale, at: now, duration: duration, curve: .easeInOut)
        }
    }
}
