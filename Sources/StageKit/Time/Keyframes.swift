/// A property animated through evenly spaced keyframes (a popup's Scale styles): Core Animation's
/// `CAKeyframeAnimation` without keyTimes, whose one curve runs over the whole animation while
/// the values are spread evenly over its progress (the Scale styles' 0 → 1.2 → 1). It rides on
/// the shared `Animated`: `progress` animates 0 → 1 along the curve, and the value is the
/// keyframe path read at that progress. At rest it is the last value exactly.
///
/// ```swift
/// var scale = Keyframes(1.0)
/// scale.play([0, 1.2, 1], at: .zero, duration: 0.3, curve: .easeIn)
/// scale.value(at: SimTime(seconds: 0.3))   // 1
/// ```
public struct Keyframes<Value: Interpolatable>: Sendable, InvariantChecking {
    /// The keyframes of the last `play` (one value at rest); never empty.
    public private(set) var values: [Value]
    /// 0 → 1 along the animation's curve.
    public private(set) var progress = Animated(0.0)

    public init(_ value: Value) { values = [value] }

    /// The value on screen at `t`: the first keyframe until the animation starts (it jumps in),
    /// the last from its end on.
    public func value(at t: SimTime) -> Value {
        let p = progress.value(at: t)
        let n = values.count
        guard n > 1, p < 1 else { return values[n - 1] }
        guard p > 0 else { return values[0] }
        let x = p * Double(n - 1)
        let i = Int(clamping: x.rounded(.down), to: 0...(n - 2))
        return Value.interpolate(values[i], values[i + 1], x - Double(i))
    }

    /// When the animation ends (nil: never animated since the last `set`).
    public var end: SimTime? { progress.end }

    /// Jumps to `value`, dropping the animation.
    public mutating func set(_ value: Value) {
        values = [value]
        progress.set(0)
    }

    /// Replaces the animation with `values` evenly spaced over `duration` from `now` along
    /// `curve` (nothing happens for an empty list).
    public mutating func play(_ values: [Value], at now: SimTime, duration: SimDuration, curve: Curve) {
        guard !values.isEmpty else { return }
        self.values = values
        progress.set(0)
        progress.animate(to: 1, at: now, duration: max(duration, .zero), curve: curve)
    }

    public func checkInvariants() throws(InvariantBroken) {
        try InvariantBroken.check(!values.isEmpty, "keyframes: no value")
        try progress.checkInvariants()
    }
}
