/// One row's swipe as a value (the library's `SwipeController` + cell state): the state, the
/// actions view while it exists, the content offset over time, the pan in progress, the fill, and
/// what the running animation does when it completes. Only `SwipeMachine.transition` changes it.
///
/// Invariants (`checkInvariants()`, run by the table's driver after every transition where
/// invariants are checked): without an actions view the row is at rest at offset 0 (a leftover
/// fulfillment aside); a row away from center has
/// its actions view, and an open row's view is on its side; a pan exists only while the row is
/// active, and always while dragging unless a programmatic open is between its steps; `fulfillable` only while a fill
/// waits; each pending
/// completion agrees with the state it finishes; the animated values' own checks.
///
/// ```swift
/// var row = SwipeRowState()
/// _ = SwipeMachine.transition(&row, .panBegan(velocityX: -600, view: view), ctx)
/// row.brokenInvariants   // []
/// ```
public struct SwipeRowState {
    public internal(set) var state: SwipeState = .center
    public internal(set) var actionsView: SwipeActionsView?
    /// The content's horizontal offset (`swipeOffset`): negative when the right actions show.
    public internal(set) var offset = Animated(0.0)
    public internal(set) var pan: SwipePan?
    public internal(set) var fill: SwipeFill = .none
    /// The one-shot fulfillment handler is installed (a fill is waiting for `fulfill`).
    public internal(set) var fulfillable = false
    /// What the running animation's completion does; nil when none runs (or it was stopped:
    /// UIKit's stopAnimation without finishing). The driver's `animation` slot holds its end
    /// exactly while this is set.
    public internal(set) var pending: SwipeCompletion?
    /// A programmatic open waiting for its second step (`SwipeOpening`).
    public internal(set) var opening: SwipeOpening?
    /// A fulfillment handler the row kept when its waiting fill was dropped (a reset, a new
    /// swipe): a later `fulfill` still runs it.
    public internal(set) var leftoverFulfillment: SwipeLeftoverFulfillment?

    public init() {}

    public func offset(at t: SimTime) -> Double { offset.value(at: t) }
    public var orientation: SwipeActionsOrientation? { actionsView?.orientation }
    public var isExpanded: Bool { actionsView?.expanded ?? false }
    /// At rest with nothing attached: the table forgets such rows.
    public var isIdle: Bool { isAtRest && leftoverFulfillment == nil }
    /// At rest: center, no actions view, nothing running or waiting on the row itself.
    public var isAtRest: Bool {
        state == .center && actionsView == nil && pending == nil && !fulfillable && fill == .none && opening == nil
    }

    /// `visibleWidth` at `t` (0 without an actions view).
    public func visibleWidth(at t: SimTime) -> Double {
        actionsView?.layout.visibleWidth(offset: offset(at: t)) ?? 0
    }
}

extension SwipeRowState: InvariantChecking {
    public func checkInvariants() throws(InvariantBroken) {
        guard let view = actionsView else {
            // reset() is the only way to drop the view; it leaves nothing attached but a leftover fulfillment.
            try InvariantBroken.check(
                isAtRest,
                "\(state) row without actions view (fill \(fill), pending \(pending.map { "\($0)" } ?? "none"))"
            )
            try InvariantBroken.check(offset.target == 0, "row at rest at offset \(offset.target)")
            try offset.checkInvariants()
            return
        }
        if state == .left || state == .right {
            try InvariantBroken.check(
                state == .open(view.orientation), "\(state) row showing its \(view.orientation) actions")
        }
        try InvariantBroken.check(pan == nil || state.isActive, "a pan on a center row")
        try InvariantBroken.check(pan != nil || state != .dragging || opening != nil, "dragging without a pan")
        var waits = false
        if case .filling = fill { waits = true }
        // A fill stays after its fulfillment forgot itself, until the follow-up deletes or hides.
        try InvariantBroken.check(!fulfillable || waits, "fulfillable \(fulfillable) with fill \(fill)")
        if let pending {
            switch pending {
            case .hideFinished:
                try InvariantBroken.check(state == .animatingToCenter, "hide completion on a \(state) row")
            case .deleteFinished: try InvariantBroken.check(fill == .deleting, "delete completion with fill \(fill)")
            case .fillFinished: try InvariantBroken.check(waits, "fill completion with fill \(fill)")
            case .resetIfCenter, .setOffsetFinished: break
            }
        }
        try offset.checkInvariants()
        try view.checkInvariants()
    }
}
