import LuaBridge
import UnderstudyModule
import StageKit
import Testing
@testable import StageLua

/// Every example in the stage registries — every engine area's, so a new component is covered by
/// declaring its bindings — and in the `understudy` module's runs in a fresh state and prints what its `--> ...` annotations say,
/// in order. (The examples feed help() and docs/API.md.)
@Suite struct ExamplesTests {
    static var registries: [APIRegistry] { StageAPI.areas + [UnderstudyModule.registry] }

    static var examples: [(String, String)] { examples(in: registries) }

    static func examples(in registries: [APIRegistry]) -> [(String, String)] {
        var out: [(String, String)] = []
        for registry in registries {
            for m in registry.modules {
                for f in m.functions { out.append((m.path + "." + f.name, f.example)) }
                for p in m.properties { out.append((m.path + "." + p.name, p.example)) }
            }
            for t in registry.types {
                for f in t.methods { out.append((t.name + ":" + f.name, f.example)) }
                for p in t.properties { out.append((t.name + "." + p.name, p.example)) }
            }
        }
        return out
    }

    @Test func everyDeclarationHasADocAndAnExample() {
        #expect(Self.examples.count > 90)
        Self.checkDocsAndExamples(Self.registries)
    }

    static func checkDocsAndExamples(_ registries: [APIRegistry]) {
        for registry in registries {
            for m in registry.modules {
                #expect(!m.doc.isEmpty)
                for f in m.functions { #expect(!f.doc.isEmpty && !f.example.isEmpty, "\(m.path).\(f.name)") }
                for p in m.properties { #expect(!p.doc.isEmpty && !p.example.isEmpty, "\(m.path).\(p.name)") }
            }
            for t in registry.types {
                #expect(!t.doc.isEmpty, "\(t.name)")
                for f in t.methods { #expect(!f.doc.isEmpty && !f.example.isEmpty, "\(t.name):\(f.name)") }
                for p in t.properties { #expect(!p.doc.isEmpty && !p.example.isEmpty, "\(t.name).\(p.name)") }
            }
        }
    }

    @Test(arguments: ExamplesTests.examples.map(\.0))
    func exampleRuns(_ name: String) throws {
        guard let example = Self.examples.first(where: { $0.0 == name })?.1 else { return }
        try Self.check(example: example, named: name, in: StageLuaHarness())
    }

    /// Runs `example` in `h` and checks that it prints what its `--> ` lines say.
    static func check(example: String, named name: String, in h: StageLuaHarness) throws {
        try h.run("""
            __printed = {}
            print = function(...)
                local parts = {}
                for i = 1, select('#', ...) do parts[#parts + 1] = tostring((select(i, ...))) end
                for line in (table.concat(parts, ' ') .. '\\n'):gmatch('(.-)\\n') do __printed[#__printed + 1] = line end
            end
            """)
        do {
            try h.run(example)
        } catch {
            Issue.record("\(name): \(error.message)")
            return
        }
        let expected = example.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "--> ") else { return nil }
            return String(line[r.upperBound...])
        }
        guard !expected.isEmpty else { return }
        let printed = try h.run("return table.concat(__printed, '\\n')").first?.stringValue ?? ""
        #expect(printed == expected.joined(separator: "\n"), "\(name)")
    }
}
