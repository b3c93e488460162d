/// A cubic Bézier timing function from (0,0) to (1,1) with control points (x1,y1), (x2,y2), as
/// Core Animation's `CAMediaTimingFunction` defines them. `progress(at:)` solves x(t) = u for t
/// (Newton's method, then bisection if Newton stalls; fixed iteration counts, so the result is
/// the same on every machine) and returns y(t).
///
/// ```swift
/// let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
/// easeInOut.progress(at: 0.5)   // 0.5 (symmetric)
/// ```
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double
    // Polynomial coefficients: x(t) = ((ax t + bx) t + cx) t.
    private let ax, bx, cx, ay, by, cy: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // x control points outside [0, 1] would make x(t) non-monotonic (not a function of time).
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// Core Animation's named curves.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    @inline(__always) private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t with x(t) = u, for u in [0, 1].
    public func solve(_ u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        let epsilon = 1e-12
        var t = u
        for _ in 0..<8 {
            let err = x(t) - u
            if abs(err) < epsilon { return t }
            let d = dx(t)
            if abs(d) < 1e-9 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = u
        for _ in 0..<64 {
            let v = x(t)
            if abs(v - u) < epsilon { return t }
            if v < u { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// Progress (y) at time fraction `u` (x), clamped to the ends outside [0, 1].
    public func progress(at u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        return y(solve(u))
    }
}
