import ExampleComponent
import Foundation
import LuaBridge
import StageKit
import TestSupport
import Testing
@testable import StageLua

/// The example toast registered as a component would be (docs/ARCHITECTURE.md, "How to add a
/// component"): its manifest beside the four, and every check a component gets run on it, from
/// its declaration alone (the conformance probes, the examples, help, the generated docs, the
/// budget). If a step of the walkthrough stops being enough, this fails.
@Suite struct ExampleComponentTests {
    /// The one line that registers it.
    static let components = StageAPI.components + [ToastAPI.manifest]

    func harness() throws -> StageLuaHarness { try StageLuaHarness(components: Self.components) }

    @Test func itIsInstalledOnFirstUseAndOnlyWhereRegistered() throws {
        let area = ToastAPI.manifest.area
        #expect(DeferredRegistry.names(of: area.registry(), at: "stage") == ["toast"])
        let h = try harness()
        #expect(try h.run("return rawget(stage, 'toast') == nil, type(stage.toast)") == [.boolean(true), .string("function")])
        #expect(try StageLuaHarness().error("stage.toast{}").contains("stage has no field 'toast'"))
    }

    @Test func theConformanceProbesRunOnIt() throws {
        try StageConformanceTests.checkEveryTypeHasASample(Self.components)
        // Its own declarations only: the others' ran in StageConformanceTests.
        let own = StageConformanceTests.declared(in: ToastAPI.registry)
        #expect(try StageConformanceTests.probeWrongTypes(Self.components, only: own) > 10)
        let probes = try DeclaredTypeTests.checkEveryDeclaredTypeIsAccepted(Self.components, only: own)
        #expect(probes.contains { $0.code.hasPrefix("stage.toast(") })
    }

    @Test func itsExamplesRunAndItsHelpHasNoHoles() throws {
        ExamplesTests.checkDocsAndExamples([ToastAPI.registry])
        let examples = ExamplesTests.examples(in: [ToastAPI.registry])
        #expect(examples.count == 8)
        for (name, example) in examples { try ExamplesTests.check(example: example, named: name, in: harness()) }
        HelpTextTests.checkNoEmptyValue(HelpTextTests.texts(of: [ToastAPI.registry]))
        let h = try harness()
        #expect(APIHelp.overview(modules: h.lua.installedModules, types: h.lua.installedTypes).contains("Toast"))
    }

    @Test func theGeneratedDocsAndTypesHaveIt() throws {
        let h = try harness()
        let md = APIReference.markdown(preamble: "", modules: h.lua.installedModules, types: h.lua.installedTypes)
        #expect(md.contains("stage.toast"))
        #expect(md.contains("t:show()"))
        let defs = APIReference.luaDefinitions(modules: h.lua.installedModules, types: h.lua.installedTypes)
        #expect(defs.contains("---@class Toast"))
        #expect(!(try String(contentsOf: Repository.root.appendingPathComponent("docs/API.md"), encoding: .utf8))
            .contains("stage.toast"), "the toast is not part of stage's docs")
    }

    /// tools/binding-budget.lua counts the toast's binding from its manifest.
    @Test func theBudgetCountsIt() throws {
        let r = try ChildProcess.run("/usr/bin/env", ["lua5.4", "tools/binding-budget.lua", "--manifests", "Tests/StageLuaTests/Example"],
                                     in: Repository.root)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.split(separator: "\n").contains { $0.hasPrefix("toast ") }, "\(r)")
    }

    @Test func everyManifestsDocsPageExists() {
        for c in Self.components {
            #expect(FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent(c.docsPage).path),
                    "\(c.name): \(c.docsPage)")
        }
    }

    /// The contract from Lua: the timeline, the hit-checked tap, a callback that calls back.
    @Test func itsTimelineTapAndCallbacks() throws {
        let h = try harness()
        let r = try h.run("""
            local calls = {}
            local t = stage.toast{ text = "Saved", stay = 1, onHide = function(t)
                calls[#calls + 1] = t.state
                calls[#calls + 1] = select(2, pcall(t.show, t))
            end }
            t:show()
            local again = select(2, pcall(t.show, t))
            stage.clock.advance(0.1)
            t:tap()
            stage.clock.advance(1)
            local names = {}
            for _, e in ipairs(stage.log.events{ source = "toast#1" }) do names[#names + 1] = e.name .. "@" .. e.t end
            return table.concat(names, " "), again, calls[1], calls[2], select(2, pcall(t.tap, t))
            """)
        #expect(r[0].stringValue == "willShow@0.0 willHide@0.1 didHide@0.4")
        #expect(r[1].stringValue?.contains("cannot show a toast that is showing") == true)
        #expect(r[2].stringValue == "gone")
        #expect(r[3].stringValue?.contains("cannot show a toast that is gone") == true)
        #expect(r[4].stringValue?.contains("toast#1") == true, "a tap on a gone toast names it: \(r[4])")
    }
}
