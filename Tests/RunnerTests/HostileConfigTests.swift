import Foundation
import Testing

/// `.busted` is code (real suites register assertions in it), and the supervisor runs it to read
/// the options before any worker does: with the run's limits (`--timeout`, `--memory-limit`), so
/// a file that loops or grows stops the run with a message instead of holding the supervisor
/// forever, and with the modules understudy bundles, so `require "luassert"` in it works where
/// busted is not installed and never loads an installed copy. Fixtures in
/// Tests/RunnerFixtures/hostile.
@Suite struct HostileConfigTests {
    private func project(_ name: String) -> URL {
        Runner.fixtures.appendingPathComponent("hostile/\(name)")
    }

    @Test func aBustedFileThatNeverReturnsStopsAtTheTimeLimit() throws {
        let r = try Runner.test(["--timeout", "2"], in: project("config_loops"))
        #expect(r.status == 2)
        #expect(r.stderr.contains(".busted: time limit exceeded (timeout 2 s)"), "\(r.stderr)")
    }

    @Test func aBustedFileThatGrowsStopsAtTheMemoryLimit() throws {
        let r = try Runner.test(["--memory-limit", "64M"], in: project("config_grows"))
        #expect(r.status == 2)
        #expect(r.stderr.contains(".busted: memory limit exceeded (limit 64M)"), "\(r.stderr)")
    }

    /// LUA_PATH leaves out every installed tree (Debian's busted is under /usr/share/lua).
    @Test func aBustedFileRequiresTheBundledLuassert() throws {
        let r = try Runner.test([], in: project("config_requires"),
                                environment: ["LUA_PATH": "./?.lua", "LUA_CPATH": ""])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.summary == "1 passed, 0 failed")
    }
}
