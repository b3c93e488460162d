/// One queue policy of LSTPopView (docs/behavior/lstpopview.md, "Queue" and "The swift policy") in the engine's one machine shape
/// (`StateMachine`): the state is the policy value itself — every popup's `PopupState` and the
/// queues, one value because every decision of the library involves a group (cover, resume,
/// sweep) — the inputs are `PopupInput`, the effects `PopupEffect`, a refusal a `PopupError`.
/// `SwiftPopupPolicy` and `ObjCPopupPolicy` conform; `PopupManager` keeps one and feeds it
/// through a `MachineDriver`.
///
/// "swift" stamps an effect with its popup's epoch (`stamp`): a transition bumps the epoch of
/// every popup it changes, so an effect whose popup a re-entrant callback moved on is skipped.
/// "objc" stamps nothing (the library carries on after a block returns).
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
    /// Bumped whenever a transition changes the popup: effects stamped with an older epoch are
    /// stale (a callback re-entered and moved the popup on) and are skipped.
    func epoch(of id: PopupID) -> Int
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

    /// The epoch of the effect's popup (nil for stage-wide effects, which are never stale).
    public static func stamp(_ effect: PopupEffect, in state: Self) -> Int? {
        effect.popup.map { state.epoch(of: $0) }
    }

    /// The policy holds every popup and queue: copying it before each input would make debug runs
    /// O(n) per input twice over. `PopupMachineTableTests` checks that every ignored or refused
    /// row leaves the policy equal.
    public static var comparesStateOnDrop: Bool { false }
}
