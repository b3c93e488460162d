/// UIKit's Dynamic Type sizes of the text styles the modeled libraries scale by (`UIFontMetrics`),
/// per content size category: Apple's Human Interface Guidelines, "Typography", the iOS and
/// iPadOS Dynamic Type sizes and the larger accessibility sizes (developer.apple.com/design/
/// human-interface-guidelines/typography). `scaled` is what `UIFontMetrics(forTextStyle:)
/// .scaledFont(for:)` does to a font: its size times the style's size now over its size at
/// Large (the default), unrounded (UIKit's own rounding is not documented: the one
/// approximation, docs/behavior/lnpopupcontroller.md "Dynamic Type").
///
/// Only LNPopupController reads it (its bar's title and subtitle, LNPopupBar.mm 1305-1379);
/// SwipeCellKit, XLActionController and LSTPopView use fixed fonts (docs/behavior/*.md).
///
/// ```swift
/// TextStyleMetrics.scaled(15, .headline, .extraExtraExtraLarge)   // 15 × 23/17 ≈ 20.29
/// TextStyleMetrics.size(.subheadline, .accessibilityExtraExtraExtraLarge)   // 49
/// ```
public enum TextStyleMetrics {
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case body, headline, subheadline
    }

    /// The style's point size at `category` (HIG: xSmall … xxxLarge, then AX1 … AX5).
    public static func size(_ style: Style, _ category: ContentSizeCategory) -> Double {
        let sizes: [Double]
        switch style {
        case .body, .headline: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        }
        let i = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        return sizes[i]
    }

    /// A font of `pointSize` scaled as `style` scales from Large to `category`.
    public static func scaled(_ pointSize: Double, _ style: Style, _ category: ContentSizeCategory) -> Double {
        pointSize * size(style, category) / size(style, .large)
    }
}
