/// A programmatic open between its two steps: `setSwipeOffset` asks for the actions, makes the
/// row `dragging` and tells the delegate `willBeginEditing` (SwipeController.swift 511-512,
/// 178-213); only after the delegate returns does it hide the other rows, set the open state and
/// move the offset (514-529). The machine keeps what the second step needs here and the table
/// sends `finishSetOffset` once the callback returned, so a call the delegate makes meanwhile
/// meets the row as the library's would: dragging.
///
/// ```swift
/// row.opening   // SwipeOpening(offset: -1.8e308, animated: true, completion: false) between the steps
/// ```
public struct SwipeOpening: Hashable, Sendable {
    public var offset: Double
    public var animated: Bool
    /// The caller gave a completion.
    public var completion: Bool
}
