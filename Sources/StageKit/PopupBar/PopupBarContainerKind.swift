/// The presentation container (docs/behavior/lnpopupcontroller.md, "State machine", "Layout"): a tab bar controller
/// with its tabs, a navigation
/// controller with or without its toolbar, a plain view controller, or a custom container that
/// supplies its own bottom docking view (`bottomDockingViewForPopupBar`,
/// `defaultFrameForBottomDockingView`, `insetsForBottomDockingView`: only `.bottom` is honoured).
public enum PopupBarContainerKind: Hashable, Sendable {
    case tabBarController(tabs: [String])
    case navigationController(toolbar: Bool)
    case viewController
    /// `dockingFrame` nil: the plain controller's helper view frame.
    case custom(dockingFrame: Rect?, insetsBottom: Double)

    /// "tabBarController", "navigationController", "viewController", "custom".
    public var name: String {
        switch self {
        case .tabBarController: return "tabBarController"
        case .navigationController: return "navigationController"
        case .viewController: return "viewController"
        case .custom: return "custom"
        }
    }

    public var tabs: [String] {
        if case .tabBarController(let t) = self { return t }
        return []
    }

    public var isTabBarController: Bool {
        if case .tabBarController = self { return true }
        return false
    }

    public var isNavigationController: Bool {
        if case .navigationController = self { return true }
        return false
    }

    /// The container has a system bottom bar (tab bar, or a toolbar it shows).
    public var hasSystemBar: Bool {
        switch self {
        case .tabBarController: return true
        case .navigationController(let toolbar): return toolbar
        case .viewController, .custom: return false
        }
    }

}

/// The bottom docking view's geometry for one container on one screen (docs/behavior/lnpopupcontroller.md, "Layout"),
/// what the bar
/// docks to: `dockY` is the edge used for the bar, `insetBottom` the library's insets, `height`
/// the docking view's height in the frame formulas (0 for a hidden system bar), `frame` where it
/// is drawn at rest (below the screen when hidden).
///
/// ```swift
/// let d = PopupBarDocking(kind: .tabBarController(tabs: ["A", "B"]), screen: Size(width: 393, height: 852),
///                      safeArea: EdgeInsets(top: 59, bottom: 34))
/// d.dockY        // 769 (852 − 83)
/// d.frame        // {x=0, y=769, width=393, height=83}
/// ```
public struct PopupBarDocking: Hashable, Sendable {
    public var frame: Rect
    public var dockY: Double
    public var insetBottom: Double
    public var height: Double
    /// A tab bar or toolbar is on screen (false when hidden, and for plain/custom containers).
    public var systemBarVisible: Bool
    /// The developer supplied the docking view (custom containers).
    public var isDeveloperView: Bool

    /// `bars`: the idiom's system bars (`SystemBarMetrics`): a tab bar of 49 pt (iPad 50) plus the
    /// home-indicator area, a toolbar of 44 (iPad 50) whose background extends under the home
    /// indicator while its frame does not.
    public init(kind: PopupBarContainerKind, screen: Size, safeArea: EdgeInsets, bottomBarHidden: Bool = false,
                bars: SystemBarMetrics = .iPhone) {
        let w = screen.width, h = screen.height, safe = safeArea.bottom
        isDeveloperView = false
        switch kind {
        case .tabBarController:
            let barH = bars.tabBar + safe
            if bottomBarHidden {
                frame = Rect(x: 0, y: h, width: w, height: barH)
                dockY = h
                insetBottom = safe
                height = 0
                systemBarVisible = false
            } else {
                frame = Rect(x: 0, y: h - barH, width: w, height: barH)
                dockY = h - barH
                insetBottom = 0
                height = barH
                systemBarVisible = true
            }
        case .navigationController(let toolbar):
            let barH = bars.toolbar
            insetBottom = safe
            if toolbar && !bottomBarHidden {
                frame = Rect(x: 0, y: h - safe - barH, width: w, height: barH)
                dockY = h - barH
                height = barH
                systemBarVisible = true
            } else {
                frame = Rect(x: 0, y: h, width: w, height: barH)
                dockY = h
                height = 0
                systemBarVisible = false
            }
        case .viewController:
            // The invisible helper view over the home-indicator strip.
            frame = Rect(x: 0, y: h - safe, width: w, height: safe)
            dockY = h - safe
            insetBottom = 0
            height = safe
            systemBarVisible = false
        case .custom(let f, let insets):
            let fr = f ?? Rect(x: 0, y: h - safe, width: w, height: safe)
            frame = fr
            dockY = fr.minY
            insetBottom = insets.isFinite ? max(0, insets) : 0
            height = fr.height
            systemBarVisible = false
            isDeveloperView = f != nil
        }
    }
}
