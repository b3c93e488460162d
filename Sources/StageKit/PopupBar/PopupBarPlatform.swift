/// The device facts the library's resolvers and metrics depend on (spec §2.1, §5.1, §5.5): the
/// OS line, Mac Catalyst, the iPad idiom and the horizontal size class, the dynamic type size.
/// The default is the simulation's test device (section 11): an iPhone on iOS 17 in compact width
/// at the default text size, so `.default` bar style resolves to floating.
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

    public init(systemVersion: Int = 17, isCatalyst: Bool = false, isPad: Bool = false, regularWidth: Bool = false,
                dynamicType: PopupBarDynamicTypeSize = .large) {
        self.systemVersion = systemVersion
        self.isCatalyst = isCatalyst
        self.isPad = isPad
        self.regularWidth = regularWidth
        self.dynamicType = dynamicType
    }

    /// "Wide iPad" in the spec: regular width on the iPad idiom, or Catalyst.
    public var isWide: Bool { isCatalyst || (isPad && regularWidth) }
}
