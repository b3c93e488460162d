/// The clock's current time in both units (see `SimClock.nowReading`).
public struct NowReading: Sendable {
    public var nanoseconds: Int64
    /// `Double(nanoseconds) / 1e9`.
    public var seconds: Double
}
