/// Environment traits the modeled libraries read: reduced motion (animations may be skipped or
/// shortened), the layout direction (leading/trailing swap under right-to-left) and the user's
/// text size (UIKit's `preferredContentSizeCategory`; LNPopupController's bars grow with it).
///
/// ```swift
/// stage.screen.traits = Traits(reduceMotion: true, rightToLeft: false)
/// Traits(contentSizeCategory: .extraExtraExtraLarge)   // popup bars 7 pt taller
/// ```
public struct Traits: Hashable, Sendable {
    public var reduceMotion: Bool
    public var rightToLeft: Bool
    /// UIKit's default is `.large`.
    public var contentSizeCategory: ContentSizeCategory

    public init(
        reduceMotion: Bool = false, rightToLeft: Bool = false, contentSizeCategory: ContentSizeCategory = .large
    ) {
        self.reduceMotion = reduceMotion
        self.rightToLeft = rightToLeft
        self.contentSizeCategory = contentSizeCategory
    }
}

/// UIKit's content size categories (`UIContentSizeCategory`), smallest first; the raw values are
/// the names scripts use.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
}
