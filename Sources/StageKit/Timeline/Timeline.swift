/// Every observable event of a stage, in the order it happened. Regression suites assert on it
/// and snapshot it; `--trace` prints it live through `observer`.
///
/// It also keeps the names scripts gave their components (`labels`): each event recorded for a
/// named source carries its name as `label`, so no component passes it.
///
/// Invariants (`checkInvariants()`, run by the clock after every fired event in debug builds):
/// events are in time order, and their indices count up (by one between consecutive events, gaps
/// only where `clear` forgot). The check reads the last two events: each append is checked then.
///
/// ```swift
/// stage.log("sheet#1", "didPresentView")
/// stage.timeline.events(source: "sheet#1", name: "didPresentView").count   // 1
/// ```
public final class Timeline: InvariantChecking {
    public private(set) var events: [TimelineEvent] = []
    /// Called with each event as it is recorded (the CLI's `--trace`).
    public var observer: ((TimelineEvent) -> Void)?
    private var recorded = 0
    /// Where the events' bytes are charged (the stage's); none: not counted. A constant, so a
    /// charge (one per event) needs no retain of it.
    /// Bytes charged for the events: each one's fields buffer, and the array's capacity twice (the buffers it outgrew
    /// add up to at most one more, and the allocator may keep them
    /// resident after they are freed).
    @exclusivity(unchecked) private var charged = 0
    @exclusivity(unchecked) private var chargedCapacity = 0

    public let memory: EngineMemory?

    /// The components' names by source (`setLabel`). Kept by `clear` (the sources live on), and
    /// read for every event recorded only when a source has a name.
    @exclusivity(unchecked) public private(set) var labels = SourceLabels()
    /// Bytes charged for `labels` (as the components' strings).
    private var labelBytes = 0

    public init(memory: EngineMemory? = nil) { self.memory = memory }

    deinit {
        memory?.release(charged, for: .events)
        memory?.release(labelBytes, for: .components)
    }

    /// Names `source`: its events from now on carry `label`. `Stage.makeSource(kind:label:)`
    /// calls this once, before the component can log anything. The name is charged to the stage's
    /// memory with the component's other strings (a script's name may be long).
    public func setLabel(_ label: String, for source: String) {
        labels.set(label, for: source)
        // An entry of the map (two strings inline: 32 bytes) and the strings' own storage.
        let bytes = EngineMemory.sum(
            Self.labelEntryBytes, EngineMemory.sum(EngineMemory.string(label), EngineMemory.string(source)))
        memory?.charge(bytes, for: .components)
        labelBytes = EngineMemory.sum(labelBytes, bytes)
    }

    /// Forgets `source`'s name: `Stage.givingBackSources` gives a failed constructor's source
    /// back before it logged anything. (The bytes stay charged: a rare failure, not worth a
    /// ledger per name.)
    public func removeLabel(for source: String) {
        labels.remove(source)
    }

    /// What one name costs besides its strings: its slot in the map's buckets, with slack.
    static let labelEntryBytes = 64

    /// Appends an event.
    public func record(t: SimTime, source: String, name: String, fields: [EventField] = []) {
        let e = TimelineEvent(t: t, source: source, name: name, fields: fields, index: recorded, label: labels[source])
        recorded += 1
        // The observer (--trace) reads the stored event: no second copy of it when there is none.
        if let observer {
            events.append(e)
            charge(fields)
            observer(e)
        } else {
            events.append(consume e)
            charge(fields)
        }
    }

    /// Charges one recorded event: never refused (the event is kept; the host raises its limit
    /// once the engine call returns). Events are never dropped to make room.
    @inline(__always)
    private func charge(_ fields: [EventField]) {
        guard let memory else { return }
        var bytes = TimelineEvent.heapBytes(fields: fields)
        if events.capacity != chargedCapacity {
            let stride = MemoryLayout<TimelineEvent>.stride
            let growth =
                EngineMemory.array(capacity: events.capacity, stride: stride)
                - EngineMemory.array(capacity: chargedCapacity, stride: stride)
            bytes = EngineMemory.sum(bytes, EngineMemory.product(2, growth))
            chargedCapacity = events.capacity
        }
        charged = EngineMemory.sum(charged, bytes)
        memory.charge(bytes, for: .events)
    }

    /// Events matching every given criterion, in order. `source` is a source or a component's
    /// name (`SourceLabels.matches`); `from`/`to` are inclusive.
    public func events(
        source: String? = nil, name: String? = nil, from: SimTime? = nil, to: SimTime? = nil
    ) -> [TimelineEvent] {
        events.filter { e in
            (source.map { e.isFrom($0) } ?? true) && (name == nil || e.name == name)
                && (from.map { e.t >= $0 } ?? true) && (to.map { e.t <= $0 } ?? true)
        }
    }

    /// Names of the events of one source (or of the component named `source`), in order (handy
    /// in assertions).
    public func names(source: String) -> [String] {
        events.lazy.filter { $0.isFrom(source) }.map(\.name)
    }

    /// Forgets the events recorded so far (indices keep counting); their memory is released.
    public func clear() {
        events.removeAll()
        memory?.release(charged, for: .events)
        charged = 0
        chargedCapacity = 0
    }

    /// Bytes charged for the events now (tests).
    public var chargedBytes: Int { charged }

    /// All events as trace lines.
    public var text: String { events.map(\.traceLine).joined(separator: "\n") }

    public func checkInvariants() throws(InvariantBroken) {
        guard let last = events.last else { return }
        try InvariantBroken.check(last.index == recorded - 1, "indices out of step")
        guard events.count >= 2 else { return }
        let before = events[events.count - 2]
        try InvariantBroken.check(
            before.t <= last.t, "\(last.source) \(last.name) at \(last.t) recorded after an event at \(before.t)")
        try InvariantBroken.check(before.index < last.index, "indices go back")
    }
}
