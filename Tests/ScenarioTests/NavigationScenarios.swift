import MachineScenarios
@testable import StageKit
import Testing

/// The navigation stack's timing paths (`NavigationMachine`): a push's end delivered; a push
/// during the push dropped as UIKit drops it, so are an edge swipe during a push and a set during
/// a pop; the interactive pop cancelled (the reversed will-events when its animation ends) and
/// finished; a controller removed during its push, which cancels the transition's end; a pop to
/// the root.
enum NavigationScenarios {
    typealias M = NavigationMachine
    typealias T = NavigationTransition

    static func state(_ stack: [String], _ t: T? = nil) -> NavigationState {
        var s = NavigationState(root: "r")
        s.setStack(stack)
        s.transition = t
        return s
    }

    static let end = M.Effect.timer(.schedule(.transition, after: 0.35, .transitionEnded))

    static let cases: [ScenarioCase] = [
        ScenarioCase(M.self, "a push ends after its animation; a push meanwhile is dropped", state: state(["r"]),
                     context: { _ in () }) { s in
            s.send(.push("a", animated: true)) { $0 = state(["r", "a"], T(kind: .push, from: "r", to: "a")) }
            s.effects([.attach("a"), .enterWindow("a"), .appearance("r", .viewWillDisappear, animated: true),
                       .appearance("a", .viewWillAppear, animated: true), .progress(from: 0, to: 1, 0.35), end])
            s.advance(by: 0.1)
            s.send(.push("b", animated: true))
            s.effects([])
            s.advance(by: 0.25)
            s.receive(.transitionEnded) { $0 = state(["r", "a"]) }
            s.effects([.leaveWindow("r"), .appearance("r", .viewDidDisappear, animated: true),
                       .appearance("a", .viewDidAppear, animated: true)])
        },
        ScenarioCase(M.self, "an edge swipe cancelled a third of the way, then one that finishes",
                     state: state(["r", "a"]), context: { _ in () }) { s in
            let held = T(kind: .pop, from: "a", to: "r", removed: ["a"], phase: .tracking(0))
            s.send(.edgePanBegan) { $0 = state(["r"], held) }
            s.effects([.enterWindow("r"), .appearance("a", .viewWillDisappear, animated: true),
                       .appearance("r", .viewWillAppear, animated: true), .track(0)])
            s.send(.edgePanChanged(0.3)) { $0.transition?.phase = .tracking(0.3) }
            s.effects([.track(0.3)])
            s.send(.edgePanEnded(finish: false)) { $0.transition?.phase = .cancelling }
            s.effects([.progress(from: 0.3, to: 0, 0.105), .timer(.schedule(.transition, after: 0.105, .transitionEnded))])
            s.advance(by: 0.105)
            s.receive(.transitionEnded) { $0 = state(["r", "a"]) }
            s.effects([.leaveWindow("r"), .appearance("r", .viewWillDisappear, animated: true),
                       .appearance("r", .viewDidDisappear, animated: true),
                       .appearance("a", .viewWillAppear, animated: true), .appearance("a", .viewDidAppear, animated: true)])
            s.send(.edgePanBegan) { $0 = state(["r"], held) }
            s.effects([.enterWindow("r"), .appearance("a", .viewWillDisappear, animated: true),
                       .appearance("r", .viewWillAppear, animated: true), .track(0)])
            s.send(.edgePanChanged(0.8)) { $0.transition?.phase = .tracking(0.8) }
            s.effects([.track(0.8)])
            s.send(.edgePanEnded(finish: true)) { $0.transition?.phase = .finishing }
            s.effects([.progress(from: 0.8, to: 1, 0.07), .timer(.schedule(.transition, after: 0.07, .transitionEnded))])
            s.advance(by: 0.07)
            s.receive(.transitionEnded) { $0 = state(["r"]) }
            s.effects([.leaveWindow("a"), .detach("a"), .appearance("a", .viewDidDisappear, animated: true),
                       .appearance("r", .viewDidAppear, animated: true)])
        },
        ScenarioCase(M.self, "a controller removed during its push cancels the transition's end", state: state(["r"]),
                     context: { _ in () }) { s in
            s.send(.push("a", animated: true)) { $0 = state(["r", "a"], T(kind: .push, from: "r", to: "a")) }
            s.effects([.attach("a"), .enterWindow("a"), .appearance("r", .viewWillDisappear, animated: true),
                       .appearance("a", .viewWillAppear, animated: true), .progress(from: 0, to: 1, 0.35), end])
            s.advance(by: 0.2)
            s.send(.remove("a")) { $0 = state(["r"]) }
            s.effects([.timer(.cancel(.transition)), .track(1)])
            s.advance(by: 0.5)
            s.refuse(.push("r", animated: true), because: "more than once")
        },
        ScenarioCase(M.self, "an edge swipe during a push and a set during a pop are dropped", state: state(["r"]),
                     context: { _ in () }) { s in
            s.send(.push("a", animated: true)) { $0 = state(["r", "a"], T(kind: .push, from: "r", to: "a")) }
            s.effects([.attach("a"), .enterWindow("a"), .appearance("r", .viewWillDisappear, animated: true),
                       .appearance("a", .viewWillAppear, animated: true), .progress(from: 0, to: 1, 0.35), end])
            s.advance(by: 0.2)
            s.send(.edgePanBegan)
            s.effects([])
            s.advance(by: 0.15)
            s.receive(.transitionEnded) { $0 = state(["r", "a"]) }
            s.effects([.leaveWindow("r"), .appearance("r", .viewDidDisappear, animated: true),
                       .appearance("a", .viewDidAppear, animated: true)])
            s.send(.pop(animated: true)) { $0 = state(["r"], T(kind: .pop, from: "a", to: "r", removed: ["a"])) }
            s.effects([.enterWindow("r"), .appearance("a", .viewWillDisappear, animated: true),
                       .appearance("r", .viewWillAppear, animated: true), .progress(from: 0, to: 1, 0.35), end])
            s.advance(by: 0.1)
            s.send(.setStack(["r", "b"], animated: true))
            s.effects([])
            s.advance(by: 0.25)
            s.receive(.transitionEnded) { $0 = state(["r"]) }
            s.effects([.leaveWindow("a"), .detach("a"), .appearance("a", .viewDidDisappear, animated: true),
                       .appearance("r", .viewDidAppear, animated: true)])
        },
        ScenarioCase(M.self, "pop to the root: the controllers between leave without events", state: state(["r", "a", "b"]),
                     context: { _ in () }) { s in
            s.send(.popTo(0, animated: true)) { $0 = state(["r"], T(kind: .pop, from: "b", to: "r", removed: ["a", "b"])) }
            s.effects([.enterWindow("r"), .appearance("b", .viewWillDisappear, animated: true),
                       .appearance("r", .viewWillAppear, animated: true), .progress(from: 0, to: 1, 0.35), end])
            s.advance(by: 0.35)
            s.receive(.transitionEnded) { $0 = state(["r"]) }
            s.effects([.leaveWindow("b"), .detach("a"), .detach("b"), .appearance("b", .viewDidDisappear, animated: true),
                       .appearance("r", .viewDidAppear, animated: true)])
        },
    ]
}

@Suite struct NavigationScenarioTests {
    @Test(arguments: NavigationScenarios.cases) func scenario(_ c: ScenarioCase) { expectClean(c) }
}
