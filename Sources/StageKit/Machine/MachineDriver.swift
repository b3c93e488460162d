/// Applies inputs to a `StateMachine` whose state an owner keeps, and owns the machine's time.
/// Every component feeds its machine through one of these.
///
/// **A step**: the transition runs on the stored state; the invariants are checked (where
/// `InvariantChecks.enabled`); then the effects are carried out in order: a `TimerRequest` by the
/// driver, everything else by the owner's `perform`. The state is stored before any effect runs.
///
/// **Time** (the one staleness rule): a timer lives in a slot of the machine, one pending input
/// per slot, per instance (a swipe table's row; 0 for a machine with one state). Scheduling into
/// a slot replaces what was pending there. A scheduled input is never delivered into a state that
/// no longer awaits its slot (`StateMachine.awaits`): the request is dropped when the state has
/// already moved on by the time it is carried out, and the due input is dropped when the state
/// moved on before it fell due. The owner hands due inputs back through `deliver`, building the
/// context of that moment; the driver checks the slot on that `send`.
///
/// **Re-entrant calls** (the one re-entrancy rule): a call made from inside a callback that a
/// step of this driver runs waits until that step is done (run-to-completion): the owner's entry
/// point asks `deferIfStepping`, which queues the call; the queue runs, in order, when the
/// outermost step ends, each call a step of its own on the state the previous one left. A
/// machine may declare that its library runs the calls of a callback at once (`Reentry.nested`,
/// `StateMachine.reentry(during:)`); the rest of that step must then hold whatever the callback
/// did (the library carrying on, or a follow-up input the owner sends). The machine's own
/// cascades (an effect that sends an input to the same owner) are not callbacks: they run at
/// once. Example: a popup's willPop block dismisses its popup; under "swift" the dismissal waits
/// for the pop step (willPop, the pop animation, the pop's timer) and then runs; under "objc"
/// the block's call runs inside it, as LSTPopView's does.
///
/// ```swift
/// let driver = MachineDriver<SheetMachine>(component: "sheet#1", clock: stage.clock)
/// driver.deliver = { [weak sheet] _, _, input in sheet?.send(input) }
/// driver.send(.present(plan), ctx, on: sheet, at: \.state) { sheet.apply($0) }
/// ```
public final class MachineDriver<M: StateMachine> {
    /// Names the component in invariant reports ("sheet#1", "popups", "swipe table table#1").
    public let component: String
    public let clock: SimClock
    /// Check invariants after transitions (`InvariantChecks.enabled` when made): after every one
    /// while the model is small, after every `cost / stepBudget`-th once it is large.
    public var checksInvariants: Bool = InvariantChecks.enabled
    /// The elements a debug build may visit per step on average: a model of 10^4 popups is
    /// checked every 300th step, so checks stay O(1) per step amortized instead of making a loop of
    /// n pops O(n^2). A broken invariant is still reported, a few steps later (deterministically).
    public static var stepBudget: Int { 32 }
    private var checkCredit = 0

    /// Hands a due input to the owner, which sends it with the context of the moment (`instance`
    /// picks the state; the slot is checked by that `send`). Set by the owner when it is made,
    /// capturing it weakly (a pending timer keeps the owner alive by itself).
    public var deliver: ((_ instance: Int, _ slot: M.Slot, _ input: M.Input) throws -> Void)?
    /// Names a timer on the clock (runaway-loop reports); default "<component> <input label>".
    public var timerLabel: ((_ instance: Int, _ input: M.Input) -> String)?
    /// Told of every timer's fate as the ledger counts it (scenario tests watch a driver).
    public var timerObserver: ((_ outcome: MachineTimerLedger.Outcome, _ slot: M.Slot) -> Void)?
    /// The error reported on the clock for a request whose due time the clock cannot reach
    /// (nothing is scheduled then); default `ClockError.beyondRange`.
    public var beyondReach: ((_ instance: Int, _ input: M.Input, _ delay: SimDuration) -> any Error)?

    private var timers: [Int: [M.Slot: TimerID]] = [:]
    /// The slot whose due input is being handed to the owner (checked by the next `send`).
    private var delivering: (instance: Int, slot: M.Slot)?
    /// Steps of this driver in progress (nested ones counted): the owner is checked at 0.
    private var depth = 0
    /// `clock.userCallbackDepth` when the outermost step began: deeper means a callback of it.
    private var stepCallbackDepth = 0
    /// The depth of the step whose `.nested` effect is being carried out (its calls go through).
    private var nestedAt: Int?
    /// Calls from callbacks that wait for the outermost step to end.
    private var waiting: [() throws -> Void] = []
    private var draining = false
    /// Queued calls one outermost step may bring about before the driver gives up (callbacks
    /// that keep calling back).
    public static var queueLimit: Int { 10_000 }
    private let machineName = String(describing: M.self)

    public init(component: String, clock: SimClock) {
        self.component = component
        self.clock = clock
    }

    // MARK: Steps

    /// Feeds `input` to the state at `state` in `owner` (`instance` names it among the owner's
    /// states) and carries out the effects, `perform` doing all but the timer requests; `stored`
    /// runs once a move is stored, before any effect (what the owner keeps beside the state). Returns
    /// the step (effects already performed); a due input whose slot the state no longer awaits is
    /// dropped: `.ignored`.
    @discardableResult
    public func send<Owner: AnyObject>(_ input: M.Input, _ context: M.Context, on owner: Owner,
                                       at state: ReferenceWritableKeyPath<Owner, M.State>, instance: Int = 0,
                                       stored: (() -> Void)? = nil,
                                       perform: (M.Effect) -> Void) -> MachineStep<M.Effect, M.Refusal> {
        if let due = delivering, due.instance == instance {
            delivering = nil
            guard M.awaits(due.slot, in: owner[keyPath: state], context) else {
                record(.stale, due.slot)
                return .ignored(why: "\(M.slotName(due.slot)) fell due after the state stopped waiting for it")
            }
            record(.delivered, due.slot)
        }
        let checking = checksInvariants && checkIsDue(owner, owner[keyPath: state])
        let before: M.State? = checking && M.comparesStateOnDrop ? owner[keyPath: state] : nil
        let step = M.transition(&owner[keyPath: state], input, context)
        guard case .moved(let effects) = step else {
            if let before, let same = sameValue(before, owner[keyPath: state]), !same {
                clock.check(component, after: M.label(input)) { () throws(InvariantBroken) in
                    throw InvariantBroken("a step that was not a move changed the state")
                }
            }
            return step
        }
        if checking { check(owner[keyPath: state], after: input) }
        stored?()
        if depth == 0 { stepCallbackDepth = clock.userCallbackDepth }
        depth += 1
        for effect in effects {
            if let request = M.timerRequest(effect) {
                carryOut(request, instance: instance, in: owner[keyPath: state], context, keeping: owner)
            } else if M.reentry(during: effect) == .nested {
                let outer = nestedAt
                nestedAt = depth
                perform(effect)
                nestedAt = outer
            } else {
                perform(effect)
            }
        }
        depth -= 1
        if depth == 0 {
            if checking, let checked = owner as? any InvariantChecking { check(checked, after: input) }
            runWaitingCalls()
        }
        return step
    }

    // MARK: Re-entrant calls

    /// Whether a call arriving now must wait: a step is being carried out and the call comes
    /// from a callback it runs (not from the machine's own cascade, nor from a `.nested` effect).
    public var defersCalls: Bool { depth > 0 && clock.userCallbackDepth > stepCallbackDepth && nestedAt != depth }

    /// The owner's entry points call this first: when calls must wait (`defersCalls`), `call`
    /// (the same entry point, again) is queued to run once the outermost step is done, and this
    /// returns true (the caller reports the call as accepted); otherwise false and the caller goes
    /// on. An error the queued call throws is reported on the clock.
    ///
    /// ```swift
    /// if driver.deferIfStepping({ [self] in try hide(row: i) }) { return .acted }
    /// ```
    public func deferIfStepping(_ call: @escaping () throws -> Void) -> Bool {
        guard defersCalls else { return false }
        waiting.append(call)
        return true
    }

    /// `deferIfStepping` for an entry point that sends one input: when calls must wait, the
    /// input is first tried on a copy of `state` (the state the step in progress stored) and a
    /// refusal is returned at once, as the caller expects; otherwise `call` is queued and the
    /// step is reported as moved with no effects (the call acted: it runs once the step is
    /// done). Nil when calls need not wait.
    ///
    /// ```swift
    /// if let waiting = driver.deferring(input, ctx, state: state, { [self] in try send(input) }) { return waiting }
    /// ```
    public func deferring(_ input: M.Input, _ context: M.Context, state: M.State,
                          _ call: @escaping () throws -> Void) -> MachineStep<M.Effect, M.Refusal>? {
        guard defersCalls else { return nil }
        if let refusal = M.step(state, input, context).1.refusal { return .refused(refusal) }
        waiting.append(call)
        return .moved([])
    }

    private func runWaitingCalls() {
        guard !waiting.isEmpty, !draining else { return }
        draining = true
        defer { draining = false }
        var ran = 0
        while ran < waiting.count {
            guard ran < Self.queueLimit else {
                clock.report(ReentryLimitError(component: component, limit: Self.queueLimit))
                break
            }
            let call = waiting[ran]
            ran += 1
            do { try call() } catch { clock.report(error) }
        }
        waiting.removeAll()
    }

    /// Whether this step's checks run: the step budget accumulates until it covers the larger of
    /// the owner's and the state's check cost.
    private func checkIsDue(_ owner: AnyObject, _ state: M.State) -> Bool {
        let cost = max((owner as? any InvariantChecking)?.invariantCheckCost ?? 1,
                       (state as? any InvariantChecking)?.invariantCheckCost ?? 1)
        checkCredit += Self.stepBudget
        guard checkCredit >= cost else { return false }
        checkCredit = 0
        return true
    }

    /// Checks `value` now, reporting a violation as happening after `input`.
    public func check(_ value: some InvariantChecking, after input: M.Input) {
        clock.check(value, as: component, after: M.label(input))
    }

    /// Whether a step of this driver is being carried out (its owner may be mid-change).
    public var isStepping: Bool { depth > 0 }

    /// No step runs and no call waits for one: what the owner keeps beside the state (contents a
    /// queued call still names) may be pruned.
    public var isSettled: Bool { depth == 0 && waiting.isEmpty }

    // MARK: Time

    /// `owner` is kept alive by the clock until the timer fires or is cancelled (a presented
    /// controller nobody else holds still gets its completion).
    private func carryOut(
        _ request: TimerRequest<M.Slot, M.Input>, instance: Int, in state: M.State, _ context: M.Context,
                          keeping owner: AnyObject) {
        switch request {
        case .cancel(let slot):
            cancel(slot, instance: instance)
        case .schedule(let slot, let delay, let input):
            guard M.awaits(slot, in: state, context) else {
                // A callback earlier in this step moved the state on.
                record(.stale, slot)
                return
            }
            cancel(slot, instance: instance)
            guard delay <= clock.reach else {
                clock.report(
                    beyondReach?(instance, input, delay)
                        ?? ClockError.beyondRange(target: clock.now.seconds + delay.seconds))
                return
            }
            let label = timerLabel?(instance, input) ?? "\(component) \(M.label(input))"
            let id = clock.schedule(after: delay, label: label) { [self, owner] in
                try withExtendedLifetime(owner) { try fire(slot, instance: instance, input) }
            }
            timers[instance, default: [:]][slot] = id
        }
    }

    private func fire(_ slot: M.Slot, instance: Int, _ input: M.Input) throws {
        timers[instance]?[slot] = nil
        if timers[instance]?.isEmpty == true { timers[instance] = nil }
        delivering = (instance, slot)
        defer {
            // The owner did not send it (its subject is gone): it was never delivered.
            if delivering != nil {
                delivering = nil
                record(.stale, slot)
            }
        }
        try deliver?(instance, slot, input)
    }

    /// Cancels what is pending in `slot` of `instance`; whether something was.
    @discardableResult
    public func cancel(_ slot: M.Slot, instance: Int = 0) -> Bool {
        guard let id = timers[instance]?.removeValue(forKey: slot) else { return false }
        if timers[instance]?.isEmpty == true { timers[instance] = nil }
        clock.cancel(id)
        record(.cancelled, slot)
        return true
    }

    /// Cancels every timer of `instance` (its subject is gone: a deleted row, a dropped popup).
    public func cancelAll(instance: Int) {
        guard let slots = timers.removeValue(forKey: instance) else { return }
        for (slot, id) in slots.sorted(by: { $0.value.seq < $1.value.seq }) {
            clock.cancel(id)
            record(.cancelled, slot)
        }
    }

    /// Forgets every timer and waiting call without counting (the stage was reset: its clock
    /// dropped them all).
    public func forgetTimers() {
        timers.removeAll()
        waiting.removeAll()
    }

    /// Whether an input is pending in `slot` of `instance`.
    public func isPending(_ slot: M.Slot, instance: Int = 0) -> Bool { timers[instance]?[slot] != nil }

    /// The slots with a pending input, of `instance`.
    public func pendingSlots(instance: Int = 0) -> [M.Slot] { timers[instance].map { Array($0.keys) } ?? [] }

    /// Pending timers of every instance.
    public var pendingCount: Int { timers.values.reduce(0) { $0 + $1.count } }

    /// Instances with a pending timer, in order.
    public var instancesWithTimers: [Int] { timers.keys.sorted() }

    private func record(_ outcome: MachineTimerLedger.Outcome, _ slot: M.Slot) {
        MachineTimerLedger.current?.record(outcome, machine: machineName, slot: M.slotName(slot))
        timerObserver?(outcome, slot)
    }
}

/// `a == b` when the values are Equatable; nil when they are not.
private func sameValue<T>(_ a: T, _ b: T) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return equal(a, b)
}

private func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { a == $0 } ?? false }

/// Callbacks of one component kept calling back: the queue of calls waiting for its steps
/// passed `MachineDriver.queueLimit`, and the rest were dropped.
public struct ReentryLimitError: ClockAbortingError, CustomStringConvertible, Sendable {
    public var component: String
    public var limit: Int
    public var description: String {
        "\(component): callbacks kept calling back (\(limit) calls waited for one step); the rest were dropped"
    }
}
