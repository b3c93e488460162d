/// A table of functions (and properties) at a global path such as `stage.clock`.
public struct LuaModuleDecl: Sendable {
    public var path: String
    public var doc: String
    public var functions: [LuaFunctionDecl]
    public var properties: [LuaPropertyDecl]

    public init(path: String, doc: String, functions: [LuaFunctionDecl] = [],
                properties: [LuaPropertyDecl] = []) {
        self.path = path
        self.doc = doc
        self.functions = functions
        self.properties = properties
    }
}
