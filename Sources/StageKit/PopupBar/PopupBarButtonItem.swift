/// A bar button item on the popup bar (docs/behavior/lnpopupcontroller.md, "Content, item and close button",
/// "Layout"): a title, or a system image name (drawn
/// as a 44 pt icon button, e.g. "play.fill"), with an accessibility label. The app's action is
/// kept by the live container, keyed by the item's position.
///
/// ```swift
/// PopupBarButtonItem(image: "pause.fill", accessibilityLabel: "Pause").width   // 44
/// PopupBarButtonItem(title: "Next").width                                     // 4 × 9.35 + 16 = 53.4
/// ```
public struct PopupBarButtonItem: Hashable, Sendable {
    public var title: String?
    public var image: String?
    public var accessibilityLabel: String?
    public var isEnabled: Bool

    public init(title: String? = nil, image: String? = nil, accessibilityLabel: String? = nil, isEnabled: Bool = true) {
        self.title = title
        self.image = image
        self.accessibilityLabel = accessibilityLabel
        self.isEnabled = isEnabled
    }

    /// Title buttons use the 17 pt bar button font.
    public static let fontSize = 17.0
    /// Width of an image button (UIKit's minimum touch target).
    public static let imageWidth = 44.0
    /// The drawn size of an image button's symbol (a bar button's SF Symbol, about 20 pt).
    public static let symbolPointSize = 20.0
    /// Padding on both sides of a title button.
    public static let titlePadding = 8.0

    /// The button's width in the bar's toolbar (the engine's text model: 17 pt per title, docs/POPUPBAR.md, "Bar
    /// contents").
    public var width: Double {
        if image != nil || title == nil { return Self.imageWidth }
        return TextMetrics.width(of: title ?? "", fontSize: Self.fontSize) + 2 * Self.titlePadding
    }

    /// What VoiceOver reads: the accessibility label, else the title, else the image name.
    public var spokenLabel: String { accessibilityLabel ?? title ?? image ?? "" }
}
