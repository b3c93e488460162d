/// Makes control characters visible in what the reporters print, so a test name or a message
/// cannot add TAP lines, move the terminal's cursor or colour it (ESC sequences), or put bytes
/// into JUnit XML that XML 1.0 cannot carry. Newline, tab and carriage return become `\n`, `\t`,
/// `\r`; other C0 controls and DEL `\x1b`-style; C1 controls `\u{9b}`-style.
///
/// ```swift
/// ControlEscape.line("a\nb\u{1b}[2J")   // "a\\nb\\x1b[2J"
/// ControlEscape.text("line 1\nline\u{7}2")   // "line 1\nline\\x072" (the newline kept)
/// ```
enum ControlEscape {
    /// Bytes as text: valid UTF-8 as is, each byte of an invalid sequence as `\xNN` (lowercase
    /// hex, as the control characters' escapes), so a path or message that is not UTF-8 shows
    /// which bytes it has, the same way every time, instead of U+FFFD.
    ///
    /// ```swift
    /// ControlEscape.decode(Array("bad".utf8) + [0xFF, 0xC3])   // "bad\\xff\\xc3"
    /// ```
    static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        // Contiguous bytes (the protocol's fields) validate in one pass over the buffer.
        switch bytes.withContiguousStorageIfAvailable({ String(validating: $0, as: UTF8.self) }) {
        case .some(.some(let text)): return text
        case .some(.none): break
        case .none: if let text = String(validating: bytes, as: UTF8.self) { return text }
        }
        var out = String.UnicodeScalarView()
        var rest = bytes[...]
        while !rest.isEmpty {
            var iterator = rest.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            let length: Int
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                out.append(Unicode.UTF8.decode(encoded))
                length = encoded.count
            case .error(let n):
                length = max(1, n)
                for b in rest.prefix(length) {
                    let hex = String(b, radix: 16)
                    out.append(contentsOf: ("\\x" + (hex.count < 2 ? "0" + hex : hex)).unicodeScalars)
                }
            case .emptyInput:
                length = rest.count
            }
            rest = rest.dropFirst(length)
        }
        return String(out)
    }

    /// For one line (a name, a path): every control character escaped.
    static func line(_ s: String) -> String { escape(s, keepingLines: false) }

    /// For text shown over several lines (a message, a traceback): newline and tab kept.
    static func text(_ s: String) -> String { escape(s, keepingLines: true) }

    private static func needsEscape(_ v: UInt32) -> Bool { v < 0x20 || (v >= 0x7f && v <= 0x9f) }

    private static func escape(_ s: String, keepingLines: Bool) -> String {
        let scalars = s.unicodeScalars
        guard scalars.contains(where: { needsEscape($0.value) && !(keepingLines && ($0 == "\n" || $0 == "\t")) }) else {
            return s
        }
        var out = String.UnicodeScalarView()
        for ch in scalars {
            let v = ch.value
            guard needsEscape(v) && !(keepingLines && (ch == "\n" || ch == "\t")) else {
                out.append(ch)
                continue
            }
            let text: String
            switch ch {
            case "\n": text = "\\n"
            case "\t": text = "\\t"
            case "\r": text = "\\r"
            default:
                let hex = String(v, radix: 16)
                text = v < 0x80 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{" + hex + "}"
            }
            out.append(contentsOf: text.unicodeScalars)
        }
        return String(out)
    }
}
