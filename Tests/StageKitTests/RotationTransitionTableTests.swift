@testable import StageKit
import Testing

/// The rotation machine (`RotationMachine`), every context × state × input, the next state and
/// effects written out. Contexts: a device that turns every way (the iPhone SE, the iPad) and
/// one that refuses upside down (the iPhone 15). Durations: 0.3 s a quarter turn, 0.6 a half.
@Suite struct RotationTransitionTableTests {
    typealias M = RotationMachine
    typealias T = RotationMachine.Turn

    static let upsideDownWhy = "the iPhone 15 does not support it (Face ID iPhones do not)"
    static let contexts: [(String, M.Context)] = [
        ("allows", M.Context()),
        ("faceID", M.Context(unsupported: [.portraitUpsideDown: upsideDownWhy])),
    ]

    static let toLeft = T(from: .portrait, to: .landscapeLeft, duration: 0.3)
    static let leftToRight = T(from: .landscapeLeft, to: .landscapeRight, duration: 0.6)
    static let leftToPortrait = T(from: .landscapeLeft, to: .portrait, duration: 0.3)

    static let states: [(String, M.State)] = [
        ("portrait", .still(.portrait)),
        ("landscapeLeft", .still(.landscapeLeft)),
        ("turningLeft", .rotating(toLeft, next: nil)),
        ("turningLeft+right", .rotating(toLeft, next: leftToRight)),
    ]

    /// Durations as the stage computes them from where the turn would start.
    static let inputs: [(String, M.Input)] = [
        ("portrait", .rotate(.portrait, duration: 0.3)),
        ("left", .rotate(.landscapeLeft, duration: 0.3)),
        ("right", .rotate(.landscapeRight, duration: 0.6)),
        ("upsideDown", .rotate(.portraitUpsideDown, duration: 0.6)),
        ("turnEnded", .turnEnded),
    ]

    typealias Expected = TransitionTable.Outcome<M.State, M.Effect>

    static func turn(_ t: T) -> [M.Effect] {
        [.willTransition(t), .timer(.schedule(.turn, after: t.duration, .turnEnded))]
    }

    static let table: [String: [String: Expected]] = [
        "portrait": [
            "portrait": .ignored,
            "left": .moved(.rotating(toLeft, next: nil), turn(toLeft)),
            "right": .moved(.rotating(T(from: .portrait, to: .landscapeRight, duration: 0.6), next: nil),
                            turn(T(from: .portrait, to: .landscapeRight, duration: 0.6))),
            "upsideDown": .moved(.rotating(T(from: .portrait, to: .portraitUpsideDown, duration: 0.6), next: nil),
                                 turn(T(from: .portrait, to: .portraitUpsideDown, duration: 0.6))),
            "turnEnded": .ignored,
        ],
        "landscapeLeft": [
            "portrait": .moved(.rotating(leftToPortrait, next: nil), turn(leftToPortrait)),
            "left": .ignored,
            "right": .moved(.rotating(leftToRight, next: nil), turn(leftToRight)),
            "upsideDown": .moved(.rotating(T(from: .landscapeLeft, to: .portraitUpsideDown, duration: 0.6), next: nil),
                                 turn(T(from: .landscapeLeft, to: .portraitUpsideDown, duration: 0.6))),
            "turnEnded": .ignored,
        ],
        // A request during a turn waits for it, starting where it ends; the latest wins.
        "turningLeft": [
            "portrait": .moved(.rotating(toLeft, next: T(from: .landscapeLeft, to: .portrait, duration: 0.3)), []),
            "left": .ignored,
            "right": .moved(.rotating(toLeft, next: leftToRight), []),
            "upsideDown": .moved(.rotating(toLeft, next: T(from: .landscapeLeft, to: .portraitUpsideDown, duration: 0.6)), []),
            "turnEnded": .moved(.still(.landscapeLeft), [.didTransition(toLeft)]),
        ],
        "turningLeft+right": [
            "portrait": .moved(.rotating(toLeft, next: T(from: .landscapeLeft, to: .portrait, duration: 0.3)), []),
            "left": .moved(.rotating(toLeft, next: nil), []),   // back to where the turn goes: the waiting one dropped
            "right": .ignored,
            "upsideDown": .moved(.rotating(toLeft, next: T(from: .landscapeLeft, to: .portraitUpsideDown, duration: 0.6)), []),
            "turnEnded": .moved(.rotating(leftToRight, next: nil), [.didTransition(toLeft)] + turn(leftToRight)),
        ],
    ]

    static func expected(_ context: String, _ state: String, _ input: String) -> Expected? {
        if context == "faceID" && input == "upsideDown" {
            return .refused("cannot rotate to portraitUpsideDown: " + upsideDownWhy)
        }
        return table[state]?[input]
    }

    @Test func everyContextStateAndInput() {
        TransitionTable.check(
            M.self, contexts: Self.contexts, states: Self.states, inputs: Self.inputs, expected: Self.expected,
            actual: { Expected($0, $1) { $0.description } }, movesKeepInvariants: true)
    }

    @Test func statesHoldTheirInvariants() {
        for (name, s) in Self.states { #expect(s.brokenInvariants.isEmpty, "\(name)") }
        #expect(!RotationState.rotating(T(from: .portrait, to: .portrait, duration: 0.3), next: nil).brokenInvariants.isEmpty)
        #expect(!RotationState.rotating(Self.toLeft, next: Self.leftToPortrait.with(from: .portrait)).brokenInvariants.isEmpty)
    }

    /// 0.3 s a quarter turn on an iPhone, 0.4 on an iPad, twice for a half turn (approximate:
    /// docs/WORLD.md, "Rotation").
    @Test func durations() {
        #expect(M.duration(quarterTurns: 1, isPad: false) == 0.3)
        #expect(M.duration(quarterTurns: 2, isPad: false) == 0.6)
        #expect(M.duration(quarterTurns: 1, isPad: true) == 0.4)
        #expect(M.duration(quarterTurns: 2, isPad: true) == 0.8)
        #expect(DeviceOrientation.landscapeLeft.quarterTurns(to: .landscapeRight) == 2)
        #expect(DeviceOrientation.landscapeRight.quarterTurns(to: .portrait) == 1)
        #expect(DeviceOrientation.portraitUpsideDown.quarterTurns(to: .landscapeLeft) == 1)
    }
}

extension RotationMachine.Turn {
    func with(from: DeviceOrientation) -> Self { Self(from: from, to: to, duration: duration) }
}
