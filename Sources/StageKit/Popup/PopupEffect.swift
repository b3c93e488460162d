/// What a popup policy's transition asks the manager to carry out, in order: timeline events
/// and callbacks, layers, animations, timers.
///
/// ```swift
/// // a first show under "swift":
/// [.attach(p), .emit(p, .willPop, callbacks: true), .animatePop(p, .fade, 0.2),
///  .schedule(p, .popFinished, after: 0.2, .popFinished(p, startsCountdown: true))]
/// ```
public enum PopupEffect: Hashable, Sendable {
    /// Log the event and (when `callbacks`) run the popup's delegates and block for it.
    case emit(PopupID, PopupEvent, callbacks: Bool)
    /// The popup's layer enters / leaves the screen.
    case attach(PopupID)
    case detach(PopupID)
    /// Lays the content out (LSTPopView.m:635-720) and starts the pop animation of `style` over `duration`.
    case animatePop(PopupID, PopStyle, SimDuration)
    case animateDismiss(PopupID, DismissStyle, SimDuration)
    /// Fades out, staying in place (cover / suspension).
    case animateCover(PopupID)
    /// Lays out again and fades in over the duration (resume; the haptic plays).
    case animateResume(PopupID, SimDuration)
    /// Invisible at once.
    case hide(PopupID)
    /// Schedule `input` after `delay` in the popup's `slot` (replacing what was pending there):
    /// a timer request, carried out by the driver.
    case schedule(PopupID?, PopupTimerSlot, after: SimDuration, PopupInput)
    /// Drop what is pending in the popup's `slot` (a timer request).
    case cancel(PopupID, PopupTimerSlot)

    /// The popup it concerns (nil: stage-wide).
    public var popup: PopupID? {
        switch self {
        case .emit(let p, _, _), .attach(let p), .detach(let p), .animatePop(let p, _, _), .animateDismiss(let p, _, _),
             .animateCover(let p), .animateResume(let p, _), .hide(let p), .cancel(let p, _):
            return p
        case .schedule(let p, _, _, _): return p
        }
    }
}
