/// The presets in their other orientations (docs/WORLD.md, "Rotation", each number's source):
///
/// | preset | landscape screen | safe area (top, left, bottom, right) | status bar |
/// |---|---|---|---|
/// | iPhone 15 | 852 × 393 | 0, 59, 21, 59 | hidden |
/// | iPhone SE | 667 × 375 | 0, 0, 0, 0 | hidden |
/// | iPad | 1180 × 820 | 24, 0, 20, 0 | 24 |
///
/// An iPhone hides its status bar in a vertically compact environment (`prefersStatusBarHidden`'s
/// default for apps linked on iOS 8 and later), so its top inset is 0 in landscape. Upside down:
/// the iPhone SE and the iPad turn with their portrait numbers; Face ID iPhones (the iPhone 15)
/// do not support it. A custom device has no numbers for another orientation and does not turn.
///
/// ```swift
/// Device.iPhone15.rotated(to: .landscapeLeft)?.safeArea   // {top 0, left 59, bottom 21, right 59}
/// Device.iPhone15.rotated(to: .portraitUpsideDown)        // nil
/// ```
extension Device {
    /// The numbers of this device in `orientation`, nil when it does not support it (or is custom).
    public func rotated(to orientation: DeviceOrientation) -> Device? {
        guard let portrait = Device.presets.first(where: { $0.name == name }) else { return nil }
        switch orientation {
        case .portrait:
            return portrait
        case .portraitUpsideDown:
            guard portrait.supportsUpsideDown else { return nil }
            var d = portrait
            d.orientation = .portraitUpsideDown
            return d
        case .landscapeLeft, .landscapeRight:
            var d = portrait
            d.orientation = orientation
            d.size = Size(width: portrait.size.height, height: portrait.size.width)
            switch portrait.name {
            case Device.iPhone15.name:
                d.safeArea = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
                d.statusBarHeight = 0
            case Device.iPhoneSE.name:
                d.safeArea = EdgeInsets()
                d.statusBarHeight = 0
            default:
                break   // the iPad keeps its status bar and insets
            }
            return d
        }
    }

    /// Face ID iPhones refuse upside down (`supportedInterfaceOrientations` leaves it out on
    /// them); the home-button iPhone and the iPad allow it.
    public var supportsUpsideDown: Bool { isPad || name == Device.iPhoneSE.name }

    /// Why the device cannot turn to `orientation` (nil when it can).
    public func whyNotRotating(to orientation: DeviceOrientation) -> String? {
        guard Device.presets.contains(where: { $0.name == name }) else {
            return "a custom screen has no numbers for another orientation (build it with width and height at reset)"
        }
        if orientation == .portraitUpsideDown && !supportsUpsideDown {
            return "the \(name) does not support it (Face ID iPhones do not)"
        }
        return nil
    }
}
