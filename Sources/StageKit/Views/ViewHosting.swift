/// Where a host shows one of its root views now: the screen position of the root's frame
/// origin, the scale it applies (a popup scaling in), the part of the screen the root may show
/// in, and the opacity it is drawn at.
public struct ViewPlacement: Hashable, Sendable {
    public var origin: Point
    public var scale: Double
    public var clip: Rect?

    public init(origin: Point, scale: Double = 1, clip: Rect? = nil) {
        self.origin = origin
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.clip = clip
    }
}

/// Something on the stage that holds root views (docs/VIEWS.md, "Hosts"): a plain host
/// (`ViewHostLayer`), an LSTPopView popup's custom view, a cell's content view, a controller's
/// view. The host sizes each root, says where it is (`placement`), and forwards the touches its
/// layer wins and its drawing to the views (`ViewTouches`, `View.draw`); the rest (hit-checked
/// taps, frames on screen, errors that name what covers a view) is the same for every host.
///
/// ```swift
/// final class Card: StageLayer, ViewHosting {
///     var hostLayer: any StageLayer { self }
///     func placement(of root: View, at t: SimTime) -> ViewPlacement? { ViewPlacement(origin: frame(at: t).origin) }
///     func root(at p: Point, t: SimTime) -> View? { content }
///     func releaseRoot(_ root: View) { content = nil }
///     func handleTap(_ tap: TapEvent, on stage: Stage) { _ = ViewTouches.tap(tap, in: self) }
/// }
/// ```
public protocol ViewHosting: AnyObject {
    /// The layer the roots are drawn in and hit-tested through.
    var hostLayer: any StageLayer { get }
    /// Where `root` is on screen at `t`; nil while the host does not show it.
    func placement(of root: View, at t: SimTime) -> ViewPlacement?
    /// The root a touch at screen point `p` lands in (nil: none, the host's own part).
    func root(at p: Point, t: SimTime) -> View?
    /// That root and where it is, in one lookup (a table finds the row once, not per question).
    func rootAndPlacement(at p: Point, t: SimTime) -> (root: View, place: ViewPlacement)?
    /// `root` left the host (added to another view, or removed from its superview).
    func releaseRoot(_ root: View)
    /// Why `root` is not shown now (a cell scrolled away, a popup not popped), nil when it is
    /// or when the host has nothing to add to its layer's own reason.
    func absenceReason(of root: View) -> String?
    /// How messages name the host ("popup#1's custom view").
    var hostName: String { get }
}

extension ViewHosting {
    public func absenceReason(of root: View) -> String? { nil }
    public var hostName: String { hostLayer.source }

    public func rootAndPlacement(at p: Point, t: SimTime) -> (root: View, place: ViewPlacement)? {
        guard let r = root(at: p, t: t), let place = placement(of: r, at: t) else { return nil }
        return (r, place)
    }

    /// Makes `root` a root of this host, sized `size` (it leaves any superview or host it had).
    public func adopt(_ root: View, size: Size) {
        if root.host !== self {
            root.removeFromSuperview()
            root.host = self
        }
        root.hostResized(size)
    }

    /// Draws `root` where the host places it at `t`.
    public func draw(_ root: View, into canvas: inout Canvas, at t: SimTime, tint: Color = .systemBlue) {
        guard let p = placement(of: root, at: t) else { return }
        root.draw(into: &canvas, ViewDrawing(origin: p.origin, scale: p.scale, clip: p.clip, tint: tint))
    }

    /// The view a touch at screen point `p` reaches (UIKit's hit test in the root there), nil
    /// when it reaches none.
    public func hitView(at p: Point, t: SimTime) -> View? {
        guard let (r, place) = rootAndPlacement(at: p, t: t) else { return nil }
        if let clip = place.clip, !clip.contains(p) { return nil }
        let local = Point(x: (p.x - place.origin.x) / place.scale, y: (p.y - place.origin.y) / place.scale)
        return r.hitTest(Point(x: local.x + r.boundsOrigin.x, y: local.y + r.boundsOrigin.y))
    }
}

extension View {
    /// The host sets the root's size (it fills what the host gives it).
    func hostResized(_ s: Size) {
        let clean = Size(width: View.sanitized(s.width) ?? 0, height: View.sanitized(s.height) ?? 0)
        origin = .zero
        if clean != size {
            size = clean
            setNeedsLayout()
        }
    }

    /// The root leaves its host (the host drops it from its own records first).
    public func leaveHost() {
        host = nil
    }
}
