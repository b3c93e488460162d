/// Lua's names as its lexer reads them (llex.c, in the C locale): a letter or `_`, then letters,
/// digits and `_`. Keywords are not told apart.
///
/// ```swift
/// LuaIdentifier.isName("stage")   // true
/// LuaIdentifier.isName("2d")      // false
/// ```
public enum LuaIdentifier {
    /// Whether the byte may stand inside a name.
    public static func continues(_ c: UInt8) -> Bool {
        c == 0x5F || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }

    /// Whether `s` is a name (`t.name` may read its field).
    public static func isName(_ s: String) -> Bool {
        guard let first = s.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return s.utf8.allSatisfy(continues)
    }
}
