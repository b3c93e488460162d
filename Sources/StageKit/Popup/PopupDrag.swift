/// Drag and swipe dismissal (LSTPopView.m:1567-1735) as pure rules: per-half-axis movement while dragging and
/// the decision at release. The live popup applies them to pan events.
///
/// ```swift
/// PopupDrag.move(origin: Point(x: 56, y: 692), current: Point(x: 56, y: 692),
///                by: Point(x: 30, y: -40), allowed: .yPositive)
/// // (56, 692): X is not enabled, and Y+ stops at the origin going up
/// ```
public enum PopupDrag {
    /// The content origin after moving `delta` from `current`: each enabled half-axis moves only
    /// on its side of the origin and is clamped back at it; an axis with neither half enabled
    /// does not move. No rubber-banding, no clamping at the container's edges.
    public static func move(origin: Point, current: Point, by delta: Point, allowed: DragDirection) -> Point {
        Point(
            x: axis(
                origin.x, current.x, delta.x, plus: allowed.contains(.xPositive), minus: allowed.contains(.xNegative)),
            y: axis(
                origin.y, current.y, delta.y, plus: allowed.contains(.yPositive), minus: allowed.contains(.yNegative)))
    }

    private static func axis(_ o: Double, _ c: Double, _ d: Double, plus: Bool, minus: Bool) -> Double {
        let v = c + d
        switch (plus, minus) {
        case (true, true): return v
        case (true, false): return max(v, o)
        case (false, true): return min(v, o)
        case (false, false): return c
        }
    }

    /// What a release does.
    public enum Release: Hashable, Sendable {
        /// Back to the origin frame after `delay`, over `duration`, ease-out.
        case rebound(delay: SimDuration, duration: SimDuration)
        /// A dismissal with this style and duration.
        case dismiss(DismissStyle, duration: SimDuration)
        /// The content center flies to `center` over `duration` while the backdrop clears, then a
        /// Fade dismissal with `fadeDuration` passed.
        case flyOut(center: Point, duration: SimDuration, fadeDuration: Double)
    }

    /// The release decision. `offset` is the content origin minus the origin frame's origin;
    /// `center` the content's center now; `container` the popup's bounds (for "swift"'s
    /// off-screen fly-out).
    public static func release(velocity v: Point, offset: Point, center: Point, contentSize: Size, container: Size,
                               configuration c: PopupConfiguration, policy: PopupPolicyKind) -> Release {
        let sv = c.swipeVelocity
        let rebound = Release.rebound(
            delay: PopupDurations.reboundDelay, duration: SimDuration(seconds: max(c.dragReboundTime, 0)))
        if abs(v.x) >= sv || abs(v.y) >= sv {
            let both = c.dragStyle.intersection(c.sweepStyle)
            let xOK = (v.x > 0 && both.contains(.xPositive) || v.x < 0 && both.contains(.xNegative)) && abs(v.x) >= sv
            let yOK = (v.y > 0 && both.contains(.yPositive) || v.y < 0 && both.contains(.yNegative)) && abs(v.y) >= sv
            if !xOK && !yOK { return rebound }
            if c.sweepDismissStyle == .smooth && xOK != yOK {
                let style: DismissStyle =
                    xOK ? (v.x > 0 ? .smoothToRight : .smoothToLeft) : (v.y > 0 ? .smoothToBottom : .smoothToTop)
                // Resolved on the instance style with the dismissDuration property (LSTPopView.m:1347-1353).
                let d = PopupDurations.dismiss(policy: policy, instanceStyle: policy == .objc ? c.dismissStyle : style,
                                               usedStyle: style, property: c.dismissDuration, argument: nil)
                return .dismiss(style, duration: d)
            }
            let target: Point
            switch policy {
            case .objc:
                // The library uses the velocity as a coordinate (a quirk kept in "objc").
                target = Point(x: xOK ? v.x : center.x, y: yOK ? v.y : center.y)
            case .swift:
                target = offscreenAlong(
                    Point(x: xOK ? v.x : 0, y: yOK ? v.y : 0), center: center, size: contentSize, container: container)
            }
            return .flyOut(center: target, duration: PopupDurations.flyOut, fadeDuration: PopupDurations.flyOutFade)
        }
        if c.dragDistance != 0 && (abs(offset.x) >= c.dragDistance || abs(offset.y) >= c.dragDistance) {
            let style = c.dragDismissStyle ?? c.dismissStyle
            return .dismiss(
                style, duration: PopupDurations.dragDismiss(policy: policy, configuration: c, usedStyle: style))
        }
        return rebound
    }

    /// The nearest center along `direction` at which the content is entirely outside the container.
    public static func offscreenAlong(_ direction: Point, center: Point, size: Size, container: Size) -> Point {
        let len = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        guard len > 0, len.isFinite else { return center }
        let ux = direction.x / len, uy = direction.y / len
        var k = Double.infinity
        let minX = center.x - size.width / 2, maxX = center.x + size.width / 2
        let minY = center.y - size.height / 2, maxY = center.y + size.height / 2
        if ux > 0 { k = min(k, (container.width - minX) / ux) }
        if ux < 0 { k = min(k, maxX / -ux) }
        if uy > 0 { k = min(k, (container.height - minY) / uy) }
        if uy < 0 { k = min(k, maxY / -uy) }
        guard k.isFinite else { return center }
        let kk = max(k, 0)
        return Point(x: center.x + ux * kk, y: center.y + uy * kk)
    }
}
