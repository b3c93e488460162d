/// Where a popup is (Lua's `p.state`).
///
/// ```swift
/// PopupState.suspended.isVisible   // false: hidden behind a later popup of its group
/// ```
public enum PopupState: String, CaseIterable, Hashable, Sendable {
    /// Created, not popped.
    case idle
    /// Waiting behind a higher-priority popup of its group; never shown yet.
    case queued
    /// The pop animation runs (willPop fired, didPop pending).
    case presenting
    /// On screen.
    case shown
    /// Hidden behind a later popup of its group ("swift": suspended; "objc": covered).
    case suspended
    /// The dismiss animation runs (willDismiss fired).
    case dismissing
    /// Gone (didDismiss fired, or dropped from the queue).
    case dismissed
    /// Ended by a scope invalidation; `pop` is refused.
    case retired

    /// Presenting or shown: on screen and hit-testable.
    public var isVisible: Bool { self == .presenting || self == .shown }
    /// Ended for good.
    public var isEnded: Bool { self == .dismissed || self == .retired }
}
