/// The popup's geometry as pure functions (docs/behavior/lnpopupcontroller.md, "Layout"): bar height, the closed and
/// open bar frames,
/// the content view and docking view for a given presence (b: 0 hidden → 1 presented), open
/// progress (p: 0 closed → 1 open, may overshoot on springs) and docking displacement (d: 0 in
/// place → 1 pushed off), the floating capsule, and the bottom inset the container gets.
///
/// ```swift
/// let l = PopupBarLayout(kind: .viewController, screen: Size(width: 393, height: 852),
///                     safeArea: EdgeInsets(top: 59, bottom: 34), bar: PopupBar(), interaction: .snap)
/// l.closedBarFrame                  // {x=0, y=754, width=393, height=64} (floating)
/// l.barFrame(presence: 1, open: 1)  // {x=0, y=0, width=393, height=0} (snap collapses it)
/// l.additionalBottomInset           // 64
/// ```
public struct PopupBarLayout: Hashable, Sendable {
    public let container: Rect
    public let safeArea: EdgeInsets
    public let platform: PopupBarPlatform
    public let style: PopupBarStyle
    public let barHeight: Double
    public let docking: PopupBarDocking
    /// The floating offset (floating bars only; docs/behavior/lnpopupcontroller.md, "Layout"): positive pushes the
    /// closed bar down.
    public let offset: Double
    /// Resolved interaction is snap: the open bar collapses to (0, 0, width, 0) at alpha 0.
    public let snapCollapses: Bool
    public let limitFloatingContentWidth: Bool
    public let shouldExtendPopupBarUnderSafeArea: Bool

    public init(kind: PopupBarContainerKind, screen: Size, safeArea: EdgeInsets, bar: PopupBar,
                interaction: PopupBarInteractionStyle, platform: PopupBarPlatform = PopupBarPlatform(),
                bottomBarHidden: Bool = false, shouldExtendPopupBarUnderSafeArea: Bool = true) {
        container = Rect(origin: .zero, size: screen)
        self.safeArea = safeArea
        self.platform = platform
        style = bar.effectiveBarStyle(on: platform)
        barHeight = bar.height(on: platform)
        docking = PopupBarDocking(kind: kind, screen: screen, safeArea: safeArea, bottomBarHidden: bottomBarHidden,
                                  bars: .of(isPad: platform.isPad, compactHeight: platform.compactHeight))
        offset = PopupBarLayout.floatingOffset(style: style, docking: docking, safeArea: safeArea, platform: platform)
        snapCollapses = interaction.resolved(on: platform) == .snap
        limitFloatingContentWidth = bar.limitFloatingContentWidth
        self.shouldExtendPopupBarUnderSafeArea = shouldExtendPopupBarUnderSafeArea
    }

    /// Support 451-480 (docs/behavior/lnpopupcontroller.md, "Layout"): for floating bars docking to a hidden system
    /// bar or to no bar: −7 on Catalyst, −4
    /// without a bottom safe area (home-button devices), +7 in regular width, else 0. A visible
    /// tab bar or toolbar, or a developer docking view: 0.
    public static func floatingOffset(style: PopupBarStyle, docking: PopupBarDocking, safeArea: EdgeInsets,
                                      platform: PopupBarPlatform) -> Double {
        guard style == .floating, !docking.systemBarVisible, !docking.isDeveloperView else { return 0 }
        if platform.isCatalyst { return -7 }
        if safeArea.bottom <= 0 { return -4 }
        return platform.regularWidth ? 7 : 0
    }

    /// The closed bar's bottom edge: dockY − insets.bottom + offset.
    public var closedBarBottom: Double { docking.dockY - docking.insetBottom + offset }

    public var closedBarFrame: Rect {
        Rect(x: 0, y: closedBarBottom - barHeight, width: container.width, height: barHeight)
    }

    /// Open: above the container (drag/scroll), or collapsed at the top (snap).
    public var openBarFrame: Rect {
        snapCollapses ? Rect(x: 0, y: 0, width: container.width, height: 0)
                      : Rect(x: 0, y: -barHeight, width: container.width, height: barHeight)
    }

    /// The bar at presence `b` (height b·H growing up from the docking edge) and open progress `p`.
    public func barFrame(presence b: Double, open p: Double) -> Rect {
        let h = barHeight * b
        let closed = Rect(x: 0, y: closedBarBottom - h, width: container.width, height: h)
        return p == 0 ? closed : Rect.interpolate(closed, openBarFrame, p)
    }

    /// The bar's own alpha: snap fades it out as it collapses.
    public func barAlpha(open p: Double) -> Double { snapCollapses ? 1 - clamp01(p) : 1 }

    /// The bar's inner content (image, titles, buttons) alpha: 1 − smoothstep(p).
    public func barContentAlpha(open p: Double) -> Double { 1 - PopupBarLayout.smoothstep(p) }

    /// The popup content view: from the bar's bottom down to what the docking view leaves;
    /// zero height when closed.
    public func contentFrame(bar: Rect, open p: Double, dock d: Double) -> Rect {
        guard p > 0 else { return Rect(x: bar.x, y: bar.maxY, width: container.width, height: 0) }
        let reserved = (1 - d) * (docking.height + docking.insetBottom)
        return Rect(
            x: bar.x, y: bar.maxY, width: container.width, height: max(0, container.height - reserved - bar.maxY))
    }

    /// The docking view pushed down by d·(height + insets) (docs/behavior/lnpopupcontroller.md, "Layout").
    public func dockingFrame(dock d: Double) -> Rect {
        docking.frame.offsetBy(dx: 0, dy: d * (docking.height + docking.insetBottom))
    }

    /// The bottom inset the container's content gets (docs/behavior/lnpopupcontroller.md, "Layout"): H − offset while
    /// presented,
    /// interpolated by presence during present and dismiss.
    public var additionalBottomInset: Double { max(0, barHeight - offset) }

    /// The container's bottom safe-area inset with the bar at presence `b`: what its own bottom
    /// bar takes (tab bar, visible toolbar + home indicator, or the home indicator) plus the bar's.
    public func bottomSafeAreaInset(presence b: Double) -> Double {
        let base: Double
        if docking.systemBarVisible { base = container.height - docking.frame.minY } else { base = safeArea.bottom }
        return base + additionalBottomInset * clamp01(b)
    }

    /// The floating bar's capsule inside `bar` (docs/behavior/lnpopupcontroller.md, "Layout"): inset 4 pt top and
    /// bottom and
    /// max(safe + 12, 12) on the sides (30 in regular width without the width limit), shifted up
    /// 2 pt; on an iPad with the limit on, at most 954 pt wide, centered.
    public func floatingCapsule(in bar: Rect) -> Rect {
        let side: (Double) -> Double = { safe in
            (self.platform.regularWidth && !self.limitFloatingContentWidth) ? max(safe + 30, 30) : max(safe + 12, 12)
        }
        var r = Rect(x: bar.x + side(safeArea.left), y: bar.y + 4 - 2,
                     width: bar.width - side(safeArea.left) - side(safeArea.right), height: max(0, bar.height - 8))
        if platform.isPad && limitFloatingContentWidth && r.width > PopupBarLayout.maximumFloatingWidth {
            r = Rect(
                x: bar.midX - PopupBarLayout.maximumFloatingWidth / 2, y: r.y,
                width: PopupBarLayout.maximumFloatingWidth, height: r.height)
        }
        return Rect(x: r.x, y: r.y, width: max(0, r.width), height: r.height)
    }

    public static let maximumFloatingWidth = 954.0
    public static let floatingCornerRadius = 14.0

    /// Whether the full-width bar background shows: floating bars show it only behind a tab bar
    /// or toolbar; other styles always.
    public var showsFullWidthBackground: Bool { style != .floating || docking.systemBarVisible }

    /// The background extension under the bar down to the screen bottom
    /// (`shouldExtendPopupBarUnderSafeArea`, ignored for floating bars), nil when none shows.
    public func safeAreaExtension(bar: Rect) -> Rect? {
        guard shouldExtendPopupBarUnderSafeArea, style != .floating, !docking.systemBarVisible,
              bar.height > 0, bar.maxY < container.height else { return nil }
        return Rect(x: 0, y: bar.maxY, width: container.width, height: container.height - bar.maxY)
    }

    /// Close (docs/behavior/lnpopupcontroller.md, "State machine"): the content fades from 15% of the duration when
    /// the window has a bottom
    /// safe area, no tab bar or toolbar is visible and no background extension shows.
    public var closeFadesContent: Bool {
        safeArea.bottom > 0 && !docking.systemBarVisible && (style == .floating || !shouldExtendPopupBarUnderSafeArea)
    }

    /// Drag progress (docs/behavior/lnpopupcontroller.md, "Interaction"): p = 1 − barMaxY / (dockY − insets.bottom),
    /// so 0 closed, 1 open.
    public func dragProgress(barMaxY: Double) -> Double {
        let base = docking.dockY - docking.insetBottom
        guard base > 0 else { return 0 }
        return 1 - barMaxY / base
    }

    /// t²(3 − 2t) on t clamped to [0, 1].
    public static func smoothstep(_ t: Double) -> Double {
        let x = clamp01(t)
        return x * x * (3 - 2 * x)
    }
}

@inline(__always) func clamp01(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
