/// The popup at one instant, in screen points: the bar (frame, alpha, inner alpha, capsule,
/// contents), the content view with its close button, the docking view, the highlight, the
/// marquee offsets and the container's bottom inset. Hit-testing, frame reads and drawing all use
/// it, so a picture shows what a tap hits. Computed in O(buttons) from the layout and the track
/// values.
public struct PopupBarSnapshot: Hashable, Sendable {
    public var presence: Double
    public var open: Double
    public var dock: Double
    public var barFrame: Rect
    public var barAlpha: Double
    public var barContentAlpha: Double
    /// The floating capsule (nil for other styles).
    public var capsule: Rect?
    public var contents: PopupBarContentsLayout?
    public var contentFrame: Rect
    public var contentAlpha: Double
    public var closeButtonFrame: Rect?
    public var closeButtonAlpha: Double
    public var dockingFrame: Rect
    public var safeAreaExtension: Rect?
    public var shadowOpacity: Double
    public var highlight: Double
    public var titleMarqueeOffset: Double
    public var subtitleMarqueeOffset: Double
    public var bottomSafeAreaInset: Double
    public var showsFullWidthBackground: Bool
    /// The tab bar's own height (49, iPad 50: `SystemBarMetrics`), the part of the docking view tabs take.
    public var tabBarHeight = SystemBarMetrics.iPhone.tabBar
    /// The chevron close button flattens while the open content is dragged (docs/behavior/lnpopupcontroller.md,
    /// "Content, item and close button").
    public var closeButtonFlat = false
    /// The image transition view (docs/behavior/lnpopupcontroller.md, "Content, item and close button",
    /// `PopupBarImageMorph`) while an open or close runs it:
    /// its frame and corner radius; the bar's image and the content's target are hidden then.
    public var imageMorph: (frame: Rect, cornerRadius: Double, phase: PopupBarImageMorph.Phase)? {
        get { morphStorage.map { ($0.frame, $0.radius, $0.phase) } }
        set { morphStorage = newValue.map { MorphStorage(frame: $0.frame, radius: $0.cornerRadius, phase: $0.phase) } }
    }
    private var morphStorage: MorphStorage?
    private struct MorphStorage: Hashable, Sendable {
        var frame: Rect
        var radius: Double
        var phase: PopupBarImageMorph.Phase
    }

    /// The bar is on screen with some height.
    public var barVisible: Bool { presence > 0 && barFrame.height > 0 && barAlpha > 0 }
    /// The content view is on screen.
    public var contentVisible: Bool { contentFrame.height > 0 && contentAlpha > 0 }

    public init(layout l: PopupBarLayout, presence b: Double, open p: Double, dock d: Double, contentAlpha: Double,
                shadow: Double, highlight: Double, item: PopupBarItem?, progressStyle: PopupBarProgressViewStyle,
                closeButtonStyle: PopupBarCloseButtonStyle, marquee: (Double, Double) = (0, 0)) {
        presence = b
        open = p
        dock = d
        tabBarHeight = SystemBarMetrics.of(isPad: l.platform.isPad).tabBar
        barFrame = l.barFrame(presence: b, open: p)
        barAlpha = l.barAlpha(open: p)
        barContentAlpha = l.barContentAlpha(open: p)
        capsule = l.style == .floating ? l.floatingCapsule(in: barFrame) : nil
        if let item {
            contents = PopupBarContentsLayout(bar: barFrame, style: l.style, item: item, progressStyle: progressStyle,
                                              platform: l.platform, capsule: capsule, safeArea: l.safeArea)
        } else {
            contents = nil
        }
        contentFrame = l.contentFrame(bar: barFrame, open: p, dock: d)
        self.contentAlpha = contentAlpha
        let full = Rect(x: contentFrame.x, y: contentFrame.y, width: contentFrame.width, height: l.container.height)
        closeButtonFrame = PopupBarCloseButton.frame(
            style: closeButtonStyle, content: full, safeArea: l.safeArea, platform: l.platform)
        closeButtonAlpha = clamp01(p)
        dockingFrame = l.dockingFrame(dock: d)
        safeAreaExtension = l.safeAreaExtension(bar: barFrame)
        shadowOpacity = shadow
        self.highlight = highlight
        titleMarqueeOffset = marquee.0
        subtitleMarqueeOffset = marquee.1
        bottomSafeAreaInset = l.bottomSafeAreaInset(presence: b)
        showsFullWidthBackground = l.showsFullWidthBackground
    }

    /// What a touch at `p` lands on.
    public enum Hit: Hashable, Sendable {
        case closeButton
        case content
        case barButton(leading: Bool, index: Int)
        case bar
        case tab(Int)
        case dockingView
    }

    /// Tab `i`'s button of `tabCount` equal ones across the docking view (the tab bar): its
    /// column, over the bar's 49 pt (iPad 50; not the home-indicator strip below, which `hit` also gives
    /// to the tab). Empty when `i` is out of range.
    public func tabFrame(_ i: Int, tabCount: Int) -> Rect {
        guard tabCount > 0, i >= 0, i < tabCount else { return .zero }
        let f = dockingFrame, w = f.width / Double(tabCount)
        let x0 = f.minX + w * Double(i), x1 = i == tabCount - 1 ? f.maxX : f.minX + w * Double(i + 1)
        return Rect(x: x0, y: f.minY, width: x1 - x0, height: min(f.height, tabBarHeight))
    }

    public func hit(_ pt: Point, tabCount: Int, systemBarVisible: Bool) -> Hit? {
        if systemBarVisible && dockingFrame.contains(pt) {
            if tabCount > 0 {
                let w = dockingFrame.width / Double(tabCount)
                let i = Int(clamping: ((pt.x - dockingFrame.x) / w).rounded(.down), to: 0...(tabCount - 1), nan: 0)
                return .tab(i)
            }
            return .dockingView
        }
        if barVisible && barFrame.contains(pt) {
            if let c = contents, barContentAlpha > 0.01 {
                for b in c.buttons where b.frame.contains(pt) { return .barButton(leading: b.leading, index: b.index) }
            }
            return .bar
        }
        if contentVisible && contentFrame.contains(pt) {
            if let f = closeButtonFrame, closeButtonAlpha > 0.01, f.contains(pt) { return .closeButton }
            return .content
        }
        return nil
    }
}

/// The bar highlight (docs/behavior/lnpopupcontroller.md, "Interaction"): on over 0.2 s at touch-down, off over 0.2 s
/// at release; a tap
/// (no time between) runs both back to back. Ease in-out.
public struct PopupBarHighlight: Hashable, Sendable {
    public var start: SimTime
    public var holdUntil: SimTime

    public static let duration: SimDuration = 0.2

    public init(start: SimTime, holdUntil: SimTime? = nil) {
        self.start = start
        self.holdUntil = max(holdUntil ?? start + PopupBarHighlight.duration, start + PopupBarHighlight.duration)
    }

    public func alpha(at t: SimTime) -> Double {
        let d = PopupBarHighlight.duration.seconds
        if t < start { return 0 }
        if t < start + PopupBarHighlight.duration {
            return Curve.easeInOut.progress(elapsed: (t - start).seconds, duration: PopupBarHighlight.duration)
        }
        if t <= holdUntil { return 1 }
        let e = (t - holdUntil).seconds
        if e >= d { return 0 }
        return 1 - Curve.easeInOut.progress(elapsed: e, duration: PopupBarHighlight.duration)
    }

    public var end: SimTime { holdUntil + PopupBarHighlight.duration }
}
