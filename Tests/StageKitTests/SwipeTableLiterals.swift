@testable import StageKit

/// Swift source for the swipe transition table's values: a failing row prints what to compare it
/// with in the table's own syntax.
enum SwipeTableLiterals {
    typealias T = SwipeTransitionTableTests

    static func expected(_ e: T.Expected) -> String {
        switch e {
        case .moved(let r, let fx): return ".moved(\(row(r)), [\(fx.map(effect).joined(separator: ", "))])"
        case .ignored: return ".ignored"
        case .refused(let m): return ".refused(\(string(m)))"
        }
    }

    static func row(_ r: T.Row) -> String {
        var parts = [".\(r.state.rawValue)"]
        if let side = r.side { parts.append("side: .\(side.rawValue)") }
        if r.offset != 0 { parts.append("offset: \(number(r.offset))") }
        if let p = r.pending { parts.append("pending: \(completion(p))") }
        if r.pan { parts.append("pan: true") }
        if r.expanded { parts.append("expanded: true") }
        if r.fill != .none { parts.append("fill: \(fill(r.fill))") }
        if r.fulfillable { parts.append("fulfillable: true") }
        if let o = r.opening {
            let offset = abs(o.offset) == .greatestFiniteMagnitude ? (o.offset < 0 ? "-.greatestFiniteMagnitude" : ".greatestFiniteMagnitude") : number(o.offset)
            parts.append("opening: SwipeOpening(offset: \(offset), animated: \(o.animated), completion: \(o.completion))")
        }
        if r.leftover { parts.append("leftover: true") }
        return "Row(" + parts.joined(separator: ", ") + ")"
    }

    static func effect(_ e: SwipeMachine.Effect) -> String {
        switch e {
        case .willBeginEditing(let o): return ".willBeginEditing(.\(o.rawValue))"
        case .didEndEditing(let o): return ".didEndEditing(.\(o.rawValue))"
        case .expansion(let x, let h): return ".expansion(expanded: \(x), haptic: \(h))"
        case .schedule(let d): return ".schedule(after: \(duration(d)))"
        case .cancelSchedule: return ".cancelSchedule"
        case .hideOthers: return ".hideOthers"
        case .fill(let k): return ".fill(action: \(k))"
        case .runHandler(let k): return ".runHandler(action: \(k))"
        case .autoFulfill(let s): return ".autoFulfill(.\(s.rawValue))"
        case .fulfilled(let s): return ".fulfilled(.\(s.rawValue))"
        case .deleteRow: return ".deleteRow"
        case .runCompletion(let f): return ".runCompletion(finished: \(f))"
        case .finishSetOffset: return ".finishSetOffset"
        case .finishFulfill(let s, let t, let o): return ".finishFulfill(.\(s.rawValue), timing: .\(t.rawValue), fillOffset: \(number(o)))"
        }
    }

    static func completion(_ c: SwipeCompletion) -> String {
        switch c {
        case .resetIfCenter: return ".resetIfCenter"
        case .hideFinished(let c): return ".hideFinished(completion: \(c))"
        case .fillFinished: return ".fillFinished"
        case .setOffsetFinished(let c): return ".setOffsetFinished(completion: \(c))"
        case .deleteFinished: return ".deleteFinished"
        }
    }

    static func fill(_ f: SwipeFill) -> String {
        switch f {
        case .none: return ".none"
        case .deleting: return ".deleting"
        case .filling(0, let o) where shorthand(o) != nil:
            return ".\(shorthand(o) ?? "")"
        case .filling(let k, let o):
            let opts = o.autoFulFillmentStyle.map { ".automatic(.\($0.rawValue), timing: .\(o.timing.rawValue))" }
                ?? ".manual(timing: .\(o.timing.rawValue))"
            return ".filling(action: \(k), options: \(opts))"
        }
    }

    /// The name of the first action's fill with these options (`SwipeFill.withDelete`, ...).
    static func shorthand(_ o: SwipeExpansionStyle.FillOptions) -> String? {
        let auto: String
        switch o.autoFulFillmentStyle {
        case .delete?: auto = "Delete"
        case .reset?: auto = "Reset"
        case nil: auto = "Manual"
        }
        return o.timing.rawValue + auto
    }

    /// Whole numbers without a fraction; others as Swift prints them (they round-trip).
    static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : "\(x)"
    }

    /// Seconds with up to nine decimals (a whole number of nanoseconds round-trips).
    static func duration(_ d: SimDuration) -> String {
        let ns = d.nanoseconds
        let whole = ns / 1_000_000_000, frac = ns % 1_000_000_000
        guard frac != 0 else { return "\(whole)" }
        var f = String(frac)
        f = String(repeating: "0", count: 9 - f.count) + f
        while f.hasSuffix("0") { f.removeLast() }
        return "\(whole).\(f)"
    }

    static func string(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension SwipeFill {
    /// The first action's fill, by timing and fulfilment (the table's shorthand).
    static let withDelete = SwipeFill.filling(action: 0, options: .automatic(.delete, timing: .with))
    static let withManual = SwipeFill.filling(action: 0, options: .manual(timing: .with))
    static let withReset = SwipeFill.filling(action: 0, options: .automatic(.reset, timing: .with))
    static let afterDelete = SwipeFill.filling(action: 0, options: .automatic(.delete, timing: .after))
    static let afterManual = SwipeFill.filling(action: 0, options: .manual(timing: .after))
    static let afterReset = SwipeFill.filling(action: 0, options: .automatic(.reset, timing: .after))
}
