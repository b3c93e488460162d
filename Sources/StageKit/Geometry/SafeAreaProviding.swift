/// Where a view's safe-area insets come from: its container's safe region on screen (UIKit's
/// `safeAreaLayoutGuide.layoutFrame` of the view controller's view, in screen points), read each
/// time a view needs it so a bar that appears or hides moves what depends on it.
///
/// The screen is the provider when nothing else is (`Screen.safeAreaFrame`: the screen minus
/// its safe-area insets). A view-controller container (a navigation bar, a tab bar, a popup bar)
/// conforms by returning the region its bars leave free and hands itself to the views it holds
/// (`SwipeTable.safeAreaProvider`).
///
/// ```swift
/// let stage = Stage()                                   // 393×852, safe area 59 / 34
/// stage.screen.safeAreaFrame                            // {x=0, y=59, width=393, height=759}
/// ```
public protocol SafeAreaProviding: AnyObject {
    /// The region not covered by bars or the screen's insets, in screen points, now.
    var safeAreaFrame: Rect { get }
    /// UIKit's backward-compatible rule: a scroll view owned by a view controller inside a
    /// navigation controller has its top and bottom adjusted under `.automatic` even when it
    /// cannot scroll vertically. False for the bare screen.
    var adjustsScrollViewInsetsWhenNotScrollable: Bool { get }
    /// Why the provider's view is not in the window now (a tab bar controller's unselected
    /// tabs), nil when it is: the views inside it are drawn and take touches only then.
    var whyNotShown: String? { get }
    /// Why the views the provider holds itself are not in the window (a navigation controller's
    /// root content covered by a pushed controller); default `whyNotShown`.
    var whyContentNotShown: String? { get }
    /// How far right the views it holds are drawn at `t` (a navigation transition moving them);
    /// default 0.
    func contentOffsetX(at t: SimTime) -> Double
}

extension SafeAreaProviding {
    public var adjustsScrollViewInsetsWhenNotScrollable: Bool { false }
    public var whyNotShown: String? { nil }
    public var whyContentNotShown: String? { whyNotShown }
    public func contentOffsetX(at t: SimTime) -> Double { 0 }
}

// The screen's conformance lives here, beside the protocol, rather than in Screen/: the screen
// only supplies the region (`safeFrame`), and it is the scroll views that need it.
extension Screen: SafeAreaProviding {
    public var safeAreaFrame: Rect { safeFrame }
}
