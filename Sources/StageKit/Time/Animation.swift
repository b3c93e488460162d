/// A value over time: from `from` at `start` to `to` at `start + duration` along `curve`.
/// Nothing is stepped: reading the value evaluates the curve at that instant, so an hour of
/// simulated time costs nothing unless someone looks. Only completion is an event, which the
/// owner schedules at `end`.
///
/// ```swift
/// let slide = Animation(from: 852.0, to: 500.0, start: clock.now, duration: 0.7,
///                       curve: .spring(dampingRatio: 1, initialVelocity: 0))
/// clock.schedule(at: slide.end) { /* didPresentView */ }
/// slide.value(at: clock.now)
/// ```
public struct Animation<Value: Interpolatable>: Sendable {
    public let from: Value
    public let to: Value
    public let start: SimTime
    public let duration: SimDuration
    public let curve: Curve
    public let timing: TimingFunction

    public init(from: Value, to: Value, start: SimTime, duration: SimDuration, curve: Curve) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = max(duration, .zero)
        self.curve = curve
        self.timing = curve.timing(duration: self.duration)
    }

    /// When the animation completes (its completion event's due time).
    public var end: SimTime { start + duration }

    /// Curve progress at `t`: 0 before `start`, 1 from `end` on.
    public func progress(at t: SimTime) -> Double {
        if t >= end { return 1 }
        return timing.progress(elapsed: (t - start).seconds)
    }

    public func value(at t: SimTime) -> Value {
        if t >= end { return to }
        if t <= start { return from }
        return Value.interpolate(from, to, progress(at: t))
    }
}
