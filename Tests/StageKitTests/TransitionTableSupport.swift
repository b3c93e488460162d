@testable import StageKit
import Testing

/// The runner of the machines' exhaustive transition tables (TCA TestStore style): every context ×
/// state × input must have an expected row, written as a literal by the table; the step (with the
/// next state) must equal it; a step that is not a move must leave the state as it was; and with
/// `movesKeepInvariants`, every move lands in a state whose invariants hold.
enum TransitionTable {
    /// A row's expected step with the state it leaves, the refusal as its message: what most
    /// tables write as literals (`actual` makes it from a step with `outcome`).
    enum Outcome<State: Equatable & Sendable, Effect: Equatable & Sendable>: Equatable, Sendable {
        case moved(State, [Effect])
        case ignored
        case refused(String)

        init<Refusal>(_ step: MachineStep<Effect, Refusal>, _ next: State, _ message: (Refusal) -> String) {
            switch step {
            case .moved(let effects): self = .moved(next, effects)
            case .ignored: self = .ignored
            case .refused(let r): self = .refused(message(r))
            }
        }
    }

    static func check<M: StateMachine, Expected: Equatable>(
        _ machine: M.Type,
        contexts: [(String, M.Context)], states: [(String, M.State)], inputs: [(String, M.Input)],
        expected: (_ context: String, _ state: String, _ input: String) -> Expected?,
        actual: (MachineStep<M.Effect, M.Refusal>, M.State) -> Expected,
        movesKeepInvariants: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) where M.State: Equatable {
        var checked = 0
        for (cName, ctx) in contexts {
            for (sName, state) in states {
                for (iName, input) in inputs {
                    let cell = contexts.count > 1 ? "\(cName): \(sName) × \(iName)" : "\(sName) × \(iName)"
                    guard let want = expected(cName, sName, iName) else {
                        Issue.record("no row for \(cell)", sourceLocation: sourceLocation)
                        continue
                    }
                    let (next, step) = M.step(state, input, ctx)
                    #expect(actual(step, next) == want, "\(cell)", sourceLocation: sourceLocation)
                    if !step.isMoved {
                        #expect(next == state, "\(cell) changed the state", sourceLocation: sourceLocation)
                    } else if movesKeepInvariants {
                        #expect(next.brokenInvariants.isEmpty, "\(cell): \(next.brokenInvariants)", sourceLocation: sourceLocation)
                    }
                    checked += 1
                }
            }
        }
        #expect(checked == contexts.count * states.count * inputs.count, sourceLocation: sourceLocation)
    }
}
