import LuaBridge
import Testing
@testable import StageLua

/// The generated wrong-type test over the whole `stage` registry: every registered function,
/// method and property setter, called with each wrong type for each argument, fails with
/// `bad argument #n to 'name' (T expected, got U)` (or the setter's `bad value for field`), and
/// leaves the engine exactly as it was.
@Suite struct StageConformanceTests {
    /// A live instance of every userdata type, made once so that making samples doesn't count as
    /// a change.
    static func setup(_ components: [ComponentManifest] = StageAPI.components) -> String {
        "S = {}\n" + components.map(\.samples.setup).joined(separator: "\n") + "\n" + coreSetup
    }

    /// The core's samples (the components' come from their manifests).
    static let coreSetup = """
        S.timer = stage.clock.after(100, function() end)
        FINGERPRINT = {}
        -- Every getter of every sample (derived from the registry: see fingerprintSource).
        function fingerprint()
            local out = { stage.clock.now(), stage.clock.pending(), #stage.log.events{}, stage.render() }
            for _, read in ipairs(FINGERPRINT) do
                local ok, v = pcall(read)
                if type(v) == "table" then
                    local keys = {}
                    for k, x in pairs(v) do keys[#keys + 1] = tostring(k) .. "=" .. tostring(x):gsub("0x%x+", "@") end
                    table.sort(keys)
                    v = "{" .. table.concat(keys, ",") .. "}"
                end
                -- Group proxies are made on each read: their addresses say nothing.
                out[#out + 1] = tostring(ok) .. ":" .. tostring(v):gsub("0x%x+", "@")
            end
            return table.concat(out, "|")
        end
        """

    static func samples(_ components: [ComponentManifest] = StageAPI.components) -> [LuaTypeKey: String] {
        components.reduce(into: [ClockAPI.timerKey: "S.timer"]) { all, c in
            all.merge(c.samples.expressions) { a, _ in a }
        }
    }

    /// Lua that registers a reader for every property of every sample, from the installed
    /// declarations: a getter added to the registry is part of the fingerprint without a list to
    /// keep. Tables are compared by their shallow contents (handles by their `__tostring`).
    static func fingerprintSource(_ lua: LuaState, samples: [LuaTypeKey: String]) -> String {
        var lines: [String] = []
        for t in lua.installedTypes.sorted(by: { $0.name < $1.name }) {
            guard let sample = samples[t.key] else { continue }
            for p in t.properties.sorted(by: { $0.name < $1.name }) {
                lines.append("FINGERPRINT[#FINGERPRINT + 1] = function() return \(sample).\(p.name) end")
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func fingerprintCoversEveryGetter() throws {
        let h = try StageLuaHarness()
        let samples = Self.samples()
        try h.run(Self.setup())
        try h.run(Self.fingerprintSource(h.lua, samples: samples))
        let n = h.lua.installedTypes.filter { samples[$0.key] != nil }.reduce(0) { $0 + $1.properties.count }
        #expect(try h.string("return tostring(#FINGERPRINT)") == String(n))
        #expect(n > 40)
        let before = try h.string("return fingerprint()")
        try h.run("S.settings.behavior.hideOnTap = false")
        #expect(try h.string("return fingerprint()") != before, "a setting's change shows in the fingerprint")
    }

    @Test func everyTypeHasASample() throws {
        try Self.checkEveryTypeHasASample(StageAPI.components)
    }

    static func checkEveryTypeHasASample(_ components: [ComponentManifest]) throws {
        let h = try StageLuaHarness(components: components)
        let samples = Self.samples(components)
        for t in h.lua.installedTypes {
            #expect(samples[t.key] != nil, "no sample instance for \(t.name): add one to its manifest so its methods are probed")
        }
    }

    @Test func everyWrongTypeFailsAndChangesNothing() throws {
        #expect(try Self.probeWrongTypes(StageAPI.components) > 300)
    }

    /// Whether a probe's target ("stage.toast", "Toast:show", "Toast.name=") is declared in
    /// `registry`: a component's own probes, when the others have run already.
    static func declared(in registry: APIRegistry) -> @Sendable (String) -> Bool {
        let functions = Set(registry.modules.flatMap { m in m.functions.map { "\(m.path).\($0.name)" } })
        let types = registry.types.map(\.name)
        return { target in
            functions.contains(target) || types.contains { target.hasPrefix($0 + ":") || target.hasPrefix($0 + ".") }
        }
    }

    /// Calls every function, method and setter of `components` (and the core; those `only`
    /// admits) with each wrong type for each argument; returns how many cases ran.
    static func probeWrongTypes(_ components: [ComponentManifest], only: (String) -> Bool = { _ in true }) throws -> Int {
        let h = try StageLuaHarness(components: components)
        let samples = Self.samples(components)
        try h.run(Self.setup(components))
        try h.run(Self.fingerprintSource(h.lua, samples: samples))
        let cases = APIConformance.wrongTypeCases(modules: h.lua.installedModules, types: h.lua.installedTypes,
                                                  samples: samples).filter { only($0.target) }
        var targets: Set<String> = []
        for c in cases {
            targets.insert(c.target)
            let before = try h.string("return fingerprint()")
            do {
                try h.lua.run(c.code, chunkName: "=probe")
                Issue.record("no error for \(c)")
            } catch {
                #expect(APIConformance.withoutPosition(error.message) == c.expectedMessage, "\(c)")
            }
            #expect(try h.string("return fingerprint()") == before, "the engine changed: \(c)")
        }
        // Every function with parameters was probed.
        for m in h.lua.installedModules {
            for f in m.functions where only("\(m.path).\(f.name)") && !f.params.isEmpty && f.params.contains(where: { if case .any = $0.type { return false } else { return true } }) {
                #expect(targets.contains("\(m.path).\(f.name)"), "\(m.path).\(f.name) was not probed")
            }
        }
        return cases.count
    }
}
