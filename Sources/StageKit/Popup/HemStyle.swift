/// Where a popup's content is anchored in its container (LSTPopView's `LSTHemStyle`, LSTPopView.m:635-705).
/// Raw values are the library's.
public enum HemStyle: Int, CaseIterable, Hashable, Sendable {
    case center = 0, top, left, bottom, right, topLeft, bottomLeft, bottomRight, topRight

    /// The Lua name ("center", "topLeft", ...).
    public var name: String {
        switch self {
        case .center: return "center"
        case .top: return "top"
        case .left: return "left"
        case .bottom: return "bottom"
        case .right: return "right"
        case .topLeft: return "topLeft"
        case .bottomLeft: return "bottomLeft"
        case .bottomRight: return "bottomRight"
        case .topRight: return "topRight"
        }
    }

    public init?(name: String) {
        guard let s = HemStyle.allCases.first(where: { $0.name == name }) else { return nil }
        self = s
    }
}
