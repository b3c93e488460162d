/// `LNPopupBar`'s configuration (docs/behavior/lnpopupcontroller.md, "Layout"): style, progress view style, appearance
/// inheritance,
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
    /// A custom bar view controller's gesture opt-outs (`LNPopupCustomBarViewController`
    /// `wantsDefaultTapGestureRecognizer`, `…PanGestureRecognizer`,
    /// `…HighlightGestureRecognizer`, all true by default). They only matter while the bar is a
    /// custom bar (`effectiveBarStyle == .custom`): the library removes the recognizer from the
    /// bar. The pan opt-out is the bar's only; the open content's closing pan stays.
    public var customBarGestures = PopupBarCustomGestures()

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

    public func effectiveBarStyle(on platform: PopupBarPlatform) -> PopupBarStyle {
        barStyle.resolved(on: platform, hasCustomBar: customBarHeight != nil)
    }

    /// The bar height H (docs/behavior/lnpopupcontroller.md, "Layout"): compact 40, prominent 64, floating 64 (+8 on
    /// wide iPad or
    /// Catalyst), custom = its preferred height; plus the dynamic-type addition.
    public func height(on platform: PopupBarPlatform) -> Double {
        let extra = platform.dynamicType.barHeightAddition
        switch effectiveBarStyle(on: platform) {
        case .compact: return 40 + extra
        case .prominent: return 64 + extra
        case .floating: return 64 + (platform.isWide ? 8 : 0) + extra
        case .custom: return customBarHeight ?? 0
        case .default: return 64 + extra
        }
    }

    /// The gestures the bar has on this platform (all of them unless it is a custom bar that
    /// opted out).
    public func gestures(on platform: PopupBarPlatform) -> PopupBarCustomGestures {
        effectiveBarStyle(on: platform) == .custom ? customBarGestures : PopupBarCustomGestures()
    }

    /// The appearance in effect for `item` (its own when set).
    public func appearance(for item: PopupBarItem?) -> PopupBarAppearance {
        item?.standardAppearance ?? standardAppearance
    }
}

/// `wantsDefaultTapGestureRecognizer` (tap opens), `wantsDefaultPanGestureRecognizer` (swipe or
/// drag on the bar), `wantsDefaultHighlightGestureRecognizer` (touch-down highlight).
///
/// ```swift
/// var bar = PopupBar()
/// bar.setCustomBar(height: 90)
/// bar.customBarGestures.tap = false      // a tap on the bar no longer opens the popup
/// ```
public struct PopupBarCustomGestures: Hashable, Sendable {
    public var tap: Bool
    public var pan: Bool
    public var highlight: Bool

    public init(tap: Bool = true, pan: Bool = true, highlight: Bool = true) {
        self.tap = tap
        self.pan = pan
        self.highlight = highlight
    }
}
