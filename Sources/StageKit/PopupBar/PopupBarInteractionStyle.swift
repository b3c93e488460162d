/// `LNPopupInteractionStyle` as the Swift refinement spells it (docs/behavior/lnpopupcontroller.md, "Interaction"):
/// `.customizedSnap`
/// carries a snap percent; `.default` resolves to snap on iOS and scroll on Catalyst.
public enum PopupBarInteractionStyle: Hashable, Sendable, CustomStringConvertible {
    case `default`
    case drag
    case snap
    case customizedSnap(percent: Double)
    case scroll
    case none

    public var description: String {
        switch self {
        case .default: return "default"
        case .drag: return "drag"
        case .snap: return "snap"
        case .customizedSnap(let p): return "customizedSnap(\(Fmt.number(p)))"
        case .scroll: return "scroll"
        case .none: return "none"
        }
    }

    /// The names Lua accepts (customizedSnap takes its percent separately).
    public static let names = ["default", "drag", "snap", "customizedSnap", "scroll", "none"]

    /// `effectivePopupInteractionStyle`: drag, snap, scroll or none.
    public func resolved(on platform: PopupBarPlatform) -> PopupBarInteractionStyle {
        switch self {
        case .default: return platform.isCatalyst ? .scroll : .snap
        case .customizedSnap: return .snap
        case .drag, .snap, .scroll, .none: return self
        }
    }
}
