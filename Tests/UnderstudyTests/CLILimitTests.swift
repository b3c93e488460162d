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
        // A count far past the limits' interval must not delay them (the watchdog's message
        // would come instead, a second late).
        ("the script's hook with a huge count", "debug.sethook(function() end, '', 2^31 - 1) \(spin)"),
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

    /// Host work that runs no Lua instruction still stops at the deadline, with the limit's
    /// error and not the watchdog's: an hour-long drag fires 432,000 engine-only samples.
    @Test(arguments: [
        "local p = stage.tableView{ rows = 3 }:pan(1, {}) print(pcall(p.move, p, 10, { duration = 3600 }))",
        "print(pcall(stage.screen.drag, { from = {1, 1}, to = {300, 300}, duration = 3600 }))",
    ])
    func engineOnlyWorkStopsAtTheTimeout(drag: String) throws {
        let code = drag + " print('not reached')"
        let start = Date()
        let r = try CLI.understudy(["--timeout", "0.3", "-e", code])
        #expect(r.status == 1, "\(r)")
        #expect(r.stderr.contains("time limit exceeded (timeout 0.3 s)"), "\(r)")
        #expect(!r.stderr.contains("did not stop"), "\(r)")
        #expect(!r.stdout.contains("not reached"), "\(r)")
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

    /// A script can lower the command line's limits with understudy.limits, never raise or
    /// remove them (false gives the command line's back), and a lowered one holds as they do.
    @Test func aScriptMayOnlyLowerTheLimits() throws {
        let refused = try CLI.understudy(["--memory-limit", "64M", "--timeout", "10", "-e", """
            print(select(2, pcall(understudy.limits, { memory = "1G" })))
            print(select(2, pcall(understudy.limits, { time = 11 })))
            print(understudy.limits{ memory = false, time = false }.memory)
            """])
        #expect(refused.stdout == """
            understudy.limits: memory 1G is above this program's limit (64M); it can only be lowered
            understudy.limits: time 11 s is above this program's limit (10 s); it can only be lowered
            67108864

            """, "\(refused)")
        let start = Date()
        let lowered = try CLI.understudy(["--timeout", "10", "-e", "understudy.limits{ time = 0.3 }", "-e", Self.spin])
        #expect(lowered.status == 1 && lowered.stderr.contains("time limit exceeded (timeout 0.3 s)"), "\(lowered)")
        #expect(Date().timeIntervalSince(start) < 5)
    }

    /// Nothing a script does with understudy.limits drops or moves the command line's timeout
    /// (issue 43): not false or 0, not a lowered limit whose scope (a pcall, a function that
    /// returns at once) has ended.
    @Test(arguments: ["pcall(understudy.limits, { time = false })", "pcall(understudy.limits, { time = 0 })",
                      "pcall(understudy.limits, { time = 0.2 })", "understudy.limits{ time = 0.2, scope = function() end }",
                      "understudy.limits{ time = false }"])
    func theCommandLinesTimeoutHoldsWhateverTheScriptDoes(code: String) throws {
        let r = try CLI.understudy(["--timeout", "1", "-e", code + " local t = os.clock() while os.clock() - t < 10 do end",
                                    "-e", "print('not reached')"])
        #expect(r.status == 1, "\(code): \(r)")
        #expect(r.stderr.contains("time limit exceeded (timeout 1 s)"), "\(code): \(r)")
        #expect(!r.stdout.contains("not reached"), "\(code): \(r)")
    }

    /// ^C is lua.c's catchable "interrupted!", but the limits' hook survives it: the timeout
    /// still ends the script afterwards, uncatchable.
    @Test func aCaughtInterruptLeavesTheTimeoutInForce() throws {
        let code = "print(pcall(function() print('ready') io.stdout:flush() \(Self.spin) end)) "
            + "print(pcall(function() \(Self.spin) end)) print('not reached')"
        let r = try CLI.runInterrupting(CLI.binary, ["--timeout", "1.5", "-e", code], after: "ready")
        #expect(r.status == 1, "\(r)")
        #expect(r.stdout == "ready\nfalse\tinterrupted!\n", "\(r)")
        #expect(r.stderr.contains("time limit exceeded (timeout 1.5 s)"), "\(r)")
    }

    /// The script's hook is where ldblib keeps it (registry._HOOKKEY) and runs, while the
    /// limits keep the real count hook.
    @Test func theScriptsHookIsVisibleAndTheLimitStillHolds() throws {
        let code = "local n = 0 debug.sethook(function() n = n + 1 end, 'c') "
            + "print(debug.getregistry()._HOOKKEY[coroutine.running()] ~= nil, (debug.gethook()) ~= nil) "
            + "local x = 1 x = 2 print(n > 0) \(Self.spin)"
        let r = try CLI.understudy(["--timeout", "0.3", "-e", code])
        #expect(r.status == 1, "\(r)")
        #expect(r.stdout == "true\ttrue\ntrue\n", "\(r)")
        #expect(r.stderr.contains("time limit exceeded (timeout 0.3 s)"), "\(r)")
    }

    /// Under limits the script's count hook still fires every `count` instructions, exactly as
    /// lua5.4 calls it, also when the count is longer than the limits' own interval.
    @Test(arguments: [7, 2500, 100_000])
    func theScriptsCountHookKeepsItsInterval(count: Int) throws {
        let code = "local n = 0 debug.sethook(function() n = n + 1 end, '', \(count)) "
            + "local x = 0 for i = 1, 300000 do x = x + i end debug.sethook() print(n)"
        try #require(CLI.luaAvailable)
        let reference = try CLI.run(CLI.lua, ["-e", code])
        for limits in [["--timeout", "100"], ["--memory-limit", "100M"], []] {
            let r = try CLI.understudy(limits + ["-e", code])
            #expect(r.stdout == reference.stdout && r.status == 0, "\(limits): \(r) vs \(reference)")
        }
    }

    /// A timeout past the clock's range is "never", not an overflow (the deadline saturates).
    @Test(arguments: ["2e10", "1e300", "1.7976931348623157e308"])
    func aHugeTimeoutMeansNever(seconds: String) throws {
        let r = try CLI.understudy(["--timeout", seconds, "-e", "local x = 0 for i = 1, 1e5 do x = x + i end print(x)"])
        #expect(r.status == 0 && r.stdout == "5000050000\n", "\(r)")
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
