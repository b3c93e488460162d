/// One key of an option table, declared once: the `LuaOption` the trampoline checks and the
/// docs show (name, type, default, doc), and how a checked value of it is written into the Swift
/// value the table configures. A list of them (`LuaOptionFields`) is at once the table's
/// declaration (`options`) and its reader (`apply`/`read`), so a key, its check and its effect
/// cannot drift apart, and no binding writes a reader per key.
///
/// ```swift
/// static let transition: LuaOptionFields<ScaleTransition> = [
///     LuaOptionField("duration", .number, default: "0.15", { $0.duration = SimDuration(seconds: $1.number ?? 0.15) }, "seconds"),
///     LuaOptionField("threshold", .range(LuaRange(min: 0, max: 1)), default: "0.5", { $0.threshold = $1.number ?? 0.5 },
///                    "the visible fraction at which a button scales up"),
/// ]
/// LuaOption("transition", .options(transition.options), "...")        // declares the keys
/// let t = transition.read(o, from: ScaleTransition())                  // reads them
/// ```
/// The keys of one option table, in declaration order (the order the trampoline checks them and
/// `apply` writes them: a later key may refine what an earlier one wrote).
public struct LuaOptionFields<Model>: Sendable, ExpressibleByArrayLiteral {
    public let fields: [LuaOptionField<Model>]

    public init(_ fields: [LuaOptionField<Model>]) { self.fields = fields }
    public init(arrayLiteral fields: LuaOptionField<Model>...) { self.fields = fields }

    /// The declarations, for `.options(...)`.
    public var options: [LuaOption] { fields.map(\.option) }

    /// Writes every present key of `table` into `model` (raw reads; nil keys are left alone).
    public func apply(_ table: LuaOptions, to model: inout Model) {
        fields.apply(table, to: &model, ())
    }

    /// `initial` with the keys of `table` applied.
    public func read(_ table: LuaOptions, from initial: Model) -> Model {
        var model = initial
        apply(table, to: &model)
        return model
    }

    /// `initial` with the keys of the table in `slot` applied; nil when the value is not a table.
    public func read(_ slot: LuaSlot, from initial: Model) -> Model? {
        slot.options.map { read($0, from: initial) }
    }
}

extension LuaSlot {
    /// The string value as a case of a string-backed enumeration (a value `.enumeration` checked),
    /// nil for any other value.
    public func enumCase<E: RawRepresentable>(_ type: E.Type = E.self) -> E? where E.RawValue == String {
        string.flatMap(E.init(rawValue:))
    }
}
