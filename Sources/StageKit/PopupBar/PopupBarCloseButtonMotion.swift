/// The close button's resting frame (relative to the open content's origin) and a reposition in
/// flight: where it left and when. A new resting place while the popup shows moves it there over
/// `PopupBarCloseButton.repositionDuration` (docs/behavior/lnpopupcontroller.md, "Content, item
/// and close button").
///
/// ```swift
/// var motion = PopupBarCloseButtonMotion(resting: old)
/// motion.rest(at: new, now: t, animated: true)   // true: it moves
/// motion.frame(at: t + 0.1)                      // between old and new
/// ```
struct PopupBarCloseButtonMotion {
    private(set) var resting: Rect?
    private var move: (from: Rect, start: SimTime)?

    init(resting: Rect?) { self.resting = resting }

    /// The frame shown at `t`, toward `rest` (default: the resting frame).
    func frame(at t: SimTime, toward rest: Rect?? = nil) -> Rect? {
        let rest = rest ?? resting
        guard let rest, let move else { return rest }
        let e = (t - move.start).seconds
        let d = PopupBarCloseButton.repositionDuration
        if e <= 0 { return move.from }
        if e >= d.seconds { return rest }
        return .interpolate(move.from, rest, PopupBarCloseButton.repositionCurve.progress(elapsed: e, duration: d))
    }

    /// A new resting frame: it moves there from where it shows now when `animated` and both
    /// frames exist and differ; returns whether it moves.
    mutating func rest(at new: Rect?, now: SimTime, animated: Bool) -> Bool {
        let old = frame(at: now)
        resting = new
        guard animated, let old, let new, old != new else {
            move = nil
            return false
        }
        move = (old, now)
        return true
    }

    /// Stops a reposition (the content went).
    mutating func stop() { move = nil }
}
