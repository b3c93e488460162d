/// The stage's single-threaded discrete-event scheduler.
///
/// Time is integer nanoseconds (`SimTime`). Pending events live in a binary heap keyed by
/// (due time, sequence number), so events due at the same instant fire in the order they were
/// scheduled. Schedule and fire are O(log n); cancel is O(1) and lazy (the heap entry is skipped
/// when it surfaces; the heap is compacted when cancelled entries outnumber live ones).
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
    /// The current simulated time.
    public private(set) var now: SimTime = .zero
    /// True while callbacks are being fired (advance, next, runUntilIdle).
    public private(set) var isFiring = false
    /// Events scheduled at the current instant by callbacks firing at it, allowed before the
    /// advance stops (see the 0-delay rule).
    public var zeroDelayLimit = 100_000

    private var heap = TimerHeap()
    // Slots (struct-of-arrays): a timer's action, sequence number, due time and label.
    private var actions: ContiguousArray<(() throws -> Void)?> = []
    private var seqs: ContiguousArray<UInt64> = []
    private var dues: ContiguousArray<Int64> = []
    private var labels: ContiguousArray<String?> = []
    private var cascade: ContiguousArray<Bool> = []
    private var freeSlots: ContiguousArray<Int32> = []
    private var nextSeq: UInt64 = 0
    private var live = 0
    private var firstError: (any Error)?
    private var aborted = false

    public init() {}

    /// Number of events waiting to fire (cancelled ones are not counted).
    public var pending: Int { live }

    /// Reserves room for `n` pending events (benchmarks, bulk scheduling).
    public func reserveCapacity(_ n: Int) {
        heap.reserveCapacity(n)
        actions.reserveCapacity(n)
        seqs.reserveCapacity(n)
        dues.reserveCapacity(n)
        labels.reserveCapacity(n)
        cascade.reserveCapacity(n)
    }

    // MARK: Scheduling

    /// Schedules `action` at `due` (a time in the past means now). `label` names the event in
    /// loop-limit messages ("timer#3", "sheet#1 present").
    @discardableResult
    public func schedule(at due: SimTime, label: String? = nil, _ action: @escaping () throws -> Void) -> TimerID {
        let d = max(due.nanoseconds, now.nanoseconds)
        let seq = nextSeq
        nextSeq &+= 1
        let slot: Int32
        let isCascade = isFiring && d == now.nanoseconds
        if let free = freeSlots.popLast() {
            slot = free
            let i = Int(free)
            actions[i] = action
            seqs[i] = seq
            dues[i] = d
            labels[i] = label
            cascade[i] = isCascade
        } else {
            slot = Int32(truncatingIfNeeded: actions.count)
            actions.append(action)
            seqs.append(seq)
            dues.append(d)
            labels.append(label)
            cascade.append(isCascade)
        }
        heap.push(TimerHeap.Node(due: d, seq: seq, slot: slot))
        live += 1
        return TimerID(slot: slot, seq: seq)
    }

    /// Schedules `action` `delay` from now.
    @discardableResult
    public func schedule(after delay: SimDuration, label: String? = nil, _ action: @escaping () throws -> Void) -> TimerID {
        schedule(at: now + delay, label: label, action)
    }

    /// Cancels a pending event. Returns false when it already fired or was cancelled.
    @discardableResult
    public func cancel(_ id: TimerID) -> Bool {
        guard isPending(id) else { return false }
        let i = Int(id.slot)
        actions[i] = nil
        labels[i] = nil
        live -= 1
        // The heap entry stays until it surfaces (lazy). Purge when dead entries dominate so a
        // schedule/cancel loop (re-armed countdowns) cannot grow the heap without bound.
        let dead = heap.count - live
        if dead > 1024 && dead > live { compact() }
        return true
    }

    /// True while the event is scheduled and has neither fired nor been cancelled.
    public func isPending(_ id: TimerID) -> Bool {
        let i = Int(id.slot)
        return i >= 0 && i < seqs.count && seqs[i] == id.seq && actions[i] != nil
    }

    /// When a pending event is due (nil once it fired or was cancelled).
    public func dueTime(of id: TimerID) -> SimTime? {
        isPending(id) ? SimTime(nanoseconds: dues[Int(id.slot)]) : nil
    }

    /// The due time of the earliest pending event.
    public var nextDue: SimTime? {
        dropDeadHead()
        return heap.peek.map { SimTime(nanoseconds: $0.due) }
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
            throw ClockError.badTime(TimeInputError("non-negative number of seconds expected, got \(Fmt.number(duration.seconds))"))
        }
        let (target, overflow) = now.nanoseconds.addingReportingOverflow(duration.nanoseconds)
        guard !overflow, target < SimClock.maxNanoseconds else {
            throw ClockError.beyondRange(target: now.seconds + duration.seconds)
        }
        return try advance(to: SimTime(nanoseconds: target), command: "advance")
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

    /// Validates an absolute user time for `advanceTo` (finite, ≥ 0, ≤ 1e9 past now, not in the past).
    @discardableResult
    public func advance(toSeconds t: Double) throws -> SimTime {
        do { _ = try SimDuration.validated(seconds: t) } catch { throw ClockError.badTime(error) }
        let target = SimTime(seconds: t)
        guard target >= now else { throw ClockError.inThePast(target: SimTime(seconds: t), now: now) }
        guard target.nanoseconds < SimClock.maxNanoseconds else { throw ClockError.beyondRange(target: t) }
        return try advance(to: target)
    }

    /// Fires the event(s) due at the earliest pending instant (with those they schedule at that
    /// instant) and returns the new time, or nil when nothing is pending.
    @discardableResult
    public func next() throws -> SimTime? {
        guard !isFiring else { throw ClockError.reentrant(command: "next") }
        dropDeadHead()
        guard let head = heap.peek else { return nil }
        return try advance(to: SimTime(nanoseconds: head.due), command: "next")
    }

    /// Fires events until none is pending, one instant at a time, and returns the final time.
    /// Fails with `ClockError.loopLimit` rather than fire more than `limit` events.
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) throws -> SimTime {
        guard !isFiring else { throw ClockError.reentrant(command: "runUntilIdle") }
        isFiring = true
        defer { isFiring = false }
        var fired = 0
        var cascadeCount = 0
        while true {
            guard let node = popLive() else { break }
            if fired >= limit {
                // Put it back untouched: the error leaves the queue as it was.
                heap.push(node)
                let label = labels[Int(node.slot)] ?? "timer"
                if let e = takeReportedError() as? any ClockAbortingError { throw e }
                throw ClockError.loopLimit(limit: limit, pending: live, nextDue: SimTime(nanoseconds: node.due), nextLabel: label)
            }
            fired += 1
            if fire(node, cascadeCount: &cascadeCount) { break }
        }
        if let e = takeReportedError() { throw e }
        return now
    }

    /// The largest time the clock accepts (a margin below Int64.max so sums cannot overflow).
    public static let maxNanoseconds: Int64 = 9_000_000_000_000_000_000

    /// Drops every pending event (stage teardown): their closures are released now.
    public func cancelAll() {
        for i in actions.indices where actions[i] != nil {
            actions[i] = nil
            labels[i] = nil
        }
        live = 0
        heap.rebuild { _ in false }
        freeSlots = ContiguousArray((0..<Int32(truncatingIfNeeded: actions.count)).reversed())
    }

    // MARK: Internals

    private func advance(to target: SimTime, command: String) throws -> SimTime {
        guard !isFiring else { throw ClockError.reentrant(command: command) }
        guard target >= now else { throw ClockError.inThePast(target: target, now: now) }
        isFiring = true
        defer { isFiring = false }
        var cascadeCount = 0
        var stopped = false
        while true {
            dropDeadHead()
            guard let head = heap.peek, head.due <= target.nanoseconds, let node = heap.pop() else { break }
            if fire(node, cascadeCount: &cascadeCount) { stopped = true; break }
        }
        if !stopped { now = target }
        if let e = takeReportedError() { throw e }
        return now
    }

    /// Fires one event. Returns true when the advance must stop now (an aborting error, or a
    /// runaway 0-delay chain, which then replaces any earlier error).
    @inline(__always)
    private func fire(_ node: TimerHeap.Node, cascadeCount: inout Int) -> Bool {
        let i = Int(node.slot)
        if node.due != now.nanoseconds {
            now = SimTime(nanoseconds: node.due)
            cascadeCount = 0
        }
        if cascade[i] {
            cascadeCount += 1
            if cascadeCount > zeroDelayLimit {
                heap.push(node)
                firstError = ClockError.zeroDelayLoop(limit: zeroDelayLimit, at: now, label: labels[i] ?? "timer")
                aborted = true
                return true
            }
        }
        // Free the slot before running: the action may schedule (and reuse it).
        let action = actions[i]
        actions[i] = nil
        labels[i] = nil
        freeSlots.append(node.slot)
        live -= 1
        if let action {
            do { try action() } catch { report(error) }
        }
        return aborted
    }

    /// Pops the earliest live node, freeing the slots of cancelled ones on the way.
    @inline(__always)
    private func popLive() -> TimerHeap.Node? {
        while let node = heap.pop() {
            let i = Int(node.slot)
            if seqs[i] == node.seq && actions[i] != nil { return node }
            freeSlots.append(node.slot)
        }
        return nil
    }

    private func dropDeadHead() {
        while let head = heap.peek {
            let i = Int(head.slot)
            if seqs[i] == head.seq && actions[i] != nil { return }
            _ = heap.pop()
            freeSlots.append(head.slot)
        }
    }

    private func compact() {
        var freed: [Int32] = []
        heap.rebuild { node in
            let i = Int(node.slot)
            if self.seqs[i] == node.seq && self.actions[i] != nil { return true }
            freed.append(node.slot)
            return false
        }
        freeSlots.append(contentsOf: freed)
    }
}

/// A scheduled event, for `cancel`, `isPending` and `dueTime(of:)`. Identifiers are never reused
/// (a slot's sequence number changes on reuse), so a stale id is simply "not pending".
public struct TimerID: Hashable, Sendable {
    public let slot: Int32
    public let seq: UInt64
}
