/// The popup controller's state as a value (spec §3): the three state variables, the installed
/// content, the pending queue, the operation in progress with the animators it waits for, an
/// interactive drag, the snap swipe-up timer. Only `PopupBarMachine.transition` changes it.
public struct PopupBarMachineState: Hashable, Sendable {
    /// What `popupPresentationState` reports: changes only when an animation ends.
    public internal(set) var publicState: PopupBarPresentationState = .barHidden
    public internal(set) var internalState: PopupBarInternalState = .barHidden
    /// Where the last started transition heads.
    public internal(set) var target: PopupBarPresentationState = .barHidden
    /// The installed content id (`popupContentViewController`), nil when no presentation.
    public internal(set) var content: Int?
    public internal(set) var queue = PopupBarOperationQueue()
    public internal(set) var running: PopupBarRunningOperation?
    /// Tokens of the running animators (nil: not running). A completion with another token is stale.
    public internal(set) var barAnimator: Int?
    public internal(set) var popupAnimator: Int?
    public internal(set) var nextToken = 1
    public internal(set) var drag: PopupBarDrag?
    /// The 0.15 s snap swipe-up timer is pending.
    public internal(set) var snapOpenPending = false
    /// The container's view is in a window; until then calls are deferred.
    public internal(set) var isOnScreen = false

    public init(isOnScreen: Bool = false) { self.isOnScreen = isOnScreen }

    /// An operation, drag or animator is in progress: queued operations wait.
    public var isBusy: Bool { running != nil || drag != nil || barAnimator != nil || popupAnimator != nil }

    /// `popupTransitioning`: internal state is transitioning.
    public var isTransitioning: Bool { internalState == .transitioning }

    /// Nil when consistent.
    public func checkInvariants() -> String? {
        if let q = queue.checkInvariants() { return q }
        if !isBusy && internalState == .transitioning { return "transitioning with nothing running" }
        if !isBusy && !queue.isEmpty && isOnScreen { return "idle with \(queue.count) pending operation(s)" }
        if !isBusy && PopupBarInternalState(publicState) != internalState { return "idle but public \(publicState) ≠ internal \(internalState)" }
        if !isBusy && target != publicState { return "idle but target \(target) ≠ public \(publicState)" }
        if (publicState == .barHidden) != (content == nil) && !isBusy { return "content \(String(describing: content)) with public \(publicState)" }
        if running == nil && (barAnimator != nil || popupAnimator != nil) { return "an animator runs without an operation" }
        if drag != nil && running != nil { return "a drag and an operation at once" }
        return nil
    }
}
