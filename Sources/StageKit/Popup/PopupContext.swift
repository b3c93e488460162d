/// What a popup policy's transition needs from outside the policy: the time (for the "swift"
/// countdowns, which pause and resume).
///
/// ```swift
/// SwiftPopupPolicy.transition(&policy, .countdownTick(PopupID(1)), PopupContext(now: SimTime(seconds: 1)))
/// ```
public struct PopupContext: Hashable, Sendable {
    public var now: SimTime

    public init(now: SimTime) { self.now = now }
}
