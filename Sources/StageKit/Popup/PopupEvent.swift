/// Timeline events (the names docs/POPUPS.md lists). `dropped` is ours: a waiter left the queue without ever
/// showing (dismissed while queued, or swept by an isSingle arrival).
///
/// ```swift
/// PopupEvent.countdown(2).name   // "countdown" (logged with remaining = 2)
/// ```
public enum PopupEvent: Hashable, Sendable {
    case willPop, didPop
    case countdown(Double)
    case countdownFinish
    case willDismiss(PopupDismissReason)
    case didDismiss
    case suspended
    case resumed
    case retired
    case dropped(PopupDismissReason)

    public var name: String {
        switch self {
        case .willPop: return "willPop"
        case .didPop: return "didPop"
        case .countdown: return "countdown"
        case .countdownFinish: return "countdownFinish"
        case .willDismiss: return "willDismiss"
        case .didDismiss: return "didDismiss"
        case .suspended: return "suspended"
        case .resumed: return "resumed"
        case .retired: return "retired"
        case .dropped: return "dropped"
        }
    }
}
