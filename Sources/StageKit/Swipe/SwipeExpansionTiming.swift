/// `SwipeExpansionAnimationTimingParameters`: how long the expansion relayout runs, after what delay.
public struct SwipeExpansionTiming: Hashable, Sendable {
    public var duration: SimDuration
    public var delay: SimDuration
    public init(duration: SimDuration = 0.6, delay: SimDuration = 0) {
        self.duration = duration
        self.delay = delay
    }
    public static let `default` = SwipeExpansionTiming()
}
