import Foundation
import Testing

/// A worker whose Lua runs out of memory with no `--memory-limit` (the address space bounded by
/// `ulimit -v`): the test that grew fails with Lua's "not enough memory" and the file goes on.
/// The runner collects the failed test's garbage before its own next step, since the worker's
/// Swift allocations (the record it sends) abort the process when they fail
/// (Tests/RunnerFixtures/hostile/out_of_memory_spec.lua).
@Suite struct HostileMemoryTests {
    #if os(Linux)
    @Test func aTestThatRunsTheWorkerOutOfMemoryFailsAlone() throws {
        let command = "ulimit -v 600000 && exec \"$0\" test --memory-limit 0 -o json hostile/out_of_memory_spec.lua"
        let r = try Runner.run("/bin/sh", ["-c", command, Runner.binary.path], in: Runner.fixtures)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] ?? [:]
        func names(_ key: String) -> [String] {
            (object[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        let prefix = "a spec that runs its worker out of memory "
        #expect(names("errors") == [prefix + "grows until memory runs out"], "\(r.stdout)\n\(r.stderr)")
        #expect(names("failures") == [prefix + "fails after it"])
        #expect(names("successes") == [prefix + "passes after it"])
        #expect(!r.stderr.contains("Fatal error"))
    }
    #endif
}
