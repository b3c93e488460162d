import LuaBridge
import Testing
@testable import StageLua

/// Every area, the core's and each component's, is installed on first use
/// (`StageAPI.installedAreas`, `DeferredRegistry`): each area's declared names are exactly what
/// its registry adds to `stage`, and a script cannot tell a deferred area from an installed one
/// except through `rawget`/`next`.
@Suite struct ComponentAreaTests {
    @Test func eachAreaDeclaresTheNamesItsRegistryAdds() {
        var all: [String] = []
        for area in StageAPI.installedAreas {
            #expect(area.path == "stage")
            let derived = DeferredRegistry.names(of: area.registry(), at: area.path)
            #expect(area.names.sorted() == derived.sorted(), "declared \(area.names), the registry adds \(derived)")
            all += area.names
        }
        #expect(Set(all).count == all.count, "two areas declare one name: \(all)")
        let core = DeferredRegistry.names(of: StageAPI.coreAreas().reduce(APIRegistry(), +), at: "stage")
        #expect(core.sorted() == StageAPI.coreNames.sorted(), "the core adds \(core)")
    }

    @Test func aComponentIsInstalledWhenItsNameIsFirstRead() throws {
        let h = try StageLuaHarness()
        let r = try h.run("""
            local before = rawget(stage, "actionController")
            local f = stage.actionController
            return before == nil, type(f), rawget(stage, "actionController") == f, rawget(stage, "tableView") == nil,
                   rawget(stage, "popups") == nil
            """)
        #expect(r == [.boolean(true), .string("function"), .boolean(true), .boolean(true), .boolean(true)])
        // A sub-table name installs its component too.
        #expect(try h.string("return type(stage.popups.all)") == "function")
        #expect(try h.string("return stage.actionController{}.source") == "sheet#1")
    }

    @Test func aComponentReadFirstInACoroutineOrACallbackWorks() throws {
        let h = try StageLuaHarness()
        #expect(try h.string("return coroutine.wrap(function() return type(stage.tableView) end)()") == "function")
        let r = try h.run("""
            local t
            stage.clock.after(0.1, function() t = type(stage.popup) end)
            stage.clock.advance(0.2)
            return t
            """)
        #expect(r == [.string("function")])
    }

    @Test func aTypoOrPairsInstallsEveryComponent() throws {
        let h = try StageLuaHarness()
        #expect(h.error("stage.actionControler{}").contains("stage has no field 'actionControler' (did you mean 'actionController'?)"))
        #expect(try h.run("return rawget(stage, 'customContainer') ~= nil") == [.boolean(true)])
        let fresh = try StageLuaHarness()
        let names = try fresh.run("local n = {} for k in pairs(stage) do n[#n + 1] = k end table.sort(n) return table.concat(n, ' ')")
        let listed = Set((names.first?.stringValue ?? "").split(separator: " ").map(String.init))
        for area in StageAPI.installedAreas {
            #expect(Set(area.names).isSubset(of: listed), "pairs(stage) lists \(listed.sorted())")
        }
    }

    @Test func theInstalledDeclarationsIncludeEveryComponent() throws {
        let h = try StageLuaHarness()
        #expect(h.lua.installedTypes.contains { $0.name == "PopupContainer" })
        #expect(h.lua.installedModules.contains { $0.path == "stage.popups" })
        #expect(try h.run("return rawget(stage, 'swipeAction') ~= nil") == [.boolean(true)])
    }
}
