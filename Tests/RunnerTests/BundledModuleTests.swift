import Foundation
import Testing

/// `require "luassert"`, "say", "busted" and their submodules: understudy's bundle, after the
/// project's own modules and never an installed copy; and the worker's cache of compiled module
/// files (fixtures in Tests/RunnerFixtures/bundle).
@Suite struct BundledModuleTests {
    static let project = Runner.fixtures.appendingPathComponent("bundle")

    @Test func projectModulesWinAndInstalledCopiesAreNotUsed() throws {
        let r = try Runner.test(["spec/bundle_spec.lua"], in: Self.project)
        #expect(r.status == 0, "\(r)")
        #expect(r.summary == "7 passed, 0 failed", "\(r)")
    }

    /// With installed copies first on LUA_PATH (Debian's luassert under /usr/share/lua) the
    /// bundled modules are still the ones loaded.
    @Test func aLuaPathThroughTheSystemTreeDoesNotMixImplementations() throws {
        let path = "/usr/share/lua/5.4/?.lua;/usr/share/lua/5.4/?/init.lua;;"
        let r = try Runner.test(["spec/bundle_spec.lua"], in: Self.project, environment: ["LUA_PATH": path, "LUA_PATH_5_4": path])
        #expect(r.status == 0, "\(r)")
    }

    @Test func changedModuleFilesAreCompiledAgain() throws {
        let r = try Runner.test(["--jobs", "1", "spec/modcache_spec.lua", "spec/modcache_spec.lua"], in: Self.project)
        #expect(r.status == 0, "\(r)")
    }
}
