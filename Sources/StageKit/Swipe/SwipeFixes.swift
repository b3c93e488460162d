/// The deliberate divergences from SwipeCellKit a script may turn on, each off by default so a
/// table does what the library's code does (docs/behavior/swipecellkit.md, "Fixes"). The table
/// holds them and hands them to its machine in the context.
///
/// ```swift
/// var fixes = SwipeFixes()
/// fixes.overscrollReadsContent = true   // a collection's .fill expands on overscroll, as a table's
/// ```
public struct SwipeFixes: Hashable, Sendable {
    /// Non-animated `hideSwipe`, `setSwipeOffset` and `showSwipe` call their completion at once
    /// (finished = true). The library never calls it on that path (SwipeController.swift 476-480,
    /// 526-529).
    public var immediateCompletion = false
    /// A collection's `.overscroll` trigger reads the moving content, as a table's does. The
    /// library reads the cell's frame, which does not move in a collection (SwipeExpansionStyle.swift
    /// 99, 155-156), so the trigger never fires there.
    public var overscrollReadsContent = false
    /// `action:fulfill` with no fill waiting for it is an error. The library clears the action's
    /// completion handler once it ran and calls it optionally, so such a call does nothing
    /// (SwipeAction.swift 107-109, SwipeController.swift 411-413).
    public var strictFulfill = false
    /// A fill that stops waiting because its row hid or was swiped again forgets its
    /// fulfillment: a later `action:fulfill` finds no fill. The library keeps the action's
    /// completion handler through `reset()` (SwipeController.swift 336-341, 411-413), so a late
    /// `fulfill("delete")` still deletes the row that went back to center.
    public var hideForgetsFulfill = false

    public init(immediateCompletion: Bool = false, overscrollReadsContent: Bool = false, strictFulfill: Bool = false,
                hideForgetsFulfill: Bool = false) {
        self.immediateCompletion = immediateCompletion
        self.overscrollReadsContent = overscrollReadsContent
        self.strictFulfill = strictFulfill
        self.hideForgetsFulfill = hideForgetsFulfill
    }
}
