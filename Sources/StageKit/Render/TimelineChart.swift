/// An SVG strip chart of a stage's history, readable as a picture (not only on hover): one row
/// per source, in order of first appearance, named as traces name it (`popup#1 "rate"`). In a
/// row's band: a faint bar where a layer was on the screen (from presentation until removal, or
/// until now) and, over it, its animation phases (a `willX` event to the next `didX` of the same
/// source, `willBeginX` to `didEndX`: "present", "dismiss", "open", "pop", ...) labelled when
/// they fit. Under the band, each event's mark and its name; events at the same instant (or too
/// close to label side by side) stack in lanes below one another; when the lanes are full, a
/// name joins the nearest label (`fill, handler, fulfill, deleteRow`). A stretch in which the
/// source is there but not shown (a popup `suspended` until `resumed`, or under LSTPopView's
/// objc code covered from `willDismiss reason="cover"` until `resumed`) is hatched over the band;
/// a cover is not a dismissal, so it opens no dismiss phase.
/// Every mark's `<title>` is the event's trace line (hover).
///
/// Past `detailLimit` events (a drag logs 120 samples a second), the marks of one row that fall
/// in the same half point merge into one (titled with its first events and the count) and only
/// the lanes' worth of labels are drawn, so a 432,000-event chart stays about half a megabyte.
///
/// ```swift
/// let svg = TimelineChart().render(stage)
/// ```
public struct TimelineChart: Sendable {
    public var width: Double = 800
    public var labelWidth: Double = 130
    /// Up to this many events every event gets its own mark; past it, overlapping marks merge.
    public static let detailLimit = 5_000
    /// Label lanes under a row's band; labels that find no free lane are left out (the mark and
    /// its hover title stay).
    public static let maximumLanes = 6

    static let bandHeight = 18.0
    static let laneHeight = 12.0
    static let labelSize = 10.0

    public init() {}

    /// A mark: an event, or several merged ones at the same half point.
    struct Mark {
        var x: Double
        var row: Int
        var name: String
        var lines: [String]
        var count: Int
        /// The lane of its label, nil when it has none.
        var lane: Int?
        /// Where the label starts (after the mark; before it near the chart's right edge).
        var labelX: Double = 0
        /// Later marks that found no free lane and joined this label, in time order, a run of
        /// one name counted once (`panChanged ×15`); and how many were left out once the label
        /// reached `overflowWidth` or the chart's edge.
        var joined: [(name: String, count: Int)] = []
        var joinedHidden = 0
        /// Trace lines of the joined marks, for the label's hover title (the first few).
        var joinedLines: [String] = []
        /// How many events the joined ones are.
        var joinedCount: Int { joined.reduce(0) { $0 + $1.count } + joinedHidden }

        /// What the label reads: `panChanged ×997`, `fill, handler, fulfill, deleteRow`, `… +3`.
        var label: String { TimelineChart.label(name: name, count: count, joined: joined, hidden: joinedHidden) }
    }

    /// A label's text: its name (×count), then the joined names, a run of one name as one
    /// (`panChanged ×20`), then `+N` for the ones left out.
    static func label(name: String, count: Int, joined: [(name: String, count: Int)], hidden: Int) -> String {
        var parts: [(name: String, count: Int)] = [(name, count)]
        for j in joined {
            if let last = parts.last, last.name == j.name {
                parts[parts.count - 1].count += j.count
            } else {
                parts.append(j)
            }
        }
        var s = parts.map { $0.count > 1 ? $0.name + " ×\($0.count)" : $0.name }.joined(separator: ", ")
        if hidden > 0 { s += " +\(hidden)" }
        return s
    }

    /// A stretch of a source's life in a state that the band should not show as on screen (a
    /// popup `suspended` behind a later one until `resumed`): drawn hatched over the band.
    struct Stretch {
        var row: Int
        var name: String
        var start: Double
        var end: Double
        var open: Bool
    }

    /// A state drawn as a stretch: its name, the event that starts one and those that end it.
    struct StretchKind: Sendable {
        var name: String
        var starts: @Sendable (TimelineEvent) -> Bool
        var ends: @Sendable (TimelineEvent) -> Bool
    }

    static let stretchKinds: [StretchKind] = [
        StretchKind(name: "suspended", starts: { $0.name == "suspended" },
                    ends: { ["resumed", "willDismiss", "didDismiss", "dropped", "retired"].contains($0.name) }),
        // "objc": covering is a dismissal that does not remove (LSTPopView.m:872-877); the
        // popup is back at `resumed`, or leaves for real (a willDismiss of its own, its dealloc).
        StretchKind(name: "covered", starts: { isCover($0) },
            ends: {
                ["resumed", "didDismiss", "dropped", "retired"].contains($0.name)
                    || ($0.name == "willDismiss" && !isCover($0))
            }),
    ]

    /// `willDismiss reason="cover"`: LSTPopView's objc code covering a popup with a later one.
    static func isCover(_ e: TimelineEvent) -> Bool { e.name == "willDismiss" && e["reason"] == .string("cover") }
    /// A label that collected marks from full lanes stops growing at this width (then counts).
    static let overflowWidth = 220.0

    /// A `willX` ... `didX` span of one source.
    struct Phase {
        var row: Int
        var name: String
        var start: Double
        var end: Double
        var open: Bool
    }

    public func render(_ stage: Stage) -> String {
        let events = stage.timeline.events
        let history = stage.layers.history
        // Rows: sources by first appearance (presences and events merged by time, then order).
        var rows: [String] = []
        var firstSeen: [(SimTime, Int, String)] = []
        for (i, p) in history.enumerated() { firstSeen.append((p.start, i, p.source)) }
        for (i, e) in events.enumerated() { firstSeen.append((e.t, history.count + i, e.source)) }
        firstSeen.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        var rowIndex: [String: Int] = [:]
        for (_, _, s) in firstSeen where rowIndex[s] == nil {
            rowIndex[s] = rows.count
            rows.append(s)
        }
        var end = stage.now.seconds
        if let last = events.last { end = max(end, last.t.seconds) }
        let span = max(end, 0.001)
        let plotWidth = width - labelWidth - 20
        func x(_ t: Double) -> Double { labelWidth + t / span * plotWidth }

        let marks = TimelineChart.marks(events, rowIndex: rowIndex, x: x, right: width - 4)
        var lanesUsed = Array(repeating: 0, count: rows.count)
        for m in marks { if let l = m.lane { lanesUsed[m.row] = max(lanesUsed[m.row], l + 1) } }
        let phases = TimelineChart.phases(events, rowIndex: rowIndex, now: end)
        let stretches = TimelineChart.stretches(events, rowIndex: rowIndex, now: end)

        // Row geometry: the band, then the lanes its labels use.
        let top = 28.0
        var rowTop: [Double] = []
        var rowHeight: [Double] = []
        var yy = top
        for r in rows.indices {
            let h = TimelineChart.bandHeight + Double(lanesUsed[r]) * TimelineChart.laneHeight + 6
            rowTop.append(yy)
            rowHeight.append(h)
            yy += h
        }
        let height = yy + 30

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(XML.num(width))\" height=\"\(XML.num(height))\""
            + " viewBox=\"0 0 \(XML.num(width)) \(XML.num(height))\" font-family=\"\(SVGRenderer.fontFamily)\" "
                + "font-size=\"11\">\n"
        out += "<title>timeline 0 to \(Fmt.fixed(end, 3)) s</title>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(XML.num(width))\" height=\"\(XML.num(height))\" fill=\"#FFFFFF\"/>\n"
        for i in rows.indices where i % 2 == 1 {
            out +=
                "<rect x=\"0\" y=\"\(XML.num(rowTop[i]))\" width=\"\(XML.num(width))\" "
                    + "height=\"\(XML.num(rowHeight[i]))\" fill=\"#F7F7FA\"/>\n"
        }
        // Time axis with round ticks (1, 2 or 5 × 10^k, at most ~10 of them).
        let step = TimelineChart.tickStep(span)
        var tick = 0.0
        var ticks = 0
        while tick <= span + step * 1e-9 && ticks < 100 {
            let tx = XML.num(x(tick))
            out +=
                "<line x1=\"\(tx)\" y1=\"\(XML.num(top - 6))\" x2=\"\(tx)\" y2=\"\(XML.num(height - 24))\" "
                    + "stroke=\"#E5E5EA\"/>"
            out +=
                "<text x=\"\(tx)\" y=\"\(XML.num(height - 10))\" text-anchor=\"middle\" "
                    + "fill=\"#8A8A8E\">\(Fmt.trimmed(tick, 3))s</text>\n"
            ticks += 1
            tick = Double(ticks) * step
        }
        // Rows as traces name their sources (with the component's name, when it has one).
        let rowNames = rows.map(stage.labeled)
        for (i, name) in rowNames.enumerated() {
            let shown = FontWidths.fit(name, width: labelWidth - 12, fontSize: 11)
            out +=
                "<text x=\"6\" y=\"\(XML.num(rowTop[i] + TimelineChart.bandHeight / 2 + 2))\" "
                    + "dominant-baseline=\"central\" font-weight=\"600\" fill=\"#000000\">"
                + "\(XML.escape(shown))</text>\n"
        }
        for p in history {
            guard let r = rowIndex[p.source] else { continue }
            let x0 = x(p.start.seconds), x1 = x((p.end ?? stage.now).seconds)
            let end = p.end.map { Fmt.fixed($0.seconds, 3) } ?? "now"
            let title = stage.labeled(p.source) + " \"" + p.title + "\" " + Fmt.fixed(p.start.seconds, 3) + "–" + end
            out +=
                "<rect x=\"\(XML.num(x0))\" y=\"\(XML.num(rowTop[r] + 4))\" width=\"\(XML.num(max(1, x1 - x0)))\" "
                    + "height=\"\(XML.num(TimelineChart.bandHeight - 4))\""
                + " rx=\"3\" fill=\"\(TimelineChart.color(p.level).svg)\" "
                + "opacity=\"0.25\"><title>\(XML.escape(title))</title></rect>\n"
        }
        for ph in phases {
            let x0 = x(ph.start), x1 = x(ph.end), w = max(2, x1 - x0)
            let color = TimelineChart.phaseColor(ph.name)
            let y0 = rowTop[ph.row] + 6
            let title = rowNames[ph.row] + " " + ph.name + " " + Fmt.fixed(ph.start, 3) + "–"
                + (ph.open ? "now" : Fmt.fixed(ph.end, 3))
            out +=
                "<rect x=\"\(XML.num(x0))\" y=\"\(XML.num(y0))\" width=\"\(XML.num(w))\" "
                    + "height=\"\(XML.num(TimelineChart.bandHeight - 8))\" rx=\"2\" fill=\"\(color)\" opacity=\"0.85\">"
                + "<title>\(XML.escape(title))</title></rect>\n"
            let label = FontWidths.fit(ph.name, width: w - 4, fontSize: 9)
            if label.count >= 3 {
                out +=
                    "<text x=\"\(XML.num(x0 + 2))\" y=\"\(XML.num(y0 + (TimelineChart.bandHeight - 8) / 2))\" "
                        + "font-size=\"9\" fill=\"#FFFFFF\" dominant-baseline=\"central\">\(XML.escape(label))</text>\n"
            }
        }
        if !stretches.isEmpty {
            // Hatched: the source is there but not shown (a suspended popup's stretch must not
            // read as a shown one).
            out +=
                "<defs><pattern id=\"stretch-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
                    + "patternTransform=\"rotate(45)\">"
                + "<rect width=\"6\" height=\"6\" fill=\"#FFFFFF\"/><rect width=\"2.5\" height=\"6\" "
                    + "fill=\"#AEAEB2\"/></pattern></defs>\n"
        }
        for st in stretches {
            let x0 = x(st.start), x1 = x(st.end), w = max(2, x1 - x0)
            let y0 = rowTop[st.row] + 4, h = TimelineChart.bandHeight - 4
            let title = rowNames[st.row] + " " + st.name + " " + Fmt.fixed(st.start, 3) + "–"
                + (st.open ? "now" : Fmt.fixed(st.end, 3))
            out +=
                "<rect x=\"\(XML.num(x0))\" y=\"\(XML.num(y0))\" width=\"\(XML.num(w))\" height=\"\(XML.num(h))\" "
                    + "rx=\"2\""
                + " fill=\"url(#stretch-hatch)\" stroke=\"#8E8E93\" stroke-width=\"1\" stroke-dasharray=\"3 2\">"
                + "<title>\(XML.escape(title))</title></rect>\n"
            let label = FontWidths.fit(st.name, width: w - 6, fontSize: 9)
            if label.count >= 3 {
                out +=
                    "<text x=\"\(XML.num(x0 + 3))\" y=\"\(XML.num(y0 + h / 2))\" font-size=\"9\" fill=\"#3C3C43\" "
                        + "stroke=\"#FFFFFF\" stroke-width=\"3\""
                    + " paint-order=\"stroke\" dominant-baseline=\"central\">\(XML.escape(label))</text>\n"
            }
        }
        for m in marks {
            let ex = XML.num(m.x), ry = rowTop[m.row]
            var title = m.lines.joined(separator: "\n")
            if m.count > m.lines.count { title += "\n(+\(m.count - m.lines.count) more events here)" }
            if !m.joinedLines.isEmpty { title += "\n" + m.joinedLines.joined(separator: "\n") }
            if m.joinedCount > m.joinedLines.count {
                title += "\n(+\(m.joinedCount - m.joinedLines.count) more events in this label)"
            }
            out +=
                "<line x1=\"\(ex)\" y1=\"\(XML.num(ry + 3))\" x2=\"\(ex)\" "
                    + "y2=\"\(XML.num(ry + TimelineChart.bandHeight))\" stroke=\"#1C1C1E\" stroke-width=\"1.2\">"
                + "<title>\(XML.escape(title))</title></line>\n"
            if let lane = m.lane {
                // The label in its lane, with a short tick at the mark's time (no leader line
                // crosses the lanes above, so stacked labels stay readable).
                let laneTop = ry + TimelineChart.bandHeight + Double(lane) * TimelineChart.laneHeight
                let label = m.label
                out +=
                    "<line x1=\"\(ex)\" y1=\"\(XML.num(laneTop + 1))\" x2=\"\(ex)\" "
                    + "y2=\"\(XML.num(laneTop + TimelineChart.laneHeight - 1))\" stroke=\"#8A8A8E\" "
                        + "stroke-width=\"1\"/>"
                out +=
                    "<text x=\"\(XML.num(m.labelX))\" y=\"\(XML.num(laneTop + TimelineChart.laneHeight / 2))\" "
                    + "font-size=\"\(XML.num(TimelineChart.labelSize))\" fill=\"#3C3C43\" "
                        + "dominant-baseline=\"central\">"
                    + "<title>\(XML.escape(title))</title>\(XML.escape(label))</text>\n"
            }
        }
        out += "</svg>\n"
        return out
    }

    /// One mark per event (merged past `detailLimit`), each label in the first lane of its row
    /// that is free from its mark to the label's end.
    static func marks(
        _ events: [TimelineEvent], rowIndex: [String: Int], x: (Double) -> Double, right: Double
    ) -> [Mark] {
        var marks: [Mark] = []
        var bucket: [Int: Int] = [:]
        let merge = events.count > detailLimit
        for e in events {
            let ex = x(e.t.seconds), row = rowIndex[e.source] ?? 0
            if merge {
                let key = row &* 1_000_003 &+ Int(clamping: (ex * 2).rounded(), to: -1_000_000...1_000_000, nan: 0)
                if let k = bucket[key] {
                    marks[k].count += 1
                    if marks[k].lines.count < 3 { marks[k].lines.append(TimelineChart.tooltip(e)) }
                    continue
                }
                bucket[key] = marks.count
            }
            marks.append(
                Mark(x: ex, row: row, name: markName(e), lines: [TimelineChart.tooltip(e)], count: 1, lane: nil))
        }
        placeLabels(&marks, right: right)
        return marks
    }

    /// Puts each mark's label in the first lane of its row that is free from its mark to the
    /// label's end. When all `maximumLanes` are taken, the name joins the label nearest before
    /// it (the lane whose label was placed last): `fill, handler, fulfill, deleteRow`, so every
    /// event near a crowded instant is still named; a joined label stops growing at
    /// `overflowWidth` and counts the rest (`+3`).
    static func placeLabels(_ marks: inout [Mark], right: Double) {
        // Per row: where each lane's last label ends, and which mark owns it.
        var laneEnds: [Int: [Double]] = [:]
        var laneOwners: [Int: [Int]] = [:]
        for i in marks.indices {
            let m = marks[i]
            let w = FontWidths.width(of: m.label, fontSize: labelSize) + 3
            let start = min(m.x + 3, right - w)
            marks[i].labelX = start
            // A lane is free when its last label ends before this one starts and this mark's
            // tick is clear of it.
            var ends = laneEnds[m.row] ?? []
            var owners = laneOwners[m.row] ?? []
            if let free = ends.firstIndex(where: { $0 + 3 <= min(start, m.x) }) {
                ends[free] = max(start + w, m.x)
                owners[free] = i
                marks[i].lane = free
            } else if ends.count < maximumLanes {
                ends.append(max(start + w, m.x))
                owners.append(i)
                marks[i].lane = ends.count - 1
            } else if let lane = owners.indices.max(by: { owners[$0] < owners[$1] }) {
                let o = owners[lane]
                let grown = label(
                    name: marks[o].name, count: marks[o].count, joined: marks[o].joined + [(m.name, m.count)],
                                  hidden: marks[o].joinedHidden)
                let width = FontWidths.width(of: grown, fontSize: labelSize) + 3
                // The label stays where it is: it grows to the right while there is room.
                if marks[o].joinedHidden == 0 && width <= overflowWidth && marks[o].labelX + width <= right {
                    marks[o].joined.append((m.name, m.count))
                    if marks[o].joinedLines.count < 3 { marks[o].joinedLines.append(m.lines.first ?? m.name) }
                } else {
                    marks[o].joinedHidden += m.count
                }
                let total = FontWidths.width(of: marks[o].label, fontSize: labelSize) + 3
                ends[lane] = max(ends[lane], marks[o].labelX + total)
            }
            laneEnds[m.row] = ends
            laneOwners[m.row] = owners
        }
    }

    /// The stretches of `stretchKinds`: from a start event to the next ending event of the
    /// same source (one still running ends at `now`). Past `detailLimit` events none are looked
    /// for, as for phases.
    static func stretches(_ events: [TimelineEvent], rowIndex: [String: Int], now: Double) -> [Stretch] {
        guard events.count <= detailLimit else { return [] }
        var open: [String: Int] = [:]   // "source\u{0}kind" -> index into result
        var result: [Stretch] = []
        for e in events {
            guard let row = rowIndex[e.source] else { continue }
            for (k, kind) in stretchKinds.enumerated() {
                let key = e.source + "\u{0}\(k)"
                if kind.starts(e) {
                    if open[key] == nil {
                        open[key] = result.count
                        result.append(Stretch(row: row, name: kind.name, start: e.t.seconds, end: now, open: true))
                    }
                } else if kind.ends(e), let i = open[key] {
                    result[i].end = e.t.seconds
                    result[i].open = false
                    open[key] = nil
                }
            }
        }
        return result
    }

    /// `willX` to the next `didX` of the same source (`willBeginX` to `didEndX`), in order of
    /// their starts; one still running ends at `now`. Past `detailLimit` events none are
    /// looked for (phases come from a component's few lifecycle events, not from samples).
    static func phases(_ events: [TimelineEvent], rowIndex: [String: Int], now: Double) -> [Phase] {
        guard events.count <= detailLimit else { return [] }
        var open: [String: [Int]] = [:]   // "source\u{0}key" -> indices into result
        var result: [Phase] = []
        func key(_ name: String, prefix: String, inner: String) -> String? {
            guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
            var rest = String(name.dropFirst(prefix.count))
            if rest.hasPrefix(inner) && rest.count > inner.count { rest = String(rest.dropFirst(inner.count)) }
            guard let first = rest.first, first.isUppercase else { return nil }
            return rest
        }
        for e in events {
            guard let row = rowIndex[e.source] else { continue }
            // A cover leaves the popup on screen, hidden: a stretch, not a dismiss phase.
            if isCover(e) { continue }
            if let k = key(e.name, prefix: "will", inner: "Begin") {
                open[e.source + "\u{0}" + k, default: []].append(result.count)
                result.append(Phase(row: row, name: phaseName(k), start: e.t.seconds, end: now, open: true))
            } else if let k = key(e.name, prefix: "did", inner: "End"), var list = open[e.source + "\u{0}" + k],
                !list.isEmpty
            {
                let i = list.removeFirst()
                open[e.source + "\u{0}" + k] = list
                result[i].end = e.t.seconds
                result[i].open = false
            }
        }
        return result
    }

    /// "PresentView" -> "present", "DismissPopupBar" -> "dismissPopupBar", "Editing" -> "editing".
    static func phaseName(_ key: String) -> String {
        var k = key
        if k.hasSuffix("View") && k.count > 4 { k = String(k.dropLast(4)) }
        return k.prefix(1).lowercased() + k.dropFirst()
    }

    /// Green for phases that bring something on screen, orange for those that take it away,
    /// purple for the rest.
    static func phaseColor(_ name: String) -> String {
        let n = name.lowercased()
        if ["present", "pop", "open", "show", "appear", "expand"].contains(where: { n.hasPrefix($0) }) {
            return Color.systemGreen.svg
        }
        if ["dismiss", "close", "hide", "disappear", "collapse"].contains(where: { n.hasPrefix($0) }) {
            return Color.systemOrange.svg
        }
        return "#AF52DE"
    }

    static func tickStep(_ span: Double) -> Double {
        var magnitude = 1.0
        while magnitude * 10 <= span { magnitude *= 10 }
        while magnitude > span { magnitude /= 10 }
        for m in [0.1, 0.2, 0.5, 1, 2, 5, 10] where span / (magnitude * m) <= 10 { return magnitude * m }
        return magnitude * 10
    }

    /// What a mark's label calls an event: its name, but a clock timer's firing by the timer's
    /// name (`tick`, `timer#3`), so the clock's row tells its timers apart.
    static func markName(_ e: TimelineEvent) -> String {
        if e.source == "clock", e.name == "timer", case .string(let timer)? = e["timer"] { return timer }
        return e.name
    }

    /// An event's trace line for a mark's tooltip, cut at 300 characters (a field can be a
    /// megabyte-long title, and a mark's tooltip repeats up to three events).
    static func tooltip(_ e: TimelineEvent) -> String { FontWidths.prefix(e.traceLine, 300) }

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
