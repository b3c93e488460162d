/// An interactive drag in progress (docs/behavior/lnpopupcontroller.md, "Interaction"): where it started, whether
/// it rubber bands (snap closing), and its own transition animator: a drag starts a 0.5 s
/// transition to "transitioning" that holds the queue (LNPopupController.mm 972, 1445-1449), so
/// a release decided before it ends waits for it (the release only enqueues, 1072-1078).
public struct PopupBarDrag: Hashable, Sendable {
    public var from: PopupBarPresentationState
    public var rubberBand: Bool
    /// The drag's 0.5 s animator still runs (its end is pending in the popup animator's slot).
    public var animatorRuns: Bool
    /// A release decided while the animator ran: it settles when the animator ends.
    public var release: PopupBarDragRelease?

    public init(
        from: PopupBarPresentationState, rubberBand: Bool, animatorRuns: Bool = false,
        release: PopupBarDragRelease? = nil
    ) {
        self.from = from
        self.rubberBand = rubberBand
        self.animatorRuns = animatorRuns
        self.release = release
    }
}

/// Where a released drag settles, with the curve and whether a close delivers the rigid haptic.
public struct PopupBarDragRelease: Hashable, Sendable {
    public var to: PopupBarPresentationState
    public var curve: Curve
    public var closeHaptic: Bool
}
