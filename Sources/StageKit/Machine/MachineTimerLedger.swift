import Synchronization

/// Counts, per machine and slot name, what became of scheduled inputs: delivered, cancelled
/// (by a `cancel` request, a reschedule of the slot, or the owner dropping its timers), or
/// dropped as stale (the state no longer awaited the slot when the request was carried out or
/// when the input fell due). Tests install one for a task (`MachineTimerLedger.$current`); the
/// driver counts only where one is installed, so other runs pay one task-local read per timer.
///
/// ```swift
/// let ledger = MachineTimerLedger()
/// MachineTimerLedger.$current.withValue(ledger) { runScenarios() }
/// ledger.counts(machine: "SheetMachine", slot: "presentFinished")   // delivered 3, cancelled 1, stale 0
/// ```
public final class MachineTimerLedger: Sendable {
    public struct Counts: Hashable, Sendable, CustomStringConvertible {
        public var delivered = 0
        public var cancelled = 0
        public var stale = 0
        public init() {}
        /// Exercised both ways: delivered at least once, and cancelled or dropped at least once.
        public var exercisedBothWays: Bool { delivered > 0 && cancelled + stale > 0 }
        public var description: String { "delivered \(delivered), cancelled \(cancelled), stale \(stale)" }
    }

    public enum Outcome: Sendable { case delivered, cancelled, stale }

    private struct Key: Hashable { var machine: String; var slot: String }
    private let table = Mutex<[Key: Counts]>([:])

    public init() {}

    @TaskLocal public static var current: MachineTimerLedger?

    public func record(_ outcome: Outcome, machine: String, slot: String) {
        table.withLock { t in
            let k = Key(machine: machine, slot: slot)
            switch outcome {
            case .delivered: t[k, default: Counts()].delivered += 1
            case .cancelled: t[k, default: Counts()].cancelled += 1
            case .stale: t[k, default: Counts()].stale += 1
            }
        }
    }

    public func counts(machine: String, slot: String) -> Counts {
        table.withLock { $0[Key(machine: machine, slot: slot)] ?? Counts() }
    }
}
