/// A property that is either at rest or animating: what components keep for positions, alphas,
/// offsets, scroll positions. It holds a resting `base` and a short queue of animations, some of
/// them queued to start later (Twitter's bump then slide, delayed springs); reading it at `t`
/// evaluates the latest animation that has started by `t`, or `base` before any has.
///
/// The rule for starting an animation, delays included (one rule for every component): the
/// animation takes its `from` from the value on screen when it *begins*, at `now + delay`; until
/// then whatever was on screen stays there (a value at rest holds, a running animation keeps
/// running). Starting one drops the animations queued to begin after it. This is what UIKit
/// shows: since iOS 8 `UIView.animate(withDuration:delay:...)` adds its animation additively
/// with a backwards fill, so the model value changes at the call but during the delay the
/// presentation is the earlier animation still playing, and the new one takes over from the
/// presentation value when it begins. (The older rule this type replaced, "`from` is the value at
/// the call and the delay holds it", differs only when a delayed animation interrupts a running
/// one; no component did that, so no pinned number changed.) The owner schedules and cancels
/// completion events itself.
///
/// Invariants (`checkInvariants()`): the queued animations start in non-decreasing order, and
/// there are at most `maxQueued` of them.
///
/// ```swift
/// var alpha = Animated(0.0)
/// let fade = alpha.animate(to: 1, at: clock.now, duration: 0.2, curve: .easeInOut)
/// completion = clock.schedule(at: fade.end) { ... }
/// alpha.value(at: clock.now)
///
/// var y = Animated(0.0)                         // a bump, then a slide queued after it
/// y.animate(to: -10, at: .zero, duration: 0.1, curve: .easeIn)
/// y.animate(to: 900, at: SimTime(seconds: 0.1), duration: 0.5, curve: .criticallyDamped)
/// y.value(at: SimTime(seconds: 0.1))           // -10
/// y.end                                         // 0.6 s
/// ```
public struct Animated<Value: Interpolatable>: Sendable, InvariantChecking {
    /// The value before the first queued animation starts.
    public private(set) var base: Value
    /// The queued animations, in start order.
    public private(set) var segments: [Animation<Value>] = []

    /// How many animations the queue keeps before folding the started ones into `base`.
    public static var maxQueued: Int { 5 }

    public init(_ value: Value) {
        base = value
    }

    /// The value the property will have once every animation ends (UIKit's model value).
    public var target: Value { segments.last?.to ?? base }

    /// The last queued animation, if any.
    public var animation: Animation<Value>? { segments.last }

    /// When the last animation ends (nil when nothing was animated since the last `set`).
    public var end: SimTime? { segments.last?.end }

    /// The value on screen at `t`.
    public func value(at t: SimTime) -> Value {
        for a in segments.reversed() where a.start <= t { return a.value(at: t) }
        return base
    }

    /// True when an animation is still running (or queued) at `t`.
    public func isAnimating(at t: SimTime) -> Bool {
        guard let end else { return false }
        return t < end
    }

    /// Jumps to `value`, dropping every animation.
    public mutating func set(_ value: Value) {
        base = value
        segments.removeAll()
    }

    /// Stops every animation, leaving the value on screen at `t` as the new value
    /// (UIViewPropertyAnimator.stopAnimation(true)).
    public mutating func stop(at t: SimTime) {
        set(value(at: t))
    }

    /// Animates to `value`, beginning at `now + delay` from the value on screen then (see the
    /// rule above). Returns the animation, whose `end` is when its completion is due.
    @discardableResult
    public mutating func animate(to value: Value, at now: SimTime, duration: SimDuration,
                                 delay: SimDuration = .zero, curve: Curve) -> Animation<Value> {
        let start = now + delay
        let from = self.value(at: start)
        segments.removeAll { $0.start > start }
        if segments.count >= Self.maxQueued {
            // Only the latest started animations matter for reading from `start` on.
            base = from
            segments.removeAll()
        }
        let a = Animation(from: from, to: value, start: start, duration: duration, curve: curve)
        segments.append(a)
        return a
    }

    /// The invariants above; the owner's check includes its animated values'.
    public func checkInvariants() throws(InvariantBroken) {
        try InvariantBroken.check(segments.count <= Self.maxQueued, "Animated: \(segments.count) queued animations")
        for k in segments.indices.dropFirst() {
            try InvariantBroken.check(
                segments[k - 1].start <= segments[k].start, "Animated: animations out of start order")
        }
    }
}
