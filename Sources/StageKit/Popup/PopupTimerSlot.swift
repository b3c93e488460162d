/// Timers a policy keeps per popup and may cancel (untracked ones are never cancelled).
public enum PopupTimerSlot: Hashable, Sendable {
    case popFinished, dismissFinished, countdown
}
