/// Shapes of values the stage passes around, read with raw access.
public enum LuaShape: String, Sendable {
    /// `{x, y}` or `{x =, y =}`.
    case point
    /// `{width =, height =}`.
    case size
    /// `{x =, y =, width =, height =}`.
    case rect
    /// `{top =, left =, bottom =, right =}`.
    case insets
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case color

    /// A Lua expression of a valid value.
    public var sample: String {
        switch self {
        case .point: return "{ x = 1, y = 2 }"
        case .size: return "{ width = 1, height = 2 }"
        case .rect: return "{ x = 0, y = 0, width = 1, height = 2 }"
        case .insets: return "{ top = 0, left = 0, bottom = 0, right = 0 }"
        case .color: return "'#000000'"
        }
    }
}
