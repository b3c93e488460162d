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

/// SwipeCellKit's stock `SwipeActionTransitioning`: a button that was hidden starts at 0.8 and
/// grows to full size when more than half of it shows, shrinking back when it drops below half
/// (spec §4). `apply` is called with each model change of the action's visible percentage.
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

/// SwipeCellKit's stock `SwipeExpanding`: when the expandable action takes over, the other buttons
/// shrink to 0.8 and fade out one after another; they come back in reverse order when it collapses
/// (spec §7). Used by default when the expandable action has no background color.
///
/// ```swift
/// var looks = [SwipeButtonLook(), SwipeButtonLook()]
/// ScaleAndAlphaExpansion.default.apply(expanding: true, others: [0, 1], to: &looks, at: .zero)
/// looks[1].alpha(at: SimTime(seconds: 0.1))    // 1 (its fade starts at 0.1)
/// looks[1].alpha(at: SimTime(seconds: 0.25))   // 0
/// ```
public struct ScaleAndAlphaExpansion: Hashable, Sendable {
    public var duration: SimDuration = 0.15
    public var scale = 0.8
    public var interButtonDelay: SimDuration = 0.1

    public init(duration: SimDuration = 0.15, scale: Double = 0.8, interButtonDelay: SimDuration = 0.1) {
        self.duration = duration
        self.scale = scale
        self.interButtonDelay = interButtonDelay
    }

    public static let `default` = ScaleAndAlphaExpansion()

    /// The relayout's timing: 0.6 s, delayed 0.1 s when expanding.
    public func timing(expanding: Bool) -> SwipeExpansionTiming {
        SwipeExpansionTiming(duration: 0.6, delay: expanding ? 0.1 : 0)
    }

    /// `others`: indices into `looks`, from the button next to the expandable one toward the content.
    public func apply(expanding: Bool, others: [Int], to looks: inout [SwipeButtonLook], at now: SimTime) {
        let order = expanding ? others : others.reversed()
        for (k, i) in order.enumerated() where looks.indices.contains(i) {
            let delay = interButtonDelay.scaled(by: Double(expanding ? k : k + 1))
            looks[i].scale.animate(to: expanding ? scale : 1, at: now, duration: duration, delay: delay, curve: .easeInOut)
            looks[i].alpha.animate(to: expanding ? 0 : 1, at: now, duration: duration, delay: delay, curve: .easeInOut)
        }
    }
}

/// `SwipeOptions.expansionDelegate`: the stock scale-and-alpha one, or a plain relayout with given
/// timing (a custom `SwipeExpanding` that only changes the timing).
public enum SwipeExpansionDelegate: Hashable, Sendable {
    case scaleAndAlpha(ScaleAndAlphaExpansion)
    case timing(SwipeExpansionTiming)

    public func timing(expanding: Bool) -> SwipeExpansionTiming {
        switch self {
        case .scaleAndAlpha(let s): return s.timing(expanding: expanding)
        case .timing(let t): return t
        }
    }
}
