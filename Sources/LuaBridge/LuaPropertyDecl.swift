/// A property of a module table or of a type: read with `x.name`, written with `x.name = v` when
/// it has a setter.
public struct LuaPropertyDecl: Sendable {
    public var name: String
    public var type: LuaType
    public var doc: String
    public var example: String
    public var get: LuaBody
    public var set: LuaBody?
    /// The setter checks the value's content itself (settings name their own path in messages);
    /// the trampoline then checks only its Lua type.
    public var setterChecksContent: Bool = false

    public init(_ name: String, _ type: LuaType, doc: String, example: String = "",
                getter: LuaBody, setter: LuaBody? = nil) {
        self.name = name
        self.type = type
        self.doc = doc
        self.example = example
        self.get = getter
        self.set = setter
    }

    public init(_ name: String, _ type: LuaType, doc: String, example: String = "",
                get: LuaImpl, set: LuaImpl? = nil) {
        self.init(name, type, doc: doc, example: example, getter: .c(get), setter: set.map { .c($0) })
    }
}
