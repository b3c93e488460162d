/// LuaCov's line scanner (luacov/linescanner.lua, LuaCov 0.17.0, commit b1f9eae), ported rule for
/// rule so `--coverage` counts the lines LuaCov counts: it reads a file line by line, keeps the
/// state that spans lines (an open string, long string or long comment, function arguments, the
/// `-- luacov: disable` / `enable` options), reduces each line to a simplified form (names become
/// `x`, numbers `0`, strings `''`, `nil`/`true`/`false` `n`/`t`/`f`, keywords and punctuation
/// stay, a function's parameter list is dropped) and matches that against LuaCov's two lists of
/// patterns: lines never counted (`end`, `else`, `local x`, ...) and lines counted only when hit
/// (a table's `{`, `key = value,`, `function(...)`, ...).
///
/// ```swift
/// var scanner = CoverageLineScanner()
/// scanner.consume("local t = {")   // (always: false, unlessHit: true)
/// scanner.consume("end")           // (always: true, unlessHit: false)
/// ```
struct CoverageLineScanner {
    /// Whether a line is left out of the counts: always, or only when it was never hit.
    struct Exclusion: Equatable {
        var always: Bool
        var unlessHit: Bool
    }

    private var first = true
    private var comment = false
    private var afterFunction = false
    private var enabled = true
    /// The quote of a string literal still open at the end of a line.
    private var quote: UInt8?
    /// The `=`s of a long string or long comment still open at the end of a line.
    private var equals: Int?
    /// Inside a function's parameter list that continues on the next line.
    private var args = false

    private var line: [UInt8] = []
    private var i = 0
    private var simple: [UInt8] = []

    init() {}

    // MARK: The patterns, as linescanner.lua writes them

    /// linescanner.lua's `fixup`: placeholders that keep its patterns readable.
    static func fixup(_ pattern: String) -> String {
        let pairs: [(String, String)] = [
            ("=", " ?= ?"), ("(", " ?%( ?"), (")", " ?%) ?"),
            ("<FULLID>", "x ?[%[%.]? ?[ntfx0']* ?%]?"), ("<IDS>", "x ?, ?x[x, ]*"),
            ("<FIELDNAME>", "%[? ?[ntfx0']+ ?%]?"), ("<PARENS>", "[ %(]*"),
        ]
        var out = pattern
        for (old, new) in pairs { out = out.replacingAll(old, with: new) }
        return out
    }

    /// Lines never counted, hit or not.
    static let anyHitsExclusions: [CoveragePattern] = [
        "", "end[,; %)]*", "else", "repeat", "do", "if", "then", "while t do", "if t then", "local x",
        fixup("local x="), fixup("local <IDS>"), fixup("local <IDS>="), "local function x",
    ].map(wholeLine)

    /// Lines counted only when they were hit (they may leave no trace when they run).
    static let zeroHitsExclusions: [CoveragePattern] = [
        "[ntfx0',= ]+,", "{ ?} ?,", fixup("<FIELDNAME>=.+[,;]"), fixup("<FIELDNAME>=function"),
        fixup("<FIELDNAME>=<PARENS>'"), "return function", "function", "[ntfx0]", "''", "{ ?}",
        fixup("<FULLID>"), fixup("local x=function"), fixup("local x=<PARENS>'"), fixup("local x=(<PARENS>"),
        fixup("local <IDS>=(<PARENS>"), fixup("local x=n"), fixup("<FULLID>=<PARENS>'"),
        fixup("<FULLID>=function"), "} ?,", "} ?, ?function", "break", "{", "}?[ %)]*",
        "[ntf0']+ ?}[ %)]*", "goto [%w_]+", "::[%w_]+::",
    ].map(wholeLine)

    private static func wholeLine(_ e: String) -> CoveragePattern { CoveragePattern("^ *" + e + " *$") }

    private static let keywords: [String: String] = {
        var k = ["nil": "n", "true": "t", "false": "f"]
        for w in ["and", "break", "do", "else", "elseif", "end", "for", "function", "goto", "if",
                  "in", "local", "not", "or", "repeat", "return", "then", "until", "while"] { k[w] = w }
        return k
    }()

    // MARK: Scanning

    /// Consumes the next line of the file (without its "\n") and says whether it is excluded.
    mutating func consume(_ text: some Collection<UInt8>) -> Exclusion {
        if first {
            first = false
            if text.starts(with: Array("#!".utf8)) { return Exclusion(always: true, unlessHit: true) }
        }
        line = Array(text)
        simple = []
        i = 0
        scan: while i < line.count {
            // One token per turn; a string's start and end are tokens of their own.
            if let q = quote {
                guard skipString(q) else { break scan }
            } else if let e = equals {
                guard skipLongString(e) else { break scan }
            } else if args {
                guard let paren = line[i...].firstIndex(of: UInt8(ascii: ")")) else { break scan }
                i = paren + 1
                args = false
            } else {
                skipWhitespace()
                if at(".") && i + 1 < line.count && isDigit(line[i + 1]) { i += 1 }
                if i < line.count && isDigit(line[i]) {
                    skipNumber()
                } else if i < line.count && (isLetter(line[i]) || line[i] == UInt8(ascii: "_")) {
                    skipName()
                } else {
                    if at("-") && i + 1 < line.count && line[i + 1] == UInt8(ascii: "-") {
                        comment = true
                        i += 2
                    }
                    if let (end, count) = longBracketOpen() {
                        i = end
                        equals = count
                        if !comment { simple.append(UInt8(ascii: "'")) }
                    } else if comment {
                        // A short comment: maybe an inline option, and nothing more on the line.
                        comment = false
                        checkInlineOptions(Array(line[min(i, line.count)...]))
                        break scan
                    } else if at(".") {
                        // Dots stay as they are: "..", "..." and a number's leading dot differ.
                        while at(".") { simple.append(UInt8(ascii: ".")); i += 1 }
                    } else {
                        let c: UInt8? = i < line.count ? line[i] : nil
                        i += 1
                        if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
                            simple.append(UInt8(ascii: "'"))
                            quote = c
                        } else if afterFunction && c == UInt8(ascii: "(") {
                            // The parameter list of a function definition.
                            afterFunction = false
                            args = true
                        } else if let c {
                            simple.append(c)
                        }
                    }
                }
            }
        }
        if !enabled { return Exclusion(always: true, unlessHit: true) }
        return Exclusion(always: CoverageLineScanner.anyHitsExclusions.contains { $0.matches(simple) },
                         unlessHit: CoverageLineScanner.zeroHitsExclusions.contains { $0.matches(simple) })
    }

    /// The simplified form of the last line consumed, as LuaCov builds it (for tests).
    var simplified: String { String(decoding: simple, as: UTF8.self) }

    private func at(_ c: Unicode.Scalar) -> Bool { i < line.count && line[i] == UInt8(ascii: c) }
    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private func isLetter(_ c: UInt8) -> Bool { CoveragePattern.matchClass(c, UInt8(ascii: "a")) }
    private func isClass(_ c: UInt8, _ cl: Unicode.Scalar) -> Bool { CoveragePattern.matchClass(c, UInt8(ascii: cl)) }

    /// skip_string: the closing quote is the first one after an even run of backslashes.
    private mutating func skipString(_ q: UInt8) -> Bool {
        var backslashes = 0
        var j = i
        while j < line.count {
            let c = line[j]
            if c == q && backslashes % 2 == 0 {
                i = j + 1
                quote = nil
                simple.append(UInt8(ascii: "'"))
                return true
            }
            backslashes = c == UInt8(ascii: "\\") ? backslashes + 1 : 0
            j += 1
        }
        return false
    }

    /// skip_long_string: `]`, the same number of `=`, `]`.
    private mutating func skipLongString(_ count: Int) -> Bool {
        let close = [UInt8(ascii: "]")] + Array(repeating: UInt8(ascii: "="), count: count) + [UInt8(ascii: "]")]
        var j = i
        while j + close.count <= line.count {
            if line[j..<(j + close.count)].elementsEqual(close) {
                i = j + close.count
                equals = nil
                if comment { comment = false } else { simple.append(UInt8(ascii: "'")) }
                return true
            }
            j += 1
        }
        return false
    }

    /// `[`, any number of `=`, `[` at `i`: the index after it and the number of `=`.
    private func longBracketOpen() -> (Int, Int)? {
        guard at("[") else { return nil }
        var j = i + 1
        while j < line.count && line[j] == UInt8(ascii: "=") { j += 1 }
        guard j < line.count && line[j] == UInt8(ascii: "[") else { return nil }
        return (j + 1, j - i - 1)
    }

    private mutating func skipWhitespace() {
        var j = i
        while j < line.count && isClass(line[j], "s") { j += 1 }
        if j != i {
            i = j
            simple.append(UInt8(ascii: " "))
        }
    }

    private mutating func skipNumber() {
        if at("0") && i + 1 < line.count && (line[i + 1] | 0x20) == UInt8(ascii: "x") { i += 2 }
        while i < line.count && (isClass(line[i], "x") || line[i] == UInt8(ascii: ".")) { i += 1 }
        if i + 1 < line.count, [UInt8(ascii: "e"), UInt8(ascii: "p")].contains(line[i] | 0x20),
           line[i + 1] == UInt8(ascii: "+") || line[i + 1] == UInt8(ascii: "-") {
            i += 2
            while i < line.count && (isClass(line[i], "x") || line[i] == UInt8(ascii: ".")) { i += 1 }
        }
        // LuaJIT's number suffixes (i, ll, ull), as `[iull]*`.
        while i < line.count && [UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "l")].contains(line[i]) { i += 1 }
        simple.append(UInt8(ascii: "0"))
    }

    private mutating func skipName() {
        let start = i
        while i < line.count && (isClass(line[i], "w") || line[i] == UInt8(ascii: "_")) { i += 1 }
        let name = String(decoding: line[start..<i], as: UTF8.self)
        let token = CoverageLineScanner.keywords[name] ?? "x"
        simple += Array(token.utf8)
        // The next parentheses are the parameter list, which leaves no trace.
        if token == "function" { afterFunction = true }
    }

    private static let enableOption = CoveragePattern("^%s*luacov:%s*enable%s*$")
    private static let disableOption = CoveragePattern("^%s*luacov:%s*disable%s*$")

    private mutating func checkInlineOptions(_ body: [UInt8]) {
        if CoverageLineScanner.enableOption.matches(body) {
            enabled = true
        } else if CoverageLineScanner.disableOption.matches(body) {
            enabled = false
        }
    }
}

fileprivate extension String {
    /// Every occurrence of `old` replaced by `new`, literally (LuaCov's `replace`).
    func replacingAll(_ old: String, with new: String) -> String {
        let s = Array(utf8), o = Array(old.utf8)
        var out: [UInt8] = []
        var j = 0
        while j < s.count {
            if j + o.count <= s.count && s[j..<(j + o.count)].elementsEqual(o) {
                out += Array(new.utf8)
                j += o.count
            } else {
                out.append(s[j])
                j += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
