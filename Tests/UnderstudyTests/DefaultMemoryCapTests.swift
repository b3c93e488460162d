import Foundation
import Testing

/// Without `--memory-limit` the engine still refuses before the process's allocator fails (issue
/// 43): its accounting applies a default cap derived from the resource limits (docs/CLI.md,
/// "Limits"). Under `ulimit -v`, hour-long popup drags (432,003 events each) used to end with the
/// Swift runtime's abort (exit 134, no `understudy:` message); now the script ends with the
/// memory-limit error, which `pcall` cannot hold.
@Suite struct DefaultMemoryCapTests {
    static let drags = """
        local p = stage.popup{ content = { width = 100, height = 100 }, dragStyle = 'all' }
        p:pop() stage.clock.advance(1)
        for i = 1, 40 do print(i, pcall(p.drag, p, { dy = 100, duration = 3600 })) end
        print('not reached')
        """

    /// `understudy args...` with the address space bounded to `kilobytes`.
    static func run(addressSpace kilobytes: Int, _ arguments: [String]) throws -> CLI.Result {
        try CLI.run("/bin/sh", ["-c", "ulimit -v \(kilobytes) && exec \"$@\"", "sh", CLI.binary] + arguments,
                    environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    @Test func longDragsUnderABoundedAddressSpaceEndWithTheMemoryError() throws {
        let r = try Self.run(addressSpace: 1_500_000, ["-e", Self.drags])
        #expect(r.status == 1, "\(r)")
        #expect(r.stderr.contains("memory limit exceeded (the engine's default limit "), "\(r)")
        #expect(r.stderr.contains("see --memory-limit)"), "\(r)")
        #expect(!r.stdout.contains("not reached"), "\(r)")
    }

    @Test func aGivenLimitStillNamesItself() throws {
        let r = try Self.run(addressSpace: 1_500_000, ["--memory-limit", "64M", "-e", Self.drags])
        #expect(r.status == 1, "\(r)")
        #expect(r.stderr.contains("memory limit exceeded (limit 64M)"), "\(r)")
    }

    @Test func lightScriptsDoNotMeetIt() throws {
        let r = try Self.run(addressSpace: 1_500_000, ["-e", "local t = stage.tableView{ rows = 1000 } print(t.rowCount)"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout == "1000\n", "\(r)")
    }
}
