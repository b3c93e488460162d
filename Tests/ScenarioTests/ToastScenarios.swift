import ExampleComponent
import MachineScenarios
import StageKit
import Testing

/// The example toast's timing paths (docs/ARCHITECTURE.md's walkthrough): each scheduled input
/// delivered and cancelled or dropped, an input during each transition, the same input twice.
enum ToastScenarios {
    typealias T = ToastMachine
    static let shown: [T.Effect] = [.attach, .emit("willShow"), .animate(to: 1, 0.2),
                                    .timer(.schedule(.slide, after: 0.2, .slideEnded)), .timer(.schedule(.stay, after: 3.2, .timeUp))]
    static let hides: [T.Effect] = [.emit("willHide"), .animate(to: 0, 0.3), .timer(.cancel(.stay)),
                                    .timer(.schedule(.slide, after: 0.3, .slideEnded))]

    static func toast(_ name: String, _ body: @escaping @Sendable (MachineScenario<T>) -> Void) -> ScenarioCase {
        ScenarioCase(T.self, name, state: .idle, context: { T.Context(now: $0) }, body)
    }

    static let cases: [ScenarioCase] = [
        toast("shows, stays, hides") { s in
            s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
            s.effects(shown)
            s.advance(by: 0.2)
            s.receive(.slideEnded, at: SimTime(seconds: 0.2)) { $0 = .shown }
            s.effects([.emit("didShow")])
            s.advance(by: 3)
            s.receive(.timeUp, at: SimTime(seconds: 3.2)) { $0 = .hiding }
            s.effects(hides)
            s.advance(by: 0.3)
            s.receive(.slideEnded, at: SimTime(seconds: 3.5)) { $0 = .gone }
            s.effects([.detach, .emit("didHide")])
        },
        // The stale-timer case: the slide-in's end must not end the slide-out 0.2 s into it.
        toast("a tap while it slides in") { s in
            s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
            s.effects(shown)
            s.advance(by: 0.1)
            s.send(.tap) { $0 = .hiding }
            s.effects(hides)
            s.advance(by: 0.3)
            s.receive(.slideEnded, at: SimTime(seconds: 0.4)) { $0 = .gone }
            s.effects([.detach, .emit("didHide")])
        },
        toast("a tap while it is shown, then a second tap") { s in
            s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
            s.effects(shown)
            s.advance(by: 1)
            s.receive(.slideEnded) { $0 = .shown }
            s.effects([.emit("didShow")])
            s.send(.tap) { $0 = .hiding }
            s.effects(hides)
            s.send(.tap)            // ignored while hiding
            s.effects([])
            s.advance(by: 0.3)
            s.receive(.slideEnded) { $0 = .gone }
            s.effects([.detach, .emit("didHide")])
        },
    ]
}

@Suite struct ToastScenarioTests {
    @Test(arguments: ToastScenarios.cases) func scenario(_ c: ScenarioCase) { expectClean(c) }
}
