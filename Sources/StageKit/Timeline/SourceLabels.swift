/// The names a script gave its components (`stage.popup{ name = "rate" }`), by timeline source,
/// and the one form every output shows a named source in: `popup#1 "rate"`.
///
/// The source comes first so that lines, rows and messages still start with what the engine
/// calls the component (greps and sorts by `popup#1` keep working), and the name is quoted the
/// way trace lines quote strings, so a name with spaces reads as one thing. An unnamed source
/// shows exactly as before: names change no output of a script that gives none.
///
/// A label is given once, when its source is made (`Stage.makeSource(kind:label:)`), and never
/// changes: every event of a source carries the same one, so the history never disagrees with
/// itself about what `popup#1` was called.
///
/// ```swift
/// var labels = SourceLabels()
/// labels.set("rate", for: "popup#1")
/// labels.labeled("popup#1")   // popup#1 "rate"
/// labels.labeled("popup#2")   // popup#2
/// SourceLabels.matches("rate", source: "popup#1", label: "rate")   // true
/// ```
public struct SourceLabels: Sendable {
    private var bySource: [String: String] = [:]

    public init() {}

    /// True while no source has a name (the timeline then looks nothing up per event).
    public var isEmpty: Bool { bySource.isEmpty }
    public var count: Int { bySource.count }

    /// The name given to `source`, if any.
    public subscript(source: String) -> String? {
        bySource.isEmpty ? nil : bySource[source]
    }

    /// Names `source` (a later call for the same source replaces the name: sources are made once,
    /// so that only happens in tests).
    public mutating func set(_ label: String, for source: String) {
        bySource[source] = label
    }

    /// Forgets `source`'s name (a source given back by a constructor that failed).
    public mutating func remove(_ source: String) {
        bySource[source] = nil
    }

    /// How outputs show `source`: `popup#1 "rate"`, or `popup#1` when it has no name.
    public func labeled(_ source: String) -> String { Self.labeled(source, self[source]) }

    /// `popup#1 "rate"` for a source and its label; the source alone when the label is nil.
    public static func labeled(_ source: String, _ label: String?) -> String {
        guard let label else { return source }
        return source + " \"" + label + "\""
    }

    /// Whether a source filter (`stage.log.events{ source = }`) picks a source with this label:
    /// a filter may give either the source or the name, so scripts filter by the name they chose.
    @inlinable
    public static func matches(_ filter: String, source: String, label: String?) -> Bool {
        filter == source || (label != nil && filter == label)
    }
}
