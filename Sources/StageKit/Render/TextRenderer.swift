/// Draws the screen as a character grid: every visible layer's canvas items, bottom to top, at
/// their current (animated) positions, then a legend of the layers. Deterministic and plain
/// ASCII, so it can be snapshotted.
///
/// The grid is `columns` wide (default 48); a cell is screen width / columns points wide and
/// twice that tall, so 393×852 at 48 columns is 48×52 cells (at most 1000 rows: taller screens
/// get taller cells). A rectangle covers the cells whose
/// edges round to its edges. Drawing rules:
/// - box: border `+-|` and a blank interior when its opacity is at least 0.5; a faint box
///   (0.05 ≤ opacity < 0.5) has a `.`/`:` border and a see-through interior; below 0.05 it is
///   not drawn. Its label is written into its top border.
/// - shade (a dimming backdrop): blank cells become `.` (opacity < 0.35) or `:`; characters under
///   it stay readable.
/// - text: one line centered vertically in its rectangle, aligned as given, clipped to it (a
///   clipped string ends with `~`); drawn when its opacity is at least 0.25. The row is one
///   inside the box its rectangle would draw (off its top and bottom border rows) when there is
///   one; a two-row rectangle has none, and the text takes the bottom row, leaving the top one
///   to the label a box writes there (a toast's `popup#1` tag stays readable beside its text).
/// - layers: a layer drawn over another hides what it covers with a solid box; under a faint
///   (translucent) box, what lower layers wrote shows as `.` (something is there, behind it), so
///   two layers' letters never mix on one row (translucent rows over a popup bar, a toast over a
///   list).
///
/// - text with a line limit other than 1: the lines `TextWrap` breaks it into, one row each;
///   a text with a clip writes only the columns of its clip.
/// - image: a box labelled with the image's name; symbol: its name, as a text; a detail box
///   (a switch's knob) is left out.
///
/// With a crop (`PictureCrop`), only the cells covering that part of the screen are drawn, at
/// the same scale as the whole picture, and the header names the part shown.
///
/// ```swift
/// print(TextRenderer(columns: 40).render(stage))
/// print(TextRenderer(crop: .content).render(stage))   // only where something is
/// ```
public struct TextRenderer: Sendable {
    public static let defaultColumns = 48
    public var columns: Int
    public var crop: PictureCrop

    public init(columns: Int = TextRenderer.defaultColumns, crop: PictureCrop = .screen) {
        self.columns = max(4, columns)
        self.crop = crop
    }

    /// The picture of `stage` now: a header line, the bordered grid, the legend.
    public func render(_ stage: Stage) -> String {
        let canvas = stage.drawScene()
        var out = "t=" + Fmt.fixed(stage.now.seconds, 3) + "  " + Fmt.number(stage.screen.width) + "x"
            + Fmt.number(stage.screen.height)
        let lines: [String]
        if crop == .screen {
            lines = grid(canvas, screen: stage.screen.size)
        } else {
            let (shown, cells) = croppedGrid(canvas, screen: stage.screen.size,
                                             region: crop.region(of: canvas, screen: stage.screen.bounds))
            out += "  showing " + TextRenderer.describe(shown)
            lines = cells
        }
        out += "\n" + lines.joined(separator: "\n") + "\n"
        let layers = stage.layers.topDown
        if layers.isEmpty {
            out += "(no layers)\n"
        } else {
            for layer in layers {
                let visible = layer.isVisible(at: stage.now)
                out += stage.labeled(layer.source) + "  " + layer.kindName + "  \"" + layer.title + "\"  "
                    + TextRenderer.describe(layer.frame(at: stage.now)) + (visible ? "" : "  (hidden)") + "\n"
            }
        }
        return out
    }

    /// The bordered grid lines for a canvas on a screen of `size`.
    public func grid(_ canvas: Canvas, screen size: Size) -> [String] {
        let g = Grid.drawn(canvas, columns: columns, screen: size)
        let border = "+" + String(repeating: "-", count: g.columns) + "+"
        return [border] + g.cells.map { "|" + String($0) + "|" } + [border]
    }

    /// The bordered grid lines of the cells covering `region` (at the whole picture's scale),
    /// and the region. The cells are those a box with the region's frame would cover (its edges
    /// rounded to the nearest cell edges, as every rectangle is drawn), so a crop at a row's
    /// frame shows that row's cells, no more; the header names the region itself, not the cells'
    /// edges (a crop at y 243 says 243, not the cell edge above it).
    public func croppedGrid(_ canvas: Canvas, screen size: Size, region: Rect) -> (shown: Rect, lines: [String]) {
        let g = Grid.drawn(canvas, columns: columns, screen: size)
        func range(_ lo: Double, _ hi: Double, _ cell: Double, _ count: Int) -> Range<Int> {
            let a = Int(clamping: (lo / cell).rounded(), to: 0...(count - 1), nan: 0)
            let b = Int(clamping: (hi / cell).rounded(), to: (a + 1)...count, nan: count)
            return a..<b
        }
        let cols = range(region.minX, region.maxX, g.cellWidth, g.columns)
        let rows = range(region.minY, region.maxY, g.cellHeight, g.rows)
        let border = "+" + String(repeating: "-", count: cols.count) + "+"
        let body = rows.map { "|" + String(g.cells[$0][cols]) + "|" }
        return (region, [border] + body + [border])
    }

    static func describe(_ r: Rect) -> String {
        "{x=\(Fmt.trimmed(r.x, 1)), y=\(Fmt.trimmed(r.y, 1)), width=\(Fmt.trimmed(r.width, 1)), "
            + "height=\(Fmt.trimmed(r.height, 1))}"
    }
}

/// The character cells and the mapping from points to cells.
struct Grid {
    let columns: Int
    let rows: Int
    let cellWidth: Double
    let cellHeight: Double
    var cells: [[Character]]
    /// Which layer (by drawing order, from 1) wrote each cell; 0: none.
    var owners: [[Int32]]
    /// The layer drawing now.
    var layer: Int32 = 0

    /// Pictures of very tall screens are squeezed vertically to this many rows.
    static let maximumRows = 1000

    /// Cell indices are clamped to this far outside the grid: enough to clip against, and far
    /// from Int's limits so `c0 + 1` and widths cannot overflow.
    static let cellLimit = 1_000_000

    init(columns: Int, screen: Size) {
        self.columns = max(1, columns)
        // The screen's size is validated (1...100000 points, finite), but the grid must not trap
        // on any size: a denormal width made the cell size 0 and the row count NaN. A cell is
        // at least the smallest normal Double, and the row count is converted without trapping.
        let width = screen.width.isFinite && screen.width > 0 ? screen.width : 1
        let height = screen.height.isFinite && screen.height > 0 ? screen.height : 1
        cellWidth = max(width / Double(self.columns), Double.leastNormalMagnitude)
        cellHeight = max(2 * cellWidth, height / Double(Grid.maximumRows), Double.leastNormalMagnitude)
        rows = Int(clamping: (height / cellHeight).rounded(), to: 1...Grid.maximumRows, nan: 1)
        cells = Array(repeating: Array(repeating: " ", count: self.columns), count: rows)
        owners = Array(repeating: Array(repeating: 0, count: self.columns), count: rows)
    }

    /// A grid with every item of `canvas` drawn, each layer's over the ones before it.
    static func drawn(_ canvas: Canvas, columns: Int, screen: Size) -> Grid {
        var g = Grid(columns: columns, screen: screen)
        var current: String?
        for (source, item) in canvas.items {
            if source != current {
                current = source
                g.layer += 1
            }
            g.draw(item)
        }
        return g
    }

    /// The cell index of coordinate `v` for cells `size` long, clamped to ±`cellLimit`.
    private func cell(_ v: Double, _ size: Double) -> Int {
        Int(clamping: (v / size).rounded(), to: -Grid.cellLimit...Grid.cellLimit)
    }

    /// Cell ranges covered by `r` (possibly empty after clipping); nil for invalid geometry.
    private func span(_ r: Rect) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
        guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else {
            return nil
        }
        let c0 = cell(r.minX, cellWidth)
        let r0 = cell(r.minY, cellHeight)
        let c1 = max(cell(r.maxX, cellWidth), c0 + 1)
        let r1 = max(cell(r.maxY, cellHeight), r0 + 1)
        return (c0, c1, r0, r1)
    }

    /// `lo..<hi` clipped to `0..<limit` (empty when they do not meet).
    private static func clip(_ lo: Int, _ hi: Int, _ limit: Int) -> Range<Int> {
        let a = max(lo, 0), b = min(hi, limit)
        return a < b ? a..<b : 0..<0
    }

    private mutating func put(_ col: Int, _ row: Int, _ ch: Character) {
        guard col >= 0, col < columns, row >= 0, row < rows else { return }
        cells[row][col] = ch
        owners[row][col] = layer
    }

    mutating func draw(_ item: Canvas.Item) {
        switch item {
        case .box(let b): box(b)
        case .shade(let s): shade(s)
        case .text(let t): text(t)
        case .symbol(let y): symbol(y)
        case .line: break
        case .image(let i):
            box(Canvas.Box(rect: i.rect, fill: .tertiarySystemBackground, stroke: nil, cornerRadius: i.cornerRadius,
                           opacity: i.opacity, label: i.name))
        }
    }

    private mutating func box(_ b: Canvas.Box) {
        guard b.opacity >= 0.05, !b.isDetail, let s = span(b.rect) else { return }
        let solid = b.opacity >= 0.5
        let (h, v, corner): (Character, Character, Character) = solid ? ("-", "|", "+") : (".", ":", ".")
        // Loops are clipped to the grid: a box may extend a million cells past it.
        let cols = Grid.clip(s.c0, s.c1, columns), rowRange = Grid.clip(s.r0, s.r1, rows)
        if solid && b.fill != nil {
            for row in rowRange { for col in cols { put(col, row, " ") } }
        } else if !solid {
            // Translucent: what lower layers wrote shows through as `.`, not as letters that
            // would mix with this layer's own.
            for row in rowRange {
                for col in cols where owners[row][col] != 0 && owners[row][col] < layer && cells[row][col] != " " {
                    cells[row][col] = "."
                }
            }
        }
        let lastCol = s.c1 - 1, lastRow = s.r1 - 1
        for col in cols {
            put(col, s.r0, h)
            put(col, lastRow, h)
        }
        for row in rowRange {
            put(s.c0, row, v)
            put(lastCol, row, v)
        }
        for (col, row) in [(s.c0, s.r0), (lastCol, s.r0), (s.c0, lastRow), (lastCol, lastRow)] { put(col, row, corner) }
        if let label = b.label, s.c1 - s.c0 > 2 {
            write(label, from: s.c0 + 1, width: s.c1 - s.c0 - 2, row: s.r0)
        }
    }

    private mutating func shade(_ sh: Canvas.Shade) {
        guard sh.opacity >= 0.05, let s = span(sh.rect) else { return }
        let ch: Character = sh.opacity < 0.35 ? "." : ":"
        for row in Grid.clip(s.r0, s.r1, rows) {
            for col in Grid.clip(s.c0, s.c1, columns) where cells[row][col] == " " { cells[row][col] = ch }
        }
    }

    private mutating func text(_ t: Canvas.Text) {
        guard t.opacity >= 0.25, !t.string.isEmpty, let s = span(t.rect) else { return }
        // A clipped text writes only the columns of its clip (a sliding row's label cut at the
        // table's edge); nil columns: clipped away.
        var columns: Range<Int>? = nil
        if let clip = t.clip {
            guard let c = span(clip), c.c1 > c.c0 else { return }
            columns = c.c0..<c.c1
        }
        let lines = t.lineLimit == 1 ? [t.string]
            : TextWrap.lines(
                t.string, width: t.rect.width, height: t.rect.height, fontSize: t.fontSize, lineLimit: t.lineLimit)
        let width = s.c1 - s.c0
        let block = lines.map(\.count).max() ?? 0
        // One line: the row under its middle, kept off the border rows a box of its rect draws
        // (a two-row rect: its bottom row; the top one holds a box's label). Several:
        // consecutive rows, the block centered on the rect's middle (a cell is shorter than a
        // line: spacing them by line height would skip rows and run onto the frame's border).
        var first = lines.count == 1 ? (t.rect.midY / cellHeight).rounded(.down)
            : (t.rect.midY / cellHeight - Double(lines.count) / 2).rounded()
        if lines.count == 1 {
            let r0 = Double(s.r0), last = Double(s.r1 - 1)
            if last - r0 >= 2 { first = min(max(first, r0 + 1), last - 1) } else if last - r0 == 1 { first = last }
        }
        for (i, line) in lines.enumerated() {
            let row = Int(clamping: first + Double(i), to: -1...rows)
            let n = line.count
            let start: Int
            switch t.alignment {
            case .leading: start = s.c0
            case .center: start = s.c0 + max(0, (width - n) / 2)
            case .trailing: start = s.c0 + max(0, width - n)
            case .centeredBlock: start = s.c0 + max(0, (width - block) / 2)
            }
            write(line, from: start, width: s.c1 - start, row: row, within: columns)
        }
    }

    private mutating func symbol(_ y: Canvas.Symbol) {
        text(
            Canvas.Text(
                string: y.name, rect: y.rect, color: y.color, fontSize: y.pointSize, alignment: .center,
                opacity: y.opacity))
    }

    /// Writes `s` from column `start`, clipped to `width` cells (a clipped string ends with `~`),
    /// and only in `within` when given (cut there, without a `~`).
    private mutating func write(_ s: String, from start: Int, width: Int, row: Int, within: Range<Int>? = nil) {
        guard width > 0, row >= 0, row < rows else { return }
        var chars = Array(s.prefix(width + 1))
        if chars.count > width {
            chars = Array(chars.prefix(width))
            chars[width - 1] = "~"
        }
        for (i, ch) in chars.enumerated() {
            if let within, !within.contains(start + i) { continue }
            // Control characters and newlines would break the grid.
            put(start + i, row, ch.isNewline || ch.asciiValue.map { $0 < 32 } == true ? " " : ch)
        }
    }
}
