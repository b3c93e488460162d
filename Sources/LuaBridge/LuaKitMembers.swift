// Member declarations written body first: a short body sits on the declaration's line, and the
// doc and example (prose, which costs no code) follow on lines of their own. The same builders as
// `LuaBindingKit.swift` otherwise (`method(_:on:params:returns:doc:example:_:)`, `value`).
//
// ```swift
// .method("reset", on: Counter.self, { c, call in try c.reset(); return 0 },
//         doc: "Sets the count back to 0.",
//         example: "counter:reset()"),
// ```

extension LuaFunctionDecl {
    /// A method of `T`, body first (see `method(_:on:params:returns:doc:example:_:)`).
    @inlinable
    public static func method<T: LuaLiveObject>(
        _ name: String, on type: T.Type, params: [LuaParam] = [], returns: String = "nothing",
                                                _ body: @escaping @Sendable (T, LuaCall) throws -> Int32,
                                                doc: String, example: String) -> LuaFunctionDecl {
        method(name, on: type, params: params, returns: returns, doc: doc, example: example, body)
    }
}

extension LuaPropertyDecl {
    /// A read-only property, getter first (see `value(_:_:_:doc:example:_:)`).
    @inlinable
    public static func value<T: LuaLiveObject, V: LuaPushable>(_ type: T.Type, _ name: String, _ luaType: LuaType,
                                                              _ get: @escaping @Sendable (T) throws -> V,
                                                              doc: String, example: String) -> LuaPropertyDecl {
        value(type, name, luaType, doc: doc, example: example, get)
    }

    /// A read-only property whose value may be absent, getter first (its type is nullable by
    /// construction, as `value(_:_:_:doc:example:_:)` makes it).
    public static func value<T: LuaLiveObject, V: LuaPushable>(_ type: T.Type, _ name: String, _ luaType: LuaType,
                                                              _ get: @escaping @Sendable (T) throws -> V?,
                                                              doc: String, example: String) -> LuaPropertyDecl {
        value(type, name, luaType, doc: doc, example: example, get)
    }
}

/// A declaration with an example (functions, methods, properties).
public protocol LuaExampled {
    var example: String { get set }
}

extension LuaFunctionDecl: LuaExampled {}
extension LuaPropertyDecl: LuaExampled {}

extension Array where Element: LuaExampled {
    /// The declarations with `setup` (the code all their examples start with, such as making the
    /// object they show) put before each example, so each declaration writes only its own lines.
    public func withExampleSetup(_ setup: String) -> [Element] {
        map { decl in
            var decl = decl
            decl.example = setup + decl.example
            return decl
        }
    }
}
