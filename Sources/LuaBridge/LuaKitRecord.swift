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
        public static func computed<V: LuaPushable>(_ name: String, _ value: @escaping @Sendable (Root) -> V?) -> Field
        {
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
