/// The close button's frame in the open content (docs/behavior/lnpopupcontroller.md, "Content, item and close
/// button"): grabber and chevron centered on the
/// content's safe area with top = max(0, layout margin top + 1); round at the leading layout
/// margin with top = max(12, layout margin top). The content controller's layout margins are the
/// simulation's choice: top = the safe area's top, sides = safe area + 16 pt (20 in regular
/// width), UIKit's root-view margins.
///
/// ```swift
/// PopupBarCloseButton.frame(style: .grabber, content: Rect(x: 0, y: 0, width: 393, height: 852),
///                        safeArea: EdgeInsets(top: 59, bottom: 34))   // {x=178.5, y=60, width=36, height=25}
/// ```
public enum PopupBarCloseButton {
    /// `marginsTop` overrides the top margin (the content controller's `layoutMarginsTop`).
    public static func layoutMargins(
        safeArea: EdgeInsets, platform: PopupBarPlatform, marginsTop: Double? = nil
    ) -> EdgeInsets {
        let side = platform.regularWidth ? 20.0 : 16.0
        return EdgeInsets(
            top: marginsTop ?? safeArea.top, left: safeArea.left + side, bottom: safeArea.bottom,
            right: safeArea.right + side)
    }

    /// The button's frame for the content view at `content` (nil for `.none`).
    public static func frame(style: PopupBarCloseButtonStyle, content: Rect, safeArea: EdgeInsets,
                             platform: PopupBarPlatform = PopupBarPlatform(), marginsTop: Double? = nil) -> Rect? {
        let s = style.resolved(on: platform)
        let size = s.size
        let margins = layoutMargins(safeArea: safeArea, platform: platform, marginsTop: marginsTop)
        switch s {
        case .grabber, .chevron:
            let safeWidth = content.width - safeArea.left - safeArea.right
            let x = content.x + safeArea.left + (safeWidth - size.width) / 2
            return Rect(x: x, y: content.y + max(0, margins.top + 1), width: size.width, height: size.height)
        case .round:
            return Rect(
                x: content.x + margins.left, y: content.y + max(12, margins.top), width: size.width, height: size.height
            )
        case .none, .default:
            return nil
        }
    }

    /// Re-positioning (a style or layout-margin change while open) animates over 0.25 s with
    /// damping 500 (docs/behavior/lnpopupcontroller.md, "Content, item and close button", "Timing").
    public static let repositionDuration: SimDuration = 0.25
    public static let repositionCurve = Curve.spring(dampingRatio: 500, initialVelocity: 0)

    /// What VoiceOver reads for it.
    public static let accessibilityLabel = "Close"
}
