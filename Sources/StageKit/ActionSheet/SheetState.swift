/// Where an action sheet is in its lifecycle (the state of `SheetMachine`): presenting,
/// presented, dismissing, removed from a stack, dismissed.
///
/// ```swift
/// SheetState.dismissing(after: .nothing, didPresentPending: false, cause: .action).phase   // .dismissing
/// ```
///
/// `phase` is what Lua's `sheet.state` reports.
public enum SheetState: Hashable, Sendable {
    /// Built, not presented: configuration is still open.
    case idle
    /// The present animation runs (taps are accepted: allow-user-interaction).
    case presenting
    /// `didPresentView` fired.
    case presented
    /// `dismiss()` was accepted (actions are disabled) and the presenter asked to dismiss;
    /// `after` runs when it ends; `didPresentPending` when the present animation has not
    /// finished yet (xlactioncontroller.md "Lifecycle"); `cause` is why (the `reason` of `willDismissView`).
    case dismissing(after: SheetMachine.AfterDismissal, didPresentPending: Bool, cause: SheetMachine.DismissCause)
    /// Taken out of the window at once because its presenter was dismissed with the sheet it
    /// presents above (UIKit removes intermediate controllers without animation); `after`
    /// waits for the completion of the dismissal this sheet asked for.
    case removed(after: SheetMachine.AfterDismissal)
    /// Removed from the screen; the handle only answers questions now.
    case dismissed

    public var phase: SheetMachine.Phase {
        switch self {
        case .idle: return .idle
        case .presenting: return .presenting
        case .presented: return .presented
        case .dismissing, .removed: return .dismissing
        case .dismissed: return .dismissed
        }
    }

    /// Presenting or presented: nothing has asked for its dismissal yet.
    var isFresh: Bool { self == .presenting || self == .presented }

    /// On screen: presenting, presented or dismissing.
    public var isOnScreen: Bool {
        switch self {
        case .presenting, .presented, .dismissing: return true
        case .idle, .removed, .dismissed: return false
        }
    }
}
