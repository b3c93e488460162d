/// An action's background (SwipeAction.swift `backgroundColor`, `backgroundEffect`; SwipeActionsView.swift 311-343).
/// Colors here are
/// opaque, so "clear" and "an effect" are cases of their own: both make the action count as having
/// no background color, which turns on `ScaleAndAlphaExpansion.default`.
public enum SwipeActionBackground: Hashable, Sendable {
    case color(Color)
    case clear
    /// A `UIVisualEffect`, by name ("blur").
    case effect(String)
}
