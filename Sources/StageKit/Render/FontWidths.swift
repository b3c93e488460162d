/// Advance widths of the sans-serif face the SVG pictures are drawn in (Helvetica's, which Arial
/// and Liberation Sans share), so the SVG can ellipsize a text to its frame as the text picture
/// clips it. An estimate, deterministic: ASCII from the font's table, other characters at the
/// width of an "n" (wide CJK and emoji at a full em).
///
/// ```swift
/// FontWidths.width(of: "Delete", fontSize: 17)                     // 47.3
/// FontWidths.fit("Remove profile picture", width: 80, fontSize: 17)  // "Remove pr…"
/// ```
public enum FontWidths {
    /// Helvetica's widths in 1/1000 em for " " through "~".
    private static let ascii: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    static func advance(_ scalar: Unicode.Scalar) -> Double {
        let v = scalar.value
        if v >= 32 && v <= 126 { return Double(ascii[Int(v) - 32]) / 1000 }
        if v == 0x2026 { return 1.0 }                     // …
        // CJK, Hangul, fullwidth forms and emoji take a full em.
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1FAFF).contains(v) {
            return 1.0
        }
        // Combining marks take no room.
        if (0x0300...0x036F).contains(v) || (0xFE00...0xFE0F).contains(v) || v == 0x200D { return 0 }
        return 0.556
    }

    /// The width of `text` at `fontSize` points.
    public static func width(of text: String, fontSize: Double) -> Double {
        var em = 0.0
        for s in text.unicodeScalars { em += advance(s) }
        return em * max(0, fontSize.isFinite ? fontSize : 0)
    }

    /// `text` when it fits in `width`, else its longest prefix (whole characters) followed by
    /// "…" that does; "" when not even the ellipsis fits.
    public static func fit(_ text: String, width: Double, fontSize: Double) -> String {
        let size = max(0, fontSize.isFinite ? fontSize : 0)
        guard width.isFinite else { return width > 0 ? text : "" }
        if FontWidths.width(of: text, fontSize: size) <= width { return text }
        let ellipsis = 1.0 * size
        guard ellipsis <= width else { return "" }
        var used = ellipsis
        var out = ""
        for ch in text {
            var w = 0.0
            for s in ch.unicodeScalars { w += advance(s) * size }
            if used + w > width { break }
            used += w
            out.append(ch)
        }
        // No trailing space before the ellipsis ("Remove …" reads as two words).
        while out.last == " " { out.removeLast() }
        return out + "…"
    }
}
