/// `popupSnapPercent` (docs/behavior/lnpopupcontroller.md, "Interaction"): default 0.32, the setter clamps to [0.1,
/// 0.9]; NaN (which
/// can come from a script) keeps the default.
public enum PopupBarSnapPercent {
    public static let `default` = 0.32
    public static let range: ClosedRange<Double> = 0.1...0.9

    public static func clamped(_ p: Double) -> Double {
        p.isNaN ? `default` : min(max(p, range.lowerBound), range.upperBound)
    }
}
