import Foundation
import Testing

/// The worker's pipes carry only what the runner's own code sends: a spec that writes to fd 4,
/// `/dev/fd/4` or anything under `/proc/self/fd` cannot hide its failure or move other files'
/// results; any path is framed; large messages are truncated, in linear time.
@Suite struct WorkerPipeTests {
    static let expectedStart = """
        pipe/a_fd4_spec.lua F
        pipe/b_proc_spec.lua E
        pipe/c_command_spec.lua .E
        pipe/d_fails_spec.lua F
        pipe/e_passes_spec.lua .

        """

    @Test(arguments: ["1", "2"]) func forgedRecordsChangeNothing(jobs: String) throws {
        let r = try Runner.test(["--jobs", jobs, "pipe"])
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix(WorkerPipeTests.expectedStart))
        #expect(r.summary == "2 passed, 2 failed, 2 errors")
        #expect(!r.stdout.contains("forged"))
        // fd 4 reaches nothing: the file's own failure is what is reported.
        #expect(r.stdout.contains("pipe/a_fd4_spec.lua:6: fd 4 is not the result pipe\npipe/a_fd4_spec.lua:12: Expected objects to be equal."))
        // Through /proc/self/fd the pipe is reachable, so the stream is rejected and the file fails.
        #expect(r.stdout.contains("pipe/b_proc_spec.lua: worker result stream corrupted ("))
        #expect(r.stdout.contains("pipe/c_command_spec.lua: worker command stream corrupted ("))
        // Later files keep their own results, each under its own name.
        #expect(r.stdout.contains("pipe/d_fails_spec.lua:2: after the forgers still reports its own failure\npipe/d_fails_spec.lua:2: Expected objects to be equal."))
    }

    @Test func anyByteInAPathIsFramed() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("it('runs in the odd file', function() assert.are.equal(1, 2) end)\n",
                         to: dir.appendingPathComponent("spec/x\n\tb_spec.lua"))
        try Runner.write("it('a passes', function() end)\n", to: dir.appendingPathComponent("spec/a_spec.lua"))
        try Runner.write("it('z passes', function() end)\n", to: dir.appendingPathComponent("spec/z_spec.lua"))
        for jobs in ["1", "2"] {
            let r = try Runner.test(["--jobs", jobs, "spec"], in: dir)
            #expect(r.status == 1)
            #expect(r.stdout.hasPrefix("spec/a_spec.lua .\nspec/x\\n\\tb_spec.lua F\nspec/z_spec.lua .\n"))
            #expect(r.stdout.contains("1) spec/x\\n\\tb_spec.lua:1: runs in the odd file\n"))
            #expect(r.summary == "2 passed, 1 failed")
        }
    }

    /// A file name that is not UTF-8 is the file system's bytes all the way to the worker and
    /// its Lua runner (which opens the file by them); reports show each invalid byte as `\xNN`
    /// (JUnit and JSON stay well-formed), and a failure's location names the file the same way.
    @Test func aPathThatIsNotUTF8RunsAndIsReportedByItsBytes() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("it('a passes', function() end)\n", to: dir.appendingPathComponent("spec/a_spec.lua"))
        let name = Array("spec/bad".utf8) + [0xFF, 0xFE] + Array("_spec.lua".utf8)
        let fd = (Array(dir.path.utf8) + [UInt8(ascii: "/")] + name + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        #expect(fd >= 0)
        let text = Array("it('passes', function() end)\nit('fails', function() assert.are.equal(1, 2) end)\n".utf8)
        #expect(write(fd, text, text.count) == text.count)
        close(fd)
        let shown = "spec/bad\\xff\\xfe_spec.lua"
        for jobs in ["1", "2"] {
            let r = try Runner.test(["--jobs", jobs, "-v", "spec"], in: dir)
            #expect(r.status == 1)
            #expect(r.stdout.hasPrefix("spec/a_spec.lua\n  ok    a passes\n\(shown)\n  ok    passes\n  FAIL  fails\n"), "\(r.stdout)")
            #expect(r.stdout.contains("1) \(shown):2: fails\n\(shown):2: Expected objects to be equal."))
            #expect(r.summary == "2 passed, 1 failed")
            #expect(!r.stdout.contains("\u{FFFD}") && !r.stderr.contains("cannot open"))
        }
        let tap = try Runner.test(["-o", "tap", "spec"], in: dir)
        // TAP escapes a description's backslashes; the YAML block keeps the text.
        let tapShown = shown.replacingOccurrences(of: "\\", with: "\\\\")
        #expect(tap.stdout.contains("ok 2 - \(tapShown): passes\nnot ok 3 - \(tapShown): fails\n"))
        #expect(tap.stdout.contains("  at: \(shown):2\n"))
        #expect(tap.stdout.hasSuffix("1..3\n# 2 passed, 1 failed\n"))
        // Named on the command line (argv's bytes, which Swift's CommandLine.arguments repairs).
        let named = try Runner.run("/bin/sh", ["-c", #"exec "$0" test "$(printf 'spec/bad\377\376_spec.lua')""#, Runner.binary.path], in: dir)
        #expect(named.stdout.hasPrefix("\(shown) .F\n"))
        #expect(named.summary == "1 passed, 1 failed")
        let gtest = try Runner.test(["-o", "gtest", "spec"], in: dir)
        #expect(gtest.stdout.contains("[----------] Running tests from \(shown)\n"))
        // JSON and JUnit carry the same text, and stay documents their parsers read.
        let json = try Runner.test(["-o", "json", "spec"], in: dir)
        let doc = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let failures = doc?["failures"] as? [[String: Any]]
        #expect(failures?.count == 1)
        #expect((failures?.first?["trace"] as? [String: Any])?["short_src"] as? String == "spec/bad\\xff\\xfe_spec.lua")
        let xml = dir.appendingPathComponent("out.xml")
        _ = try Runner.test(["--junit", xml.path, "spec"], in: dir)
        let junit = try JUnit(contentsOf: xml)
        #expect(junit.suites.map { $0.attributes["name"] } == ["spec/a_spec.lua", "spec/bad\\xff\\xfe_spec.lua"])
        #expect(junit.suites.last?.cases.map(\.outcome) == ["success", "failure"])
    }

    @Test func hugeMessagesAreTruncated() throws {
        let dir = try Runner.temporaryDirectory()
        // 20 MB of a two-byte character: the cut must not split one.
        try Runner.write("""
            it('fails with 20 MB', function() error(string.rep('é', 10 * 1024 * 1024), 0) end)
            it('passes after it', function() end)

            """, to: dir.appendingPathComponent("spec/big_spec.lua"))
        let r = try Runner.test(["-o", "tap", "spec"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("not ok 1 - spec/big_spec.lua: fails with 20 MB"))
        #expect(r.stdout.contains("ok 2 - spec/big_spec.lua: passes after it"))
        // The message starts with where it was raised, as busted's; the cut keeps whole characters.
        let kept = 64 * 1024, at = "spec/big_spec.lua:1: ", chars = (kept - at.utf8.count) / 2
        let dropped = 20 * 1024 * 1024 - chars * 2
        #expect(r.stdout.contains(at + String(repeating: "é", count: chars) + "[... \(dropped) bytes truncated]"))
        #expect(!r.stdout.contains("\u{FFFD}"))
        #expect(r.stdout.utf8.count < 200_000)
    }

    /// With the debug library a spec can reach the runner's own `emit` (documented: it can add
    /// records to its own file). Even then it cannot end the file or reach the next one, and the
    /// supervisor caps the fields the worker would have truncated.
    @Test func theRunnersOwnEmitIsCappedAndConfinedToTheFile() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("""
            it('grabs emit', function()
              local level, emit = 2, nil
              while not emit and debug.getinfo(level) do
                local i = 1
                while true do
                  local name, value = debug.getlocal(level, i)
                  if not name then break end
                  if name == 'options' and type(value) == 'table' and value.report then
                    for u = 1, 10 do
                      local n, v = debug.getupvalue(value.report, u)
                      if n == 'emit' then emit = v end
                    end
                  end
                  i = i + 1
                end
                level = level + 1
              end
              assert(emit, 'no emit found')
              emit('test\\tstatus=success\\tname=' .. string.rep('y', 300000))
              emit('done')
              assert.are.equal(1, 2)
            end)

            """, to: dir.appendingPathComponent("spec/a_spec.lua"))
        try Runner.write("it('b passes', function() end)\n", to: dir.appendingPathComponent("spec/b_spec.lua"))
        let r = try Runner.test(["--jobs", "1", "-v", "spec"], in: dir)
        #expect(r.stdout.hasPrefix("spec/a_spec.lua\n  ok    " + String(repeating: "y", count: 64 * 1024)
                                   + "[... \(300000 - 64 * 1024) bytes truncated]\n  FAIL  grabs emit\nspec/b_spec.lua\n  ok    b passes\n"))
        #expect(r.summary == "2 passed, 1 failed")
    }
}
