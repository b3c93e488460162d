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
        // Linear in the text: counts are carried along, never recounted (a Substring's count
        // walks its graphemes, and a 100 KB word broke into lines quadratically).
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineCount = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var w = Substring(word)
                var wCount = w.count
                while wCount > perLine {
                    if !line.isEmpty {
                        result.append(line)
                        line = ""
                        lineCount = 0
                    }
                    let cut = w.index(w.startIndex, offsetBy: perLine)
                    result.append(String(w[..<cut]))
                    w = w[cut...]
                    wCount -= perLine
                }
                if line.isEmpty {
                    line = String(w)
                    lineCount = wCount
                } else if lineCount + 1 + wCount <= perLine {
                    line += " " + w
                    lineCount += 1 + wCount
                } else {
                    result.append(line)
                    line = String(w)
                    lineCount = wCount
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
