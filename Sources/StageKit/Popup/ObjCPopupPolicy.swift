/// The "objc" policy: the Objective-C LSTPopView exactly as spec §2–§6 read it, quirks included.
/// One value holds the library's global state (the registered array, showList, LSTTimer's
/// timers) as a `StateMachine`: `transition` is the one function that changes it.
///
/// - `registered` is `popViewMarr`: appended, then exchange-sorted (§2.2, not stable) on every
///   registration; duplicates are possible (popping twice registers twice). The group of a popup
///   is computed live from its *current* properties (`configure` re-sends them).
/// - `pop`: isSingle removes the whole group (style NO, 0.2 passed) and shows; else L = the last
///   group member in sorted order: isStack shows on top, priority ≥ L covers L (willDismiss, fade
///   out, stays registered) and shows, lower queues (registered, not attached, no callbacks).
/// - A removing dismissal schedules, at its end, the resume check (L = last of the group comes
///   back with a fade: no willPop, no didPop, no timer) and then the detach. didDismiss fires at
///   "dealloc", which the simulation places at the detach — or at the next detach after a
///   countdown that still holds the popup ends.
/// - Countdowns are LSTTimer's: showTime truncated to whole seconds, one shared 10 ms tick,
///   reports `seconds mod 60` (the first at start), not paused while covered, not cancelled by an
///   early close (it finishes later: countdownFinish and a second dismissal).
/// - Durations are keyed on the instance styles (§4.1).
/// - Mid-pop dismissal still gets didPop (and maybe its countdown) later.
///
/// `invalidate` has no library counterpart: it removes the host's popups as `removeAllPopView`
/// does (style NO); nothing is refused afterwards.
///
/// Invariants (`checkInvariants()`): `registered` is in ascending priority unless a property
/// change reordered priorities since the last registration sorted it (the library sorts only
/// there); nothing mid-dismissal or gone is registered; a queued popup is registered; a
/// presenting, shown or covered popup is attached; the shared tick is scheduled exactly while a
/// timer runs.
///
/// ```swift
/// var m = ObjCPopupPolicy()
/// let ctx = PopupContext(now: .zero)
/// _ = ObjCPopupPolicy.transition(&m, .create(PopupID(1), host: "window"), ctx)
/// ObjCPopupPolicy.transition(&m, .pop(PopupID(1), PopupTicket(showTime: 3), style: nil, duration: nil), ctx)
/// // .moved([.attach(popup#1), .emit(popup#1, .willPop, ...), .animatePop(popup#1, .fade, 0.2 s),
/// //         .schedule(popup#1, nil, after: 0.2 s, .popFinished(popup#1, startsCountdown: true))])
/// ```
public struct ObjCPopupPolicy: PopupPolicyModel {
    struct Entry: Hashable, Sendable {
        var host: String
        var state: PopupState = .idle
        var ticket = PopupTicket()
        var attached = false
        /// didDismiss fired ("deallocated"); removeLast skips it from then on.
        var freed = false
        var epoch = 0
        var key: PopupGroupKey { PopupGroupKey(host: host, groupId: ticket.groupId) }
    }

    /// One LSTTimer countdown (milliseconds, as LSTTimer keeps them).
    struct Timer: Hashable, Sendable {
        var id: PopupID
        var remaining: Int
        var unit: Int
    }

    public var kind: PopupPolicyKind { .objc }
    private(set) var entries: [PopupID: Entry] = [:]
    /// popViewMarr.
    public private(set) var registered: [PopupID] = []
    /// showList (attach order; weak in the library: freed entries are skipped, never compacted).
    public private(set) var showList: [PopupID] = []
    private var timers: [Timer] = []
    private var tickScheduled = false
    /// A registered popup's priority changed since the last registration sorted `registered`.
    private var reorderedSinceSort = false

    public init() {}

    // MARK: queries

    public func state(of id: PopupID) -> PopupState? { entries[id]?.state }
    public func epoch(of id: PopupID) -> Int { entries[id]?.epoch ?? 0 }
    public func isAttached(_ id: PopupID) -> Bool { entries[id]?.attached ?? false }
    public func isRegistered(_ id: PopupID) -> Bool { registered.contains(id) }

    public func group(of id: PopupID) -> [PopupID] {
        guard let e = entries[id] else { return [] }
        return members(e.key)
    }

    private func members(_ key: PopupGroupKey) -> [PopupID] {
        registered.filter { entries[$0]?.key == key }
    }

    /// Waiters in resume order: the group's registered members that are not visible, last first.
    public func queue(_ key: PopupGroupKey) -> [PopupID] {
        var seen = Set<PopupID>()
        return members(key).reversed().filter { id in
            guard let s = entries[id]?.state, s == .queued || s == .suspended, !seen.contains(id) else { return false }
            seen.insert(id)
            return true
        }
    }

    /// removeLast's target: showList walked from its end to the first entry not yet freed.
    public var last: PopupID? { showList.last { entries[$0]?.freed == false } }

    public func countdown(of id: PopupID, at now: SimTime) -> (remaining: Double, running: Bool)? {
        guard let t = timers.first(where: { $0.id == id }) else { return nil }
        return (Double(t.remaining) / 1000, true)
    }

    // MARK: the transition function

    /// The one transition: `ignored` for what even the library drops (an unknown popup's
    /// timer), `refused` for a `pop` the caller must hear about; neither changes the policy. The
    /// time does not matter: LSTTimer counts its own 10 ms ticks.
    public static func transition(_ state: inout ObjCPopupPolicy, _ input: PopupInput, _ context: PopupContext) -> PopupStep {
        state.respond(to: input)
    }

    /// Changes the popup's entry and bumps its epoch, so effects made for it before are stale.
    private mutating func update(_ id: PopupID, _ body: (inout Entry) -> Void) {
        guard var e = entries[id] else { return }
        body(&e)
        e.epoch += 1
        entries[id] = e
    }

    private mutating func respond(to input: PopupInput) -> PopupStep {
        switch input {
        case .create(let id, let host):
            guard entries[id] == nil else { return .ignored(why: "\(id) exists") }
            entries[id] = Entry(host: host)
            return .moved([])

        case .configure(let id, let ticket):
            guard let e = entries[id] else { return .ignored(why: "unknown") }
            // The library keeps its array as sorted at the last registration.
            if e.ticket.priority != ticket.priority && registered.contains(id) { reorderedSinceSort = true }
            update(id) { $0.ticket = ticket }
            return .moved([])

        case .pop(let id, let ticket, let style, let duration):
            guard let e = entries[id] else { return .refused(.unknownPopup(id.description)) }
            if e.state == .dismissed { return .refused(.ended(popup: id.description, state: e.state.rawValue)) }
            update(id) { $0.ticket = ticket }
            return .moved(pop(id, style: style, duration: duration))

        case .popFinished(let id, let startsCountdown):
            // No guard in the library: a popup dismissed mid-pop still gets didPop.
            guard let e = entries[id] else { return .ignored(why: "unknown") }
            if e.state == .presenting { update(id) { $0.state = .shown } }
            var effects: [PopupEffect] = [.emit(id, .didPop, callbacks: true)]
            if startsCountdown { effects += startTimer(id) }
            return .moved(effects)

        case .dismiss(let id, let style, let duration, let reason):
            guard entries[id] != nil else { return .refused(.unknownPopup(id.description)) }
            return .moved(removingDismiss(id, style: style, duration: duration, reason: reason))

        case .resumeCheck(let id):
            guard let d = entries[id], !d.ticket.isStack, let r = members(d.key).last else {
                return .ignored(why: "nothing to resume")
            }
            var effects: [PopupEffect] = []
            if !(entries[r]?.attached ?? false) {
                update(r) { $0.attached = true }
                showList.append(r)
                effects.append(.attach(r))
            }
            update(r) { if $0.state != .presenting { $0.state = .shown } }
            // The resume pop: Fade with 0.25 passed (Fade's own 0.2 s fade), no callbacks, no timer.
            effects += [.emit(r, .resumed, callbacks: false), .animateResume(r, 0.2)]
            return .moved(effects)

        case .dismissFinished(let id):
            guard let e = entries[id], e.state == .dismissing else { return .ignored(why: "not dismissing") }
            let held = timers.contains { $0.id == id }
            update(id) { $0.state = .dismissed; $0.attached = false; if !held { $0.freed = true } }
            var effects: [PopupEffect] = [.detach(id)]
            // didDismiss at dealloc: not while LSTTimer still holds the popup.
            if !held { effects.append(.emit(id, .didDismiss, callbacks: true)) }
            return .moved(effects)

        case .tick:
            return .moved(tick())

        case .countdownTick:
            return .ignored(why: "not an objc input")

        case .invalidate(let host):
            let ids = registered.filter { host == nil || entries[$0]?.host == host }
            var effects: [PopupEffect] = []
            var done = Set<PopupID>()
            for id in ids where !done.contains(id) {
                done.insert(id)
                effects += removingDismiss(id, style: .no, duration: nil, reason: .invalidated)
            }
            return .moved(effects)
        }
    }

    // MARK: pop (§2.3)

    private mutating func pop(_ id: PopupID, style: PopStyle?, duration: Double?) -> [PopupEffect] {
        guard let e = entries[id] else { return [] }
        let t = e.ticket
        let used = style ?? t.popStyle
        let d = PopupDurations.pop(policy: .objc, instanceStyle: t.popStyle, usedStyle: used, property: t.popDuration, argument: duration)
        let group = members(e.key)
        var effects: [PopupEffect] = []
        if t.isSingle {
            for m in group {
                effects += removingDismiss(m, style: .no, duration: 0.2, reason: .single)
            }
            effects += show(id, style: used, duration: d, timer: true)
        } else if let l = group.last {
            if t.isStack {
                effects += show(id, style: used, duration: d, timer: true)
            } else if t.priority >= (entries[l]?.ticket.priority ?? 0) {
                effects += cover(l)
                effects += show(id, style: used, duration: d, timer: true)
            } else {
                register(id)
                update(id) { $0.state = .queued }
            }
        } else {
            effects += show(id, style: used, duration: d, timer: true)
        }
        return effects
    }

    private mutating func show(_ id: PopupID, style: PopStyle, duration d: SimDuration, timer: Bool) -> [PopupEffect] {
        var effects: [PopupEffect] = []
        if !(entries[id]?.attached ?? false) {
            update(id) { $0.attached = true }
            showList.append(id)
            effects.append(.attach(id))
        }
        update(id) { $0.state = .presenting }
        effects += [.emit(id, .willPop, callbacks: true), .animatePop(id, style, d),
                    .schedule(id, nil, after: d, .popFinished(id, startsCountdown: timer))]
        register(id)
        return effects
    }

    /// The non-removing Fade dismissal of the popup being covered: willDismiss fires, it fades
    /// out, stays attached and registered.
    private mutating func cover(_ id: PopupID) -> [PopupEffect] {
        update(id) { if $0.state.isVisible { $0.state = .suspended } }
        return [.emit(id, .willDismiss(.cover), callbacks: true), .animateCover(id)]
    }

    /// Append, then the library's exchange sort (§2.2): for i, for j > i, swap when
    /// priority[i] > priority[j]. Not stable — ties after an insertion can swap.
    private mutating func register(_ id: PopupID) {
        registered.append(id)
        reorderedSinceSort = false
        let n = registered.count
        guard n > 1 else { return }
        let pr = registered.map { entries[$0]?.ticket.priority ?? 0 }
        var p = pr
        for i in 0..<(n - 1) {
            for j in (i + 1)..<n where p[i] > p[j] {
                registered.swapAt(i, j)
                p.swapAt(i, j)
            }
        }
    }

    // MARK: dismiss (§2.4)

    private mutating func removingDismiss(_ id: PopupID, style: DismissStyle?, duration: Double?, reason: PopupDismissReason) -> [PopupEffect] {
        guard let e = entries[id] else { return [] }
        let t = e.ticket
        let used = style ?? t.dismissStyle
        let d = PopupDurations.dismiss(policy: .objc, instanceStyle: t.dismissStyle, usedStyle: used, property: t.dismissDuration, argument: duration)
        registered.removeAll { $0 == id }
        update(id) { $0.state = .dismissing }
        var effects: [PopupEffect] = [.emit(id, .willDismiss(reason), callbacks: true), .animateDismiss(id, used, d)]
        if !t.isSingle && !members(e.key).isEmpty {
            effects.append(.schedule(id, nil, after: d, .resumeCheck(id)))
        }
        effects.append(.schedule(id, nil, after: d, .dismissFinished(id)))
        return effects
    }

    // MARK: LSTTimer (§6)

    private mutating func startTimer(_ id: PopupID) -> [PopupEffect] {
        guard let t = entries[id]?.ticket else { return [] }
        let n = Int(clamping: t.showTime, to: 0...1_000_000_000)
        guard n > 0 else { return [] }
        // A timer with this id still running is not reset, and its immediate first tick is skipped.
        if timers.contains(where: { $0.id == id }) { return [] }
        timers.append(Timer(id: id, remaining: n * 1000, unit: 1000))
        var effects: [PopupEffect] = [.emit(id, .countdown(Double(n % 60)), callbacks: true)]
        if !tickScheduled {
            tickScheduled = true
            effects.append(.schedule(nil, nil, after: PopupDurations.objcTick, .tick))
        }
        return effects
    }

    private mutating func tick() -> [PopupEffect] {
        tickScheduled = false
        var effects: [PopupEffect] = []
        var finished: [PopupID] = []
        for i in timers.indices {
            timers[i].remaining -= 10
            timers[i].unit -= 10
            if timers[i].unit <= 0 {
                timers[i].unit = 1000
                effects.append(.emit(timers[i].id, .countdown(Double((max(timers[i].remaining, 0) / 1000) % 60)), callbacks: true))
            }
            if timers[i].remaining <= 0 { finished.append(timers[i].id) }
        }
        timers.removeAll { finished.contains($0.id) }
        for id in finished {
            // countDownFinish (delegates only), then a plain dismiss with the instance styles.
            effects.append(.emit(id, .countdownFinish, callbacks: true))
            effects += removingDismiss(id, style: nil, duration: entries[id]?.ticket.dismissDuration, reason: .countdown)
        }
        if !timers.isEmpty {
            tickScheduled = true
            effects.append(.schedule(nil, nil, after: PopupDurations.objcTick, .tick))
        }
        return effects
    }

    // MARK: invariants

    /// The invariants in the type's documentation (O(n): debug builds check them after every input).
    public func checkInvariants() throws(InvariantBroken) {
        var problems: [String] = []
        let p = registered.map { entries[$0]?.ticket.priority ?? 0 }
        for i in p.indices.dropFirst() where p[i - 1] > p[i] && !reorderedSinceSort { problems.append("registered not ascending at \(i)") }
        for id in registered {
            guard let e = entries[id] else { problems.append("\(id) registered but unknown"); continue }
            if e.state == .dismissing || e.state == .dismissed { problems.append("\(id) registered while \(e.state.rawValue)") }
        }
        for (id, e) in entries {
            if (e.state == .presenting || e.state == .shown || e.state == .suspended) && !e.attached {
                problems.append("\(id) \(e.state.rawValue) but detached")
            }
            if e.state == .queued && !registered.contains(id) { problems.append("\(id) queued but not registered") }
        }
        if tickScheduled != !timers.isEmpty { problems.append("ticker \(tickScheduled) with \(timers.count) timers") }
        try InvariantBroken.check(problems.sorted())
    }
}
