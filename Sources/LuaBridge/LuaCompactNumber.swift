/// A number pushed as a Lua integer when it is whole (within ±2^53), else as a float: the
/// stage's coordinates print as `{x=0, y=516}`.
public struct LuaCompactNumber: LuaPushable {
    public let value: Double
    @inlinable public init(_ value: Double) { self.value = value }
    @inlinable public func push(to stack: LuaStack) { stack.push(compact: value) }
}
