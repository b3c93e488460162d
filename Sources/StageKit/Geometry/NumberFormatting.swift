/// Deterministic number text without Foundation (no locale, no `String(format:)`): used by the
/// timeline, messages and both renderers, so pictures and logs are byte-identical across runs.
///
/// ```swift
/// Fmt.fixed(0.3, 3)      // "0.300"
/// Fmt.trimmed(12.50, 2)  // "12.5"
/// Fmt.number(1e300)      // "1e+300"
/// ```
public enum Fmt {
    /// `x` with exactly `decimals` digits after the point, rounded half away from zero.
    public static func fixed(_ x: Double, _ decimals: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return number(x) }
        let n = UInt64(scaled)
        let p = UInt64(scale)
        let whole = String(n / p)
        let negative = x < 0 && n != 0
        guard decimals > 0 else { return (negative ? "-" : "") + whole }
        var frac = String(n % p)
        while frac.count < decimals { frac = "0" + frac }
        return (negative ? "-" : "") + whole + "." + frac
    }

    /// `fixed` without trailing zeros (and without the point when nothing is left after it).
    public static func trimmed(_ x: Double, _ decimals: Int) -> String {
        var s = fixed(x, decimals)
        guard s.contains("."), x.isFinite else { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        if s == "-0" { s = "0" }
        return s
    }

    /// Shortest text that reads back as `x`: "12" for 12.0, "0.3", "1e+300", "nan", "inf".
    public static func number(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x < 0 ? "-inf" : "inf" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return String(x)
    }

    /// Right-aligns `s` in `width` characters.
    public static func padLeft(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
    }
}
