/// The heights of UIKit's system bars in portrait on iPhone, in points (iOS 17). A bar at the
/// bottom of the screen (a tab bar, a toolbar) also covers the bottom safe-area inset below it:
/// its frame is its height plus that inset (a tab bar on an iPhone 15: 49 + 34 = 83).
///
/// ```swift
/// SystemBarMetrics.bottomBarFrameHeight(SystemBarMetrics.tabBar, on: .iPhone15)   // 83
/// Device.iPhone15.safeArea.top + SystemBarMetrics.navigationBar                   // 103: a navigation bar sits below the top inset
/// ```
public enum SystemBarMetrics {
    /// `UINavigationBar`, standard title.
    public static let navigationBar = 44.0
    /// `UINavigationBar` with `prefersLargeTitles`, expanded.
    public static let largeTitleNavigationBar = 96.0
    /// `UIToolbar`.
    public static let toolbar = 44.0
    /// `UITabBar`, without the home-indicator area.
    public static let tabBar = 49.0

    /// The frame height of a bar of `height` at the bottom of `device`'s screen.
    public static func bottomBarFrameHeight(_ height: Double, on device: Device) -> Double {
        height + device.safeArea.bottom
    }
}
