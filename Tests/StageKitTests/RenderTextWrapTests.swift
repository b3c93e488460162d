import Testing
@testable import StageKit

/// Wrapped and clipped texts: `TextWrap` breaks a text where the engine's sizing did, and both
/// renderers draw those lines; a clip cuts a text without moving it.
@Suite struct RenderTextWrapTests {
    struct Row: CustomStringConvertible, Sendable {
        var text: String
        var width: Double
        var height: Double
        var fontSize: Double
        var limit: Int
        var lines: [String]
        var description: String { "\(text) in \(width)x\(height) limit \(limit)" }
    }

    // Character advance 0.55 × size, line 1.2 × size (TextMetrics): at 10 pt, 5.5 per
    // character and 12 per line.
    static let rows: [Row] = [
        Row(text: "Hello big world", width: 50, height: 100, fontSize: 10, limit: 0, lines: ["Hello big", "world"]),
        Row(text: "Hello big world", width: 200, height: 100, fontSize: 10, limit: 0, lines: ["Hello big world"]),
        // The height holds one line: the rest is left over, the line ends with an ellipsis.
        // (Cut mid-word, as UILabel's tail truncation does.)
        Row(text: "one two three", width: 40, height: 12, fontSize: 10, limit: 0, lines: ["one tw…"]),
        // A limit below what fits.
        Row(text: "a b c d e f", width: 12, height: 100, fontSize: 10, limit: 2, lines: ["a", "b…"]),
        // Never fewer than one line, however low the frame.
        Row(text: "short", width: 100, height: 3, fontSize: 10, limit: 0, lines: ["short"]),
        // A height exactly two lines tall holds two (no rounding down to one).
        Row(text: "aaaa bbbb cccc", width: 30, height: 24, fontSize: 10, limit: 0, lines: ["aaaa", "bbbb…"]),
        // Newlines are kept; degenerate sizes give the text on one line.
        Row(text: "x\ny", width: 100, height: 100, fontSize: 10, limit: 0, lines: ["x", "y"]),
        Row(text: "x\ny", width: 0, height: 100, fontSize: 10, limit: 0, lines: ["x y"]),
        Row(text: "abc", width: 100, height: 100, fontSize: .nan, limit: 0, lines: ["abc"]),
        // Periscope's long header: 17 pt in a 393-pt screen less 40, the three lines its height is sized for.
        Row(text: "Are you sure you want to block this user? They will not be able to follow you or see your broadcasts.",
            width: 353, height: 81.2, fontSize: 17, limit: 0,
            lines: ["Are you sure you want to block this", "user? They will not be able to follow", "you or see your broadcasts."]),
    ]

    @Test(arguments: rows) func breaksWhereTheEngineSized(_ r: Row) {
        #expect(TextWrap.lines(r.text, width: r.width, height: r.height, fontSize: r.fontSize, lineLimit: r.limit) == r.lines)
    }

    @Test func periscopesHeaderIsSizedForItsLines() {
        let header = "Are you sure you want to block this user? They will not be able to follow you or see your broadcasts."
        let h = SheetStyle.preset(.periscope).headerHeight(for: SheetHeader(title: header), screenWidth: 393) ?? 0
        #expect(TextWrap.lines(header, width: 353, height: h, fontSize: 17, lineLimit: 0).count == 3)
    }

    @Test func aMegabyteTextWrapsOnlyWhatCanShow() {
        let huge = String(repeating: "word ", count: 200_000)
        let lines = TextWrap.lines(huge, width: 100, height: 1000, fontSize: 10, lineLimit: 0)
        #expect(lines.count == 83)
        #expect(lines.last?.hasSuffix("…") == true)
    }

    /// Lines are centered as a block; `centeredBlock` starts them at the same x.
    @Test func linesInTheTextPictureAndTheSVG() {
        var canvas = Canvas()
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        canvas.text("Hello big world", in: rect, fontSize: 10, alignment: .centeredBlock, lineLimit: 0)
        let grid = TextRenderer(columns: 20).grid(canvas, screen: Size(width: 100, height: 100))
        // 5-pt cells, 10 pt tall: "Hello big world" is 82.5 pt at 10 pt, it fits in 100 pt on one line.
        #expect(grid.contains { $0.contains("Hello big world") })
        var narrow = Canvas()
        narrow.text("Hello big world", in: Rect(x: 0, y: 0, width: 50, height: 60), fontSize: 10, alignment: .centeredBlock, lineLimit: 0)
        let lines = TextRenderer(columns: 20).grid(narrow, screen: Size(width: 100, height: 100))
        let hello = lines.firstIndex { $0.contains("Hello big") }, world = lines.firstIndex { $0.contains("world") }
        #expect(hello != nil && world != nil && (world ?? 0) > (hello ?? 0), "\(lines.joined(separator: "\n"))")
        // Same starting column for both lines.
        if let h = hello, let w = world {
            let a = lines[h].firstIndex(of: "H").map { lines[h].distance(from: lines[h].startIndex, to: $0) }
            let b = lines[w].firstIndex(of: "w").map { lines[w].distance(from: lines[w].startIndex, to: $0) }
            #expect(a == b)
        }
        let svg = SVGRenderer(options: .init(device: false)).element(narrow.items[0].item)
        #expect(svg.contains("<tspan x=\"") && svg.contains(">Hello big</tspan>") && svg.contains(">world</tspan>"), "\(svg)")
        #expect(svg.contains("text-anchor=\"start\""))
    }

    struct ClipRow: CustomStringConvertible, Sendable {
        var textX: Double
        var clip: Rect
        var row: String
        var svgClipped: Bool
        var description: String { "text at \(textX), clip \(clip)" }
    }

    /// A label 16 pt into a sliding row's content: cut at the row's visible part, never moved.
    static let clips: [ClipRow] = [
        // At rest: inside its clip, no viewport in the SVG.
        ClipRow(textX: 16, clip: Rect(x: 0, y: 0, width: 200, height: 20), row: "|  Mail one          |", svgClipped: false),
        // Slid left by 40 (10-pt cells): "Ma" is off the table, the rest stays where it was.
        ClipRow(textX: -24, clip: Rect(x: 0, y: 0, width: 160, height: 20), row: "|il one              |", svgClipped: true),
        // Slid right by 60: the label moves with it (its frame runs off the screen's edge).
        ClipRow(textX: 76, clip: Rect(x: 60, y: 0, width: 140, height: 20), row: "|        Mail one    |", svgClipped: true),
    ]

    @Test(arguments: clips) func aClipCutsWithoutMoving(_ c: ClipRow) {
        var canvas = Canvas()
        canvas.text("Mail one", in: Rect(x: c.textX, y: 0, width: 184, height: 20), fontSize: 10, alignment: .leading, clip: c.clip)
        let grid = TextRenderer(columns: 20).grid(canvas, screen: Size(width: 200, height: 400))
        #expect(grid[1] == c.row, "\(grid[1])")
        let svg = SVGRenderer().element(canvas.items[0].item)
        #expect(svg.hasPrefix("<svg ") == c.svgClipped, "\(svg)")
        #expect(svg.contains("x=\"\(XML.num(c.textX))\""))
    }

    @Test func clippedTextCountsOnlyItsVisiblePartInCrops() {
        var canvas = Canvas()
        canvas.text("Mail one", in: Rect(x: -100, y: 10, width: 184, height: 20), clip: Rect(x: 0, y: 10, width: 50, height: 20))
        #expect(canvas.contentBounds(in: Rect(x: 0, y: 0, width: 200, height: 200)) == Rect(x: 0, y: 10, width: 50, height: 20))
    }
}
