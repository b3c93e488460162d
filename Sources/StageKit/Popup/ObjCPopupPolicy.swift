/// The "objc" policy: the Objective-C LSTPopView exactly as docs/behavior/lstpopview.md and LSTPopView.m read it,
/// quirks included.
/// One value holds the library's global state (the registered array, showList, LSTTimer's
/// timers) as a `StateMachine`: `transition` is the one function that changes it.
///
/// - `registered` is `popViewMarr`: appended, then exchange-sorted (LSTPopView.m:242-256, not stable) on every
///   registration; duplicates are possible (popping twice registers twice). The group of a popup
///   is computed live from its *current* properties (`configure` re-sends them).
/// - `pop`: isSingle removes the whole group (style NO, 0.2 passed) and shows; else L = the last
///   group member in sorted order: isStack shows on top, priority ≥ L covers L (willDismiss, fade
///   out, stays registered) and shows, lower queues (registered, not attached, no callbacks).
/// - A removing dismissal schedules, at its end, the resume check (L = last of the group comes
///   back with the Fade pop, from alpha 0 even when it is visible: no willPop, no didPop; a
///   single L dismisses its group, itself included, and starts its countdown) and then the
///   detach. didDismiss fires
///   once, at "dealloc": when the last strong holder lets go of a dismissed popup — its
///   superview (the detach), popViewMarr, the didPop block (LSTPopView.m:911-918 captures
///   `self`), the resume block (1078-1090) and LSTTimer's finish block (1404-1406). So a popup
///   dismissed mid-pop still gets didPop and its countdown, and didDismiss only after
///   countdownFinish (docs/behavior/lstpopview.md, "Dismissal and dealloc").
/// - Countdowns are LSTTimer's: showTime truncated to whole seconds (below 1: a timer at 0 that
///   finishes at the first tick), one shared 10 ms tick,
///   reports `seconds mod 60` (the first at start), not paused while covered, not cancelled by an
///   early close (it finishes later: countdownFinish and a second dismissal). Ticks that change
///   nothing observable are not events: the policy schedules a wake-up one tick before the next
///   report or finish and the real tick after it, and applies the skipped ticks in bulk (same
///   timeline, ~2 events per report instead of 100).
/// - Durations are keyed on the instance styles (LSTPopView.m:1287-1346).
/// - Mid-pop dismissal still gets didPop (and maybe its countdown) later.
///
/// `invalidate` has no library counterpart: it removes the host's popups as `removeAllPopView`
/// does (style NO); nothing is refused afterwards.
///
/// Invariants (`checkInvariants()`): the registry's (`PopupRegistry`: `registered` is in ascending
/// priority unless a property change reordered priorities since the last registration sorted it,
/// the library sorting only there), each registered popup filed under its current priority and
/// group; nothing mid-dismissal or gone is registered; a queued popup is registered; a
/// presenting, shown or covered popup is attached; the shared tick is scheduled exactly while a
/// timer runs.
///
/// ```swift
/// var m = ObjCPopupPolicy()
/// let ctx = PopupContext(now: .zero)
/// _ = ObjCPopupPolicy.transition(&m, .create(PopupID(1), host: "window"), ctx)
/// ObjCPopupPolicy.transition(&m, .pop(PopupID(1), PopupTicket(showTime: 3), style: nil, duration: nil), ctx)
/// // .moved([.attach(popup#1), .emit(popup#1, .willPop, ...), .animatePop(popup#1, .fade, 0.2 s),
/// //         .schedule(popup#1, .dispatch(1), after: 0.2 s, .popFinished(popup#1, startsCountdown: true))])
/// ```
public struct ObjCPopupPolicy: PopupPolicyModel {
    struct Entry: Hashable, Sendable {
        var host: String
        var state: PopupState = .idle
        var ticket = PopupTicket()
        var attached = false
        /// didDismiss fired ("deallocated"); removeLast skips it from then on.
        var freed = false
        /// Pending dispatch_after blocks that capture the popup strongly: didPop (LSTPopView.m:911)
        /// and the resume check (1078).
        var pendingPops = 0
        var pendingResumes = 0
        /// When its last pop ran: orders its countdown's start against a tick due at the same time.
        var poppedAt = SimTime.zero
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
    private(set) var registry = PopupRegistry()
    /// popViewMarr in the library's order (O(n)).
    public var registered: [PopupID] { registry.ids }
    /// showList (attach order; weak in the library: freed entries are skipped, never compacted).
    public private(set) var showList: [PopupID] = []
    private var timers: [Timer] = []
    /// The shared tick: index 0 at `tickBase`, every 10 ms; `ticksDone` applied to `timers`.
    private var tickBase = SimTime.zero
    private var ticksDone = 0
    /// The one pending tick event: its index, and whether it is the wake-up before a real tick.
    private var pendingTick: PendingTick?
    struct PendingTick: Hashable, Sendable {
        var index: Int
        var wake: Bool
    }
    /// Popups changed by the input being handled (checked for dealloc at its end).
    private var touched: [PopupID] = []
    /// `dispatch_after` blocks scheduled so far: each block is its own timer slot.
    private var dispatched = 0
    /// Sort with the library's loops as written (O(n²) per registration) instead of the
    /// registry's runs: for the differential tests only.
    var sortsByReference: Bool {
        get { registry.sortsByReference }
        set { registry.sortsByReference = newValue }
    }

    public init() {}

    // MARK: queries

    public func state(of id: PopupID) -> PopupState? { entries[id]?.state }

    /// A `dispatch_after` block always runs (nothing cancels one), the shared tick while it is
    /// the pending one, a fly-out while the popup lives: its completion holds it weakly and
    /// dismisses it whatever happened meanwhile (LSTPopView.m:1676-1681); with
    /// `fixes.flyOutEndsWithDismissal`, while it is visible.
    public func awaits(_ timer: PopupTimer) -> Bool {
        switch timer.slot {
        case .dispatch: return true
        case .tick: return pendingTick != nil
        case .flyOut:
            guard let e = timer.popup.flatMap({ entries[$0] }), !e.freed else { return false }
            return e.ticket.fixes.flyOutEndsWithDismissal ? e.state.isVisible : true
        case .popFinished, .dismissFinished, .countdown: return false
        }
    }

    public static let slotNames = ["dispatch", "tick", "flyOut"]

    /// The library's blocks run a call at once, and its method carries on after the block
    /// returns (a willPop block that dismisses its popup still gets the pop animation, the
    /// didPop block and its countdown, LSTPopView.m:900-918): every callback nests.
    public static func reentry(during effect: PopupEffect) -> Reentry { .nested }

    /// A new `dispatch_after` block's slot.
    private mutating func dispatchSlot() -> PopupTimerSlot {
        dispatched += 1
        return .dispatch(dispatched)
    }
    public func isRegistered(_ id: PopupID) -> Bool { registry.contains(id) }

    public func group(of id: PopupID) -> [PopupID] {
        guard let e = entries[id] else { return [] }
        return members(e.key)
    }

    private func members(_ key: PopupGroupKey) -> [PopupID] {
        registry.members(of: key)
    }

    /// The group's last registered member (the library's `lastObject` of the group's array).
    private func lastMember(_ key: PopupGroupKey) -> PopupID? {
        registry.last(in: key)
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
        countdown(of: id, at: now, firing: false)
    }

    /// The countdown read at `now`, `firing` when a clock event is running: ticks skipped as
    /// unobservable count once their time has come; a tick due exactly now counts after an
    /// advance, but not from an event firing now (LSTTimer's tick was queued after it, one tick
    /// before), nor while a real tick pending now has not fired.
    public func countdown(of id: PopupID, at now: SimTime, firing: Bool) -> (remaining: Double, running: Bool)? {
        guard let t = timers.first(where: { $0.id == id }) else { return nil }
        var due = tickIndex(at: now)
        if firing && onGrid(now) { due -= 1 }
        if let p = pendingTick, !p.wake { due = min(due, p.index - 1) }
        return (Double(max(t.remaining - 10 * max(due - ticksDone, 0), 0)) / 1000, true)
    }

    private func onGrid(_ now: SimTime) -> Bool {
        (now.nanoseconds &- tickBase.nanoseconds) % PopupDurations.objcTick.nanoseconds == 0
    }

    /// The index of the last tick due at or before `now` on the shared tick's grid.
    private func tickIndex(at now: SimTime) -> Int {
        let tick = PopupDurations.objcTick.nanoseconds
        let elapsed = now.nanoseconds &- tickBase.nanoseconds
        return elapsed <= 0 ? 0 : Int(clamping: elapsed / tick)
    }

    // MARK: the transition function

    /// The one transition: `ignored` for what even the library drops (an unknown popup's
    /// timer), `refused` for a `pop` the caller must hear about; neither changes the policy. The
    /// time does not matter: LSTTimer counts its own 10 ms ticks.
    public static func transition(
        _ state: inout ObjCPopupPolicy, _ input: PopupInput, _ context: PopupContext
    ) -> PopupStep {
        state.touched.removeAll(keepingCapacity: true)
        let step = state.respond(to: input, now: context.now)
        guard case .moved(var effects) = step else { return step }
        effects += state.deallocs()
        state.touched.removeAll(keepingCapacity: true)
        return .moved(effects)
    }

    /// Changes the popup's entry (checked for dealloc at the input's end).
    private mutating func update(_ id: PopupID, _ body: (inout Entry) -> Void) {
        guard var e = entries[id] else { return }
        body(&e)
        entries[id] = e
        touched.append(id)
    }

    /// "dealloc" of the popups this input let go of: dismissed (or dismissing again), off the
    /// superview, out of popViewMarr, no block or timer holding them. didDismiss fires there, once
    /// (LSTPopView.m:539-551).
    private mutating func deallocs() -> [PopupEffect] {
        var effects: [PopupEffect] = []
        for id in touched {
            guard let e = entries[id], !e.freed, e.state == .dismissing || e.state == .dismissed,
                !e.attached, e.pendingPops == 0, e.pendingResumes == 0, !registry.contains(id),
                !timers.contains(where: { $0.id == id })
            else { continue }
            update(id) { $0.state = .dismissed; $0.freed = true }
            effects.append(.emit(id, .didDismiss, callbacks: true))
        }
        return effects
    }

    private mutating func respond(to input: PopupInput, now: SimTime) -> PopupStep {
        switch input {
        case .create(let id, let host):
            guard entries[id] == nil else { return .ignored(why: "\(id) exists") }
            entries[id] = Entry(host: host)
            return .moved([])

        case .configure(let id, let ticket):
            guard entries[id] != nil else { return .ignored(why: "unknown") }
            // The library keeps its array as sorted at the last registration.
            retick(id, ticket)
            return .moved([])

        case .pop(let id, let ticket, let style, let duration):
            guard let e = entries[id] else { return .refused(.unknownPopup(id.description)) }
            if e.state == .dismissed { return .refused(.ended(popup: id.description, state: e.state.rawValue)) }
            // Popped again with another priority while registered: as a property change.
            retick(id, ticket)
            update(id) { $0.poppedAt = now }
            return .moved(pop(id, style: style, duration: duration))

        case .popFinished(let id, let startsCountdown):
            // No guard in the library: a popup dismissed mid-pop still gets didPop (the block
            // holds it, LSTPopView.m:911-918), and its countdown.
            guard entries[id] != nil else { return .ignored(why: "unknown") }
            update(id) {
                if $0.state == .presenting { $0.state = .shown }
                $0.pendingPops = max($0.pendingPops - 1, 0)
            }
            var effects: [PopupEffect] = [.emit(id, .didPop, callbacks: true)]
            if startsCountdown { effects += startTimer(id, now: now) }
            return .moved(effects)

        case .dismiss(let id, let style, let duration, let reason):
            guard let e = entries[id] else { return .refused(.unknownPopup(id.description)) }
            // A deallocated popup gets no more messages (a script's handle is no holder).
            if e.freed { return .ignored(why: "deallocated") }
            return .moved(removingDismiss(id, style: style, duration: duration, reason: reason))

        case .resumeCheck(let id):
            return resumeCheck(id)

        case .resumeFinished(let id, let startsCountdown):
            // The out-of-stack pop's block: no didPop (LSTPopView.m:910-914), the countdown of a
            // single popup (917); it held the popup until now.
            guard entries[id] != nil else { return .ignored(why: "unknown") }
            update(id) { $0.pendingPops = max($0.pendingPops - 1, 0) }
            return .moved(startsCountdown ? startTimer(id, now: now) : [])

        case .dismissFinished(let id):
            // removeFromSuperview through a weak reference (LSTPopView.m:1093-1095): nothing once
            // the popup is gone; a popup popped again meanwhile is removed all the same, and
            // leaves popViewMarr with it (553-558).
            guard let e = entries[id], e.attached else { return .ignored(why: "not on screen") }
            registry.remove(id)
            update(id) { $0.state = .dismissed; $0.attached = false }
            return .moved([.detach(id)])   // didDismiss follows if nothing else holds it (deallocs)

        case .tick:
            return .moved(tick(now: now))

        case .countdownTick:
            return .ignored(why: "not an objc input")

        case .flyOut(let id, let d, let fade):
            guard entries[id]?.state.isVisible == true else { return .ignored(why: "\(id) is not on screen") }
            return .moved([.schedule(id, .flyOut, after: d, .dismiss(id, style: .fade, duration: fade, reason: .drag))])

        case .invalidate(let host):
            return .moved(invalidate(host: host))
        }
    }

    /// The host's popups (every popup for nil) removed at once, each once.
    private mutating func invalidate(host: String?) -> [PopupEffect] {
        let ids = registry.ids.filter { host == nil || entries[$0]?.host == host }
        var effects: [PopupEffect] = []
        var done = Set<PopupID>()
        for id in ids where !done.contains(id) {
            done.insert(id)
            effects += removingDismiss(id, style: .no, duration: nil, reason: .invalidated)
        }
        return effects
    }

    // MARK: the resume check (LSTPopView.m:1077-1091)

    /// A removing dismissal's end: the last member of the group (not a stack) comes back with a
    /// fade, no willPop, no didPop, no timer.
    private mutating func resumeCheck(_ id: PopupID) -> PopupStep {
        guard let d = entries[id] else { return .ignored(why: "unknown") }
        let resumes = !d.ticket.isStack ? lastMember(d.key) : nil
        guard d.pendingResumes > 0 || resumes != nil else { return .ignored(why: "nothing to resume") }
        // The block held the dismissed popup until now (LSTPopView.m:1078).
        if d.pendingResumes > 0 { update(id) { $0.pendingResumes -= 1 } }
        guard let r = resumes else { return .moved([]) }
        var effects: [PopupEffect] = []
        if !(entries[r]?.attached ?? false) {
            update(r) { $0.attached = true }
            showList.append(r)
            effects.append(.attach(r))
        }
        return .moved(effects + outOfStackPop(r))
    }

    // MARK: pop (LSTPopView.m:844-922)

    private mutating func pop(_ id: PopupID, style: PopStyle?, duration: Double?) -> [PopupEffect] {
        guard let e = entries[id] else { return [] }
        let t = e.ticket
        let used = style ?? t.popStyle
        let d = PopupDurations.pop(
            policy: .objc, instanceStyle: t.popStyle, usedStyle: used, property: t.popDuration, argument: duration)
        var effects: [PopupEffect] = []
        if t.isSingle {
            for m in members(e.key) {
                effects += removingDismiss(m, style: .no, duration: 0.2, reason: .single)
            }
            effects += show(id, style: used, duration: d, timer: true)
        } else if let l = lastMember(e.key) {
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
        update(id) { $0.state = .presenting; $0.pendingPops += 1 }
        effects += [.emit(id, .willPop, callbacks: true), .animatePop(id, style, d),
                    .schedule(id, dispatchSlot(), after: d, .popFinished(id, startsCountdown: timer))]
        register(id)
        return effects
    }

    /// The resume pop, `popWithPopStyle:LSTPopStyleFade duration:0.25 isOutStack:YES`
    /// (LSTPopView.m:1088, 844-922): no willPop, no registration, and the isSingle branch runs as
    /// at every pop (852-861): a single popup dismisses its whole group, itself included, with
    /// style NO and 0.2 passed, then still fades in (its removal follows) and starts its
    /// countdown when the block runs (`startTimer`, 917). The Fade pop sets the content's and the
    /// background's alpha to 0 and fades them in over 0.2 s (926-933), so a member that is already
    /// visible blinks. The block's time is `getPopDuration:0.25` on the instance style (1287-1316).
    private mutating func outOfStackPop(_ r: PopupID) -> [PopupEffect] {
        guard let e = entries[r] else { return [] }
        let t = e.ticket
        let d = PopupDurations.pop(policy: .objc, instanceStyle: t.popStyle, usedStyle: .fade, property: t.popDuration,
                                   argument: PopupDurations.resume.seconds)
        var effects: [PopupEffect] = [.emit(r, .resumed, callbacks: false)]
        let single = t.isSingle && !t.fixes.resumeSkipsSingle
        if single {
            for m in members(e.key) {
                effects += removingDismiss(m, style: .no, duration: 0.2, reason: .single)
            }
        } else {
            update(r) { if $0.state != .presenting { $0.state = .shown } }
        }
        update(r) { $0.pendingPops += 1 }
        // The fix fades in from where the popup is (a visible one stays), over Fade's 0.2 s.
        effects.append(t.fixes.resumeKeepsVisible ? .animateResume(r, 0.2) : .animatePop(r, .fade, d))
        effects.append(.schedule(r, dispatchSlot(), after: d, .resumeFinished(r, startsCountdown: single)))
        return effects
    }

    /// The non-removing Fade dismissal of the popup being covered: willDismiss fires, it fades
    /// out, stays attached and registered.
    private mutating func cover(_ id: PopupID) -> [PopupEffect] {
        update(id) { if $0.state.isVisible { $0.state = .suspended } }
        return [.emit(id, .willDismiss(.cover), callbacks: true), .animateCover(id)]
    }

    /// Append, then the library's exchange sort (LSTPopView.m:242-256): for i, for j > i, swap when
    /// priority[i] > priority[j]. Not stable — ties after an insertion can swap. `PopupRegistry`
    /// gives the same order from its runs.
    private mutating func register(_ id: PopupID) {
        guard let e = entries[id] else { return }
        registry.register(id, priority: e.ticket.priority, key: e.key)
    }

    /// New properties (a write, or a pop's): a registered popup's new priority leaves the array
    /// unsorted until the next registration, its new group counts at once.
    private mutating func retick(_ id: PopupID, _ ticket: PopupTicket) {
        update(id) { $0.ticket = ticket }
        guard let e = entries[id] else { return }
        registry.update(id, priority: ticket.priority, key: e.key)
    }

    // MARK: dismiss (LSTPopView.m:1059-1097)

    private mutating func removingDismiss(
        _ id: PopupID, style: DismissStyle?, duration: Double?, reason: PopupDismissReason
    ) -> [PopupEffect] {
        guard let e = entries[id] else { return [] }
        let t = e.ticket
        let used = style ?? t.dismissStyle
        let d = PopupDurations.dismiss(
            policy: .objc, instanceStyle: t.dismissStyle, usedStyle: used, property: t.dismissDuration,
            argument: duration)
        registry.remove(id)
        update(id) { $0.state = .dismissing }
        var effects: [PopupEffect] = [.emit(id, .willDismiss(reason), callbacks: true), .animateDismiss(id, used, d)]
        if !t.isSingle && registry.hasMembers(in: e.key) {
            update(id) { $0.pendingResumes += 1 }
            effects.append(.schedule(id, dispatchSlot(), after: d, .resumeCheck(id)))
        }
        effects.append(.schedule(id, dispatchSlot(), after: d, .dismissFinished(id)))
        return effects
    }

    // MARK: LSTTimer (LSTPopView.m:1394-1409, LSTTimer.m:634-712)

    private mutating func startTimer(_ id: PopupID, now: SimTime) -> [PopupEffect] {
        guard let e = entries[id] else { return [] }
        // `if (self.showTime > 0)` tests the double (LSTPopView.m:1395); LSTTimer takes the time
        // as an NSInteger (LSTTimer.m:41, 47-50): below one second the timer starts at 0, reports
        // 0 at once and finishes at its first tick.
        guard e.ticket.showTime > 0 else { return [] }
        let n = Int(clamping: e.ticket.showTime, to: 0...1_000_000_000)
        // A timer with this id still running is not reset, and its immediate first tick is skipped.
        if timers.contains(where: { $0.id == id }) { return [] }
        var effects: [PopupEffect] = []
        if pendingTick == nil {
            tickBase = now
            ticksDone = 0
        } else {
            // Bring the running timers to now: the ticks skipped so far changed nothing observable.
            // A tick due exactly now fires after this didPop when the pop came more than one tick
            // earlier (its block was scheduled before the tick was), as with a real 10 ms timer.
            var due = tickIndex(at: now)
            if onGrid(now) && e.poppedAt + PopupDurations.objcTick < now { due -= 1 }
            if let p = pendingTick { due = min(due, p.wake ? p.index : p.index - 1) }
            advanceTimers(by: due - ticksDone)
        }
        timers.append(Timer(id: id, remaining: n * 1000, unit: 1000))
        effects.append(.emit(id, .countdown(Double(n % 60)), callbacks: true))
        if pendingTick == nil {
            effects += scheduleNextTick()
        } else if n == 0, let p = pendingTick, p.wake || p.index > ticksDone + 1 {
            // A timer at 0 finishes at the next tick: sooner than the one the others wait for.
            pendingTick = PendingTick(index: ticksDone + 1, wake: false)
            let due = tickBase + SimDuration(nanoseconds: PopupDurations.objcTick.nanoseconds &* Int64(ticksDone + 1))
            effects.append(.schedule(nil, .tick, after: max(due - now, .zero), .tick))
        }
        return effects
    }

    /// Applies `k` ticks that report and finish nothing (the schedule guarantees it).
    private mutating func advanceTimers(by k: Int) {
        guard k > 0 else { return }
        for i in timers.indices {
            timers[i].remaining -= 10 * k
            timers[i].unit -= 10 * k
        }
        ticksDone += k
    }

    /// The next tick event: the real tick when the next report or finish is one tick away, else a
    /// wake-up one tick before it (so the real tick is scheduled 10 ms ahead, as LSTTimer's is,
    /// and orders with other events due then as it would).
    private mutating func scheduleNextTick() -> [PopupEffect] {
        guard let m = timers.map({ min($0.unit, $0.remaining) }).min() else { pendingTick = nil; return [] }
        let ticks = max((m + 9) / 10, 1)
        let wake = ticks > 1
        let at = wake ? ticks - 1 : 1
        pendingTick = PendingTick(index: ticksDone + at, wake: wake)
        return [
            .schedule(
                nil, .tick, after: SimDuration(nanoseconds: PopupDurations.objcTick.nanoseconds &* Int64(at)), .tick)
        ]
    }

    private mutating func tick(now: SimTime) -> [PopupEffect] {
        guard let p = pendingTick else { return [] }
        if p.wake {
            // Skipped ticks are applied with the real one; only schedule it.
            pendingTick = PendingTick(index: p.index + 1, wake: false)
            return [.schedule(nil, .tick, after: PopupDurations.objcTick, .tick)]
        }
        advanceTimers(by: p.index - ticksDone - 1)
        ticksDone += 1
        var effects: [PopupEffect] = []
        var finished: [PopupID] = []
        for i in timers.indices {
            timers[i].remaining -= 10
            timers[i].unit -= 10
            if timers[i].unit <= 0 {
                timers[i].unit = 1000
                effects.append(
                    .emit(timers[i].id, .countdown(Double((max(timers[i].remaining, 0) / 1000) % 60)), callbacks: true))
            }
            if timers[i].remaining <= 0 { finished.append(timers[i].id) }
        }
        timers.removeAll { finished.contains($0.id) }
        for id in finished {
            // countDownFinish (delegates only), then a plain dismiss with the instance styles;
            // LSTTimer drops the finish block after it, letting go of the popup (deallocs).
            effects.append(.emit(id, .countdownFinish, callbacks: true))
            update(id) { _ in }
            effects += removingDismiss(
                id, style: nil, duration: entries[id]?.ticket.dismissDuration, reason: .countdown)
        }
        effects += scheduleNextTick()
        return effects
    }

    // MARK: invariants

    /// A check visits every entry.
    public var invariantCheckCost: Int { entries.count }

    /// The invariants in the type's documentation (O(n): debug builds check them after every input).
    public func checkInvariants() throws(InvariantBroken) {
        var problems: [String] = []
        do { try registry.checkInvariants() } catch { problems.append("registry: \(error)") }
        // The array is built from the registry's runs: once.
        let registered = self.registered
        for id in registered {
            guard let e = entries[id] else { problems.append("\(id) registered but unknown"); continue }
            if let f = registry.filing(of: id), f.priority != e.ticket.priority || f.key != e.key {
                problems.append("\(id) filed under \(f.priority) in \(f.key)")
            }
            if e.state == .dismissing || e.state == .dismissed {
                problems.append("\(id) registered while \(e.state.rawValue)")
            }
        }
        let registeredSet = Set(registered)
        for (id, e) in entries {
            if (e.state == .presenting || e.state == .shown || e.state == .suspended) && !e.attached {
                problems.append("\(id) \(e.state.rawValue) but detached")
            }
            if e.state == .queued && !registeredSet.contains(id) { problems.append("\(id) queued but not registered") }
        }
        if (pendingTick != nil) != !timers.isEmpty {
            problems.append("ticker \(pendingTick != nil) with \(timers.count) timers")
        }
        for t in timers where t.unit <= 0 || t.remaining < 0 { problems.append("\(t.id) timer past its report") }
        try InvariantBroken.check(problems.sorted())
    }
}
