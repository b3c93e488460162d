import Testing
@testable import StageKit

/// The timeline chart's labels when lanes are full, and the stretches it hatches.
@Suite struct RenderTimelineLanesTests {
    func marks(_ xs: [(Double, String)]) -> [TimelineChart.Mark] {
        xs.map { TimelineChart.Mark(x: $0.0, row: 0, name: $0.1, lines: ["[t] \($0.1)"], count: 1, lane: nil) }
    }

    struct Row: CustomStringConvertible, Sendable {
        var what: String
        var events: [Double]
        var names: [String]
        /// Each label drawn: its lane and text, in mark order.
        var labels: [String]
        var description: String { what }
    }

    static let rows: [Row] = [
        Row(what: "six at one instant take six lanes", events: [100, 100, 100, 100, 100, 100],
            names: ["a", "b", "c", "d", "e", "f"], labels: ["0 a", "1 b", "2 c", "3 d", "4 e", "5 f"]),
        // A full-swipe delete: the lanes are full, the later names join the last label.
        Row(what: "overflow joins the latest label", events: [100, 100, 100, 101, 101, 102, 103, 103, 104, 104],
            names: ["editActions", "editActionsOptions", "willBeginEditing", "haptic", "expanded", "fill",
                    "handler", "fulfill", "didEndEditing", "deleteRow"],
            labels: ["0 editActions", "1 editActionsOptions", "2 willBeginEditing", "3 haptic", "4 expanded",
                     "5 fill, handler, fulfill, didEndEditing, deleteRow"]),
        // A run of one name is counted once.
        Row(what: "runs fold", events: [100, 100, 100, 100, 100, 100, 101, 102, 103],
            names: ["p", "p", "p", "p", "p", "p", "p", "p", "q"], labels: ["0 p", "1 p", "2 p", "3 p", "4 p", "5 p ×3, q"]),
        // Spaced marks reuse lane 0.
        Row(what: "spaced marks share lane 0", events: [100, 300, 500], names: ["a", "b", "c"], labels: ["0 a", "0 b", "0 c"]),
    ]

    @Test(arguments: rows) func lanesAndJoinedLabels(_ r: Row) {
        var ms = marks(Array(zip(r.events, r.names)))
        TimelineChart.placeLabels(&ms, right: 796)
        let drawn = ms.compactMap { m in m.lane.map { "\($0) \(m.label)" } }
        #expect(drawn == r.labels)
    }

    /// A joined label stops at `overflowWidth` or the chart's edge and counts the rest.
    @Test func aJoinedLabelCountsWhatDoesNotFit() {
        var ms = marks((0..<40).map { (100.0, "event\($0)") })
        TimelineChart.placeLabels(&ms, right: 796)
        let last = ms.first { $0.lane == 5 }
        #expect(last?.label.hasSuffix(" +\(40 - 6 - (last?.joined.count ?? 0))") == true, "\(last?.label ?? "")")
        #expect(FontWidths.width(of: last?.label ?? "", fontSize: TimelineChart.labelSize) < TimelineChart.overflowWidth + 40)
        var edge = marks([(780, "a"), (780, "b"), (780, "c"), (780, "d"), (780, "e"), (780, "f"), (781, "deleteRow")])
        TimelineChart.placeLabels(&edge, right: 796)
        #expect(edge.first { $0.lane == 5 }?.label == "f +1")
    }

    struct StretchRow: CustomStringConvertible, Sendable {
        var events: [(Double, String)]
        var stretches: [String]
        var description: String { events.map(\.1).joined(separator: " ") }
    }

    static let stretchRows: [StretchRow] = [
        StretchRow(events: [(0, "willPop"), (1, "suspended"), (4, "resumed")], stretches: ["suspended 1.000–4.000"]),
        StretchRow(events: [(0, "suspended"), (2, "didDismiss")], stretches: ["suspended 0.000–2.000"]),
        StretchRow(events: [(0, "suspended"), (1, "suspended"), (3, "resumed"), (5, "suspended")],
                   stretches: ["suspended 0.000–3.000", "suspended 5.000–now"]),
        StretchRow(events: [(0, "resumed"), (1, "didPop")], stretches: []),
    ]

    @Test(arguments: stretchRows) func suspendedStretches(_ r: StretchRow) {
        let events = r.events.map { TimelineEvent(t: SimTime(seconds: $0.0), source: "popup#1", name: $0.1) }
        let found = TimelineChart.stretches(events, rowIndex: ["popup#1": 0], now: 9).map {
            "\($0.name) \(Fmt.fixed($0.start, 3))–\($0.open ? "now" : Fmt.fixed($0.end, 3))"
        }
        #expect(found == r.stretches)
    }

    /// LSTPopView's objc code covers a popup with `willDismiss reason="cover"` and brings it back
    /// with `resumed`: a hatched "covered" stretch, not a dismiss phase that never ends. Its real
    /// dismissal later is one phase, closed by its didDismiss.
    @Test func anObjcCoverIsACoveredStretchNotADismissal() {
        func e(_ t: Double, _ name: String, _ reason: String? = nil) -> TimelineEvent {
            TimelineEvent(t: SimTime(seconds: t), source: "popup#1", name: name,
                          fields: reason.map { [EventField("reason", .string($0))] } ?? [])
        }
        let events = [e(0, "willPop"), e(0.2, "didPop"), e(1, "willDismiss", "cover"), e(4.5, "resumed"),
                      e(6, "willDismiss", "dismiss"), e(6.2, "didDismiss")]
        let stretches = TimelineChart.stretches(events, rowIndex: ["popup#1": 0], now: 9).map {
            "\($0.name) \(Fmt.fixed($0.start, 3))–\($0.open ? "now" : Fmt.fixed($0.end, 3))"
        }
        #expect(stretches == ["covered 1.000–4.500"])
        let phases = TimelineChart.phases(events, rowIndex: ["popup#1": 0], now: 9).map {
            "\($0.name) \(Fmt.fixed($0.start, 3))–\($0.open ? "now" : Fmt.fixed($0.end, 3))"
        }
        #expect(phases == ["pop 0.000–0.200", "dismiss 6.000–6.200"])
        // Covered, then dismissed while hidden (a countdown's expiry): the stretch ends there.
        let expired = [e(0, "willPop"), e(1, "willDismiss", "cover"), e(3, "willDismiss", "countdown"), e(3.2, "didDismiss")]
        #expect(TimelineChart.stretches(expired, rowIndex: ["popup#1": 0], now: 9).map(\.end) == [3])
        #expect(TimelineChart.phases(expired, rowIndex: ["popup#1": 0], now: 9).map(\.name) == ["pop", "dismiss"])
        #expect(TimelineChart.phases(expired, rowIndex: ["popup#1": 0], now: 9).last?.open == false)
    }

    @Test func aSuspendedPopupIsHatchedInTheChart() throws {
        let stage = Stage()
        stage.log("popup#1", "willPop")
        try stage.clock.advance(by: 1)
        stage.log("popup#1", "suspended")
        try stage.clock.advance(by: 2)
        stage.log("popup#1", "resumed")
        let svg = TimelineChart().render(stage)
        #expect(svg.contains("<pattern id=\"stretch-hatch\""))
        #expect(svg.contains("fill=\"url(#stretch-hatch)\""))
        #expect(svg.contains("popup#1 suspended 1.000–3.000"))
        let plain = Stage()
        plain.log("popup#1", "willPop")
        #expect(!TimelineChart().render(plain).contains("stretch-hatch"))
    }
}
