/// The lines a wrapping label (UILabel with `numberOfLines` 0 or above 1) shows in its frame:
/// the engine's own line breaks (`TextMetrics.lines`, the ones that sized the frame), at most
/// `lineLimit` of them (0: no limit) and as many as the frame's height holds (always one); when
/// lines are left over, the last one shown ends with "…" (UILabel's tail truncation). Both
/// renderers draw these lines, so the text picture and the SVG break a text in the same places.
///
/// ```swift
/// TextWrap.lines("Are you sure you want to block?", width: 150, height: 41, fontSize: 17, lineLimit: 0)
/// // ["Are you sure you", "want to block?"]
/// TextWrap.lines("one two three", width: 40, height: 12, fontSize: 10, lineLimit: 0)
/// // ["one…"]: one line's height, the rest left over
/// ```
public enum TextWrap {
    public static func lines(
        _ text: String, width: Double, height: Double, fontSize: Double, lineLimit: Int
    ) -> [String] {
        guard fontSize.isFinite, fontSize > 0, width.isFinite, width > 0 else { return [FontWidths.oneLine(text)] }
        // A megabyte title costs what a page of text does: the pictures show no more than this.
        let shown = text.unicodeScalars.count > FontWidths.scanLimit ? String(text.prefix(FontWidths.scanLimit)) : text
        let all = TextMetrics.lines(of: shown, fontSize: fontSize, maxWidth: width)
        let fitting =
            height.isFinite
            ? Int(
                clamping: (height / TextMetrics.lineHeight(fontSize: fontSize) + 1e-9).rounded(.down),
                                            to: 1...max(1, all.count), nan: 1) : all.count
        let limit = lineLimit > 0 ? min(lineLimit, fitting) : fitting
        guard all.count > limit, limit >= 1 else { return all }
        var kept = Array(all.prefix(limit))
        var last = kept[limit - 1]
        while !last.isEmpty && TextMetrics.width(of: last + "…", fontSize: fontSize) > width { last.removeLast() }
        while last.last == " " { last.removeLast() }
        kept[limit - 1] = last + "…"
        return kept
    }

    /// Where line `i` of `count` lines is centered vertically in `rect` (the block centered, as
    /// UILabel centers its text).
    public static func lineCenterY(_ i: Int, of count: Int, in rect: Rect, fontSize: Double) -> Double {
        let h = TextMetrics.lineHeight(fontSize: fontSize)
        return rect.midY + (Double(i) - Double(count - 1) / 2) * h
    }
}
