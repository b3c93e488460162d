/// One observable thing the engine did: `{t, source, name, fields}`. `source` is `"<kind>#<n>"`
/// (`sheet#1`, `popup#3`), `"clock"` or `"screen"`; `name` is the modeled library's callback name
/// with a lower-case first letter and no `on` prefix (`didPresentView`, `willPop`, `tap`).
///
/// ```swift
/// event.traceLine   // [  0.300] sheet#1 didPresentView
/// ```
public struct TimelineEvent: Hashable, Sendable, CustomStringConvertible {
    public var t: SimTime
    public var source: String
    public var name: String
    public var fields: [EventField]
    /// Position in the timeline since the stage was reset (0-based, never reused after clear).
    public var index: Int

    public init(t: SimTime, source: String, name: String, fields: [EventField] = [], index: Int = 0) {
        self.t = t
        self.source = source
        self.name = name
        self.fields = fields
        self.index = index
    }

    /// The heap bytes an event with these fields holds besides its slot in the timeline's array:
    /// the fields' buffer and the strings it keeps (an over-estimate: a string shared with the
    /// component that logged it counts again).
    public static func heapBytes(fields: [EventField]) -> Int {
        guard !fields.isEmpty else { return 0 }
        var bytes = EngineMemory.array(capacity: fields.count, stride: MemoryLayout<EventField>.stride)
        for f in fields { bytes = EngineMemory.sum(bytes, EngineMemory.sum(EngineMemory.string(f.key), f.value.heapBytes)) }
        return bytes
    }

    /// The value of a field, if present.
    public subscript(key: String) -> EventValue? {
        fields.first { $0.key == key }?.value
    }

    /// `[  0.300] sheet#1 didPresentView title="Delete"` — what `--trace` and `stage.log.print()` show.
    public var traceLine: String {
        var line = "[" + Fmt.padLeft(Fmt.fixed(t.seconds, 3), 7) + "] " + source + " " + name
        for f in fields { line += " " + f.key + "=" + f.value.description }
        return line
    }

    public var description: String { traceLine }
}
