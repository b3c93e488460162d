/// A JSON document read back (RFC 8259): what `understudy report merge` reads from each shard's
/// `run.json` (`RunData`). The runner writes JSON with `JSONReporter.string` and never needed to
/// read any before; Foundation is not linked into `understudy`, hence this small reader.
///
/// Objects are dictionaries: a reader looks keys up, and whatever it writes from them it orders
/// itself. A malformed document is an error naming the byte where reading stopped, never a trap;
/// nesting deeper than `maxDepth` is refused (the reader recurses).
///
/// ```swift
/// let v = try JSONValue.parse(Array(#"{"a":[1,"x"]}"#.utf8))
/// v["a"]?[1]?.string   // "x"
/// ```
enum JSONValue {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    struct Malformed: Error {
        var message: String
    }

    static let maxDepth = 256

    static func parse(_ bytes: [UInt8]) throws(Malformed) -> JSONValue {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == bytes.count else { throw reader.failure("the end of the document") }
        return value
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    subscript(index: Int) -> JSONValue? {
        if case .array(let items) = self, items.indices.contains(index) { return items[index] }
        return nil
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// A number that is a whole one (a count, a line, an index).
    var integer: Int? {
        guard case .number(let n) = self, n.rounded() == n, abs(n) < 9e15 else { return nil }
        return Int(n)
    }

    var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var object: [String: JSONValue]? {
        if case .object(let fields) = self { return fields }
        return nil
    }

    /// A list of strings (nil if any item is not one).
    var strings: [String]? {
        guard let items = array else { return nil }
        var out: [String] = []
        for item in items {
            guard let s = item.string else { return nil }
            out.append(s)
        }
        return out
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        func failure(_ expected: String) -> Malformed {
            let found =
                at < bytes.count
                ? "'" + ControlEscape.line(String(decoding: [bytes[at]], as: UTF8.self)) + "'" : "the end"
            return Malformed(message: "expected \(expected) at byte \(at), found \(found)")
        }

        mutating func skipSpace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 {
                at += 1
            }
        }

        mutating func value(depth: Int) throws(Malformed) -> JSONValue {
            guard depth < JSONValue.maxDepth else {
                throw Malformed(message: "nested deeper than \(JSONValue.maxDepth) at byte \(at)")
            }
            guard at < bytes.count else { throw failure("a value") }
            switch bytes[at] {
            case UInt8(ascii: "{"):
                at += 1
                var fields: [String: JSONValue] = [:]
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(fields) }
                while true {
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw failure("a key") }
                    let key = try string()
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw failure("':'") }
                    at += 1
                    skipSpace()
                    fields[key] = try value(depth: depth + 1)
                    skipSpace()
                    guard at < bytes.count else { throw failure("',' or '}'") }
                    if bytes[at] == UInt8(ascii: "}") { at += 1; return .object(fields) }
                    guard bytes[at] == UInt8(ascii: ",") else { throw failure("',' or '}'") }
                    at += 1
                }
            case UInt8(ascii: "["):
                at += 1
                var items: [JSONValue] = []
                skipSpace()
                if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard at < bytes.count else { throw failure("',' or ']'") }
                    if bytes[at] == UInt8(ascii: "]") { at += 1; return .array(items) }
                    guard bytes[at] == UInt8(ascii: ",") else { throw failure("',' or ']'") }
                    at += 1
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try word("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try word("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try word("null")
                return .null
            default:
                return .number(try number())
            }
        }

        mutating func word(_ w: String) throws(Malformed) {
            let expected = Array(w.utf8)
            guard at + expected.count <= bytes.count, bytes[at..<(at + expected.count)].elementsEqual(expected) else {
                throw failure("'\(w)'")
            }
            at += expected.count
        }

        /// JSON's number grammar, checked here (Double's own parser takes more: "inf", hex).
        mutating func number() throws(Malformed) -> Double {
            let start = at
            func digits() -> Int {
                let from = at
                while at < bytes.count, bytes[at] >= 0x30 && bytes[at] <= 0x39 { at += 1 }
                return at - from
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { at = start; throw failure("a value") }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                guard digits() > 0 else { throw failure("a digit") }
            }
            if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits() > 0 else { throw failure("a digit") }
            }
            guard let n = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else {
                at = start; throw failure("a number")
            }
            return n
        }

        /// A string at `at` (its opening quote): runs without escapes are decoded in one piece.
        mutating func string() throws(Malformed) -> String {
            at += 1
            var out = ""
            var run = at
            while at < bytes.count {
                let c = bytes[at]
                if c == UInt8(ascii: "\"") {
                    out += String(decoding: bytes[run..<at], as: UTF8.self)
                    at += 1
                    return out
                }
                if c < 0x20 { throw failure("a character in a string (control characters are escaped in JSON)") }
                guard c == UInt8(ascii: "\\") else { at += 1; continue }
                out += String(decoding: bytes[run..<at], as: UTF8.self)
                at += 1
                guard at < bytes.count else { throw failure("an escape") }
                switch bytes[at] {
                case UInt8(ascii: "\""): out += "\""
                case UInt8(ascii: "\\"): out += "\\"
                case UInt8(ascii: "/"): out += "/"
                case UInt8(ascii: "b"): out += "\u{8}"
                case UInt8(ascii: "f"): out += "\u{C}"
                case UInt8(ascii: "n"): out += "\n"
                case UInt8(ascii: "r"): out += "\r"
                case UInt8(ascii: "t"): out += "\t"
                case UInt8(ascii: "u"):
                    at += 1
                    var code = try hex4()
                    if code >= 0xD800 && code < 0xDC00,
                       at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") {
                        let save = at
                        at += 2
                        let low = try hex4()
                        if low >= 0xDC00 && low < 0xE000 {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            at = save
                        }
                    }
                    // A lone surrogate is not a scalar: it reads as U+FFFD, as browsers read it.
                    out.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    run = at
                    continue
                default:
                    throw failure("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
                }
                at += 1
                run = at
            }
            throw failure("'\"' (the string is not closed)")
        }

        mutating func hex4() throws(Malformed) -> UInt32 {
            guard at + 4 <= bytes.count else { throw failure("four hex digits") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[at] | 0x20
                let d: UInt8
                if bytes[at] >= 0x30 && bytes[at] <= 0x39 {
                    d = bytes[at] - 0x30
                } else if c >= 0x61 && c <= 0x66 {
                    d = c - 0x61 + 10
                } else {
                    throw failure("a hex digit")
                }
                v = v << 4 | UInt32(d)
                at += 1
            }
            return v
        }
    }
}
