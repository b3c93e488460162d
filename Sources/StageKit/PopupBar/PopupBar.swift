/// `LNPopupBar`'s configuration (spec §2.4): style, progress view style, appearance inheritance,
/// the floating width limit, the appearance (marquee), a custom bar's height. Created with the
/// container (the library creates it lazily on first access, so it can be set before presenting).
public struct PopupBar: Hashable, Sendable {
    public var barStyle: PopupBarStyle
    public var progressViewStyle: PopupBarProgressViewStyle
    public var inheritsAppearanceFromDockingView: Bool
    public var limitFloatingContentWidth: Bool
    public var standardAppearance: PopupBarAppearance
    /// A custom bar view controller's `preferredContentSize.height`; nil = no custom bar (so
    /// `.custom` is coerced back to `.default`).
    public var customBarHeight: Double?

    public init(barStyle: PopupBarStyle = .default, progressViewStyle: PopupBarProgressViewStyle = .default,
                inheritsAppearanceFromDockingView: Bool = true, limitFloatingContentWidth: Bool = true,
                standardAppearance: PopupBarAppearance = PopupBarAppearance(), customBarHeight: Double? = nil) {
        self.barStyle = barStyle
        self.progressViewStyle = progressViewStyle
        self.inheritsAppearanceFromDockingView = inheritsAppearanceFromDockingView
        self.limitFloatingContentWidth = limitFloatingContentWidth
        self.standardAppearance = standardAppearance
        self.customBarHeight = customBarHeight
    }

    /// Setting `customBarHeight` is setting a custom bar view controller: it forces `.custom`
    /// (nil goes back to `.default`), as the library's setter does.
    public mutating func setCustomBar(height: Double?) {
        customBarHeight = height.map { $0.isFinite ? max(0, $0) : 0 }
        barStyle = height == nil ? .default : .custom
    }

    public func effectiveBarStyle(on platform: PopupPlatform) -> PopupBarStyle {
        barStyle.resolved(on: platform, hasCustomBar: customBarHeight != nil)
    }

    /// The bar height H (spec §5.1): compact 40, prominent 64, floating 64 (+8 on wide iPad or
    /// Catalyst), custom = its preferred height; plus the dynamic-type addition.
    public func height(on platform: PopupPlatform) -> Double {
        let extra = platform.dynamicType.barHeightAddition
        switch effectiveBarStyle(on: platform) {
        case .compact: return 40 + extra
        case .prominent: return 64 + extra
        case .floating: return 64 + (platform.isWide ? 8 : 0) + extra
        case .custom: return customBarHeight ?? 0
        case .default: return 64 + extra
        }
    }

    /// The appearance in effect for `item` (its own when set).
    public func appearance(for item: PopupItem?) -> PopupBarAppearance {
        item?.standardAppearance ?? standardAppearance
    }
}
