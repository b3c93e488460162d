/// Every observable event of a stage, in the order it happened. Regression suites assert on it
/// and snapshot it; `--trace` prints it live through `observer`.
///
/// Invariants (checked as each event is recorded, debug builds): events are in time order, and
/// their indices count up (by one between consecutive events, gaps only where `clear` forgot).
///
/// ```swift
/// stage.log("sheet#1", "didPresentView")
/// stage.timeline.events(source: "sheet#1", name: "didPresentView").count   // 1
/// ```
public final class Timeline {
    public private(set) var events: [TimelineEvent] = []
    /// Called with each event as it is recorded (the CLI's `--trace`).
    public var observer: ((TimelineEvent) -> Void)?
    private var recorded = 0

    public init() {}

    /// Appends an event.
    public func record(t: SimTime, source: String, name: String, fields: [EventField] = []) {
        let e = TimelineEvent(t: t, source: source, name: name, fields: fields, index: recorded)
        #if DEBUG
        if let last = events.last {
            assert(last.t <= t, "Timeline: \(source) \(name) at \(t) recorded after an event at \(last.t)")
            assert(last.index == recorded - 1, "Timeline: indices out of step")
        }
        #endif
        recorded += 1
        // The observer (--trace) reads the stored event: no second copy of it when there is none.
        if let observer {
            events.append(e)
            observer(e)
        } else {
            events.append(consume e)
        }
    }

    /// Events matching every given criterion, in order. `from`/`to` are inclusive.
    public func events(source: String? = nil, name: String? = nil, from: SimTime? = nil, to: SimTime? = nil) -> [TimelineEvent] {
        events.filter { e in
            (source == nil || e.source == source) && (name == nil || e.name == name)
                && (from.map { e.t >= $0 } ?? true) && (to.map { e.t <= $0 } ?? true)
        }
    }

    /// Names of the events of one source, in order (handy in assertions).
    public func names(source: String) -> [String] {
        events.lazy.filter { $0.source == source }.map(\.name)
    }

    /// Forgets the events recorded so far (indices keep counting).
    public func clear() { events.removeAll() }

    /// All events as trace lines.
    public var text: String { events.map(\.traceLine).joined(separator: "\n") }
}
