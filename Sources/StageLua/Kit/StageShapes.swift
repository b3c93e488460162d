import LuaBridge
import StageKit

// The stage's value shapes as Lua tables (`LuaShape`): coordinates are compact numbers.
extension Rect: LuaPushable {
    public func push(to s: LuaStack) { s.pushNumbers(["x": x, "y": y, "width": width, "height": height]) }
}
extension Point: LuaPushable {
    public func push(to s: LuaStack) { s.pushNumbers(["x": x, "y": y]) }
}
extension Size: LuaPushable {
    public func push(to s: LuaStack) { s.pushNumbers(["width": width, "height": height]) }
}
extension EdgeInsets: LuaPushable {
    public func push(to s: LuaStack) { s.pushNumbers(["top": top, "left": left, "bottom": bottom, "right": right]) }
}
extension EventValue: LuaPushable {
    public func push(to s: LuaStack) {
        switch self {
        case .bool(let b): s.push(b)
        case .integer(let i): s.push(i)
        case .number(let d): s.push(compact: d)
        case .string(let v): s.push(v)
        case .point(let p): p.push(to: s)
        case .size(let v): v.push(to: s)
        case .rect(let r): r.push(to: s)
        case .list(let l): s.pushList(l) { $0.push(to: s) }
        }
    }
}
extension TimelineEvent: LuaPushable {
    public func push(to s: LuaStack) {
        s.pushTable(fields: tableFields) { fill($0) }
    }

    var tableFields: Int { 3 + fields.count + (label == nil ? 0 : 1) }

    /// `{t=, source=, label=, name=, <fields>...}` (`label` only for a named component's events).
    func fill(_ w: LuaTableWriter) {
        for f in fields { w.set(f.key, f.value) }
        w.set("t", t.seconds)
        w.set("source", source)
        if let label { w.set("label", label) }
        w.set("name", name)
    }
}

extension SampleRun.Entry: LuaPushable {
    /// An event as itself; a run of samples as its first event with `count =` and `last =` (the
    /// last sample's table).
    public func push(to s: LuaStack) {
        switch self {
        case .event(let e): e.push(to: s)
        case .run(let first, let last, let count):
            s.pushTable(fields: first.tableFields + 2) { w in
                first.fill(w)
                w.set("count", count)
                w.set("last", last)
            }
        }
    }
}

extension LuaSlot {
    /// A point: `{x, y}` or `{x =, y =}` (numbers); nil when the value is not such a table.
    public var point: Point? {
        guard let o = options else { return nil }
        if let x = o.number(at: 1), let y = o.number(at: 2) { return Point(x: x, y: y) }
        if let x = o.number("x"), let y = o.number("y") { return Point(x: x, y: y) }
        return nil
    }
    /// A checked size `{width =, height =}` (missing numbers read as 0).
    public var size: Size? { options.map { Size(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) } }
    /// A checked rect `{x =, y =, width =, height =}` (missing numbers read as 0).
    public var rect: Rect? {
        options.map {
            Rect(
                x: $0.number("x") ?? 0, y: $0.number("y") ?? 0, width: $0.number("width") ?? 0,
                height: $0.number("height") ?? 0)
        }
    }
    /// A checked color string (`StageTypes.color`): `#RRGGBB`/`#RRGGBBAA` or a UIKit name.
    public var color: Color? { string.flatMap(Color.init(lua:)) }
}

extension LuaOptions {
    /// A point option: `{x, y}` or `{x =, y =}`; nil when absent or malformed.
    public func point(_ key: String) -> Point? { field(key) { $0.point } }

    /// A list-of-points option (`path = {{x, y}, ...}`), read point by point (two numbers each,
    /// never the whole table) and charged to the standard value bounds. The error message fits
    /// `argError` ("option 'path[2]': point {x, y} expected").
    public func points(_ key: String) -> Result<[Point], StageReadError> {
        let read = field(key) { v in v.kind == .table ? StagePoints.readList(v) : nil }
        return (read ?? .failure(StageReadError("': list of points expected"))).mapError {
            StageReadError("option '\(key)\($0.message)")
        }
    }
}
