/// The stage's one screen: the device (size in points, safe-area insets, status bar), traits and
/// the keyboard. Defaults are an iPhone 15 in portrait: 393×852, safe area 59 top / 34 bottom.
///
/// ```swift
/// let screen = Screen(size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20))
/// screen.safeFrame   // {x=0, y=20, width=375, height=647}
/// ```
public final class Screen {
    public static let defaultSize = Device.default.size
    public static let defaultSafeArea = Device.default.safeArea

    /// Changes only with a rotation (`Stage.rotate(to:)`).
    public internal(set) var device: Device
    public var size: Size { device.size }
    public var safeArea: EdgeInsets { device.safeArea }
    /// Change through `Stage.setTraits(_:)` so the change is logged.
    public internal(set) var traits: Traits
    /// The keyboard's state (hidden, or shown with a height and its slide animation).
    public internal(set) var keyboard: Keyboard

    public convenience init(
        size: Size = Screen.defaultSize, safeArea: EdgeInsets = Screen.defaultSafeArea, traits: Traits = Traits()
    ) {
        self.init(device: Device.default.custom(size: size, safeArea: safeArea), traits: traits)
    }

    public init(device: Device, traits: Traits = Traits()) {
        self.device = device
        self.traits = traits
        self.keyboard = Keyboard(screenHeight: device.size.height)
    }

    public var bounds: Rect { Rect(origin: .zero, size: size) }
    /// The status bar's area (the top of the screen, the device's status bar height).
    public var statusBarFrame: Rect { device.statusBarFrame }
    /// The screen minus the safe-area insets.
    public var safeFrame: Rect { bounds.insetBy(safeArea) }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// True when `p` is on the screen (half-open, like `Rect.contains`).
    public func contains(_ p: Point) -> Bool { bounds.contains(p) }
}
