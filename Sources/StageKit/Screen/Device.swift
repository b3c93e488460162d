/// The device a stage models: its screen in points, its safe-area insets and its status bar, as
/// UIKit reports them in its current interface orientation, and its idiom. Three presets with
/// pinned numbers (portrait; `rotated(to:)` gives each one's other orientations, docs/WORLD.md
/// "Rotation"), and custom devices made from a script's width, height and safe area.
///
/// - **iPhone 15** (the default): 393×852, status bar 54, safe area 59 top / 34 bottom (the
///   Dynamic Island's inset and the home indicator's).
/// - **iPhone SE** (home button): 375×667, status bar 20, safe area 20 top / 0 bottom.
/// - **iPad** (iPad (10th generation), the current base iPad): 820×1180 (its 2360×1640-pixel
///   panel at 2×), status bar 24, safe area 24 top / 20 bottom (the home indicator's inset on
///   iPads without a home button); the iPad idiom, regular width in both size classes.
///
/// A custom device keeps its base device's status bar, never taller than its top inset (a screen
/// given no top inset has no status bar area to keep clear).
///
/// ```swift
/// Device.named("iPhone SE")?.safeArea          // {top 20, bottom 0}
/// Device.iPhone15.statusBarFrame               // {x=0, y=0, width=393, height=54}
/// Device.iPhone15.custom(size: Size(width: 320, height: 568), safeArea: EdgeInsets(top: 20)).statusBarHeight  // 20
/// ```
public struct Device: Hashable, Sendable {
    /// "iPhone 15", "iPhone SE", or "custom".
    public var name: String
    public var size: Size
    public var safeArea: EdgeInsets
    public var statusBarHeight: Double
    /// The iPad idiom (`UIUserInterfaceIdiom.pad`): a full-screen app is regular width.
    public var isPad: Bool
    /// The interface orientation these numbers are for (presets start in portrait).
    public var orientation: DeviceOrientation

    public init(name: String, size: Size, safeArea: EdgeInsets, statusBarHeight: Double, isPad: Bool = false,
                orientation: DeviceOrientation = .portrait) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
        self.statusBarHeight = statusBarHeight
        self.isPad = isPad
        self.orientation = orientation
    }

    /// UIKit's vertically compact size class: an iPhone in landscape (the iPad is regular in both
    /// orientations). The system bars are shorter and the status bar hidden there.
    public var isVerticallyCompact: Bool { !isPad && orientation.isLandscape }

    public static let iPhone15 = Device(name: "iPhone 15", size: Size(width: 393, height: 852),
        safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), statusBarHeight: 54)
    public static let iPhoneSE = Device(name: "iPhone SE", size: Size(width: 375, height: 667),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), statusBarHeight: 20)
    public static let iPad = Device(name: "iPad", size: Size(width: 820, height: 1180),
        safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24, isPad: true)

    /// The presets, the default first.
    public static let presets: [Device] = [iPhone15, iPhoneSE, iPad]
    public static let `default` = iPhone15

    /// The preset called `name`.
    public static func named(_ name: String) -> Device? { presets.first { $0.name == name } }


    /// This device with another screen: its own preset when the numbers are a preset's, else
    /// "custom" with this device's status bar, capped at the top inset.
    public func custom(size: Size, safeArea: EdgeInsets) -> Device {
        if let preset = Device.presets.first(where: { $0.size == size && $0.safeArea == safeArea }) { return preset }
        return Device(
            name: "custom", size: size, safeArea: safeArea, statusBarHeight: min(statusBarHeight, safeArea.top),
            isPad: isPad)
    }

    /// Where the status bar is: the top of the screen, full width.
    public var statusBarFrame: Rect { Rect(x: 0, y: 0, width: size.width, height: statusBarHeight) }
}
