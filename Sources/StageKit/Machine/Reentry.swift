/// How a machine's driver delivers a call made from inside a callback one of its steps runs (a
/// handler, a delegate method, a completion): the one re-entrancy rule and its declared exception.
///
/// ```swift
/// // a willPop block that dismisses its popup:
/// //   .afterStep: willPop, the pop animation, the pop's timer; then the dismissal runs
/// //   .nested:    willPop, the dismissal (inside the block), then the pop carries on
/// static func reentry(during effect: PopupEffect) -> Reentry { .nested }   // LSTPopView.m:900-918
/// ```
public enum Reentry: Hashable, Sendable {
    /// Run-to-completion: the call waits in the driver's queue and runs once the step that ran
    /// the callback (and every call queued before it) is done, on the state that step left.
    case afterStep
    /// The call runs at once, inside the callback, as the modeled library's synchronous code
    /// runs it; the step then carries on with its remaining effects.
    case nested
}
