/// A navigation controller's stack and bar (docs/NAVIGATION.md): the pushed controllers joining
/// and leaving it (`NavigationStack` carries out its machine's effects through these), the bar
/// showing the top controller's title and a back button to the one below, moving with the
/// transition, hiding animated, and a large title that collapses as the top controller's table
/// scrolls, with the scroll-edge appearance while no content is under the bar.
///
/// ```swift
/// let nav = PopupBarContainer(stage: stage, kind: .navigationController(toolbar: false), title: "Podcasts")
/// nav.prefersLargeTitles = true
/// nav.displayedNavigationBarFrame()?.height     // 155 (59 + 96) at the top; 103 once scrolled 52 pt
/// ```
extension PopupBarContainer {
    // MARK: The stack's effects

    /// The pushed controller becomes a child (UIKit's `addChild`), unless it already is.
    func attachPushed(_ c: PopupBarContainer) {
        guard c.parent !== self else { return }
        stage.containment(.addChild(c.source, to: source, tab: nil))
        c.parent = self
        children.append(c)
        c.noteSafeAreaChange()
    }

    /// The popped controller leaves (UIKit's `removeFromParent`) and the window: off the stage
    /// until it is used again.
    func detachPushed(_ c: PopupBarContainer) {
        hidePushed(c)
        guard c.parent === self else { return }
        stage.containment(.removeFromParent(c.source))
        if children.last === c { children.removeLast() } else { children.removeAll { $0 === c } }
        c.parent = nil
        c.leaveStage()
    }

    /// The controller's view joins the window, directly under the navigation controller's bars.
    func showPushed(_ c: PopupBarContainer) {
        guard isOnStage, !stage.layers.contains(c) else { return }
        if c.isOnStage { stage.layers.insert(c, below: self) } else { c.present() }
    }

    /// The controller's view leaves the window (covered or gone); it keeps its state.
    func hidePushed(_ c: PopupBarContainer) {
        _ = stage.layers.remove(c)
    }

    /// `hidesBottomBarWhenPushed` of the top controller: the enclosing tab bar controller's tab
    /// bar hides or shows with the transition (LNPopupController moves its bar with it:
    /// UIViewController+LNPopupSupportPrivate.mm 2049-2130, docs/behavior/lnpopupcontroller.md "Layout").
    func updateBottomBarForTop() {
        guard let nav = navigation else { return }
        // The top the stack settles on: a cancelled interactive pop's is the one it leaves.
        var top = nav.top
        if let t = nav.state.transition, t.phase == .cancelling, let from = nav.controller(t.from) { top = from }
        let hide = top !== self && top.navigationItem.hidesBottomBarWhenPushed
        guard hide != nav.appliedBottomBarHidden else { return }
        nav.appliedBottomBarHidden = hide
        let animated = nav.isTransitioning
        if let p = parent, p.kind.isTabBarController { p.setBottomBarHidden(hide, animated: animated) }
    }

    // MARK: The bar

    /// Whether controller `c` of this navigation controller shows a large title
    /// (`largeTitleDisplayMode`: `.automatic` takes the controller's below it, the root the bar's
    /// `prefersLargeTitles`). O(the run of `.automatic` controllers below it). None in a
    /// vertically compact environment (an iPhone in landscape: the standard 32-pt bar).
    public func showsLargeTitle(for c: PopupBarContainer) -> Bool {
        guard prefersLargeTitles, !stage.screen.device.isVerticallyCompact else { return false }
        guard let nav = navigation, c !== self else { return modeShowsLarge(navigationItem.largeTitleDisplayMode) }
        var i = nav.state.stack.lastIndex(of: c.source) ?? 0
        while i > 0 {
            guard let x = nav.controller(nav.state.stack[i]) else { break }
            switch x.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: i -= 1
            }
        }
        return modeShowsLarge(navigationItem.largeTitleDisplayMode)
    }

    private func modeShowsLarge(_ m: NavigationItem.LargeTitleDisplayMode) -> Bool { m != .never }

    /// The bar's height (without the top inset) for the top controller, expanded: the model
    /// value the children's safe area follows.
    var modelNavigationBarHeight: Double {
        let top = navigation?.top ?? self
        return showsLargeTitle(for: top) ? systemBars.largeTitleNavigationBar : systemBars.navigationBar
    }

    /// How far the large title has collapsed at `t` (0 expanded ... 1 the 44-pt bar): the top
    /// controller's table scrolled by that fraction of the large title's 52 pt (`LargeTitleCollapse`).
    public func largeTitleCollapse(at t: SimTime? = nil) -> Double {
        guard let table = observedTable else { return 0 }
        return LargeTitleCollapse.fraction(scrolled: table.scrollOffset, of: largeTitleHeight)
    }

    /// The large title's own height: 96 − 44 (iPad 102 − 50).
    var largeTitleHeight: Double { systemBars.largeTitleNavigationBar - systemBars.navigationBar }

    /// The first table in the top controller's view (UIKit's observed scroll view), if any.
    var observedTable: SwipeTable? {
        let top = navigation?.top ?? self
        for case let t as SwipeTable in stage.layers.bottomToTop where t.safeAreaProvider === top { return t }
        return nil
    }

    /// The navigation bar as it is on screen at `t` (its background reaching up under the status
    /// bar): the top controller's bar, a large title collapsing with its table, between two
    /// controllers' bars during a transition, sliding up while it hides. Nil when hidden.
    public func displayedNavigationBarFrame(at t: SimTime? = nil) -> Rect? {
        guard kind.isNavigationController, let nav = navigation else { return nil }
        let t = t ?? stage.now
        let hiding = nav.barHiding.value(at: t)
        guard hiding < 1 else { return nil }
        let v = viewSafeArea
        func height(_ c: PopupBarContainer) -> Double {
            guard showsLargeTitle(for: c) else { return systemBars.navigationBar }
            let collapse = c === nav.top ? largeTitleCollapse(at: t) : 0
            return systemBars.navigationBar + largeTitleHeight * (1 - collapse)
        }
        var h = height(nav.top)
        if let tr = nav.state.transition, let from = nav.controller(tr.from) {
            let p = nav.progress.value(at: t)
            h = height(from) + (h - height(from)) * p
        }
        let full = v.top + h
        return Rect(x: 0, y: -full * hiding, width: stage.screen.width, height: full)
    }

    /// iOS 15's appearances: `scrollEdge` (the bar takes the content's background, no shadow)
    /// while no content is under it, `standard` once the table scrolled under the bar (past the
    /// large title, if one shows).
    public func navigationBarAppearance(at t: SimTime? = nil) -> String {
        guard let table = observedTable else { return "scrollEdge" }
        let top = navigation?.top ?? self
        let edge = showsLargeTitle(for: top) ? largeTitleHeight : 0
        return table.scrollOffset > edge ? "standard" : "scrollEdge"
    }

    /// The back button (the previous controller's title, or "Back"): its frame on screen.
    public func backButtonFrame(at t: SimTime? = nil) -> Rect? {
        guard let nav = navigation, let prev = nav.state.previous, let bar = displayedNavigationBarFrame(at: t)
        else { return nil }
        let label = backButtonTitle(prev)
        let w = min(stage.screen.width / 2, 8 + 24 + TextMetrics.width(of: label, fontSize: 17))
        return Rect(x: 0, y: bar.minY + viewSafeArea.top, width: w, height: systemBars.navigationBar)
    }

    /// UIKit's back button label: the previous controller's title, "Back" without one.
    public func backButtonTitle(_ source: String) -> String {
        navigation?.controller(source)?.viewController.title ?? "Back"
    }

    /// `setNavigationBarHidden(_:animated:)`: the model value at once (the children's safe area),
    /// the bar sliding over `UINavigationController.hideShowBarDuration` when animated.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        let was = navigationBarHidden
        navigationBarHidden = hidden
        guard animated, was != hidden, let nav = navigation else { return }
        nav.barHiding.set(was ? 1 : 0)
        nav.barHiding.animate(to: hidden ? 1 : 0, at: stage.now, duration: NavigationTiming.hideShowBarDuration,
                              curve: .easeInOut)
    }

    /// `navigationBarHidden` changed without animation.
    func navigationBarHiddenDidChange() {
        navigation?.barHiding.set(navigationBarHidden ? 1 : 0)
        noteSafeAreaChange()
    }

    // MARK: Drawing and touches

    /// The bar: its background (scroll-edge or standard), the titles crossfading during a
    /// transition, the back button, and the large title in the part below the 44-pt bar.
    func drawNavigationBar(into canvas: inout Canvas, at t: SimTime) {
        guard let f = displayedNavigationBarFrame(at: t), let nav = navigation else { return }
        // The scroll-edge appearance has no shadow (UINavigationBarAppearance's
        // configureWithTransparentBackground, iOS 15's default scrollEdgeAppearance).
        let edge = navigationBarAppearance(at: t) == "scrollEdge"
        canvas.box(f, fill: edge ? .systemBackground : .secondarySystemBackground, stroke: edge ? nil : .separator,
                   label: "navigation bar")
        let barTop = f.minY + viewSafeArea.top, bar = systemBars.navigationBar
        let p = nav.state.transition == nil ? 1 : nav.progress.value(at: t)
        func draw(_ source: String, alpha: Double) {
            guard alpha > 0, let c = nav.controller(source) else { return }
            let large = showsLargeTitle(for: c) && f.maxY - barTop > bar + 1
            if let title = c.viewController.title {
                canvas.withOpacity(alpha) { cv in
                    if large {
                        // UIKit's large title: 34-pt bold, leading, in the part under the 44-pt bar.
                        let r = Rect(x: 16, y: barTop + bar, width: f.width - 32, height: f.maxY - barTop - bar)
                        cv.text(title, in: r, fontSize: 34, alignment: .leading)
                    } else {
                        cv.text(title, in: Rect(x: 0, y: barTop, width: f.width, height: bar), fontSize: 17)
                    }
                }
            }
            if let prev = nav.previous(of: source) {
                let label = "‹ " + backButtonTitle(prev)
                let w = min(f.width / 2, 8 + TextMetrics.width(of: label, fontSize: 17))
                canvas.withOpacity(alpha) { cv in
                    cv.text(label, in: Rect(x: 8, y: barTop, width: w, height: bar), color: .systemBlue,
                            alignment: .leading)
                }
            }
        }
        if let tr = nav.state.transition {
            draw(tr.from, alpha: 1 - p)
            draw(tr.to, alpha: p)
        } else {
            draw(nav.state.top, alpha: 1)
        }
    }

    /// A touch on the navigation bar: the back button pops (UIKit ignores touches during a
    /// transition). True when the bar took it.
    func handleNavigationBarTap(_ tap: TapEvent) -> Bool {
        guard let nav = navigation, displayedNavigationBarFrame(at: tap.time)?.contains(tap.location) == true else {
            return false
        }
        if !nav.isTransitioning, backButtonFrame(at: tap.time)?.contains(tap.location) == true {
            stage.log(source, "backButtonTapped", ["title": .string(nav.state.previous.map(backButtonTitle) ?? "")])
            _ = try? nav.pop(animated: true)
        }
        return true
    }

    /// Taps the back button through the screen (`nav:tapBack()`).
    public func tapBack() throws(PopupBarError) {
        let target = "the back button of \(labeledSource)"
        if let why = whyNotShown { throw .input(.absent(target: target, why: why)) }
        guard let f = backButtonFrame() else {
            throw .input(.absent(target: target, why: "\(labeledSource) shows no back button (it is at its root)"))
        }
        let p = try input { () throws(HitError) in
            try stage.touchPoint(in: f, target: target, zeroSize: "the back button has no size",
                                 offScreen: { "it lies at \($0), off the screen" })
        }
        try input { () throws(HitError) in
            try stage.tap(nil, of: self, at: p, target: target) { handleTap($0, on: stage) }
        }
    }

    /// The interactive pop's edge swipe through the screen: a drag from the left edge by `dx`.
    public func edgeSwipe(dx: Double, duration: SimDuration, velocity: Point? = nil) throws {
        let target = "the left edge of \(labeledSource)"
        if let why = whyNotShown { throw PopupBarError.input(.absent(target: target, why: why)) }
        guard dx.isFinite else { throw PopupBarError.badInput("a finite dx expected") }
        let y = stage.screen.height / 2
        let p = Point(x: NavigationEdgePan.edgeWidth / 2, y: y)
        try input("swipe") { () throws(HitError) in
            try stage.checkHit(p, on: self, element: nil, target: target, pan: true)
        }
        try stage.drag(PanTrack.linear(from: p, to: Point(x: p.x + dx, y: y), duration: duration), velocity: velocity)
    }

    /// The strip at the left edge takes a pan while the stack can pop (the screen-edge pan).
    func takesEdgePan(at p: Point) -> Bool {
        guard let nav = navigation, nav.canBeginEdgePan || nav.state.transition?.isInteractive == true else {
            return false
        }
        return p.x < NavigationEdgePan.edgeWidth && p.y >= viewSafeArea.top
    }

    /// How far right the content of this container is drawn at `t` while a navigation
    /// transition moves it: its own view in its parent's stack, or (a navigation controller's
    /// root content) its own.
    public func navigationOffsetX(at t: SimTime, ownContent: Bool) -> Double {
        var x = 0.0
        if ownContent, let nav = navigation { x += nav.offsetX(of: source, at: t) }
        if let p = parent, let nav = p.navigation { x += nav.offsetX(of: source, at: t) }
        return x
    }
}

/// How a large title collapses as its content scrolls (Apple's `ToolbarTitleDisplayMode.large`:
/// "transitions to the center of the toolbar as content is scrolled"): approximate, linearly
/// with the scroll over the large title's height (52 pt on an iPhone), so the content's first
/// row stays under the bar's bottom edge while it shrinks.
public enum LargeTitleCollapse {
    /// 0 expanded ... 1 collapsed, after scrolling `scrolled` of `height`.
    public static func fraction(scrolled: Double, of height: Double) -> Double {
        guard height > 0, scrolled.isFinite else { return 0 }
        return min(max(scrolled / height, 0), 1)
    }
}
