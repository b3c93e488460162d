import LuaBridge
import Testing
@testable import StageLua

/// The bridge closed for the stage and the module (issue 37, item 4): every function, method and
/// setter of `stage` and of `understudy` (its `limits` included), called with a table whose
/// metamethods raise in each argument position (`APIConformance.metamethodProbes`), runs none of
/// them: bindings read their arguments raw through the kit. (A debug build would also abort on a
/// Lua error unwinding a binding's Swift frames: `understudy.limits` with a raising `__index`
/// options table did.)
@Suite struct MetamethodProbeTests {
    @Test func noBindingRunsAnArgumentsMetamethod() throws {
        let h = try StageLuaHarness()
        try h.run("understudy = require 'understudy'")
        try h.run(APIConformance.metamethodTrap)
        let cases = APIConformance.metamethodProbes(modules: h.lua.installedModules, types: h.lua.installedTypes,
                                                    samples: StageConformanceTests.samples())
        #expect(cases.count > 400)
        var targets = Set<String>()
        for c in cases {
            targets.insert(c.target)
            // Fresh samples for every probe: one may reset the stage or end what another needs.
            try h.run("stage.reset()\n" + StageConformanceTests.setup())
            try h.run("BOOMS = 0\n" + c.code)
            let booms = try h.lua.run("return BOOMS", chunkName: "=t").first
            #expect(booms == .integer(0) || booms == .number(0), "a metamethod ran: \(c)")
        }
        #expect(targets.contains("understudy.limits"))
        // Put the limits back (a probe may have lowered them).
        try h.run("understudy.limits{ memory = false, time = false }")
    }
}
