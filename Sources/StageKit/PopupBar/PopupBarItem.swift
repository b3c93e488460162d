/// `LNPopupItem` (docs/behavior/lnpopupcontroller.md, "Content, item and close button"): what the bar shows for the
/// current content controller. Progress is
/// clamped to [0, 1] as the library's setter does (NaN becomes 0); with neither title nor
/// subtitle the bar shows the content controller's own `title` (`displayTitle`).
///
/// ```swift
/// var item = PopupBarItem(title: "Song", subtitle: "Artist")
/// item.progress = 1.7          // stored as 1
/// PopupBarItem(contentTitle: "Now Playing").displayTitle   // "Now Playing"
/// ```
public struct PopupBarItem: Hashable, Sendable {
    public var title: String?
    public var subtitle: String?
    /// The content controller's `title`: the fallback when title and subtitle are both nil.
    public var contentTitle: String?
    /// An image name; drawn as a placeholder on prominent and floating bars, hidden on compact.
    public var image: String?
    public var progress: Double {
        get { storedProgress }
        set { storedProgress = PopupBarItem.clampProgress(newValue) }
    }
    private var storedProgress: Double = 0
    public var leadingBarButtonItems: [PopupBarButtonItem]
    /// `barButtonItems` is this list.
    public var trailingBarButtonItems: [PopupBarButtonItem]
    /// Overrides for the title area (docs/behavior/lnpopupcontroller.md, "Accessibility and marquee").
    public var accessibilityLabel: String?
    public var accessibilityHint: String?
    public var accessibilityImageLabel: String?
    public var accessibilityProgressLabel: String?
    public var accessibilityProgressValue: String?
    /// Per-item appearance (`standardAppearance`), over the bar's.
    public var standardAppearance: PopupBarAppearance?

    public init(title: String? = nil, subtitle: String? = nil, contentTitle: String? = nil, image: String? = nil,
                progress: Double = 0, leadingBarButtonItems: [PopupBarButtonItem] = [],
                trailingBarButtonItems: [PopupBarButtonItem] = [], accessibilityLabel: String? = nil,
                accessibilityHint: String? = nil, accessibilityImageLabel: String? = nil,
                accessibilityProgressLabel: String? = nil, accessibilityProgressValue: String? = nil,
                standardAppearance: PopupBarAppearance? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.contentTitle = contentTitle
        self.image = image
        self.leadingBarButtonItems = leadingBarButtonItems
        self.trailingBarButtonItems = trailingBarButtonItems
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityHint = accessibilityHint
        self.accessibilityImageLabel = accessibilityImageLabel
        self.accessibilityProgressLabel = accessibilityProgressLabel
        self.accessibilityProgressValue = accessibilityProgressValue
        self.standardAppearance = standardAppearance
        self.progress = progress
    }

    public static func clampProgress(_ p: Double) -> Double { p.isNaN ? 0 : min(max(p, 0), 1) }

    /// The title the bar shows: the item's, or the content controller's when both title and
    /// subtitle are nil.
    public var displayTitle: String? {
        if title == nil && subtitle == nil { return contentTitle }
        return title
    }

    /// `barButtonItems` (≡ trailing).
    public var barButtonItems: [PopupBarButtonItem] {
        get { trailingBarButtonItems }
        set { trailingBarButtonItems = newValue }
    }
}
