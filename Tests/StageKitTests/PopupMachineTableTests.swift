@testable import StageKit
import Testing

/// Both popup policies' transition functions, exhaustively (like `SheetTransitionTableTests`):
/// every state of a subject popup × every input in its variants × every context that changes a
/// transition — the policy ("swift" with each tie-break, "objc") and the subject's ticket
/// (priority equal to, above or below the shown one's; isStack; isSingle; showTime > 0). Each
/// row gives the subject's state after the input and the exact effects, spelled out
/// (`PopupMachineTableSupport.swift` has the worlds and the repeated effect runs). These tests
/// own the policies' rules; the Lua specs own the API around them.
///
/// `swiftTable` and `objcTable` are the rows for the `equal` ticket; `overrides` the rows where
/// another ticket (or, for `swiftFIFO`, the tie-break) gives something else.
@Suite struct PopupMachineTableTests {
    typealias X = PopupMachineTable

    /// Every rule of pop (LSTPopView.m:844-922: isStack 869-870, covering 872-877, isSingle 852-861), the
    /// removing dismissal and its resume (1059-1097, isStack at 1080) and LSTTimer's tick, per ticket.
    @Test(arguments: X.Policy.allCases)
    func everyStateInputAndTicket(_ policy: X.Policy) {
        var checked = 0
        for ticket in X.Ticket.allCases {
            for state in PopupState.allCases {
                let cell = X.Cell(policy, ticket, state)
                guard X.fixture(state, policy, ticket) != nil else {
                    #expect(X.unreachable.contains(cell), "\(cell) has no fixture but is not listed as unreachable")
                    continue
                }
                #expect(!X.unreachable.contains(cell), "\(cell) is listed as unreachable")
                for (name, input) in X.inputs(ticket) {
                    guard let expected = X.expected(policy, ticket, state, name) else {
                        Issue.record("no row for \(cell) × \(name)")
                        continue
                    }
                    let actual = X.run(policy, ticket, state, input)
                    #expect(actual == expected, "\(cell) × \(name)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// An override row that repeats the row it overrides hides nothing: keep the table minimal.
    @Test func overridesDiffer() {
        for (policy, tickets) in X.overrides {
            for (ticket, states) in tickets {
                for (state, rows) in states {
                    for (name, outcome) in rows {
                        let under = X.expected(policy, ticket, state, name, skipping: (policy, ticket))
                        #expect(under != outcome, "\(policy) \(ticket) \(state) × \(name) repeats the row below it")
                        #expect(X.fixture(state, policy, ticket) != nil, "\(policy) \(ticket) \(state) is unreachable")
                    }
                }
            }
        }
    }
}

extension PopupMachineTable {
    struct Cell: Hashable, CustomStringConvertible {
        var policy: Policy, ticket: Ticket, state: PopupState
        init(_ policy: Policy, _ ticket: Ticket, _ state: PopupState) {
            self.policy = policy
            self.ticket = ticket
            self.state = state
        }
        var description: String { "\(policy) \(ticket) \(state.rawValue)" }
    }

    /// Where `fixture` has no world (a stack or single popup never queues; "swift" never suspends
    /// a stack popup; "objc" has no retired state).
    static let unreachable: Set<Cell> = [
        Cell(.swiftLIFO, .stack, .queued),
        Cell(.swiftLIFO, .stack, .suspended),
        Cell(.swiftLIFO, .single, .queued),
        Cell(.swiftFIFO, .stack, .queued),
        Cell(.swiftFIFO, .stack, .suspended),
        Cell(.swiftFIFO, .single, .queued),
        Cell(.objc, .equal, .retired),
        Cell(.objc, .higher, .retired),
        Cell(.objc, .lower, .retired),
        Cell(.objc, .stack, .queued),
        Cell(.objc, .stack, .retired),
        Cell(.objc, .single, .queued),
        Cell(.objc, .single, .retired),
        Cell(.objc, .timed, .retired),
    ]

    /// The row for a cell: the ticket's override under this policy, then (for `swiftFIFO`) the
    /// same under `swiftLIFO`, then the policy's `equal` table.
    static func expected(_ policy: Policy, _ ticket: Ticket, _ state: PopupState, _ input: String,
                         skipping: (Policy, Ticket)? = nil) -> Outcome? {
        func override(_ p: Policy, _ t: Ticket) -> Outcome? {
            if let s = skipping, s == (p, t) { return nil }
            return overrides[p]?[t]?[state]?[input]
        }
        if let o = override(policy, ticket) { return o }
        if policy == .swiftFIFO, let o = override(.swiftLIFO, ticket) { return o }
        return (policy == .objc ? objcTable : swiftTable)[state]?[input]
    }

    static let swiftTable: [PopupState: [String: Outcome]] = [
        .idle: [
            "flyOut": .ignored,
            "create": .ignored, "configure": .ignored,
            "pop": .moved(.presenting, suspends(O) + shows(S)),
            "popStyled": .moved(.presenting, suspends(O) + shows(S, .scale, 1)),
            "popFinished": .ignored, "popFinishedNoTimer": .ignored, "dismiss": .ignored, "remove": .ignored,
            "dismissOther": .moved(.idle, dismisses(O, .dismiss)),
            "dismissFinished": .ignored, "resumeCheck": .ignored, "resumeFinished": .ignored, "resumeFinishedTimer": .ignored, "countdownTick": .ignored, "tick": .ignored,
            "invalidateHost": .moved(.retired, retires(S) + ends(O) + retires(W)),
            "invalidateAll": .moved(.retired, retires(S) + ends(O) + retires(W)),
            "invalidateOther": .moved(.idle, []),
        ],
        .queued: [
            "flyOut": .ignored,
            "create": .ignored, "configure": .ignored, "pop": .ignored, "popStyled": .ignored, "popFinished": .ignored,
            "popFinishedNoTimer": .ignored,
            "dismiss": .moved(.dismissed, [.emit(S, .dropped(.dismiss), callbacks: false)]),
            "remove": .moved(.dismissed, [.emit(S, .dropped(.removed), callbacks: false)]),
            "dismissOther": .moved(.presenting, dismisses(O, .dismiss) + shows(S)),
            "dismissFinished": .ignored, "resumeCheck": .ignored, "resumeFinished": .ignored, "resumeFinishedTimer": .ignored, "countdownTick": .ignored, "tick": .ignored,
            "invalidateHost": .moved(.retired, retires(S) + ends(O) + retires(W)),
            "invalidateAll": .moved(.retired, retires(S) + ends(O) + retires(W)),
            "invalidateOther": .moved(.queued, []),
        ],
        .presenting: [
            "flyOut": .moved(.presenting, flies(S)),
            "create": .ignored, "configure": .ignored, "pop": .ignored, "popStyled": .ignored,
            "popFinished": .moved(.shown, [.emit(S, .didPop, callbacks: true)]),
            "popFinishedNoTimer": .moved(.shown, [.emit(S, .didPop, callbacks: true)]),
            "dismiss": .moved(.dismissing, dismisses(S, .dismiss) + resumes(O)),
            "remove": .moved(.dismissing, dismisses(S, .removed, .no, 0) + resumes(O)),
            "dismissOther": .moved(.presenting, dismissesHidden(O, .dismiss)),
            "dismissFinished": .ignored, "resumeCheck": .ignored, "resumeFinished": .ignored, "resumeFinishedTimer": .ignored, "countdownTick": .ignored, "tick": .ignored,
            "invalidateHost": .moved(.retired, ends(S) + ends(O) + retires(W)),
            "invalidateAll": .moved(.retired, ends(S) + ends(O) + retires(W)),
            "invalidateOther": .moved(.presenting, []),
        ],
        .shown: [
            "flyOut": .moved(.shown, flies(S)),
            "create": .ignored, "configure": .ignored, "pop": .ignored, "popStyled": .ignored, "popFinished": .ignored,
            "popFinishedNoTimer": .ignored,
            "dismiss": .moved(.dismissing, dismisses(S, .dismiss) + resumes(O)),
            "remove": .moved(.dismissing, dismisses(S, .removed, .no, 0) + resumes(O)),
            "dismissOther": .moved(.shown, dismissesHidden(O, .dismiss)),
            "dismissFinished": .ignored, "resumeCheck": .ignored, "resumeFinished": .ignored, "resumeFinishedTimer": .ignored, "countdownTick": .ignored, "tick": .ignored,
            "invalidateHost": .moved(.retired, ends(S) + ends(O) + retires(W)),
            "invalidateAll": .moved(.retired, ends(S) + ends(O) + retires(W)),
            "invalidateOther": .moved(.shown, []),
        ],
        .suspended: [
            "flyOut": .ignored,
            "create": .ignored, "configure": .ignored, "pop": .ignored, "popStyled": .ignored, "popFinished": .ignored,
            "popFinishedNoTimer": .ignored,
            "dismiss": .moved(.dismissing, dismissesHidden(S, .dismiss)),
            "remove": .moved(.dismissing, dismissesHidden(S, .removed, 0)),
            "dismissOther": .moved(.suspended, dismisses(O, .dismiss) + resumes(W)),
            "dismissFinished": .ignored, "resumeCheck": .ignored, "resumeFinished": .ignored, "resumeFinishedTimer": .ignored, "countdownTick": .ignored, "tick": .ignored,
            "invalidateHost": .moved(.retired, ends(S) + ends(O) + ends(W)),
            "invalidateAll": .moved(.retired, ends(S) + ends(O) + ends(W)),
            "invalidateOther": .moved(.suspended, []),
        ],
        .dismissing: [
            "flyOut": .ignored,
            "create": .ignored, "configure": .ignored, "pop": .ignored, "popStyled": .ignored, "popFinished": .ignored,
            "popFinishedNoTimer": .ignored, "dismiss": .ignored, "remove": .ignored,
            "dismissOther": .moved(.dismissing, dismisses(O, .dismiss)),
            "dismissFinished": .moved(.dismissed, [.emit(S, .didDismiss, callbacks: true), .detach(S)]),
            "resumeCheck": .ignored, "resumeFinished": .ignored, "resumeFinishedTimer": .ignored, "countdownTick": .ignored, "tick": .ignored,
            "invalidateHost": .moved(.retired, endsDismissing(S) + ends(O) + retires(W)),
            "invalidateAll": .moved(.retired, endsDismissing(S) + ends(O) + retires(W)),
            "invalidateOther": .moved(.dismissing, []),
        ],
        .dismissed: [
            "flyOut": .ignored,
            "create": .ignored, "configure": .ignored,
            "pop": .refused("popup#1 is dismissed and cannot pop again; create a new popup"),
            "popStyled": .refused("popup#1 is dismissed and cannot pop again; create a new popup"),
            "popFinished": .ignored, "popFinishedNoTimer": .ignored, "dismiss": .ignored, "remove": .ignored,
            "dismissOther": .moved(.dismissed, dismisses(O, .dismiss)),
            "dismissFinished": .ignored, "resumeCheck": .ignored, "resumeFinished": .ignored, "resumeFinishedTimer": .ignored, "countdownTick": .ignored, "tick": .ignored,
            "invalidateHost": .moved(.dismissed, ends(O) + retires(W)),
            "invalidateAll": .moved(.dismissed, ends(O) + retires(W)),
            "invalidateOther": .moved(.dismissed, []),
        ],
        .retired: [
            "flyOut": .ignored,
            "create": .ignored, "configure": .ignored,
            "pop": .refused("popup#1 is retired: its host's scope was invalidated; create a new popup"),
            "popStyled": .refused("popup#1 is retired: its host's scope was invalidated; create a new popup"),
            "popFinished": .ignored, "popFinishedNoTimer": .ignored, "dismiss": .ignored, "remove": .ignored,
            "dismissOther": .ignored, "dismissFinished": .ignored, "resumeCheck": .ignored, "resumeFinished": .ignored, "resumeFinishedTimer": .ignored, "countdownTick": .ignored,
            "tick": .ignored,
            "invalidateHost": .moved(.retired, []),
            "invalidateAll": .moved(.retired, []),
            "invalidateOther": .moved(.retired, []),
        ],
    ]

    static let objcTable: [PopupState: [String: Outcome]] = [
        .idle: [
            "flyOut": .ignored,
            "create": .ignored,
            "configure": .moved(.idle, []),
            "pop": .moved(.presenting, covers(O) + objcShows(S)),
            "popStyled": .moved(.presenting, covers(O) + objcShows(S, .scale)),
            "popFinished": .moved(.idle, [.emit(S, .didPop, callbacks: true)]),
            "popFinishedNoTimer": .moved(.idle, [.emit(S, .didPop, callbacks: true)]),
            "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss)),
            "remove": .moved(.dismissing, objcDismisses(S, .removed, .no)),
            "dismissOther": .moved(.idle, objcDismisses(O, .dismiss, resumeCheck: false)),
            "dismissFinished": .ignored,
            "resumeCheck": .moved(.idle, objcResumes(O)),
            "resumeFinished": .moved(.idle, []),
            "resumeFinishedTimer": .moved(.idle, []),
            "countdownTick": .ignored,
            "tick": .moved(.idle, []),
            "invalidateHost": .moved(.idle, objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateAll": .moved(.idle, objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateOther": .moved(.idle, []),
        ],
        .queued: [
            "flyOut": .ignored,
            "create": .ignored,
            "configure": .moved(.queued, []),
            "pop": .moved(.queued, []),
            "popStyled": .moved(.queued, []),
            "popFinished": .moved(.queued, [.emit(S, .didPop, callbacks: true)]),
            "popFinishedNoTimer": .moved(.queued, [.emit(S, .didPop, callbacks: true)]),
            "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss)),
            "remove": .moved(.dismissing, objcDismisses(S, .removed, .no)),
            "dismissOther": .moved(.queued, objcDismisses(O, .dismiss)),
            "dismissFinished": .ignored,
            "resumeCheck": .moved(.queued, objcResumes(O)),
            "resumeFinished": .moved(.queued, []),
            "resumeFinishedTimer": .moved(.queued, []),
            "countdownTick": .ignored,
            "tick": .moved(.queued, []),
            "invalidateHost": .moved(.dismissing, objcDismisses(S, .invalidated, .no) + objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateAll": .moved(.dismissing, objcDismisses(S, .invalidated, .no) + objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateOther": .moved(.queued, []),
        ],
        .presenting: [
            "flyOut": .moved(.presenting, flies(S)),
            "create": .ignored,
            "configure": .moved(.presenting, []),
            "pop": .moved(.presenting, covers(S) + objcShows(S, attach: false)),
            "popStyled": .moved(.presenting, covers(S) + objcShows(S, .scale, attach: false)),
            "popFinished": .moved(.shown, [.emit(S, .didPop, callbacks: true)]),
            "popFinishedNoTimer": .moved(.shown, [.emit(S, .didPop, callbacks: true)]),
            "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss)),
            "remove": .moved(.dismissing, objcDismisses(S, .removed, .no)),
            "dismissOther": .moved(.presenting, objcDismisses(O, .dismiss)),
            // An earlier dismissal's removal block (LSTPopView.m:1093-1095) takes a re-popped popup
            // off screen all the same; the didPop block still holds it.
            "dismissFinished": .moved(.dismissed, [.detach(S)]),
            "resumeCheck": .moved(.presenting, objcResumes(S)),
            "resumeFinished": .moved(.presenting, []),
            "resumeFinishedTimer": .moved(.presenting, []),
            "countdownTick": .ignored,
            "tick": .moved(.presenting, []),
            "invalidateHost": .moved(.dismissing, objcDismisses(O, .invalidated, .no) + objcDismisses(S, .invalidated, .no, resumeCheck: false)),
            "invalidateAll": .moved(.dismissing, objcDismisses(O, .invalidated, .no) + objcDismisses(S, .invalidated, .no, resumeCheck: false)),
            "invalidateOther": .moved(.presenting, []),
        ],
        .shown: [
            "flyOut": .moved(.shown, flies(S)),
            "create": .ignored,
            "configure": .moved(.shown, []),
            "pop": .moved(.presenting, covers(S) + objcShows(S, attach: false)),
            "popStyled": .moved(.presenting, covers(S) + objcShows(S, .scale, attach: false)),
            "popFinished": .moved(.shown, [.emit(S, .didPop, callbacks: true)]),
            "popFinishedNoTimer": .moved(.shown, [.emit(S, .didPop, callbacks: true)]),
            "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss)),
            "remove": .moved(.dismissing, objcDismisses(S, .removed, .no)),
            "dismissOther": .moved(.shown, objcDismisses(O, .dismiss)),
            // An earlier dismissal's removal block removes it all the same: nothing holds it then.
            "dismissFinished": .moved(.dismissed, [.detach(S), .emit(S, .didDismiss, callbacks: true)]),
            "resumeCheck": .moved(.shown, objcResumes(S)),
            "resumeFinished": .moved(.shown, []),
            "resumeFinishedTimer": .moved(.shown, []),
            "countdownTick": .ignored,
            "tick": .moved(.shown, []),
            "invalidateHost": .moved(.dismissing, objcDismisses(O, .invalidated, .no) + objcDismisses(S, .invalidated, .no, resumeCheck: false)),
            "invalidateAll": .moved(.dismissing, objcDismisses(O, .invalidated, .no) + objcDismisses(S, .invalidated, .no, resumeCheck: false)),
            "invalidateOther": .moved(.shown, []),
        ],
        .suspended: [
            "flyOut": .ignored,
            "create": .ignored,
            "configure": .moved(.suspended, []),
            "pop": .moved(.queued, []),
            "popStyled": .moved(.queued, []),
            "popFinished": .moved(.suspended, [.emit(S, .didPop, callbacks: true)]),
            "popFinishedNoTimer": .moved(.suspended, [.emit(S, .didPop, callbacks: true)]),
            "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss)),
            "remove": .moved(.dismissing, objcDismisses(S, .removed, .no)),
            "dismissOther": .moved(.suspended, objcDismisses(O, .dismiss)),
            "dismissFinished": .moved(.dismissed, [.detach(S), .emit(S, .didDismiss, callbacks: true)]),
            "resumeCheck": .moved(.suspended, objcResumes(O)),
            "resumeFinished": .moved(.suspended, []),
            "resumeFinishedTimer": .moved(.suspended, []),
            "countdownTick": .ignored,
            "tick": .moved(.suspended, []),
            "invalidateHost": .moved(.dismissing, objcDismisses(S, .invalidated, .no) + objcDismisses(W, .invalidated, .no) + objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateAll": .moved(.dismissing, objcDismisses(S, .invalidated, .no) + objcDismisses(W, .invalidated, .no) + objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateOther": .moved(.suspended, []),
        ],
        .dismissing: [
            "flyOut": .ignored,
            "create": .ignored,
            "configure": .moved(.dismissing, []),
            "pop": .moved(.presenting, covers(O) + objcShows(S, attach: false)),
            "popStyled": .moved(.presenting, covers(O) + objcShows(S, .scale, attach: false)),
            "popFinished": .moved(.dismissing, [.emit(S, .didPop, callbacks: true)]),
            "popFinishedNoTimer": .moved(.dismissing, [.emit(S, .didPop, callbacks: true)]),
            "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss)),
            "remove": .moved(.dismissing, objcDismisses(S, .removed, .no)),
            "dismissOther": .moved(.dismissing, objcDismisses(O, .dismiss, resumeCheck: false)),
            // The resume block still holds S (LSTPopView.m:1078): no dealloc, no didDismiss yet.
            "dismissFinished": .moved(.dismissed, [.detach(S)]),
            "resumeCheck": .moved(.dismissing, objcResumes(O)),
            "resumeFinished": .moved(.dismissing, []),
            "resumeFinishedTimer": .moved(.dismissing, []),
            "countdownTick": .ignored,
            "tick": .moved(.dismissing, []),
            "invalidateHost": .moved(.dismissing, objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateAll": .moved(.dismissing, objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateOther": .moved(.dismissing, []),
        ],
        .dismissed: [
            "flyOut": .ignored,
            "create": .ignored,
            "configure": .moved(.dismissed, []),
            "pop": .refused("popup#1 is dismissed and cannot pop again; create a new popup"),
            "popStyled": .refused("popup#1 is dismissed and cannot pop again; create a new popup"),
            "popFinished": .moved(.dismissed, [.emit(S, .didPop, callbacks: true)]),
            "popFinishedNoTimer": .moved(.dismissed, [.emit(S, .didPop, callbacks: true)]),
            "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss)),
            "remove": .moved(.dismissing, objcDismisses(S, .removed, .no)),
            "dismissOther": .moved(.dismissed, objcDismisses(O, .dismiss, resumeCheck: false)),
            "dismissFinished": .ignored,
            // The resume block lets go of S last: dealloc, didDismiss after the resume.
            "resumeCheck": .moved(.dismissed, objcResumes(O) + [.emit(S, .didDismiss, callbacks: true)]),
            "resumeFinished": .moved(.dismissed, []),
            "resumeFinishedTimer": .moved(.dismissed, []),
            "countdownTick": .ignored,
            "tick": .moved(.dismissed, []),
            "invalidateHost": .moved(.dismissed, objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateAll": .moved(.dismissed, objcDismisses(O, .invalidated, .no, resumeCheck: false)),
            "invalidateOther": .moved(.dismissed, []),
        ],
    ]

    static let overrides: [Policy: [Ticket: [PopupState: [String: Outcome]]]] = [
        .swiftLIFO: [
            .lower: [
                .idle: [
                    "pop": .moved(.queued, []),
                    "popStyled": .moved(.queued, []),
                ],
            ],
            .stack: [
                .idle: [
                    "pop": .moved(.presenting, shows(S)),
                    "popStyled": .moved(.presenting, shows(S, .scale, 1)),
                ],
                .presenting: [
                    "dismiss": .moved(.dismissing, dismisses(S, .dismiss)),
                    "remove": .moved(.dismissing, dismisses(S, .removed, .no, 0)),
                    "dismissOther": .moved(.presenting, dismisses(O, .dismiss)),
                ],
                .shown: [
                    "dismiss": .moved(.dismissing, dismisses(S, .dismiss)),
                    "remove": .moved(.dismissing, dismisses(S, .removed, .no, 0)),
                    "dismissOther": .moved(.shown, dismisses(O, .dismiss)),
                ],
            ],
            .single: [
                .idle: [
                    "pop": .moved(.presenting, dismisses(O, .single, .no, 0) + shows(S)),
                    "popStyled": .moved(.presenting, dismisses(O, .single, .no, 0) + shows(S, .scale, 1)),
                ],
                .presenting: [
                    "dismiss": .moved(.dismissing, dismisses(S, .dismiss)),
                    "remove": .moved(.dismissing, dismisses(S, .removed, .no, 0)),
                    "dismissOther": .ignored,
                    "invalidateHost": .moved(.retired, ends(S) + endsDismissing(O) + retires(W)),
                    "invalidateAll": .moved(.retired, ends(S) + endsDismissing(O) + retires(W)),
                ],
                .shown: [
                    "dismiss": .moved(.dismissing, dismisses(S, .dismiss)),
                    "remove": .moved(.dismissing, dismisses(S, .removed, .no, 0)),
                    "dismissOther": .ignored,
                    "invalidateHost": .moved(.retired, ends(S) + endsDismissing(O) + retires(W)),
                    "invalidateAll": .moved(.retired, ends(S) + endsDismissing(O) + retires(W)),
                ],
                .dismissing: [
                    "dismissOther": .ignored,
                    "invalidateHost": .moved(.retired, endsDismissing(S) + endsDismissing(O) + retires(W)),
                    "invalidateAll": .moved(.retired, endsDismissing(S) + endsDismissing(O) + retires(W)),
                ],
                .dismissed: [
                    "dismissOther": .ignored,
                    "invalidateHost": .moved(.dismissed, endsDismissing(O) + retires(W)),
                    "invalidateAll": .moved(.dismissed, endsDismissing(O) + retires(W)),
                ],
            ],
            .timed: [
                .presenting: [
                    "popFinished": .moved(.shown, [.emit(S, .didPop, callbacks: true), .emit(S, .countdown(2), callbacks: true), .schedule(S, .countdown, after: 1, .countdownTick(S))]),
                    "popFinishedNoTimer": .moved(.shown, [.emit(S, .didPop, callbacks: true), .emit(S, .countdown(2), callbacks: true), .schedule(S, .countdown, after: 1, .countdownTick(S))]),
                ],
                .shown: [
                    "countdownTick": .moved(.shown, [.emit(S, .countdown(1), callbacks: true), .schedule(S, .countdown, after: 1, .countdownTick(S))]),
                ],
            ],
        ],
        .swiftFIFO: [
            .equal: [
                .suspended: [
                    "dismissOther": .moved(.shown, dismisses(O, .dismiss) + resumes(S)),
                ],
            ],
            .higher: [
                .suspended: [
                    "dismissOther": .moved(.shown, dismisses(O, .dismiss) + resumes(S)),
                ],
            ],
            .lower: [
                .suspended: [
                    "dismissOther": .moved(.shown, dismisses(O, .dismiss) + resumes(S)),
                ],
            ],
            .single: [
                .suspended: [
                    "dismissOther": .moved(.shown, dismisses(O, .dismiss) + resumes(S)),
                ],
            ],
            .timed: [
                .suspended: [
                    "dismissOther": .moved(.shown, dismisses(O, .dismiss) + resumes(S) + [.schedule(S, .countdown, after: 1, .countdownTick(S))]),
                ],
            ],
        ],
        .objc: [
            .lower: [
                .idle: [
                    "pop": .moved(.queued, []),
                    "popStyled": .moved(.queued, []),
                ],
            ],
            .stack: [
                .idle: [
                    "pop": .moved(.presenting, objcShows(S)),
                    "popStyled": .moved(.presenting, objcShows(S, .scale)),
                ],
                .presenting: [
                    "pop": .moved(.presenting, objcShows(S, attach: false)),
                    "popStyled": .moved(.presenting, objcShows(S, .scale, attach: false)),
                    "resumeCheck": .ignored,
                ],
                .shown: [
                    "pop": .moved(.presenting, objcShows(S, attach: false)),
                    "popStyled": .moved(.presenting, objcShows(S, .scale, attach: false)),
                    "resumeCheck": .ignored,
                ],
                .suspended: [
                    "pop": .moved(.presenting, objcShows(S, attach: false)),
                    "popStyled": .moved(.presenting, objcShows(S, .scale, attach: false)),
                    "resumeCheck": .ignored,
                ],
                .dismissing: [
                    "pop": .moved(.presenting, objcShows(S, attach: false)),
                    "popStyled": .moved(.presenting, objcShows(S, .scale, attach: false)),
                    // Nothing resumes after a stack popup, but the block held it until now.
                    "resumeCheck": .moved(.dismissing, []),
                ],
                .dismissed: [
                    "resumeCheck": .moved(.dismissed, [.emit(S, .didDismiss, callbacks: true)]),
                ],
            ],
            .single: [
                .idle: [
                    "pop": .moved(.presenting, objcDismisses(O, .single, .no, resumeCheck: false) + objcShows(S)),
                    "popStyled": .moved(.presenting, objcDismisses(O, .single, .no, resumeCheck: false) + objcShows(S, .scale)),
                ],
                .presenting: [
                    "pop": .moved(.presenting, objcDismisses(S, .single, .no, resumeCheck: false) + objcShows(S, attach: false)),
                    "popStyled": .moved(.presenting, objcDismisses(S, .single, .no, resumeCheck: false) + objcShows(S, .scale, attach: false)),
                    "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss, resumeCheck: false)),
                    "remove": .moved(.dismissing, objcDismisses(S, .removed, .no, resumeCheck: false)),
                    "invalidateHost": .moved(.dismissing, objcDismisses(S, .invalidated, .no, resumeCheck: false)),
                    "invalidateAll": .moved(.dismissing, objcDismisses(S, .invalidated, .no, resumeCheck: false)),
                    // The resume of a single popup dismisses it (LSTPopView.m:852-861, 1088).
                    "resumeCheck": .moved(.dismissing, objcResumesSingle(S)),
                ],
                .shown: [
                    "pop": .moved(.presenting, objcDismisses(S, .single, .no, resumeCheck: false) + objcShows(S, attach: false)),
                    "popStyled": .moved(.presenting, objcDismisses(S, .single, .no, resumeCheck: false) + objcShows(S, .scale, attach: false)),
                    "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss, resumeCheck: false)),
                    "remove": .moved(.dismissing, objcDismisses(S, .removed, .no, resumeCheck: false)),
                    "invalidateHost": .moved(.dismissing, objcDismisses(S, .invalidated, .no, resumeCheck: false)),
                    "invalidateAll": .moved(.dismissing, objcDismisses(S, .invalidated, .no, resumeCheck: false)),
                    // The resume of a single popup dismisses it (LSTPopView.m:852-861, 1088).
                    "resumeCheck": .moved(.dismissing, objcResumesSingle(S)),
                ],
                .suspended: [
                    "pop": .moved(.presenting, objcDismisses(S, .single, .no, resumeCheck: false) + objcDismisses(W, .single, .no) + objcDismisses(O, .single, .no, resumeCheck: false) + objcShows(S, attach: false)),
                    "popStyled": .moved(.presenting, objcDismisses(S, .single, .no, resumeCheck: false) + objcDismisses(W, .single, .no) + objcDismisses(O, .single, .no, resumeCheck: false) + objcShows(S, .scale, attach: false)),
                    "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss, resumeCheck: false)),
                    "remove": .moved(.dismissing, objcDismisses(S, .removed, .no, resumeCheck: false)),
                    "invalidateHost": .moved(.dismissing, objcDismisses(S, .invalidated, .no, resumeCheck: false) + objcDismisses(W, .invalidated, .no) + objcDismisses(O, .invalidated, .no, resumeCheck: false)),
                    "invalidateAll": .moved(.dismissing, objcDismisses(S, .invalidated, .no, resumeCheck: false) + objcDismisses(W, .invalidated, .no) + objcDismisses(O, .invalidated, .no, resumeCheck: false)),
                ],
                .dismissing: [
                    "pop": .moved(.presenting, objcShows(S, attach: false)),
                    "popStyled": .moved(.presenting, objcShows(S, .scale, attach: false)),
                    "dismiss": .moved(.dismissing, objcDismisses(S, .dismiss, resumeCheck: false)),
                    "remove": .moved(.dismissing, objcDismisses(S, .removed, .no, resumeCheck: false)),
                    "resumeCheck": .ignored,
                    // No resume block for a single popup: the detach lets go of it.
                    "dismissFinished": .moved(.dismissed, [.detach(S), .emit(S, .didDismiss, callbacks: true)]),
                    "invalidateHost": .moved(.dismissing, []),
                    "invalidateAll": .moved(.dismissing, []),
                ],
                .dismissed: [
                    // Nothing held the single popup: deallocated, it takes no more messages.
                    "dismiss": .ignored,
                    "remove": .ignored,
                    "resumeCheck": .ignored,
                    "invalidateHost": .moved(.dismissed, []),
                    "invalidateAll": .moved(.dismissed, []),
                ],
            ],
            .timed: [
                .queued: [
                    "popFinished": .moved(.queued, [.emit(S, .didPop, callbacks: true), .emit(S, .countdown(2), callbacks: true), .schedule(nil, .tick, after: .milliseconds(990), .tick)]),
                    "resumeFinishedTimer": .moved(.queued, [.emit(S, .countdown(2), callbacks: true), .schedule(nil, .tick, after: .milliseconds(990), .tick)]),
                ],
                .presenting: [
                    // The wake-up one tick before the first report; the 99 ticks before it are not events.
                    "popFinished": .moved(.shown, [.emit(S, .didPop, callbacks: true), .emit(S, .countdown(2), callbacks: true), .schedule(nil, .tick, after: .milliseconds(990), .tick)]),
                    "resumeFinishedTimer": .moved(.presenting, [.emit(S, .countdown(2), callbacks: true), .schedule(nil, .tick, after: .milliseconds(990), .tick)]),
                ],
                .shown: [
                    "dismissFinished": .moved(.dismissed, [.detach(S)]),   // the timer holds it
                    // At 1 s the pending event is the wake-up (index 99): it schedules the real tick.
                    "tick": .moved(.shown, [.schedule(nil, .tick, after: .milliseconds(10), .tick)]),
                ],
                .suspended: [
                    "dismissFinished": .moved(.dismissed, [.detach(S)]),
                    "tick": .moved(.suspended, [.schedule(nil, .tick, after: .milliseconds(10), .tick)]),
                ],
                .dismissing: [
                    "tick": .moved(.dismissing, [.schedule(nil, .tick, after: .milliseconds(10), .tick)]),
                ],
                .dismissed: [
                    // LSTTimer's finish block still holds S: no dealloc after the resume.
                    "resumeCheck": .moved(.dismissed, objcResumes(O)),
                    "tick": .moved(.dismissed, [.schedule(nil, .tick, after: .milliseconds(10), .tick)]),
                ],
            ],
        ],
    ]

}
