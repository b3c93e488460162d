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
    public static func cases<E: RawRepresentable & CaseIterable & Sendable>(_ name: String, _ path: WritableKeyPath<Model, E> & Sendable,
                                                                             default fallback: E, _ doc: String) -> LuaOptionField<Model>
    where E.RawValue == String {
        LuaOptionField(name, .cases(E.self), default: "\"\(fallback.rawValue)\"", { $0[keyPath: path] = $1.enumCase() ?? fallback }, doc)
    }
}

extension LuaType {
    /// A list (or a string) of at most `limit` elements: a size cap of the host, declared with the
    /// API (the docs show it) and refused when exceeded, naming the cap, never truncated.
    ///
    /// ```swift
    /// LuaOption("tabs", .capped(.list(.string), atMost: 1000, "tabs"), "the tab titles")
    /// // stage.tabBarController{ tabs = <1001 titles> }
    /// //   -> option 'tabs': at most 1000 tabs (a cap of the simulation), got 1001
    /// ```
    public static func capped(_ type: LuaType, atMost limit: Int, _ noun: String) -> LuaType {
        .refined(type, LuaRefinement("\(type.docName) (at most \(limit))") { v in
            let n = v.rawLength
            return n > limit ? "at most \(limit) \(noun) (a cap of the simulation), got \(n)" : nil
        })
    }
}
