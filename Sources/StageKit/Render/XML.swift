/// Escaping for SVG text and attribute values.
enum XML {
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters even as references.
                if ch.value < 0x20 && ch != "\n" && ch != "\t" { out += " " } else { out.unicodeScalars.append(ch) }
            }
        }
        return out
    }

    /// A coordinate as SVG wants it: up to 2 decimals, no trailing zeros, finite.
    static func num(_ x: Double) -> String { x.isFinite ? Fmt.trimmed(x, 2) : "0" }
}
