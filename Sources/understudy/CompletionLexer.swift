/// The Lua tokens of the text before the cursor, for completion: enough of Lua's lexer to know
/// where names, strings and brackets are (comments and long strings skipped, escapes decoded),
/// and whether the cursor sits inside an unfinished string or comment.
///
/// ```swift
/// let lex = CompletionLexer.tokens(of: Array("f{ style = \"tw".utf8))
/// lex.tokens.map(\.text)   // ["f", "{", "style", "="]
/// lex.end                  // .openString(quote: "\"", content: "tw", start: 12)
/// ```
struct CompletionToken: Equatable {
    enum Kind: Equatable {
        case name
        case number
        /// A complete short or long string; `text` is its decoded value.
        case string
        case symbol
    }

    var kind: Kind
    /// The name, the symbol, the number as written, or the string's value.
    var text: String
    /// Byte offsets in the analysed text.
    var start: Int
    var end: Int

    func isSymbol(_ s: String) -> Bool { kind == .symbol && text == s }
}

enum CompletionLexer {
    /// How the text ends.
    enum End: Equatable {
        /// Between tokens, or right after one.
        case code
        /// Inside a short string opened with `quote`: its bytes so far start at `start`.
        case openString(quote: UInt8, content: String, start: Int)
        /// Inside a comment or a long string: nothing to complete.
        case inert
    }

    static let symbols3 = ["..."]
    static let symbols2 = ["==", "~=", "<=", ">=", "..", "::", "//", "<<", ">>"]

    static func tokens(of text: [UInt8]) -> (tokens: [CompletionToken], end: End) {
        var tokens: [CompletionToken] = []
        var i = 0
        let n = text.count
        func at(_ k: Int) -> UInt8 { k < n ? text[k] : 0 }
        while i < n {
            let c = text[i]
            if c == 32 || c == 9 || c == 10 || c == 13 || c == 11 || c == 12 { i += 1; continue }
            let start = i
            if c == UInt8(ascii: "-") && at(i + 1) == UInt8(ascii: "-") {
                i += 2
                if at(i) == UInt8(ascii: "["), let level = longBracketLevel(text, i) {
                    guard let close = longBracketEnd(text, from: i + level + 2, level: level) else {
                        return (tokens, .inert)
                    }
                    i = close
                } else {
                    while i < n && text[i] != 10 { i += 1 }
                    if i >= n { return (tokens, .inert) }
                }
                continue
            }
            if isNameStart(c) {
                while i < n && isNameByte(text[i]) { i += 1 }
                tokens.append(
                    CompletionToken(
                        kind: .name, text: String(decoding: text[start..<i], as: UTF8.self), start: start, end: i))
                continue
            }
            if isDigit(c) || (c == UInt8(ascii: ".") && isDigit(at(i + 1))) {
                while i < n && (isNameByte(text[i]) || text[i] == UInt8(ascii: ".")
                                || ((text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-"))
                                    && "eEpP".utf8.contains(text[i - 1]))) { i += 1 }
                tokens.append(
                    CompletionToken(
                        kind: .number, text: String(decoding: text[start..<i], as: UTF8.self), start: start, end: i))
                continue
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                var value: [UInt8] = []
                i += 1
                var closed = false
                while i < n {
                    let d = text[i]
                    if d == c { closed = true; i += 1; break }
                    if d == 10 { break }  // an unfinished string ends at the line (a syntax error)
                    if d == UInt8(ascii: "\\") && i + 1 < n {
                        value.append(unescape(text[i + 1]))
                        i += 2
                        continue
                    }
                    value.append(d)
                    i += 1
                }
                if !closed {
                    if i >= n {
                        return (
                            tokens,
                            .openString(quote: c, content: String(decoding: value, as: UTF8.self), start: start + 1)
                        )
                    }
                    // A broken string on an earlier line: Lua would refuse the chunk; go on.
                }
                tokens.append(
                    CompletionToken(kind: .string, text: String(decoding: value, as: UTF8.self), start: start, end: i))
                continue
            }
            if c == UInt8(ascii: "["), let level = longBracketLevel(text, i) {
                guard let close = longBracketEnd(text, from: i + level + 2, level: level) else {
                    return (tokens, .inert)
                }
                let body = text[(i + level + 2)..<(close - level - 2)]
                tokens.append(
                    CompletionToken(
                        kind: .string, text: String(decoding: body, as: UTF8.self), start: start, end: close))
                i = close
                continue
            }
            let rest = { (len: Int) in i + len <= n ? String(decoding: text[i..<(i + len)], as: UTF8.self) : "" }
            var symbol = String(decoding: [c], as: UTF8.self)
            if symbols3.contains(rest(3)) { symbol = rest(3) } else if symbols2.contains(rest(2)) { symbol = rest(2) }
            i += symbol.utf8.count
            tokens.append(CompletionToken(kind: .symbol, text: symbol, start: start, end: i))
        }
        return (tokens, .code)
    }

    /// The level of a long bracket opening at `i` (`[[` is 0, `[==[` is 2), if one does.
    static func longBracketLevel(_ text: [UInt8], _ i: Int) -> Int? {
        var k = i + 1
        while k < text.count && text[k] == UInt8(ascii: "=") { k += 1 }
        return k < text.count && text[k] == UInt8(ascii: "[") ? k - i - 1 : nil
    }

    /// The offset just past the long bracket of `level` closing at or after `from`, if any.
    static func longBracketEnd(_ text: [UInt8], from: Int, level: Int) -> Int? {
        var k = from
        while k < text.count {
            if text[k] == UInt8(ascii: "]") {
                var m = k + 1
                while m < text.count && text[m] == UInt8(ascii: "=") { m += 1 }
                if m < text.count && text[m] == UInt8(ascii: "]") && m - k - 1 == level { return m + 1 }
            }
            k += 1
        }
        return nil
    }

    static func unescape(_ c: UInt8) -> UInt8 {
        switch c {
        case UInt8(ascii: "n"): return 10
        case UInt8(ascii: "t"): return 9
        case UInt8(ascii: "r"): return 13
        default: return c
        }
    }

    static func isDigit(_ c: UInt8) -> Bool { (48...57).contains(c) }
    static func isNameStart(_ c: UInt8) -> Bool { c == 95 || (65...90).contains(c) || (97...122).contains(c) }
    static func isNameByte(_ c: UInt8) -> Bool { isNameStart(c) || isDigit(c) }
}
