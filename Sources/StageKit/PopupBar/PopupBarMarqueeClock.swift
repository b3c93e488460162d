/// When the bar's marquee labels started scrolling, and whether they are paused (while the
/// popup is open): a new item or text restarts them (docs/behavior/lnpopupcontroller.md,
/// "Accessibility and marquee").
struct PopupBarMarqueeClock {
    private(set) var start: SimTime = .zero
    private(set) var paused = false

    mutating func restart(at now: SimTime) { start = now }

    /// Pauses, or resumes from the start at `now`.
    mutating func setPaused(_ paused: Bool, at now: SimTime) {
        self.paused = paused
        if !paused { start = now }
    }

    /// Seconds scrolled at `t`.
    func elapsed(at t: SimTime) -> Double { (t - start).seconds }
}
