/// `.default` or `.destructive` (SwipeAction.swift 11-17): only the default background color depends on it,
/// plus accessibility, where a destructive custom action makes the library delete the row.
public enum SwipeActionStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, destructive
}
