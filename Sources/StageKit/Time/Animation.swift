/// A value that can be animated: interpolated (and extrapolated, for springs that overshoot)
/// between two values by a progress number.
public protocol Interpolatable: Sendable {
    static func interpolate(_ a: Self, _ b: Self, _ p: Double) -> Self
}

extension Double: Interpolatable {
    @inlinable public static func interpolate(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
}

extension Point: Interpolatable {
    public static func interpolate(_ a: Point, _ b: Point, _ p: Double) -> Point {
        Point(x: .interpolate(a.x, b.x, p), y: .interpolate(a.y, b.y, p))
    }
}

extension Size: Interpolatable {
    public static func interpolate(_ a: Size, _ b: Size, _ p: Double) -> Size {
        Size(width: .interpolate(a.width, b.width, p), height: .interpolate(a.height, b.height, p))
    }
}

extension Rect: Interpolatable {
    public static func interpolate(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
        Rect(origin: .interpolate(a.origin, b.origin, p), size: .interpolate(a.size, b.size, p))
    }
}

extension EdgeInsets: Interpolatable {
    public static func interpolate(_ a: EdgeInsets, _ b: EdgeInsets, _ p: Double) -> EdgeInsets {
        EdgeInsets(top: .interpolate(a.top, b.top, p), left: .interpolate(a.left, b.left, p),
                   bottom: .interpolate(a.bottom, b.bottom, p), right: .interpolate(a.right, b.right, p))
    }
}

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

    public func isFinished(at t: SimTime) -> Bool { t >= end }
}

/// A property that is either at rest or animating: what components keep for positions, alphas,
/// offsets. Starting a new animation begins from the value currently on screen (the presentation
/// value), as UIKit's interrupting animations do; the owner cancels the previous completion event.
///
/// ```swift
/// var alpha = Animated(0.0)
/// let fade = alpha.animate(to: 1, at: clock.now, duration: 0.2, curve: .easeInOut)
/// completion = clock.schedule(at: fade.end) { ... }
/// alpha.value(at: clock.now)
/// ```
public struct Animated<Value: Interpolatable>: Sendable {
    /// The value the property will have once any running animation ends (UIKit's model value).
    public private(set) var target: Value
    /// The running (or last) animation, if any.
    public private(set) var animation: Animation<Value>?

    public init(_ value: Value) {
        target = value
        animation = nil
    }

    /// The value on screen at `t`.
    public func value(at t: SimTime) -> Value {
        guard let animation else { return target }
        return animation.value(at: t)
    }

    /// True when an animation is still running at `t`.
    public func isAnimating(at t: SimTime) -> Bool {
        guard let animation else { return false }
        return t < animation.end
    }

    /// Jumps to `value` (stopping any animation where it is).
    public mutating func set(_ value: Value) {
        target = value
        animation = nil
    }

    /// Stops the running animation, leaving the value on screen at `t` as the new value
    /// (UIViewPropertyAnimator.stopAnimation(true)).
    public mutating func stop(at t: SimTime) {
        target = value(at: t)
        animation = nil
    }

    /// Animates from the value on screen at `now` to `value`, starting after `delay`.
    @discardableResult
    public mutating func animate(to value: Value, at now: SimTime, duration: SimDuration,
                                 delay: SimDuration = .zero, curve: Curve) -> Animation<Value> {
        let a = Animation(from: self.value(at: now), to: value, start: now + delay, duration: duration, curve: curve)
        target = value
        animation = a
        return a
    }
}
