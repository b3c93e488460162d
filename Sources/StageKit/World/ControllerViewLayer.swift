/// A view controller's view (UIViewController's `view`, docs/VIEWS.md "Hosts"): the root of the
/// app's views for a container (a plain `stage.viewController{}` above all), filling its frame.
/// UIKit puts everything the controller holds on top of its view; here the view is a layer of
/// its own at the bottom of the root content (below the tables, which are its subviews in
/// UIKit, and below the container's bars), shown exactly while the container is. Like any
/// UIView it takes the touches that land on it where nothing above took them (unless its user
/// interaction is off), and hands them to its controls.
///
/// ```swift
/// let vc = PopupBarContainer(stage: stage, kind: .viewController)
/// vc.present()
/// vc.setView(panel)             // the panel fills the screen under the container's bars
/// ```
public final class ControllerViewLayer: StageLayer, ViewHosting {
    public unowned let container: PopupBarContainer
    public let source: String
    public private(set) var root: View?

    init(container: PopupBarContainer) {
        self.container = container
        source = container.source + " view"
    }

    /// Gives the controller its view (it leaves its superview or host), sized to the screen.
    func setRoot(_ view: View?) {
        if let old = root, old !== view { old.leaveHost() }
        root = view
        if let view { adopt(view, size: container.stage.screen.size) }
    }

    /// Puts the layer at the bottom of the screen's layers while the container is on the stage.
    func place() {
        let layers = container.stage.layers
        guard container.isOnStage, !layers.contains(self) else { return }
        root?.hostResized(container.stage.screen.size)   // the screen may have turned meanwhile
        if let bottom = layers.bottomToTop.first { layers.insert(self, below: bottom) } else { layers.present(self) }
    }

    // MARK: ViewHosting

    public var hostLayer: any StageLayer { self }
    public var hostName: String { "the view of \(container.labeledSource)" }

    public func placement(of root: View, at t: SimTime) -> ViewPlacement? {
        root === self.root ? ViewPlacement(origin: .zero) : nil
    }

    public func root(at p: Point, t: SimTime) -> View? { root }

    public func releaseRoot(_ view: View) {
        if view === root { root = nil }
    }

    // MARK: StageLayer

    public var title: String { root?.summary ?? "" }
    public var level: LayerLevel { .content }
    public var kindName: String { "view" }
    public func frame(at t: SimTime) -> Rect { container.frame(at: t) }
    public func isVisible(at t: SimTime) -> Bool { root != nil && container.isShownInWindow }
    public var notInWindowReason: String? { container.whyNotShown }

    public func hitTest(_ p: Point, at t: SimTime) -> Bool { hitView(at: p, t: t) != nil }
    public func handleTap(_ tap: TapEvent, on stage: Stage) { ViewTouches.tap(tap, in: self) }
    public func handlePan(_ pan: PanEvent, on stage: Stage) { ViewTouches.pan(pan, in: self) }

    public func draw(into canvas: inout Canvas, at t: SimTime) {
        if let root { draw(root, into: &canvas, at: t) }
    }
}

extension PopupBarContainer {
    /// The controller's view (nil: none).
    public var view: View? { viewLayer?.root }

    /// Gives the controller its view (UIViewController's `view`): it fills the screen under the
    /// container's bars and everything the container holds.
    public func setView(_ view: View?) {
        if viewLayer == nil, view != nil { viewLayer = ControllerViewLayer(container: self) }
        viewLayer?.setRoot(view)
        viewLayer?.place()
    }
}
