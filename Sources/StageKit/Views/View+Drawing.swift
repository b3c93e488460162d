/// Where a view is drawn: the screen position of its bounds' origin, the scale its host applies
/// (a popup's content while it scales in), the part of the screen it may show in (clipping
/// ancestors and the host), and the tint it inherits.
///
/// ```swift
/// let d = ViewDrawing(origin: Point(x: 40, y: 300), scale: 1, clip: screen, tint: .systemBlue)
/// root.draw(into: &canvas, d)
/// ```
public struct ViewDrawing: Sendable {
    /// The screen position of the view's frame origin.
    public var origin: Point
    public var scale: Double
    public var clip: Rect?
    public var tint: Color

    public init(origin: Point, scale: Double = 1, clip: Rect? = nil, tint: Color = .systemBlue) {
        self.origin = origin
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.clip = clip
        self.tint = tint
    }

    /// A rectangle in the view's frame coordinates (origin at its frame's top left) on screen,
    /// its coordinates kept to 1e-9 point (so sums of offsets read 177.6, not 177.60000000000002).
    public func screen(_ r: Rect) -> Rect {
        Rect(
            x: Self.tidy(origin.x + scale * r.minX), y: Self.tidy(origin.y + scale * r.minY),
            width: Self.tidy(scale * r.width), height: Self.tidy(scale * r.height))
    }

    static func tidy(_ v: Double) -> Double {
        guard v.isFinite, abs(v) < 1e6 else { return v }
        return (v * 1e9).rounded() / 1e9
    }

    /// A screen point in the view's frame coordinates.
    public func local(_ p: Point) -> Point {
        Point(x: (p.x - origin.x) / scale, y: (p.y - origin.y) / scale)
    }

    /// The drawing of `child`, a subview of the view drawn with this.
    func child(_ child: View, of parent: View) -> ViewDrawing {
        var d = self
        d.origin = Point(
            x: origin.x + scale * (child.origin.x - parent.boundsOrigin.x),
            y: origin.y + scale * (child.origin.y - parent.boundsOrigin.y))
        d.tint = child.tintColor ?? tint
        return d
    }
}

/// Drawing (docs/VIEWS.md, "Pictures"): a view draws its background, its content (a label's
/// text, a button's title and symbol, a switch), then its subviews back to front, each at its
/// alpha times its superview's; hidden views and their subviews are not drawn; a view that
/// clips draws its subviews only inside its bounds. Only the subviews in the visible part are
/// visited when there are many (`SubviewIndex`).
extension View {
    /// Draws the view and its subviews (laid out first) with `d` giving its frame's place on screen.
    public func draw(into canvas: inout Canvas, _ d: ViewDrawing) {
        layoutIfNeeded()
        drawTree(into: &canvas, d)
    }

    private func drawTree(into canvas: inout Canvas, _ d: ViewDrawing) {
        guard !isHidden, alpha > 0 else { return }
        let rect = d.screen(Rect(origin: .zero, size: size))
        if let clip = d.clip, rect.intersection(clip) == nil, subviews.isEmpty || clipsToBounds { return }
        canvas.withOpacity(alpha) { c in
            if let bg = backgroundColor, let r = d.clip.map({ rect.intersection($0) }) ?? rect {
                c.box(r, fill: bg.rgb, cornerRadius: cornerRadius * d.scale, opacity: bg.alpha)
            }
            drawContent(into: &c, in: rect, d)
            guard !subviews.isEmpty else { return }
            var inner = d
            if clipsToBounds { inner.clip = d.clip.map { rect.intersection($0) } ?? rect }
            if clipsToBounds && inner.clip == nil { return }
            // The visible part in bounds coordinates, to ask the index for the subviews there.
            let visible = inner.clip.map { clip -> Rect in
                let a = d.local(Point(x: clip.minX, y: clip.minY))
                let b = d.local(Point(x: clip.maxX, y: clip.maxY))
                return Rect(x: a.x + boundsOrigin.x, y: a.y + boundsOrigin.y, width: b.x - a.x, height: b.y - a.y)
            }
            for child in subviewsBackToFront(in: visible) { child.drawTree(into: &c, inner.child(child, of: self)) }
        }
    }

    /// The view's frame on screen through its host (nil when no host shows its tree), and the
    /// visible part of it (clipped by its ancestors and its host).
    public func screenFrame(at t: SimTime? = nil) -> (frame: Rect, visible: Rect?)? {
        let t = t ?? stage.now
        let top = root
        guard let host = top.host, let place = host.placement(of: top, at: t) else { return nil }
        top.layoutIfNeeded()
        // The chain from the root down to this view.
        var chain: [View] = []
        var v: View? = self
        while let view = v {
            chain.append(view)
            v = view.superview
        }
        var d = ViewDrawing(origin: place.origin, scale: place.scale, clip: place.clip)
        var clip = place.clip
        for (parent, child) in zip(chain.reversed(), chain.reversed().dropFirst()) {
            if parent.clipsToBounds {
                let r = d.screen(Rect(origin: .zero, size: parent.size))
                clip = clip.map { $0.intersection(r) ?? .zero } ?? r
            }
            d = d.child(child, of: parent)
        }
        let frame = d.screen(Rect(origin: .zero, size: size))
        let visible = clip.map { frame.intersection($0) } ?? frame
        return (frame, visible)
    }
}
