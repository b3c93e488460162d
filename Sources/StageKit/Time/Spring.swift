/// A damped harmonic oscillator pulling progress p from 0 to 1, solved in closed form.
///
/// With displacement x = p − 1, x'' = −ω0²·x − 2ζω0·x', x(0) = −1, x'(0) = v0 (progress units
/// per second, UIKit's `initialSpringVelocity`: 1 means "the whole distance per second"):
/// - ζ < 1: x = e^(−ζω0 t)·(−cos ωd t + ((v0 − ζω0)/ωd)·sin ωd t), ωd = ω0·√(1 − ζ²)
/// - ζ = 1: x = e^(−ω0 t)·(−1 + (v0 − ω0)·t)
/// - ζ > 1: x = C1·e^(r1 t) + C2·e^(r2 t), r1,2 = −ω0(ζ ∓ √(ζ² − 1)), C1 = (v0 + r2)/(r1 − r2)
///
/// ```swift
/// let s = SpringSolution(dampingRatio: 0.9, naturalFrequency: 10, initialVelocity: 0)
/// s.progress(at: 0.2)     // 1 − e^(−1.8)(cos(0.2√19) + 9/√19·sin(0.2√19)) ≈ 0.6324
/// ```
public struct SpringSolution: Hashable, Sendable {
    public let dampingRatio: Double
    public let naturalFrequency: Double
    public let initialVelocity: Double

    private enum Regime: Hashable, Sendable {
        case under(wd: Double, a: Double, b: Double)
        case critical(b: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }
    private let regime: Regime

    /// Damping ratios below this are clamped to it (an undamped spring never settles).
    public static let minimumDampingRatio = 0.01

    public init(dampingRatio zeta: Double, naturalFrequency w0: Double, initialVelocity v0: Double) {
        let z = max(zeta.isFinite ? zeta : 1, SpringSolution.minimumDampingRatio)
        let w0 = w0.isFinite && w0 > 0 ? w0 : 1
        let v0 = v0.isFinite ? v0 : 0
        self.dampingRatio = z
        self.naturalFrequency = w0
        self.initialVelocity = v0
        if abs(z - 1) < 1e-6 {
            regime = .critical(b: v0 - w0)
        } else if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            regime = .under(wd: wd, a: -1, b: (v0 - z * w0) / wd)
        } else {
            let s = (z * z - 1).squareRoot()
            // r1 = −ω0(ζ − s) written without cancellation for large ζ (LNPopupController's 500).
            let r1 = -w0 / (z + s)
            let r2 = -w0 * (z + s)
            let c1 = (v0 + r2) / (r1 - r2)
            regime = .over(r1: r1, r2: r2, c1: c1, c2: -1 - c1)
        }
    }

    /// x(t) = p(t) − 1.
    public func displacement(at t: Double) -> Double {
        switch regime {
        case .under(let wd, let a, let b):
            return _exp(-dampingRatio * naturalFrequency * t) * (a * _cos(wd * t) + b * _sin(wd * t))
        case .critical(let b):
            return _exp(-naturalFrequency * t) * (-1 + b * t)
        case .over(let r1, let r2, let c1, let c2):
            return c1 * _exp(r1 * t) + c2 * _exp(r2 * t)
        }
    }

    public func progress(at t: Double) -> Double { 1 + displacement(at: t) }

    /// A decreasing bound on |x(t)| (the oscillation envelope), used to bracket the settling time.
    private func bound(at t: Double) -> Double {
        switch regime {
        case .under(_, let a, let b):
            return _exp(-dampingRatio * naturalFrequency * t) * (a * a + b * b).squareRoot()
        case .critical(let b):
            return _exp(-naturalFrequency * t) * (1 + abs(b) * t)
        case .over(let r1, let r2, let c1, let c2):
            return abs(c1) * _exp(r1 * t) + abs(c2) * _exp(r2 * t)
        }
    }

    /// The last time |p − 1| is at least `epsilon`: from then on the spring stays within epsilon of
    /// its target. Deterministic: bisection on the envelope, a backward scan at a fixed step, then
    /// bisection on the crossing.
    public func settlingTime(epsilon: Double = 1e-3) -> Double {
        // The envelope-based end: |x| < epsilon for t ≥ tb.
        var hi = 1.0 / naturalFrequency
        var guardCount = 0
        while bound(at: hi) >= epsilon && guardCount < 200 { hi *= 2; guardCount += 1 }
        var lo = 0.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bound(at: mid) >= epsilon { lo = mid } else { hi = mid }
        }
        let tb = hi
        // Scan back from tb for the last time |x| ≥ epsilon.
        let step: Double
        if case .under(let wd, _, _) = regime { step = min(2 * Double.pi / wd / 64, tb / 64) } else { step = tb / 256 }
        var t = tb
        while t > 0 && abs(displacement(at: t)) < epsilon { t -= step }
        if t <= 0 { return 0 }
        // The crossing lies in [t, t + step]: |x(t)| ≥ epsilon > |x(t + step)|.
        var a = t, b = min(t + step, tb)
        for _ in 0..<100 {
            let mid = (a + b) / 2
            if abs(displacement(at: mid)) >= epsilon { a = mid } else { b = mid }
        }
        return b
    }

    /// The threshold that defines "settled" for duration fitting (0.1 % of the distance).
    public static let settleEpsilon = 1e-3

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` over `duration` seconds: the
    /// natural frequency is chosen so that the spring *released from rest* (v0 = 0) settles to
    /// within 0.1 % of the target exactly at `duration` — ω0 = τ(ζ)/duration, where τ(ζ) is the
    /// settling time of the unit-frequency spring (τ(1) ≈ 9.2335, so ω0 ≈ 13.19 for 0.7 s). The
    /// initial velocity then shapes the motion without changing ω0; the animation snaps to 1 at
    /// `duration`.
    public static func fitted(dampingRatio: Double, initialVelocity: Double, duration: Double) -> SpringSolution {
        let unit = SpringSolution(dampingRatio: dampingRatio, naturalFrequency: 1, initialVelocity: 0)
        let tau = unit.settlingTime(epsilon: settleEpsilon)
        let d = duration > 0 && duration.isFinite ? duration : 1
        return SpringSolution(
            dampingRatio: unit.dampingRatio, naturalFrequency: tau / d, initialVelocity: initialVelocity)
    }
}

/// A spring given physically (UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)):
/// it has no duration of its own; an animation using it lasts until it settles.
///
/// ```swift
/// let snap = SpringParameters(mass: 1, stiffness: 100, damping: 18, initialVelocity: 0)
/// snap.dampingRatio          // 0.9
/// snap.settlingDuration()    // ≈ 0.84 s (|1 − p| < 0.001 from then on)
/// ```
public struct SpringParameters: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    public var solution: SpringSolution {
        SpringSolution(dampingRatio: dampingRatio, naturalFrequency: naturalFrequency, initialVelocity: initialVelocity)
    }

    /// How long the spring runs before it is within `epsilon` of its target for good.
    public func settlingDuration(epsilon: Double = SpringSolution.settleEpsilon) -> SimDuration {
        SimDuration(seconds: solution.settlingTime(epsilon: epsilon))
    }
}

// Elementary functions without Foundation: the C library's, through the platform module.
#if canImport(Glibc)
import Glibc
@inline(__always) func _exp(_ x: Double) -> Double { Glibc.exp(x) }
@inline(__always) func _cos(_ x: Double) -> Double { Glibc.cos(x) }
@inline(__always) func _sin(_ x: Double) -> Double { Glibc.sin(x) }
#elseif canImport(Darwin)
import Darwin
@inline(__always) func _exp(_ x: Double) -> Double { Darwin.exp(x) }
@inline(__always) func _cos(_ x: Double) -> Double { Darwin.cos(x) }
@inline(__always) func _sin(_ x: Double) -> Double { Darwin.sin(x) }
#endif
