/// How an action looks. XLActionController never interprets it (no reordering, no special tap
/// semantics: a `.cancel` action tapped is an ordinary row); it only reaches the cell, which the
/// presets use for colors (xlactioncontroller.md "The model").
public enum ActionStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, cancel, destructive
}
