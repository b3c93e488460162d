/// One field of a model value, declared once: its Lua name, type and doc, how a checked value is
/// written into the model (a write may need a `Context`: the library's defaults, a policy), and,
/// for a field Lua also reads, how it is pushed, written as Lua source and printed. The one field
/// mechanism of the bindings: the same declaration is an option table's key (`option`, and the
/// reader loop `LuaOptionFields.apply`), an object's property (its getter and its setter) and the
/// docs, so a key, its check, its effect and its documented default cannot drift apart.
///
/// ```swift
/// // An option key only (Context == Void): its check and its effect.
/// let duration = LuaOptionField<Timing>("duration", .number, default: "0.15", { $0.duration = $1.number ?? 0.15 },
/// "seconds")
/// // A readable and writable field (the host's builders make these from a key path).
/// let title = LuaField<Item, Void>(name: "title", type: .string, doc: "the title",
///                                  push: { item, call in call.push(item.title) },
///                                  write: { item, v, _ in item.title = v.string ?? "" })
/// ```
public struct LuaField<Model, Context>: Sendable {
    public let name: String
    public let type: LuaType
    public let doc: String
    /// The documented default of an option key (nil: none shown).
    public let defaultValue: String?
    /// The option key must be present.
    public let required: Bool
    /// Pushes the field's value (a field that is only an option key pushes nil).
    public let push: @Sendable (Model, LuaCall) -> Void
    /// Writes the (checked) value into the model.
    public let write: @Sendable (inout Model, LuaSlot, Context) -> Void
    /// How the docs write the value (`0.7`, `"Cancel"`).
    public let literal: @Sendable (Model) -> String
    /// What `print` shows for the value (nil: nothing short).
    public let printed: @Sendable (Model) -> String?

    public init(name: String, type: LuaType, doc: String, default defaultValue: String? = nil, required: Bool = false,
                push: @escaping @Sendable (Model, LuaCall) -> Void = { _, call in call.stack.pushNil() },
                write: @escaping @Sendable (inout Model, LuaSlot, Context) -> Void,
                literal: @escaping @Sendable (Model) -> String = { _ in "" },
                printed: @escaping @Sendable (Model) -> String? = { _ in nil }) {
        self.name = name
        self.type = type
        self.doc = doc
        self.defaultValue = defaultValue
        self.required = required
        self.push = push
        self.write = write
        self.literal = literal
        self.printed = printed
    }

    /// The field as an option table's key (what the trampoline checks and the docs show).
    public var option: LuaOption { LuaOption(name, type, default: defaultValue, required: required, doc) }
}

/// A field that is an option table's key only: its check and its effect on the model.
public typealias LuaOptionField<Model> = LuaField<Model, Void>

extension LuaField where Context == Void {
    /// An option key: its declaration and how a checked value of it is written into the model.
    /// The doc comes last, so a long one can sit on a line of its own after the code.
    public init(_ name: String, _ type: LuaType, default defaultValue: String? = nil, required: Bool = false,
                _ write: @escaping @Sendable (inout Model, LuaSlot) -> Void, _ doc: String) {
        self.init(name: name, type: type, doc: doc, default: defaultValue, required: required,
                  write: { model, value, _ in write(&model, value) })
    }
}

extension Sequence {
    /// Writes every field present in `table` into `model`, in order (raw reads; nil keys are left
    /// alone): the one reader loop of option tables declared as fields.
    public func apply<Model, Context>(_ table: LuaOptions, to model: inout Model, _ context: Context)
    where Element == LuaField<Model, Context> {
        for f in self { _ = table.field(f.name) { f.write(&model, $0, context) } }
    }
}
