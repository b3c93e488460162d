/// The popup's custom view (docs/POPUPS.md, "A custom view"): LSTPopView's
/// `initWithCustomView:` makes the content the app's own view (LSTPopView.m:455-470), sized to
/// the content size, so its buttons are the app's. The popup hosts it (`ViewHosting`): drawn
/// inside the content's frame at the content's scale and opacity, and a tap on the content that a
/// control of it takes is that control's (the background's recognizer never begins inside the
/// content, LSTPopView.m:1539-1547). A pan on the content stays the popup's drag, as the
/// library's pan recognizer is on the content (LSTPopView.m:483-485). Not modelled: the content's
/// rotation (card drops) is not applied to its views.
///
/// ```swift
/// let panel = StackView(stage: stage, axis: .vertical)
/// p.setCustomView(panel)          // the content is the panel, sized 280 × 160
/// try stage.tap(continueButton)   // the button's action (its action dismisses the popup)
/// ```
extension Popup: ViewHosting {
    /// Makes `view` the content (it leaves its superview or host); nil removes it.
    public func setCustomView(_ view: View?) {
        if let old = customView, old !== view { old.leaveHost() }
        customView = view
        if let view { adopt(view, size: configuration.contentSize) }
    }

    public var hostLayer: any StageLayer { self }
    public var hostName: String { "\(labeledSource)'s custom view" }

    /// The content's frame on screen, its scale the content's.
    public func placement(of root: View, at t: SimTime) -> ViewPlacement? {
        guard root === customView else { return nil }
        let v = visual(at: t)
        return ViewPlacement(origin: v.frame.origin, scale: v.scale)
    }

    public func root(at p: Point, t: SimTime) -> View? {
        customView.flatMap { visual(at: t).frame.contains(p) ? $0 : nil }
    }

    public func releaseRoot(_ root: View) {
        if root === customView { customView = nil }
    }

    /// A popup not on screen shows no view (never popped, queued behind another, or gone).
    public func absenceReason(of root: View) -> String? {
        state.isVisible ? nil : "\(labeledSource) is \(state) (its custom view is not on screen)"
    }
}
