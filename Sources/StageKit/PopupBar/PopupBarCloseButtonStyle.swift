/// `LNPopupCloseButton.Style` (docs/behavior/lnpopupcontroller.md, "Content, item and close button"): `.default`
/// resolves to grabber on iOS, round on
/// Catalyst (the 3.0.7 resolver; the README's "chevron on iOS ≤ 16" is not what the code does).
public enum PopupBarCloseButtonStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case `default` = 0
    case round = 1
    case chevron = 2
    case grabber = 3
    case none = 0xFFFF

    public var description: String {
        switch self {
        case .default: return "default"
        case .round: return "round"
        case .chevron: return "chevron"
        case .grabber: return "grabber"
        case .none: return "none"
        }
    }

    public func resolved(on platform: PopupBarPlatform) -> PopupBarCloseButtonStyle {
        self == .default ? (platform.isCatalyst ? .round : .grabber) : self
    }

    /// The intrinsic size (docs/behavior/lnpopupcontroller.md, "Content, item and close button"); zero for `.none`
    /// (and `.default`, which is resolved first).
    public var size: Size {
        switch self {
        case .round: return Size(width: 24, height: 24)
        case .chevron: return Size(width: 42, height: 25)
        case .grabber: return Size(width: 36, height: 25)
        case .default, .none: return Size(width: 0, height: 0)
        }
    }
}
