import MachineScenarios
@testable import StageKit
import Testing

/// The window's machines and the keyboard: UIKit's presentation chain (the present transition's
/// end on the next turn of the run loop, delivered and dropped), containment (no timers: the same
/// input twice, a refusal), and the keyboard's slides (an interrupted slide's end replaced).
enum WorldScenarios {
    typealias P = PresentationMachine
    typealias C = ContainmentMachine
    typealias K = KeyboardMachine
    typealias R = RotationMachine

    static func chain(_ links: [(String, String, PresentationChain.Phase)]) -> PresentationChain {
        var c = PresentationChain()
        c.links = links.map { PresentationChain.Link(presented: $0.0, presenter: $0.1, phase: $0.2) }
        return c
    }

    static let slideUp = K.Slide(begin: Rect(x: 0, y: 852, width: 393, height: 336), end: Rect(x: 0, y: 516, width: 393, height: 336),
                                 duration: 0.25)
    static let slideDown = K.Slide(begin: Rect(x: 0, y: 600, width: 393, height: 336), end: Rect(x: 0, y: 852, width: 393, height: 336),
                                   duration: 0.25)

    static let cases: [ScenarioCase] = [
        ScenarioCase(P.self, "a present's transition ends on the next turn", state: PresentationChain(), context: { _ in () }) { s in
            s.send(.present("sheet#1", from: PresentationChain.root)) { $0 = chain([("sheet#1", "root", .presenting)]) }
            s.effects([.endPresentTransition("sheet#1")])
            s.advance(by: 0)
            s.receive(.presentFinished("sheet#1")) { $0 = chain([("sheet#1", "root", .presented)]) }
            s.effects([])
        },
        // The sheet asks its presenter to dismiss it before the present transition ended: the
        // transition's end falls due into a dismissing controller and is dropped.
        ScenarioCase(P.self, "a dismissal before the transition ended drops its end", state: PresentationChain(), context: { _ in () }) { s in
            s.send(.present("sheet#1", from: PresentationChain.root)) { $0 = chain([("sheet#1", "root", .presenting)]) }
            s.effects([.endPresentTransition("sheet#1")])
            s.send(.dismiss(calledOn: PresentationChain.root, by: "sheet#1")) { $0 = chain([("sheet#1", "root", .dismissing)]) }
            s.effects([.animateDismissal("sheet#1")])
            s.advance(by: 0)
            s.send(.dismissFinished("sheet#1")) { $0 = PresentationChain() }
            s.effects([])
            #expect(s.staleDrops == ["present transition"])
        },
        ScenarioCase(C.self, "the same child added twice; a cycle refused", state: ContainmentTree(), context: { _ in () }) { s in
            s.send(.addChild("bar#2", to: "bar#1", tab: nil)) { $0.links["bar#2"] = ContainmentTree.Link(parent: "bar#1", tab: nil) }
            s.effects([])
            s.send(.addChild("bar#2", to: "bar#1", tab: nil))
            s.effects([])
            s.refuse(.addChild("bar#1", to: "bar#2", tab: nil), because: "bar#1 contains bar#2")
        },
        ScenarioCase(K.self, "the keyboard shows, and a hide during the slide replaces its end", state: K.State.hidden,
                     context: { _ in () }) { s in
            s.send(.show(slideUp)) { $0 = .showing(slideUp) }
            s.effects([.notify(.willShow, slideUp), .timer(.schedule(.slide, after: 0.25, .slideEnded))])
            s.advance(by: 0.25)
            s.receive(.slideEnded) { $0 = .shown }
            s.effects([.notify(.didShow, slideUp)])
            s.send(.hide(slideDown)) { $0 = .hiding(slideDown) }
            s.effects([.notify(.willHide, slideDown), .timer(.schedule(.slide, after: 0.25, .slideEnded))])
            s.advance(by: 0.1)
            s.send(.show(slideUp)) { $0 = .showing(slideUp) }   // the hide's end is replaced: no didHide
            s.effects([.notify(.willShow, slideUp), .timer(.schedule(.slide, after: 0.25, .slideEnded))])
            s.advance(by: 0.25)
            s.receive(.slideEnded) { $0 = .shown }
            s.effects([.notify(.didShow, slideUp)])
            s.send(.hide(slideDown)) { $0 = .hiding(slideDown) }
            s.effects([.notify(.willHide, slideDown), .timer(.schedule(.slide, after: 0.25, .slideEnded))])
            s.advance(by: 0.25)
            s.receive(.slideEnded) { $0 = .hidden }
            s.effects([.removeLayer, .notify(.didHide, slideDown)])
        },
        ScenarioCase(R.self, "a turn completes after its duration", state: R.State.still(.portrait),
                     context: { _ in R.Context() }) { s in
            let turn = R.Turn(from: .portrait, to: .landscapeLeft, duration: 0.3)
            s.send(.rotate(.landscapeLeft, duration: 0.3)) { $0 = .rotating(turn, next: nil) }
            s.effects([.willTransition(turn), .timer(.schedule(.turn, after: 0.3, .turnEnded))])
            s.advance(by: 0.3)
            s.receive(.turnEnded) { $0 = .still(.landscapeLeft) }
            s.effects([.didTransition(turn)])
        },
        // Requests during a turn wait for it; the latest wins, and one back to where the turn
        // goes drops the waiting one. The running turn's end is never replaced.
        ScenarioCase(R.self, "requests during a turn wait for its end, the latest wins", state: R.State.still(.portrait),
                     context: { _ in R.Context() }) { s in
            let first = R.Turn(from: .portrait, to: .landscapeLeft, duration: 0.3)
            let back = R.Turn(from: .landscapeLeft, to: .portrait, duration: 0.3)
            let flip = R.Turn(from: .landscapeLeft, to: .landscapeRight, duration: 0.6)
            s.send(.rotate(.landscapeLeft, duration: 0.3)) { $0 = .rotating(first, next: nil) }
            s.effects([.willTransition(first), .timer(.schedule(.turn, after: 0.3, .turnEnded))])
            s.advance(by: 0.1)
            s.send(.rotate(.portrait, duration: 0.3)) { $0 = .rotating(first, next: back) }
            s.effects([])
            s.send(.rotate(.landscapeLeft, duration: 0.3)) { $0 = .rotating(first, next: nil) }
            s.effects([])
            s.send(.rotate(.landscapeRight, duration: 0.6)) { $0 = .rotating(first, next: flip) }
            s.effects([])
            s.advance(by: 0.2)
            s.receive(.turnEnded) { $0 = .rotating(flip, next: nil) }
            s.effects([.didTransition(first), .willTransition(flip), .timer(.schedule(.turn, after: 0.6, .turnEnded))])
            s.advance(by: 0.6)
            s.receive(.turnEnded) { $0 = .still(.landscapeRight) }
            s.effects([.didTransition(flip)])
        },
    ]
}

@Suite struct WorldScenarioTests {
    @Test(arguments: WorldScenarios.cases) func scenario(_ c: ScenarioCase) { expectClean(c) }
}
