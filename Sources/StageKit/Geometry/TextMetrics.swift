/// The one deterministic text model used everywhere (button widths, header heights, marquee):
/// there are no fonts here, so every character (grapheme) advances 0.55 × the point size, a line
/// is 1.2 × the point size tall, and text wraps at word boundaries.
///
/// ```swift
/// TextMetrics.width(of: "Delete", fontSize: 15)            // 6 × 0.55 × 15 = 49.5
/// TextMetrics.lines(of: "Hello big world", fontSize: 10, maxWidth: 50)  // ["Hello big", "world"]
/// ```
public enum TextMetrics {
    public static let advanceRatio = 0.55
    public static let lineHeightRatio = 1.2

    /// Width of `text` on one line.
    public static func width(of text: String, fontSize: Double) -> Double {
        Double(text.count) * advanceRatio * fontSize
    }

    public static func lineHeight(fontSize: Double) -> Double { lineHeightRatio * fontSize }

    /// Greedy word wrap: words never split unless one alone is wider than `maxWidth`, in which
    /// case it is broken at the character that would overflow. Existing newlines are kept.
    public static func lines(of text: String, fontSize: Double, maxWidth: Double) -> [String] {
        let advance = advanceRatio * fontSize
        // A zero font size or an infinite width gives inf, a NaN one NaN: no trap, one line's worth
        // of characters at most (the text's own length bounds it anyway).
        let perLine = Int(clamping: (maxWidth / advance).rounded(.down), to: 1...max(1, text.count), nan: 1)
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var w = Substring(word)
                while w.count > perLine {
                    if !line.isEmpty {
                        result.append(line)
                        line = ""
                    }
                    result.append(String(w.prefix(perLine)))
                    w = w.dropFirst(perLine)
                }
                if line.isEmpty {
                    line = String(w)
                } else if line.count + 1 + w.count <= perLine {
                    line += " " + w
                } else {
                    result.append(line)
                    line = String(w)
                }
            }
            result.append(line)
        }
        return result
    }

    /// Height of wrapped `text`.
    public static func height(of text: String, fontSize: Double, maxWidth: Double) -> Double {
        Double(lines(of: text, fontSize: fontSize, maxWidth: maxWidth).count) * lineHeight(fontSize: fontSize)
    }
}
