import Foundation
import Glibc
import LuaBridge
import Testing
@testable import understudy

/// The bridge closed for the program's own Lua-callable functions (issue 37, item 4): the test
/// runner's worker functions (`__understudy_host`: emit, arm, limitHit, mkdir, the film and
/// coverage ones) and the prompt's `help`, called with a table whose metamethods raise in each
/// argument position, run none of them (`APIConformance.metamethodProbes`).
@Suite struct HostMetamethodProbeTests {
    @Test func noHostFunctionRunsAnArgumentsMetamethod() throws {
        let lua = try LuaState()
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        let host = WorkerHost(channel: FrameWriter(fd: null, key: [UInt8](repeating: 7, count: 16), direction: 1), timeout: 30)
        lua.install(WorkerHostAPI.registries[0], context: host)
        HelpFunction.install(into: lua)
        try lua.run(APIConformance.metamethodTrap, chunkName: "=t")
        let modules = lua.installedModules.filter { $0.path == "__understudy_host" || $0.path == "_G" }
        let cases = APIConformance.metamethodProbes(modules: modules, types: [], samples: [:])
        #expect(Set(cases.map(\.target)).isSuperset(of: ["__understudy_host.emit", "__understudy_host.mkdir",
                                                        "__understudy_host.filmSave", "_G.help"]))
        // filmSave writes its file when given a snapshot (a valid table under the trap): not here.
        let film = "/tmp/understudy-probe-film-\(getpid()).js"
        defer { unlink(film) }
        try lua.run("FILM = '\(film)'", chunkName: "=t")
        for c in cases {
            let code = c.code.replacingOccurrences(of: "filmSave('x'", with: "filmSave(FILM")
            try lua.run("BOOMS = 0\n" + code, chunkName: "=t")
            let booms = try lua.run("return BOOMS", chunkName: "=t").first
            #expect(booms == .integer(0) || booms == .number(0), "a metamethod ran: \(c)")
        }
    }
}
