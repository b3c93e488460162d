/// Hit-testing by UIKit's `hitTest(_:with:)` (docs/VIEWS.md, "Which view a touch reaches"): a
/// view that is hidden, has user interaction off or an alpha below 0.01 takes no touch, nor do
/// its subviews; a point outside a view's bounds reaches none of its subviews (even ones drawn
/// there because the view does not clip); subviews are asked front to back (the last added
/// first), and the first that takes the point wins, else the view itself.
///
/// Only the views on the path and the siblings in front of them are asked: a view with many
/// subviews asks its `SubviewIndex` for the few whose frames hold the point.
extension View {
    /// Whether UIKit's hit test would look at this view at all (shown, interactive, alpha ≥ 0.01).
    public var takesTouches: Bool {
        !isHidden && isUserInteractionEnabled && alpha >= LayerLevel.minimumHitAlpha
    }

    /// UIKit's `hitTest(_:with:)`: the deepest view under `p` (in this view's bounds
    /// coordinates) that takes the touch, or nil. Lays out first.
    public func hitTest(_ p: Point) -> View? {
        layoutIfNeeded()
        var visits = 0
        return hit(p, visits: &visits)
    }

    /// `hitTest`, counting the views asked (tests check that the count stays with the path).
    public func hitTest(_ p: Point, visits: inout Int) -> View? {
        layoutIfNeeded()
        return hit(p, visits: &visits)
    }

    private func hit(_ p: Point, visits: inout Int) -> View? {
        visits += 1
        guard takesTouches, pointInside(p) else { return nil }
        for child in subviewsFrontToBack(at: p) {
            if let v = child.hit(child.convertFromSuperview(p), visits: &visits) { return v }
        }
        return self
    }

    /// UIKit's `point(inside:with:)`: inside the bounds (half-open).
    public func pointInside(_ p: Point) -> Bool {
        p.x >= boundsOrigin.x && p.x < boundsOrigin.x + size.width && p.y >= boundsOrigin.y
            && p.y < boundsOrigin.y + size.height
    }

    /// A point in the superview's bounds coordinates, in this view's.
    func convertFromSuperview(_ p: Point) -> Point {
        Point(x: p.x - origin.x + boundsOrigin.x, y: p.y - origin.y + boundsOrigin.y)
    }

    /// The subviews a touch at `p` might reach, front first: all of them for a few, the index's
    /// candidates (frames holding `p`) for many.
    func subviewsFrontToBack(at p: Point) -> [View] {
        if let index = subviewIndex() { return index.candidates(at: p) }
        return subviews.reversed()
    }

    /// The subviews meeting `r` (bounds coordinates), back first; all of them for a few.
    func subviewsBackToFront(in r: Rect?) -> [View] {
        if let r, let index = subviewIndex() { return index.candidates(in: r) }
        return subviews
    }

    /// The index of the subviews, built when they are many (and rebuilt when it has outgrown its bands).
    func subviewIndex() -> SubviewIndex? {
        guard subviews.count > SubviewIndex.threshold else {
            index = nil
            return nil
        }
        if let index, !index.isOvergrown { return index }
        let built = SubviewIndex(building: subviews)
        index = built
        return built
    }

    /// The nearest control at or above this view that handles touches (the one a touch on this
    /// view goes to, as UIKit's responder chain takes it to the control), nil for none.
    public var receivingControl: Control? {
        var v: View? = self
        while let view = v {
            if let c = view as? Control { return c }
            v = view.superview
        }
        return nil
    }
}
