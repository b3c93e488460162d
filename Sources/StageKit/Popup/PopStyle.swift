/// How a popup enters (LSTPopView's `LSTPopStyle`, LSTPopView.m:924-1039). Raw values are the library's.
public enum PopStyle: Int, CaseIterable, Hashable, Sendable {
    case fade = 0, no, scale
    case smoothFromTop, smoothFromLeft, smoothFromBottom, smoothFromRight
    case springFromTop, springFromLeft, springFromBottom, springFromRight
    case cardDropFromLeft, cardDropFromRight

    /// The Lua name: the case name ("smoothFromBottom").
    public var name: String {
        switch self {
        case .fade: return "fade"
        case .no: return "no"
        case .scale: return "scale"
        case .smoothFromTop: return "smoothFromTop"
        case .smoothFromLeft: return "smoothFromLeft"
        case .smoothFromBottom: return "smoothFromBottom"
        case .smoothFromRight: return "smoothFromRight"
        case .springFromTop: return "springFromTop"
        case .springFromLeft: return "springFromLeft"
        case .springFromBottom: return "springFromBottom"
        case .springFromRight: return "springFromRight"
        case .cardDropFromLeft: return "cardDropFromLeft"
        case .cardDropFromRight: return "cardDropFromRight"
        }
    }

    /// The side a Smooth/Spring style enters from (nil for the others).
    public var edge: PopupEdge? {
        switch self {
        case .smoothFromTop, .springFromTop: return .top
        case .smoothFromLeft, .springFromLeft: return .left
        case .smoothFromBottom, .springFromBottom: return .bottom
        case .smoothFromRight, .springFromRight: return .right
        default: return nil
        }
    }

    /// The style's own duration when no duration property is set (LSTPopView.m:1287-1346).
    public var defaultDuration: SimDuration {
        switch self {
        case .no: return .zero
        case .fade: return 0.2
        case .scale: return 0.3
        default: return 0.6
        }
    }
}

/// A side of the container, for the off-screen points of Smooth/Spring styles.
public enum PopupEdge: Hashable, Sendable {
    case top, left, bottom, right
}
