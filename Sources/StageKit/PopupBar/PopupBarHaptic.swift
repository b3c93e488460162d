/// Haptic feedback (docs/behavior/lnpopupcontroller.md, "Accessibility and marquee"), logged as `haptic` when the
/// container allows it.
public enum PopupBarHaptic: Hashable, Sendable {
    case soft(Double)
    case rigid(Double)

    public var style: String {
        switch self {
        case .soft: return "soft"
        case .rigid: return "rigid"
        }
    }

    public var intensity: Double {
        switch self {
        case .soft(let i), .rigid(let i): return i
        }
    }
}
