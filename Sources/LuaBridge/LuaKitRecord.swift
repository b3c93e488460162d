/// A table shape declared once, as named key paths of `Root` in order: `push` builds
/// `{name = value, ...}` from a value with raw sets (a nil value leaves its key out), so a
/// binding's result tables are declarations instead of hand-built code. A type conforms to
/// `LuaPushable` by pushing itself through its record, and then lists of it push too.
///
/// ```swift
/// static let record = LuaRecord<Button>([.key("title", \.title), .key("enabled", \.isEnabled)])
/// extension Button: LuaPushable {
///     public func push(to s: LuaStack) { record.push(self, to: s) }
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
    }

    public let fields: [Field]

    public init(_ fields: [Field]) { self.fields = fields }

    /// Pushes `{name = value, ...}` for `root`, keys set in declaration order.
    public func push(_ root: Root, to stack: LuaStack) {
        stack.pushTable(fields: fields.count) { t in
            for f in fields { f.set(root, &t) }
        }
    }
}
