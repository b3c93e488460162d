/// `LNPopupBarProgressViewStyle` (docs/behavior/lnpopupcontroller.md, "Layout"): `.default` resolves to `.none`.
public enum PopupBarProgressViewStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case `default` = 0
    case bottom = 1
    case top = 2
    case none = 0xFFFF

    public var description: String {
        switch self {
        case .default: return "default"
        case .bottom: return "bottom"
        case .top: return "top"
        case .none: return "none"
        }
    }

    public var resolved: PopupBarProgressViewStyle { self == .default ? .none : self }
}
