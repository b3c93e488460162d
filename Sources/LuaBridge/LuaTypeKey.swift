/// Identifies a userdata type across the registry (metatables are keyed by its address).
public final class LuaTypeKey: Sendable, Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
    public static func == (a: LuaTypeKey, b: LuaTypeKey) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
