import MachineScenarios
import StageKit
import Testing

/// A control's press (docs/VIEWS.md, "Controls"): the hold's end delivered, cancelled by a lift
/// or a cancel before it, and a second press while one holds.
enum ControlScenarios {
    typealias C = ControlMachine
    static let pressed: [C.Effect] = [.highlight(true), .timer(.schedule(.hold, after: 0.5, .holdEnded))]

    static func control(_ name: String, _ body: @escaping @Sendable (MachineScenario<C>) -> Void) -> ScenarioCase {
        ScenarioCase(C.self, name, state: .idle, context: { _ in C.Context(isEnabled: true) }, body)
    }

    static let cases: [ScenarioCase] = [
        control("a press lifts inside at its end") { s in
            s.send(.press(0.5)) { $0 = .tracking(inside: true) }
            s.effects(pressed)
            s.advance(by: 0.5)
            s.receive(.holdEnded, at: SimTime(seconds: 0.5)) { $0 = .idle }
            s.effects([.highlight(false), .send(.touchUpInside)])
        },
        control("a press cancelled before its end") { s in
            s.send(.press(0.5)) { $0 = .tracking(inside: true) }
            s.effects(pressed)
            s.advance(by: 0.2)
            s.send(.touchCancelled) { $0 = .idle }
            s.effects([.highlight(false), .send(.touchCancel), .timer(.cancel(.hold))])
            s.advance(by: 1)
        },
        control("a second press while one holds, a finger dragged out") { s in
            s.send(.press(0.5)) { $0 = .tracking(inside: true) }
            s.effects(pressed)
            s.send(.press(0.5))
            s.effects([])
            s.send(.touchMoved(inside: false)) { $0 = .tracking(inside: false) }
            s.effects([.highlight(false)])
            s.advance(by: 0.5)
            s.receive(.holdEnded) { $0 = .idle }
            s.effects([.highlight(false), .send(.touchUpOutside)])
        },
    ]
}

@Suite struct ControlScenarioTests {
    @Test(arguments: ControlScenarios.cases) func scenario(_ c: ScenarioCase) { expectClean(c) }
}
