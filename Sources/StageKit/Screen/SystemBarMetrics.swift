/// The heights of UIKit's system bars in portrait, in points, by idiom (iOS 17). A bar at the
/// bottom of the screen (a tab bar, a toolbar) also covers the bottom safe-area inset below it:
/// its frame is its height plus that inset (a tab bar on an iPhone 15: 49 + 34 = 83).
///
/// - **iPhone**: navigation bar 44 (96 with an expanded large title), toolbar 44, tab bar 49.
/// - **iPad**: since iOS 12 every one is 50 (102 with a large title): Geoff Hackworth, "iPad
///   Navigation Bar and Toolbar Height Changes in iOS 12" (hacknicity.medium.com, 2018), for
///   apps built with the iOS 12 SDK or later (docs/WORLD.md, "Devices").
/// - **iPhone in landscape** (vertically compact): the tab bar is 32 (hacknicity.medium.com);
///   the navigation bar and the toolbar 32 and no large title (approximate: no Apple source;
///   docs/WORLD.md, "Rotation").
///
/// ```swift
/// SystemBarMetrics.of(.iPhone15).bottomBarFrameHeight(SystemBarMetrics.of(.iPhone15).tabBar, on: .iPhone15)   // 83
/// SystemBarMetrics.of(.iPad).navigationBar                                                                      // 50
/// ```
public struct SystemBarMetrics: Hashable, Sendable {
    /// `UINavigationBar`, standard title.
    public var navigationBar: Double
    /// `UINavigationBar` with `prefersLargeTitles`, expanded.
    public var largeTitleNavigationBar: Double
    /// `UIToolbar`.
    public var toolbar: Double
    /// `UITabBar`, without the home-indicator area.
    public var tabBar: Double

    public static let iPhone = SystemBarMetrics(navigationBar: 44, largeTitleNavigationBar: 96, toolbar: 44, tabBar: 49)
    public static let iPad = SystemBarMetrics(navigationBar: 50, largeTitleNavigationBar: 102, toolbar: 50, tabBar: 50)
    /// An iPhone in landscape: compact height, a large title shows as a standard one.
    public static let iPhoneCompactHeight = SystemBarMetrics(
        navigationBar: compactHeightBar, largeTitleNavigationBar: compactHeightBar, toolbar: compactHeightBar,
        tabBar: 32)
    /// The navigation bar's and the toolbar's height in a vertically compact environment
    /// (approximate: docs/WORLD.md, "Rotation").
    public static let compactHeightBar = 32.0

    /// The bars of `device`'s idiom and orientation.
    public static func of(_ device: Device) -> SystemBarMetrics {
        of(isPad: device.isPad, compactHeight: device.isVerticallyCompact)
    }
    /// The bars of an idiom (an iPhone's shorter ones in a vertically compact environment).
    public static func of(isPad: Bool, compactHeight: Bool = false) -> SystemBarMetrics {
        isPad ? .iPad : compactHeight ? .iPhoneCompactHeight : .iPhone
    }

    /// The frame height of a bar of `height` at the bottom of `device`'s screen.
    public func bottomBarFrameHeight(_ height: Double, on device: Device) -> Double {
        height + device.safeArea.bottom
    }
}
