/// A table shape declared once, as named key paths of `Root` in order: `push` builds
/// `{name = value, ...}` from a value with raw sets (a nil value leaves its key out), so a
/// binding's result tables are declarations instead of hand-built code. A type whose record is
/// its Lua form conforms to `LuaRecordPushable`; lists of it then push too.
///
/// ```swift
/// extension Button: LuaRecordPushable {
///     public static let record = LuaRecord<Button>([.key("title", \.title), .key("enabled", \.isEnabled)])
/// }
/// ```
public struct LuaRecord<Root>: Sendable {
    /// One key of the table and where its value comes from.
    public struct Field: Sendable {
        let set: @Sendable (Root, inout LuaTableWriter) -> Void

        /// `name = root[keyPath: path]` (left out when the value is nil).
        public static func key<V: LuaPushable>(_ name: String, _ path: KeyPath<Root, V> & Sendable) -> Field {
            Field { root, t in t.set(name, root[keyPath: path]) }
        }

        /// `name = root[keyPath: path]`, left out when the value is nil.
        public static func key<V: LuaPushable>(_ name: String, _ path: KeyPath<Root, V?> & Sendable) -> Field {
            Field { root, t in t.set(name, root[keyPath: path]) }
        }

        /// `name = value(root)`, for a value no key path reaches (a tuple's element, a conversion).
        public static func computed<V: LuaPushable>(_ name: String, _ value: @escaping @Sendable (Root) -> V?) -> Field {
            Field { root, t in t.set(name, value(root)) }
        }
    }

    public let fields: [Field]

    public init(_ fields: [Field]) { self.fields = fields }

    /// Pushes `{name = value, ...}` for `root`, keys set in declaration order.
    public func push(_ root: Root, to stack: LuaStack) {
        stack.pushTable(fields: fields.count) { t in
            for f in fields { f.set(root, &t) }
        }
    }

    /// `root` as a pushable value of this shape.
    public func value(_ root: Root) -> LuaRecordValue<Root> { LuaRecordValue(record: self, root: root) }
}

/// A value with the shape of a record, ready to push (see `LuaRecord.value`).
public struct LuaRecordValue<Root>: LuaPushable {
    public let record: LuaRecord<Root>
    public let root: Root
    public func push(to stack: LuaStack) { record.push(root, to: stack) }
}

/// A type whose Lua form is its record: `push` comes with the conformance.
public protocol LuaRecordPushable: LuaPushable {
    static var record: LuaRecord<Self> { get }
}

extension LuaRecordPushable {
    public func push(to stack: LuaStack) { Self.record.push(self, to: stack) }
}

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

/// A host object as a pushable value: the userdata of its type `key` (the same one each time
/// while it lives), as `LuaCall.push(object:as:)` pushes it; a property whose value is an object
/// is then declared like any other value.
///
/// ```swift
/// .value(Owner.self, "part", .object(partKey), { LuaObjectValue($0.part, as: partKey) }, doc: "...")
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

/// The arguments of a callback, pushed in order (a nil optional as nil): the `pushArguments`
/// closure a host passes when it calls a Lua function, returning the count.
///
/// ```swift
/// try world.invoke(handler, as: "handler", luaArguments(LuaObjectValue(item, as: key), row + 1))
/// ```
public func luaArguments(_ values: any LuaPushable...) -> (LuaCall) -> Int32 {
    { call in
        for value in values { value.push(to: call.stack) }
        return Int32(values.count)
    }
}
