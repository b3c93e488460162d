/// A button's scale and alpha as values over time: what the transition delegate
/// (`ScaleTransition`) and the expansion delegate (`ScaleAndAlphaExpansion`) animate. Reading at
/// `t` evaluates the running animations (UIView.animate, easeInOut).
public struct SwipeButtonLook: Sendable {
    public var scale = Animated(1.0)
    public var alpha = Animated(1.0)

    public init() {}

    public func scale(at t: SimTime) -> Double { scale.value(at: t) }
    public func alpha(at t: SimTime) -> Double { alpha.value(at: t) }
}
