/// The "swift" policy: LSTPopViewSwift's documented semantics (docs/behavior/lstpopview.md, "The swift policy") with
/// the simulator's rules
/// (docs/behavior/lstpopview.md, "The swift policy") as a `StateMachine`: one value holds every popup's state and the
/// per-group queues,
/// and `transition` is the one function that changes it.
///
/// - Groups are keyed by (host, groupId). Each `pop` freezes group, priority, mode, showTime and
///   styles (later property changes affect only the next popup).
/// - A group has at most one *current* (visible, non-stack) popup. An arrival with priority ≥ the
///   current's suspends it (`suspended`, no willDismiss; its countdown pauses); a lower one queues.
/// - Dismissing the current resumes the group's best waiter at once: highest priority, ties by
///   `tieBreak`. A waiter never shown gets its first show (willPop, didPop, countdown); a suspended
///   one gets `resumed` and its countdown continues with the time it had left.
/// - isStack popups coexist and resume nothing; isSingle dismisses its group (style NO) and drops
///   its waiters.
/// - Countdowns report at whole seconds after didPop (remaining = showTime − elapsed, not
///   truncated), then 0 and `countdownFinish` at showTime, then dismiss. An early close stops it.
/// - Invalidating a host bumps its generation: its on-screen popups end without animation
///   (willDismiss, didDismiss, `retired`), waiters and idle popups retire; a later `pop` of any of
///   them is refused with `PopupError.retired` (the manager logs `retired` for it).
///
/// Invariants (`checkInvariants()`): each queued, shown or suspended popup is in exactly one
/// place of its group (current, stacked, waiting), nothing else is; a group's current popup is
/// visible and not a stack popup; a group with waiters has a current popup that no waiter
/// outranks; only a shown popup's countdown runs.
///
/// ```swift
/// var m = SwiftPopupPolicy(tieBreak: .lifo)
/// let ctx = PopupContext(now: .zero)
/// _ = SwiftPopupPolicy.transition(&m, .create(PopupID(1), host: "window"), ctx)
/// SwiftPopupPolicy.transition(&m, .pop(PopupID(1), PopupTicket(priority: 1000), style: nil, duration: nil), ctx)
/// // .moved([.attach(popup#1), .emit(popup#1, .willPop, ...), .animatePop(popup#1, .fade, 0.2 s),
/// //         .schedule(popup#1, .popFinished, after: 0.2 s, .popFinished(popup#1, ...))])
/// ```
public struct SwiftPopupPolicy: PopupPolicyModel {
    struct Countdown: Hashable, Sendable {
        var total: SimDuration
        var elapsed: SimDuration = .zero
        var runningSince: SimTime?
        /// Whole-second reports made so far (the next is at `reported` seconds of running time).
        var reported = 0

        func elapsed(at now: SimTime) -> SimDuration {
            guard let s = runningSince else { return elapsed }
            return elapsed + (now - s)
        }
        /// Running time at which the next report (or the finish) is due.
        var nextDue: SimDuration { min(SimDuration(nanoseconds: Int64(reported) &* 1_000_000_000), total) }
    }

    struct Entry: Hashable, Sendable {
        var host: String
        var generation: Int
        var state: PopupState = .idle
        var ticket: PopupTicket?
        var hasPopped = false
        var countdown: Countdown?
        /// When it was first shown (removeLast takes the latest on screen).
        var shownOrder = 0
        var key: PopupGroupKey { PopupGroupKey(host: host, groupId: ticket?.groupId) }
    }

    struct Group: Equatable, Sendable {
        var current: PopupID?
        var stacked: [PopupID] = []
        var waiters: PopupWaitQueue
    }

    public var kind: PopupPolicyKind { .swift }
    public let tieBreak: PopupTieBreak
    private(set) var entries: [PopupID: Entry] = [:]
    private var groups: [PopupGroupKey: Group] = [:]
    private var hostGroups: [String: [PopupGroupKey]] = [:]
    private var hostMembers: [String: [PopupID]] = [:]
    private var hostOrder: [String] = []
    private var generations: [String: Int] = [:]
    private var order = 0
    private var shownCounter = 0

    public init(tieBreak: PopupTieBreak = .lifo) { self.tieBreak = tieBreak }

    // MARK: queries

    public func state(of id: PopupID) -> PopupState? { entries[id]?.state }

    /// The pop's end while presenting, the dismissal's while dismissing, the next report while
    /// the countdown runs, a fly-out while visible.
    public func awaits(_ timer: PopupTimer) -> Bool {
        guard let id = timer.popup, let e = entries[id] else { return false }
        switch timer.slot {
        case .popFinished: return e.state == .presenting
        case .dismissFinished: return e.state == .dismissing
        case .countdown: return e.state == .shown && e.countdown?.runningSince != nil
        case .flyOut: return e.state.isVisible
        case .dispatch, .tick: return false
        }
    }

    public static let slotNames = ["popFinished", "dismissFinished", "countdown", "flyOut"]
    public func ticket(of id: PopupID) -> PopupTicket? { entries[id]?.ticket }
    public func generation(ofHost host: String) -> Int { generations[host] ?? 0 }

    public var registered: [PopupID] {
        entries.filter { [.queued, .presenting, .shown, .suspended].contains($0.value.state) }.keys.sorted()
    }

    public func group(of id: PopupID) -> [PopupID] {
        guard let e = entries[id], let g = groups[e.key] else { return [] }
        var members = g.stacked + g.waiters.inResumeOrder()
        if let c = g.current { members.append(c) }
        return members.sorted()
    }

    public func queue(_ key: PopupGroupKey) -> [PopupID] { groups[key]?.waiters.inResumeOrder() ?? [] }

    /// The group's current (visible, non-stack) popup.
    public func current(_ key: PopupGroupKey) -> PopupID? { groups[key]?.current }
    public func stacked(_ key: PopupGroupKey) -> [PopupID] { groups[key]?.stacked ?? [] }

    public var last: PopupID? {
        entries.filter { [.presenting, .shown, .suspended].contains($0.value.state) }
            .max { $0.value.shownOrder < $1.value.shownOrder }?.key
    }

    public func countdown(of id: PopupID, at now: SimTime) -> (remaining: Double, running: Bool)? {
        guard let c = entries[id]?.countdown else { return nil }
        return ((c.total - c.elapsed(at: now)).seconds, c.runningSince != nil)
    }

    // MARK: the transition function

    /// The one transition: `ignored` for what the library drops (a second dismiss, a stale
    /// timer), `refused` for a `pop` the caller must hear about; neither changes the policy.
    public static func transition(
        _ state: inout SwiftPopupPolicy, _ input: PopupInput, _ context: PopupContext
    ) -> PopupStep {
        state.respond(to: input, at: context.now)
    }

    /// Changes the popup's entry.
    private mutating func update(_ id: PopupID, _ body: (inout Entry) -> Void) {
        guard var e = entries[id] else { return }
        body(&e)
        entries[id] = e
    }

    private mutating func respond(to input: PopupInput, at now: SimTime) -> PopupStep {
        switch input {
        case .create(let id, let host):
            guard entries[id] == nil else { return .ignored(why: "\(id) exists") }
            if generations[host] == nil { generations[host] = 0; hostOrder.append(host) }
            entries[id] = Entry(host: host, generation: generations[host] ?? 0)
            hostMembers[host, default: []].append(id)
            return .moved([])

        case .configure:
            return .ignored(why: "swift freezes properties at pop")

        case .pop(let id, let ticket, let style, let duration):
            guard let e = entries[id] else { return .refused(.unknownPopup(id.description)) }
            if e.state == .retired || e.generation != generation(ofHost: e.host) {
                return .refused(.retired(popup: id.description))
            }
            switch e.state {
            case .idle: break
            case .dismissed: return .refused(.ended(popup: id.description, state: e.state.rawValue))
            default: return .ignored(why: "\(id) is already \(e.state.rawValue)")
            }
            return .moved(pop(id, ticket, style: style, duration: duration, at: now))

        case .popFinished(let id, _):
            guard let e = entries[id], e.state == .presenting else { return .ignored(why: "not presenting") }
            var effects: [PopupEffect] = []
            update(id) { $0.state = .shown; $0.hasPopped = true }
            effects.append(.emit(id, .didPop, callbacks: true))
            effects += startOrContinueCountdown(id, at: now)
            return .moved(effects)

        case .dismiss(let id, let style, let duration, let reason):
            guard let e = entries[id] else { return .refused(.unknownPopup(id.description)) }
            switch e.state {
            case .idle: return .ignored(why: "\(id) was never popped")
            case .dismissing, .dismissed, .retired: return .ignored(why: "\(id) is already \(e.state.rawValue)")
            default: return .moved(dismiss(id, style: style, duration: duration, reason: reason, at: now))
            }

        case .dismissFinished(let id):
            guard entries[id]?.state == .dismissing else { return .ignored(why: "not dismissing") }
            update(id) { $0.state = .dismissed }
            return .moved([.emit(id, .didDismiss, callbacks: true), .detach(id)])

        case .countdownTick(let id):
            return countdownTick(id, at: now)

        case .resumeCheck, .resumeFinished, .tick:
            return .ignored(why: "not a swift input")

        case .flyOut(let id, let d, let fade):
            guard entries[id]?.state.isVisible == true else { return .ignored(why: "\(id) is not on screen") }
            return .moved([.schedule(id, .flyOut, after: d, .dismiss(id, style: .fade, duration: fade, reason: .drag))])

        case .invalidate(let host):
            let hosts = host.map { [$0] } ?? hostOrder
            var effects: [PopupEffect] = []
            for h in hosts { effects += invalidate(host: h) }
            return .moved(effects)
        }
    }

    /// A countdown second: reported, or the end of the countdown and its dismissal.
    private mutating func countdownTick(_ id: PopupID, at now: SimTime) -> PopupStep {
        guard let e = entries[id], e.state == .shown, var c = e.countdown, let since = c.runningSince else {
            return .ignored(why: "no running countdown")
        }
        c.elapsed = c.elapsed + (now - since)
        c.runningSince = now
        if c.elapsed >= c.total {
            c.runningSince = nil
            update(id) { $0.countdown = c }
            var effects: [PopupEffect] = [
                .emit(id, .countdown(0), callbacks: true), .emit(id, .countdownFinish, callbacks: true),
            ]
            effects += dismiss(id, style: nil, duration: nil, reason: .countdown, at: now)
            return .moved(effects)
        }
        let remaining = (c.total - c.elapsed).seconds
        c.reported += 1
        let next = c.nextDue - c.elapsed
        update(id) { $0.countdown = c }
        return .moved([.emit(id, .countdown(remaining), callbacks: true),
                       .schedule(id, .countdown, after: next, .countdownTick(id))])
    }

    // MARK: pop

    private mutating func pop(
        _ id: PopupID, _ ticket: PopupTicket, style: PopStyle?, duration: Double?, at now: SimTime
    ) -> [PopupEffect] {
        update(id) { $0.ticket = ticket }
        guard let e = entries[id] else { return [] }
        let key = e.key
        if groups[key] == nil {
            groups[key] = Group(waiters: PopupWaitQueue(tieBreak: tieBreak))
            hostGroups[key.host, default: []].append(key)
        }
        var effects: [PopupEffect] = []
        if ticket.isSingle {
            effects += sweep(key)
            // Single and stack: it replaces the group, then coexists with later arrivals.
            if ticket.isStack { groups[key]?.stacked.append(id) } else { groups[key]?.current = id }
        } else if ticket.isStack {
            groups[key]?.stacked.append(id)
        } else if let c = groups[key]?.current, let cp = entries[c]?.ticket?.priority {
            if ticket.priority >= cp {
                effects += suspend(c, in: key, at: now)
                groups[key]?.current = id
            } else {
                order += 1
                groups[key]?.waiters.insert(id, priority: ticket.priority, order: order)
                update(id) { $0.state = .queued }
                return effects
            }
        } else {
            groups[key]?.current = id
        }
        effects += show(id, style: style, duration: duration)
        return effects
    }

    /// First show: presenting, willPop, the pop animation, didPop after its duration.
    private mutating func show(_ id: PopupID, style: PopStyle?, duration: Double?) -> [PopupEffect] {
        guard let t = entries[id]?.ticket else { return [] }
        let used = style ?? t.popStyle
        let d = PopupDurations.pop(
            policy: .swift, instanceStyle: t.popStyle, usedStyle: used, property: t.popDuration, argument: duration)
        shownCounter += 1
        let n = shownCounter
        update(id) { $0.state = .presenting; $0.shownOrder = n }
        return [.attach(id), .emit(id, .willPop, callbacks: true), .animatePop(id, used, d),
                .schedule(id, .popFinished, after: d, .popFinished(id, startsCountdown: true))]
    }

    /// The current popup goes behind an arrival: no willDismiss; the countdown pauses with the
    /// time it has left.
    private mutating func suspend(_ id: PopupID, in key: PopupGroupKey, at now: SimTime) -> [PopupEffect] {
        guard let e = entries[id] else { return [] }
        order += 1
        groups[key]?.waiters.insert(id, priority: e.ticket?.priority ?? 0, order: order)
        var effects: [PopupEffect] = [.emit(id, .suspended, callbacks: true), .animateCover(id)]
        if e.state == .presenting { effects.append(.cancel(id, .popFinished)) }
        if e.countdown?.runningSince != nil { effects.append(.cancel(id, .countdown)) }
        update(id) { entry in
            entry.state = .suspended
            if var c = entry.countdown, let since = c.runningSince {
                c.elapsed = c.elapsed + (now - since)
                c.runningSince = nil
                entry.countdown = c
            }
        }
        return effects
    }

    private mutating func startOrContinueCountdown(_ id: PopupID, at now: SimTime) -> [PopupEffect] {
        guard let e = entries[id], let t = e.ticket else { return [] }
        if var c = e.countdown {
            guard c.runningSince == nil, c.elapsed < c.total else { return [] }
            c.runningSince = now
            let next = c.nextDue - c.elapsed
            update(id) { $0.countdown = c }
            return [.schedule(id, .countdown, after: next, .countdownTick(id))]
        }
        guard t.showTime > 0, t.showTime.isFinite else { return [] }
        let total = SimDuration(seconds: min(t.showTime, SimDuration.maximumSeconds))
        var c = Countdown(total: total, runningSince: now)
        c.reported = 1
        update(id) { $0.countdown = c }
        return [.emit(id, .countdown(total.seconds), callbacks: true),
                .schedule(id, .countdown, after: c.nextDue, .countdownTick(id))]
    }

    // MARK: dismiss

    private mutating func dismiss(_ id: PopupID, style: DismissStyle?, duration: Double?, reason: PopupDismissReason,
                                  at now: SimTime) -> [PopupEffect] {
        guard let e = entries[id], let t = e.ticket else { return [] }
        let key = e.key
        let used = style ?? t.dismissStyle
        let d = PopupDurations.dismiss(policy: .swift, instanceStyle: t.dismissStyle, usedStyle: used,
                                       property: t.dismissDuration, argument: duration)
        var effects: [PopupEffect] = []
        switch e.state {
        case .queued:
            groups[key]?.waiters.remove(id)
            update(id) { $0.state = .dismissed }
            return [.emit(id, .dropped(reason), callbacks: false)]
        case .suspended:
            groups[key]?.waiters.remove(id)
            update(id) { $0.state = .dismissing; $0.countdown = nil }
            return [
                .cancel(id, .popFinished), .cancel(id, .countdown), .emit(id, .willDismiss(reason), callbacks: true),
                    .schedule(id, .dismissFinished, after: d, .dismissFinished(id))]
        case .presenting, .shown:
            let wasCurrent = groups[key]?.current == id
            if wasCurrent { groups[key]?.current = nil } else { groups[key]?.stacked.removeAll { $0 == id } }
            update(id) { $0.state = .dismissing; $0.countdown = nil }
            effects = [
                .cancel(id, .popFinished), .cancel(id, .countdown), .emit(id, .willDismiss(reason), callbacks: true),
                       .animateDismiss(id, used, d), .schedule(id, .dismissFinished, after: d, .dismissFinished(id))]
            if wasCurrent { effects += resumeNext(key, at: now) }
            return effects
        default:
            return []
        }
    }

    /// The group's best waiter becomes current.
    private mutating func resumeNext(_ key: PopupGroupKey, at now: SimTime) -> [PopupEffect] {
        guard groups[key]?.current == nil, let w = groups[key]?.waiters.popNext(), let e = entries[w] else { return [] }
        groups[key]?.current = w
        if e.state == .queued { return show(w, style: nil, duration: nil) }
        var effects: [PopupEffect] = [.emit(w, .resumed, callbacks: true), .animateResume(w, PopupDurations.resume)]
        if e.hasPopped {
            update(w) { $0.state = .shown }
            effects += startOrContinueCountdown(w, at: now)
        } else {
            update(w) { $0.state = .presenting }
            effects.append(
                .schedule(w, .popFinished, after: PopupDurations.resume, .popFinished(w, startsCountdown: true)))
        }
        return effects
    }

    /// isSingle: the group's visible popups leave with style NO, its waiters are dropped.
    private mutating func sweep(_ key: PopupGroupKey) -> [PopupEffect] {
        guard let g = groups[key] else { return [] }
        var effects: [PopupEffect] = []
        var visible = g.stacked
        if let c = g.current { visible.append(c) }
        groups[key]?.current = nil
        groups[key]?.stacked.removeAll()
        for v in visible.sorted() {
            guard let t = entries[v]?.ticket else { continue }
            let d = PopupDurations.dismiss(
                policy: .swift, instanceStyle: t.dismissStyle, usedStyle: .no, property: t.dismissDuration,
                argument: nil)
            update(v) { $0.state = .dismissing; $0.countdown = nil }
            effects += [
                .cancel(v, .popFinished), .cancel(v, .countdown), .emit(v, .willDismiss(.single), callbacks: true),
                        .animateDismiss(v, .no, d), .schedule(v, .dismissFinished, after: d, .dismissFinished(v))]
        }
        for w in g.waiters.inResumeOrder() {
            guard let e = entries[w] else { continue }
            if e.state == .suspended {
                update(w) { $0.state = .dismissing; $0.countdown = nil }
                effects += [
                    .cancel(w, .popFinished), .cancel(w, .countdown), .emit(w, .willDismiss(.single), callbacks: true),
                            .schedule(w, .dismissFinished, after: .zero, .dismissFinished(w))]
            } else {
                update(w) { $0.state = .dismissed }
                effects.append(.emit(w, .dropped(.single), callbacks: false))
            }
        }
        groups[key]?.waiters.removeAll()
        return effects
    }

    // MARK: scopes

    private mutating func invalidate(host: String) -> [PopupEffect] {
        generations[host, default: 0] += 1
        var effects: [PopupEffect] = []
        for id in hostMembers[host] ?? [] {
            guard let e = entries[id] else { continue }
            switch e.state {
            case .idle, .queued:
                effects.append(.emit(id, .retired, callbacks: false))
            case .presenting, .shown, .suspended:
                effects += [
                    .cancel(id, .popFinished), .cancel(id, .countdown),
                    .emit(id, .willDismiss(.invalidated), callbacks: true),
                    .hide(id), .emit(id, .didDismiss, callbacks: true), .detach(id),
                    .emit(id, .retired, callbacks: false),
                ]
            case .dismissing:
                effects += [
                    .cancel(id, .dismissFinished), .cancel(id, .countdown), .hide(id),
                    .emit(id, .didDismiss, callbacks: true),
                            .detach(id), .emit(id, .retired, callbacks: false)]
            case .dismissed, .retired:
                continue
            }
            update(id) { $0.state = .retired; $0.countdown = nil }
        }
        hostMembers[host] = []
        for key in hostGroups[host] ?? [] { groups[key] = nil }
        hostGroups[host] = []
        // Ended popups no longer need their records; keep them for state queries (cheap).
        return effects
    }

    // MARK: invariants

    /// A check visits every entry.
    public var invariantCheckCost: Int { entries.count }

    /// The invariants in the type's documentation (O(n): debug builds check them after every input).
    public func checkInvariants() throws(InvariantBroken) {
        var problems: [String] = []
        var placed: [PopupID: String] = [:]
        func place(_ id: PopupID, _ where_: String) {
            if let other = placed[id] { problems.append("\(id) is both \(other) and \(where_)") }
            placed[id] = where_
        }
        for (key, g) in groups {
            if let c = g.current {
                place(c, "current of \(key)")
                guard let e = entries[c] else { problems.append("\(c) unknown"); continue }
                if !e.state.isVisible { problems.append("current \(c) of \(key) is \(e.state.rawValue)") }
                if e.ticket?.isStack == true { problems.append("current \(c) of \(key) is a stack popup") }
                if e.key != key { problems.append("\(c) is current of \(key) but keyed \(e.key)") }
            }
            for s in g.stacked {
                place(s, "stacked in \(key)")
                if entries[s]?.state.isVisible != true { problems.append("stacked \(s) is not visible") }
            }
            let waiting = g.waiters.inResumeOrder()
            if g.current == nil && !waiting.isEmpty { problems.append("\(key) has waiters but nothing current") }
            let cp = g.current.flatMap { entries[$0]?.ticket?.priority }
            for w in waiting {
                place(w, "waiting in \(key)")
                guard let e = entries[w] else { continue }
                if e.state != .queued && e.state != .suspended { problems.append("waiter \(w) is \(e.state.rawValue)") }
                if let cp, let wp = e.ticket?.priority, wp > cp {
                    problems.append("waiter \(w) (\(wp)) outranks current (\(cp)) in \(key)")
                }
            }
        }
        for (id, e) in entries {
            switch e.state {
            case .queued, .presenting, .shown, .suspended:
                if placed[id] == nil { problems.append("\(id) is \(e.state.rawValue) but in no group") }
            default:
                if let p = placed[id] { problems.append("\(id) is \(e.state.rawValue) but \(p)") }
            }
            if e.countdown?.runningSince != nil && e.state != .shown {
                problems.append("\(id) countdown runs while \(e.state.rawValue)")
            }
        }
        try InvariantBroken.check(problems.sorted())
    }
}
