/// A declaration with an example (functions, methods, properties).
public protocol LuaExampled {
    var example: String { get set }
}

extension LuaFunctionDecl: LuaExampled {}
extension LuaPropertyDecl: LuaExampled {}

extension Array where Element: LuaExampled {
    /// The declarations with `setup` (the code all their examples start with, such as making the
    /// object they show) put before each example, so each declaration writes only its own lines.
    public func withExampleSetup(_ setup: String) -> [Element] {
        map { decl in
            var decl = decl
            decl.example = setup + decl.example
            return decl
        }
    }
}
