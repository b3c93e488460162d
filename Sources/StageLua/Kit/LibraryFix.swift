import LuaBridge

/// A deliberate divergence from a library's code: off by default, because a component does what
/// its library does, quirks included, and turned on by name where a script asks for it
/// (`stage.collectionView{ fixes = { fillReadsOffset = true } }`). Each component declares its
/// fixes once, beside its constructor; the option, its check, help and the docs come from that
/// list, and docs/behavior/<library>.md has the table of what the library does and what each
/// fix does instead.
///
/// ```swift
/// static let fixes = [LibraryFix("fillReadsOffset", "expand on overscroll as tables do")]
/// LuaOption.fixes(fixes)                      // in the constructor's options
/// table.fillReadsOffset = o?.fix("fillReadsOffset") ?? false
/// ```
public struct LibraryFix: Sendable {
    public let name: String
    public let doc: String
    public init(_ name: String, _ doc: String) {
        self.name = name
        self.doc = doc
    }
}

extension LuaOption {
    /// A constructor's `fixes` option: a table of the component's fixes, each off unless `true`.
    public static func fixes(_ list: [LibraryFix]) -> LuaOption {
        LuaOption("fixes", .options(list.map { LuaOption($0.name, .boolean, default: "false", $0.doc) }),
                  "divergences from the library, each off by default (faithful): { name = true } turns one on")
    }
}

extension LuaOptions {
    /// Whether the `fixes` table turns `name` on.
    public func fix(_ name: String) -> Bool { field("fixes") { $0.options?.bool(name) } ?? false }
}
