/// Escaping for XML text and attribute values (the SVG renderers here, and the test runner's
/// JUnit report).
///
/// ```swift
/// XML.escape("a < b & \"c\"")   // a &lt; b &amp; &quot;c&quot;
/// ```
public enum XML {
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(ch)
            default:
                // XML 1.0 forbids the other control characters (and U+FFFE/U+FFFF) even as
                // references: show a replacement character instead.
                if ch.value < 0x20 || ch.value == 0xFFFE || ch.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out
    }

    /// A coordinate as SVG wants it: up to 2 decimals, no trailing zeros, finite.
    static func num(_ x: Double) -> String { x.isFinite ? Fmt.trimmed(x, 2) : "0" }
}

extension XML {
    /// A factor (a scale) with up to 4 decimals.
    static func num4(_ x: Double) -> String { x.isFinite ? Fmt.trimmed(x, 4) : "1" }
}
