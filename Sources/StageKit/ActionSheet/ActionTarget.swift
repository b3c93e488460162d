/// Which action a semantic call means: a 0-based global index, a 1-based position (as Lua
/// counts), or the first action with a title.
public enum ActionTarget: Hashable, Sendable {
    case index(Int)
    case position(Int)
    case title(String)
}
