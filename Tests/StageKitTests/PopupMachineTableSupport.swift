@testable import StageKit

/// The worlds, inputs and contexts of `PopupMachineTableTests`: a subject popup S (popup#1) in
/// each state, built by a few inputs from a fresh policy, next to O (popup#2, "the shown one")
/// and W (popup#3, a second waiter for the tie-break). All three are on host "window", group nil.
enum PopupMachineTable {
    static let S = PopupID(1), O = PopupID(2), W = PopupID(3)

    /// The policy a row runs under.
    enum Policy: String, CaseIterable, Sendable {
        case swiftLIFO, swiftFIFO, objc

        var kind: PopupPolicyKind { self == .objc ? .objc : .swift }
    }

    /// The subject's ticket: priority 5 against the shown one's (O's), or one property changed.
    enum Ticket: String, CaseIterable, Sendable {
        /// Priority 5, equal to the shown one's.
        case equal
        /// Priority 6.
        case higher
        /// Priority 4.
        case lower
        /// isStack (priority 5).
        case stack
        /// isSingle (priority 5).
        case single
        /// showTime 2 (priority 5).
        case timed

        var ticket: PopupTicket {
            switch self {
            case .equal: return PopupTicket(priority: 5)
            case .higher: return PopupTicket(priority: 6)
            case .lower: return PopupTicket(priority: 4)
            case .stack: return PopupTicket(priority: 5, isStack: true)
            case .single: return PopupTicket(priority: 5, isSingle: true)
            case .timed: return PopupTicket(priority: 5, showTime: 2)
            }
        }
    }

    static func popS(_ t: Ticket) -> PopupInput { .pop(S, t.ticket, style: nil, duration: nil) }
    static func popO(_ priority: Double) -> PopupInput { .pop(O, PopupTicket(priority: priority), style: nil, duration: nil) }
    static func popW(_ priority: Double) -> PopupInput { .pop(W, PopupTicket(priority: priority), style: nil, duration: nil) }
    static let finS = PopupInput.popFinished(S, startsCountdown: true)
    static let finO = PopupInput.popFinished(O, startsCountdown: true)
    static let finW = PopupInput.popFinished(W, startsCountdown: true)

    /// How the subject reaches `state` with `ticket` (after the three `create`s, all at t = 0);
    /// nil where it cannot. The world around it:
    /// - idle: O (5) shown — a pop of S meets the shown one.
    /// - queued: O (9) shown, S popped below it (a stack or single S never queues).
    /// - presenting, shown, dismissing, dismissed: O (1) shown, then S popped over it (and
    ///   popFinished, dismissed, dismissFinished).
    /// - suspended: S shown, W (S's priority) over it, then O (9) over W: two waiters of equal
    ///   priority, so the tie-break decides who comes back. A stack S is never suspended under
    ///   "swift" (an arrival suspends only the current, non-stack popup).
    /// - retired: O (5) shown, then the host's scope invalidated ("swift" only: "objc" has no
    ///   scopes, its invalidation is a removal).
    static func fixture(_ state: PopupState, _ policy: Policy, _ t: Ticket) -> [PopupInput]? {
        let p = t.ticket.priority
        switch state {
        case .idle: return [popO(5), finO]
        case .queued: return t == .stack || t == .single ? nil : [popO(9), finO, popS(t)]
        case .presenting: return [popO(1), finO, popS(t)]
        case .shown: return [popO(1), finO, popS(t), finS]
        case .suspended:
            if policy.kind == .swift && t == .stack { return nil }
            return [popS(t), finS, popW(p), finW, popO(9), finO]
        case .dismissing: return [popO(1), finO, popS(t), finS, .dismiss(S, style: nil, duration: nil, reason: .dismiss)]
        case .dismissed:
            return [popO(1), finO, popS(t), finS, .dismiss(S, style: nil, duration: nil, reason: .dismiss), .dismissFinished(S)]
        case .retired: return policy.kind == .swift ? [popO(5), finO, .invalidate(host: "window")] : nil
        }
    }

    /// When the fixture's inputs happen, and when the row's input does (a second later, so a
    /// running "swift" countdown has a second behind it).
    static let setupTime = SimTime.zero
    static let inputTime = SimTime(seconds: 1)

    /// Every input kind, in its variants; S's own ticket for pop and configure.
    static func inputs(_ t: Ticket) -> [(String, PopupInput)] {
        var changed = t.ticket
        changed.priority = 7
        return [
            ("create", .create(S, host: "window")),
            ("configure", .configure(S, changed)),
            ("pop", popS(t)),
            ("popStyled", .pop(S, t.ticket, style: .scale, duration: 1)),
            ("popFinished", .popFinished(S, startsCountdown: true)),
            ("popFinishedNoTimer", .popFinished(S, startsCountdown: false)),
            ("dismiss", .dismiss(S, style: nil, duration: nil, reason: .dismiss)),
            ("remove", .dismiss(S, style: .no, duration: nil, reason: .removed)),
            ("dismissOther", .dismiss(O, style: nil, duration: nil, reason: .dismiss)),
            ("dismissFinished", .dismissFinished(S)),
            ("resumeCheck", .resumeCheck(S)),
            ("resumeFinished", .resumeFinished(S, startsCountdown: false)),
            ("resumeFinishedTimer", .resumeFinished(S, startsCountdown: true)),
            ("countdownTick", .countdownTick(S)),
            ("tick", .tick),
            ("invalidateHost", .invalidate(host: "window")),
            ("invalidateAll", .invalidate(host: nil)),
            ("invalidateOther", .invalidate(host: "feed")),
            ("flyOut", .flyOut(S, after: 0.5, fade: 0.1)),
        ]
    }

    static let inputNames = inputs(.equal).map(\.0)

    /// What a transition gave: the subject's state after it and the exact effects; `ignored`
    /// whatever the reason (reasons are for traces); `refused` with the message.
    enum Outcome: Equatable, CustomStringConvertible {
        case moved(PopupState, [PopupEffect])
        case ignored
        case refused(String)

        var description: String {
            switch self {
            case .moved(let s, let e): return ".moved(.\(s.rawValue), \(e))"
            case .ignored: return ".ignored"
            case .refused(let m): return ".refused(\(m))"
            }
        }
    }
}

/// Spelled-out effect runs the table repeats (each is a literal list; none calls the policies).
extension PopupMachineTable {
    // MARK: "swift"

    /// A first show: attach, willPop, the pop animation, didPop after its duration (slot popFinished).
    static func shows(_ p: PopupID, _ style: PopStyle = .fade, _ d: SimDuration = 0.2) -> [PopupEffect] {
        [.attach(p), .emit(p, .willPop, callbacks: true), .animatePop(p, style, d),
         .schedule(p, .popFinished, after: d, .popFinished(p, startsCountdown: true))]
    }

    /// A visible popup's dismissal: its timers cancelled, willDismiss, the animation, didDismiss after it.
    static func dismisses(_ p: PopupID, _ reason: PopupDismissReason, _ style: DismissStyle = .fade, _ d: SimDuration = 0.2) -> [PopupEffect] {
        [.cancel(p, .popFinished), .cancel(p, .countdown), .emit(p, .willDismiss(reason), callbacks: true),
         .animateDismiss(p, style, d), .schedule(p, .dismissFinished, after: d, .dismissFinished(p))]
    }

    /// A suspended popup's dismissal: as `dismisses` without an animation (it is hidden).
    static func dismissesHidden(_ p: PopupID, _ reason: PopupDismissReason, _ d: SimDuration = 0.2) -> [PopupEffect] {
        [.cancel(p, .popFinished), .cancel(p, .countdown), .emit(p, .willDismiss(reason), callbacks: true),
         .schedule(p, .dismissFinished, after: d, .dismissFinished(p))]
    }

    static func suspends(_ p: PopupID) -> [PopupEffect] { [.emit(p, .suspended, callbacks: true), .animateCover(p)] }

    static func resumes(_ p: PopupID) -> [PopupEffect] { [.emit(p, .resumed, callbacks: true), .animateResume(p, 0.25)] }

    /// Scope invalidation of a popup on screen or suspended: it ends at once.
    static func ends(_ p: PopupID) -> [PopupEffect] {
        [.cancel(p, .popFinished), .cancel(p, .countdown), .emit(p, .willDismiss(.invalidated), callbacks: true),
         .hide(p), .emit(p, .didDismiss, callbacks: true), .detach(p), .emit(p, .retired, callbacks: false)]
    }

    /// Scope invalidation of a popup mid-dismissal: its dismissal ends at once.
    static func endsDismissing(_ p: PopupID) -> [PopupEffect] {
        [.cancel(p, .dismissFinished), .cancel(p, .countdown), .hide(p), .emit(p, .didDismiss, callbacks: true),
         .detach(p), .emit(p, .retired, callbacks: false)]
    }

    static func retires(_ p: PopupID) -> [PopupEffect] { [.emit(p, .retired, callbacks: false)] }

    /// A drag's fly-out on a visible popup: the Fade dismissal after it, in the fly-out slot.
    static func flies(_ p: PopupID) -> [PopupEffect] {
        [.schedule(p, .flyOut, after: 0.5, .dismiss(p, style: .fade, duration: 0.1, reason: .drag))]
    }

    // MARK: "objc"

    /// The library's pop: willPop, the animation, didPop after it (untracked), attached first
    /// when it was not.
    static func objcShows(_ p: PopupID, _ style: PopStyle = .fade, attach: Bool = true) -> [PopupEffect] {
        (attach ? [.attach(p)] : []) + [.emit(p, .willPop, callbacks: true), .animatePop(p, style, 0.2),
                                        .schedule(p, .dispatch(0), after: 0.2, .popFinished(p, startsCountdown: true))]
    }

    /// Covering: the non-removing Fade dismissal (willDismiss cover, fade out).
    static func covers(_ p: PopupID) -> [PopupEffect] { [.emit(p, .willDismiss(.cover), callbacks: true), .animateCover(p)] }

    /// A removing dismissal (0.2 s whatever the style: durations follow the instance style,
    /// Fade); `resumeCheck` when other members of its group stay registered.
    static func objcDismisses(_ p: PopupID, _ reason: PopupDismissReason, _ style: DismissStyle = .fade,
                              resumeCheck: Bool = true) -> [PopupEffect] {
        [.emit(p, .willDismiss(reason), callbacks: true), .animateDismiss(p, style, 0.2)]
            + (resumeCheck ? [.schedule(p, .dispatch(0), after: 0.2, .resumeCheck(p))] : [])
            + [.schedule(p, .dispatch(0), after: 0.2, .dismissFinished(p))]
    }

    /// The resume check's out-of-stack Fade pop (LSTPopView.m:1088, 926-933): from alpha 0 even
    /// when the popup is visible, no callbacks, its block after the pop duration (no timer).
    /// A single popup's resume: the isSingle branch runs in the out-of-stack pop too
    /// (LSTPopView.m:852-861), dismissing its group, itself included (style NO, 0.2 passed, no
    /// resume block for a single popup), before the Fade pop; its block starts the countdown.
    static func objcResumesSingle(_ p: PopupID) -> [PopupEffect] {
        [.emit(p, .resumed, callbacks: false)] + objcDismisses(p, .single, .no, resumeCheck: false)
            + [.animatePop(p, .fade, 0.2), .schedule(p, .dispatch(0), after: 0.2, .resumeFinished(p, startsCountdown: true))]
    }

    static func objcResumes(_ p: PopupID) -> [PopupEffect] {
        [.emit(p, .resumed, callbacks: false), .animatePop(p, .fade, 0.2),
         .schedule(p, .dispatch(0), after: 0.2, .resumeFinished(p, startsCountdown: false))]
    }
}

extension PopupMachineTable {
    /// Builds the subject's world and steps `input` at `inputTime`. A broken invariant after a
    /// move, or an ignored or refused input that changed the policy, comes back as a refusal
    /// naming it (so no row matches).
    static func run(_ policy: Policy, _ t: Ticket, _ state: PopupState, _ input: PopupInput) -> Outcome {
        switch policy {
        case .swiftLIFO: return run(SwiftPopupPolicy(tieBreak: .lifo), policy, t, state, input)
        case .swiftFIFO: return run(SwiftPopupPolicy(tieBreak: .fifo), policy, t, state, input)
        case .objc: return run(ObjCPopupPolicy(), policy, t, state, input)
        }
    }

    static func run<P: PopupPolicyModel>(_ fresh: P, _ policy: Policy, _ t: Ticket, _ state: PopupState,
                                         _ input: PopupInput) -> Outcome {
        guard let setup = fixture(state, policy, t) else { return .refused("no fixture") }
        var m = fresh
        let creates: [PopupInput] = [S, O, W].map { .create($0, host: "window") }
        for i in creates + setup { _ = P.transition(&m, i, PopupContext(now: setupTime)) }
        guard m.state(of: S) == state else { return .refused("the fixture gave \(String(describing: m.state(of: S)))") }
        let (next, step) = P.step(m, input, PopupContext(now: inputTime))
        switch step {
        case .moved(let effects):
            let broken = next.brokenInvariants
            return broken.isEmpty ? .moved(next.state(of: S) ?? .idle, effects.numberingDispatchesZero) : .refused("broken: \(broken)")
        case .ignored:
            return next == m ? .ignored : .refused("an ignored input changed the policy")
        case .refused(let error):
            return next == m ? .refused(error.description) : .refused("a refused input changed the policy")
        }
    }
}

extension Array where Element == PopupEffect {
    /// "objc" numbers each `dispatch_after` block's slot in scheduling order; the tables write
    /// them all as `.dispatch(0)` (`ObjCPopupPolicy` tests check the numbering itself).
    var numberingDispatchesZero: [PopupEffect] {
        map { e in
            if case .schedule(let p, .dispatch, let d, let i) = e { return .schedule(p, .dispatch(0), after: d, i) }
            return e
        }
    }
}
