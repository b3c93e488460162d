import Testing
@testable import StageKit

/// Gesture samples read as one line (SampleRun, TraceCollapser): which events make a run, the
/// run's line, and --trace's holding while the clock fires.
@Suite struct SampleRunTests {
    static func pan(_ ms: Int, x: Double, source: String = "screen", layer: String = "table#1") -> TimelineEvent {
        TimelineEvent(t: SimTime(seconds: Double(ms) / 1000), source: source, name: "panChanged",
                      fields: [EventField("x", .number(x)), EventField("y", 173), EventField("layer", .string(layer))])
    }
    static func other(_ ms: Int, _ name: String) -> TimelineEvent {
        TimelineEvent(t: SimTime(seconds: Double(ms) / 1000), source: "table#1", name: name)
    }

    /// Each case: the events (p = a screen sample, q = another source's sample, L = a sample on
    /// another layer, e = another event) and the entries they give (n = a run of n, e, p = one sample).
    @Test(arguments: [
        ("", ""),
        ("e", "e"),
        ("p", "p"),
        ("pp", "2"),
        ("ppp", "3"),
        ("pppepp", "3 e 2"),
        ("epe", "e p e"),
        ("ppqq", "2 2"),
        ("pqpq", "p p p p"),
        ("ppLL", "2 2"),
        ("eppe", "e 2 e"),
    ])
    func runs(events: String, entries: String) {
        var t = 0
        let list: [TimelineEvent] = events.map { c in
            t += 8
            switch c {
            case "p": return Self.pan(t, x: Double(400 - t))
            case "q": return Self.pan(t, x: Double(400 - t), source: "screen2")
            case "L": return Self.pan(t, x: Double(400 - t), layer: "sheet#1")
            default: return Self.other(t, "didEndEditing")
            }
        }
        let shape = SampleRun.entries(list).map { e -> String in
            switch e {
            case .event(let ev): return ev.name == "panChanged" ? "p" : "e"
            case .run(_, _, let count): return String(count)
            }
        }
        #expect(shape.joined(separator: " ") == entries, "\(events)")
    }

    @Test func aRunsLine() {
        let first = Self.pan(17, x: 349), last = Self.pan(300, x: 257)
        #expect(SampleRun.line(first: first, last: last, count: 35)
                == #"[  0.017] screen panChanged ×35, x 349 → 257 over 0.283 s layer="table#1""#)
        // No position moved: whichever number did.
        let a = TimelineEvent(t: SimTime(seconds: 0), source: "bar#1", name: "panChanged", fields: [EventField("open", .number(0.2))])
        let b = TimelineEvent(t: SimTime(seconds: 0.5), source: "bar#1", name: "panChanged", fields: [EventField("open", .number(0.9))])
        #expect(SampleRun.line(first: a, last: b, count: 30) == "[  0.000] bar#1 panChanged ×30, open 0.2 → 0.9 over 0.5 s")
        // A named component's label, as trace lines show it.
        let n = TimelineEvent(t: SimTime(seconds: 1), source: "screen", name: "panChanged", fields: [EventField("x", 1)], label: "main")
        let m = TimelineEvent(t: SimTime(seconds: 1.25), source: "screen", name: "panChanged", fields: [EventField("x", 5)], label: "main")
        #expect(SampleRun.line(first: n, last: m, count: 2) == #"[  1.000] screen "main" panChanged ×2, x 1 → 5 over 0.25 s"#)
    }

    /// --trace: samples the clock fires are held until the run ends; outside the clock's firing
    /// they print at once; a lone held sample prints as itself.
    @Test func traceHoldsRunsWhileTheClockFires() {
        let c = TraceCollapser()
        #expect(c.feed(Self.other(0, "willBeginEditing"), holding: true) == [Self.other(0, "willBeginEditing").traceLine])
        #expect(c.feed(Self.pan(8, x: 390), holding: true) == [])
        #expect(c.feed(Self.pan(16, x: 380), holding: true) == [])
        #expect(c.feed(Self.pan(24, x: 370), holding: true) == [])
        #expect(c.feed(Self.other(32, "didEndEditing"), holding: true)
                == [#"[  0.008] screen panChanged ×3, x 390 → 370 over 0.016 s layer="table#1""#, Self.other(32, "didEndEditing").traceLine])
        #expect(c.feed(Self.pan(40, x: 360), holding: true) == [])
        #expect(c.flush() == [Self.pan(40, x: 360).traceLine])
        #expect(c.flush() == [])
        #expect(c.feed(Self.pan(48, x: 350), holding: false) == [Self.pan(48, x: 350).traceLine])
    }
}
