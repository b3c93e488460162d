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
        let top = navigationBarFrame?.maxY ?? screen.safeArea.top
        let bottom = modelBottomSafeAreaInset
        return Rect(x: screen.safeArea.left, y: top, width: max(0, screen.width - screen.safeArea.left - screen.safeArea.right),
                    height: max(0, screen.height - top - bottom))
    }

    /// UIKit adjusts a non-scrollable scroll view's insets inside a navigation controller.
    public var adjustsScrollViewInsetsWhenNotScrollable: Bool {
        if case .navigationController = kind { return true }
        return false
    }
}

extension PopupBarContainer {
    /// A navigation controller's navigation bar (UINavigationBar: 44 pt below the top inset, its
    /// background reaching up under the status bar), in screen points; nil for other containers
    /// and while `navigationBarHidden`. It takes the touches on it (the content below does not).
    public var navigationBarFrame: Rect? {
        guard case .navigationController = kind, !navigationBarHidden else { return nil }
        return Rect(x: 0, y: 0, width: stage.screen.width, height: stage.screen.safeArea.top + SystemBarMetrics.navigationBar)
    }
}
