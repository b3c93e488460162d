#if canImport(Glibc)
import Glibc
#endif
import LuaBridge

/// Lua expressions the declared type accepts, always: the arguments of valid-by-construction
/// steps. Unlike `Values.valid` (which mixes in near misses, edges and hostile values), every
/// value here passes the binding's own checks: enumerations are exact names, ranges are inside
/// their bounds, option tables carry their required keys and few others, shapes have their
/// fields, objects are live ones from their type's pool. What a declaration leaves open is read from its
/// doc: "1-based" indices are 1...3 (receivers are prepared with three rows, actions, tabs), and
/// "(8 to 400)" bounds a plain number.
struct ValidValues {
    let catalogue: Catalogue
    /// Only what a call cannot go without: required option keys, one list element, never nil.
    /// Receivers are made this way, so that they have the declared defaults.
    var minimal = false
    /// Makes a re-entrant callback for a declared callback type (`Reentry.swift`); nil: every
    /// function argument is `H.rec`, which records what the engine passes and returns nothing.
    var callback: ((inout SplitMix, LuaCallback) -> String)? = nil

    func value(_ type: LuaType, _ rng: inout SplitMix, doc: String = "") -> String {
        switch type {
        case .any: return string(&rng, doc: doc)
        case .boolean: return rng.chance(0.5) ? "true" : "false"
        case .number: return number(&rng, doc: doc, integer: false)
        case .integer: return number(&rng, doc: doc, integer: true)
        case .string: return string(&rng, doc: doc)
        case .table: return table(&rng, doc: doc)
        // A callback that re-enters the API, or `H.rec`: it records what the engine passes
        // (rows, actions, popups) into the pools and returns nothing.
        case .function:
            if let make = callback, rng.chance(0.6) { return make(&rng, LuaCallback()) }
            return "H.rec"
        case .callback(let cb):
            if let make = callback, rng.chance(0.6) { return make(&rng, cb) }
            return "H.rec"
        // A live one: the pools keep handles from before resets, which every call refuses.
        case .object(let key): return "H.live\(quoted(key.name))"
        case .options(let keys): return options(keys, &rng)
        case .oneOf(let ts):
            // "number or SwipeRow": mostly the plain value; a pooled object tends to belong to
            // another table or sheet.
            let plain = ts.filter { if case .object = $0 { return false } else { return true } }
            return value(rng.pick(!plain.isEmpty && rng.chance(0.85) ? plain : ts), &rng, doc: doc)
        case .enumeration(let names): return names.isEmpty ? string(&rng, doc: doc) : quoted(rng.pick(names))
        case .nullable(let t): return !minimal && rng.chance(0.15) ? "nil" : value(t, &rng, doc: doc)
        case .range(let r): return number(in: r, &rng)
        case .list(let t):
            let n = minimal ? 1 : rng.below(4)
            return "{" + (0..<n).map { _ in value(t, &rng, doc: doc) }.joined(separator: ", ") + "}"
        case .shape(let s): return shape(s, &rng)
        case .refined(let t, let refinement):
            // The refinement's name says what it adds: "seconds" (finite, >= 0), or the strings
            // it also accepts (`color or "clear"`).
            if case .number = t { return smallNumber(&rng) }
            let named = Catalogue.quoted(in: refinement.name)
            if !named.isEmpty && rng.chance(0.3) { return quoted(rng.pick(named)) }
            if refinement.name.hasPrefix("color") { return shape(.color, &rng) }
            return value(t, &rng, doc: doc)
        }
    }

    /// An option table: the required keys, a few others (none when minimal), and `overrides`
    /// (key, Lua expression) from the state recipes.
    func options(_ keys: [LuaOption], overrides: [(key: String, value: String)] = [], _ rng: inout SplitMix) -> String {
        // About three optional keys per table: fifty valid keys together still tend to
        // contradict each other (a tweetbot sheet with a header).
        let p = minimal ? 0 : min(0.5, 3 / Double(max(keys.count, 1)))
        var fields: [String] = []
        for k in keys where !overrides.contains(where: { $0.key == k.name }) {
            if k.required || rng.chance(p) { fields.append("\(k.name) = \(value(k.type, &rng, doc: k.doc))") }
        }
        for o in overrides { fields.append("\(o.key) = \(o.value)") }
        let table = "{ " + fields.joined(separator: ", ") + " }"
        // Now and then with raising metamethods: read raw, the call succeeds all the same.
        return !minimal && rng.chance(0.08) ? "H.trapped(\(table))" : table
    }

    /// A number for a plain `number` or `integer`: a doc's "(A to B)", a "1-based" index, or
    /// mostly small (a number is often a duration, and a 400-s drag records 48,000 samples).
    func number(_ rng: inout SplitMix, doc: String, integer: Bool) -> String {
        if let (lo, hi) = ValidValues.docRange(doc) {
            return number(in: LuaRange(min: lo, max: hi), &rng, integer: integer)
        }
        // Row 1 most often: the state recipes open row 1 (a tap on its actions needs it open).
        if doc.contains("1-based") { return rng.chance(0.5) ? "1" : String(1 + rng.below(3)) }
        if integer { return String(rng.below(4)) }
        // Screen points either way (a travel, a scroll, a tap), or a short duration.
        switch rng.below(10) {
        case 0: return String(rng.below(400))
        case 1, 2: return formatted((rng.unit() - 0.5) * 600)
        default: return smallNumber(&rng)
        }
    }

    func smallNumber(_ rng: inout SplitMix) -> String {
        rng.chance(0.3) ? rng.pick(["0", "0.1", "0.25", "0.5", "1"]) : formatted(rng.unit())
    }

    /// Inside the range: mostly near its low end (counts, durations, sizes are small), sometimes
    /// on a bound or anywhere (log-uniformly over wide ranges: a table of 250,000 rows is valid
    /// but slow). Whole numbers when the bounds are (a count is).
    func number(in r: LuaRange, _ rng: inout SplitMix, integer: Bool = false) -> String {
        let lo = r.min ?? (r.max.map { $0 - 300 } ?? -300)
        let hi = r.max ?? lo + 1000
        let span = hi - lo
        var x: Double
        switch rng.below(20) {
        case 0, 1: x = lo
        case 2, 3: x = hi
        case 4, 5, 6:
            x = span > 1000 ? lo + pow(10, rng.unit() * log10(span)) : lo + rng.unit() * span
        default: x = lo + rng.unit() * min(span, 10)
        }
        if integer || (lo == lo.rounded() && hi == hi.rounded() && span >= 3 && rng.chance(0.5)) {
            x = x.rounded(.down)
            if x < lo { x = lo.rounded(.up) }
        }
        if r.minExclusive && x <= lo { x = lo + min(0.5, span / 2) }
        return formatted(min(max(x, lo), hi))
    }

    func string(_ rng: inout SplitMix, doc: String) -> String {
        // The parameter's own doc names its valid strings ("one of "default", "skype"").
        let own = Catalogue.quoted(in: doc)
        if !own.isEmpty && rng.chance(0.6) { return quoted(rng.pick(own)) }
        if rng.chance(0.2) { return "H.S()" }
        // The titles prepared receivers have ("Two", "Flag"): a tap by title can hit.
        if rng.chance(0.25) { return quoted(rng.pick(StateRecipes.strings)) }
        if !catalogue.strings.isEmpty { return quoted(rng.pick(catalogue.strings)) }
        return "'x'"
    }

    /// A plain `table`: what its doc says ("a list of points", "start point {x, y}"), else a
    /// point or an empty table (the API's other plain tables take option-like keys).
    func table(_ rng: inout SplitMix, doc: String) -> String {
        let point = "{ \(coordinate(&rng, 393)), \(coordinate(&rng, 852)) }"
        if doc.contains("list of points") { return "{ \(point), \(shape(.point, &rng)) }" }
        if doc.contains("point") || doc.contains("{x, y}") { return point }
        return rng.chance(0.7) ? point : "{}"
    }

    /// Values of the stage's shapes, on the default 393 x 852 screen.
    func shape(_ s: LuaShape, _ rng: inout SplitMix) -> String {
        switch s {
        case .point:
            return "{ x = \(coordinate(&rng, 393)), y = \(coordinate(&rng, 852)) }"
        case .size:
            return "{ width = \(1 + rng.below(393)), height = \(1 + rng.below(400)) }"
        case .rect:
            let x = rng.below(200), y = rng.below(600)
            return "{ x = \(x), y = \(y), width = \(1 + rng.below(393 - x)), height = \(1 + rng.below(852 - y)) }"
        case .insets:
            return
                "{ top = \(rng.below(60)), left = \(rng.below(20)), bottom = \(rng.below(40)), right = "
                    + "\(rng.below(20)) }"
        case .color:
            return quoted(rng.pick(["#000000", "#336699", "#FF000080", "#ffffff", "#00000000"]))
        }
    }

    func coordinate(_ rng: inout SplitMix, _ extent: Int) -> String {
        rng.chance(0.7) ? String(rng.below(extent)) : formatted(rng.unit() * Double(extent))
    }

    /// "(0 to 1e9)", "(8 to 400)" in a doc: the bounds of a plain number.
    static func docRange(_ doc: String) -> (Double, Double)? {
        let words = doc.split(whereSeparator: { " ()".contains($0) }).map(String.init)
        guard words.count >= 3 else { return nil }
        for i in 1..<(words.count - 1) where words[i] == "to" {
            if let lo = Double(words[i - 1]), let hi = Double(words[i + 1]), lo <= hi { return (lo, hi) }
        }
        return nil
    }

    func formatted(_ d: Double) -> String { "\(d)" }

    func quoted(_ s: String) -> String { Values.luaQuoted(s) }
}
