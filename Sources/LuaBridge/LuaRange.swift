/// A number range: `min`/`max` bounds (inclusive unless `minExclusive`), finite unless
/// `finite` is false.
public struct LuaRange: Sendable, Equatable {
    public var min: Double?
    public var max: Double?
    public var minExclusive: Bool
    public var finite: Bool

    public init(min: Double? = nil, max: Double? = nil, minExclusive: Bool = false, finite: Bool = true) {
        self.min = min
        self.max = max
        self.minExclusive = minExclusive
        self.finite = finite
    }

    public var docName: String {
        switch (min, max) {
        case (0?, nil) where !minExclusive: return "number >= 0"
        case (let lo?, nil): return "number \(minExclusive ? ">" : ">=") \(LuaRange.text(lo))"
        case (nil, let hi?): return "number <= \(LuaRange.text(hi))"
        case (let lo?, let hi?): return "number \(LuaRange.text(lo))...\(LuaRange.text(hi))"
        case (nil, nil): return finite ? "finite number" : "number"
        }
    }

    /// What a refusal says was expected ("a non-negative number", "a number from 0 to 1").
    public var expected: String {
        switch (min, max) {
        case (0?, nil): return minExclusive ? "a positive number" : "a non-negative number"
        case (let lo?, nil): return "a number \(minExclusive ? "above" : "of at least") \(LuaRange.text(lo))"
        case (nil, let hi?): return "a number of at most \(LuaRange.text(hi))"
        case (let lo?, let hi?): return "a number from \(LuaRange.text(lo)) to \(LuaRange.text(hi))"
        case (nil, nil): return finite ? "a finite number" : "a number (not NaN)"
        }
    }

    public func contains(_ d: Double) -> Bool {
        if finite && !d.isFinite { return false }
        if d.isNaN { return false }
        if let min, minExclusive ? !(d > min) : !(d >= min) { return false }
        if let max, !(d <= max) { return false }
        return true
    }

    static func text(_ d: Double) -> String { LuaNumberText.format(d) }
}
