/// A popup's look over time (LSTPopView.m:924-1192): the content's center, the content's alpha, the whole
/// popup's alpha, the backdrop's alpha and the content's rotation (radians), each the shared
/// `Animated`, and the content's scale, `Keyframes` (the Scale styles are keyframe
/// animations). The pop and dismiss styles are built here from the spec's numbers; reading at
/// `t` evaluates them. A chained step (card drop's wobble, CardDropToTop's lift then fall) is an
/// animation delayed to the end of the one before it, as the library's completion blocks start
/// it.
///
/// Curves the spec leaves to UIKit's defaults are `easeInOut` (UIView animations' default); the
/// Smooth/Spring/CardDrop springs use initialVelocity 1, as the library passes for the pops.
///
/// ```swift
/// var m = PopupMotion(center: Point(x: 196.5, y: 426), size: Size(width: 280, height: 160))
/// m.pop(.springFromBottom, duration: 0.6, laidOut: Point(x: 196.5, y: 426),
///       container: Size(width: 393, height: 852), bgAlpha: 0.25, at: .zero)
/// m.snapshot(at: SimTime(seconds: 0.3)).frame   // mid-flight, overshooting past the center
/// ```
public struct PopupMotion: Sendable, InvariantChecking {
    public var size: Size
    public var center: Animated<Point>
    public var contentAlpha = Animated(0.0)
    public var popupAlpha = Animated(1.0)
    public var bgAlpha = Animated(0.0)
    public var scale = Keyframes(1.0)
    public var rotation = Animated(0.0)

    /// The values the spec pins (radians, damping ratios).
    public static let cardDropPopRotation = 15.0 * Double.pi / 180
    public static let cardDropPopWobble = 1.0 * Double.pi / 180
    /// The library writes 0.75/π (not 0.75·π): ≈ 0.2387 rad ≈ 13.7°.
    public static let cardDropDismissRotation = 0.75 / Double.pi
    public static let smoothDamping = 1.0
    public static let springDamping = 0.65
    public static let cardDropPopDamping = 0.75
    public static let cardDropDismissDamping = 0.5
    public static let defaultCurve = Curve.easeInOut

    public init(center: Point, size: Size) {
        self.size = size
        self.center = Animated(center)
    }

    /// Where a Smooth/Spring style starts (or a SmoothTo style ends): just off the container.
    public static func offscreenCenter(_ edge: PopupEdge, laidOut c: Point, size: Size, container: Size) -> Point {
        switch edge {
        case .top: return Point(x: c.x, y: -size.height / 2)
        case .left: return Point(x: -size.width / 2, y: c.y)
        case .bottom: return Point(x: c.x, y: container.height + size.height / 2)
        case .right: return Point(x: container.width + size.width / 2, y: c.y)
        }
    }

    /// The pop animation of `style` lasting `d` (the resolved duration; Fade and NO use their
    /// fixed times whatever `d` is, as the library does).
    public mutating func pop(_ style: PopStyle, duration d: SimDuration, laidOut c: Point, container: Size,
                             bgAlpha target: Double, at now: SimTime) {
        // No reset of the view's alpha, scale or rotation: only the styles that animate them set
        // them (LSTPopView.m:924-1039). A popup popped again during a Scale or moving dismissal
        // keeps its view alpha going to 0 (1121-1123) and the Scale keyframes' held 0.01 (1355-1369).
        center.set(c)
        switch style {
        case .fade:
            bgAlpha.set(0)
            bgAlpha.animate(to: target, at: now, duration: 0.2, curve: Self.defaultCurve)
            contentAlpha.set(0)
            contentAlpha.animate(to: 1, at: now, duration: 0.2, curve: Self.defaultCurve)
        case .no:
            contentAlpha.set(1)
            bgAlpha.set(0)
            bgAlpha.animate(to: target, at: now, duration: PopupDurations.noStyleBackground, curve: Self.defaultCurve)
        default:
            contentAlpha.set(1)
            bgAlpha.set(0)
            bgAlpha.animate(to: target, at: now, duration: d, curve: Self.defaultCurve)
            popupAlpha.set(0)
            popupAlpha.animate(to: 1, at: now, duration: d.scaled(by: 0.2), curve: Self.defaultCurve)
            switch style {
            case .scale:
                scale.play([0, 1.2, 1], at: now, duration: d.scaled(by: 0.3 / 0.7), curve: .easeIn)
            case .cardDropFromLeft, .cardDropFromRight:
                let sign = style == .cardDropFromLeft ? 1.0 : -1.0
                center.set(Point(x: c.x, y: -size.height / 2))
                center.animate(
                    to: c, at: now, duration: d,
                    curve: .spring(dampingRatio: Self.cardDropPopDamping, initialVelocity: 1))
                rotation.set(sign * Self.cardDropPopRotation)
                rotation.animate(to: 0, at: now, duration: d.scaled(by: 0.6), curve: Self.defaultCurve)
                Self.chain(&rotation, to: sign * Self.cardDropPopWobble, duration: d.scaled(by: 0.2), at: now)
                Self.chain(&rotation, to: 0, duration: d.scaled(by: 0.2), at: now)
            default:
                guard let edge = style.edge else { break }
                let damping =
                    style.rawValue >= PopStyle.springFromTop.rawValue ? Self.springDamping : Self.smoothDamping
                center.set(Self.offscreenCenter(edge, laidOut: c, size: size, container: container))
                center.animate(to: c, at: now, duration: d, curve: .spring(dampingRatio: damping, initialVelocity: 1))
            }
        }
    }

    /// The dismiss animation of `style` over `d` (Fade and NO use their fixed times).
    /// `landscape`: the status bar's orientation, which CardDropToLeft/Right read (LSTPopView.m:1157-1170).
    public mutating func dismiss(
        _ style: DismissStyle, duration d: SimDuration, container: Size, landscape: Bool = false, at now: SimTime
    ) {
        let c = center.value(at: now)
        switch style {
        case .fade:
            bgAlpha.animate(to: 0, at: now, duration: 0.2, curve: Self.defaultCurve)
            contentAlpha.animate(to: 0, at: now, duration: 0.2, curve: Self.defaultCurve)
        case .no:
            bgAlpha.set(0)
            contentAlpha.set(0)
        default:
            bgAlpha.animate(to: 0, at: now, duration: d.scaled(by: 0.8), curve: Self.defaultCurve)
            popupAlpha.animate(to: 0, at: now, duration: d.scaled(by: 0.8), curve: Self.defaultCurve)
            switch style {
            case .scale:
                scale.play([1, 0.66, 0.33, 0.01], at: now, duration: d.scaled(by: 0.25), curve: .easeIn)
            case .cardDropToLeft, .cardDropToRight:
                let left = style == .cardDropToLeft
                let spring = Curve.spring(dampingRatio: Self.cardDropDismissDamping, initialVelocity: 1)
                center.animate(
                    to: Point(x: left ? c.x : c.x * 1.25, y: container.height + c.y + Self.cardDropLandscapeDrop(
                        center: c, size: size, landscape: landscape)), at: now, duration: d, curve: spring)
                rotation.animate(
                    to: (left ? 1 : -1) * Self.cardDropDismissRotation, at: now, duration: d, curve: spring)
            case .cardDropToTop:
                center.animate(
                    to: Point(x: c.x, y: c.y + 50), at: now, duration: d.scaled(by: 0.2), curve: Self.defaultCurve)
                Self.chain(&center, to: Point(x: c.x, y: -c.y), duration: d.scaled(by: 0.8), at: now)
            default:
                guard let edge = style.edge else { break }
                center.animate(to: Self.offscreenCenter(edge, laidOut: c, size: size, container: container), at: now,
                               duration: d, curve: .spring(dampingRatio: Self.smoothDamping, initialVelocity: 1))
            }
        }
    }

    /// In landscape the card drop falls further by `fabs(customView.frame.origin.y)`, read inside
    /// the animation block after the rotation is set (LSTPopView.m:1160-1167): the top of the
    /// rotated content's bounding box, in the popup's coordinates.
    static func cardDropLandscapeDrop(center c: Point, size: Size, landscape: Bool) -> Double {
        guard landscape else { return 0 }
        let a = cardDropDismissRotation
        let boxHeight = size.width * abs(_sin(a)) + size.height * abs(_cos(a))
        return abs(c.y - boxHeight / 2)
    }

    /// Covering (objc) / suspension (swift): content and backdrop fade out over 0.2 s; the popup
    /// stays where it is.
    public mutating func cover(at now: SimTime) {
        contentAlpha.animate(to: 0, at: now, duration: PopupDurations.cover, curve: Self.defaultCurve)
        bgAlpha.animate(to: 0, at: now, duration: PopupDurations.cover, curve: Self.defaultCurve)
    }

    /// The resume fade: back at the laid-out center, content and backdrop fade in over `d`.
    public mutating func resume(laidOut c: Point, bgAlpha target: Double, duration d: SimDuration, at now: SimTime) {
        center.set(c)
        scale.set(1)
        rotation.set(0)
        popupAlpha.set(1)
        contentAlpha.animate(to: 1, at: now, duration: d, curve: Self.defaultCurve)
        bgAlpha.animate(to: target, at: now, duration: d, curve: Self.defaultCurve)
    }

    /// Gone at once (scope invalidation: no animation).
    public mutating func hide() {
        contentAlpha.set(0)
        bgAlpha.set(0)
        popupAlpha.set(0)
    }

    /// The look at one instant.
    public func snapshot(at t: SimTime) -> PopupVisual {
        let c = center.value(at: t), s = scale.value(at: t)
        let w = size.width * s, h = size.height * s
        return PopupVisual(frame: Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h),
            unscaledFrame: Rect(
                x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height),
                           contentAlpha: contentAlpha.value(at: t) * popupAlpha.value(at: t),
                           backdropAlpha: bgAlpha.value(at: t) * popupAlpha.value(at: t),
                           scale: s, rotation: rotation.value(at: t))
    }

    /// When every property is at rest.
    public var end: SimTime? {
        [center.end, contentAlpha.end, popupAlpha.end, bgAlpha.end, scale.end, rotation.end].compactMap { $0 }.max()
    }

    /// Starts `property`'s next step where its last animation ends (a completion block starting
    /// the next animation), from the value it ends at.
    static func chain<V: Interpolatable>(
        _ property: inout Animated<V>, to value: V, duration: SimDuration, at now: SimTime
    ) {
        let delay = max((property.end ?? now) - now, .zero)
        property.animate(to: value, at: now, duration: duration, delay: delay, curve: defaultCurve)
    }

    /// Each animated property's queue (`Animated`'s invariants).
    public func checkInvariants() throws(InvariantBroken) {
        try center.checkInvariants()
        try contentAlpha.checkInvariants()
        try popupAlpha.checkInvariants()
        try bgAlpha.checkInvariants()
        try scale.checkInvariants()
        try rotation.checkInvariants()
    }
}

/// What a popup looks like at one instant, in screen points.
public struct PopupVisual: Hashable, Sendable {
    /// The content's frame with its scale applied (around its center).
    public var frame: Rect
    /// The content's frame ignoring scale (what drags move and the keyboard pushes).
    public var unscaledFrame: Rect
    /// Content opacity (its own alpha times the popup's).
    public var contentAlpha: Double
    /// Backdrop opacity (bgAlpha's animated value times the popup's alpha).
    public var backdropAlpha: Double
    public var scale: Double
    /// Radians, positive clockwise (CoreGraphics' sense on iOS).
    public var rotation: Double
}
