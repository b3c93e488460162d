/// How an animation's progress runs from 0 to 1 over its duration.
///
/// - `linear`, `easeIn`, `easeOut`, `easeInOut`: Core Animation's timing functions (cubic Béziers
///   with control points (0.42,0,1,1), (0,0,0.58,1), (0.42,0,0.58,1)); `cubicBezier` for others.
/// - `spring(dampingRatio:initialVelocity:)`: UIKit's `usingSpringWithDamping:initialSpringVelocity:`
///   fitted to the animation's duration (see `SpringSolution.fitted`); overshoots when ζ < 1.
/// - `criticallyDamped`: `spring(dampingRatio: 1, initialVelocity: 0)`, i.e.
///   p = 1 − (1 + ωt)·e^(−ωt) with ω = 9.2335/duration (SwipeCellKit's and XLActionController's
///   "damping 1.0" animators).
/// - `physicalSpring`: mass/stiffness/damping (UISpringTimingParameters); give the animation
///   `parameters.settlingDuration()` as its duration.
///
/// Springs ignore ease flags (UIKit does); every curve ends exactly at 1 at the duration.
///
/// ```swift
/// let a = Animation(from: 0.0, to: 100.0, start: .zero, duration: 0.5, curve: .easeOut)
/// a.value(at: SimTime(seconds: 0.25))   // ≈ 68.8
/// ```
public enum Curve: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    case cubicBezier(CubicBezier)
    case spring(dampingRatio: Double, initialVelocity: Double)
    case criticallyDamped
    case physicalSpring(SpringParameters)

    /// The curve with its per-duration constants computed once (springs' frequencies), so reading
    /// an animated value costs one evaluation.
    public func timing(duration: SimDuration) -> TimingFunction {
        let d = duration.seconds
        switch self {
        case .linear: return TimingFunction(kind: .linear, duration: d)
        case .easeIn: return TimingFunction(kind: .bezier(.easeIn), duration: d)
        case .easeOut: return TimingFunction(kind: .bezier(.easeOut), duration: d)
        case .easeInOut: return TimingFunction(kind: .bezier(.easeInOut), duration: d)
        case .cubicBezier(let b): return TimingFunction(kind: .bezier(b), duration: d)
        case .spring(let z, let v):
            return TimingFunction(kind: .spring(.fitted(dampingRatio: z, initialVelocity: v, duration: d)), duration: d)
        case .criticallyDamped:
            return TimingFunction(kind: .spring(.fitted(dampingRatio: 1, initialVelocity: 0, duration: d)), duration: d)
        case .physicalSpring(let p):
            return TimingFunction(kind: .spring(p.solution), duration: d)
        }
    }

    /// Progress at `elapsed` seconds into an animation of `duration` (convenience; animations
    /// cache `timing(duration:)` instead).
    public func progress(elapsed: Double, duration: SimDuration) -> Double {
        timing(duration: duration).progress(elapsed: elapsed)
    }

    /// The name Lua and renderings use ("easeInOut", "spring(0.7, 0)").
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .cubicBezier(let b):
            return "cubicBezier(\(Fmt.number(b.x1)), \(Fmt.number(b.y1)), \(Fmt.number(b.x2)), \(Fmt.number(b.y2)))"
        case .spring(let z, let v): return "spring(\(Fmt.number(z)), \(Fmt.number(v)))"
        case .criticallyDamped: return "criticallyDamped"
        case .physicalSpring(let p):
            return
                "physicalSpring(\(Fmt.number(p.mass)), \(Fmt.number(p.stiffness)), \(Fmt.number(p.damping)), "
                    + "\(Fmt.number(p.initialVelocity)))"
        }
    }
}

/// A curve resolved for one duration: progress as a function of elapsed seconds.
public struct TimingFunction: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        case bezier(CubicBezier)
        case spring(SpringSolution)
    }
    let kind: Kind
    /// Seconds; progress is 0 before 0 and exactly 1 from here on.
    public let duration: Double

    /// Progress at `elapsed` seconds: 0 before the start, 1 from the duration on, the curve
    /// between (springs may leave [0, 1] in flight).
    public func progress(elapsed t: Double) -> Double {
        if !(t > 0) { return 0 }
        if t >= duration { return 1 }
        switch kind {
        case .linear: return t / duration
        case .bezier(let b): return b.progress(at: t / duration)
        case .spring(let s): return s.progress(at: t)
        }
    }
}
