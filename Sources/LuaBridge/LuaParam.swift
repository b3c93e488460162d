/// One parameter of a function or method (a method's `self` is implicit).
public struct LuaParam: Sendable {
    public var name: String
    public var type: LuaType
    public var optional: Bool
    public var defaultValue: String?
    public var doc: String

    public init(_ name: String, _ type: LuaType, optional: Bool = false, default defaultValue: String? = nil,
                _ doc: String = "") {
        self.name = name
        self.type = type
        self.optional = optional || defaultValue != nil
        self.defaultValue = defaultValue
        self.doc = doc
    }
}
