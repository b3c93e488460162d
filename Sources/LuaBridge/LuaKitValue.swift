extension LuaPropertyDecl {
    /// A read-only property declared in reading order: the object's type, the name, the Lua
    /// type, the value, then its prose (`value(_:_:_:doc:example:_:)` with the getter first).
    ///
    /// ```swift
    /// .value(Counter.self, "value", .integer, { $0.value },
    ///        doc: "The count so far.",
    ///        example: "print(counter.value)   --> 0")
    /// ```
    @inlinable
    public static func value<T: LuaLiveObject, V: LuaPushable>(_ type: T.Type, _ name: String, _ luaType: LuaType,
                                                              _ get: @escaping @Sendable (T) throws -> V,
                                                              doc: String, example: String = "") -> LuaPropertyDecl {
        value(type, name, luaType, doc: doc, example: example, get)
    }

    /// The same for a value that may be absent (its type is nullable by construction).
    public static func value<T: LuaLiveObject, V: LuaPushable>(_ type: T.Type, _ name: String, _ luaType: LuaType,
                                                              _ get: @escaping @Sendable (T) throws -> V?,
                                                              doc: String, example: String = "") -> LuaPropertyDecl {
        value(type, name, luaType, doc: doc, example: example, get)
    }
}

/// A host object as a pushable value: its userdata of type `key` (the same one each time),
/// so a property whose value is an object (or nil) is declared like any other value.
///
/// ```swift
/// .value(Container.self, "bar", .object(barKey), { LuaObjectValue(BarRef.of($0), as: barKey) }, doc: "...")
/// ```
public struct LuaObjectValue: LuaPushable {
    public let object: AnyObject
    public let key: LuaTypeKey

    public init(_ object: AnyObject, as key: LuaTypeKey) {
        self.object = object
        self.key = key
    }

    public func push(to stack: LuaStack) { LuaCall(stack.L, nil).push(object: object, as: key) }
}
