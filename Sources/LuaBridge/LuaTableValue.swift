/// A one-off Lua table of named fields, built from its keys and values in order (raw sets,
/// through `LuaStack.pushTable`); a nil value leaves its key out. For a shape declared once and
/// pushed from many values, use `LuaRecord`.
///
/// ```swift
/// call.returningList(buttons) { b in
///     call.push(LuaTableValue(["index": b.index + 1, "title": b.title, "frame": b.frame]))
/// }
/// ```
public struct LuaTableValue: LuaPushable {
    public let fields: KeyValuePairs<String, any LuaPushable>

    public init(_ fields: KeyValuePairs<String, any LuaPushable>) { self.fields = fields }

    public func push(to stack: LuaStack) {
        stack.pushTable(fields: fields.count) { t in
            for (key, value) in fields { t.set(key) { value.push(to: stack) } }
        }
    }
}
