/// How big an SF Symbol is drawn: about the height of a line of text at its point size. One
/// named approximation (docs/VIEWS.md, "Numbers"): a symbol at point size p takes a square box
/// `boxRatio` × p on a side, the engine's line height (`TextMetrics.lineHeightRatio`), since a
/// symbol sits in a line of text the way UIKit's symbol images do; the glyph itself is drawn at
/// p (`Canvas.symbol`). Symbols' real widths vary (SF Symbols' own metrics are not public).
///
/// ```swift
/// SymbolMetrics.box(pointSize: 17)    // 20.4 × 20.4
/// ```
public enum SymbolMetrics {
    /// Approximate: the engine's line height over the point size.
    public static let boxRatio = TextMetrics.lineHeightRatio

    public static func box(pointSize: Double) -> Size {
        let side = boxRatio * (pointSize.isFinite ? max(0, pointSize) : 0)
        return Size(width: side, height: side)
    }
}
