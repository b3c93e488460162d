/// The timers of the popup policies, per popup (the shared tick has none): what a popup waits
/// for. One pending input per slot; the driver drops a due input whose slot the policy no longer
/// awaits (`PopupPolicyModel.awaits`).
///
/// ```swift
/// PopupEffect.cancel(PopupID(1), .countdown)   // stops popup#1's pending countdown tick
/// ```
public enum PopupTimerSlot: Hashable, Sendable {
    /// "swift": the pop animation's end, the dismiss animation's end, the next countdown report.
    case popFinished, dismissFinished, countdown
    /// A drag released past the edge flies the content out; the fade-out dismissal follows.
    case flyOut
    /// "objc": one `dispatch_after` block (the didPop block, the resume check, the removal),
    /// numbered by the policy: Objective-C never cancels or replaces them, so each is its own.
    case dispatch(Int)
    /// "objc": LSTTimer's shared 10 ms tick (one pending at a time).
    case tick

    /// The name counts and reports use ("dispatch" for every block).
    public var name: String {
        switch self {
        case .popFinished: return "popFinished"
        case .dismissFinished: return "dismissFinished"
        case .countdown: return "countdown"
        case .flyOut: return "flyOut"
        case .dispatch: return "dispatch"
        case .tick: return "tick"
        }
    }
}

/// A popup policy's timer as its driver keys it: the popup (nil for the shared tick) and the slot.
public struct PopupTimer: Hashable, Sendable {
    public var popup: PopupID?
    public var slot: PopupTimerSlot
    public init(_ popup: PopupID?, _ slot: PopupTimerSlot) {
        self.popup = popup
        self.slot = slot
    }
}
