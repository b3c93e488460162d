/// The stage's single-threaded discrete-event scheduler.
///
/// Time is integer nanoseconds (`SimTime`). Pending events are ordered by (due time, sequence),
/// so events due at the same instant fire in the order they were scheduled: a small heap for the
/// near future and radix buckets for the rest, for cache reasons (see `TimerQueue`). Schedule and
/// fire are O(log n); cancel is O(1) and lazy (the entry is skipped when it surfaces; the queue is
/// compacted when cancelled entries outnumber live ones).
///
/// Semantics (sinon fake-timers' where it has one):
/// - `advance(by:)`/`advance(to:)` fire every event due in `[now, target]` in order, setting `now`
///   to each event's due time before firing it; events scheduled while firing that fall inside the
///   window fire too; then `now` becomes the target.
/// - **0-delay rule**: an event scheduled for the current instant (or the past) while the clock is
///   firing is due *now* and fires in the same advance, after everything already due at this instant
///   (FIFO by sequence). Unlike sinon there is no +1 ms nudge: handlers and completions chained
///   at one instant stay at that instant. A runaway chain (more than `zeroDelayLimit` such events
///   at one instant) stops the advance with `ClockError.zeroDelayLoop`.
/// - Errors thrown by callbacks (or passed to `report(_:)`) do not stop the advance: the remaining
///   due events fire, `now` reaches the target, then the first error is thrown. An error conforming
///   to `ClockAbortingError` stops the advance at once (host limits).
///
/// ```swift
/// let clock = SimClock()
/// let t = clock.schedule(after: 0.3) { print("fired at", clock.now) }
/// try clock.advance(by: 1)        // prints "fired at 0.300"; clock.now == 1 s
/// clock.cancel(t)                 // false: it already fired
/// ```
public final class SimClock {
    /// The current time lives in its own allocation so hosts can read it without touching the
    /// object (`nowReading`): the Lua binding of `stage.clock.now()` costs one load. The seconds
    /// are kept next to the nanoseconds (exactly `Double(ns) / 1e9`) to spare that division.
    private let nowBox: UnsafeMutablePointer<NowReading>
    /// Asked after every `interruptionInterval` fired events: an error that stops the advance
    /// at once. Engine-only events (a long drag's samples, animations) run no Lua, so the host's
    /// time limit can only reach them through this.
    public var interruption: (() -> (any ClockAbortingError)?)?
    /// How many fired events between two `interruption` checks.
    public static let interruptionInterval = 1024
    private var untilInterruptionCheck = SimClock.interruptionInterval

    /// Throws what `interruption` says, if anything: for long engine loops outside the clock's
    /// own firing, every few thousand steps.
    public func checkInterruption() throws {
        if let stop = interruption?() { throw stop }
    }

    /// Plays a recorded input back: `fire(k)` at `start + offset(k)` for each `k` of `range`,
    /// all scheduled now (so they order against other events as the finger's samples would),
    /// asking `interruption` every 4,096 (an hour-long drag schedules 432,000 samples); on a stop
    /// the ones scheduled so far are cancelled before the error is thrown. Returns their ids.
    ///
    /// This and the Lua clock's user timers are the clock's users besides `MachineDriver`: a
    /// gesture's samples are the script's finger, not a machine's scheduled input.
    ///
    /// ```swift
    /// let ids = try clock.schedulePlayback(1..<n, from: t0, label: "pan sample", offset: { step * $0 }) { k in ... }
    /// ```
    public func schedulePlayback(_ range: Range<Int>, from start: SimTime, label: String, offset: (Int) -> SimDuration,
                                 _ fire: @escaping (Int) throws -> Void) throws -> [TimerID] {
        var ids: [TimerID] = []
        ids.reserveCapacity(range.count)
        for k in range {
            if k & 4095 == 0 {
                do { try checkInterruption() } catch {
                    for id in ids { cancel(id) }
                    throw error
                }
            }
            ids.append(schedule(at: start + offset(k), label: label) { try fire(k) })
        }
        return ids
    }

    /// True while callbacks are being fired (advance, next, runUntilIdle).
    // Unchecked: read on every schedule, never accessed through inout; a dynamic exclusivity
    // check here cost a runtime call per schedule.
    @exclusivity(unchecked) public private(set) var isFiring = false
    /// How many times the clock started firing (advance, next, runUntilIdle): a repeating timer
    /// counts its firings per run with it (`stage.clock.every`'s runaway limit).
    public private(set) var firingRuns = 0
    /// Called when an advance, `next` or `runUntilIdle` has finished firing (`--trace` prints
    /// the gesture samples it held then: TraceCollapser).
    public var onSettled: (() -> Void)?
    /// How many user callbacks (Lua functions the engine called) are running now: a machine
    /// driver uses it to tell a call from inside a callback of its step from its own cascades.
    public private(set) var userCallbackDepth = 0

    /// Refuses to move time now: events are firing, or a user callback runs (the engine is in
    /// the middle of a step, whose remaining effects belong to this instant).
    public func checkCanAdvance(_ command: String) throws(ClockError) {
        if isFiring { throw .reentrant(command: command) }
        if userCallbackDepth > 0 { throw .fromCallback(command: command) }
    }

    /// Runs `body`, a user callback, counted in `userCallbackDepth`.
    public func runningUserCallback<T>(_ body: () throws -> T) rethrows -> T {
        userCallbackDepth += 1
        defer { userCallbackDepth -= 1 }
        return try body()
    }
    /// Called just before the time moves on, while the screen still shows the instant that is
    /// ending (the test report's film takes its picture then: FilmRecorder).
    public var onInstantEnding: (() -> Void)?
    /// Events scheduled at the current instant by callbacks firing at it, allowed before the
    /// advance stops (see the 0-delay rule).
    public var zeroDelayLimit = 100_000

    // Unchecked: every access is a single call on this (non-reentrant) storage — callbacks run
    // only after `popDue` returned — so the dynamic exclusivity check would be pure overhead.
    @exclusivity(unchecked) private var queue = TimerQueue()
    private var firstError: (any Error)?
    private var aborted = false

    public init() {
        nowBox = UnsafeMutablePointer<NowReading>.allocate(capacity: 1)
        nowBox.initialize(to: NowReading(nanoseconds: 0, seconds: 0))
    }

    deinit {
        queue.discard()
        nowBox.deallocate()
        memory?.release(chargedSlots * SimClock.bytesPerEvent, for: .timers)
    }

    // MARK: Memory

    /// Where pending events are charged (the stage's); none: not counted.
    public var memory: EngineMemory? {
        willSet { memory?.release(chargedSlots * SimClock.bytesPerEvent, for: .timers) }
        didSet { memory?.charge(chargedSlots * SimClock.bytesPerEvent, for: .timers) }
    }
    /// What one pending event is charged: its entry (32 bytes, twice for the heap's and buckets'
    /// growth slack), its slot's record, free-list entry, pending bit and label, and its action's
    /// context (a host timer's: two small objects): about 315 bytes measured per Lua timer.
    public static let bytesPerEvent = 320
    /// Slots charged: the most events pending at once since the clock started or was emptied
    /// (slots are reused lowest first, so a slot beyond this one is a new high-water mark),
    /// rounded up to `chargeStep`. The check is one comparison per schedule; the charge itself
    /// runs once per `chargeStep` new slots.
    private var chargedSlots = 0
    public static let chargeStep = 256

    @inline(__always)
    private func charged(_ id: TimerID) -> TimerID {
        if Int(id.slot) >= chargedSlots { chargeSlots(through: Int(id.slot)) }
        if invariantChecksEnabled { checkAfter("schedule") }
        return id
    }

    @inline(never)
    private func chargeSlots(through slot: Int) {
        let target = (slot / SimClock.chargeStep + 1) * SimClock.chargeStep
        let more = target - chargedSlots
        chargedSlots = target
        memory?.charge(EngineMemory.product(more, SimClock.bytesPerEvent), for: .timers)
    }

    /// The current simulated time.
    @inlinable public var now: SimTime { SimTime(nanoseconds: nowReading.pointee.nanoseconds) }

    /// Where the current time is stored, valid as long as the clock: an allocation-free,
    /// reference-count-free read for hot host paths.
    public var nowReading: UnsafePointer<NowReading> { UnsafePointer(nowBox) }

    @inline(__always)
    private func setNow(_ ns: Int64) {
        if let onInstantEnding, ns != nowBox.pointee.nanoseconds { onInstantEnding() }
        nowBox.pointee = NowReading(nanoseconds: ns, seconds: Double(ns) / 1e9)
    }

    /// Number of events waiting to fire (cancelled ones are not counted).
    public var pending: Int { queue.live }

    /// Reserves room for `n` pending events (benchmarks, bulk scheduling).
    public func reserveCapacity(_ n: Int) { queue.reserveCapacity(n) }

    // MARK: Scheduling

    /// Schedules `action` at `due` (a time in the past means now). `label` names the event in
    /// loop-limit messages ("timer#3", "sheet#1 didPresentView").
    @discardableResult
    public func schedule(
        at due: SimTime, label: __owned String?, _ action: __owned @escaping () throws -> Void
    ) -> TimerID {
        let now = nowBox.pointee.nanoseconds
        let d = max(due.nanoseconds, now)
        return charged(queue.schedule(due: d, label: label, cascade: isFiring && d == now, action: action))
    }

    /// Schedules an unlabelled `action` at `due`. (Its own entry point rather than a default
    /// `label: nil`: the caller-side copy and destruction of that default cost about a tenth of a
    /// schedule + fire.)
    @discardableResult
    public func schedule(at due: SimTime, _ action: __owned @escaping () throws -> Void) -> TimerID {
        let now = nowBox.pointee.nanoseconds
        let d = max(due.nanoseconds, now)
        return charged(queue.schedule(due: d, label: nil, cascade: isFiring && d == now, action: action))
    }

    /// The time `delay` from now, if the clock can reach it: before `maxNanoseconds`, the rule
    /// `advance(by:)` applies to its target. Everything a user can schedule (a timer, a drag's
    /// samples, an animation's completion) checks this first, so that nothing is scheduled
    /// where no advance can go (`now + delay` would otherwise saturate to "never" in silence).
    public func reachableTime(after delay: SimDuration) throws(ClockError) -> SimTime {
        let (target, overflow) = nowBox.pointee.nanoseconds.addingReportingOverflow(max(delay.nanoseconds, 0))
        guard !overflow, target < SimClock.maxNanoseconds else {
            throw ClockError.beyondRange(target: now.seconds + delay.seconds)
        }
        return SimTime(nanoseconds: target)
    }

    /// The longest delay from now that `reachableTime(after:)` accepts.
    public var reach: SimDuration {
        SimDuration(nanoseconds: SimClock.maxNanoseconds - 1 - nowBox.pointee.nanoseconds)
    }

    /// Schedules `action` `delay` from now.
    @discardableResult
    public func schedule(
        after delay: SimDuration, label: __owned String?, _ action: __owned @escaping () throws -> Void
    ) -> TimerID {
        schedule(at: now + delay, label: label, action)
    }

    /// Schedules an unlabelled `action` `delay` from now.
    @discardableResult
    public func schedule(after delay: SimDuration, _ action: __owned @escaping () throws -> Void) -> TimerID {
        schedule(at: now + delay, action)
    }

    /// Cancels a pending event. Returns false when it already fired or was cancelled.
    @discardableResult
    public func cancel(_ id: TimerID) -> Bool {
        let cancelled = queue.cancel(id)
        if invariantChecksEnabled { checkAfter("cancel") }
        return cancelled
    }

    /// True while the event is scheduled and has neither fired nor been cancelled.
    public func isPending(_ id: TimerID) -> Bool { queue.isPending(id) }

    /// When a pending event is due (nil once it fired or was cancelled).
    public func dueTime(of id: TimerID) -> SimTime? { queue.dueTime(id).map { SimTime(nanoseconds: $0) } }

    /// The due time of the earliest pending event.
    public var nextDue: SimTime? { queue.peekLive().map { SimTime(nanoseconds: $0.due) } }

    /// Drops every pending event (stage teardown): their closures are released now, and so is
    /// their charge (the emptied slots are reused lowest first, and charged again as they fill).
    public func cancelAll() {
        queue.removeAll()
        memory?.release(chargedSlots * SimClock.bytesPerEvent, for: .timers)
        chargedSlots = 0
    }

    /// Records an error raised by a user callback the engine called while handling an event (or
    /// outside any advance). Inside an advance it is thrown when the advance completes (first error
    /// wins); outside, it waits for `takeReportedError()`.
    public func report(_ error: any Error) {
        if firstError == nil { firstError = error }
        if error is any ClockAbortingError { aborted = true }
    }

    /// The first reported error not yet thrown, cleared.
    public func takeReportedError() -> (any Error)? {
        defer { firstError = nil; aborted = false }
        return firstError
    }

    /// True once an aborting error was reported (the current advance is stopping).
    public var isAborting: Bool { aborted }

    // MARK: Advancing

    /// Fires every event due up to `now + duration` (see the type's semantics) and returns the new
    /// time. Throws the first callback error after the advance completed.
    @discardableResult
    public func advance(by duration: SimDuration) throws -> SimTime {
        guard duration.nanoseconds >= 0 else {
            throw ClockError.badTime(
                TimeInputError("non-negative number of seconds expected, got \(Fmt.number(duration.seconds))"))
        }
        return try advance(to: reachableTime(after: duration), command: "advance")
    }

    /// Advances to an absolute time; a target before `now` is an error.
    @discardableResult
    public func advance(to target: SimTime) throws -> SimTime {
        try advance(to: target, command: "advanceTo")
    }

    /// Validates user seconds for `advance` (finite, ≥ 0, ≤ 1e9) and advances.
    @discardableResult
    public func advance(bySeconds s: Double) throws -> SimTime {
        let d: SimDuration
        do { d = try SimDuration.validated(seconds: s) } catch { throw ClockError.badTime(error) }
        return try advance(by: d)
    }

    /// Validates an absolute user time for `advanceTo` (finite, ≥ 0, ≤ 1e9, not in the past).
    @discardableResult
    public func advance(toSeconds t: Double) throws -> SimTime {
        do { _ = try SimDuration.validated(seconds: t) } catch { throw ClockError.badTime(error) }
        let target = SimTime(seconds: t)
        guard target >= now else { throw ClockError.inThePast(target: SimTime(seconds: t), now: now) }
        return try advance(to: target)
    }

    /// Fires the event(s) due at the earliest pending instant (with those they schedule at that
    /// instant) and returns the new time, or nil when nothing is pending.
    @discardableResult
    public func next() throws -> SimTime? {
        try checkCanAdvance("next")
        guard let head = queue.peekLive() else { return nil }
        return try advance(to: SimTime(nanoseconds: head.due), command: "next")
    }

    /// Fires events until none is pending, in time order, and returns the final time. Fails with
    /// `ClockError.loopLimit` rather than fire more than `limit` events (nothing is lost: the
    /// remaining events stay pending).
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) throws -> SimTime {
        try checkCanAdvance("runUntilIdle")
        isFiring = true
        firingRuns &+= 1
        defer {
            isFiring = false
            onSettled?()
        }
        var fired = 0
        var cascadeCount = 0
        while fired < limit, let event = queue.popDue(upTo: Int64.max) {
            fired += 1
            if fire(event, cascadeCount: &cascadeCount) { break }
        }
        if !aborted, fired >= limit, let next = queue.peekLive() {
            _ = takeReportedError()
            throw ClockError.loopLimit(limit: limit, pending: queue.live, nextDue: SimTime(nanoseconds: next.due),
                                       nextLabel: next.label ?? "timer")
        }
        if let e = takeReportedError() { throw e }
        return now
    }

    /// The largest time the clock accepts (a margin below Int64.max so sums cannot overflow):
    /// nothing can be due, or advanced to, at or after it.
    public static let maxNanoseconds: Int64 = 9_000_000_000_000_000_000
    /// `maxNanoseconds` as messages give it.
    public static let rangeDescription = "9e9 s"

    // MARK: Internals

    private func advance(to target: SimTime, command: String) throws -> SimTime {
        try checkCanAdvance(command)
        guard target >= now else { throw ClockError.inThePast(target: target, now: now) }
        isFiring = true
        firingRuns &+= 1
        defer {
            isFiring = false
            onSettled?()
        }
        var cascadeCount = 0
        var stopped = false
        let t = target.nanoseconds
        while let event = queue.popDue(upTo: t) {
            if fire(event, cascadeCount: &cascadeCount) { stopped = true; break }
        }
        if !stopped { setNow(t) }
        if invariantChecksEnabled { checkAfter("advance") }
        if let e = takeReportedError() { throw e }
        return now
    }

    /// The clock's invariants: the time is within the clock's range and both its readings agree,
    /// and the queue's hold (`TimerQueue`'s note). In debug builds the clock checks them after
    /// every schedule, cancel and fired event; `full` forces the queue's O(n) checks at any size.
    public func checkInvariants(full: Bool = false) throws(InvariantBroken) {
        let reading = nowBox.pointee
        try InvariantBroken.check(
            reading.nanoseconds >= 0 && reading.nanoseconds <= SimClock.maxNanoseconds, "SimClock: now out of range")
        try InvariantBroken.check(
            reading.seconds == Double(reading.nanoseconds) / 1e9, "SimClock: the two readings of now disagree")
        try queue.checkInvariants(full: full)
    }

    /// Models the clock checks with its own invariants after every fired event (debug builds):
    /// the stage's timeline and memory account. Held weakly: they belong to the stage.
    private var watched: [(name: String, check: () throws(InvariantBroken) -> Void)] = []

    /// Adds `model` to what the clock checks after every fired event (debug builds). Its check
    /// should be O(1): it runs that often.
    public func watch(_ model: some AnyObject & InvariantChecking, as name: String) {
        watched.append((name, { [weak model] () throws(InvariantBroken) in try model?.checkInvariants() }))
    }

    /// Checks the invariants (the clock's, then what it watches) and reports a violation on the
    /// clock itself (it stops the advance).
    func checkAfter(_ what: @autoclosure () -> String) {
        check("clock", after: what()) { () throws(InvariantBroken) in try checkInvariants() }
        for (name, body) in watched { check(name, after: what(), body) }
    }

    /// Fires one event. Returns true when the advance must stop now (an aborting error, or a
    /// runaway 0-delay chain, which then replaces any earlier error).
    @inline(__always)
    private func fire(_ event: TimerQueue.Fired, cascadeCount: inout Int) -> Bool {
        if event.due != nowBox.pointee.nanoseconds {
            setNow(event.due)
            cascadeCount = 0
        }
        if event.cascade {
            cascadeCount += 1
            if cascadeCount > zeroDelayLimit {
                // Keep it pending (the queue is left as it was) and stop.
                let label = event.label
                _ = queue.schedule(due: event.due, label: label, cascade: false, action: event.action.run)
                firstError = ClockError.zeroDelayLoop(limit: zeroDelayLimit, at: now, label: label ?? "timer")
                aborted = true
                return true
            }
        }
        do { try event.action.run() } catch { report(error) }
        if invariantChecksEnabled { checkAfter(event.label ?? "timer") }
        untilInterruptionCheck -= 1
        if untilInterruptionCheck <= 0 {
            untilInterruptionCheck = SimClock.interruptionInterval
            if let stop = interruption?() { report(stop) }
        }
        return aborted
    }
}
