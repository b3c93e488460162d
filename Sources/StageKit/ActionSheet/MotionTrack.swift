/// A number that moves through a sequence of animations, some of them queued to start later
/// (Twitter's bump then slide, delayed springs). Reading it at `t` evaluates the latest animation
/// that has started by `t`; before any has started it is `base`. Starting an animation drops the
/// ones that would start after it and takes its `from` from the value on screen when it begins,
/// as UIKit's interrupting animations do.
///
/// ```swift
/// var y = MotionTrack(0)
/// y.animate(to: -10, at: .zero, duration: 0.1, curve: .easeIn)
/// y.animate(to: 900, at: SimTime(seconds: 0.1), duration: 0.5, curve: .criticallyDamped)
/// y.value(at: SimTime(seconds: 0.1))   // -10
/// y.end                                 // 0.6 s
/// ```
public struct MotionTrack: Sendable {
    public private(set) var base: Double
    public private(set) var segments: [Animation<Double>] = []

    public init(_ value: Double) { base = value }

    public func value(at t: SimTime) -> Double {
        for a in segments.reversed() where a.start <= t { return a.value(at: t) }
        return base
    }

    /// The value once every animation has ended.
    public var target: Double { segments.last?.to ?? base }

    /// When the last animation ends (nil when nothing is animating).
    public var end: SimTime? { segments.last?.end }

    /// Jumps to `value`, dropping every animation.
    public mutating func set(_ value: Double) {
        base = value
        segments.removeAll()
    }

    /// Animates to `value` starting at `now + delay`.
    public mutating func animate(to value: Double, at now: SimTime, duration: SimDuration,
                                 delay: SimDuration = .zero, curve: Curve) {
        let start = now + delay
        let from = self.value(at: start)
        segments.removeAll { $0.start > start }
        if segments.count > 4 {
            // Only the latest started animations matter for reading; keep the list short.
            base = self.value(at: start)
            segments.removeAll()
        }
        segments.append(Animation(from: from, to: value, start: start, duration: duration, curve: curve))
    }
}
