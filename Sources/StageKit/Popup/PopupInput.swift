/// What a popup policy's transition takes: the script's operations (`pop`, `dismiss`), property
/// changes, and the completions and ticks the manager scheduled for it.
///
/// ```swift
/// SwiftPopupPolicy.transition(&policy, .pop(PopupID(1), PopupTicket(priority: 5), style: nil, duration: nil),
///                             PopupContext(now: .zero))
/// ```
public enum PopupInput: Hashable, Sendable {
    /// A popup now exists on `host` (it takes the host's current generation).
    case create(PopupID, host: String)
    /// The popup's properties changed (objc reads them live; swift ignores it).
    case configure(PopupID, PopupTicket)
    /// `pop`, `pop(style:)`, `pop(duration:)`: the ticket is the popup's properties now.
    case pop(PopupID, PopupTicket, style: PopStyle?, duration: Double?)
    /// The pop animation's end (didPop); `startsCountdown`: objc's "timer enabled" flag.
    case popFinished(PopupID, startsCountdown: Bool)
    case dismiss(PopupID, style: DismissStyle?, duration: Double?, reason: PopupDismissReason)
    /// The dismiss animation's end (swift: didDismiss; objc: detach).
    case dismissFinished(PopupID)
    /// objc: the resume check a removing dismissal schedules at its end (LSTPopView.m:1077-1091).
    case resumeCheck(PopupID)
    /// objc: the end of an out-of-stack pop, the resume's `popWithPopStyle:Fade duration:0.25
    /// isOutStack:YES` (LSTPopView.m:910-918): its dispatch_after block sends no didPop and starts
    /// the countdown only when the popup is single (`startTimer`, 852-861).
    case resumeFinished(PopupID, startsCountdown: Bool)
    /// swift: a whole second of a countdown (or its end).
    case countdownTick(PopupID)
    /// objc: LSTTimer's shared 10 ms tick.
    case tick
    /// A host's scope (nil: every host) is invalidated.
    case invalidate(host: String?)
    /// A drag released past the edge: the content flies out for `after`, then the popup is
    /// dismissed with a `fade`-second Fade (`PopupDrag.Release.flyOut`), if it is still visible.
    case flyOut(PopupID, after: SimDuration, fade: Double)

    /// The popup it concerns (nil for stage-wide inputs).
    public var popup: PopupID? {
        switch self {
        case .create(let p, _), .configure(let p, _), .pop(let p, _, _, _), .popFinished(let p, _),
            .dismiss(let p, _, _, _),
            .dismissFinished(let p), .resumeCheck(let p), .resumeFinished(let p, _), .countdownTick(let p),
            .flyOut(let p, _, _):
            return p
        case .tick, .invalidate: return nil
        }
    }

    /// For clock labels ("popup#1 popFinished"): the input's name.
    public var label: String {
        switch self {
        case .create: return "create"
        case .configure: return "configure"
        case .pop: return "pop"
        case .popFinished: return "popFinished"
        case .dismiss: return "dismiss"
        case .dismissFinished: return "dismissFinished"
        case .resumeCheck: return "resumeCheck"
        case .resumeFinished: return "resumeFinished"
        case .countdownTick: return "countdownTick"
        case .tick: return "tick"
        case .invalidate: return "invalidate"
        case .flyOut: return "flyOut"
        }
    }

    /// For traces and invariant reports: the name with the popup it concerns, "pop(popup#2)".
    public var trace: String { popup.map { "\(label)(\($0))" } ?? label }
}
