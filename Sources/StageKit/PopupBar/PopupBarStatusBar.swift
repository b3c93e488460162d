/// The status bar the container reports while the popup is presented (docs/behavior/lnpopupcontroller.md,
/// "Interaction", "Timing"): UIKit's
/// `UIStatusBarStyle` names. The container forwards `childViewControllerForStatusBarStyle` to the
/// popup content while the content covers the status bar: its top (UIKit's model value, i.e. the
/// end of a running open or close, the live value during a drag) at or above half the status-bar
/// height. A programmatic open or close therefore flips it at the transition's start, animated
/// with the transition; a drag flips it when the content's top crosses the half-height line,
/// animated over 0.3 s (ζ 500).
///
/// ```swift
/// PopupBarStatusBar.contentCovers(contentTop: 20, contentHeight: 832, statusBarHeight: 59)   // true (20 ≤ 29.5)
/// PopupBarStatusBar.contentCovers(contentTop: 30, contentHeight: 822, statusBarHeight: 59)   // false
/// ```
public enum PopupBarStatusBarStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case `default`, lightContent, darkContent

    public var description: String { rawValue }
}

public enum PopupBarStatusBar {
    /// The flip while dragging (docs/behavior/lnpopupcontroller.md, "Timing").
    public static let dragFlipDuration: SimDuration = 0.3
    public static let dragFlipCurve = Curve.spring(dampingRatio: 500, initialVelocity: 0)

    /// The content view covers the status bar: it is on screen and its top is at or above half
    /// the status-bar height.
    public static func contentCovers(contentTop: Double, contentHeight: Double, statusBarHeight: Double) -> Bool {
        contentHeight > 0 && contentTop <= statusBarHeight / 2
    }
}
