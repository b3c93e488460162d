/// One queue policy of LSTPopView (docs/behavior/lstpopview.md, "Queue" and "The swift policy") in the engine's one
/// machine shape
/// (`StateMachine`): the state is the policy value itself — every popup's `PopupState` and the
/// queues, one value because every decision of the library involves a group (cover, resume,
/// sweep) — the inputs are `PopupInput`, the effects `PopupEffect`, a refusal a `PopupError`.
/// `SwiftPopupPolicy` and `ObjCPopupPolicy` conform; `PopupManager` keeps one and feeds it
/// through a `MachineDriver`.
///
/// Timers are the driver's (`PopupTimer`: a popup's `PopupTimerSlot`); a policy says which it
/// still awaits. Calls from callbacks: "swift" runs them after the step (the driver's rule);
/// "objc" runs them inside the callback, as LSTPopView's blocks do, and the step carries on
/// (`ObjCPopupPolicy.reentry`).
///
/// ```swift
/// var m = SwiftPopupPolicy(tieBreak: .lifo)
/// let now = PopupContext(now: .zero)
/// _ = SwiftPopupPolicy.transition(&m, .create(PopupID(1), host: "window"), now)
/// SwiftPopupPolicy.transition(&m, .pop(PopupID(1), PopupTicket(priority: 1000), style: nil, duration: nil), now)
/// // .moved([.attach(popup#1), .emit(popup#1, .willPop, ...), .animatePop(popup#1, .fade, 0.2 s),
/// //         .schedule(popup#1, .popFinished, after: 0.2 s, .popFinished(popup#1, ...))])
/// m.state(of: PopupID(1))   // .presenting
/// ```
public protocol PopupPolicyModel: StateMachine, InvariantChecking, Equatable, Sendable
where State == Self, Input == PopupInput, Context == PopupContext, Effect == PopupEffect, Refusal == PopupError {
    var kind: PopupPolicyKind { get }
    func state(of id: PopupID) -> PopupState?
    /// Whether the policy still waits for what is pending in `timer` (the driver delivers a
    /// due input only then).
    func awaits(_ timer: PopupTimer) -> Bool
    /// Queued, shown and suspended popups in the manager's listing order ("objc": ascending
    /// priority, the exchange-sorted array; "swift": creation order).
    var registered: [PopupID] { get }
    /// The registered members of `id`'s group, in listing order.
    func group(of id: PopupID) -> [PopupID]
    /// Waiting popups of a group in resume order (first = next to come back).
    func queue(_ key: PopupGroupKey) -> [PopupID]
    /// The popup `removeLast` acts on.
    var last: PopupID? { get }
    /// Seconds left of the popup's countdown and whether it is running now.
    func countdown(of id: PopupID, at now: SimTime) -> (remaining: Double, running: Bool)?
}

/// What one popup transition did (`MachineStep` with the popup vocabulary).
public typealias PopupStep = MachineStep<PopupEffect, PopupError>

extension PopupPolicyModel {
    /// "pop(popup#2)", "tick": the input and the popup it concerns.
    public static func label(_ input: PopupInput) -> String { input.trace }

    public static func timerRequest(_ effect: PopupEffect) -> TimerRequest<PopupTimer, PopupInput>? {
        switch effect {
        case .schedule(let p, let slot, let delay, let input):
            return .schedule(PopupTimer(p, slot), after: delay, input)
        case .cancel(let p, let slot): return .cancel(PopupTimer(p, slot))
        default: return nil
        }
    }

    public static func awaits(_ timer: PopupTimer, in state: Self, _ context: PopupContext) -> Bool {
        state.awaits(timer)
    }
    public static func slotName(_ timer: PopupTimer) -> String { timer.slot.name }

    /// The policy holds every popup and queue: copying it before each input would make debug runs
    /// O(n) per input twice over. `PopupMachineTableTests` checks that every ignored or refused
    /// row leaves the policy equal.
    public static var comparesStateOnDrop: Bool { false }
}
