import ExampleComponent
@testable import StageKit
import Testing

/// The example toast's machine (docs/ARCHITECTURE.md, "How to add a component", step 4): every
/// state × every input, the next state and the effects written out.
@Suite struct ToastTransitionTableTests {
    typealias M = ToastMachine

    static let states: [(String, ToastState)] = [
        ("idle", .idle), ("showing", .showing), ("shown", .shown), ("hiding", .hiding), ("gone", .gone),
    ]
    static let inputs: [(String, M.Input)] = [
        ("show", .show(slide: 0.2, stay: 3)), ("slideEnded", .slideEnded), ("timeUp", .timeUp), ("tap", .tap),
    ]

    typealias Expected = TransitionTable.Outcome<ToastState, M.Effect>

    static let hide: Expected = .moved(.hiding, [.emit("willHide"), .animate(to: 0, 0.3), .timer(.cancel(.stay)),
                                                 .timer(.schedule(.slide, after: 0.3, .slideEnded))])

    static let rows: [String: Expected] = [
        "idle × show": .moved(.showing, [.attach, .emit("willShow"), .animate(to: 1, 0.2),
                                         .timer(.schedule(.slide, after: 0.2, .slideEnded)),
                                         .timer(.schedule(.stay, after: 3.2, .timeUp))]),
        "idle × slideEnded": .ignored, "idle × timeUp": .ignored, "idle × tap": .ignored,
        "showing × show": .refused("cannot show a toast that is showing"),
        "showing × slideEnded": .moved(.shown, [.emit("didShow")]),
        "showing × timeUp": .ignored,
        "showing × tap": hide,
        "shown × show": .refused("cannot show a toast that is shown"),
        "shown × slideEnded": .ignored,
        "shown × timeUp": hide,
        "shown × tap": hide,
        "hiding × show": .refused("cannot show a toast that is hiding"),
        "hiding × slideEnded": .moved(.gone, [.detach, .emit("didHide")]),
        "hiding × timeUp": .ignored, "hiding × tap": .ignored,
        "gone × show": .refused("cannot show a toast that is gone"),
        "gone × slideEnded": .ignored, "gone × timeUp": .ignored, "gone × tap": .ignored,
    ]

    @Test func everyStateAndInput() {
        TransitionTable.check(M.self, contexts: [("now", M.Context(now: .zero))], states: Self.states, inputs: Self.inputs,
                              expected: { _, s, i in Self.rows["\(s) × \(i)"] },
                              actual: { Expected($0, $1, \.description) }, movesKeepInvariants: true)
    }

    /// Which timer each state waits for: a slide's end while one runs, the stay's while up.
    @Test func awaitedSlots() {
        let awaited = Self.states.map { name, s in
            "\(name): " + [M.Slot.slide, .stay].filter { M.awaits($0, in: s, M.Context(now: .zero)) }.map(M.slotName).joined(separator: ",")
        }
        #expect(awaited == ["idle: ", "showing: slide,stay", "shown: stay", "hiding: slide", "gone: "])
    }
}
