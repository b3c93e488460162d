/// The container's two layouts (bottom bar shown and hidden), kept until what they were made
/// from changes: the screen's size (a rotation), the view's safe area and the platform are
/// compared on every read, the bar's own settings call `invalidate()` when set.
///
/// ```swift
/// var cache = PopupBarLayoutCache()
/// let l = cache.layout(hidden: false, screen: size, safeArea: insets, platform: platform) { PopupBarLayout(...) }
/// ```
struct PopupBarLayoutCache {
    private var shown: PopupBarLayout?
    private var hidden: PopupBarLayout?
    private var screen: Size?
    private var safeArea: EdgeInsets?
    private var platform: PopupBarPlatform?

    mutating func invalidate() {
        shown = nil
        hidden = nil
    }

    /// The layout for the bottom bar `hidden` or not, made by `make` when not kept.
    mutating func layout(hidden isHidden: Bool, screen size: Size, safeArea safe: EdgeInsets,
                         platform p: PopupBarPlatform, make: () -> PopupBarLayout) -> PopupBarLayout {
        if size != screen || safe != safeArea || p != platform {
            invalidate()
            (screen, safeArea, platform) = (size, safe, p)
        }
        if let l = isHidden ? hidden : shown { return l }
        let l = make()
        if isHidden { hidden = l } else { shown = l }
        return l
    }
}
