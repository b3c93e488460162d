/// A fill's fulfillment handler that outlived its fill. The library installs it on the action
/// (SwipeController.swift 411-413) and only running it clears it: `reset()` (336-341) and a new
/// swipe's `showActionsView` (178-189) leave it, so a row that hid or was swiped back while its
/// fill waited still deletes (or hides) when `fulfill` comes later. What the handler captured:
/// the fill's timing and its end offset (409, 430).
///
/// ```swift
/// row.leftoverFulfillment   // SwipeLeftoverFulfillment(timing: .after, fillOffset: -449) after a hide
/// ```
public struct SwipeLeftoverFulfillment: Hashable, Sendable {
    public var timing: SwipeExpansionStyle.HandlerInvocationTiming
    public var fillOffset: Double
}
