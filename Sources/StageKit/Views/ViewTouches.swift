/// Touches a host's layer won, delivered to its views (docs/VIEWS.md, "Touches"): UIKit's hit
/// test picks the view; a tap goes to the nearest enabled control at or above it (a button's
/// touch-up inside); a pan that starts on a control tracks it (highlighted while the finger is
/// within `trackingSlop` of it, `touchUpInside` or `touchUpOutside` at lift-off), and one that
/// starts inside a scroll view scrolls it instead (UIKit's scroll view delays content touches
/// and takes a moving finger from its controls). A touch no enabled control takes is the host's
/// (`false`): a cell's selection, a popup's content.
///
/// ```swift
/// public func handleTap(_ tap: TapEvent, on stage: Stage) {
///     if !ViewTouches.tap(tap, in: self) { selectRow(at: tap.location) }
/// }
/// ```
public enum ViewTouches {
    /// Approximate: how far outside its bounds a tracked finger still counts as inside (UIKit's
    /// published behaviour is about 70 points; Apple does not document the number).
    public static let trackingSlop = 70.0

    /// Delivers a tap to the control it reaches; false when none takes it (the host's then).
    @discardableResult
    public static func tap(_ tap: TapEvent, in host: any ViewHosting) -> Bool {
        guard let control = host.hitView(at: tap.location, t: tap.time)?.receivingControl, control.isEnabled else {
            return false
        }
        control.receiveTap()
        return true
    }

    /// Delivers a pan sample to the control or scroll view it started on; false when none takes it.
    @discardableResult
    public static func pan(_ pan: PanEvent, in host: any ViewHosting) -> Bool {
        guard let hit = host.hitView(at: pan.startLocation, t: pan.time) else { return false }
        if let scroll = nearestScrollView(hit) {
            scroll.pan(pan)
            return true
        }
        guard let control = hit.receivingControl, control.isEnabled || control.controlState != .idle else {
            return false
        }
        let inside =
            control.screenFrame(at: pan.time).map {
                $0.frame.insetBy(
                    EdgeInsets(top: -trackingSlop, left: -trackingSlop, bottom: -trackingSlop, right: -trackingSlop)
                ).contains(pan.location)
            } ?? false
        control.receivePan(pan.phase, inside: inside)
        return true
    }

    static func nearestScrollView(_ view: View) -> ScrollView? {
        var v: View? = view
        while let x = v {
            if let s = x as? ScrollView, s.isScrollEnabled { return s }
            v = x.superview
        }
        return nil
    }
}

extension ScrollView {
    /// A pan on the content: the offset follows the finger, kept within the scrollable range
    /// (no bouncing, no deceleration); `scroll` is logged once, at lift-off.
    func pan(_ pan: PanEvent) {
        if pan.phase == .began { panStart = boundsOrigin }
        guard let start = panStart else { return }
        let m = maximumContentOffset
        let x = min(max(start.x - pan.translation.x, 0), m.x)
        let y = min(max(start.y - pan.translation.y, 0), m.y)
        boundsOrigin = Point(x: View.finite(x), y: View.finite(y))
        if pan.phase == .ended || pan.phase == .cancelled {
            panStart = nil
            stage.log(source, "scroll", ["x": .number(boundsOrigin.x), "y": .number(boundsOrigin.y)])
        }
    }
}
