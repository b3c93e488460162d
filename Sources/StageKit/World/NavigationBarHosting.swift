/// A view controller that shows a navigation bar: what XLActionController's
/// `presentingNavigationController` finds when the presenting controller is a navigation
/// controller (Source/ActionController.swift 162-164), and hides while a sheet is up.
public protocol NavigationBarHosting: AnyObject {
    /// The controller is a navigation controller (it has a bar to hide).
    var hasNavigationBar: Bool { get }
    /// UIKit's `isNavigationBarHidden`.
    var navigationBarHidden: Bool { get set }
}

extension Stage {
    /// The window's root view controller when it is a navigation controller: the presenting
    /// controller of a sheet presented from the root. Nil for the implicit plain root, a tab bar
    /// controller (whose `navigationController` is nil) and other containers.
    public var rootNavigationController: (any NavigationBarHosting)? {
        guard let root = containment.root, let nav = layers.layer(source: root) as? any NavigationBarHosting,
              nav.hasNavigationBar else { return nil }
        return nav
    }
}
