/// One scenario of a machine, runnable by its own test and by the coverage check (which runs
/// every case under a `MachineTimerLedger`): `run` returns the helper's failures.
///
/// ```swift
/// ScenarioCase(SheetMachine.self, "a tap during the present animation") { s in ... }
/// ```
public struct ScenarioCase: Sendable, CustomStringConvertible {
    public let machine: String
    public let name: String
    public let run: @Sendable () -> [String]

    public init(machine: String, name: String, run: @escaping @Sendable () -> [String]) {
        self.machine = machine
        self.name = name
        self.run = run
    }

    public var description: String { "\(machine): \(name)" }
}

import StageKit

extension ScenarioCase {
    /// A case that builds a fresh scenario of `M` and runs `body` on it, then `finish()`.
    public init<M: StateMachine>(_ machine: M.Type, _ name: String, state: M.State,
                                 context: @escaping @Sendable (SimTime) -> M.Context,
                                 _ body: @escaping @Sendable (MachineScenario<M>) -> Void)
    where M.State: Hashable & Sendable, M.Effect: Equatable {
        self.init(machine: String(describing: M.self), name: name) {
            let s = MachineScenario(M.self, state: state, context: context)
            body(s)
            s.finish()
            return s.failures
        }
    }
}

extension ScenarioCase {
    /// A case whose state is compared through `observe` (a state that is not Equatable).
    public init<M: StateMachine, P: Hashable>(_ machine: M.Type, _ name: String, state: @escaping @Sendable () -> M.State,
                                              observe: @escaping @Sendable (M.State) -> P,
                                              context: @escaping @Sendable (SimTime) -> M.Context,
                                              _ body: @escaping @Sendable (MachineScenario<M>) -> Void) where M.Effect: Equatable {
        self.init(machine: String(describing: M.self), name: name) {
            let s = MachineScenario(M.self, state: state(), observe: { AnyHashable(observe($0)) }, context: context)
            body(s)
            s.finish()
            return s.failures
        }
    }
}
