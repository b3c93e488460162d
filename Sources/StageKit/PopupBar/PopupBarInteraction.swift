/// The gesture math (docs/behavior/lnpopupcontroller.md, "Interaction") as pure functions: the snap rubber band and
/// its auto-close
/// threshold, drag mode's 1:1 following and its release rule. The container turns pan samples
/// into `PopupBarMachine` inputs with these.
///
/// ```swift
/// // Snap, D = 852, c = 0.32, open bar collapsed (h = 0):
/// PopupBarInteraction.snapShouldAutoClose(raw: 272.6, containerHeight: 852, snapPercent: 0.32)   // false
/// PopupBarInteraction.snapShouldAutoClose(raw: 272.7, containerHeight: 852, snapPercent: 0.32)   // true
/// PopupBarInteraction.rubberBand(272.64, containerHeight: 852, snapPercent: 0.32)               // ≈ 79.14
/// ```
public enum PopupBarInteraction {
    /// rb(x) = x·D·c / (D + c·x).
    public static func rubberBand(_ x: Double, containerHeight d: Double, snapPercent c: Double) -> Double {
        let den = d + c * x
        guard den != 0, den.isFinite else { return 0 }
        return x * d * c / den
    }

    /// Snap closing (docs/behavior/lnpopupcontroller.md, "Interaction"): the raw travel of the bar centre from its
    /// open position for a
    /// finger translation `ty`, clamped to [0, closed − open].
    public static func snapRawTravel(translationY ty: Double, openCentreY: Double, closedCentreY: Double) -> Double {
        let centre = min(openCentreY + ty, closedCentreY)
        return max(centre, openCentreY) - openCentreY
    }

    /// The displayed content top for a raw travel, h being the open bar's height (0 in snap):
    /// displayed centre = rb(raw − h/2) − (h/2 + rb(−h/2)), content top = centre + h/2.
    public static func snapContentTop(
        raw: Double, openBarHeight h: Double, containerHeight d: Double, snapPercent c: Double
    ) -> Double {
        let centre =
            rubberBand(raw - h / 2, containerHeight: d, snapPercent: c)
            - (h / 2 + rubberBand(-h / 2, containerHeight: d, snapPercent: c))
        return centre + h / 2
    }

    /// Auto-close once raw / D > snapPercent.
    public static func snapShouldAutoClose(raw: Double, containerHeight d: Double, snapPercent c: Double) -> Bool {
        d > 0 && raw / d > c
    }

    /// The finger travel after which snap auto-closes: D · c (272.64 for 852 and 0.32).
    public static func snapAutoCloseTravel(containerHeight d: Double, snapPercent c: Double) -> Double { d * c }

    /// Drag (docs/behavior/lnpopupcontroller.md, "Interaction"): the bar's top follows the finger 1:1 between its open
    /// and closed tops.
    public static func dragBarTop(
        startTop: Double, translationY ty: Double, openTop: Double, closedTop: Double
    ) -> Double {
        min(max(startTop + ty, openTop), closedTop)
    }

    /// Drag release: velocity up opens, down closes (any magnitude); with no velocity the state
    /// switches only past 20% (from closed p > 0.2, from open p < 0.8).
    public static func dragReleaseOpens(
        from: PopupBarPresentationState, progress p: Double, velocityY vy: Double
    ) -> Bool {
        if vy < 0 { return true }
        if vy > 0 { return false }
        return from == .open ? !(p < 0.8) : p > 0.2
    }

    public static let switchThreshold = 0.2
}
