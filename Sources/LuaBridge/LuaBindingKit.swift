/// Typed builders over closure bindings: a method or property declared on a Swift type gets the
/// live object and the call; the call set-up, the stale-handle check and the mapping of thrown
/// errors to Lua errors are done here, once.
///
/// ```swift
/// LuaFunctionDecl.method("reset", on: Counter.self, doc: "...", example: "...") { counter, call in
///     try counter.reset()
///     return 0
/// }
/// ```

import CLua

extension LuaCall {
    /// Raises `error` as a Lua error: a `LuaError` as itself, anything else through the
    /// installed context's `LuaErrorMapping`, else as its description.
    public func fail(_ error: any Error) -> Int32 {
        if let context, let mapping = Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue() as? LuaErrorMapping
        {
            return mapping.luaFailure(error, in: self)
        }
        if let e = error as? LuaError { return raise(e) }
        return self.error(String(describing: error))
    }

    /// Runs a typed body on the receiver at 1: stale check, then the body, errors mapped.
    @inlinable @inline(__always)
    public func run<T: LuaLiveObject>(on type: T.Type, _ body: (T, LuaCall) throws -> Int32) -> Int32 {
        withObject(1, as: T.self) { object in
            if let message = object.staleMessage(in: self) { return error(message) }
            do { return try body(object, self) } catch { return fail(error) }
        }
    }

    /// Calls `body` with the Swift object behind the checked userdata argument `i`, borrowed:
    /// the userdata on the stack keeps it alive for the call, so no retain/release is needed.
    @inlinable @inline(__always)
    public func withObject<T: AnyObject, R>(_ i: Int32, as type: T.Type, _ body: (T) throws -> R) rethrows -> R {
        // The trampoline checked the block's type word and that the object was not collected.
        let block = lua_touserdata(L, i).unsafelyUnwrapped
        return try Unmanaged<T>.fromOpaque(block.load(as: UnsafeMutableRawPointer.self))._withUnsafeGuaranteedRef(body)
    }
}

extension LuaFunctionDecl {
    /// A method of `T`: the body receives the live object and the call (arguments from 2).
    /// Inlinable so the wrapper is specialized for `T` where the method is declared.
    @inlinable
    public static func method<T: LuaLiveObject>(_ name: String, on type: T.Type, params: [LuaParam] = [],
                                                returns: String = "nothing", doc: String, example: String,
        _ body: @escaping @Sendable (T, LuaCall) throws -> Int32
    ) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: params, returns: returns, doc: doc, example: example) { call in
            call.run(on: T.self, body)
        }
    }

    /// A module function whose first parameter is a live `T` (`counters.remove(counter)`): the
    /// body receives it and the call, checked and mapped as a method's receiver is.
    ///
    /// ```swift
    /// LuaFunctionDecl.function("remove", taking: LuaParam("counter", .object(counterKey)), as: Counter.self,
    ///                          doc: "...", example: "...") { counter, call in ... }
    /// ```
    @inlinable
    public static func function<T: LuaLiveObject>(_ name: String, taking first: LuaParam, as type: T.Type,
                                                  params: [LuaParam] = [], returns: String = "nothing",
                                                  doc: String, example: String,
        _ body: @escaping @Sendable (T, LuaCall) throws -> Int32
    ) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: [first] + params, returns: returns, doc: doc, example: example) { call in
            call.run(on: T.self, body)
        }
    }

    /// A method of a type whose objects are always live (no stale check).
    @inlinable
    public static func method<T: AnyObject>(_ name: String, on type: T.Type, params: [LuaParam] = [],
                                            returns: String = "nothing", doc: String, example: String,
        _ body: @escaping @Sendable (T, LuaCall) throws -> Int32
    ) -> LuaFunctionDecl {
        LuaFunctionDecl(name, params: params, returns: returns, doc: doc, example: example) { call in
            call.withObject(1, as: T.self) { object in
                do { return try body(object, call) } catch { return call.fail(error) }
            }
        }
    }
}

extension LuaPropertyDecl {
    /// A property of `T`: `get` pushes the value (returns the count, 1), `set` reads argument 2.
    @inlinable
    public static func on<T: LuaLiveObject>(_ type: T.Type, _ name: String, _ luaType: LuaType, doc: String,
                                            example: String = "",
                                            get: @escaping @Sendable (T, LuaCall) throws -> Int32,
                                            set: (@Sendable (T, LuaCall) throws -> Void)? = nil) -> LuaPropertyDecl {
        LuaPropertyDecl(name, luaType, doc: doc, example: example,
                        getter: .swift { call in call.run(on: T.self, get) },
            setter: set.map { set in
                .swift { call in
                    call.run(on: T.self) { o, c in
                        try set(o, c); return 0
                    }
                }
            })
    }

    /// A read-only property whose value is any pushable Swift value.
    @inlinable
    public static func value<T: LuaLiveObject, V: LuaPushable>(_ type: T.Type, _ name: String, _ luaType: LuaType,
                                                              doc: String, example: String = "",
        _ get: @escaping @Sendable (T) throws -> V
    ) -> LuaPropertyDecl {
        on(type, name, luaType, doc: doc, example: example, get: { o, call in call.returning(try get(o)) })
    }

    /// A read-only property whose value may be absent: its type is nullable by construction, so
    /// the registry (docs, the fuzzer's checks) says "or nil" wherever the getter can give nil.
    public static func value<T: LuaLiveObject, V: LuaPushable>(_ type: T.Type, _ name: String, _ luaType: LuaType,
                                                              doc: String, example: String = "",
        _ get: @escaping @Sendable (T) throws -> V?
    ) -> LuaPropertyDecl {
        let nullable: LuaType
        if case .nullable = luaType {
            nullable = luaType
        } else if case .any = luaType {
            nullable = luaType
        } else {
            nullable = .nullable(luaType)
        }
        return on(type, name, nullable, doc: doc, example: example, get: { o, call in
            guard let v = try get(o) else { return call.returningNil() }
            return call.returning(v)
        })
    }
}

extension LuaTypeDecl {
    /// `__tostring` from a description of the object (no stale check: printing an old handle works).
    public static func describing<T: AnyObject>(
        _ type: T.Type, _ text: @escaping @Sendable (T) -> String
    ) -> [String: LuaBody] {
        ["__tostring": .swift { call in call.returning(text(call.object(1, as: T.self))) }]
    }
}
