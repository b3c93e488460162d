@testable import StageKit
import Testing

/// UIKit's presentation rules (`PresentationMachine`), every state × every input, the next chain
/// and the refusal's warning written out.
@Suite struct PresentationTransitionTableTests {
    typealias M = PresentationMachine
    typealias L = PresentationChain.Link

    static func chain(_ links: [(String, String, PresentationChain.Phase)]) -> PresentationChain {
        var c = PresentationChain()
        c.links = links.map { L(presented: $0.0, presenter: $0.1, phase: $0.2) }
        return c
    }

    static let states: [(String, PresentationChain)] = [
        ("empty", chain([])),
        ("presenting", chain([("s1", "root", .presenting)])),
        ("presented", chain([("s1", "root", .presented)])),
        ("dismissing", chain([("s1", "root", .dismissing)])),
        ("stackedPresenting", chain([("s1", "root", .presented), ("s2", "s1", .presenting)])),
        ("stacked", chain([("s1", "root", .presented), ("s2", "s1", .presented)])),
    ]

    static let inputs: [(String, M.Input)] = [
        ("presentFromRoot", .present("x", from: "root")),
        ("presentFromS1", .present("x", from: "s1")),
        ("presentS1Again", .present("s1", from: "root")),
        ("presentFinishedS1", .presentFinished("s1")),
        ("dismissS1", .dismiss("s1")),
        ("dismissFinishedS1", .dismissFinished("s1")),
    ]

    enum Expected: Equatable {
        case moved(PresentationChain)
        case ignored
        case refused(String)
    }

    static let busy = "Attempt to present x on root while a presentation is in progress."
    static let alreadyS1 = "Attempt to present x on root (from root) which is already presenting s1."
    static let notInWindow = "Attempt to present x on s1 whose view is not in the window hierarchy."
    static let s1Active = "Application tried to present modally a view controller s1 that is already being presented by root."

    static let table: [String: [String: Expected]] = [
        "empty": [
            "presentFromRoot": .moved(chain([("x", "root", .presenting)])),
            "presentFromS1": .refused(notInWindow),
            "presentS1Again": .moved(chain([("s1", "root", .presenting)])),
            "presentFinishedS1": .ignored, "dismissS1": .ignored, "dismissFinishedS1": .ignored,
        ],
        "presenting": [
            "presentFromRoot": .refused(busy),
            "presentFromS1": .moved(chain([("s1", "root", .presenting), ("x", "s1", .presenting)])),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .moved(chain([("s1", "root", .presented)])),
            "dismissS1": .moved(chain([("s1", "root", .dismissing)])),
            "dismissFinishedS1": .moved(chain([])),
        ],
        "presented": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .moved(chain([("s1", "root", .presented), ("x", "s1", .presenting)])),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            "dismissS1": .moved(chain([("s1", "root", .dismissing)])),
            "dismissFinishedS1": .moved(chain([])),
        ],
        "dismissing": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .refused(notInWindow),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored, "dismissS1": .ignored,
            "dismissFinishedS1": .moved(chain([])),
        ],
        "stackedPresenting": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .refused("Attempt to present x on s1 while a presentation is in progress."),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            "dismissS1": .moved(chain([("s1", "root", .dismissing), ("s2", "s1", .presenting)])),
            "dismissFinishedS1": .moved(chain([("s2", "root", .presenting)])),
        ],
        "stacked": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .refused("Attempt to present x on s1 (from s1) which is already presenting s2."),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            "dismissS1": .moved(chain([("s1", "root", .dismissing), ("s2", "s1", .presented)])),
            "dismissFinishedS1": .moved(chain([("s2", "root", .presented)])),
        ],
    ]

    @Test func everyStateAndInput() {
        for (sName, state) in Self.states { #expect(state.brokenInvariants.isEmpty, "\(sName)") }
        TransitionTable.check(M.self, contexts: [("", ())], states: Self.states, inputs: Self.inputs,
                              expected: { _, s, i in Self.table[s]?[i] },
                              actual: { step, next in
                                  switch step {
                                  case .moved: return .moved(next)
                                  case .ignored: return .ignored
                                  case .refused(let r): return .refused(r.warning)
                                  }
                              }, movesKeepInvariants: true)
    }
}
