/// The library's internal `SwipeState` (spec §1): what `tbl:row(i).state` reports.
public enum SwipeState: String, Hashable, Sendable, CaseIterable {
    case center, dragging, left, right, animatingToCenter

    /// `isActive`: anything but center.
    public var isActive: Bool { self != .center }

    /// The open state for a side.
    public static func open(_ o: SwipeActionsOrientation) -> SwipeState { o == .left ? .left : .right }
}

/// Where a fill expansion is (spec §8).
public enum SwipeFill: Hashable, Sendable {
    case none
    /// The 0.3 s fill animation runs (or ran) for the action at delegate index `action`; the row
    /// waits for its fulfillment while `SwipeRowState.fulfillable`.
    case filling(action: Int, options: SwipeExpansionStyle.FillOptions)
    /// `fulfill(.delete)` ran: the row left the table, its mask collapses for 0.3 s.
    case deleting
}

/// What the running offset animation does when it completes; dropped when it is interrupted.
public enum SwipeCompletion: Hashable, Sendable {
    /// The release snap: removes the actions view if the row went back to center.
    case resetIfCenter
    /// `hideSwipe`'s: reset, then the caller's completion.
    case hideFinished(completion: Bool)
    /// The fill reached `fillOffset`: a `.after` handler runs now.
    case fillFinished
    case setOffsetFinished(completion: Bool)
    /// The delete collapse ended: the row's cell is reset.
    case deleteFinished
}

/// The pan in progress on a row (spec §5): the offset at began, how much of the gesture's
/// translation the expansion snap consumed, and the scroll ratio for the release velocity.
public struct SwipePan: Hashable, Sendable {
    public var originalOffset: Double
    public var translationShift = 0.0
    public var scrollRatio = 1.0
}

/// One row's swipe as a value (the library's `SwipeController` + cell state): the state, the
/// actions view while it exists, the content offset over time, the pan in progress, the fill, and
/// the running animation's completion with its token. Only `SwipeMachine.transition` changes it.
public struct SwipeRowState {
    public internal(set) var state: SwipeState = .center
    public internal(set) var actionsView: SwipeActionsView?
    /// The content's horizontal offset (`swipeOffset`): negative when the right actions show.
    public internal(set) var offset = Animated(0.0)
    public internal(set) var pan: SwipePan?
    public internal(set) var fill: SwipeFill = .none
    /// The one-shot fulfillment handler is installed (a fill is waiting for `fulfill`).
    public internal(set) var fulfillable = false
    /// Increments with every started or stopped animation: a completion carrying an older token
    /// was dropped (UIKit's stopAnimation without finishing).
    public internal(set) var token = 0
    public internal(set) var pending: SwipeCompletion?

    public init() {}

    public func offset(at t: SimTime) -> Double { offset.value(at: t) }
    public var orientation: SwipeActionsOrientation? { actionsView?.orientation }
    public var isExpanded: Bool { actionsView?.expanded ?? false }
    /// At rest with nothing attached: the table forgets such rows.
    public var isIdle: Bool { state == .center && actionsView == nil && pending == nil && !fulfillable && fill == .none }

    /// `visibleWidth` at `t` (0 without an actions view).
    public func visibleWidth(at t: SimTime) -> Double {
        actionsView?.layout.visibleWidth(offset: offset(at: t)) ?? 0
    }
}
