/// A Lua value that cannot be copied into Swift within its bounds.
public struct LuaValueError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case tooDeep, tooManyValues, tooManyBytes, memoryLimit, cycle
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
