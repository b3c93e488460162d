/// The API registry: every Lua binding is declared once, with its name, parameters, types,
/// defaults, option keys, return value, a doc paragraph and an example. The bridge builds the
/// metatables and the argument checks from these declarations; `help(x)`, the API reference and
/// the editor type definitions are generated from them too.
///
/// ```swift
/// let clock = LuaModuleDecl(path: "stage.clock", doc: "Simulated time.", functions: [
///     LuaFunctionDecl("advance", params: [LuaParam("seconds", .number)], returns: "number",
///                     doc: "Moves time forward.", example: "stage.clock.advance(0.3)") { L, ctx in
///         ...
///     },
/// ])
/// ```

/// A set of declarations installed together (one per engine area, plus the host's own).
public struct APIRegistry: Sendable {
    public var modules: [LuaModuleDecl]
    public var types: [LuaTypeDecl]

    public init(modules: [LuaModuleDecl] = [], types: [LuaTypeDecl] = []) {
        self.modules = modules
        self.types = types
    }

    public static func + (a: APIRegistry, b: APIRegistry) -> APIRegistry {
        APIRegistry(modules: a.modules + b.modules, types: a.types + b.types)
    }
}
