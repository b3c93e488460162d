/// UIKit's content size categories, with the bar height each adds (docs/behavior/lnpopupcontroller.md, "Layout").
///
/// ```swift
/// PopupBarDynamicTypeSize.accessibilityLarge.barHeightAddition   // 21
/// PopupBarPlatform(dynamicType: .extraExtraExtraLarge)             // bars 7 pt taller
/// ```
public enum PopupBarDynamicTypeSize: String, Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Points added to the bar height: XS…XXL +0, XXXL +7, then +7 per accessibility step.
    public var barHeightAddition: Double {
        switch self {
        case .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge: return 0
        case .extraExtraExtraLarge: return 7
        case .accessibilityMedium: return 14
        case .accessibilityLarge: return 21
        case .accessibilityExtraLarge: return 28
        case .accessibilityExtraExtraLarge: return 35
        case .accessibilityExtraExtraExtraLarge: return 42
        }
    }
}
