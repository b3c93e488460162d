/// A finger's path over simulated time: positions at offsets from touch-down, sampled at 120 Hz
/// (the last sample lands exactly at the end). A drag of duration d takes d of simulated time.
///
/// ```swift
/// let track = PanTrack.linear(from: Point(x: 300, y: 100), to: Point(x: 80, y: 100), duration: 0.25)
/// track.samples.count                      // 31: touch-down + 30 samples (0.25 s × 120 Hz)
/// track.velocity(at: track.samples.count - 1)   // (-880, 0) pt/s over the last 50 ms
/// ```
public struct PanTrack: Sendable {
    public struct Sample: Hashable, Sendable {
        /// Offset from touch-down.
        public var offset: SimDuration
        public var location: Point
    }

    public static let sampleRate = 120.0
    /// The longest drag `path` samples at the full rate (an hour: 432 000 samples); longer tracks
    /// are sampled more sparsely so memory stays bounded.
    public static let maximumDuration: SimDuration = 3600
    /// The window the release velocity is measured over.
    public static let velocityWindow: SimDuration = 0.05

    /// Sample 0 is touch-down (offset 0); the last is lift-off.
    public let samples: [Sample]
    public var duration: SimDuration { samples.last?.offset ?? .zero }
    public var start: Point { samples.first?.location ?? .zero }
    public var end: Point { samples.last?.location ?? .zero }

    public init(samples: [Sample]) { self.samples = samples }

    /// A straight path at constant speed.
    public static func linear(from: Point, to: Point, duration: SimDuration) -> PanTrack {
        path([from, to], duration: duration)
    }

    /// A path through `points` (at least one), each segment taking an equal share of `duration`,
    /// sampled at 120 Hz: N = ⌈d·120⌉ samples after touch-down, evenly spaced so the last is at d.
    /// A zero duration gives touch-down and lift-off at the same instant (a flick).
    public static func path(_ points: [Point], duration: SimDuration) -> PanTrack {
        let pts = points.isEmpty ? [Point.zero] : points
        let d = max(duration.nanoseconds, 0)
        let maxSamples = Double(maximumDuration.nanoseconds) / 1e9 * sampleRate
        let n = d == 0 ? 1 : max(1, Int(min((Double(d) / 1e9 * sampleRate - 1e-9).rounded(.up), maxSamples)))
        var samples: [Sample] = []
        samples.reserveCapacity(n + 1)
        for k in 0...n {
            let offset = k == n ? d : Int64((Double(d) * Double(k) / Double(n)).rounded())
            // Positions follow the (integer) sample times, so measured velocities are exact.
            let u = d == 0 ? Double(k) : Double(offset) / Double(d)
            samples.append(Sample(offset: SimDuration(nanoseconds: offset), location: position(pts, u)))
        }
        return PanTrack(samples: samples)
    }

    /// Position along the polyline at fraction u of the time (equal time per segment).
    private static func position(_ pts: [Point], _ u: Double) -> Point {
        guard pts.count > 1 else { return pts[0] }
        let segments = Double(pts.count - 1)
        let x = min(max(u, 0), 1) * segments
        let i = min(Int(x), pts.count - 2)
        return Point.interpolate(pts[i], pts[i + 1], x - Double(i))
    }

    /// Velocity at sample `k` in points per second: the displacement over the last 50 ms
    /// (from the earliest sample no more than 50 ms before `k`, at least the previous one)
    /// divided by the time it took. Zero for sample 0 and for zero-duration tracks.
    public func velocity(at k: Int) -> Point {
        PanTrack.estimateVelocity(samples, at: k, window: PanTrack.velocityWindow)
    }

    /// The estimator on its own, for any sampled track.
    public static func estimateVelocity(_ samples: [Sample], at k: Int, window: SimDuration) -> Point {
        guard k > 0, k < samples.count else { return .zero }
        let tk = samples[k].offset
        var j = k - 1
        while j > 0 && tk - samples[j - 1].offset <= window { j -= 1 }
        let dt = (tk - samples[j].offset).seconds
        guard dt > 0 else { return .zero }
        let d = samples[k].location - samples[j].location
        return Point(x: d.x / dt, y: d.y / dt)
    }
}
