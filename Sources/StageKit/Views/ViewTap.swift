/// Semantic input on a view (`button:tap()`, docs/VIEWS.md, "Touches"): the point is the centre
/// of the part of the view that shows, and the touch goes through the screen's hit-checked path
/// as every component's taps do. A view that cannot be reached is refused with the shared
/// `HitError`: not in the window (no host, a host off the stage, a tab not selected), hidden or
/// untouchable (itself or a superview: hidden, user interaction off, alpha below 0.01), clipped
/// away or off the screen (scroll it into view), or covered (by another layer, or by a view in
/// front of it in its own host).
///
/// ```swift
/// try stage.tap(button)   // screen tap {x, y, layer}, button#1 touchUpInside title="Continue"
/// ```
extension Stage {
    /// Taps `view` through the screen: the tap goes to its host's layer, which hands it to the
    /// control it reaches (`ViewTouches`). Did nothing when the control is disabled (the tap
    /// went on to what lies behind it, as UIKit's responder chain takes it).
    @discardableResult
    public func tap(_ view: Control) throws(HitError) -> CommandOutcome {
        let (p, layer) = try reach(view, verb: "tap")
        let enabled = view.isEnabled
        log("screen", "tap", inputFields(p, layer, false))
        layer.handleTap(TapEvent(location: p, time: now), on: self)
        return CommandOutcome(
            acted: enabled, otherwise: "\(view.labeledSource) is disabled (the tap went on to \(labeled(layer.source)))"
        )
    }

    /// Holds a finger on `view` (checked as `tap` is) for `duration`: highlighted meanwhile, then
    /// lifted inside. The clock is not advanced here.
    @discardableResult
    public func press(_ view: Control, holding duration: SimDuration) throws(HitError) -> CommandOutcome {
        _ = try reach(view, verb: "press")
        return view.receivePress(holding: duration)
    }

    /// The point a touch on `view` aims at and the layer it goes to, or why it cannot reach it.
    public func reach(_ view: View, verb: String) throws(HitError) -> (Point, any StageLayer) {
        let target = view.targetName
        func fail(_ e: HitError) -> HitError { e.forGesture(verb) }
        let top = view.root
        guard let host = top.host else {
            let why =
                top === view
                ? "it has no superview and no host holds it" : "its root \(top.labeledSource) is in no host"
            throw fail(.absent(target: target, why: "\(view.labeledSource) is not in the window: \(why)"))
        }
        let layer = host.hostLayer
        // The host's own reason first (a popup not popped, a closed player), then its layer's.
        if let why = host.absenceReason(of: top) ?? layer.notInWindowReason
            ?? (layers.contains(layer) ? nil : "\(labeled(layer.source)) is not on the stage")
        {
            throw fail(.absent(target: target, why: "\(view.labeledSource) is not in the window: \(why)"))
        }
        if let why = view.untouchableReason { throw fail(.absent(target: target, why: why)) }
        guard let place = view.screenFrame() else {
            throw fail(
                .absent(
                    target: target,
                    why: "\(view.labeledSource) is not in the window: \(host.hostName) does not show it now"))
        }
        guard place.frame.width > 0, place.frame.height > 0 else {
            throw fail(.zeroSize(target: target, why: "it has no size (its frame is \(place.frame))"))
        }
        guard let shown = place.visible else {
            throw fail(
                .offScreen(
                    target: target,
                    detail:
                        "its frame \(place.frame) is outside what its superviews and \(host.hostName) show "
                        + "(scroll it into view)"
                ))
        }
        guard let visible = shown.intersection(screen.bounds) else {
            throw fail(.offScreen(target: target, detail: "its frame \(place.frame) is off the screen"))
        }
        let c = visible.touchPoint
        let tidy = Point(x: ViewDrawing.tidy(c.x), y: ViewDrawing.tidy(c.y))
        let p = visible.contains(tidy) ? tidy : c
        guard let hit = layers.hitTest(p, at: now) else { throw fail(.nothingThere(target: target, point: p)) }
        guard hit === layer else { throw fail(.covered(target: target, point: p, by: labeled(hit.source))) }
        let reached = host.hitView(at: p, t: now)
        guard let reached, reached === view || reached.isDescendant(of: view) else {
            throw fail(.covered(target: target, point: p, by: reached?.labeledSource ?? labeled(layer.source)))
        }
        return (p, layer)
    }
}

extension View {
    /// How messages name the view: `button#3 ('Continue')`, `view#2`.
    public var targetName: String {
        let text = (self as? Control)?.spokenLabel ?? (self as? Label)?.text ?? ""
        return text.isEmpty ? labeledSource : "\(labeledSource) ('\(text)')"
    }

    /// Why UIKit's hit test skips this view or one of its superviews, nil when it does not.
    public var untouchableReason: String? {
        var v: View? = self
        while let x = v {
            let who = x === self ? x.labeledSource : "its superview \(x.labeledSource)"
            if x.isHidden { return "\(who) is hidden" }
            if !x.isUserInteractionEnabled { return "\(who) has user interaction off" }
            if x.alpha < LayerLevel.minimumHitAlpha {
                return "\(who) has alpha \(x.alpha.compact) (below 0.01, UIKit's hit test skips it)"
            }
            v = x.superview
        }
        return nil
    }
}
