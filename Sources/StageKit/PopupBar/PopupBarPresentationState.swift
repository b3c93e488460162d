/// What the container reports as `popupPresentationState` (docs/behavior/lnpopupcontroller.md, "State machine"): only
/// these three
/// values are ever public; the library's `Transitioning` (2) is internal (`PopupBarInternalState`).
/// Raw values are the library's.
public enum PopupBarPresentationState: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case barHidden = 0
    case barPresented = 1
    case open = 3

    /// The Swift case name Lua sees ("barHidden", "barPresented", "open").
    public var description: String {
        switch self {
        case .barHidden: return "barHidden"
        case .barPresented: return "barPresented"
        case .open: return "open"
        }
    }
}

/// The popup controller's internal state (docs/behavior/lnpopupcontroller.md, "State machine"): the public states plus
/// `transitioning`,
/// set while an animator (or a user drag) moves the popup between them.
public enum PopupBarInternalState: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case barHidden = 0
    case barPresented = 1
    case transitioning = 2
    case open = 3

    public init(_ s: PopupBarPresentationState) {
        switch s {
        case .barHidden: self = .barHidden
        case .barPresented: self = .barPresented
        case .open: self = .open
        }
    }

    public var description: String {
        switch self {
        case .barHidden: return "barHidden"
        case .barPresented: return "barPresented"
        case .transitioning: return "transitioning"
        case .open: return "open"
        }
    }
}
