/// What a transition asks the container to do, in order. Only the container logs, schedules,
/// calls delegates and completions.
public enum PopupBarEffect: Hashable, Sendable {
    case event(PopupBarEventName, animated: Bool)
    /// The public state changed (KVO), logged as `stateChanged`.
    case stateChanged(from: PopupBarPresentationState, to: PopupBarPresentationState)
    /// Bind the popup item with this content id (present, or a swap).
    case installContent(Int)
    case removeContent
    case animate(PopupBarTrack, to: Double, duration: SimDuration, delay: SimDuration, curve: Curve)
    case set(PopupBarTrack, Double)
    /// `animationEnded(animator)` after the delay, in the animator's slot (a timer request:
    /// the driver's).
    case schedule(PopupBarAnimator, after: SimDuration)
    /// The snap swipe-up: `openPopup(animated: true)` this much later (`snapOpenFired`; a timer
    /// request).
    case scheduleSnapOpen(after: SimDuration)
    case haptic(PopupBarHaptic)
    /// Calls the completion with this id (at most once).
    case complete(Int)
    /// The completion with this id was dropped by coalescing: it is never called.
    case drop(Int)
    /// Marquee: paused (snapped home) when the popup opens, restarted when it closes.
    case marquee(paused: Bool)
}
