/// A plain host (docs/VIEWS.md, "Hosts"): a layer holding one root view at a frame, added to
/// the window as a subview is (on top of the window's other subviews, as popups and sheets
/// are), drawn with an optional background. Scripts use it to put views on the screen by
/// themselves (`stage.viewHost{}`); the components' hosts (a popup's custom view, a cell, a
/// controller's view) do the same inside their own layers.
///
/// ```swift
/// let host = ViewHostLayer(stage: stage, frame: Rect(x: 20, y: 100, width: 353, height: 200))
/// host.root = panel               // panel fills the host
/// stage.tap(at: Point(x: 60, y: 130))   // reaches the button there, if any
/// ```
public final class ViewHostLayer: StageLayer, ViewHosting, TimelineSource, InvariantChecking {
    public let stage: Stage
    public let source: String
    public private(set) var frame: Rect
    public var backgroundColor: Color?
    /// The root view, filling the host (nil: an empty host, which takes no touch).
    public var root: View? {
        didSet {
            guard root !== oldValue else { return }
            if let old = oldValue, old.host === self { old.leaveHost() }
            if let root { adopt(root, size: frame.size) }
        }
    }
    public var isHidden = false

    public init(stage: Stage, frame: Rect, label: String? = nil) {
        self.stage = stage
        self.source = stage.makeSource(kind: "viewHost", label: label)
        self.frame = frame
    }

    /// Puts the host on the screen (on top of the window's subviews).
    public func show() { stage.layers.present(self) }

    /// Takes the host off the screen (its views stay, out of the window).
    @discardableResult
    public func remove() -> Bool { stage.layers.remove(self) }

    public func setFrame(_ r: Rect) {
        frame = Rect(
            x: View.finite(r.x), y: View.finite(r.y), width: View.sanitized(r.width) ?? 0,
            height: View.sanitized(r.height) ?? 0)
        root?.hostResized(frame.size)
    }

    // MARK: ViewHosting

    public var hostLayer: any StageLayer { self }

    public func placement(of root: View, at t: SimTime) -> ViewPlacement? {
        root === self.root ? ViewPlacement(origin: frame.origin, clip: frame) : nil
    }

    public func root(at p: Point, t: SimTime) -> View? { frame.contains(p) ? root : nil }

    public func releaseRoot(_ view: View) {
        if view === root { root = nil }
    }

    public func absenceReason(of root: View) -> String? {
        stage.layers.contains(self) ? nil : "\(labeledSource) is not on the stage"
    }

    // MARK: StageLayer

    public var title: String { root?.summary ?? "" }
    public var level: LayerLevel { .popup }
    public var kindName: String { "viewHost" }
    public func frame(at t: SimTime) -> Rect { frame }
    public func isVisible(at t: SimTime) -> Bool { !isHidden }

    /// The frame takes a touch when a view in it does (an empty host lets it through).
    public func hitTest(_ p: Point, at t: SimTime) -> Bool {
        frame.contains(p) && (backgroundColor != nil || hitView(at: p, t: t) != nil)
    }

    public func handleTap(_ tap: TapEvent, on stage: Stage) { _ = ViewTouches.tap(tap, in: self) }

    public func handlePan(_ pan: PanEvent, on stage: Stage) { ViewTouches.pan(pan, in: self) }

    public func draw(into canvas: inout Canvas, at t: SimTime) {
        if let backgroundColor {
            canvas.box(frame, fill: backgroundColor.rgb, opacity: backgroundColor.alpha, label: source)
        }
        if let root { draw(root, into: &canvas, at: t) }
    }

    public func checkInvariants() throws(InvariantBroken) {
        if let root {
            try InvariantBroken.check(
                root.host === self && root.superview == nil, "\(source)'s root \(root.source) is not held by it alone")
            try InvariantBroken.check(
                root.size == Size(width: frame.width, height: frame.height) || root.needsLayout,
                "\(source)'s root is \(root.size), not the host's size")
        }
    }
}
