import LuaBridge
import Testing
@testable import StageLua

/// The other half of the wrong-type probes (StageConformanceTests): every value of a type a
/// declaration admits must get past the binding's own type checks. For every function, method,
/// property setter and option key (nested ones included) in the `stage` registry, a value of
/// each admitted Lua type is tried; the binding may refuse its content ("no action titled 'x'"),
/// never its type ("string expected, got boolean": issue 8, where `cancelView.title` and
/// `animation.scale` were declared to take booleans and refused `true`).
@Suite struct DeclaredTypeTests {
    struct Probe: CustomStringConvertible {
        let code: String
        /// What it calls or sets ("stage.toast", "Toast:show", "Toast.name="), as the wrong-type
        /// cases name it.
        let target: String
        /// Lua type names the value may be reported as ("boolean", "Timer").
        let typeNames: [String]
        var description: String { code }
    }

    /// Lua expressions of each admitted type, with the names a message would give their type.
    static func values(of type: LuaType, samples: [LuaTypeKey: String] = StageConformanceTests.samples()) -> [(String, String)] {
        func values(of type: LuaType) -> [(String, String)] { DeclaredTypeTests.values(of: type, samples: samples) }
        switch type {
        case .any: return []
        case .boolean: return [("true", "boolean"), ("false", "boolean")]
        case .number: return [("1", "number"), ("0.5", "number")]
        case .integer: return [("2", "number")]
        case .string: return [("'x'", "string")]
        case .table, .options: return [("{}", "table")]
        case .function, .callback: return [("function() end", "function")]
        case .object(let key): return samples[key].map { [($0, key.name)] } ?? []
        case .oneOf(let ts): return ts.flatMap(values(of:))
        // The refined types: values their declaration accepts, content included.
        case .enumeration(let names): return names.map { ("'\($0)'", "string") }
        case .nullable(let t): return values(of: t) + [("nil", "nil")]
        case .range(let r):
            let v = r.min.map { r.minExclusive ? $0 + 1 : $0 } ?? r.max ?? 0.5
            return [(LuaNumberText.format(v), "number")]
        case .list(let t): return [("{}", "table")] + values(of: t).prefix(1).map { ("{ \($0.0) }", "table") }
        case .shape(let shape): return [(shape.sample, shape == .color ? "string" : "table")]
        case .refined(let t, _): return values(of: t)
        }
    }

    /// Option tables one key deep per probe, `{ a = { b = v } }` for nested options.
    static func optionValues(of type: LuaType, samples: [LuaTypeKey: String]) -> [(String, String)] {
        var out: [(String, String)] = []
        func keys(_ t: LuaType) -> [LuaOption] {
            switch t {
            case .options(let k): return k
            case .oneOf(let ts): return ts.flatMap(keys)
            default: return []
            }
        }
        for k in keys(type) {
            for (v, name) in values(of: k.type, samples: samples) + optionValues(of: k.type, samples: samples) {
                out.append(("{ \(k.name) = \(v) }", name))
            }
        }
        return out
    }

    static func probes(_ h: StageLuaHarness, samples: [LuaTypeKey: String]) -> [Probe] {
        var probes: [Probe] = []
        func values(of type: LuaType) -> [(String, String)] { DeclaredTypeTests.values(of: type, samples: samples) }
        func params(_ ps: [LuaParam], target: String, call: (String) -> String) {
            var prefix: [String] = []
            for p in ps {
                for (v, name) in values(of: p.type) + optionValues(of: p.type, samples: samples) {
                    probes.append(Probe(code: call((prefix + [v]).joined(separator: ", ")), target: target, typeNames: [name]))
                }
                guard let valid = values(of: p.type).first?.0 else { break }
                prefix.append(valid)
            }
        }
        for m in h.lua.installedModules {
            for f in m.functions { params(f.params, target: "\(m.path).\(f.name)") { "\(m.path).\(f.name)(\($0))" } }
        }
        for t in h.lua.installedTypes {
            guard let sample = samples[t.key] else { continue }
            for f in t.methods { params(f.params, target: "\(t.name):\(f.name)") { "local self = \(sample)\nself:\(f.name)(\($0))" } }
            for p in t.properties where p.set != nil {
                for (v, name) in values(of: p.type) {
                    probes.append(Probe(code: "local self = \(sample)\nself.\(p.name) = \(v)", target: "\(t.name).\(p.name)=",
                                        typeNames: [name]))
                }
            }
        }
        return probes
    }

    @Test func everyDeclaredTypeIsAccepted() throws {
        let probes = try Self.checkEveryDeclaredTypeIsAccepted(StageAPI.components)
        #expect(probes.count > 150)
        // The settings' optionals are among them, with booleans.
        #expect(probes.contains { $0.code.contains("self.title = true") })
        #expect(probes.contains { $0.code.contains("scale = true") })
    }

    /// Tries every probe of `components` (and the core) in a fresh state; returns the probes.
    @discardableResult
    static func checkEveryDeclaredTypeIsAccepted(_ components: [ComponentManifest],
                                                 only: (String) -> Bool = { _ in true }) throws -> [Probe] {
        let samples = StageConformanceTests.samples(components)
        let probes = Self.probes(try StageLuaHarness(components: components), samples: samples).filter { only($0.target) }
        for p in probes {
            let h = try StageLuaHarness(components: components)
            try h.run(StageConformanceTests.setup(components))
            let message = h.error(p.code)
            for name in p.typeNames {
                #expect(!message.contains("expected, got \(name)"), "\(p): \(message)")
            }
            // Nor the content a refined declaration admits (a listed name, a value in range).
            #expect(!message.contains("is not one of"), "\(p): \(message)")
            for refusal in ["a non-negative number expected", "a finite number expected", "a positive number expected", "a number from"] {
                #expect(!message.contains(refusal), "\(p): \(message)")
            }
            #expect(!message.contains("attempt to"), "\(p): \(message)")
        }
        return probes
    }
}

/// A getter gives nil only where its declared type says "or nil" (`.nullable`, or `.any`): the
/// registry is what the docs and the fuzzer check reads against (issue 8: `Timer.due` once it
/// fired and the settings' optionals, `animation.scale = false`, read nil but were declared as
/// a number and as "table or boolean").
@Suite struct NullablePropertyTests {
    static func admitsNil(_ t: LuaType) -> Bool {
        switch t {
        case .any, .nullable: return true
        case .oneOf(let ts): return ts.contains(where: admitsNil)
        case .refined(let t, _): return admitsNil(t)
        default: return false
        }
    }

    @Test func getterNilOnlyWhereDeclared() throws {
        let h = try StageLuaHarness()
        // Objects in the states where a getter has nothing to give, by type name.
        try h.run("""
            local t = stage.clock.after(1, function() end)
            stage.clock.advance(2)
            local sheet = stage.actionController()
            local action = sheet:addAction("plain")
            local section = sheet:addSection{}
            sheet:addAction("second")
            sheet.settings.animation.scale = false
            sheet.settings.cancelView.title = false
            fz_objects = { Timer = t, ActionController = sheet, Action = action, Section = section,
                ActionControllerSettings = sheet.settings, AnimationSettings = sheet.settings.animation,
                AnimationPhaseSettings = sheet.settings.animation.present, CancelViewSettings = sheet.settings.cancelView,
                BehaviorSettings = sheet.settings.behavior, CollectionViewSettings = sheet.settings.collectionView,
                StatusBarSettings = sheet.settings.statusBar }
            """)
        var checked = 0
        for t in h.lua.installedTypes {
            for p in t.properties {
                let isNil = try h.run("local o = fz_objects[\"\(t.name)\"] return o == nil or o.\(p.name) == nil").first == .boolean(true)
                let present = try h.run("return fz_objects[\"\(t.name)\"] ~= nil").first == .boolean(true)
                guard present else { continue }
                checked += 1
                #expect(!isNil || Self.admitsNil(p.type), "\(t.name).\(p.name) reads nil but is declared \(p.type.docName)")
            }
        }
        #expect(checked > 20)
        #expect(try h.run("return fz_objects.Timer.due").first == .nilValue)
    }
}
