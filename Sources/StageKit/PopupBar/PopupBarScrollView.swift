/// The content controller's scroll view (docs/behavior/lnpopupcontroller.md, "Interaction"): its content size and
/// offset over bounds that
/// are the content view's (the container's size, as the content controller's view fills it).
/// The content inset is zero (the simulation's choice: `contentInsetAdjustmentBehavior = never`,
/// issue #327's opt-out), so "at its top" is offset y ≤ 0. Offsets are kept inside the
/// scrollable range: a finger drag stops at the edges (no bounce is modelled, there is nothing
/// to bring it back headlessly) and the setter clamps too.
///
/// ```swift
/// var s = PopupBarScrollView(contentSize: Size(width: 393, height: 2000))
/// s.setContentOffset(Point(x: 0, y: 5000), bounds: Size(width: 393, height: 852))
/// s.contentOffset.y      // 1148 (2000 − 852)
/// ```
public struct PopupBarScrollView: Hashable, Sendable {
    public var contentSize: Size
    public private(set) var contentOffset: Point

    public init(contentSize: Size, contentOffset: Point = .zero) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
    }

    /// The largest offset on each axis for `bounds` (0 when the content fits).
    public func maximumOffset(bounds: Size) -> Point {
        Point(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    }

    public mutating func setContentOffset(_ p: Point, bounds: Size) {
        let m = maximumOffset(bounds: bounds)
        contentOffset = Point(x: Self.clamp(p.x, m.x), y: Self.clamp(p.y, m.y))
    }

    /// Re-clamps the offset after a size change.
    public mutating func setContentSize(_ s: Size, bounds: Size) {
        contentSize = s
        setContentOffset(contentOffset, bounds: bounds)
    }

    public var isAtTop: Bool { contentOffset.y <= 0 }

    /// Scrolls horizontally too: the library treats non-vertical pans on such a scroll view as
    /// scrolling, not as the popup's pan.
    public func isMixedAxis(bounds: Size) -> Bool { contentSize.width > bounds.width }

    private static func clamp(_ v: Double, _ m: Double) -> Double { v.isFinite ? min(max(v, 0), m) : 0 }
}

/// How one vertical finger translation is split between a content scroll view and the popup's
/// closing pan (docs/behavior/lnpopupcontroller.md, "Interaction"): the scroll view takes the finger until it reaches
/// its top; past that
/// point (a downward drag from the top) the popup drag takes over and the offset stays pinned
/// at the top. Moving back above the hand-off point gives the finger back to the scroll view.
///
/// ```swift
/// // Scrolled 100 pt down, finger moves 160 pt down: 100 pt scroll to the top, then 60 pt of popup drag.
/// PopupBarScrollHandoff.split(startOffsetY: 100, translationY: 160, maximumOffsetY: 1148)
/// // (offsetY: 0, popupTranslationY: 60)
/// ```
public enum PopupBarScrollHandoff {
    public static func split(startOffsetY y0: Double, translationY ty: Double, maximumOffsetY m: Double)
        -> (offsetY: Double, popupTranslationY: Double) {
        let start = min(max(y0, 0), max(0, m))
        let past = ty - start
        if past > 0 { return (0, past) }
        return (min(max(start - ty, 0), max(0, m)), 0)
    }

    /// The horizontal offset of a mixed-axis scroll view after a translation (clamped).
    public static func horizontal(startOffsetX x0: Double, translationX tx: Double, maximumOffsetX m: Double) -> Double
    {
        min(max(x0 - tx, 0), max(0, m))
    }
}
