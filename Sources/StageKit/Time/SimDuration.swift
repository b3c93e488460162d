/// A span of simulated time in whole nanoseconds. Float literals are seconds, so engine code reads
/// like the specs: `clock.schedule(after: 0.7) { ... }`.
///
/// ```swift
/// let d: SimDuration = 0.25
/// d.nanoseconds                    // 250_000_000
/// SimDuration.milliseconds(50)     // 0.05 s
/// ```
public struct SimDuration: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public var nanoseconds: Int64

    @inlinable public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }
    /// Rounded to the nearest nanosecond (trusted engine values; see `validated(seconds:)`).
    @inlinable public init(seconds: Double) { self.nanoseconds = SimDuration.roundToNanoseconds(seconds) }
    public init(floatLiteral value: Double) { self.init(seconds: value) }
    public init(integerLiteral value: Int64) {
        self.init(nanoseconds: value.multipliedReportingOverflow(by: 1_000_000_000).partialValue)
    }

    @inlinable public static func seconds(_ s: Double) -> SimDuration { SimDuration(seconds: s) }
    @inlinable public static func milliseconds(_ ms: Int64) -> SimDuration { SimDuration(nanoseconds: ms * 1_000_000) }
    public static let zero = SimDuration(nanoseconds: 0)

    @inlinable public var seconds: Double { Double(nanoseconds) / 1e9 }

    @inlinable public static func < (a: SimDuration, b: SimDuration) -> Bool { a.nanoseconds < b.nanoseconds }
    @inlinable public static func + (a: SimDuration, b: SimDuration) -> SimDuration {
        SimDuration(nanoseconds: a.nanoseconds &+ b.nanoseconds)
    }
    @inlinable public static func - (a: SimDuration, b: SimDuration) -> SimDuration {
        SimDuration(nanoseconds: a.nanoseconds &- b.nanoseconds)
    }
    /// The span times `k` (a named method, not `*`: an operator would make plain literal arithmetic
    /// such as `17 * 1.2` ambiguous, SimDuration being expressible by literals).
    @inlinable public func scaled(by k: Double) -> SimDuration { SimDuration(seconds: seconds * k) }

    public var description: String { Fmt.number(seconds) + " s" }

    /// The largest span user input may ask for (the design's "absurd" bound).
    public static let maximumSeconds = 1e9

    /// User-supplied seconds, checked: finite, non-negative and at most 10^9 s. The error's message
    /// is what a Lua user reads after "bad argument #1 to 'advance' (...)".
    ///
    /// ```swift
    /// try SimDuration.validated(seconds: -1)   // throws "non-negative number of seconds expected, got -1"
    /// ```
    public static func validated(seconds s: Double) throws(TimeInputError) -> SimDuration {
        if s.isNaN { throw TimeInputError("finite number of seconds expected, got nan") }
        if s.isInfinite { throw TimeInputError("finite number of seconds expected, got \(s < 0 ? "-inf" : "inf")") }
        if s < 0 { throw TimeInputError("non-negative number of seconds expected, got \(Fmt.number(s))") }
        if s > maximumSeconds { throw TimeInputError("at most 1e9 seconds expected, got \(Fmt.number(s))") }
        return SimDuration(seconds: s)
    }

    @inlinable
    static func roundToNanoseconds(_ s: Double) -> Int64 {
        let ns = (s * 1e9).rounded()
        // Clamp instead of trapping: only trusted values reach here, but a trap would take the host down.
        if ns.isNaN { return 0 }
        if ns >= 9.2e18 { return Int64.max }
        if ns <= -9.2e18 { return Int64.min }
        return Int64(ns)
    }
}
