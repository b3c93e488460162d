import StageKit

/// A machine run on a real `MachineDriver` and `SimClock`, asserted step by step (TCA's
/// `TestStore`): the test sends inputs and advances the clock, and must be told every input the
/// driver delivers (a timer that fell due, a call a callback made), every effect and every state
/// change. Anything left unasserted, and any scheduled input still pending at `finish()`, is a
/// failure. Failures are values (`failures`), so the helper's own tests can check them; the
/// test targets report them (`ScenarioExpect`).
///
/// ```swift
/// let s = MachineScenario(ToastMachine.self, state: .idle) { .init(now: $0) }
/// s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
/// s.effects([.attach, .emit("willShow"), .animate(to: 1, 0.2), .slideTimer(0.2), .stayTimer(3.2)])
/// s.advance(by: 0.2)
/// s.receive(.slideEnded) { $0 = .shown }
/// s.effects([.emit("didShow")])
/// s.finish()            // fails: the stay's end is still pending
/// ```
public final class MachineScenario<M: StateMachine> where M.Effect: Equatable {
    /// One step the driver ran: what was delivered, the state before and after, the effects.
    public struct Step {
        public var input: M.Input
        public var kind: Kind
        public var time: SimTime
        public var before: M.State
        public var after: M.State
        public var outcome: MachineStep<M.Effect, M.Refusal>?
    }

    public enum Kind: Equatable, CustomStringConvertible {
        /// The test sent it.
        case sent
        /// A timer fell due and the driver delivered it.
        case timer
        /// A callback (`onEffect`) called, and the driver delivered the call after the step.
        case call
        public var description: String {
            switch self {
            case .sent: return "sent"
            case .timer: return "timer"
            case .call: return "call"
            }
        }
    }

    public let clock = SimClock()
    public let driver: MachineDriver<M>
    public private(set) var failures: [String] = []
    /// Slots whose due input the driver dropped as stale, by name, in order (not to be asserted).
    public private(set) var staleDrops: [String] = []
    /// Slots cancelled or replaced, by name, in order.
    public private(set) var cancellations: [String] = []
    /// Run for every effect the driver hands the owner (timer requests are the driver's): a test
    /// makes a callback here, and calls the scenario's `call` from it.
    public var onEffect: ((M.Effect) -> Void)?

    private let owner: Owner
    private let context: (SimTime) -> M.Context
    /// What of the state is compared (the whole state where it is Equatable).
    private let observe: (M.State) -> AnyHashable
    private var steps: [Step] = []
    /// Steps the test has not received yet (the first is its own `send`'s, already checked).
    private var unreceived: [Int] = []
    private var unassertedEffects: [M.Effect]?
    private var currentKind: Kind = .sent
    private var finished = false

    final class Owner {
        var state: M.State
        init(_ state: M.State) { self.state = state }
    }

    /// A scenario comparing `observe(state)`: for a state that is not Equatable (a swipe row with
    /// its animated offset), the test names what it asserts.
    public init(_ machine: M.Type, state: M.State, observe: @escaping (M.State) -> AnyHashable,
                context: @escaping (SimTime) -> M.Context) {
        owner = Owner(state)
        self.observe = observe
        self.context = context
        driver = MachineDriver<M>(component: "scenario", clock: clock)
        driver.checksInvariants = true
        driver.deliver = { [weak self] _, _, input in
            guard let self else { return }
            self.run(input, as: .timer)
        }
        driver.timerObserver = { [weak self] outcome, slot in
            switch outcome {
            case .stale: self?.staleDrops.append(M.slotName(slot))
            case .cancelled: self?.cancellations.append(M.slotName(slot))
            case .delivered: break
            }
        }
    }

    public var state: M.State { owner.state }

    // MARK: Driving

    /// Sends `input` as the test's own call; `expect` gives what `observe` must see after it
    /// from what it saw before (the same when the state must not change).
    public func send(_ input: M.Input, expect: (M.State) -> AnyHashable) {
        requireNothingUnasserted(before: "send(\(M.label(input)))")
        let first = steps.count
        run(input, as: .sent)
        guard first < steps.count else { return }
        check(steps[first], expect)
        unassertedEffects = steps[first].outcome?.effects ?? []
        unreceived += Array(first + 1 ..< steps.count)
    }

    /// Sends `input`, which the machine must refuse (its refusal's text containing `reason`),
    /// leaving the state as it was.
    public func refuse(_ input: M.Input, because reason: String) {
        requireNothingUnasserted(before: "refuse(\(M.label(input)))")
        let first = steps.count
        run(input, as: .sent)
        guard first < steps.count else { return }
        let step = steps[first]
        if case .refused(let r)? = step.outcome {
            if !"\(r)".contains(reason) { failures.append("\(M.label(input)): refused with \"\(r)\", expected \"\(reason)\"") }
        } else {
            failures.append("\(M.label(input)): expected a refusal, got \(step.outcome.map { "\($0)" } ?? "nothing")")
        }
        if observe(step.after) != observe(step.before) { failures.append("\(M.label(input)): a refusal changed the state") }
        unreceived += Array(first + 1 ..< steps.count)
    }

    /// A call made from inside a callback (`onEffect`): delivered by the driver's rule.
    public func call(_ input: M.Input) {
        clock.runningUserCallback { run(input, as: .call) }
    }

    /// An input the owner sends from one of its effects (a cascade, not a callback): run at
    /// once, nested in the step in progress; it must be `receive`d like a delivered input.
    public func cascade(_ input: M.Input) { run(input, as: .call) }

    /// An input that arrives from outside the driver (a fixture that schedules on the raw
    /// clock): recorded as a timer's delivery, without the driver's check of its slot.
    public func deliverFromOutside(_ input: M.Input) { run(input, as: .timer) }

    /// Advances the clock; every input the driver delivers meanwhile must be `receive`d.
    public func advance(by duration: SimDuration) {
        requireNothingUnasserted(before: "advance(by: \(duration))")
        let first = steps.count
        do { _ = try clock.advance(by: duration) } catch { failures.append("the advance failed: \(error)") }
        unreceived += Array(first ..< steps.count)
        if let e = clock.takeReportedError() { failures.append("reported: \(e)") }
    }

    /// The next delivered input must be `input` (compared with `==` where inputs are Equatable,
    /// else by label), at `time` if given; `update` gives the state it must have left.
    public func receive(_ input: M.Input, at time: SimTime? = nil, expect: (M.State) -> AnyHashable) {
        if let e = unassertedEffects, !e.isEmpty { failures.append("receive(\(M.label(input))): unasserted effects \(e)") }
        unassertedEffects = nil
        guard !unreceived.isEmpty else {
            failures.append("receive(\(M.label(input))): nothing was delivered")
            return
        }
        let step = steps[unreceived.removeFirst()]
        if !same(step.input, input) {
            failures.append("receive: expected \(M.label(input)), the driver delivered \(M.label(step.input)) (\(step.kind))")
        }
        if let time, time != step.time { failures.append("receive(\(M.label(input))): delivered at \(step.time), expected \(time)") }
        check(step, expect)
        unassertedEffects = step.outcome?.effects ?? []
    }

    /// The effects of the last step sent or received, exactly and in order (timer requests
    /// included).
    public func effects(_ expected: [M.Effect]) {
        guard let actual = unassertedEffects else {
            failures.append("effects(\(expected)): no step to assert")
            return
        }
        if actual != expected { failures.append("effects: expected \(expected), got \(actual)") }
        unassertedEffects = nil
    }

    /// Ends the scenario: anything unasserted, and any scheduled input still pending, fails.
    public func finish() {
        requireNothingUnasserted(before: "finish()")
        if driver.pendingCount > 0 {
            let slots = driver.instancesWithTimers.flatMap { driver.pendingSlots(instance: $0) }.map(M.slotName).sorted()
            failures.append("finish: \(driver.pendingCount) scheduled input(s) still pending: \(slots)")
        }
        if let e = clock.takeReportedError() { failures.append("reported: \(e)") }
        finished = true
    }

    // MARK: Running

    private func run(_ input: M.Input, as kind: Kind) {
        if driver.deferIfStepping({ [weak self] in self?.run(input, as: .call) }) { return }
        let index = steps.count
        steps.append(Step(input: input, kind: kind, time: clock.now, before: owner.state, after: owner.state, outcome: nil))
        let staleBefore = staleDrops.count
        // The state the step stored, before its effects (a nested step's changes are its own).
        let outcome = driver.send(input, context(clock.now), on: owner, at: \.state,
                                  stored: { [weak self] in self.map { $0.steps[index].after = $0.owner.state } }) { [weak self] effect in
            self?.onEffect?(effect)
        }
        if kind == .timer && staleDrops.count > staleBefore {
            // Dropped before the machine saw it: not a delivery.
            steps.remove(at: index)
            return
        }
        steps[index].outcome = outcome
    }

    private func check(_ step: Step, _ expect: (M.State) -> AnyHashable) {
        let expected = expect(step.before), actual = observe(step.after)
        if expected != actual {
            failures.append("\(M.label(step.input)) (\(step.kind)): expected state \(expected.base), got \(actual.base)")
        }
        if case .refused(let r)? = step.outcome { failures.append("\(M.label(step.input)) (\(step.kind)) was refused: \(r)") }
    }

    private func requireNothingUnasserted(before what: String) {
        if let e = unassertedEffects, !e.isEmpty { failures.append("\(what): unasserted effects \(e)") }
        unassertedEffects = nil
        if !unreceived.isEmpty {
            let names = unreceived.map { "\(M.label(steps[$0].input)) (\(steps[$0].kind) at \(steps[$0].time))" }
            failures.append("\(what): unreceived \(names)")
            unreceived.removeAll()
        }
    }

    private func same(_ a: M.Input, _ b: M.Input) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        return M.label(a) == M.label(b)
    }
}

private func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { a == $0 } ?? false }

extension MachineScenario where M.State: Hashable {
    /// A scenario comparing the whole state.
    public convenience init(_ machine: M.Type, state: M.State, context: @escaping (SimTime) -> M.Context) {
        self.init(machine, state: state, observe: { AnyHashable($0) }, context: context)
    }

    /// Sends `input`; `update` turns the state before into the expected state after (leave it
    /// out when the state must not change).
    public func send(_ input: M.Input, _ update: (inout M.State) -> Void = { _ in }) {
        send(input, expect: { before in
            var s = before
            update(&s)
            return AnyHashable(s)
        })
    }

    /// The next delivered input must be `input`, at `time` if given; `update` gives the state it
    /// must have left.
    public func receive(_ input: M.Input, at time: SimTime? = nil, _ update: (inout M.State) -> Void = { _ in }) {
        receive(input, at: time, expect: { before in
            var s = before
            update(&s)
            return AnyHashable(s)
        })
    }
}

extension MachineScenario {
    /// Sends `input`; `observe` must then see `after`.
    public func send<P: Hashable>(_ input: M.Input, then after: P) { send(input, expect: { _ in AnyHashable(after) }) }

    /// The next delivered input must be `input`, and `observe` then see `after`.
    public func receive<P: Hashable>(_ input: M.Input, at time: SimTime? = nil, then after: P) {
        receive(input, at: time, expect: { _ in AnyHashable(after) })
    }
}
