/// Where a fill expansion is (SwipeController.swift 405-460).
public enum SwipeFill: Hashable, Sendable {
    case none
    /// The 0.3 s fill animation runs (or ran) for the action at delegate index `action`; the row
    /// waits for its fulfillment while `SwipeRowState.fulfillable`.
    case filling(action: Int, options: SwipeExpansionStyle.FillOptions)
    /// `fulfill(.delete)` ran: the row left the table, its mask collapses for 0.3 s.
    case deleting
}
