/// Vector glyphs for the SF Symbols names bar buttons use most, so an image button is drawn as
/// the icon people see rather than its name. A name is read as a base and modifiers, the way SF
/// Symbols names them: `play`, `pause`, `stop`, `forward`, `backward`, `forward.end`,
/// `backward.end`, `xmark`, `heart`, `ellipsis`, `plus`, `minus`, `checkmark`, `chevron.right`
/// (and `.left`, `.down`, `.up`: a cell's disclosure indicator), then `.fill` (solid
/// shapes instead of outlines), `.circle` (inside a circle; `.circle.fill` a solid disc with the
/// glyph cut out). Anything else gets the neutral glyph (a rounded square), so a picture never
/// shows a cut-off name for an icon. Paths are in a 24 × 24 box, y down.
///
/// ```swift
/// SymbolGlyphs.glyph(named: "play.fill").base          // .play (filled)
/// SymbolGlyphs.glyph(named: "xmark.circle.fill").circle  // .filled
/// SymbolGlyphs.glyph(named: "airplayaudio").base       // .neutral
/// ```
public enum SymbolGlyphs {
    public enum Base: String, Sendable, CaseIterable {
        case play, pause, stop, forward, backward, forwardEnd = "forward.end", backwardEnd = "backward.end"
        case xmark, heart, ellipsis, plus, minus, checkmark
        case chevronRight = "chevron.right", chevronLeft = "chevron.left", chevronDown = "chevron.down"
        case chevronUp = "chevron.up", neutral
    }

    public enum Circle: Sendable, Equatable { case none, outline, filled }

    /// A name read: which glyph, solid or outlined, and its circle.
    public struct Glyph: Sendable, Equatable {
        public var base: Base
        public var filled: Bool
        public var circle: Circle
    }

    /// One shape of a glyph: a path filled (solid glyphs, dots) or stroked (outlines, strokes).
    public struct Shape: Sendable, Equatable {
        public var path: String
        /// Stroked rather than filled.
        public var stroked: Bool
    }

    /// Reads `name`: the longest known base at its start, then the modifiers it knows
    /// (`.fill`, `.circle`); unknown modifiers are ignored (`heart.text.square` is a heart),
    /// an unknown base is the neutral glyph.
    public static func glyph(named name: String) -> Glyph {
        let parts = name.lowercased().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var base = Base.neutral
        var used = 0
        if parts.count >= 2, let b = Base(rawValue: parts[0] + "." + parts[1]) {
            base = b
            used = 2
        } else if let first = parts.first, let b = Base(rawValue: first), b != .neutral {
            base = b
            used = 1
        }
        let modifiers = parts.dropFirst(used)
        let circled = modifiers.contains("circle")
        let fill = modifiers.contains("fill")
        return Glyph(base: base, filled: fill, circle: circled ? (fill ? .filled : .outline) : .none)
    }

    /// The glyph's shapes in the 24-point box (the circle's shapes first, when it has one).
    public static func shapes(_ g: Glyph) -> [Shape] {
        // Inside a circle the glyph is drawn smaller, about the circle's center.
        let inner = g.circle == .none ? baseShapes(g.base, filled: g.filled || g.circle == .filled)
            : baseShapes(g.base, filled: true, scale: 0.55)
        switch g.circle {
        case .none: return inner
        case .outline: return [Shape(path: circlePath(cx: 12, cy: 12, r: 10), stroked: true)] + inner
        case .filled: return [Shape(path: circlePath(cx: 12, cy: 12, r: 11), stroked: false)] + inner
        }
    }

    /// A base glyph's shapes; `scale` shrinks it about the box's center (inside a circle).
    static func baseShapes(_ base: Base, filled: Bool, scale: Double = 1) -> [Shape] {
        func p(_ x: Double, _ y: Double) -> String {
            Fmt.trimmed(12 + (x - 12) * scale, 2) + " " + Fmt.trimmed(12 + (y - 12) * scale, 2)
        }
        func poly(_ pts: [(Double, Double)]) -> String {
            "M" + pts.map { p($0.0, $0.1) }.joined(separator: " L") + " Z"
        }
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
            poly([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
        }
        let solid = !filled
        switch base {
        case .play:
            return [Shape(path: poly([(7, 4), (20, 12), (7, 20)]), stroked: solid)]
        case .pause:
            return [Shape(path: rect(6, 4, 4, 16), stroked: solid), Shape(path: rect(14, 4, 4, 16), stroked: solid)]
        case .stop:
            return [Shape(path: rect(5, 5, 14, 14), stroked: solid)]
        case .forward:
            return [Shape(path: poly([(2, 6), (11.5, 12), (2, 18)]), stroked: solid),
                    Shape(path: poly([(12, 6), (21.5, 12), (12, 18)]), stroked: solid)]
        case .backward:
            return [Shape(path: poly([(22, 6), (12.5, 12), (22, 18)]), stroked: solid),
                    Shape(path: poly([(12, 6), (2.5, 12), (12, 18)]), stroked: solid)]
        case .forwardEnd:
            return [
                Shape(path: poly([(4, 5), (16, 12), (4, 19)]), stroked: solid),
                Shape(path: rect(17, 5, 3, 14), stroked: solid),
            ]
        case .backwardEnd:
            return [
                Shape(path: poly([(20, 5), (8, 12), (20, 19)]), stroked: solid),
                Shape(path: rect(4, 5, 3, 14), stroked: solid),
            ]
        case .xmark:
            return [Shape(path: "M" + p(6, 6) + " L" + p(18, 18) + " M" + p(18, 6) + " L" + p(6, 18), stroked: true)]
        case .heart:
            let d = "M" + p(12, 20.5) + " C" + p(10, 19) + " " + p(2.5, 14) + " " + p(2.5, 8.8)
                + " C" + p(2.5, 5.8) + " " + p(4.8, 3.8) + " " + p(7.5, 3.8)
                + " C" + p(9.5, 3.8) + " " + p(11.1, 5) + " " + p(12, 6.6)
                + " C" + p(12.9, 5) + " " + p(14.5, 3.8) + " " + p(16.5, 3.8)
                + " C" + p(19.2, 3.8) + " " + p(21.5, 5.8) + " " + p(21.5, 8.8)
                + " C" + p(21.5, 14) + " " + p(14, 19) + " " + p(12, 20.5) + " Z"
            return [Shape(path: d, stroked: solid)]
        case .ellipsis:
            return [5.0, 12, 19].map {
                Shape(path: circlePath(cx: 12 + ($0 - 12) * scale, cy: 12, r: 2 * scale), stroked: false)
            }
        case .plus:
            return [Shape(path: "M" + p(12, 4) + " L" + p(12, 20) + " M" + p(4, 12) + " L" + p(20, 12), stroked: true)]
        case .minus:
            return [Shape(path: "M" + p(4, 12) + " L" + p(20, 12), stroked: true)]
        case .checkmark:
            return [Shape(path: "M" + p(4.5, 12.5) + " L" + p(9.5, 17.5) + " L" + p(19.5, 6.5), stroked: true)]
        case .chevronRight:
            return [Shape(path: "M" + p(9, 4.5) + " L" + p(16.5, 12) + " L" + p(9, 19.5), stroked: true)]
        case .chevronLeft:
            return [Shape(path: "M" + p(15, 4.5) + " L" + p(7.5, 12) + " L" + p(15, 19.5), stroked: true)]
        case .chevronDown:
            return [Shape(path: "M" + p(4.5, 9) + " L" + p(12, 16.5) + " L" + p(19.5, 9), stroked: true)]
        case .chevronUp:
            return [Shape(path: "M" + p(4.5, 15) + " L" + p(12, 7.5) + " L" + p(19.5, 15), stroked: true)]
        case .neutral:
            // A rounded square outline with a dot: "an icon", without claiming which.
            let r = 3.0 * scale
            let a = 12 - 8 * scale, b = 12 + 8 * scale
            let sq = "M" + Fmt.trimmed(a + r, 2) + " " + Fmt.trimmed(a, 2) + " H" + Fmt.trimmed(b - r, 2)
                + " Q" + Fmt.trimmed(b, 2) + " " + Fmt.trimmed(a, 2) + " " + Fmt.trimmed(b, 2) + " "
                + Fmt.trimmed(a + r, 2)
                + " V" + Fmt.trimmed(b - r, 2) + " Q" + Fmt.trimmed(b, 2) + " " + Fmt.trimmed(b, 2) + " "
                + Fmt.trimmed(b - r, 2) + " " + Fmt.trimmed(b, 2)
                + " H" + Fmt.trimmed(a + r, 2) + " Q" + Fmt.trimmed(a, 2) + " " + Fmt.trimmed(b, 2) + " "
                + Fmt.trimmed(a, 2) + " " + Fmt.trimmed(b - r, 2)
                + " V" + Fmt.trimmed(a + r, 2) + " Q" + Fmt.trimmed(a, 2) + " " + Fmt.trimmed(a, 2) + " "
                + Fmt.trimmed(a + r, 2) + " " + Fmt.trimmed(a, 2) + " Z"
            return [
                Shape(path: sq, stroked: true), Shape(path: circlePath(cx: 12, cy: 12, r: 2 * scale), stroked: false),
            ]
        }
    }

    /// A circle as a path (two arcs), so every shape is a `<path>`.
    static func circlePath(cx: Double, cy: Double, r: Double) -> String {
        let x0 = Fmt.trimmed(cx - r, 2), x1 = Fmt.trimmed(cx + r, 2), y = Fmt.trimmed(cy, 2), rr = Fmt.trimmed(r, 2)
        return "M\(x0) \(y) A\(rr) \(rr) 0 1 0 \(x1) \(y) A\(rr) \(rr) 0 1 0 \(x0) \(y) Z"
    }

    /// The glyph as SVG: a group scaled from the 24-point box to `size` points, centered on
    /// (`cx`, `cy`), in `color`. Inside a filled circle the glyph is cut out (drawn in `knockout`,
    /// the bar's background).
    static func svg(_ name: String, cx: Double, cy: Double, size: Double, color: Color, knockout: Color) -> String {
        let g = glyph(named: name)
        let s = size / 24
        var out =
            "<g transform=\"matrix(\(XML.num4(s)) 0 0 \(XML.num4(s)) \(XML.num(cx - 12 * s)) \(XML.num(cy - 12 * s)))\""
            + " stroke-linejoin=\"round\" stroke-linecap=\"round\">"
        for (i, shape) in shapes(g).enumerated() {
            // The glyph inside a filled disc is drawn in the background color (cut out).
            let c = g.circle == .filled && i > 0 ? knockout : color
            out += shape.stroked
                ? "<path d=\"\(shape.path)\" fill=\"none\" stroke=\"\(c.svg)\" "
                    + "stroke-width=\"\(g.circle == .none ? "2" : "2.2")\"/>"
                : "<path d=\"\(shape.path)\" fill=\"\(c.svg)\"/>"
        }
        return out + "</g>"
    }
}
