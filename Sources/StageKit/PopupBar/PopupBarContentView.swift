/// `LNPopupContentView`'s configuration (docs/behavior/lnpopupcontroller.md, "Content, item and close button"): the
/// close button style, and the content
/// controller's scroll view if it has one (docs/behavior/lnpopupcontroller.md, "Interaction": pans that start on it at
/// its top hand over
/// to the popup; `scroll` interaction only counts those).
public struct PopupBarContentView: Hashable, Sendable {
    public var popupCloseButtonStyle: PopupBarCloseButtonStyle
    /// The content has a vertical scroll view filling it.
    public var hasScrollView: Bool
    /// Drawn over a blurred backdrop (the library's default); only the SVG picture uses it.
    public var isTranslucent: Bool

    public init(
        popupCloseButtonStyle: PopupBarCloseButtonStyle = .default, hasScrollView: Bool = false,
        isTranslucent: Bool = true
    ) {
        self.popupCloseButtonStyle = popupCloseButtonStyle
        self.hasScrollView = hasScrollView
        self.isTranslucent = isTranslucent
    }

    public func effectiveCloseButtonStyle(on platform: PopupBarPlatform) -> PopupBarCloseButtonStyle {
        popupCloseButtonStyle.resolved(on: platform)
    }
}
