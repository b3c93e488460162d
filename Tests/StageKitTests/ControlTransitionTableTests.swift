@testable import StageKit
import Testing

/// A control's touch (`ControlMachine`, docs/VIEWS.md "Controls"): every state × every input ×
/// enabled or not, the next state and the effects written out.
@Suite struct ControlTransitionTableTests {
    typealias M = ControlMachine

    static let states: [(String, ControlState)] = [
        ("idle", .idle), ("inside", .tracking(inside: true)), ("outside", .tracking(inside: false)),
    ]
    static let inputs: [(String, M.Input)] = [
        ("down", .touchDown), ("in", .touchMoved(inside: true)), ("out", .touchMoved(inside: false)),
        ("upIn", .touchUp(inside: true)), ("upOut", .touchUp(inside: false)), ("cancel", .touchCancelled),
        ("press", .press(0.5)), ("holdEnded", .holdEnded),
    ]

    enum Expected: Equatable {
        case moved(ControlState, [M.Effect])
        case ignored
    }

    static let upInside: Expected = .moved(.idle, [.highlight(false), .send(.touchUpInside), .timer(.cancel(.hold))])
    static let upOutside: Expected = .moved(.idle, [.highlight(false), .send(.touchUpOutside), .timer(.cancel(.hold))])
    static let cancelled: Expected = .moved(.idle, [.highlight(false), .send(.touchCancel), .timer(.cancel(.hold))])

    /// Rows that are the same enabled or not (a finger already down stays down when the control
    /// is disabled: `isEnabled = false` cancels it, `Control`).
    static let common: [String: Expected] = [
        "idle × in": .ignored, "idle × out": .ignored, "idle × upIn": .ignored, "idle × upOut": .ignored,
        "idle × cancel": .ignored, "idle × holdEnded": .ignored,
        "inside × down": .ignored, "inside × press": .ignored, "inside × in": .ignored,
        "inside × out": .moved(.tracking(inside: false), [.highlight(false)]),
        "inside × upIn": upInside, "inside × upOut": upOutside, "inside × cancel": cancelled,
        "inside × holdEnded": .moved(.idle, [.highlight(false), .send(.touchUpInside)]),
        "outside × down": .ignored, "outside × press": .ignored, "outside × out": .ignored,
        "outside × in": .moved(.tracking(inside: true), [.highlight(true)]),
        "outside × upIn": upInside, "outside × upOut": upOutside, "outside × cancel": cancelled,
        "outside × holdEnded": .moved(.idle, [.highlight(false), .send(.touchUpOutside)]),
    ]

    static func row(_ context: String, _ key: String) -> Expected? {
        switch (context, key) {
        case ("enabled", "idle × down"): return .moved(.tracking(inside: true), [.highlight(true)])
        case ("enabled", "idle × press"):
            return .moved(.tracking(inside: true), [.highlight(true), .timer(.schedule(.hold, after: 0.5, .holdEnded))])
        case ("disabled", "idle × down"), ("disabled", "idle × press"): return .ignored
        default: return common[key]
        }
    }

    @Test func everyStateAndInput() {
        TransitionTable.check(M.self, contexts: [("enabled", M.Context(isEnabled: true)), ("disabled", M.Context(isEnabled: false))],
                              states: Self.states, inputs: Self.inputs,
                              expected: { c, s, i in Self.row(c, "\(s) × \(i)") },
                              actual: { step, next in
            switch step {
            case .moved(let effects): return .moved(next, effects)
            case .ignored: return .ignored
            }
        }, movesKeepInvariants: true)
    }

    /// The hold's end is awaited while a finger is down.
    @Test func awaitedSlot() {
        #expect(Self.states.map { M.awaits(.hold, in: $0.1, M.Context(isEnabled: true)) } == [false, true, true])
    }
}
