#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How one section of a Dynamics sheet (tweetbot) flies in (xlactioncontroller.md "Dynamics"): the section's rows move
/// as
/// one chain (rigid links between them) pulled up by a spring of 5 Hz with damping ratio
/// 0.3·√n (n rows), from `distance` below their final place, and bounce off a one-sided
/// collision line at the final place with restitution 0.7/n.
///
/// Solved in closed form piece by piece: each flight between bounces is a damped oscillator
/// from the bounce's position and velocity; the bounce instants are the oscillator's zero
/// crossings. Reading the displacement at any time costs one evaluation, so nothing is stepped.
///
/// Simplifications (documented in docs/ACTIONSHEETS.md): the chain rests exactly at the flow
/// layout's positions (the library's attachment length of 1 pt and its 1.5-pt collision offset
/// are below what a picture shows, and tapping needs the rows where `frameOf` says they are).
///
/// ```swift
/// let chain = DynamicsChain(distance: 302, rows: 1)
/// chain.displacement(at: 0)      // 302 (below the screen)
/// chain.displacement(at: 1)      // ≈ 0 (settled)
/// ```
public struct DynamicsChain: Hashable, Sendable {
    /// Where the chain starts below its final place (collection height − top inset).
    public let distance: Double
    /// ω0 = 2π · 5 Hz.
    public let naturalFrequency: Double
    public let dampingRatio: Double
    public let restitution: Double
    /// Flights, in time order; the last one never reaches the line again (or is at rest).
    public private(set) var flights: [Flight] = []

    /// One flight: displacement from the final place (positive = below) and velocity at `start`.
    public struct Flight: Hashable, Sendable {
        public var start: Double
        public var position: Double
        public var velocity: Double
    }

    public static let frequencyHz = 5.0
    /// Below this speed after a bounce the chain stays at its place.
    public static let restingSpeed = 1.0

    public init(distance: Double, rows n: Int) {
        let n = max(1, n)
        self.distance = distance
        self.naturalFrequency = 2 * Double.pi * DynamicsChain.frequencyHz
        self.dampingRatio = 0.3 * Double(n).squareRoot()
        self.restitution = 0.7 / Double(n)
        var flight = Flight(start: 0, position: distance, velocity: 0)
        flights.append(flight)
        // Each bounce loses at least (1 − restitution) of the speed, so this ends quickly; the
        // cap only guards against pathological inputs.
        for _ in 0..<64 {
            guard let hit = firstCrossing(flight) else { break }
            let v = -restitution * velocity(flight, at: hit)
            flight = Flight(start: flight.start + hit, position: 0, velocity: v)
            if abs(v) < DynamicsChain.restingSpeed { flight.velocity = 0 }
            flights.append(flight)
            if flight.velocity == 0 { break }
        }
    }

    /// Displacement below the final place `t` seconds after the section was revealed.
    public func displacement(at t: Double) -> Double {
        guard t > 0 else { return distance }
        var i = flights.count - 1
        while i > 0 && flights[i].start > t { i -= 1 }
        let f = flights[i]
        if f.position == 0 && f.velocity == 0 { return 0 }
        return max(0, position(f, at: t - f.start))
    }

    // MARK: The damped oscillator d'' = −ω²d − 2ζωd'

    private func coefficients(_ f: Flight) -> (Double, Double) {
        let w = naturalFrequency, z = dampingRatio
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return (f.position, (f.velocity + z * w * f.position) / wd)
        } else if z == 1 {
            return (f.position, f.velocity + w * f.position)
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w * (z - s), r2 = -w * (z + s)
            let c1 = (f.velocity - r2 * f.position) / (r1 - r2)
            return (c1, f.position - c1)
        }
    }

    private func position(_ f: Flight, at tau: Double) -> Double {
        let w = naturalFrequency, z = dampingRatio
        let (a, b) = coefficients(f)
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return exp(-z * w * tau) * (a * cos(wd * tau) + b * sin(wd * tau))
        } else if z == 1 {
            return exp(-w * tau) * (a + b * tau)
        } else {
            let s = (z * z - 1).squareRoot()
            return a * exp(-w * (z - s) * tau) + b * exp(-w * (z + s) * tau)
        }
    }

    private func velocity(_ f: Flight, at tau: Double) -> Double {
        let w = naturalFrequency, z = dampingRatio
        let (a, b) = coefficients(f)
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let e = exp(-z * w * tau)
            let c = cos(wd * tau), s = sin(wd * tau)
            return e * (-z * w * (a * c + b * s) + wd * (-a * s + b * c))
        } else if z == 1 {
            return exp(-w * tau) * (b - w * (a + b * tau))
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w * (z - s), r2 = -w * (z + s)
            return a * r1 * exp(r1 * tau) + b * r2 * exp(r2 * tau)
        }
    }

    /// The first time after the flight's start at which it reaches the line (d = 0) moving up,
    /// or nil if it never does (critically or over-damped springs approach without crossing).
    private func firstCrossing(_ f: Flight) -> Double? {
        guard dampingRatio < 1 else { return nil }
        let w = naturalFrequency, z = dampingRatio
        let wd = w * (1 - z * z).squareRoot()
        let (a, b) = coefficients(f)
        // a·cos + b·sin = R·cos(wd·τ − φ): zeros at wd·τ = φ + π/2 + kπ.
        let phi = atan2(b, a)
        var k = 0.0
        while k < 4 {
            let tau = (phi + Double.pi / 2 + k * Double.pi) / wd
            if tau > 1e-9 && velocity(f, at: tau) < 0 { return tau }
            k += 1
        }
        return nil
    }
}
