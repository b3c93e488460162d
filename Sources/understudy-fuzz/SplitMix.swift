/// The fuzzer's random numbers: SplitMix64, so a seed gives the same program on every machine and
/// every Swift version (the standard library's generator is not specified to be stable).
struct SplitMix {
    private var state: UInt64

    /// The start state is the seed scrambled: consecutive seeds must not start one increment
    /// apart (their streams would be the same, shifted by one).
    init(seed: UInt64) { state = SplitMix.mix(seed &+ 0x5851_F42D_4C95_7F2D) }

    static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix.mix(state)
    }

    /// 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    mutating func pick<T>(_ xs: [T]) -> T { xs[below(xs.count)] }

    /// A double in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
