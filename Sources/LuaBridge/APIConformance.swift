import CLua

/// Generates, from the registry's declarations, a Lua call for every registered function,
/// method and property setter with each wrong type for each argument, and the exact error each
/// must raise. A test runs them all: the declarations and the checks can never drift apart.
///
/// ```swift
/// for c in APIConformance.wrongTypeCases(modules: lua.installedModules, types: lua.installedTypes,
///                                        samples: [CounterAPI.counter: "counters.new()"]) {
///     // run c.code; expect an error whose message ends with c.expectedMessage
/// }
/// ```
public enum APIConformance {
    public struct Case: Sendable, CustomStringConvertible {
        /// A Lua chunk that makes the call.
        public var code: String
        /// The message the call must raise (without the "chunk:line: " position prefix).
        public var expectedMessage: String
        /// "stage.clock.advance", "Counter:inc", "Counter.step=".
        public var target: String

        public var description: String { "\(target): \(code)" }
    }

    /// A wrong value: a Lua expression and the type name a message gives it.
    struct WrongValue {
        let expression: String
        let typeName: String
        let luaType: Int32
    }

    static let palette: [WrongValue] = [
        WrongValue(expression: "nil", typeName: "nil", luaType: LUA_TNIL),
        WrongValue(expression: "true", typeName: "boolean", luaType: LUA_TBOOLEAN),
        WrongValue(expression: "42", typeName: "number", luaType: LUA_TNUMBER),
        WrongValue(expression: "'text'", typeName: "string", luaType: LUA_TSTRING),
        WrongValue(expression: "{}", typeName: "table", luaType: LUA_TTABLE),
        WrongValue(expression: "print", typeName: "function", luaType: LUA_TFUNCTION),
        WrongValue(expression: "io.stdout", typeName: "FILE*", luaType: LUA_TUSERDATA),
        WrongValue(expression: "coroutine.create(print)", typeName: "thread", luaType: LUA_TTHREAD),
    ]

    /// `samples` gives, for each userdata type, a Lua expression that makes a live instance
    /// (needed for `self` and for valid object arguments); functions needing a type without a
    /// sample are skipped.
    public static func wrongTypeCases(modules: [LuaModuleDecl], types: [LuaTypeDecl],
                                      samples: [LuaTypeKey: String]) -> [Case] {
        var cases: [Case] = []
        for m in modules {
            for f in m.functions {
                cases += casesFor(params: f.params, samples: samples) { args in
                    "\(m.path).\(f.name)(\(args))"
                }.map { Case(code: $0.0, expectedMessage: message(f.name, $0.1, $0.2), target: "\(m.path).\(f.name)") }
            }
        }
        for t in types {
            guard let sample = samples[t.key] else { continue }
            for f in t.methods {
                cases += casesFor(params: f.params, samples: samples) { args in
                    "local self = \(sample)\nself:\(f.name)(\(args))"
                }.map { Case(code: $0.0, expectedMessage: message(f.name, $0.1, $0.2), target: "\(t.name):\(f.name)") }
            }
            for p in t.properties where p.set != nil {
                // A setter that words its own content refusals is probed for its Lua type only.
                let type = p.setterChecksContent ? LuaState.unrefined(p.type) : p.type
                for w in wrongValues(for: type, optional: false, samples: samples) {
                    cases.append(Case(code: "local self = \(sample)\nself.\(p.name) = \(w.expression)",
                                      expectedMessage: "bad value for field '\(p.name)' of \(t.name) (\(w.message))",
                                      target: "\(t.name).\(p.name)="))
                }
            }
        }
        return cases
    }

    /// The message without its "chunk:line: " prefix.
    public static func withoutPosition(_ message: String) -> String {
        guard let colon = message.firstIndex(of: ":") else { return message }
        let rest = message[message.index(after: colon)...]
        guard let second = rest.firstIndex(of: ":"), rest[rest.startIndex..<second].allSatisfy(\.isNumber),
              rest.index(after: second) < rest.endIndex else { return message }
        return String(rest[rest.index(second, offsetBy: 2)...])
    }

    static func message(_ name: String, _ index: Int, _ detail: String) -> String {
        "bad argument #\(index) to '\(name)' (\(detail))"
    }

    /// For each parameter position, each wrong value with valid values before it.
    static func casesFor(params: [LuaParam], samples: [LuaTypeKey: String],
                         call: (String) -> String) -> [(String, Int, String)] {
        var out: [(String, Int, String)] = []
        var prefix: [String] = []
        for (i, p) in params.enumerated() {
            for w in wrongValues(for: p.type, optional: p.optional, samples: samples) {
                out.append((call((prefix + [w.expression]).joined(separator: ", ")), i + 1, w.message))
            }
            guard let valid = validValue(for: p.type, samples: samples) else { break }
            prefix.append(valid)
        }
        return out
    }

    struct Wrong {
        let expression: String
        let message: String
    }

    static func wrongValues(for type: LuaType, optional: Bool, samples: [LuaTypeKey: String]) -> [Wrong] {
        let mask = LuaState.mask(of: type)
        guard mask != 0 else { return [] }
        var out: [Wrong] = []
        for w in palette {
            if w.luaType == LUA_TNIL && optional { continue }
            if accepts(type, mask: mask, w.luaType) { continue }
            out.append(Wrong(expression: w.expression, message: "\(type.expectedName) expected, got \(w.typeName)"))
        }
        // Content refusals of the refined types (a typo, out of range), as the refine hook words them.
        for c in contentCases(for: type) { out.append(c) }
        if case .integer = type {
            out.append(Wrong(expression: "1.5", message: "number has no integer representation"))
        }
        if case .object(let key) = type {
            // Another registered type's instance is rejected by metatable identity.
            for (other, expr) in samples.sorted(by: { $0.key.name < $1.key.name }) where other !== key {
                out.append(Wrong(expression: expr, message: "\(type.name) expected, got \(other.name)"))
                break
            }
        }
        if case .options(let keys) = type {
            let valid = keys.isEmpty ? "none" : keys.map(\.name).sorted().joined(separator: ", ")
            out.append(Wrong(expression: "{ __bogus = 1 }",
                             message: "unknown option '__bogus'; valid options: \(valid)"))
            for k in keys {
                guard let w = wrongValues(for: k.type, optional: true, samples: samples).first else { continue }
                let detail = w.message
                out.append(Wrong(expression: "{ \(k.name) = \(w.expression) }",
                                 message: "option '\(k.name)': \(detail)"))
            }
        }
        return out
    }

    /// A value of the right Lua type that a refined type refuses, with its message.
    static func contentCases(for type: LuaType) -> [Wrong] {
        switch type {
        case .enumeration(let names):
            guard let first = names.first else { return [] }
            let typo = String(first.dropLast())
            return [Wrong(expression: "'\(typo)'", message: LuaTypeCheck.notOneOf(typo, names))]
        case .range(let r):
            let bad = r.min.map { $0 - 1 } ?? r.max.map { $0 + 1 } ?? Double.infinity
            let expr = bad.isInfinite ? "math.huge" : LuaNumberText.format(bad)
            return [Wrong(expression: expr, message: "\(r.expected) expected, got \(LuaNumberText.format(bad))")]
        default:
            return []
        }
    }

    /// Whether the trampoline lets a value of Lua type `t` through for `type`: the same mask the
    /// installer builds, except that a userdata of another kind fails the metatable check of an
    /// object type (the palette's userdata is a FILE*).
    static func accepts(_ type: LuaType, mask: UInt32, _ t: Int32) -> Bool {
        guard mask & LuaState.bit(t) != 0 else { return false }
        return t != LUA_TUSERDATA || LuaState.objectConstraint(of: type) == nil
    }

    static func validValue(for type: LuaType, samples: [LuaTypeKey: String]) -> String? {
        switch type {
        case .any: return "nil"
        case .boolean: return "true"
        case .number, .integer: return "1"
        case .string: return "'x'"
        case .table, .options: return "{}"
        case .function, .callback: return "function() end"
        case .object(let key): return samples[key]
        case .oneOf(let ts): return ts.lazy.compactMap { validValue(for: $0, samples: samples) }.first
        case .enumeration(let names): return names.first.map { "'\($0)'" }
        case .nullable: return "nil"
        case .range(let r): return LuaNumberText.format(r.min.map { r.minExclusive ? $0 + 1 : $0 } ?? r.max ?? 1)
        case .list: return "{}"
        case .shape(let s): return s.sample
        case .refined(let t, _): return validValue(for: t, samples: samples)
        }
    }
}
