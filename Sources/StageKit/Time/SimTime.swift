/// A point in simulated time: whole nanoseconds since the stage was reset. Integer time never
/// drifts (0.1 + 0.2 s is exactly 300 ms), and equal times compare equal, which the scheduler's
/// FIFO tie-break relies on.
///
/// ```swift
/// let t = SimTime.zero + .seconds(0.3)
/// t.seconds        // 0.3
/// t.nanoseconds    // 300_000_000
/// ```
public struct SimTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    @inlinable public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The time `seconds` after reset, rounded to the nearest nanosecond. For trusted engine values;
    /// user input goes through `SimDuration.validated(seconds:)`.
    @inlinable public init(seconds: Double) { self.nanoseconds = SimDuration.roundToNanoseconds(seconds) }

    public static let zero = SimTime(nanoseconds: 0)
    /// Larger than any time the clock can reach (used as "never").
    public static let distantFuture = SimTime(nanoseconds: Int64.max)

    /// Seconds since reset, as Lua sees them.
    @inlinable public var seconds: Double { Double(nanoseconds) / 1e9 }

    @inlinable public static func < (a: SimTime, b: SimTime) -> Bool { a.nanoseconds < b.nanoseconds }
    @inlinable public static func + (a: SimTime, b: SimDuration) -> SimTime {
        // Saturating: adding to "never" stays "never"; validated inputs never come close.
        let (s, o) = a.nanoseconds.addingReportingOverflow(b.nanoseconds)
        return SimTime(nanoseconds: o ? (b.nanoseconds > 0 ? Int64.max : Int64.min) : s)
    }
    @inlinable public static func - (a: SimTime, b: SimDuration) -> SimTime {
        a + SimDuration(nanoseconds: -b.nanoseconds)
    }
    @inlinable public static func - (a: SimTime, b: SimTime) -> SimDuration {
        SimDuration(nanoseconds: a.nanoseconds &- b.nanoseconds)
    }
    @inlinable public static func += (a: inout SimTime, b: SimDuration) { a = a + b }

    /// `[  0.300]`-style seconds with millisecond precision ("0.300").
    public var description: String { Fmt.fixed(seconds, 3) }
}
