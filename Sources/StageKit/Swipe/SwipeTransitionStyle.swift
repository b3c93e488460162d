/// How buttons move as the row opens (SwipeOptions.swift 53-62, SwipeTransitionLayout.swift).
public enum SwipeTransitionStyle: String, Hashable, Sendable, CaseIterable {
    /// Equal slots that grow together (`L_i = i·c/n + (v − c)`).
    case border
    /// Rigid buttons that move with the content.
    case drag
    /// Buttons pinned to the screen edge, uncovered by clipping.
    case reveal
}
