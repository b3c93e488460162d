/// A userdata type: its methods, properties and metamethods.
public struct LuaTypeDecl: Sendable {
    public var key: LuaTypeKey
    public var doc: String
    public var methods: [LuaFunctionDecl]
    public var properties: [LuaPropertyDecl]
    /// Extra metamethods by name ("__tostring", "__len", ...), each called with the object first.
    public var metamethods: [String: LuaBody]

    public var name: String { key.name }

    public init(_ key: LuaTypeKey, doc: String, methods: [LuaFunctionDecl] = [],
                properties: [LuaPropertyDecl] = [], metamethods: [String: LuaImpl] = [:]) {
        self.init(key, doc: doc, methods: methods, properties: properties, bodies: metamethods.mapValues { .c($0) })
    }

    public init(_ key: LuaTypeKey, doc: String, methods: [LuaFunctionDecl] = [],
                properties: [LuaPropertyDecl] = [], bodies: [String: LuaBody]) {
        self.key = key
        self.doc = doc
        self.methods = methods
        self.properties = properties
        self.metamethods = bodies
    }
}
