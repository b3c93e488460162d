/// A Lua table of named fields, built from its keys and values in order (raw sets, through
/// `LuaStack.pushTable`): the one pusher for a result record, instead of a table written field
/// by field. A nil value leaves its key out.
///
/// ```swift
/// call.returningList(buttons) { b in
///     call.push(LuaRecord(["index": b.index + 1, "title": b.title, "frame": b.frame]))
/// }
/// ```
public struct LuaRecord: LuaPushable {
    public let fields: KeyValuePairs<String, any LuaPushable>

    public init(_ fields: KeyValuePairs<String, any LuaPushable>) { self.fields = fields }

    public func push(to stack: LuaStack) {
        stack.pushTable(fields: fields.count) { t in
            for (key, value) in fields { t.set(key) { value.push(to: stack) } }
        }
    }
}

/// A host object as a pushable value: the userdata of its type `key` (the same one each time
/// while it lives), as `LuaCall.push(object:as:)` pushes it.
public struct LuaObjectValue: LuaPushable {
    public let object: AnyObject
    public let key: LuaTypeKey

    public init(_ object: AnyObject, as key: LuaTypeKey) {
        self.object = object
        self.key = key
    }

    public func push(to stack: LuaStack) { LuaCall(stack.L, nil).push(object: object, as: key) }
}

/// The arguments of a callback, pushed in order (a nil optional as nil): the `pushArguments`
/// closure a host passes when it calls a Lua function, returning the count.
///
/// ```swift
/// try world.invoke(handler, as: "handler of table#1", luaArguments(LuaObjectValue(box, as: key), row + 1))
/// ```
public func luaArguments(_ values: any LuaPushable...) -> (LuaCall) -> Int32 {
    { call in
        for value in values { value.push(to: call.stack) }
        return Int32(values.count)
    }
}
