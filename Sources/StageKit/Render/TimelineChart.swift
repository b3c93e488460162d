/// An SVG strip chart of a stage's history: one row per source, in order of first appearance;
/// a bar where a layer was on the screen (from presentation until removal, or until now), and a
/// mark per timeline event (its `<title>` is the event's trace line, shown on hover).
///
/// ```swift
/// let svg = TimelineChart().render(stage)
/// ```
public struct TimelineChart: Sendable {
    public var width: Double = 800
    public var labelWidth: Double = 130
    public var rowHeight: Double = 22
    /// Up to this many events every event gets its own mark; past it, overlapping marks merge.
    public static let detailLimit = 5_000

    public init() {}

    public func render(_ stage: Stage) -> String {
        let events = stage.timeline.events
        let history = stage.layers.history
        // Rows: sources by first appearance (presences and events merged by time, then order).
        var rows: [String] = []
        var firstSeen: [(SimTime, Int, String)] = []
        for (i, p) in history.enumerated() { firstSeen.append((p.start, i, p.source)) }
        for (i, e) in events.enumerated() { firstSeen.append((e.t, history.count + i, e.source)) }
        firstSeen.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        var seen = Set<String>()
        for (_, _, s) in firstSeen where !seen.contains(s) {
            seen.insert(s)
            rows.append(s)
        }
        var end = stage.now.seconds
        if let last = events.last { end = max(end, last.t.seconds) }
        let span = max(end, 0.001)
        let plotWidth = width - labelWidth - 20
        func x(_ t: Double) -> Double { labelWidth + t / span * plotWidth }
        let top = 28.0
        let height = top + Double(rows.count) * rowHeight + 30
        let rowIndex = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($0.element, $0.offset) })
        func y(_ source: String) -> Double { top + Double(rowIndex[source] ?? 0) * rowHeight }

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(XML.num(width))\" height=\"\(XML.num(height))\""
            + " viewBox=\"0 0 \(XML.num(width)) \(XML.num(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        out += "<title>timeline 0 to \(Fmt.fixed(end, 3)) s</title>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(XML.num(width))\" height=\"\(XML.num(height))\" fill=\"#FFFFFF\"/>\n"
        // Time axis with round ticks (1, 2 or 5 × 10^k, at most ~10 of them).
        let step = TimelineChart.tickStep(span)
        var tick = 0.0
        var ticks = 0
        while tick <= span + step * 1e-9 && ticks < 100 {
            let tx = XML.num(x(tick))
            out += "<line x1=\"\(tx)\" y1=\"\(XML.num(top - 6))\" x2=\"\(tx)\" y2=\"\(XML.num(height - 24))\" stroke=\"#E5E5EA\"/>"
            out += "<text x=\"\(tx)\" y=\"\(XML.num(height - 10))\" text-anchor=\"middle\" fill=\"#8A8A8E\">\(Fmt.trimmed(tick, 3))s</text>\n"
            ticks += 1
            tick = Double(ticks) * step
        }
        for (i, source) in rows.enumerated() {
            let ry = y(source)
            if i % 2 == 1 {
                out += "<rect x=\"0\" y=\"\(XML.num(ry))\" width=\"\(XML.num(width))\" height=\"\(XML.num(rowHeight))\" fill=\"#F7F7FA\"/>\n"
            }
            out += "<text x=\"6\" y=\"\(XML.num(ry + rowHeight / 2))\" dominant-baseline=\"central\" fill=\"#000000\">\(XML.escape(source))</text>\n"
        }
        for p in history {
            let x0 = x(p.start.seconds), x1 = x((p.end ?? stage.now).seconds)
            let ry = y(p.source)
            out += "<rect x=\"\(XML.num(x0))\" y=\"\(XML.num(ry + 5))\" width=\"\(XML.num(max(1, x1 - x0)))\" height=\"\(XML.num(rowHeight - 10))\""
                + " rx=\"3\" fill=\"\(TimelineChart.color(p.level).svg)\" opacity=\"0.35\"><title>\(XML.escape(p.source + " \"" + p.title + "\" " + Fmt.fixed(p.start.seconds, 3) + "–" + (p.end.map { Fmt.fixed($0.seconds, 3) } ?? "now")))</title></rect>\n"
        }
        // A long history (a drag logs 120 samples a second) would give an SVG of hundreds of MB
        // whose marks overlap anyway: past `detailLimit` events, the marks of one row that fall in
        // the same half point merge into one, titled with its first events and the count.
        struct Mark { var x: Double; var y: Double; var lines: [String]; var count: Int }
        var marks: [Mark] = []
        var bucket: [Int: Int] = [:]
        let merge = events.count > TimelineChart.detailLimit
        for e in events {
            let ex = x(e.t.seconds), ry = y(e.source)
            if merge {
                let key = (rowIndex[e.source] ?? 0) &* 1_000_003 &+ Int(clamping: (ex * 2).rounded(), to: -1_000_000...1_000_000, nan: 0)
                if let k = bucket[key] {
                    marks[k].count += 1
                    if marks[k].lines.count < 3 { marks[k].lines.append(e.traceLine) }
                    continue
                }
                bucket[key] = marks.count
            }
            marks.append(Mark(x: ex, y: ry, lines: [e.traceLine], count: 1))
        }
        for m in marks {
            let ex = XML.num(m.x)
            var title = m.lines.joined(separator: "\n")
            if m.count > m.lines.count { title += "\n(+\(m.count - m.lines.count) more events here)" }
            out += "<line x1=\"\(ex)\" y1=\"\(XML.num(m.y + 3))\" x2=\"\(ex)\" y2=\"\(XML.num(m.y + rowHeight - 3))\" stroke=\"#1C1C1E\" stroke-width=\"1.5\">"
                + "<title>\(XML.escape(title))</title></line>\n"
        }
        out += "</svg>\n"
        return out
    }

    static func tickStep(_ span: Double) -> Double {
        var magnitude = 1.0
        while magnitude * 10 <= span { magnitude *= 10 }
        while magnitude > span { magnitude /= 10 }
        for m in [0.1, 0.2, 0.5, 1, 2, 5, 10] where span / (magnitude * m) <= 10 { return magnitude * m }
        return magnitude * 10
    }

    static func color(_ level: LayerLevel) -> Color {
        switch level {
        case .content: return .systemGray
        case .popupBar: return .systemGreen
        case .actionSheet: return .systemBlue
        case .popup: return .systemOrange
        case .keyboard: return .separator
        default: return .systemRed
        }
    }
}
