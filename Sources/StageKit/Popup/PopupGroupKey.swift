/// A group: popups with the same host (container) and groupId queue against each other.
///
/// ```swift
/// PopupGroupKey(host: "window", groupId: "home").description   // "(window, home)"
/// ```
public struct PopupGroupKey: Hashable, Sendable, CustomStringConvertible {
    public var host: String
    public var groupId: String?
    public init(host: String, groupId: String?) {
        self.host = host
        self.groupId = groupId
    }
    public var description: String { "(\(host), \(groupId ?? "nil"))" }
}
