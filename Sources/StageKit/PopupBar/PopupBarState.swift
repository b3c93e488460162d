/// The popup controller's state as a value (docs/behavior/lnpopupcontroller.md, "State machine"): the three state
/// variables, the installed
/// content, the pending queue, the operation in progress with the animators it waits for, an
/// interactive drag, the snap swipe-up timer. Only `PopupBarMachine.transition` changes it.
///
/// ```swift
/// var s = PopupBarState(isOnScreen: true)
/// PopupBarMachine.transition(&s, .call(PopupBarOperation(.present, animated: false, content: 1)), .init(interaction:
/// .drag))
/// // s.publicState == .barPresented, s.content == 1, !s.isBusy, s.brokenInvariants == []
/// ```
public struct PopupBarState: Hashable, Sendable {
    /// What `popupPresentationState` reports: changes only when an animation ends.
    public internal(set) var publicState: PopupBarPresentationState = .barHidden
    public internal(set) var internalState: PopupBarInternalState = .barHidden
    /// Where the last started transition heads.
    public internal(set) var target: PopupBarPresentationState = .barHidden
    /// The installed content id (`popupContentViewController`), nil when no presentation.
    public internal(set) var content: Int?
    public internal(set) var queue = PopupBarOperationQueue()
    public internal(set) var running: PopupBarRunningOperation?
    /// The running animators, numbered in start order (nil: not running). Each one's end is
    /// pending in its slot of the driver (`PopupBarMachine.Slot`).
    public internal(set) var barAnimator: Int?
    public internal(set) var popupAnimator: Int?
    public internal(set) var nextToken = 1
    public internal(set) var drag: PopupBarDrag?
    /// The 0.15 s snap swipe-up timer is pending.
    public internal(set) var snapOpenPending = false
    /// A no-op stalled the queue (`noOpStallsQueue`, the library's quirk): what is queued waits,
    /// with nothing running, until the next input drains it.
    public internal(set) var queueStalled = false
    /// The library's `_dismissalOverride`: set when a dismissal starts, cleared when a present
    /// from hidden runs. A dismiss on a hidden bar calls its completion only while it is set
    /// (LNPopupController.mm 1751-1755, 1868, 1532).
    public internal(set) var dismissalOverride = false
    /// The container's view is in a window; until then calls are deferred.
    public internal(set) var isOnScreen = false
    /// Calls made before the view was in a window, replayed without animation on `appeared`.
    public internal(set) var deferred: [PopupBarOperation] = []

    public init(isOnScreen: Bool = false) { self.isOnScreen = isOnScreen }

    /// An operation, drag or animator is in progress: queued operations wait.
    public var isBusy: Bool { running != nil || drag != nil || barAnimator != nil || popupAnimator != nil }

    /// `popupTransitioning`: internal state is transitioning.
    public var isTransitioning: Bool { internalState == .transitioning }

}

extension PopupBarState: InvariantChecking {
    /// The queue's bound and order; idle (nothing running, no drag) ⇒ not transitioning, the
    /// queue drained (when on screen), public = internal = target, content iff presented;
    /// animators only within an operation, never a drag and an operation at once.
    public func checkInvariants() throws(InvariantBroken) {
        try queue.checkInvariants()
        try InvariantBroken.check(isBusy || internalState != .transitioning, "transitioning with nothing running")
        try InvariantBroken.check(
            isBusy || queue.isEmpty || !isOnScreen || queueStalled, "idle with \(queue.count) pending operation(s)")
        try InvariantBroken.check(isBusy || PopupBarInternalState(publicState) == internalState,
                                  "idle but public \(publicState) ≠ internal \(internalState)")
        try InvariantBroken.check(isBusy || target == publicState, "idle but target \(target) ≠ public \(publicState)")
        try InvariantBroken.check((publicState == .barHidden) == (content == nil) || isBusy,
                                  "content \(String(describing: content)) with public \(publicState)")
        try InvariantBroken.check(running != nil || (barAnimator == nil && popupAnimator == nil),
                                  "an animator runs without an operation")
        try InvariantBroken.check(drag == nil || running == nil, "a drag and an operation at once")
        try InvariantBroken.check(deferred.isEmpty || !isOnScreen, "\(deferred.count) deferred call(s) on screen")
    }
}
