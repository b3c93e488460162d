/// Where a button's image + title block sits vertically (SwipeOptions.swift 78-88, SwipeActionButton.swift 23-29).
public enum SwipeVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case centerFirstBaseline, center
}
