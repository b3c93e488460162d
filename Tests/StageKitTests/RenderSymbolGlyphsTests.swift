import Testing
@testable import StageKit

/// SF Symbols names read into glyphs: the common names and their variants get their icon,
/// anything else the neutral one; the SVG draws the glyph, the text picture the name.
@Suite struct RenderSymbolGlyphsTests {
    struct Row: CustomStringConvertible, Sendable {
        var name: String
        var base: SymbolGlyphs.Base
        var filled: Bool
        var circle: SymbolGlyphs.Circle
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(name: "play", base: .play, filled: false, circle: .none),
        Row(name: "play.fill", base: .play, filled: true, circle: .none),
        Row(name: "pause.fill", base: .pause, filled: true, circle: .none),
        Row(name: "pause.circle", base: .pause, filled: false, circle: .outline),
        Row(name: "stop.fill", base: .stop, filled: true, circle: .none),
        Row(name: "forward.fill", base: .forward, filled: true, circle: .none),
        Row(name: "backward.fill", base: .backward, filled: true, circle: .none),
        Row(name: "forward.end.fill", base: .forwardEnd, filled: true, circle: .none),
        Row(name: "backward.end", base: .backwardEnd, filled: false, circle: .none),
        Row(name: "xmark", base: .xmark, filled: false, circle: .none),
        Row(name: "xmark.circle.fill", base: .xmark, filled: true, circle: .filled),
        Row(name: "heart", base: .heart, filled: false, circle: .none),
        Row(name: "heart.fill", base: .heart, filled: true, circle: .none),
        Row(name: "heart.text.square", base: .heart, filled: false, circle: .none),
        Row(name: "ellipsis", base: .ellipsis, filled: false, circle: .none),
        Row(name: "ellipsis.circle", base: .ellipsis, filled: false, circle: .outline),
        Row(name: "Play.Fill", base: .play, filled: true, circle: .none),
        Row(name: "plus", base: .plus, filled: false, circle: .none),
        Row(name: "checkmark.circle.fill", base: .checkmark, filled: true, circle: .filled),
        // Unknown names, and names that only start like a known one, are neutral.
        Row(name: "airplayaudio", base: .neutral, filled: false, circle: .none),
        Row(name: "playpause", base: .neutral, filled: false, circle: .none),
        Row(name: "neutral", base: .neutral, filled: false, circle: .none),
        Row(name: "", base: .neutral, filled: false, circle: .none),
        Row(name: "goforward.15", base: .neutral, filled: false, circle: .none),
    ]

    @Test(arguments: rows) func namesReadAsGlyphs(_ r: Row) {
        let g = SymbolGlyphs.glyph(named: r.name)
        #expect(g == SymbolGlyphs.Glyph(base: r.base, filled: r.filled, circle: r.circle))
    }

    /// Outline glyphs are stroked, solid ones filled; every glyph has a shape and stays in its
    /// 24-point box.
    @Test(arguments: SymbolGlyphs.Base.allCases) func everyGlyphDrawsInItsBox(_ base: SymbolGlyphs.Base) {
        for filled in [false, true] {
            for circle in [SymbolGlyphs.Circle.none, .outline, .filled] {
                let shapes = SymbolGlyphs.shapes(SymbolGlyphs.Glyph(base: base, filled: filled, circle: circle))
                #expect(!shapes.isEmpty)
                for s in shapes {
                    let numbers = s.path.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
                    #expect(numbers.allSatisfy { $0 >= 0 && $0 <= 24 }, "\(base) \(s.path)")
                }
            }
        }
        let play = SymbolGlyphs.shapes(SymbolGlyphs.glyph(named: "play"))
        #expect(play.allSatisfy { $0.stroked })
        #expect(SymbolGlyphs.shapes(SymbolGlyphs.glyph(named: "play.fill")).allSatisfy { !$0.stroked })
    }

    @Test func theSVGDrawsTheGlyphAndTheTextPictureTheName() {
        var canvas = Canvas()
        canvas.symbol("pause.fill", in: Rect(x: 0, y: 0, width: 44, height: 44), pointSize: 20)
        let svg = SVGRenderer().element(canvas.items[0].item)
        #expect(svg.contains("<title>pause.fill</title>"))
        #expect(svg.contains("<path d=\"M6 4 L10 4 L10 20 L6 20 Z\" fill=\"#007AFF\"/>"), "\(svg)")
        #expect(!svg.contains(">pause.fill<") || svg.contains("<title>pause.fill</title>"))
        let grid = TextRenderer(columns: 10).grid(canvas, screen: Size(width: 100, height: 100))
        #expect(grid.contains { $0.contains("pau") }, "\(grid.joined(separator: "\n"))")
        // No room: nothing drawn, no trap.
        var empty = Canvas()
        empty.symbol("play", in: Rect(x: 0, y: 0, width: 0, height: 0), pointSize: .nan)
        #expect(SVGRenderer().element(empty.items[0].item).hasPrefix("<!--"))
    }
}
