/// The deliberate divergences from LSTPopView a script may turn on, per popup, each off by
/// default so a popup does what the library's code does (docs/behavior/lstpopview.md, "Fixes").
/// They ride on the popup's ticket, so the "objc" policy reads them where the library's rule is.
///
/// ```swift
/// var fixes = PopupFixes()
/// fixes.resumeSkipsSingle = true   // a covered single popup comes back shown, as it was
/// ```
public struct PopupFixes: Hashable, Sendable {
    /// The resume pop skips the isSingle branch: a covered single popup comes back shown (no
    /// countdown, as a resume of any other popup). The library runs the branch at every pop, the
    /// out-of-stack one included (LSTPopView.m:852-861, 1088), so the popup dismisses itself.
    public var resumeSkipsSingle = false
    /// The resume fades the content in from where it is: a member that is already visible does
    /// not blink. The library runs the Fade pop, which sets the alpha to 0 first
    /// (LSTPopView.m:926-933).
    public var resumeKeepsVisible = false
    /// A drag's fly-out ends with the popup's visibility: a dismissal or a new pop meanwhile drops
    /// it, and so does a cover. The library's fly-out is a UIView animation whose completion
    /// dismisses the popup (Fade, 0.1 s) whatever happened meanwhile, while it lives
    /// (LSTPopView.m:1676-1681): a second willDismiss.
    public var flyOutEndsWithDismissal = false
    /// A drag moves the content along each enabled half-axis from wherever it is, clamped at the
    /// origin: a content raised by the keyboard follows a one-half drag (snapping to the origin),
    /// and a step across the origin moves by exactly the finger's delta. The library's `pan:`
    /// moves a half only from its side of the origin, the positive half's rule then the negative
    /// half's on its result (LSTPopView.m:1593-1627; `PopupDrag.move`).
    public var dragClampsAtOrigin = false

    public init(
        resumeSkipsSingle: Bool = false, resumeKeepsVisible: Bool = false, flyOutEndsWithDismissal: Bool = false,
        dragClampsAtOrigin: Bool = false
    ) {
        self.resumeSkipsSingle = resumeSkipsSingle
        self.resumeKeepsVisible = resumeKeepsVisible
        self.flyOutEndsWithDismissal = flyOutEndsWithDismissal
        self.dragClampsAtOrigin = dragClampsAtOrigin
    }
}
