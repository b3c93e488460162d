/// The callbacks the popup controller emits (spec §2.6), named as DESIGN.md's timeline names,
/// plus `popupItemDidUpdate` for a content swap (spec §3.7; the custom bar's hook name).
public enum PopupBarEventName: String, Hashable, Sendable, CaseIterable {
    case willPresentPopupBar, didPresentPopupBar, willOpen, didOpen, willClose, didClose
    case willDismissPopupBar, didDismissPopupBar, popupItemDidUpdate
}

/// The animated quantities of one popup (all numbers, evaluated lazily by the container):
/// `presence` b (0 hidden → 1 presented), `open` p (0 closed → 1 open), `dock` d (docking view
/// displacement), `shadow` (floating bar shadow opacity), `contentAlpha` (the close fade).
public enum PopupBarTrack: String, Hashable, Sendable, CaseIterable {
    case presence, open, dock, shadow, contentAlpha
}

/// The two animators that gate the queue (the library's bar animator and popup animator; the
/// shadow "sidecar" always ends before the bar animator, so it never gates).
public enum PopupBarAnimator: String, Hashable, Sendable {
    case bar, popup
}

/// Haptic feedback (spec §8), logged as `haptic` when the container allows it.
public enum PopupBarHaptic: Hashable, Sendable {
    case soft(Double)
    case rigid(Double)

    public var style: String {
        switch self {
        case .soft: return "soft"
        case .rigid: return "rigid"
        }
    }

    public var intensity: Double {
        switch self {
        case .soft(let i), .rigid(let i): return i
        }
    }
}

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
    /// Schedules `animationEnded(animator, token)` after the delay.
    case schedule(PopupBarAnimator, after: SimDuration, token: Int)
    /// The snap swipe-up: `openPopup(animated: true)` this much later (`snapOpenFired`).
    case scheduleSnapOpen(after: SimDuration)
    case haptic(PopupBarHaptic)
    /// Calls the completion with this id (at most once).
    case complete(Int)
    /// The completion with this id was dropped by coalescing: it is never called.
    case drop(Int)
    /// The container is not on screen: keep the call and replay it (non-animated) on `appeared`.
    case deferCall(PopupBarOperation)
    /// Marquee: paused (snapped home) when the popup opens, restarted when it closes.
    case marquee(paused: Bool)
}
