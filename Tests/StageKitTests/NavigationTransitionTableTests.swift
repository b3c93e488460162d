@testable import StageKit
import Testing

/// UINavigationController's stack (`NavigationMachine`), every state × every input: the next
/// state, the effects and the refusals written out. r is the root (the navigation controller's
/// own content), a and b pushed controllers, x a new one.
@Suite struct NavigationTransitionTableTests {
    typealias M = NavigationMachine
    typealias T = NavigationTransition
    typealias E = M.Effect

    static func state(_ stack: [String], _ t: T? = nil) -> NavigationState {
        var s = NavigationState(root: "r")
        s.setStack(stack)
        s.transition = t
        return s
    }

    static let popA = T(kind: .pop, from: "a", to: "r", removed: ["a"])
    static func popA(_ phase: T.Phase) -> T { T(kind: .pop, from: "a", to: "r", removed: ["a"], phase: phase) }

    static let states: [(String, NavigationState)] = [
        ("root", state(["r"])),
        ("a", state(["r", "a"])),
        ("ab", state(["r", "a", "b"])),
        ("pushing", state(["r", "a"], T(kind: .push, from: "r", to: "a"))),
        ("popping", state(["r"], popA)),
        ("tracking", state(["r"], popA(.tracking(0.4)))),
        ("finishing", state(["r"], popA(.finishing))),
        ("cancelling", state(["r"], popA(.cancelling))),
    ]

    static let inputs: [(String, M.Input)] = [
        ("pushX", .push("x", animated: true)),
        ("pushXStill", .push("x", animated: false)),
        ("pushA", .push("a", animated: true)),
        ("pop", .pop(animated: true)),
        ("popToRoot", .popTo(0, animated: true)),
        ("popTo5", .popTo(5, animated: true)),
        ("setX", .setStack(["r", "x"], animated: true)),
        ("setTwice", .setStack(["r", "x", "x"], animated: true)),
        ("setYX", .setStack(["r", "y", "x"], animated: true)),
        ("removeA", .remove("a")),
        ("ended", .transitionEnded),
        ("edgeBegan", .edgePanBegan),
        ("edgeChanged", .edgePanChanged(0.6)),
        ("edgeFinish", .edgePanEnded(finish: true)),
        ("edgeCancel", .edgePanEnded(finish: false)),
    ]

    enum Expected: Equatable {
        case moved(NavigationState, [E])
        case ignored
        case refused(String)
    }

    static let d: SimDuration = 0.35
    static let end = E.timer(.schedule(.transition, after: d, .transitionEnded))
    static let run = E.progress(from: 0, to: 1, d)
    static func will(_ from: String, _ to: String, _ animated: Bool = true) -> [E] {
        [.appearance(from, .viewWillDisappear, animated: animated), .appearance(to, .viewWillAppear, animated: animated)]
    }
    static func did(_ from: String, _ to: String, _ animated: Bool = true) -> [E] {
        [.appearance(from, .viewDidDisappear, animated: animated), .appearance(to, .viewDidAppear, animated: animated)]
    }
    static let busyPush = M.busy("pushViewController(_:animated:)")
    static let stop: [E] = [.timer(.cancel(.transition)), .track(1)]
    static let already = M.Refusal.alreadyInStack("a").description
    static let missing = M.Refusal.notInStack(5).description
    static let twice = M.Refusal.notDistinct("x").description

    /// What every state with a running transition does with the changes: drops them.
    static func busy(_ removeA: Expected, ended: Expected, edge: [String: Expected] = [:]) -> [String: Expected] {
        var row: [String: Expected] = [
            "pushX": .ignored, "pushXStill": .ignored, "pop": .ignored, "popToRoot": .ignored, "popTo5": .refused(missing),
            "setX": .ignored, "setTwice": .refused(twice), "setYX": .ignored, "removeA": removeA, "ended": ended,
            "edgeBegan": .ignored, "edgeChanged": .ignored, "edgeFinish": .ignored, "edgeCancel": .ignored,
        ]
        for (k, v) in edge { row[k] = v }
        return row
    }

    static let table: [String: [String: Expected]] = [
        "root": [
            "pushX": .moved(state(["r", "x"], T(kind: .push, from: "r", to: "x")),
                            [.attach("x"), .enterWindow("x")] + will("r", "x") + [run, end]),
            "pushXStill": .moved(state(["r", "x"]), [.attach("x"), .enterWindow("x")] + will("r", "x", false)
                                   + [.leaveWindow("r")] + did("r", "x", false)),
            "pushA": .moved(state(["r", "a"], T(kind: .push, from: "r", to: "a")),
                            [.attach("a"), .enterWindow("a")] + will("r", "a") + [run, end]),
            "pop": .ignored, "popToRoot": .ignored, "popTo5": .refused(missing),
            "setX": .moved(state(["r", "x"], T(kind: .push, from: "r", to: "x")),
                           [.attach("x"), .enterWindow("x")] + will("r", "x") + [run, end]),
            "setTwice": .refused(twice), "removeA": .ignored, "ended": .ignored,
            // y, new and covered from the start, stays out of the window.
            "setYX": .moved(state(["r", "y", "x"], T(kind: .push, from: "r", to: "x")),
                            [.attach("y"), .attach("x"), .leaveWindow("y"), .enterWindow("x")] + will("r", "x")
                                + [run, end]),
            "edgeBegan": .ignored, "edgeChanged": .ignored, "edgeFinish": .ignored, "edgeCancel": .ignored,
        ],
        "a": [
            "pushX": .moved(state(["r", "a", "x"], T(kind: .push, from: "a", to: "x")),
                            [.attach("x"), .enterWindow("x")] + will("a", "x") + [run, end]),
            "pushXStill": .moved(state(["r", "a", "x"]), [.attach("x"), .enterWindow("x")] + will("a", "x", false)
                                   + [.leaveWindow("a")] + did("a", "x", false)),
            "pushA": .refused(already),
            "pop": .moved(state(["r"], popA), [.enterWindow("r")] + will("a", "r") + [run, end]),
            "popToRoot": .moved(state(["r"], popA), [.enterWindow("r")] + will("a", "r") + [run, end]),
            "popTo5": .refused(missing),
            // The new top is new: a push, from a, which leaves when it ends.
            "setX": .moved(state(["r", "x"], T(kind: .push, from: "a", to: "x", removed: ["a"])),
                           [.attach("x"), .enterWindow("x")] + will("a", "x") + [run, end]),
            "setTwice": .refused(twice),
            "setYX": .moved(state(["r", "y", "x"], T(kind: .push, from: "a", to: "x", removed: ["a"])),
                            [.attach("y"), .attach("x"), .leaveWindow("y"), .enterWindow("x")] + will("a", "x")
                                + [run, end]),
            "removeA": .moved(state(["r"]), [.enterWindow("r")]),
            "ended": .ignored,
            "edgeBegan": .moved(state(["r"], popA(.tracking(0))), [.enterWindow("r")] + will("a", "r") + [.track(0)]),
            "edgeChanged": .ignored, "edgeFinish": .ignored, "edgeCancel": .ignored,
        ],
        "ab": [
            "pushX": .moved(state(["r", "a", "b", "x"], T(kind: .push, from: "b", to: "x")),
                            [.attach("x"), .enterWindow("x")] + will("b", "x") + [run, end]),
            "pushXStill": .moved(state(["r", "a", "b", "x"]), [.attach("x"), .enterWindow("x")] + will("b", "x", false)
                                   + [.leaveWindow("b")] + did("b", "x", false)),
            "pushA": .refused(already),
            "pop": .moved(state(["r", "a"], T(kind: .pop, from: "b", to: "a", removed: ["b"])),
                          [.enterWindow("a")] + will("b", "a") + [run, end]),
            // a leaves with b, without events of its own.
            "popToRoot": .moved(state(["r"], T(kind: .pop, from: "b", to: "r", removed: ["a", "b"])),
                                [.enterWindow("r")] + will("b", "r") + [run, end]),
            "popTo5": .refused(missing),
            "setX": .moved(state(["r", "x"], T(kind: .push, from: "b", to: "x", removed: ["a", "b"])),
                           [.attach("x"), .enterWindow("x")] + will("b", "x") + [run, end]),
            "setTwice": .refused(twice),
            "setYX": .moved(state(["r", "y", "x"], T(kind: .push, from: "b", to: "x", removed: ["a", "b"])),
                            [.attach("y"), .attach("x"), .leaveWindow("y"), .enterWindow("x")] + will("b", "x")
                                + [run, end]),
            "removeA": .moved(state(["r", "b"]), []),
            "ended": .ignored,
            "edgeBegan": .moved(state(["r", "a"], T(kind: .pop, from: "b", to: "a", removed: ["b"], phase: .tracking(0))),
                                [.enterWindow("a")] + will("b", "a") + [.track(0)]),
            "edgeChanged": .ignored, "edgeFinish": .ignored, "edgeCancel": .ignored,
        ],
        "pushing": busy(.moved(state(["r"]), stop),
                        ended: .moved(state(["r", "a"]), [.leaveWindow("r")] + did("r", "a")))
            .merging(["pushA": .refused(already)]) { $1 },
        "popping": busy(.moved(state(["r"]), stop),
                        ended: .moved(state(["r"]), [.leaveWindow("a"), .detach("a")] + did("a", "r")))
            .merging(["pushA": .ignored]) { $1 },
        "tracking": busy(.moved(state(["r"]), stop), ended: .ignored, edge: [
            "edgeChanged": .moved(state(["r"], popA(.tracking(0.6))), [.track(0.6)]),
            "edgeFinish": .moved(state(["r"], popA(.finishing)),
                                 [.progress(from: 0.4, to: 1, 0.21), .timer(.schedule(.transition, after: 0.21, .transitionEnded))]),
            "edgeCancel": .moved(state(["r"], popA(.cancelling)),
                                 [.progress(from: 0.4, to: 0, 0.14), .timer(.schedule(.transition, after: 0.14, .transitionEnded))]),
        ]).merging(["pushA": .ignored]) { $1 },
        "finishing": busy(.moved(state(["r"]), stop),
                          ended: .moved(state(["r"]), [.leaveWindow("a"), .detach("a")] + did("a", "r")))
            .merging(["pushA": .ignored]) { $1 },
        // A cancelled pop: a is back on top, the will-events reversed; r gets no viewDidAppear.
        "cancelling": busy(.moved(state(["r"]), stop), ended: .moved(state(["r", "a"]), [
            .leaveWindow("r"), .appearance("r", .viewWillDisappear, animated: true),
            .appearance("r", .viewDidDisappear, animated: true), .appearance("a", .viewWillAppear, animated: true),
            .appearance("a", .viewDidAppear, animated: true),
        ])).merging(["pushA": .ignored]) { $1 },
    ]

    @Test func everyStateAndInput() {
        for (sName, state) in Self.states { #expect(state.brokenInvariants.isEmpty, "\(sName)") }
        TransitionTable.check(M.self, contexts: [("", ())], states: Self.states, inputs: Self.inputs,
                              expected: { _, s, i in Self.table[s]?[i] },
                              actual: { step, next in
                                  switch step {
                                  case .moved(let effects): return .moved(next, effects)
                                  case .ignored: return .ignored
                                  case .refused(let r): return .refused(r.description)
                                  }
                              }, movesKeepInvariants: true)
    }

    /// The busy states drop a change with UIKit's warning, naming the method.
    @Test func aChangeDuringATransitionIsDroppedWithUIKitsWarning() {
        let (_, step) = M.step(Self.state(["r", "a"], T(kind: .push, from: "r", to: "a")), .push("x", animated: true), ())
        #expect(step == .ignored(why: Self.busyPush))
        #expect(Self.busyPush.hasSuffix("the navigation stack will not be updated."))
    }

    /// The release rule (approximate, named): half the width, or 500 pt/s either way.
    @Test(arguments: [(0.6, 0.0, true), (0.4, 0.0, false), (0.2, 600.0, true), (0.8, -600.0, false), (0.5, 0.0, true)])
    func edgeRelease(_ c: (Double, Double, Bool)) {
        #expect(NavigationEdgePan.finishes(fraction: c.0, velocityX: c.1) == c.2)
    }
}
