import Foundation
import Testing

/// Understudy's own options (documented differences from lua5.4) and the `test` dispatch.
@Suite struct CLIOptionsTests {
    @Test func helpDocumentsEveryOption() throws {
        let r = try CLI.understudy(["--help"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        for option in ["-e stat", "-i", "-l mod", "-l g=mod", "-v", "-E", "-W", "--", "-  ", "--sandbox",
                       "--memory-limit SIZE", "--timeout SECONDS", "--seed N", "--trace", "--check-invariants", "--help",
                       "LUA_INIT_5_4", "UNDERSTUDY_HISTORY", "test [options] [paths]", ":render", "help(x)"] {
            #expect(r.stdout.contains(option), "--help does not mention \(option)")
        }
    }

    @Test(arguments: [
        (["--memory-limit", "lots"], "bad value 'lots' for --memory-limit"),
        (["--memory-limit=0"], "bad value '0' for --memory-limit"),
        (["--timeout", "-1"], "bad value '-1' for --timeout"),
        (["--timeout=inf"], "bad value 'inf' for --timeout"),
        (["--seed", "1.5"], "bad value '1.5' for --seed"),
        (["--timeout"], "'--timeout' needs argument"),
        (["--sandbox=yes"], "unrecognized option '--sandbox=yes'"),
        (["--check-invariants=1"], "unrecognized option '--check-invariants=1'"),
    ])
    func badValuesAreUsageErrors(arguments: [String], message: String) throws {
        let r = try CLI.understudy(arguments + ["-e", "print('ran')"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix(CLI.binary + ": " + message), "\(r)")
    }

    @Test func randomIsSeededFixedUnlessSeedIsGiven() throws {
        let code = ["-e", "print(math.random(1, 1000000), math.random())"]
        let a = try CLI.understudy(code), b = try CLI.understudy(code)
        #expect(a.status == 0 && a.stdout == b.stdout)
        let s1 = try CLI.understudy(["--seed", "42"] + code), s2 = try CLI.understudy(["--seed=42"] + code)
        #expect(s1.stdout == s2.stdout)
        #expect(s1.stdout != a.stdout)
        // The default seed is the documented one.
        let zero = try CLI.understudy(["--seed", "0"] + code)
        #expect(zero.stdout == a.stdout)
    }

    @Test func traceWritesTimelineEventsToStdout() throws {
        let r = try CLI.understudy(["--trace", "-e", "stage.clock.after(0.5, function() print('fired') end) stage.clock.advance(1)"])
        #expect(r.status == 0, "\(r)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // The event line comes as the event happens, around the callback's own output.
        #expect(lines.contains { $0.hasPrefix("[  0.500] clock timer") }, "\(r)")
        #expect(lines.contains("fired"))
    }

    @Test func traceShowsAComponentsNameAfterItsSource() throws {
        let r = try CLI.understudy(["--trace", "-e", "stage.popup{ name = 'rate' }:pop() stage.popup{}:pop() stage.clock.advance(1)"])
        #expect(r.status == 0, "\(r)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("[  0.000] popup#1 \"rate\" willPop"), "\(r)")
        #expect(lines.contains("[  0.000] popup#2 willPop"), "\(r)")
    }

    /// A swipe's samples are one line, printed when the run ends, between the events around it
    /// and before what the script prints after the clock settled.
    @Test func traceCollapsesGestureSamples() throws {
        let r = try CLI.understudy(["--trace", "-e", """
            local t = stage.tableView{ rows = { "a" } }
            t:swipe(1, { dx = -220 })
            print("after the swipe")
            """])
        #expect(r.status == 0, "\(r)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let samples = lines.filter { $0.contains("panChanged") }
        #expect(samples.count == 1, "\(r)")
        #expect(samples.first?.contains(#"screen panChanged ×29, x 362.333 → 157 over 0.233 s layer="table#1""#) == true, "\(r)")
        let at = { (s: String) in lines.firstIndex { $0.contains(s) } ?? -1 }
        #expect(at("panBegan") < at("panChanged") && at("panChanged") < at("panEnded") && at("panEnded") < at("after the swipe"), "\(r)")
    }

    @Test func withoutTraceNothingIsPrinted() throws {
        let r = try CLI.understudy(["-e", "stage.clock.after(0.5, function() end) stage.clock.advance(1)"])
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r)")
    }

    @Test func stageAndStdlibArePreloaded() throws {
        let r = try CLI.understudy(["-e", "print(type(stage), type(stage.clock), type(require('understudy.pretty').format))"])
        #expect(r.stdout == "table\ttable\tfunction\n", "\(r)")
    }

    @Test func testSubcommandGoesToTheRunner() throws {
        // `understudy test --help` is the runner's usage, not lua's "cannot open test".
        let r = try CLI.understudy(["test", "--help"])
        #expect(!r.stderr.contains("cannot open test"), "\(r)")
        #expect(!(r.stdout + r.stderr).isEmpty)
        // A script named "test" still runs as ./test.
        let dir = try CLI.directory(["test": "print('the script named test')"])
        let s = try CLI.understudy(["./test"], in: dir)
        #expect(s.stdout == "the script named test\n", "\(s)")
    }
}
