/// What a popup's queueing depends on: frozen at `pop` under "swift", the live properties under
/// "objc" (re-sent on every property change).
///
/// ```swift
/// let ticket = PopupTicket(popup.configuration)   // what `pop` sends the policy
/// ```
public struct PopupTicket: Hashable, Sendable {
    public var groupId: String?
    public var priority: Double
    public var isStack: Bool
    public var isSingle: Bool
    public var showTime: Double
    public var popStyle: PopStyle
    public var dismissStyle: DismissStyle
    public var popDuration: Double?
    public var dismissDuration: Double?
    /// The popup's fixes (set at construction).
    public var fixes: PopupFixes

    public init(groupId: String? = nil, priority: Double = 0, isStack: Bool = false, isSingle: Bool = false,
                showTime: Double = 0, popStyle: PopStyle = .fade, dismissStyle: DismissStyle = .fade,
                popDuration: Double? = nil, dismissDuration: Double? = nil, fixes: PopupFixes = PopupFixes()) {
        self.groupId = groupId
        self.priority = priority
        self.isStack = isStack
        self.isSingle = isSingle
        self.showTime = showTime
        self.popStyle = popStyle
        self.dismissStyle = dismissStyle
        self.popDuration = popDuration
        self.dismissDuration = dismissDuration
        self.fixes = fixes
    }

    public init(_ c: PopupConfiguration) {
        self.init(
            groupId: c.groupId, priority: c.priority, isStack: c.isStack, isSingle: c.isSingle, showTime: c.showTime,
            popStyle: c.popStyle, dismissStyle: c.dismissStyle, popDuration: c.popDuration,
            dismissDuration: c.dismissDuration,
                  fixes: c.fixes)
    }
}
