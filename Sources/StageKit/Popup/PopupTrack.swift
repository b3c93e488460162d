/// One animated property of a popup as a chain of segments: plain tweens (`Animation`) and
/// evenly spaced keyframe animations (Core Animation's `CAKeyframeAnimation` without keyTimes:
/// the curve runs over the whole animation, the values are spread evenly over its progress).
/// Evaluated when read; nothing is stepped.
///
/// ```swift
/// var scale = PopupTrack(1.0)
/// scale.keyframes([0, 1.2, 1], at: .zero, duration: 0.3, curve: .easeIn)
/// scale.value(at: SimTime(seconds: 0.3))   // 1
/// ```
public struct PopupTrack<Value: Interpolatable>: Sendable {
    public enum Segment: Sendable {
        case tween(Animation<Value>)
        /// `last` repeats the final value so evaluation never needs a force unwrap.
        case keyframes(values: [Value], last: Value, start: SimTime, duration: SimDuration, timing: TimingFunction)

        var start: SimTime {
            switch self {
            case .tween(let a): return a.start
            case .keyframes(_, _, let s, _, _): return s
            }
        }
        var end: SimTime {
            switch self {
            case .tween(let a): return a.end
            case .keyframes(_, _, let s, let d, _): return s + d
            }
        }
        func value(at t: SimTime) -> Value {
            switch self {
            case .tween(let a): return a.value(at: t)
            case .keyframes(let values, let last, let s, let d, let timing):
                if t >= s + d || values.count < 2 { return last }
                if t <= s { return values[0] }
                let p = min(max(timing.progress(elapsed: (t - s).seconds), 0), 1) * Double(values.count - 1)
                let i = Int(clamping: p.rounded(.down), to: 0...(values.count - 2))
                return Value.interpolate(values[i], values[i + 1], p - Double(i))
            }
        }
    }

    /// The value before any segment starts and when there are none.
    public private(set) var rest: Value
    /// Segments in start order, chained end to start.
    public private(set) var segments: [Segment] = []

    public init(_ value: Value) { rest = value }

    /// The value on screen at `t`.
    public func value(at t: SimTime) -> Value {
        guard let firstSegment = segments.first else { return rest }
        if t < firstSegment.start { return rest }
        var current = firstSegment
        for s in segments.dropFirst() where s.start <= t { current = s }
        return current.value(at: t)
    }

    /// The value once every segment has ended.
    public var target: Value { segments.last.map { $0.value(at: .distantFuture) } ?? rest }

    /// When the last segment ends (nil: at rest).
    public var end: SimTime? { segments.last?.end }

    public func isAnimating(at t: SimTime) -> Bool { (end.map { t < $0 }) ?? false }

    /// Jumps to `value`, dropping the animations.
    public mutating func set(_ value: Value) {
        rest = value
        segments.removeAll()
    }

    /// Stops where it is at `t` (the presentation value becomes the value).
    public mutating func stop(at t: SimTime) { set(value(at: t)) }

    /// Animates from the value on screen at `now` (UIKit's interruption rule).
    public mutating func animate(to value: Value, at now: SimTime, duration: SimDuration, delay: SimDuration = .zero, curve: Curve) {
        let from = self.value(at: now)
        rest = from
        segments = [.tween(Animation(from: from, to: value, start: now + delay, duration: duration, curve: curve))]
    }

    /// Appends a tween after the last segment (a chained animation: completion → next).
    public mutating func then(to value: Value, duration: SimDuration, curve: Curve) {
        let start = end ?? .zero
        segments.append(.tween(Animation(from: target, to: value, start: start, duration: duration, curve: curve)))
    }

    /// Replaces the track with evenly spaced keyframes starting at `now` (the first value jumps
    /// in, as a keyframe animation's does).
    public mutating func keyframes(_ values: [Value], at now: SimTime, duration: SimDuration, curve: Curve) {
        guard let first = values.first else { return }
        rest = first
        let d = max(duration, .zero)
        segments = [.keyframes(values: values, last: values[values.count - 1], start: now, duration: d, timing: curve.timing(duration: d))]
    }
}
