import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `understudy test --watch` as a person uses it, in a pseudo-terminal, on a copy of
/// Tests/RunnerFixtures/watch (src/a.lua; src/b.lua requires a; spec a requires a, spec b
/// requires b, spec c dofile's src/c.lua, spec plain loads nothing and prints its worker's pid):
/// a changed module reruns exactly the specs that loaded it, the keys act, and `q` ends the
/// process with no child left.
@Suite struct WatchModeTests {
    /// The fixture copied to a fresh directory (each test edits its files).
    static func project() throws -> URL {
        let dir = try Runner.temporaryDirectory().appendingPathComponent("watch")
        try FileManager.default.copyItem(at: Runner.fixtures.appendingPathComponent("watch"), to: dir)
        return dir
    }

    /// The spec files a run section shows (the terminal reporter's file lines, verbose).
    static func specLines(_ section: String) -> Set<String> {
        Set(section.split(separator: "\n").map(String.init).filter { $0.hasPrefix("spec/") && $0.hasSuffix("_spec.lua") })
    }

    static let all: Set<String> = ["spec/a_spec.lua", "spec/b_spec.lua", "spec/c_spec.lua", "spec/plain_spec.lua"]

    @Test func touchingAModuleRerunsExactlyTheSpecsThatRequiredIt() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let watch = try PseudoTerminalProcess(Runner.binary.path, ["test", "--watch", "--jobs", "2"], in: dir)
        defer { watch.stop() }

        let first = try watch.nextRun()
        #expect(Self.specLines(first) == Self.all)
        #expect(first.contains("4 passed, 0 failed"))
        // Between runs the watch process has no child: every worker was reaped, none a zombie.
        #expect(PseudoTerminalProcess.children(of: watch.pid) == [])

        // a.lua: spec a requires it, spec b through b.lua.
        try "-- changed\nreturn { value = 2 }\n".write(to: dir.appendingPathComponent("src/a.lua"), atomically: false, encoding: .utf8)
        let second = try watch.nextRun()
        #expect(second.contains("src/a.lua changed: running 2 spec files of 4"))
        #expect(Self.specLines(second) == ["spec/a_spec.lua", "spec/b_spec.lua"])
        #expect(second.contains("2 passed, 0 failed"))

        // b.lua: only spec b.
        try "-- changed\nlocal a = require 'a'\nreturn { value = a.value + 10 }\n"
            .write(to: dir.appendingPathComponent("src/b.lua"), atomically: false, encoding: .utf8)
        #expect(Self.specLines(try watch.nextRun()) == ["spec/b_spec.lua"])

        // c.lua, loaded with dofile: only spec c.
        try "return { name = 'c' } -- changed\n".write(to: dir.appendingPathComponent("src/c.lua"), atomically: false, encoding: .utf8)
        #expect(Self.specLines(try watch.nextRun()) == ["spec/c_spec.lua"])

        // .busted: everything.
        let busted = dir.appendingPathComponent(".busted")
        try (String(contentsOf: busted, encoding: .utf8) + "-- changed\n").write(to: busted, atomically: false, encoding: .utf8)
        #expect(Self.specLines(try watch.nextRun()) == Self.all)

        // t: a test name pattern, typed into the prompt; every file runs, one test passes.
        try watch.type("treads b\r")
        let named = try watch.nextRun()
        #expect(named.contains("ok    b reads b"))
        #expect(!named.contains("a reads a"))
        #expect(named.contains("1 passed, 0 failed"))
        #expect(named.contains("Active filters: test name pattern 'reads b'"))

        // p: a file pattern (the name pattern stays); Backspace edits the prompt, then Enter.
        try watch.type("pb_x\u{7f}\r")
        let filtered = try watch.nextRun()
        #expect(Self.specLines(filtered) == ["spec/b_spec.lua"])
        #expect(filtered.contains("ok    b reads b"))
        #expect(filtered.contains("Active filters: file pattern 'b_', test name pattern 'reads b'"))

        // a: all again, filters cleared.
        try watch.type("a")
        let again = try watch.nextRun()
        #expect(Self.specLines(again) == Self.all)
        #expect(again.contains("4 passed, 0 failed"))
        #expect(!again.contains("Active filters"))

        // Esc cancels a prompt: nothing runs (the keys are shown again), and Enter reruns.
        try watch.type("pzzz\u{1b}")
        #expect(Self.specLines(try watch.nextRun()) == [])
        try watch.type("\r")
        #expect(Self.specLines(try watch.nextRun()) == Self.all)

        let workers = watch.output.split(separator: "\n").compactMap { line -> pid_t? in
            line.hasPrefix("worker pid ") ? pid_t(line.dropFirst("worker pid ".count)) : nil
        }
        #expect(workers.count >= 5)
        #expect(PseudoTerminalProcess.children(of: watch.pid) == [])

        try watch.type("q")
        let status = try watch.waitForExit()
        #expect(status == 0)
        // Every worker that ran a file is gone (not running, not a zombie).
        for pid in Set(workers) { #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "worker \(pid) is left") }
        // The terminal was put back: canonical mode and echo, as the shell expects.
        #expect(watch.terminalRestored)
    }

    /// `f` reruns the files that failed; a fixed module reruns its spec and `f` then finds none.
    @Test func failedFilesAndTheLastStatus() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        try "return { value = 'not a number' }\n".write(to: dir.appendingPathComponent("src/a.lua"), atomically: false, encoding: .utf8)
        let watch = try PseudoTerminalProcess(Runner.binary.path, ["test", "--watch"], in: dir)
        defer { watch.stop() }
        let first = try watch.nextRun()
        #expect(first.contains("2 passed, 1 failed, 1 error"))
        try watch.type("f")
        let failed = try watch.nextRun()
        #expect(Self.specLines(failed) == ["spec/a_spec.lua", "spec/b_spec.lua"])
        try "return { value = 1 }\n".write(to: dir.appendingPathComponent("src/a.lua"), atomically: false, encoding: .utf8)
        #expect(try watch.nextRun().contains("2 passed, 0 failed"))
        try watch.type("f")
        #expect(try watch.nextRun().contains("No spec file failed in its last run"))

        // A new spec file runs when it appears (writing its snapshot).
        try "local a = require 'a'\nit('snaps a', function() expect(a.value):toMatchSnapshot() end)\n"
            .write(to: dir.appendingPathComponent("spec/snap_spec.lua"), atomically: false, encoding: .utf8)
        let created = try watch.nextRun()
        #expect(Self.specLines(created) == ["spec/snap_spec.lua"])
        #expect(created.contains("1 passed, 0 failed"))
        // Its snapshot no longer matches: u reruns the failed file with snapshots updated.
        try "return { value = 5 }\n".write(to: dir.appendingPathComponent("src/a.lua"), atomically: false, encoding: .utf8)
        let mismatch = try watch.nextRun()
        #expect(Self.specLines(mismatch) == ["spec/a_spec.lua", "spec/b_spec.lua", "spec/snap_spec.lua"])
        #expect(mismatch.contains("2 passed, 1 failed"))
        try watch.type("u")
        let updated = try watch.nextRun()
        #expect(Self.specLines(updated) == ["spec/snap_spec.lua"])
        #expect(updated.contains("1 passed, 0 failed"))
        try watch.type("\r")
        #expect(try watch.nextRun().contains("1 passed, 0 failed"))
        try watch.type("q")
        #expect(try watch.waitForExit() == 0)
    }

    /// `a` typed during a run whose spec renames another spec file runs the files as they are
    /// after that run, not the list from before it (which named a file that was gone).
    @Test func keysTypedDuringARunSeeTheSpecFilesItMoved() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        try """
            local from, to = "spec/plain_spec.lua", "spec/moved_spec.lua"
            it("moves a spec file", function()
              local f = io.open(from) if f then f:close() assert(os.rename(from, to)) end
              local t = os.clock() while os.clock() - t < 1 do end
            end)
            """.write(to: dir.appendingPathComponent("spec/mover_spec.lua"), atomically: false, encoding: .utf8)
        let watch = try PseudoTerminalProcess(Runner.binary.path, ["test", "--watch", "--jobs", "1"], in: dir)
        defer { watch.stop() }
        // Typed once the run has begun (the terminal is in key mode then: no echo in the output).
        try watch.waitFor("spec/")
        try watch.type("a")
        let first = try watch.nextRun()
        #expect(Self.specLines(first) == Self.all.union(["spec/mover_spec.lua"]))
        let again = try watch.nextRun()
        #expect(Self.specLines(again) == ["spec/a_spec.lua", "spec/b_spec.lua", "spec/c_spec.lua", "spec/moved_spec.lua",
                                          "spec/mover_spec.lua"], "\(again)")
        #expect(again.contains("5 passed, 0 failed"), "\(again)")
        try watch.type("q")
        #expect(try watch.waitForExit() == 0)
    }

    /// ^C ends the watch like any run: no worker left, the terminal put back.
    @Test func interruptRestoresTheTerminal() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let watch = try PseudoTerminalProcess(Runner.binary.path, ["test", "--watch"], in: dir)
        defer { watch.stop() }
        _ = try watch.nextRun()
        try watch.type("\u{3}")
        #expect(try watch.waitForExit() == 128 + SIGINT)
        #expect(watch.terminalRestored)
    }

    /// Standard input that is not a terminal: commands are lines, and its end quits with the
    /// last run's status.
    @Test func notATerminalEndOfInputQuits() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let r = try Runner.test(["--watch"], in: dir)
        #expect(r.status == 0)
        #expect(Self.specLines(r.stdout) == Self.all)
        #expect(r.stdout.contains("Watch Usage (a command a line)"))
        try "return { value = 'not a number' }\n".write(to: dir.appendingPathComponent("src/a.lua"), atomically: false, encoding: .utf8)
        #expect(try Runner.test(["--watch"], in: dir).status == 1)
    }
}

/// A process started in a fresh session whose controlling terminal is a new pseudo-terminal
/// (posix_openpt); the test writes keys to the master side and reads everything the process
/// printed. Every wait is time-limited, and `stop` kills the process if a test ends early.
final class PseudoTerminalProcess {
    let pid: pid_t
    private let master: Int32
    private var bytes: [UInt8] = []
    /// How many runs `nextRun` has returned.
    private var runs = 0
    private var exited = false
    /// The terminal's settings as the process left them (read when it exits).
    private(set) var terminalRestored = false

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Everything printed so far, line ends as `\n`.
    var output: String { String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n") }

    init(_ executable: String, _ arguments: [String], in directory: URL) throws {
        // posix_openpt, unlockpt and ptsname as Linux implements them (Swift's Glibc module
        // leaves the XSI declarations out): the multiplexer, TIOCSPTLCK to 0, TIOCGPTN.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0, number: UInt32 = 0
        let tiocsptlck: UInt = 0x4004_5431, tiocgptn: UInt = 0x8004_5430
        guard master >= 0, ioctl(master, tiocsptlck, &unlock) == 0, ioctl(master, tiocgptn, &number) == 0 else {
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slave = "/dev/pts/\(number)"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid (the spawn's order), the slave becomes the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Test threads block signals: the process gets none blocked and default handlers.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let setsid: Int32 = 0x80 // POSIX_SPAWN_SETSID (glibc's spawn.h, under _GNU_SOURCE)
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | setsid))
        // sh changes directory, then becomes the process (exec): its pid is the watch's.
        let script = "cd \"$1\" && shift && exec \"$@\""
        let argv = (["/bin/sh", "-c", script, "sh", directory.path, executable] + arguments).map { strdup($0) } + [nil]
        var env = ProcessInfo.processInfo.environment
        for key in Runner.ciVariables + ["LUA_INIT", "LUA_INIT_5_4"] { env[key] = nil }
        env["TERM"] = "dumb"
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let rc = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp)
        guard rc == 0 else {
            close(master)
            throw Failure(description: "posix_spawn: \(String(cString: strerror(rc)))")
        }
        pid = child
    }

    deinit {
        stop()
        close(master)
    }

    /// Sends keys as typed.
    func type(_ text: String) throws {
        let data = Array(text.utf8)
        guard data.withUnsafeBytes({ write(master, $0.baseAddress, $0.count) }) == data.count else {
            throw Failure(description: "cannot type '\(text)': \(String(cString: strerror(errno)))")
        }
    }

    /// Reads what is there, waiting up to `milliseconds` for something.
    private func pump(_ milliseconds: Int32) {
        var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let n = read(master, &buffer, buffer.count)
        if n > 0 { bytes += buffer[0..<n] }
    }

    /// Waits until the output contains `text`.
    func waitFor(_ text: String, timeout: Double = 60) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output.contains(text) { return }
            pump(50)
        }
        throw Failure(description: "timed out waiting for '\(text)'; the output was:\n\(output)")
    }

    /// The next run's output: from after the previous run's key line ("Watch Usage") to this
    /// run's. Fails with the whole output if it does not come within `timeout` seconds.
    func nextRun(timeout: Double = 60) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let parts = output.components(separatedBy: "Watch Usage")
            if parts.count > runs + 1 {
                runs += 1
                return parts[runs - 1]
            }
            pump(50)
        }
        throw Failure(description: "timed out waiting for run \(runs + 1); the output was:\n\(output)")
    }

    /// Waits for the process to exit (reading what it prints meanwhile); its exit status.
    func waitForExit(timeout: Double = 15) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                exited = true
                pump(0)
                // The terminal's settings as the process left them (the master reads them).
                var settings = termios()
                if tcgetattr(master, &settings) == 0 {
                    terminalRestored = settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
                }
                return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            }
            pump(50)
        }
        throw Failure(description: "timed out waiting for the watch process to exit; the output was:\n\(output)")
    }

    /// Kills the process if it is still there (a test that failed early), and reaps it.
    func stop() {
        guard !exited else { return }
        exited = true
        _ = kill(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }

    /// The processes whose parent is `pid`, zombies included, from /proc.
    static func children(of pid: pid_t) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var found: [pid_t] = []
        for entry in entries {
            guard let child = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { continue }
            // After the name: " state ppid ...".
            let fields = stat[close.upperBound...].split(separator: " ")
            if fields.count > 1, pid_t(fields[1]) == pid { found.append(child) }
        }
        return found.sorted()
    }
}
