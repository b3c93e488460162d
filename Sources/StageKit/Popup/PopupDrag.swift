/// Drag and swipe dismissal (LSTPopView.m:1567-1735) as pure rules: per-half-axis movement while dragging and
/// the decision at release. The live popup applies them to pan events.
///
/// ```swift
/// PopupDrag.move(origin: Point(x: 56, y: 692), current: Point(x: 56, y: 692),
///                by: Point(x: 30, y: -40), allowed: .yPositive)
/// // (56, 692): X is not enabled, and Y+ stops at the origin going up
/// ```
public enum PopupDrag {
    /// The content origin after moving `delta` from `current`, as `pan:` runs it (LSTPopView.m:1593-1627):
    /// per axis the positive half's rule, then the negative half's on what the first left. A half
    /// moves the content only from its side of the origin (the origin included) and clamps it back
    /// there, so a content off its origin on the other side (raised by the keyboard, say) does not
    /// follow a one-half drag, and with both halves a step that crosses the origin from the
    /// positive side counts the rest twice, one from the negative side stops at it.
    /// `clampsAtOrigin` (the "swift" policy, `fixes.dragClampsAtOrigin`): each enabled half moves
    /// on its side and clamps at the origin, from wherever the content is; an axis with both
    /// halves follows the finger. No rubber-banding, no clamping at the container's edges.
    public static func move(
        origin: Point, current: Point, by delta: Point, allowed: DragDirection, clampsAtOrigin: Bool = false
    ) -> Point {
        let axis = clampsAtOrigin ? clamped : asWritten
        return Point(
            x: axis(
                origin.x, current.x, delta.x, allowed.contains(.xPositive), allowed.contains(.xNegative)),
            y: axis(
                origin.y, current.y, delta.y, allowed.contains(.yPositive), allowed.contains(.yNegative)))
    }

    /// One axis of LSTPopView.m:1595-1625: the positive half's `if`, then the negative half's.
    private static func asWritten(_ o: Double, _ c: Double, _ d: Double, _ plus: Bool, _ minus: Bool) -> Double {
        var v = c
        if plus && v >= o {
            if d > 0 { v += d } else if d < 0 && v > o { v = v + d > o ? v + d : o }
        }
        if minus && v <= o {
            if d < 0 { v += d } else if d > 0 && v < o { v = v + d < o ? v + d : o }
        }
        return v
    }

    private static func clamped(_ o: Double, _ c: Double, _ d: Double, _ plus: Bool, _ minus: Bool) -> Double {
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
