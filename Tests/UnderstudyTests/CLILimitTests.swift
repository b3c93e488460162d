import Foundation
import Testing

/// --timeout and --memory-limit through the command line: a limit ends the chunk with a clear
/// error and exit status 1, even when the script catches errors or sets its own hook; in the
/// REPL it is just an error and the session goes on.
@Suite struct CLILimitTests {
    static let spin = "while true do end"
    static let grow = "local t = {} for i = 1, 1e9 do t[i] = { i } end"

    @Test(arguments: [
        ("plain loop", spin),
        ("under pcall", "while true do pcall(function() \(spin) end) end"),
        ("with the script's own hook", "debug.sethook(function() end, '', 1) \(spin)"),
        ("hook removed by the script", "debug.sethook() \(spin)"),
        ("error handler that loops", "xpcall(function() \(spin) end, function() \(spin) end)"),
    ])
    func timeoutEndsTheRun(name: String, code: String) throws {
        let start = Date()
        let r = try CLI.understudy(["--timeout", "0.3", "-e", code, "-e", "print('not reached')"])
        #expect(r.status == 1, "\(name): \(r)")
        #expect(r.stdout.isEmpty, "\(name): \(r)")
        #expect(r.stderr.hasPrefix(CLI.binary + ": "), "\(name): \(r)")
        #expect(r.stderr.contains("time limit exceeded (timeout 0.3 s)"), "\(name): \(r)")
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test(arguments: [
        ("table-growing loop", grow),
        ("under pcall", "print(pcall(function() \(grow) end)) print('caught')"),
        ("pcall in a loop", "for i = 1, 100 do pcall(function() \(grow) end) end"),
        ("with the script's own hook", "debug.sethook(function() end, 'c') \(grow)"),
        ("string doubling", "local s = 'x' while true do s = s .. s end"),
    ])
    func memoryLimitEndsTheRun(name: String, code: String) throws {
        let r = try CLI.understudy(["--memory-limit", "10M", "-e", code, "-e", "print('not reached')"])
        #expect(r.status == 1, "\(name): \(r)")
        #expect(!r.stdout.contains("not reached"), "\(name): \(r)")
        #expect(r.stderr.contains("memory limit exceeded (limit 10M)"), "\(name): \(r)")
    }

    @Test func limitsApplyPerChunkAndLeaveRoomForWork() throws {
        let r = try CLI.understudy(["--memory-limit", "64M", "--timeout", "5", "-e",
                                    "local t = {} for i = 1, 1e5 do t[i] = i end print(#t)"])
        #expect(r.status == 0 && r.stdout == "100000\n", "\(r)")
    }

    @Test func aLimitInTheREPLIsJustAnError() throws {
        let r = try CLI.understudy(["--timeout", "0.2", "-i"],
                                   input: "x = 5\nwhile true do end\nprint('still here', x)\n")
        #expect(r.status == 0, "\(r)")
        #expect(r.stderr.contains("time limit exceeded (timeout 0.2 s)"))
        #expect(r.stdout.contains("still here\t5\n"))
    }

    @Test func memoryLimitInTheREPLRecovers() throws {
        let r = try CLI.understudy(["--memory-limit", "8M", "-i"],
                                   input: "big = {}\nfor i = 1, 1e9 do big[i] = { i } end\nbig = nil\ncollectgarbage()\nprint('recovered')\n")
        #expect(r.stderr.contains("memory limit exceeded (limit 8M)"), "\(r)")
        #expect(r.stdout.contains("recovered\n"), "\(r)")
    }
}
