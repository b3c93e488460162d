/// An action's background (spec §1: `backgroundColor`, `backgroundEffect`). Colors here are
/// opaque, so "clear" and "an effect" are cases of their own: both make the action count as having
/// no background color, which turns on `ScaleAndAlphaExpansion.default`.
public enum SwipeActionBackground: Hashable, Sendable {
    case color(Color)
    case clear
    /// A `UIVisualEffect`, by name ("blur").
    case effect(String)
}
