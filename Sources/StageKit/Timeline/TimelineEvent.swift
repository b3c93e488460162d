/// One observable thing the engine did: `{t, source, name, fields}`. `source` is `"<kind>#<n>"`
/// (`sheet#1`, `popup#3`), `"clock"` or `"screen"`; `name` is the modeled library's callback name
/// with a lower-case first letter and no `on` prefix (`didPresentView`, `willPop`, `tap`).
/// `label` is the name the script gave the source's component (`stage.popup{ name = "rate" }`),
/// nil for unnamed ones: a property of its own rather than a field, because it says which
/// component logged the event, not what happened, and fields are the library's values.
///
/// ```swift
/// event.traceLine   // [  0.300] sheet#1 didPresentView
/// labeled.traceLine // [  0.000] popup#1 "rate" willPop
/// ```
public struct TimelineEvent: Hashable, Sendable, CustomStringConvertible {
    public var t: SimTime
    public var source: String
    public var name: String
    public var fields: [EventField]
    /// Position in the timeline since the stage was reset (0-based, never reused after clear).
    public var index: Int
    /// The source's name (`SourceLabels`), or nil.
    public var label: String?

    public init(
        t: SimTime, source: String, name: String, fields: [EventField] = [], index: Int = 0, label: String? = nil
    ) {
        self.t = t
        self.source = source
        self.name = name
        self.fields = fields
        self.index = index
        self.label = label
    }

    /// The heap bytes an event with these fields holds besides its slot in the timeline's array:
    /// the fields' buffer. The strings in it are the engine's own (a component's title or
    /// source, a state's name: shared storage, counted by their owner) or literals, so they are
    /// not counted again; the values are not even read (this runs for every event recorded).
    @inline(__always)
    public static func heapBytes(fields: [EventField]) -> Int {
        EngineMemory.array(capacity: fields.capacity, stride: MemoryLayout<EventField>.stride)
    }

    /// The value of a field, if present.
    public subscript(key: String) -> EventValue? {
        fields.first { $0.key == key }?.value
    }

    /// Whether a source filter (`stage.log.events{ source = }`) picks this event: its source,
    /// its component's name (`SourceLabels.matches`), or for a clock timer's firing the timer's
    /// name (`stage.clock.after(1, fn, { name = "tick" })` logs `clock timer timer="tick"`).
    public func isFrom(_ filter: String) -> Bool {
        if SourceLabels.matches(filter, source: source, label: label) { return true }
        return source == "clock" && name == "timer" && self["timer"] == .string(filter)
    }

    /// `[  0.300] sheet#1 didPresentView title="Delete"` — what `--trace` and `stage.log.print()`
    /// show; a named source as `sheet#1 "share"`.
    public var traceLine: String {
        var line =
            "[" + Fmt.padLeft(Fmt.fixed(t.seconds, 3), 7) + "] " + SourceLabels.labeled(source, label) + " " + name
        for f in fields { line += " " + f.key + "=" + f.value.description }
        return line
    }

    public var description: String { traceLine }
}
