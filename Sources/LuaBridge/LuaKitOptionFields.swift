/// The keys of one option table (`LuaOptionField`s), in declaration order (the order the
/// trampoline checks them and `apply` writes them: a later key may refine what an earlier one
/// wrote). The list is at once the table's declaration (`options`) and its reader
/// (`apply`/`read`), so a key, its check and its effect cannot drift apart, and no binding writes
/// a reader per key.
///
/// ```swift
/// static let timing: LuaOptionFields<Timing> = [
///     LuaOptionField("duration", .number, default: "0.15", { $0.duration = $1.number ?? 0.15 }, "seconds"),
///     LuaOptionField("threshold", .range(LuaRange(min: 0, max: 1)), default: "0.5", { $0.threshold = $1.number ?? 0.5
/// },
///                    "the fraction at which it starts"),
/// ]
/// LuaOption("timing", .options(timing.options), "...")        // declares the keys
/// let t = timing.read(o, from: Timing())                      // reads them
/// ```
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
