/// How much of one Lua value Swift will copy. Every read of a value from Lua into Swift
/// (`LuaStack.value(at:)`, every `LuaReadable`, the shape-directed reads of the stage bindings)
/// goes through a `LuaReadBudget` made from these, so a hostile table cannot overflow the native
/// stack (depth), hang (cycles) or amplify (a table of shared subtables, or one big string
/// referenced many times, costs each time it is copied).
///
/// ```swift
/// let v = try stack.value(at: 1)                                     // the standard bounds
/// let small = try stack.value(at: 1, bounds: LuaValueBounds(depth: 4, values: 100))
/// ```
public struct LuaValueBounds: Equatable, Sendable {
    /// Nesting levels of tables (the outermost table is level 1).
    public var depth: Int
    /// Values copied (keys and values; a shared subtable counts each time it appears).
    public var values: Int
    /// Estimated bytes of the Swift copy (strings count each time they appear). The state's
    /// remaining memory allowance lowers this when a memory limit is set.
    public var bytes: Int

    public init(depth: Int = 200, values: Int = 1 << 18, bytes: Int = 64 << 20) {
        self.depth = depth
        self.values = values
        self.bytes = bytes
    }

    public static let standard = LuaValueBounds()
}
