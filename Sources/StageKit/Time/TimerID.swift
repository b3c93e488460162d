/// A scheduled event, for `cancel`, `isPending` and `dueTime(of:)`. Identifiers are never reused
/// (a slot's sequence number changes on reuse), so a stale id is simply "not pending".
public struct TimerID: Hashable, Sendable {
    public let slot: Int32
    public let seq: UInt64
}
