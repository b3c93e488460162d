/// A named content check of the host's: `check` gets the value (already of the base type) and
/// returns why it is refused, or nil.
public struct LuaRefinement: Sendable {
    public var name: String
    public var check: @Sendable (LuaSlot) -> String?

    public init(_ name: String, check: @escaping @Sendable (LuaSlot) -> String?) {
        self.name = name
        self.check = check
    }
}
