/// Lua string literals the REPL writes for people (completed titles, `:save`d paths).
///
/// ```swift
/// LuaLiteral.escaped("say \"hi\"\n", quote: UInt8(ascii: "\""))   // say \"hi\"\n
/// LuaLiteral.quoted("a\\b")                                      // "a\\b"
/// ```
enum LuaLiteral {
    /// `s` as it is typed between `quote`s: the quote and backslashes escaped, line breaks and NUL
    /// as escapes (`\000`, three digits, so a following digit is not taken into it).
    static func escaped(_ s: String, quote: UInt8) -> String {
        var out: [UInt8] = []
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\\"), quote: out += [UInt8(ascii: "\\"), b]
            case 10: out += Array("\\n".utf8)
            case 13: out += Array("\\r".utf8)
            case 0: out += Array("\\000".utf8)
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `s` as a double-quoted Lua string literal.
    static func quoted(_ s: String) -> String { "\"" + escaped(s, quote: UInt8(ascii: "\"")) + "\"" }
}
