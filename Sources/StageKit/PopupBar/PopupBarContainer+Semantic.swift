/// Semantic input for scripts ("tap the bar", "drag the open content down"): each computes the
/// target's visible point from the snapshot and goes through the screen's shared hit-checked
/// input (`Stage.tap(_:of:at:target:)`, `Stage.checkHit` + `Stage.drag`), so a sheet or popup
/// over the bar makes it fail with the shared `HitError` instead of reaching the bar.
extension PopupBarContainer: ElementHitTesting {
    public func element(at p: Point, t: SimTime) -> PopupBarSnapshot.Hit? {
        snapshot(at: t).hit(p, tabCount: kind.tabs.count, systemBarVisible: layout.docking.systemBarVisible)
    }

    /// Taps the bar's title area (not a button): opens it, with the 0.2 s highlight.
    public func tapBar() throws(PopupBarError) {
        let p = try barPoint(for: "tap")
        try input { () throws(HitError) in
            try stage.tap(.bar, of: self, at: p, target: "the popup bar of \(labeledSource)") {
                handleTap($0, on: stage)
            }
        }
    }

    /// Touches the bar and holds it for `duration` (the clock advances): the highlight only.
    public func longPressBar(holding duration: SimDuration) throws {
        let p = try barPoint(for: "long-press")
        try input("long-press") { () throws(HitError) in
            try stage.checkHit(p, on: self, element: .bar, target: "the popup bar of \(labeledSource)")
        }
        longPressBar(duration: duration)
        try stage.clock.advance(by: duration)
    }

    /// Taps the open content's close button.
    public func tapCloseButton() throws(PopupBarError) {
        let snap = try openSnapshot(for: "tap the close button of")
        let target = "the close button of \(labeledSource)"
        guard let f = snap.closeButtonFrame else {
            throw .input(.absent(target: target, why: "the close button style is \"none\""))
        }
        let p = try input { () throws(HitError) in
            try stage.touchPoint(
                in: f, target: target, zeroSize: "it has no size", offScreen: { "it lies at \($0), off the screen" })
        }
        try input { () throws(HitError) in
            try stage.tap(.closeButton, of: self, at: p, target: target) { handleTap($0, on: stage) }
        }
    }

    /// A vertical pan from the bar's title area, `dy` down (negative = up), through `stage.drag`.
    public func dragBar(dy: Double, dx: Double = 0, duration: SimDuration, velocity: Point? = nil) throws {
        guard dy.isFinite, dx.isFinite else { throw PopupBarError.badInput("a finite dy and dx expected") }
        let p = try barPoint(for: "drag")
        try input("drag") { () throws(HitError) in
            try stage.checkHit(p, on: self, element: .bar, target: "the popup bar of \(labeledSource)")
        }
        try stage.drag(
            PanTrack.linear(from: p, to: Point(x: p.x + dx, y: p.y + dy), duration: duration), velocity: velocity)
    }

    /// A pan on the open content, from a quarter of its height (below the close button), `dy`
    /// down and `dx` right (a sideways pan scrolls a mixed-axis scroll view).
    public func dragContent(dy: Double, dx: Double = 0, duration: SimDuration, velocity: Point? = nil) throws {
        guard dy.isFinite, dx.isFinite else { throw PopupBarError.badInput("a finite dy and dx expected") }
        let snap = try openSnapshot(for: "drag")
        let f = snap.contentFrame
        let p = Point(x: f.midX, y: f.minY + min(f.height / 4, 200))
        try input("drag") { () throws(HitError) in
            try stage.checkHit(p, on: self, element: .content, target: "the popup content of \(labeledSource)")
        }
        try stage.drag(
            PanTrack.linear(from: p, to: Point(x: p.x + dx, y: p.y + dy), duration: duration), velocity: velocity)
    }

    /// Taps tab `i` (0-based) of a tab bar controller's tab bar.
    public func tapTab(_ i: Int) throws(PopupBarError) {
        let tabs = kind.tabs
        guard i >= 0, i < tabs.count else {
            throw .badInput(
                "tab index \(i + 1) out of range (\(labeledSource) has \(tabs.count) tab\(tabs.count == 1 ? "" : "s"))")
        }
        let snap = snapshot()
        let target = "tab \(i + 1) ('\(tabs[i])') of \(labeledSource)"
        if let why = whyNotShown { throw .input(.absent(target: target, why: why)) }
        guard layout.docking.systemBarVisible else {
            throw .input(.absent(target: target, why: "the tab bar is not on screen"))
        }
        let p = try input { () throws(HitError) in
            try stage.touchPoint(
                in: snap.tabFrame(i, tabCount: tabs.count), target: target, zeroSize: "the tab bar has no width",
                                 offScreen: { "it lies at \($0), off the screen" })
        }
        try input { () throws(HitError) in
            try stage.tap(.tab(i), of: self, at: p, target: target) { handleTap($0, on: stage) }
        }
    }

    // MARK: Helpers

    private func barPoint(for operation: String) throws(PopupBarError) -> Point {
        guard stage.isValid else { throw .stageReset(source: labeledSource) }
        let snap = snapshot()
        guard isOnStage, popupPresentationState == .barPresented, snap.barVisible else {
            let state = popupTransitioning ? "transitioning" : popupPresentationState.description
            throw .input(.notPresented(operation: operation, kind: "popup bar", state: state,
                    hint: popupPresentationState == .open ? "it is open: close it first" : "present it first"))
        }
        if let why = whyNotShown { throw .input(.absent(target: "the popup bar of \(labeledSource)", why: why)) }
        let f = snap.contents?.titleFrame ?? snap.barFrame
        let r = f.width > 0 && f.height > 0 ? f : snap.barFrame
        guard let visible = r.intersection(stage.screen.bounds) else {
            throw .input(
                .offScreen(target: "the popup bar of \(labeledSource)", detail: "it lies at \(r), off the screen"))
        }
        return visible.touchPoint
    }

    private func openSnapshot(for operation: String) throws(PopupBarError) -> PopupBarSnapshot {
        guard stage.isValid else { throw .stageReset(source: labeledSource) }
        let snap = snapshot()
        guard isOnStage, popupPresentationState == .open, !popupTransitioning, snap.contentVisible else {
            let state = popupTransitioning ? "transitioning" : popupPresentationState.description
            throw .input(
                .notPresented(operation: operation, kind: "popup content", state: state, hint: "open it first"))
        }
        return snap
    }

    /// `verb` words a refusal for the gesture ("tap", "drag", "long-press").
    func input<T>(_ verb: String = "tap", _ body: () throws(HitError) -> T) throws(PopupBarError) -> T {
        do throws(HitError) { return try body() } catch { throw .input(error.forGesture(verb)) }
    }
}

extension PopupBarSnapshot.Hit: CustomStringConvertible {
    public var description: String {
        switch self {
        case .closeButton: return "the close button"
        case .content: return "the popup content"
        case .barButton(let leading, let i): return "\(leading ? "leading" : "trailing") bar button \(i + 1)"
        case .bar: return "the popup bar"
        case .tab(let i): return "tab \(i + 1)"
        case .dockingView: return "the toolbar"
        }
    }
}
