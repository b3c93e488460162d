/// A token-level reading of a Lua chunk, enough for the REPL to find its top-level `local`
/// statements (outside every function and block, and never inside strings, comments or long
/// brackets) and the names it mentions. It does not parse expressions: the chunk has already
/// compiled, so only the tokens around `local` need to be understood.
///
/// ```swift
/// let scan = LuaChunkScanner(Array("local x <const> = 5 print(x)".utf8))
/// scan.topLevelLocals[0].names        // ["x"]
/// scan.names.contains("print")        // true
/// ```
struct LuaChunkScanner {
    struct Token {
        enum Kind { case name, keyword, symbol, literal }
        var kind: Kind
        var start: Int
        var end: Int  // one past the last byte
        var text: String
    }

    /// One top-level `local` statement.
    struct LocalStatement {
        /// The `local` keyword's token.
        var keyword: Token
        /// `local function f`.
        var isFunction: Bool
        var names: [Token]
        /// Attributes (`<const>`, `<close>`), each with the byte range from `<` to `>`.
        var attributes: [(name: String, start: Int, end: Int)]
        /// An `=` follows the names.
        var hasValues: Bool
    }

    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    let source: [UInt8]
    private(set) var tokens: [Token] = []
    /// Every name the chunk mentions as a variable could be (not after `.` or `:`).
    private(set) var names: Set<String> = []
    private(set) var topLevelLocals: [LocalStatement] = []
    /// A `return` outside every function and block.
    private(set) var hasTopLevelReturn = false

    init(_ source: [UInt8]) {
        self.source = source
        tokens = LuaChunkScanner.tokenize(source)
        analyze()
    }

    private mutating func analyze() {
        var depth = 0
        for (i, token) in tokens.enumerated() {
            switch token.kind {
            case .name:
                let previous = i > 0 ? tokens[i - 1].text : ""
                if previous != "." && previous != ":" { names.insert(token.text) }
            case .keyword:
                switch token.text {
                case "function", "do", "if", "repeat": depth += 1
                case "end", "until": depth -= 1
                case "return" where depth == 0: hasTopLevelReturn = true
                case "local" where depth == 0:
                    if let statement = localStatement(at: i) { topLevelLocals.append(statement) }
                default: break
                }
            default: break
            }
        }
    }

    /// Reads `local function Name` or `local Name [attrib] {, Name [attrib]} [= ...]` at token `i`.
    private func localStatement(at i: Int) -> LocalStatement? {
        var j = i + 1
        guard j < tokens.count else { return nil }
        if tokens[j].kind == .keyword && tokens[j].text == "function" {
            guard j + 1 < tokens.count, tokens[j + 1].kind == .name else { return nil }
            return LocalStatement(
                keyword: tokens[i], isFunction: true, names: [tokens[j + 1]], attributes: [], hasValues: true)
        }
        var names: [Token] = []
        var attributes: [(name: String, start: Int, end: Int)] = []
        while j < tokens.count, tokens[j].kind == .name {
            names.append(tokens[j])
            j += 1
            if j + 2 < tokens.count, tokens[j].text == "<", tokens[j + 1].kind == .name, tokens[j + 2].text == ">" {
                attributes.append((tokens[j + 1].text, tokens[j].start, tokens[j + 2].end))
                j += 3
            }
            guard j < tokens.count, tokens[j].text == "," else { break }
            j += 1
        }
        guard !names.isEmpty else { return nil }
        let hasValues = j < tokens.count && tokens[j].kind == .symbol && tokens[j].text == "="
        return LocalStatement(
            keyword: tokens[i], isFunction: false, names: names, attributes: attributes, hasValues: hasValues)
    }

    // MARK: Tokens

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c == 0x5f
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// The level of a long bracket opening at `i` (`[[` is 0, `[==[` is 2), or nil.
    private static func longBracketLevel(_ s: [UInt8], _ i: Int) -> Int? {
        guard i < s.count, s[i] == UInt8(ascii: "[") else { return nil }
        var j = i + 1
        while j < s.count && s[j] == UInt8(ascii: "=") { j += 1 }
        return j < s.count && s[j] == UInt8(ascii: "[") ? j - i - 1 : nil
    }

    /// The index just past the long bracket of `level` opening at `i` (the end of input when it
    /// does not close).
    private static func skipLongBracket(_ s: [UInt8], _ i: Int, level: Int) -> Int {
        var j = i + level + 2
        while j < s.count {
            if s[j] == UInt8(ascii: "]") {
                var k = j + 1
                while k < s.count && s[k] == UInt8(ascii: "=") { k += 1 }
                if k - j - 1 == level && k < s.count && s[k] == UInt8(ascii: "]") { return k + 1 }
            }
            j += 1
        }
        return s.count
    }

    static let symbols3: Set<String> = ["..."]
    static let symbols2: Set<String> = ["==", "~=", "<=", ">=", "//", "::", "<<", ">>", ".."]

    static func tokenize(_ s: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        func text(_ a: Int, _ b: Int) -> String { String(decoding: s[a..<b], as: UTF8.self) }
        while i < s.count {
            let c = s[i]
            if c == 0x20 || c == 0x09 || c == 0x0a || c == 0x0d || c == 0x0b || c == 0x0c {
                i += 1
            } else if c == UInt8(ascii: "-") && i + 1 < s.count && s[i + 1] == UInt8(ascii: "-") {
                if let level = longBracketLevel(s, i + 2) {
                    i = skipLongBracket(s, i + 2, level: level)
                } else {
                    while i < s.count && s[i] != 0x0a { i += 1 }
                }
            } else if let level = longBracketLevel(s, i) {
                let end = skipLongBracket(s, i, level: level)
                tokens.append(Token(kind: .literal, start: i, end: end, text: ""))
                i = end
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                var j = i + 1
                while j < s.count && s[j] != c && s[j] != 0x0a {
                    j += s[j] == UInt8(ascii: "\\") ? 2 : 1
                }
                let end = min(j + 1, s.count)
                tokens.append(Token(kind: .literal, start: i, end: end, text: ""))
                i = end
            } else if isNameStart(c) {
                var j = i + 1
                while j < s.count && (isNameStart(s[j]) || isDigit(s[j])) { j += 1 }
                let word = text(i, j)
                tokens.append(Token(kind: keywords.contains(word) ? .keyword : .name, start: i, end: j, text: word))
                i = j
            } else if isDigit(c) || (c == UInt8(ascii: ".") && i + 1 < s.count && isDigit(s[i + 1])) {
                var j = i + 1
                while j < s.count {
                    let d = s[j]
                    if isNameStart(d) || isDigit(d) || d == UInt8(ascii: ".") {
                        j += 1
                    } else if (d == UInt8(ascii: "+") || d == UInt8(ascii: "-")),
                              "eEpP".utf8.contains(s[j - 1]) {
                        j += 1
                    } else {
                        break
                    }
                }
                tokens.append(Token(kind: .literal, start: i, end: j, text: ""))
                i = j
            } else {
                var length = 1
                if i + 3 <= s.count, symbols3.contains(text(i, i + 3)) {
                    length = 3
                } else if i + 2 <= s.count, symbols2.contains(text(i, i + 2)) {
                    length = 2
                }
                tokens.append(Token(kind: .symbol, start: i, end: i + length, text: text(i, i + length)))
                i += length
            }
        }
        return tokens
    }
}
