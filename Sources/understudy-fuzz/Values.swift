import LuaBridge

/// Lua expressions for arguments: valid ones synthesized from a parameter's declared type and
/// option keys, and hostile ones (wrong types, other types' objects, module tables, odd numbers,
/// deep, cyclic and shared tables, tables whose metamethods fail).
struct Values {
    let catalogue: Catalogue
    let options: FuzzOptions
    /// Makes callbacks: a function literal whose body is more generated calls.
    var callback: (inout SplitMix, Int) -> String

    static let numbers = [
        "0", "1", "-1", "0.5", "0.25", "0.001", "1e-9", "2", "3", "10", "60", "100", "393", "852",
        "1e9", "1e9 + 1", "-1e9", "1e15", "1e300", "-1e300", "0/0", "1/0", "-1/0", "5e-324", "-5e-324",
        "math.maxinteger", "math.mininteger", "2^53", "2^63", "-0.0", "math.pi", "4e9", "3600", "3601",
        "0.1", "0.3", "0.7", "1.5",
    ]
    static let integers = ["0", "1", "2", "3", "-1", "10", "100", "math.maxinteger", "math.mininteger",
                           "2^31", "2^53", "1e15", "-1e15", "0.5"]
    static let strings = [
        "''", "'x'", "'\\0'", "'\\255\\254'", "'\\n\\t'", "'%'", "'('", "'é✓'", "('x'):rep(1000)",
        "('ab'):rep(50000)", "'nil'", "'true'", "'1'", "'__index'", "'stage'", "'#336699'", "'#FF000080'", "'#zz'",
    ]

    /// A value the declared type accepts (mostly within the documented range).
    func valid(_ type: LuaType, _ rng: inout SplitMix, depth: Int, doc: String = "") -> String {
        switch type {
        case .any: return hostile(&rng, depth: depth)
        case .boolean: return rng.chance(0.5) ? "true" : "false"
        case .number: return number(&rng)
        case .integer: return rng.chance(0.7) ? String(rng.below(20)) : rng.pick(Values.integers)
        case .string:
            // The parameter's own doc names its valid strings ("one of "default", "skype"").
            let own = Catalogue.quoted(in: doc)
            if !own.isEmpty && rng.chance(0.5) { return luaQuoted(rng.pick(own)) }
            return string(&rng)
        case .table: return table(&rng, depth: depth)
        case .function, .callback: return function(&rng, depth: depth)
        case .object(let key): return object(key.name, &rng)
        case .options(let keys): return optionTable(keys, &rng, depth: depth)
        case .oneOf(let ts): return valid(rng.pick(ts), &rng, depth: depth, doc: doc)
        case .enumeration(let names):
            // Mostly a valid name; sometimes a near miss (the typo path with its suggestion).
            guard let name = names.isEmpty ? nil : rng.pick(names) else { return string(&rng) }
            return luaQuoted(rng.chance(0.85) || name.count < 2 ? name : String(name.dropLast()))
        case .nullable(let t): return rng.chance(0.2) ? "nil" : valid(t, &rng, depth: depth, doc: doc)
        case .range(let r): return number(in: r, &rng)
        case .list(let t):
            let n = rng.below(4)
            return "{" + (0..<n).map { _ in valid(t, &rng, depth: depth + 1, doc: doc) }.joined(separator: ", ") + "}"
        case .shape(let shape): return rng.chance(0.9) ? shape.sample : table(&rng, depth: depth)
        case .refined(let t, _): return valid(t, &rng, depth: depth, doc: doc)
        }
    }

    /// A number for a declared range: mostly inside it, sometimes on or just past an edge.
    func number(in r: LuaRange, _ rng: inout SplitMix) -> String {
        let lo = r.min ?? -1000, hi = r.max ?? (r.min ?? 0) + 1000
        switch rng.below(10) {
        case 0: return formatted(lo)
        case 1: return formatted(hi)
        case 2: return rng.chance(0.5) ? formatted(lo - 1) : formatted(hi + 1)
        case 3: return rng.pick(Values.numbers)
        default: return formatted(lo + (hi - lo) * rng.unit())
        }
    }

    /// A value for a parameter: valid, or (with probability `hostility`) anything.
    func argument(_ type: LuaType, _ rng: inout SplitMix, depth: Int, hostility: Double, doc: String = "") -> String {
        rng.chance(hostility) ? hostile(&rng, depth: depth) : valid(type, &rng, depth: depth, doc: doc)
    }

    func number(_ rng: inout SplitMix) -> String {
        // Mostly small: a number is often a duration, and a drag of 400 s records 48,000 samples
        // that every later timeline call walks (slow, not wrong).
        switch rng.below(10) {
        case 0, 1, 2: return rng.pick(Values.numbers)
        case 3: return String(rng.below(400))
        default: return formatted(rng.unit() * (rng.chance(0.9) ? 2 : 1000))
        }
    }

    func formatted(_ d: Double) -> String {
        // Enough digits to be exact; Lua reads Swift's shortest round-trip form.
        "\(d)"
    }

    func string(_ rng: inout SplitMix) -> String {
        // S(): a string some call returned or some property read (titles, sources, names).
        if rng.chance(0.25) { return "H.S()" }
        if !catalogue.strings.isEmpty && rng.chance(0.6) { return luaQuoted(rng.pick(catalogue.strings)) }
        return rng.pick(Values.strings)
    }

    func luaQuoted(_ s: String) -> String { Values.luaQuoted(s) }

    static func luaQuoted(_ s: String) -> String {
        var out = "\""
        for u in s.utf8 {
            switch u {
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 32..<127: out.unicodeScalars.append(Unicode.Scalar(u))
            default: out += "\\\(u)"
            }
        }
        return out + "\""
    }

    func object(_ type: String, _ rng: inout SplitMix) -> String { "P\(luaQuoted(type))" }

    func function(_ rng: inout SplitMix, depth: Int) -> String {
        if depth < options.callbackDepth && rng.chance(0.85) { return callback(&rng, depth + 1) }
        return rng.pick(["function() end", "print", "function(...) return ... end",
                         "coroutine.yield", "function() error('fz callback error') end", "H.nop"])
    }

    /// A plain table: a point, a list, nested, deep, cyclic, shared, or with failing metamethods.
    func table(_ rng: inout SplitMix, depth: Int) -> String {
        if rng.chance(0.3) { return "{ \(number(&rng)), \(number(&rng)) }" }
        if rng.chance(0.1) { return "{ { \(number(&rng)), \(number(&rng)) }, { \(number(&rng)), \(number(&rng)) } }" }
        switch rng.below(16) {
        case 0: return "{}"
        case 1: return "{ \(number(&rng)), \(number(&rng)) }"
        case 2: return "{ x = \(number(&rng)), y = \(number(&rng)) }"
        case 3:
            return
                "{ { \(number(&rng)), \(number(&rng)) }, { \(number(&rng)), \(number(&rng)) }, { \(number(&rng)), "
                    + "\(number(&rng)) } }"
        case 4: return "{ \(string(&rng)), \(string(&rng)) }"
        case 5:
            return
                "{ top = \(number(&rng)), left = \(number(&rng)), bottom = \(number(&rng)), right = \(number(&rng)) }"
        case 6: return "H.deep(\(tableDepth(&rng)))"
        case 7: return "H.cycle()"
        case 8: return options.amplify ? "H.shared(\(rng.pick([4, 12, 18, 24])))" : "H.shared(3)"
        case 9: return "H.trap()"
        case 10: return "H.list(\(rng.pick([10, 1000, 100_000])))"
        case 11: return "{ [true] = 1, [1.5] = 2, [\(string(&rng))] = \(hostile(&rng, depth: depth)) }"
        case 12: return options.amplify ? "H.bigrefs(\(rng.pick([10, 100])))" : "H.bigrefs(2)"
        case 13: return "{ \(hostile(&rng, depth: depth)), \(hostile(&rng, depth: depth)) }"
        case 14: return "{ title = \(string(&rng)), subtitle = \(string(&rng)), image = \(string(&rng)) }"
        default: return "{ \(number(&rng)), \(number(&rng)), \(number(&rng)), \(number(&rng)) }"
        }
    }

    func tableDepth(_ rng: inout SplitMix) -> Int {
        min(options.maxTableDepth, rng.pick([2, 10, 100, 1000, 25_000, 60_000]))
    }

    func optionTable(_ keys: [LuaOption], _ rng: inout SplitMix, depth: Int) -> String {
        var fields: [String] = []
        for k in keys where rng.chance(0.5) {
            fields.append("\(k.name) = \(argument(k.type, &rng, depth: depth, hostility: 0.08, doc: k.doc))")
        }
        if rng.chance(0.05) { fields.append("__bogus = 1") }
        if rng.chance(0.03) { fields.append("[1] = \(number(&rng))") }
        let table = "{ " + fields.joined(separator: ", ") + " }"
        return rng.chance(0.05) ? "H.trapped(\(table))" : table
    }

    /// Anything at all: wrong types, other types' objects, the module tables, stale handles (the
    /// pools keep objects from before resets), the running coroutine.
    func hostile(_ rng: inout SplitMix, depth: Int) -> String {
        switch rng.below(14) {
        case 0: return "nil"
        case 1: return rng.chance(0.5) ? "true" : "false"
        case 2: return number(&rng)
        case 3: return string(&rng)
        case 4: return table(&rng, depth: depth)
        case 5: return function(&rng, depth: depth)
        case 6: return "io.stdout"
        case 7: return "coroutine.create(print)"
        case 8: return "coroutine.running()"
        case 9: return catalogue.modulePaths.isEmpty ? "_G" : rng.pick(catalogue.modulePaths)
        case 10, 11: return catalogue.types.isEmpty ? "nil" : object(rng.pick(catalogue.types).name, &rng)
        case 12: return "H.any()"
        default:
            return
                "setmetatable({}, { __tostring = function() error('fz tostring') end, __index = function() error('fz "
                    + "index') end })"
        }
    }
}
