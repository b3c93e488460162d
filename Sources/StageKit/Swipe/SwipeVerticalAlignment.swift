/// Where a button's image + title block sits vertically (spec §3).
public enum SwipeVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case centerFirstBaseline, center
}
