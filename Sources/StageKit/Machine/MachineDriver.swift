/// Applies inputs to a `StateMachine` whose state an owner keeps: runs the transition on the
/// stored state, checks the invariants (debug builds), then carries the effects out in order
/// through the owner. Every component feeds its machine through one of these.
///
/// The state is stored before any effect runs, so a callback that re-enters the component sees
/// the moved state; an effect made stale by such a re-entrant transition (`StateMachine.stamp`)
/// is skipped. A broken invariant is reported on the clock as an `InvariantViolation`: it stops
/// the advance in progress and reaches Lua as "internal error: <component> invariant broken
/// after <input> at <t>: ...".
///
/// ```swift
/// let driver = MachineDriver<SheetLifecycle>(component: "sheet#1", clock: stage.clock)
/// driver.send(.dismissFinished, ctx, on: controller, at: \.state) { effect in controller.apply(effect) }
/// ```
public struct MachineDriver<M: StateMachine> {
    /// Names the component in invariant reports ("sheet#1", "popups", "swipe table table#1").
    public var component: String
    public let clock: SimClock
    /// Check invariants after every transition (on in debug builds).
    public var checksInvariants: Bool = invariantChecksEnabled

    public init(component: String, clock: SimClock) {
        self.component = component
        self.clock = clock
    }

    /// Feeds `input` to the state at `state` in `owner` and carries out the effects with
    /// `perform`. Returns the step (effects already performed).
    @discardableResult
    public func send<Owner: AnyObject>(_ input: M.Input, _ context: M.Context, on owner: Owner,
                                       at state: ReferenceWritableKeyPath<Owner, M.State>,
                                       perform: (M.Effect) -> Void) -> MachineStep<M.Effect, M.Refusal> {
        let before: M.State? = checksInvariants && M.comparesStateOnDrop ? owner[keyPath: state] : nil
        let step = M.transition(&owner[keyPath: state], input, context)
        guard case .moved(let effects) = step else {
            if let before, let same = sameValue(before, owner[keyPath: state]), !same {
                clock.check(component, after: M.label(input)) { () throws(InvariantBroken) in
                    throw InvariantBroken("a step that was not a move changed the state")
                }
            }
            return step
        }
        if checksInvariants { check(owner[keyPath: state], after: input) }
        guard !effects.isEmpty else { return step }
        let stamps = stamps(of: effects, in: owner[keyPath: state])
        for (i, effect) in effects.enumerated() {
            if let stamps, let stamp = stamps[i], M.stamp(effect, in: owner[keyPath: state]) != stamp { continue }
            perform(effect)
        }
        if checksInvariants, let checked = owner as? any InvariantChecking { check(checked, after: input) }
        return step
    }

    /// Checks `value` now, reporting a violation as happening after `input`.
    public func check(_ value: some InvariantChecking, after input: M.Input) {
        clock.check(value, as: component, after: M.label(input))
    }

    private func stamps(of effects: [M.Effect], in state: M.State) -> [Int?]? {
        var any = false
        let s = effects.map { e -> Int? in
            let stamp = M.stamp(e, in: state)
            if stamp != nil { any = true }
            return stamp
        }
        return any ? s : nil
    }
}

/// `a == b` when the values are Equatable; nil when they are not.
private func sameValue<T>(_ a: T, _ b: T) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return equal(a, b)
}

private func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { a == $0 } ?? false }
