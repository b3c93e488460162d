/// Generates, from the registry's declarations, a call of every registered function, method and
/// property setter with a table whose metamethods raise (`__index`, `__newindex`, `__len`,
/// `__pairs`, `__eq`, `__lt`, `__le`, `__concat`, `__tostring`, `__call`) in each argument
/// position, valid values before it: the table alone, a list of them, and an option table (the
/// declared keys, or a valid value) under that metatable. A binding reads its arguments raw
/// (through the kit), so none of them may run: a test runs every probe and checks that the
/// metamethods were never called (a debug build also aborts when a Lua error unwinds a
/// binding's Swift frames).
///
/// The probes expect the globals `TRAPMT` (the metatable), `TRAP` (an empty table with it) and
/// `BOOMS` (a count the metamethods increment before raising), and run each call in `pcall`.
///
/// ```lua
/// BOOMS = 0
/// local function boom() BOOMS = BOOMS + 1 error("boom") end
/// TRAPMT = { __index = boom, __newindex = boom, __len = boom, __pairs = boom, __eq = boom,
///            __lt = boom, __le = boom, __concat = boom, __tostring = boom, __call = boom }
/// TRAP = setmetatable({}, TRAPMT)
/// ```
extension APIConformance {
    /// The Lua that defines `TRAPMT`, `TRAP` and `BOOMS`.
    public static let metamethodTrap = """
        BOOMS = 0
        local function boom() BOOMS = BOOMS + 1 error("boom") end
        TRAPMT = { __index = boom, __newindex = boom, __len = boom, __pairs = boom, __eq = boom, __lt = boom,
                   __le = boom, __concat = boom, __tostring = boom, __call = boom, __close = boom, __name = "trap" }
        TRAP = setmetatable({}, TRAPMT)
        """

    /// The probes: `samples` as for `wrongTypeCases` (a method of a type without a sample is skipped).
    public static func metamethodProbes(modules: [LuaModuleDecl], types: [LuaTypeDecl],
                                        samples: [LuaTypeKey: String]) -> [Case] {
        var cases: [Case] = []
        func probe(_ target: String, _ params: [LuaParam], _ call: (String) -> String) {
            var prefix: [String] = []
            for p in params {
                for hostile in hostileValues(for: p.type, samples: samples) {
                    let args = (prefix + [hostile]).joined(separator: ", ")
                    cases.append(Case(code: "pcall(function() \(call(args)) end)", expectedMessage: "", target: target))
                }
                guard let valid = validValue(for: p.type, samples: samples) else { break }
                prefix.append(valid)
            }
        }
        for m in modules {
            for f in m.functions { probe("\(m.path).\(f.name)", f.params) { "\(m.path).\(f.name)(\($0))" } }
            for p in m.properties where p.set != nil {
                probe("\(m.path).\(p.name)=", [LuaParam("value", p.type)]) { "\(m.path).\(p.name) = \($0)" }
            }
        }
        for t in types {
            guard let sample = samples[t.key] else { continue }
            for f in t.methods {
                probe("\(t.name):\(f.name)", f.params) { "local self = \(sample) self:\(f.name)(\($0))" }
            }
            for p in t.properties where p.set != nil {
                probe("\(t.name).\(p.name)=", [LuaParam("value", p.type)]) {
                    "local self = \(sample) self.\(p.name) = \($0)"
                }
            }
        }
        return cases
    }

    /// The trap alone, a list of traps, and an option table under the trap's metatable: with
    /// traps at the declared keys (which the checks refuse) and, when there is one, a valid value
    /// (which reaches the binding's body).
    static func hostileValues(for type: LuaType, samples: [LuaTypeKey: String]) -> [String] {
        var out = ["TRAP", "setmetatable({ TRAP, TRAP }, TRAPMT)"]
        if let keys = type.optionKeysForCompletion, !keys.isEmpty {
            out.append("setmetatable({ " + keys.map { "\($0.name) = TRAP" }.joined(separator: ", ") + " }, TRAPMT)")
        }
        if let valid = validValue(for: type, samples: samples), valid.hasPrefix("{") {
            out.append("setmetatable(\(valid), TRAPMT)")
        }
        return out
    }
}
