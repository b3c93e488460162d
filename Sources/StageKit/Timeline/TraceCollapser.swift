/// `--trace` with sample runs collapsed while the clock fires them: a sample is held until the
/// run ends (another event, or the clock settles), then printed as one line; outside the
/// clock's firing a sample prints at once.
///
/// ```swift
/// let collapser = TraceCollapser()
/// timeline.observer = { e in collapser.feed(e).forEach(print) }
/// clock.onSettled = { collapser.flush().forEach(print) }
/// ```
public final class TraceCollapser {
    private var first: TimelineEvent?
    private var last: TimelineEvent?
    private var count = 0

    public init() {}

    /// The lines `event` completes (the held run's, and the event's own unless it is held).
    public func feed(_ event: TimelineEvent, holding: Bool) -> [String] {
        if let last, SampleRun.continues(last, with: event) {
            self.last = event
            count += 1
            return holding ? [] : flush()
        }
        var lines = flush()
        if SampleRun.isSample(event) && holding {
            first = event
            last = event
            count = 1
        } else {
            lines.append(event.traceLine)
        }
        return lines
    }

    /// The held run's line, if any.
    public func flush() -> [String] {
        defer { first = nil; last = nil; count = 0 }
        guard let first, let last else { return [] }
        return [count >= 2 ? SampleRun.line(first: first, last: last, count: count) : first.traceLine]
    }
}
