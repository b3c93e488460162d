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
