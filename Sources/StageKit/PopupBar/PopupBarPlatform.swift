/// The device facts the library's resolvers and metrics depend on (docs/behavior/
/// lnpopupcontroller.md, "Platform"): the OS line, Mac Catalyst, the iPad idiom and the
/// horizontal size class, the dynamic type size. A container reads them from its stage
/// (`init(device:traits:)`: the device's idiom and the screen's content size category); the
/// default is an iPhone on iOS 17 in compact width at the default text size, so `.default` bar
/// style resolves to floating.
///
/// ```swift
/// PopupBarPlatform().isWide                                   // false
/// PopupBarPlatform(isPad: true, regularWidth: true).isWide    // true (floating bar 72 pt)
/// ```
public struct PopupBarPlatform: Hashable, Sendable {
    /// The major iOS version (16 and below resolve `.default` bar style to prominent).
    public var systemVersion: Int
    public var isCatalyst: Bool
    public var isPad: Bool
    /// Horizontal size class regular.
    public var regularWidth: Bool
    public var dynamicType: PopupBarDynamicTypeSize
    /// Vertical size class compact (an iPhone in landscape): the container's bars are shorter
    /// (`SystemBarMetrics.iPhoneCompactHeight`); the popup bar's own height does not change.
    public var compactHeight: Bool

    public init(systemVersion: Int = 17, isCatalyst: Bool = false, isPad: Bool = false, regularWidth: Bool = false,
                dynamicType: PopupBarDynamicTypeSize = .large, compactHeight: Bool = false) {
        self.systemVersion = systemVersion
        self.isCatalyst = isCatalyst
        self.isPad = isPad
        self.regularWidth = regularWidth
        self.dynamicType = dynamicType
        self.compactHeight = compactHeight
    }

    /// The stage's facts: an iPad device is regular width (a full-screen app in either
    /// orientation), an iPhone compact, and vertically compact in landscape; the text size is
    /// the traits' content size category.
    public init(device: Device, traits: Traits) {
        self.init(isPad: device.isPad, regularWidth: device.isPad,
                  dynamicType: PopupBarDynamicTypeSize(rawValue: traits.contentSizeCategory.rawValue) ?? .large,
                  compactHeight: device.isVerticallyCompact)
    }

    /// The library's `isWidePad` (LNPopupBar.mm): regular width on the iPad idiom, or Catalyst.
    public var isWide: Bool { isCatalyst || (isPad && regularWidth) }
}
