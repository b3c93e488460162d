/// One parameter of a function or method (a method's `self` is implicit).
public struct LuaParam: Sendable {
    public var name: String
    public var type: LuaType
    public var optional: Bool
    public var defaultValue: String?
    public var doc: String
    /// Options this parameter's table no longer takes, each refused with its own message (what
    /// replaced it) before any other check: not declared, so no document, type or completion
    /// lists them.
    public var retired: [LuaRetiredOption]

    public init(_ name: String, _ type: LuaType, optional: Bool = false, default defaultValue: String? = nil,
                _ doc: String = "", retired: [LuaRetiredOption] = []) {
        self.name = name
        self.type = type
        self.optional = optional || defaultValue != nil
        self.defaultValue = defaultValue
        self.doc = doc
        self.retired = retired
    }
}

/// An option key an option table used to take: present (of `type`, when given) it is refused
/// with `message` ("option 'by': <message>"), which says what to write instead.
///
/// ```swift
/// LuaRetiredOption("by", "replaced by dx and dy: write drag{ dx = 0, dy = 150 }")
/// LuaRetiredOption("velocity", refusing: .number, "a point now: write velocity = { 0, -800 }")
/// ```
public struct LuaRetiredOption: Sendable {
    public var key: String
    /// Only values of this type are refused (nil: any value).
    public var type: LuaType?
    public var message: String

    public init(_ key: String, refusing type: LuaType? = nil, _ message: String) {
        self.key = key
        self.type = type
        self.message = message
    }
}
