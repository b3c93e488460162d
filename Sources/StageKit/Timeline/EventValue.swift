/// A field value of a timeline event. Only plain data, so events compare, print and convert to
/// Lua deterministically.
///
/// ```swift
/// let fields: KeyValuePairs<String, EventValue> = ["title": "Delete", "index": 2, "animated": true]
/// ```
public enum EventValue: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case list([EventValue])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// How trace lines and `stage.log.print()` show the value: strings quoted, numbers compact.
    public var description: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .number(let d): return Fmt.trimmed(d, 3)
        case .string(let s): return "\"" + s + "\""
        case .point(let p): return "{x=\(Fmt.trimmed(p.x, 3)), y=\(Fmt.trimmed(p.y, 3))}"
        case .size(let s): return "{width=\(Fmt.trimmed(s.width, 3)), height=\(Fmt.trimmed(s.height, 3))}"
        case .rect(let r):
            return
                "{x=\(Fmt.trimmed(r.x, 3)), y=\(Fmt.trimmed(r.y, 3)), width=\(Fmt.trimmed(r.width, 3)), "
                    + "height=\(Fmt.trimmed(r.height, 3))}"
        case .list(let l): return "{" + l.map(\.description).joined(separator: ", ") + "}"
        }
    }
}

/// One named field of an event (fields keep the order the engine gave them).
public struct EventField: Hashable, Sendable {
    public var key: String
    public var value: EventValue
    public init(_ key: String, _ value: EventValue) {
        self.key = key
        self.value = value
    }
}
