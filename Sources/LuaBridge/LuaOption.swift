/// One key of an option table.
public struct LuaOption: Sendable {
    public var name: String
    public var type: LuaType
    public var defaultValue: String?
    public var doc: String
    /// The key must be present ("option 'dy': number expected, got nil").
    public var required: Bool

    public init(_ name: String, _ type: LuaType, default defaultValue: String? = nil, required: Bool = false,
                _ doc: String = "") {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.required = required
        self.doc = doc
    }
}
