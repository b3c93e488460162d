@testable import StageKit
import Testing

/// UIKit's presentation rules (`PresentationMachine`), every state × every input, the next chain,
/// the effects and the refusal's warning written out.
@Suite struct PresentationTransitionTableTests {
    typealias M = PresentationMachine
    typealias L = PresentationChain.Link

    static func chain(_ links: [(String, String, PresentationChain.Phase)], requester: String? = nil) -> PresentationChain {
        var c = PresentationChain()
        c.links = links.map { L(presented: $0.0, presenter: $0.1, phase: $0.2) }
        if let requester, !c.links.isEmpty { c.links[c.links.count - 1].requester = requester }
        return c
    }

    static let states: [(String, PresentationChain)] = [
        ("empty", chain([])),
        ("presenting", chain([("s1", "root", .presenting)])),
        ("presented", chain([("s1", "root", .presented)])),
        ("dismissing", chain([("s1", "root", .dismissing)])),
        ("stackedPresenting", chain([("s1", "root", .presented), ("s2", "s1", .presenting)])),
        ("stacked", chain([("s1", "root", .presented), ("s2", "s1", .presented)])),
        ("stackedDismissing", chain([("s1", "root", .presented), ("s2", "s1", .dismissing)])),
        ("three", chain([("s1", "root", .presented), ("s2", "s1", .presented), ("s3", "s2", .presented)])),
        ("dismissingForS1", chain([("s2", "root", .dismissing)], requester: "s1")),
    ]

    static let inputs: [(String, M.Input)] = [
        ("presentFromRoot", .present("x", from: "root")),
        ("presentFromS1", .present("x", from: "s1")),
        ("presentS1Again", .present("s1", from: "root")),
        ("presentFinishedS1", .presentFinished("s1")),
        // The library's dismiss: on the sheet's presenter, by the sheet.
        ("s1Dismisses", .dismiss(calledOn: "root", by: "s1")),
        ("s2Dismisses", .dismiss(calledOn: "s1", by: "s2")),
        // UIKit's forwarding: called on a controller that presents nothing.
        ("dismissOnS1", .dismiss(calledOn: "s1", by: "s1")),
        ("dismissFinishedS1", .dismissFinished("s1")),
        ("dismissFinishedS2", .dismissFinished("s2")),
        // Called on a child controller in the root's hierarchy: UIKit presents from the root and
        // names the child; a child out of the window refuses.
        ("presentViaNav", .present("x", from: "root", via: .init("nav"))),
        ("presentViaHidden", .present("x", from: "root", via: .init("music", inWindow: false))),
    ]

    typealias Expected = TransitionTable.Outcome<PresentationChain, M.Effect>

    static let busy = "Attempt to present x on root while a presentation is in progress."
    static let alreadyS1 = "Attempt to present x on root (from root) which is already presenting s1."
    static let notInWindow = "Attempt to present x on s1 whose view is not in the window hierarchy."
    static let s1Active = "Application tried to present modally a view controller s1 that is already being presented by root."
    static let rootBusy = "Attempt to dismiss from view controller root while a presentation or dismiss is in progress."
    static let s1Busy = "Attempt to dismiss from view controller s1 while a presentation or dismiss is in progress."

    static let busyViaNav = "Attempt to present x on root (from nav) while a presentation is in progress."
    static let alreadyViaNav = "Attempt to present x on root (from nav) which is already presenting s1."
    static let hidden = "Attempt to present x on music whose view is not in the window hierarchy."

    /// The two inputs through a child controller, per state.
    static let viaChild: [String: [String: Expected]] = [
        "empty": ["presentViaNav": .moved(chain([("x", "root", .presenting)]), [.endPresentTransition("x")]), "presentViaHidden": .refused(hidden)],
        "presenting": ["presentViaNav": .refused(busyViaNav), "presentViaHidden": .refused(hidden)],
        "presented": ["presentViaNav": .refused(alreadyViaNav), "presentViaHidden": .refused(hidden)],
        "dismissing": ["presentViaNav": .refused(busyViaNav), "presentViaHidden": .refused(hidden)],
        "stackedPresenting": ["presentViaNav": .refused(alreadyViaNav), "presentViaHidden": .refused(hidden)],
        "stacked": ["presentViaNav": .refused(alreadyViaNav), "presentViaHidden": .refused(hidden)],
        "stackedDismissing": ["presentViaNav": .refused(alreadyViaNav), "presentViaHidden": .refused(hidden)],
        "three": ["presentViaNav": .refused(alreadyViaNav), "presentViaHidden": .refused(hidden)],
        "dismissingForS1": ["presentViaNav": .refused(busyViaNav), "presentViaHidden": .refused(hidden)],
    ]

    static let table: [String: [String: Expected]] = [
        "empty": [
            "presentFromRoot": .moved(chain([("x", "root", .presenting)]), [.endPresentTransition("x")]),
            "presentFromS1": .refused(notInWindow),
            "presentS1Again": .moved(chain([("s1", "root", .presenting)]), [.endPresentTransition("s1")]),
            "presentFinishedS1": .ignored, "s1Dismisses": .ignored, "s2Dismisses": .ignored, "dismissOnS1": .ignored,
            "dismissFinishedS1": .ignored, "dismissFinishedS2": .ignored,
        ],
        "presenting": [
            "presentFromRoot": .refused(busy),
            "presentFromS1": .moved(chain([("s1", "root", .presenting), ("x", "s1", .presenting)]), [.endPresentTransition("x")]),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .moved(chain([("s1", "root", .presented)]), []),
            // A dismissal while the present transition has not completed yet is let through
            // (xlactioncontroller.md "Lifecycle": the sheet's presentation counts as complete at once).
            "s1Dismisses": .moved(chain([("s1", "root", .dismissing)]), [.animateDismissal("s1")]),
            // Forwarded to root, which dismisses s1; s2's code asked, so its completion waits.
            "s2Dismisses": .moved(chain([("s1", "root", .dismissing)], requester: "s2"), [.animateDismissal("s1")]),
            "dismissOnS1": .moved(chain([("s1", "root", .dismissing)]), [.animateDismissal("s1")]),
            "dismissFinishedS1": .ignored, "dismissFinishedS2": .ignored,
        ],
        "presented": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .moved(chain([("s1", "root", .presented), ("x", "s1", .presenting)]), [.endPresentTransition("x")]),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            "s1Dismisses": .moved(chain([("s1", "root", .dismissing)]), [.animateDismissal("s1")]),
            // Forwarded to root, which dismisses s1; s2's code asked, so its completion waits.
            "s2Dismisses": .moved(chain([("s1", "root", .dismissing)], requester: "s2"), [.animateDismissal("s1")]),
            "dismissOnS1": .moved(chain([("s1", "root", .dismissing)]), [.animateDismissal("s1")]),
            "dismissFinishedS1": .ignored, "dismissFinishedS2": .ignored,
        ],
        "dismissing": [
            // The item-5 case "while a dismissal is running": UIKit's in-progress warning.
            "presentFromRoot": .refused(busy),
            "presentFromS1": .refused(notInWindow),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            "s1Dismisses": .refused(rootBusy),
            "s2Dismisses": .refused(rootBusy),
            "dismissOnS1": .refused(rootBusy),
            "dismissFinishedS1": .moved(chain([]), []),
            "dismissFinishedS2": .ignored,
        ],
        "stackedPresenting": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .refused("Attempt to present x on s1 while a presentation is in progress."),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            "s1Dismisses": .moved(chain([("s2", "root", .dismissing)], requester: "s1"), [.removeAtOnce("s1"), .animateDismissal("s2")]),
            "s2Dismisses": .moved(chain([("s1", "root", .presented), ("s2", "s1", .dismissing)]), [.animateDismissal("s2")]),
            "dismissOnS1": .moved(chain([("s1", "root", .presented), ("s2", "s1", .dismissing)], requester: "s1"), [.animateDismissal("s2")]),
            "dismissFinishedS1": .ignored, "dismissFinishedS2": .ignored,
        ],
        "stacked": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .refused("Attempt to present x on s1 (from s1) which is already presenting s2."),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            // Apple: "calling this method on a view controller lower in the stack dismisses its
            // immediate child view controller and all view controllers above that child": s1 is
            // removed, s2 animates out to root.
            "s1Dismisses": .moved(chain([("s2", "root", .dismissing)], requester: "s1"), [.removeAtOnce("s1"), .animateDismissal("s2")]),
            "s2Dismisses": .moved(chain([("s1", "root", .presented), ("s2", "s1", .dismissing)]), [.animateDismissal("s2")]),
            // Called on s1 itself, which presents s2: s2 goes, s1 stays.
            "dismissOnS1": .moved(chain([("s1", "root", .presented), ("s2", "s1", .dismissing)], requester: "s1"), [.animateDismissal("s2")]),
            "dismissFinishedS1": .ignored, "dismissFinishedS2": .ignored,
        ],
        "stackedDismissing": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .refused("Attempt to present x on s1 while a presentation is in progress."),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            "s1Dismisses": .refused(rootBusy),
            "s2Dismisses": .refused(s1Busy),
            "dismissOnS1": .refused(s1Busy),
            "dismissFinishedS1": .ignored,
            "dismissFinishedS2": .moved(chain([("s1", "root", .presented)]), []),
        ],
        "three": [
            "presentFromRoot": .refused(alreadyS1),
            "presentFromS1": .refused("Attempt to present x on s1 (from s1) which is already presenting s2."),
            "presentS1Again": .refused(s1Active),
            "presentFinishedS1": .ignored,
            "s1Dismisses": .moved(chain([("s3", "root", .dismissing)], requester: "s1"),
                                  [.removeAtOnce("s1"), .removeAtOnce("s2"), .animateDismissal("s3")]),
            "s2Dismisses": .moved(chain([("s1", "root", .presented), ("s3", "s1", .dismissing)], requester: "s2"),
                                  [.removeAtOnce("s2"), .animateDismissal("s3")]),
            "dismissOnS1": .moved(chain([("s1", "root", .presented), ("s3", "s1", .dismissing)], requester: "s1"),
                                  [.removeAtOnce("s2"), .animateDismissal("s3")]),
            "dismissFinishedS1": .ignored, "dismissFinishedS2": .ignored,
        ],
        "dismissingForS1": [
            "presentFromRoot": .refused("Attempt to present x on root while a presentation is in progress."),
            "presentFromS1": .refused(notInWindow),
            "presentS1Again": .refused("Attempt to present s1 on root while a presentation is in progress."),
            "presentFinishedS1": .ignored,
            "s1Dismisses": .refused(rootBusy),
            "s2Dismisses": .ignored,
            "dismissOnS1": .ignored,
            "dismissFinishedS1": .ignored,
            // The lower sheet's completion runs when the top one's transition ends.
            "dismissFinishedS2": .moved(chain([]), [.completeDismissal("s1")]),
        ],
    ]

    @Test func everyStateAndInput() {
        for (sName, state) in Self.states { #expect(state.brokenInvariants.isEmpty, "\(sName)") }
        TransitionTable.check(M.self, contexts: [("", ())], states: Self.states, inputs: Self.inputs,
                              expected: { _, s, i in Self.table[s]?[i] ?? Self.viaChild[s]?[i] },
                              actual: { Expected($0, $1, \.warning) }, movesKeepInvariants: true)
    }
}
