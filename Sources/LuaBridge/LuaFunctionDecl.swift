/// A function of a module or a method of a type.
public struct LuaFunctionDecl: Sendable {
    public var name: String
    public var params: [LuaParam]
    public var returns: String
    public var doc: String
    public var example: String
    public var impl: LuaBody

    /// The `returns` of a command that reports whether it acted: `true`, or `false` and a
    /// string saying why it did nothing (LuaLS: `boolean`, `string?`).
    public static let outcomeReturns = "true, or false and why it did nothing"

    public init(_ name: String, params: [LuaParam] = [], returns: String = "nothing", doc: String,
                example: String, body: LuaBody) {
        self.name = name
        self.params = params
        self.returns = returns
        self.doc = doc
        self.example = example
        self.impl = body
    }

    public init(_ name: String, params: [LuaParam] = [], returns: String = "nothing", doc: String,
                example: String, _ impl: LuaImpl) {
        self.init(name, params: params, returns: returns, doc: doc, example: example, body: .c(impl))
    }

    /// A binding that is a Swift closure (see `LuaBody.swift`).
    public init(_ name: String, params: [LuaParam] = [], returns: String = "nothing", doc: String,
                example: String, _ body: @escaping @Sendable (LuaCall) -> Int32) {
        self.init(name, params: params, returns: returns, doc: doc, example: example, body: .swift(body))
    }
}
