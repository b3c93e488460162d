/// `LNPopupBar.Style` (docs/behavior/lnpopupcontroller.md, "Layout"). `.default` resolves to floating on iOS 17+ and
/// prominent on
/// iOS 16 and below; `.custom` needs a custom bar (else it is coerced back to `.default`).
public enum PopupBarStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case `default` = 0
    case compact = 1
    case prominent = 2
    case floating = 3
    case custom = 0xFFFF

    public var description: String {
        switch self {
        case .default: return "default"
        case .compact: return "compact"
        case .prominent: return "prominent"
        case .floating: return "floating"
        case .custom: return "custom"
        }
    }

    /// `effectiveBarStyle`: never `.default`; `.custom` only with a custom bar.
    public func resolved(on platform: PopupBarPlatform, hasCustomBar: Bool) -> PopupBarStyle {
        switch self {
        case .default: return platform.systemVersion >= 17 ? .floating : .prominent
        case .custom: return hasCustomBar ? .custom : PopupBarStyle.default.resolved(on: platform, hasCustomBar: false)
        case .compact, .prominent, .floating: return self
        }
    }
}
