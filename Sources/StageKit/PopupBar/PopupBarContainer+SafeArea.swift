/// The container as its children's safe-area provider: a table inside it (`SwipeTable`'s
/// `safeAreaProvider`) is inset from the top by the screen's inset, or below a navigation
/// controller's navigation bar, and from the bottom by the container's bottom safe-area inset,
/// which LNPopupController extends by what its bar adds (`PopupBarLayout.bottomSafeAreaInset`:
/// the tab bar or toolbar, then the bar's height minus its offset). Model values: a bar being
/// dismissed already gives its final inset.
///
/// ```swift
/// let tabs = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["A", "B"]))
/// table.safeAreaProvider = tabs
/// tabs.safeAreaFrame   // {x=0, y=59, width=393, height=710}: above the 83-pt tab bar
/// ```
extension PopupBarContainer: SafeAreaProviding {
    public var safeAreaFrame: Rect {
        let screen = stage.screen
        let i = childSafeAreaInsets
        return Rect(
            x: i.left, y: i.top, width: max(0, screen.width - i.left - i.right),
            height: max(0, screen.height - i.top - i.bottom))
    }

    /// UIKit adjusts a non-scrollable scroll view's insets inside a navigation controller.
    public var adjustsScrollViewInsetsWhenNotScrollable: Bool { kind.isNavigationController }

    /// The container's own content (a navigation controller's root content) is out of the
    /// window while the stack covers it.
    public var whyContentNotShown: String? { whyNotShown ?? navigation?.coveredReason(source) }

    public func contentOffsetX(at t: SimTime) -> Double { navigationOffsetX(at: t, ownContent: true) }
}

extension PopupBarContainer {
    /// A navigation controller's navigation bar (UINavigationBar: 44 pt below the top inset, 96
    /// with `prefersLargeTitles`; 50 and 102 on iPad; its background reaching up under the status
    /// bar), in screen points; nil for other containers and while `navigationBarHidden`. It takes the touches on
    /// it (the content below does not).
    public var navigationBarFrame: Rect? { navigationBarFrame(viewSafeArea: viewSafeArea) }

    /// The navigation bar below `viewSafeArea`'s top (the container's, read once by the caller).
    func navigationBarFrame(viewSafeArea v: EdgeInsets) -> Rect? {
        guard kind.isNavigationController, !navigationBarHidden else { return nil }
        let bar = modelNavigationBarHeight
        return Rect(x: 0, y: 0, width: stage.screen.width, height: v.top + bar)
    }

    /// The system bars of the stage's device (iPad: 50 pt each, docs/WORLD.md "Devices").
    public var systemBars: SystemBarMetrics { .of(stage.screen.device) }

    /// The container's view is in the window: tables inside it are drawn and take touches.
    public var isShownInWindow: Bool { whyNotShown == nil }
}
