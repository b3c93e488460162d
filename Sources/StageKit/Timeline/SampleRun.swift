/// Gesture samples and a timer's firings read as one line. A pan logs a `panChanged` at every
/// frame it moves (35 for a 0.3 s swipe), and a repeating timer a `clock timer` at every firing,
/// which bury the events that matter; a run of consecutive samples of one source is shown as
/// `[  0.017] screen panChanged ×35, x 349 → 257 over 0.283 s layer="table#1"`, a run of one
/// timer's firings as `[  0.100] clock timer ×40 over 3.9 s timer="tick"`. The timeline itself
/// keeps every event: only its text collapses (`stage.log.print` and `format`, `--trace`, test
/// failures, timeline snapshots), and `stage.log.events` when asked.
///
/// ```swift
/// SampleRun.entries(timeline.events)   // [.event(tap), .run(first, last, count: 35), .event(didEnd)]
/// ```
public enum SampleRun {
    /// The events that are samples of a gesture in progress, one per frame.
    public static let sampleNames: Set<String> = ["panChanged"]

    /// One line of a collapsed timeline: an event, or a run of two or more samples.
    public enum Entry: Hashable, Sendable {
        case event(TimelineEvent)
        case run(first: TimelineEvent, last: TimelineEvent, count: Int)

        /// The entry as a trace line.
        public var line: String {
            switch self {
            case .event(let e): return e.traceLine
            case .run(let first, let last, let count): return SampleRun.line(first: first, last: last, count: count)
            }
        }
    }

    /// A gesture's sample, or a timer's firing (a run of one timer: the same `timer` field).
    public static func isSample(_ e: TimelineEvent) -> Bool {
        sampleNames.contains(e.name) || (e.name == "timer" && e.source == "clock")
    }

    /// Whether `next` extends a run that ended with `last`: a sample of the same source and name
    /// on the same thing (every field but the numbers equal: the layer it moves).
    public static func continues(_ last: TimelineEvent, with next: TimelineEvent) -> Bool {
        guard isSample(next), next.name == last.name, next.source == last.source, next.label == last.label else {
            return false
        }
        for f in next.fields where number(f.value) == nil {
            if last[f.key] != f.value { return false }
        }
        return true
    }

    /// The events with each run of consecutive samples as one entry (a lone sample stays an event).
    public static func entries(_ events: [TimelineEvent]) -> [Entry] {
        var out: [Entry] = []
        var i = 0
        while i < events.count {
            let first = events[i]
            var j = i + 1
            if isSample(first) {
                while j < events.count && continues(events[j - 1], with: events[j]) { j += 1 }
            }
            out.append(j - i >= 2 ? .run(first: first, last: events[j - 1], count: j - i) : .event(first))
            i = j
        }
        return out
    }

    /// `[t] source name ×count, x a → b over d s` and the fields other than numbers that stayed
    /// the same: where the touch went (x and y, else whichever number changed), for how long,
    /// and on what.
    public static func line(first: TimelineEvent, last: TimelineEvent, count: Int) -> String {
        var line =
            "[" + Fmt.padLeft(Fmt.fixed(first.t.seconds, 3), 7) + "] " + SourceLabels.labeled(first.source, first.label)
            + " " + first.name + " ×" + String(count)
        var changed: [String] = []
        var kept: [String] = []
        for f in first.fields {
            guard let end = last[f.key] else { continue }
            if end == f.value {
                // What the gesture is on (its layer), not the numbers that happened to stay.
                if number(f.value) == nil { kept.append(f.key + "=" + f.value.description) }
                continue
            }
            if let a = number(f.value), let b = number(end) {
                changed.append(f.key + " " + Fmt.trimmed(a, 3) + " → " + Fmt.trimmed(b, 3))
            }
        }
        let position = changed.filter { $0.hasPrefix("x ") || $0.hasPrefix("y ") }
        let shown = position.isEmpty ? changed : position
        if !shown.isEmpty { line += ", " + shown.joined(separator: ", ") }
        line += " over " + Fmt.trimmed((last.t - first.t).seconds, 3) + " s"
        for k in kept { line += " " + k }
        return line
    }

    static func number(_ v: EventValue) -> Double? {
        switch v {
        case .integer(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }
}
