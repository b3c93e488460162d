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

    /// `text` on one line (newlines and tabs as spaces: an SVG `<text>` is one line) when it fits
    /// in `width`, else its longest prefix (whole characters) followed by "…" that does; "" when
    /// not even the ellipsis fits. Reads only as far as the width reaches (at most
    /// `scanLimit` scalars), so a megabyte title costs what a short one does.
    public static func fit(_ text: String, width: Double, fontSize: Double) -> String {
        let size = max(0, fontSize.isFinite ? fontSize : 0)
        guard width.isFinite else { return width > 0 ? oneLine(text) : "" }
        let ellipsis = 1.0 * size
        var used = 0.0
        var out = ""
        var cut: String.Index? = nil  // where the ellipsized form ends, once known to be needed
        var count = 0
        for ch in text {
            let c: Character = ch.isNewline || ch == "\t" ? " " : ch
            var w = 0.0
            for s in c.unicodeScalars {
                w += advance(s) * size
                count += 1
                if count > scanLimit { break }
            }
            if used + w + ellipsis > width && cut == nil { cut = out.endIndex }
            if used + w > width || count > scanLimit {
                guard ellipsis <= width else { return "" }
                var shown = String(out[..<(cut ?? out.endIndex)])
                // No trailing space before the ellipsis ("Remove …" reads as two words).
                while shown.last == " " { shown.removeLast() }
                return shown + "…"
            }
            used += w
            out.append(c)
        }
        return out
    }

    /// The most Unicode scalars `fit` reads (and characters `prefix` keeps).
    public static let scanLimit = 4096

    /// The first `n` characters of `s` ("…" after them when there were more): for tooltips.
    public static func prefix(_ s: String, _ n: Int) -> String {
        var i = s.startIndex
        var k = 0
        while i < s.endIndex && k < n { s.formIndex(after: &i); k += 1 }
        return i == s.endIndex ? s : String(s[..<i]) + "…"
    }

    static func oneLine(_ s: String) -> String {
        guard s.contains(where: { $0.isNewline || $0 == "\t" }) else { return s }
        return String(s.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
