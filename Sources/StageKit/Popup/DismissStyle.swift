/// How a popup leaves (LSTPopView's `LSTDismissStyle`, LSTPopView.m:1099-1192). Raw values are the library's.
public enum DismissStyle: Int, CaseIterable, Hashable, Sendable {
    case fade = 0, no, scale
    case smoothToTop, smoothToLeft, smoothToBottom, smoothToRight
    case cardDropToLeft, cardDropToRight, cardDropToTop

    public var name: String {
        switch self {
        case .fade: return "fade"
        case .no: return "no"
        case .scale: return "scale"
        case .smoothToTop: return "smoothToTop"
        case .smoothToLeft: return "smoothToLeft"
        case .smoothToBottom: return "smoothToBottom"
        case .smoothToRight: return "smoothToRight"
        case .cardDropToLeft: return "cardDropToLeft"
        case .cardDropToRight: return "cardDropToRight"
        case .cardDropToTop: return "cardDropToTop"
        }
    }

    /// The side a SmoothTo style leaves by (nil for the others).
    public var edge: PopupEdge? {
        switch self {
        case .smoothToTop: return .top
        case .smoothToLeft: return .left
        case .smoothToBottom: return .bottom
        case .smoothToRight: return .right
        default: return nil
        }
    }

    /// The style's own duration when no duration property is set (LSTPopView.m:1287-1346).
    public var defaultDuration: SimDuration {
        switch self {
        case .no: return .zero
        case .fade: return 0.2
        case .scale: return 0.3
        default: return 0.5
        }
    }
}
