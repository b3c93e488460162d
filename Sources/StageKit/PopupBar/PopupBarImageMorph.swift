/// The bar image's morph into the content's image on open and back on close (`viewForPopupTransition(from:to:)`,
/// docs/behavior/lnpopupcontroller.md, "Content, item and close button"): 3.0.7 runs it only for prominent and
/// floating bars
/// with an image, in snap interaction, when the content supplies a target view, and only for a
/// transition (an open, a close, snap's auto-close), not a drag. The library's transition
/// animators add their animations to the open or close animator (LNPopupController.mm 716-723),
/// so the simulation rides on the transition: a transition view moves from the bar's image
/// frame (the closed bar) to the target's frame in the open content, its corner radius from the
/// bar image's 6 pt to the target's, by the open progress p of the running animation (same
/// duration and curve). While it runs the bar's image and the target are hidden (phase
/// "opening"/"closing"); at the end the transition view is removed.
///
/// ```swift
/// let m = PopupBarImageMorph(source: Rect(x: 20, y: 717, width: 40, height: 40),
///                         target: .init(frame: Rect(x: 40, y: 140, width: 313, height: 313), cornerRadius: 12),
///                         contentOrigin: Point(x: 0, y: 0), phase: .opening)
/// m.frame(open: 0.5)    // {x=30, y=428.5, width=176.5, height=176.5}
/// m.cornerRadius(open: 0.5)   // 9
/// ```
public struct PopupBarImageMorph: Hashable, Sendable {
    public struct Target: Hashable, Sendable {
        /// In the open content's coordinates.
        public var frame: Rect
        public var cornerRadius: Double

        public init(frame: Rect, cornerRadius: Double = 0) {
            self.frame = frame
            self.cornerRadius = cornerRadius
        }
    }

    public enum Phase: String, Hashable, Sendable {
        case opening, closing
    }

    /// The bar image's corner radius (docs/behavior/lnpopupcontroller.md, "Layout").
    public static let barImageCornerRadius = 6.0

    public var source: Rect
    public var target: Target
    /// Where the open content's origin is (the container's, (0, 0)).
    public var contentOrigin: Point
    public var phase: Phase

    public init(source: Rect, target: Target, contentOrigin: Point, phase: Phase) {
        self.source = source
        self.target = target
        self.contentOrigin = contentOrigin
        self.phase = phase
    }

    public var destination: Rect { target.frame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y) }

    /// The transition view's frame at open progress p (it may overshoot with a spring).
    public func frame(open p: Double) -> Rect { .interpolate(source, destination, p) }

    public func cornerRadius(open p: Double) -> Double {
        Self.barImageCornerRadius + (target.cornerRadius - Self.barImageCornerRadius) * p
    }

    /// 3.0.7's conditions for an image transition.
    public static func applies(
        style: PopupBarStyle, interaction: PopupBarInteractionStyle, hasImage: Bool, hasTarget: Bool
    ) -> Bool {
        (style == .prominent || style == .floating) && interaction == .snap && hasImage && hasTarget
    }
}
