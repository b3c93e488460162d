/// String-backed enumerations as Lua values, declared from the Swift type: the type that accepts
/// their raw values (in declaration order), and an option key that writes a case into a model.
///
/// ```swift
/// enum Side: String, CaseIterable, Sendable { case left, right }
/// LuaParam("side", .cases(Side.self))
/// let fields: LuaOptionFields<Settings> = [.cases("side", \.side, default: .right, "which side")]
/// ```

extension LuaType {
    /// One of the raw values of `E`'s cases.
    public static func cases<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> LuaType where E.RawValue == String {
        .enumeration(E.allCases.map(\.rawValue))
    }
}

extension LuaField where Context == Void {
    /// A key naming a case of `E`, written at `path`; the docs show `fallback` as the default.
    public static func cases<E: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Model, E> & Sendable,
        default fallback: E, _ doc: String
    ) -> LuaOptionField<Model>
    where E.RawValue == String {
        LuaOptionField(
            name, .cases(E.self), default: "\"\(fallback.rawValue)\"",
            { $0[keyPath: path] = $1.enumCase() ?? fallback }, doc)
    }
}
