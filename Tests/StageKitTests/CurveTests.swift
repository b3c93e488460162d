import Testing
@testable import StageKit

#if canImport(Glibc)
import Glibc
#endif

/// Curves at known points. Reference values come from independent computations (bisection to
/// machine precision on the Bézier polynomials; the closed forms written out here).
@Suite struct CurveTests {
    func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

    @Test func coreAnimationBeziers() {
        let d: SimDuration = 1
        #expect(Curve.linear.progress(elapsed: 0.25, duration: d) == 0.25)
        #expect(close(Curve.easeIn.progress(elapsed: 0.5, duration: d), 0.31535681257253945))
        #expect(close(Curve.easeOut.progress(elapsed: 0.5, duration: d), 0.6846431874274606))
        #expect(close(Curve.easeInOut.progress(elapsed: 0.5, duration: d), 0.5))
        #expect(close(Curve.easeInOut.progress(elapsed: 0.25, duration: d), 0.1291619310473198))
        #expect(close(Curve.easeInOut.progress(elapsed: 0.7, duration: d), 0.8126040932946873))
        // Ends are exact; outside the duration the progress is clamped.
        for c in [Curve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(c.progress(elapsed: 0, duration: d) == 0)
            #expect(c.progress(elapsed: 1, duration: d) == 1)
            #expect(c.progress(elapsed: 2, duration: d) == 1)
            #expect(c.progress(elapsed: -1, duration: d) == 0)
        }
        // Time scales: easeOut over 0.5 s at 0.25 s is easeOut(0.5).
        #expect(close(Curve.easeOut.progress(elapsed: 0.25, duration: 0.5), 0.6846431874274606))
    }

    @Test func criticallyDampedMatchesTheSpecModel() {
        // τ(1): the unit spring released from rest stays within 0.1 % from 9.2334 on.
        let unit = SpringSolution(dampingRatio: 1, naturalFrequency: 1, initialVelocity: 0)
        #expect(abs(unit.settlingTime() - 9.2334) < 1e-3)
        // 0.7 s → ω ≈ 13.19 (SwipeCellKit: "ω ≈ 9.23/duration … 13.2 for 0.7 s").
        let s = SpringSolution.fitted(dampingRatio: 1, initialVelocity: 0, duration: 0.7)
        #expect(abs(s.naturalFrequency - 9.2334 / 0.7) < 2e-3)
        let w = s.naturalFrequency
        for t in [0.05, 0.1, 0.2, 0.35, 0.5] {
            let expected = 1 - (1 + w * t) * exp(-w * t)
            #expect(close(Curve.criticallyDamped.progress(elapsed: t, duration: 0.7), expected, 1e-12))
            #expect(close(Curve.spring(dampingRatio: 1, initialVelocity: 0).progress(elapsed: t, duration: 0.7), expected, 1e-12))
        }
        // Mid-flight, pinned: p(0.2) for 0.7 s.
        #expect(abs(Curve.criticallyDamped.progress(elapsed: 0.2, duration: 0.7) - 0.73989) < 1e-4)
        // No overshoot for ζ = 1, and p = 1 exactly at the duration.
        var last = 0.0
        for i in 0...700 {
            let p = Curve.criticallyDamped.progress(elapsed: Double(i) / 1000, duration: 0.7)
            #expect(p <= 1 && p >= last)
            last = p
        }
        #expect(Curve.criticallyDamped.progress(elapsed: 0.7, duration: 0.7) == 1)
    }

    @Test func underdampedSpringOvershoots() {
        // ζ = 0.5 over 1 s: the peak overshoot of a spring released from rest is e^(−πζ/√(1−ζ²)).
        let curve = Curve.spring(dampingRatio: 0.5, initialVelocity: 0)
        var peak = 0.0
        for i in 0...10_000 { peak = max(peak, curve.progress(elapsed: Double(i) / 10_000, duration: 1)) }
        #expect(abs(peak - 1.16303353482158) < 1e-4)
        // τ(0.5) ≈ 12.70 → ω0 = 12.70 for 1 s; the first peak is at π/ωd.
        let s = SpringSolution.fitted(dampingRatio: 0.5, initialVelocity: 0, duration: 1)
        #expect(abs(s.naturalFrequency - 12.7016) < 1e-3)
        let wd = s.naturalFrequency * (1 - 0.25).squareRoot()
        #expect(abs(curve.progress(elapsed: Double.pi / wd, duration: 1) - 1.16303353482158) < 1e-9)
        // Closed form at a mid-flight point.
        let t = 0.1, w = s.naturalFrequency
        let expected = 1 - exp(-0.5 * w * t) * (cos(wd * t) + (0.5 * w / wd) * sin(wd * t))
        #expect(close(curve.progress(elapsed: t, duration: 1), expected, 1e-12))
    }

    @Test func overdampedSpringHasNoOvershoot() {
        // LNPopupController's bar animator: 0.5 s, ζ = 500 — a near-exponential ease-out.
        let curve = Curve.spring(dampingRatio: 500, initialVelocity: 0)
        var last = 0.0
        for i in 0...500 {
            let p = curve.progress(elapsed: Double(i) / 1000, duration: 0.5)
            #expect(p <= 1 && p >= last - 1e-12)
            last = p
        }
        // x ≈ −e^(−ω t/(2ζ)) with ω = τ/0.5 and τ ≈ 2ζ·ln(1000): p(0.25) ≈ 1 − 10^(−1.5).
        #expect(abs(curve.progress(elapsed: 0.25, duration: 0.5) - (1 - 0.031623)) < 2e-4)
    }

    @Test func physicalSpringOfSwipeCellKit() {
        // mass 1, stiffness 100, damping 18: ω0 = 10, ζ = 0.9, ωd = √19.
        let params = SpringParameters(mass: 1, stiffness: 100, damping: 18, initialVelocity: 0)
        #expect(params.naturalFrequency == 10)
        #expect(abs(params.dampingRatio - 0.9) < 1e-12)
        // Settling: about 0.84 s for v = 0, 0.81 s for v = 3, 0.76 s for v = 10.
        #expect(abs(params.settlingDuration().seconds - 0.8377) < 1e-3)
        #expect(abs(SpringParameters(stiffness: 100, damping: 18, initialVelocity: 3).settlingDuration().seconds - 0.8080) < 1e-3)
        #expect(abs(SpringParameters(stiffness: 100, damping: 18, initialVelocity: 10).settlingDuration().seconds - 0.7612) < 1e-3)
        // p(t) = 1 − e^(−9t)[cos(√19 t) + ((9 − v)/√19) sin(√19 t)]
        let wd = 19.0.squareRoot()
        for (v, t) in [(0.0, 0.2), (3.0, 0.1), (-7.7, 0.05)] {
            let s = SpringParameters(stiffness: 100, damping: 18, initialVelocity: v).solution
            let expected = 1 - exp(-9 * t) * (cos(wd * t) + ((9 - v) / wd) * sin(wd * t))
            #expect(close(s.progress(at: t), expected, 1e-12))
        }
        #expect(abs(params.solution.progress(at: 0.2) - 0.6323795622659518) < 1e-12)
        // A release at −600 pt/s over 31.2 pt (v_rel ≈ −7.7) first dips to p ≈ −0.15.
        let dip = SpringParameters(stiffness: 100, damping: 18, initialVelocity: -600 * 0.4 / 31.2).solution
        var lowest = 1.0
        for i in 0...2000 { lowest = min(lowest, dip.progress(at: Double(i) / 1000)) }
        #expect(abs(lowest - (-0.15198)) < 1e-4)
    }

    @Test func animationsAreValuesOverTime() {
        let a = Animation(from: Rect(x: 0, y: 852, width: 393, height: 300), to: Rect(x: 0, y: 552, width: 393, height: 300),
                          start: SimTime(seconds: 1), duration: 0.5, curve: .easeOut)
        #expect(a.value(at: .zero).y == 852)
        #expect(a.value(at: SimTime(seconds: 1)).y == 852)
        #expect(abs(a.value(at: SimTime(seconds: 1.25)).y - (852 - 300 * 0.6846431874274606)) < 1e-9)
        #expect(a.value(at: SimTime(seconds: 1.5)).y == 552)
        #expect(a.end == SimTime(seconds: 1.5))
        // Interrupting starts from the on-screen value.
        var alpha = Animated(0.0)
        alpha.animate(to: 1, at: .zero, duration: 1, curve: .linear)
        let back = alpha.animate(to: 0, at: SimTime(seconds: 0.25), duration: 1, curve: .linear)
        #expect(back.from == 0.25)
        #expect(alpha.target == 0)
        #expect(alpha.value(at: SimTime(seconds: 0.75)) == 0.125)
        #expect(!alpha.isAnimating(at: SimTime(seconds: 1.25)))
        alpha.stop(at: SimTime(seconds: 0.5))
        #expect(alpha.value(at: SimTime(seconds: 9)) == 0.1875)
        // A delayed animation holds its start value until it starts.
        var y = Animated(10.0)
        let d = y.animate(to: 20, at: .zero, duration: 1, delay: 0.5, curve: .linear)
        #expect(y.value(at: SimTime(seconds: 0.4)) == 10)
        #expect(y.value(at: SimTime(seconds: 1)) == 15)
        #expect(d.end == SimTime(seconds: 1.5))
    }
}
