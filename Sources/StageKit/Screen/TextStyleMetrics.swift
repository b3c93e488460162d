/// UIKit's Dynamic Type sizes of its text styles (`UIFont.TextStyle`), per content size
/// category: Apple's Human Interface Guidelines, "Typography", the iOS and iPadOS Dynamic Type
/// sizes (xSmall … xxxLarge) and the larger accessibility sizes (AX1 … AX5)
/// (developer.apple.com/design/human-interface-guidelines/typography). `scaled` is what
/// `UIFontMetrics(forTextStyle:).scaledFont(for:)` does to a font: its size times the style's
/// size now over its size at Large (the default), unrounded (UIKit's own rounding is not
/// documented: the one approximation, docs/behavior/lnpopupcontroller.md "Dynamic Type").
///
/// LNPopupController reads it (its bar's title and subtitle, LNPopupBar.mm 1305-1379), and so
/// do the views' labels and buttons (`Label`, `Button`: `UIFont.preferredFont(forTextStyle:)`);
/// SwipeCellKit, XLActionController and LSTPopView use fixed fonts (docs/behavior/*.md).
///
/// ```swift
/// TextStyleMetrics.scaled(15, .headline, .extraExtraExtraLarge)   // 15 × 23/17 ≈ 20.29
/// TextStyleMetrics.size(.subheadline, .accessibilityExtraExtraExtraLarge)   // 49
/// TextStyleMetrics.size(.largeTitle, .large)   // 34
/// ```
public enum TextStyleMetrics {
    /// UIKit's text styles, in the HIG table's order (`title1` is UIKit's `.title1`, SwiftUI's `.title`).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }

    /// The style's point size at `category` (HIG: xSmall … xxxLarge, then AX1 … AX5).
    public static func size(_ style: Style, _ category: ContentSizeCategory) -> Double {
        let sizes: [Double]
        switch style {
        case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .body, .headline: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
        let i = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        return sizes[i]
    }

    /// A font of `pointSize` scaled as `style` scales from Large to `category`.
    public static func scaled(_ pointSize: Double, _ style: Style, _ category: ContentSizeCategory) -> Double {
        pointSize * size(style, category) / size(style, .large)
    }
}
