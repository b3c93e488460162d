/// What a view controller tells the navigation controller that shows it (UIKit's
/// `navigationItem` and the view controller's own flags), and the app's appearance overrides.
///
/// ```swift
/// let detail = PopupBarContainer(stage: stage, kind: .viewController, title: "Episode 3")
/// detail.navigationItem.largeTitleDisplayMode = .never
/// detail.navigationItem.hidesBottomBarWhenPushed = true
/// ```
public struct NavigationItem {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
        /// Whatever the controller below shows (the root: the bar's `prefersLargeTitles`).
        case automatic
        case always
        case never
    }

    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// UIViewController's `hidesBottomBarWhenPushed`: while it is the top controller of a
    /// navigation controller, the tab bar (or toolbar) hides.
    public var hidesBottomBarWhenPushed = false
    /// The app's `viewWillAppear(_:)` and the like, called with `animated` (dropped at
    /// `stage.reset`).
    public var appearanceHandlers: [NavigationAppearance: (Bool) throws -> Void] = [:]

    public init() {}
}
