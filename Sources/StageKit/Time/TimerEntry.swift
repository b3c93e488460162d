/// A pending event as the timer queue stores it: its key (due time, then a tag ordering equal
/// times by scheduling) and its action, 32 bytes, so that firing reads one place.
///
/// The queue's structures (`TimerHeap`, `TimerBuckets`) move entries bitwise through raw
/// pointers: moving never retains or releases the action.
struct TimerEntry {
    /// Never negative (the clock never schedules before time 0), so its bit pattern orders as an
    /// unsigned number.
    var due: Int64
    /// Sequence rank (bits 32–63), cascade flag (bit 31), has-label flag (bit 30), slot (bits
    /// 0–29). Ranks are unique among pending entries and grow with scheduling order, so comparing
    /// whole tags compares ranks: equal due times come out first scheduled, first out.
    var tag: UInt64
    var action: TimerAction

    static let slotMask: UInt64 = 0x3FFF_FFFF
    static let cascadeBit: UInt64 = 0x8000_0000
    static let labelBit: UInt64 = 0x4000_0000

    @inline(__always) var slot: Int { Int(truncatingIfNeeded: tag & TimerEntry.slotMask) }
    /// Scheduled for the current instant by a callback firing at it (the 0-delay rule).
    @inline(__always) var cascade: Bool { tag & TimerEntry.cascadeBit != 0 }
    /// The event has a label in the queue's label table.
    @inline(__always) var hasLabel: Bool { tag & TimerEntry.labelBit != 0 }
    @inline(__always) var rank: UInt64 { tag >> 32 }

    /// Whether key (`ad`, `at`) comes before key (`bd`, `bt`). One unsigned 128-bit comparison,
    /// so choosing among heap children compiles to conditional moves: heap comparisons on
    /// random keys are coin flips a branch predictor cannot learn.
    @inline(__always)
    static func precedes(_ ad: Int64, _ at: UInt64, _ bd: Int64, _ bt: UInt64) -> Bool {
        #if canImport(Darwin)
        // UInt128 needs macOS 15; the lexicographic form is equivalent, only branchier.
        return ad < bd || (ad == bd && at < bt)
        #else
        return (UInt128(UInt64(bitPattern: ad)) << 64 | UInt128(at))
            < (UInt128(UInt64(bitPattern: bd)) << 64 | UInt128(bt))
        #endif
    }
}

/// An event's action (a struct, so the closure keeps its natural representation in storage).
struct TimerAction {
    let run: () throws -> Void
}
