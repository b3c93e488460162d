/// Float-to-integer conversion that cannot trap. `Int(x)` traps on NaN, infinities and values
/// outside Int's range, and any Double the engine computes may have come from a Lua number
/// (a screen size, a setting, a coordinate), so the engine converts through this instead.
///
/// ```swift
/// Int(clamping: 1e300, to: 0...1000)        // 1000
/// Int(clamping: .nan, to: 0...1000)         // 0 (the range's lower bound unless told)
/// Int(clamping: -3.7.rounded(.down), to: -10...10)   // -4
/// ```
extension Int {
    /// `x` truncated toward zero and clamped to `range`; NaN gives `nan` (by default the lower bound).
    @inlinable
    public init(clamping x: Double, to range: ClosedRange<Int>, nan: Int? = nil) {
        if x.isNaN {
            self = Swift.min(Swift.max(nan ?? range.lowerBound, range.lowerBound), range.upperBound)
        } else if x <= Double(range.lowerBound) {
            self = range.lowerBound
        } else if x >= Double(range.upperBound) {
            // Double(upperBound) may round up past Int.max; compared first, so never converted.
            self = range.upperBound
        } else {
            self = Int(x)
        }
    }
}
