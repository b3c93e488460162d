/// UIKit's `UIScrollView` (docs/VIEWS.md, "Scroll views"): its bounds' origin is its
/// `contentOffset`, so its subviews move up as it scrolls; it clips them to its bounds
/// (`clipsToBounds` is true by default, as UIKit's is). `contentSize` is what the script sets,
/// or, left unset, the extent of its subviews (what a content layout guide pinned to them gives).
///
/// Setting `contentOffset` goes where it is told, as UIKit's setter does (beyond the content
/// too); `scrollRectToVisible` scrolls the least that brings a rectangle into view, within the
/// scrollable range (UIKit's). Not modelled: content insets, bouncing, deceleration, zooming,
/// paging; a pan scrolls it without bouncing or decelerating (`ViewTouches`).
///
/// ```swift
/// let sv = ScrollView(stage: stage, frame: Rect(x: 0, y: 0, width: 320, height: 400))
/// try sv.addSubview(tallStack)           // 1,000 pt tall: contentSize {320, 1000}
/// sv.scrollRectToVisible(Rect(x: 0, y: 900, width: 10, height: 44))   // contentOffset.y 544
/// ```
public final class ScrollView: View {
    private var explicitContentSize: Size?
    /// UIKit's `isScrollEnabled`: a pan on the content scrolls it (true).
    public var isScrollEnabled = true
    /// The offset when the pan on it began.
    var panStart: Point?

    public init(stage: Stage, frame: Rect? = nil, label: String? = nil) {
        super.init(stage: stage, kind: "scrollView", frame: frame, label: label)
        clipsToBounds = true
    }

    /// The scrolled content's size: set, or the subviews' extent.
    public var contentSize: Size {
        get {
            if let explicitContentSize { return explicitContentSize }
            root.layoutIfNeeded()
            var w = 0.0
            var h = 0.0
            for v in subviews {
                w = max(w, v.origin.x + v.size.width)
                h = max(h, v.origin.y + v.size.height)
            }
            return Size(width: w, height: h)
        }
        set {
            explicitContentSize = Size(
                width: View.sanitized(newValue.width) ?? 0, height: View.sanitized(newValue.height) ?? 0)
        }
    }

    /// UIKit's `contentOffset`: the bounds' origin (not clamped, as UIKit's setter is not).
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            let p = Point(x: View.finite(newValue.x), y: View.finite(newValue.y))
            guard p != boundsOrigin else { return }
            boundsOrigin = p
            stage.log(source, "scroll", ["x": .number(p.x), "y": .number(p.y)])
        }
    }

    /// The largest offset on each axis (contentSize − bounds, at least 0).
    public var maximumContentOffset: Point {
        let c = contentSize
        let b = bounds.size
        return Point(x: max(0, c.width - b.width), y: max(0, c.height - b.height))
    }

    /// UIKit's `scrollRectToVisible(_:animated:)` (not animated): the least scroll that shows
    /// `r` (in content coordinates), within [0, maximumContentOffset]. Returns the new offset.
    @discardableResult
    public func scrollRectToVisible(_ r: Rect) -> Point {
        let b = bounds
        let m = maximumContentOffset
        func axis(_ lo: Double, _ len: Double, _ at: Double, _ size: Double, _ max: Double) -> Double {
            var o = at
            if lo + len > o + size { o = lo + len - size }
            if lo < o { o = lo }
            return Swift.min(Swift.max(o, 0), Swift.max(0, max))
        }
        contentOffset = Point(
            x: axis(r.minX, r.width, b.minX, b.width, m.x), y: axis(r.minY, r.height, b.minY, b.height, m.y))
        return contentOffset
    }

    /// Scrolls so that `view` (a descendant) is in view; false when it is not inside this scroll view.
    @discardableResult
    public func scrollToVisible(_ view: View) -> Bool {
        guard view.isDescendant(of: self) else { return false }
        root.layoutIfNeeded()
        // The view's frame in this scroll view's content coordinates.
        var r = Rect(origin: view.origin, size: view.size)
        var v = view.superview
        while let s = v, s !== self {
            r = r.offsetBy(dx: s.origin.x - s.boundsOrigin.x, dy: s.origin.y - s.boundsOrigin.y)
            v = s.superview
        }
        scrollRectToVisible(r)
        return true
    }

    override public var summary: String { "ScrollView(\(labeledSource))" }
}
