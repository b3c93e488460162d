/// Timers a policy keeps per popup and may cancel (untracked ones are never cancelled).
///
/// ```swift
/// PopupEffect.cancel(PopupID(1), .countdown)   // stops popup#1's pending countdown tick
/// ```
public enum PopupTimerSlot: Hashable, Sendable {
    case popFinished, dismissFinished, countdown
}
