import Foundation
import Testing
import TestSupport

/// Lua 5.4.4's own test suite (Tests/LuaOfficial, vendored from lua/lua's `testes/`) run by
/// Debian's `lua5.4` and by `understudy` side by side: the outcome must be the same, and a
/// pass. The outcome is the exit status, the last line saying OK (`final OK !!!` for all.lua),
/// and standard error (where the suite's warnings and errors go) with the program's name
/// normalized and the GC tracer's dots removed (their number follows allocation sizes, and
/// understudy holds more: the stage and its library).
@Suite struct LuaOfficialSuiteTests {
    struct Run: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// all.lua with `_soft` (every file but big.lua, each with its long loops shortened, through
    /// string.dump and load as all.lua does), then the files whose `_soft` branches are cheap,
    /// in full. Tests/LuaOfficial/README.md says what is left out and why.
    static let runs: [Run] = [Run(arguments: ["-e", "_soft = true", "all.lua"])]
        + ["api.lua", "attrib.lua", "coroutine.lua", "db.lua", "files.lua", "gc.lua", "math.lua", "pm.lua",
           "sort.lua", "verybig.lua"].map { Run(arguments: [$0]) }

    /// The suite, copied once with its C libraries built (attrib.lua loads them through
    /// `package.loadlib` and `require`), or why it could not be.
    static let prepared: Swift.Result<URL, PreparationFailure> = {
        do {
            let dir = try Repository.temporaryDirectory("lua-testes")
            let testes = dir.appendingPathComponent("testes")
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent("Tests/LuaOfficial/testes"), to: testes)
            // Debian's liblua5.4-dev headers (`make deps` installs them): the libraries use the
            // C API of whichever interpreter loads them.
            let make = try ChildProcess.run("/usr/bin/env", ["make", "-s", "-C", "libs", "CC=cc",
                                                             "LUA_DIR=/usr/include/lua5.4"], in: testes)
            guard make.status == 0 else { return .failure(PreparationFailure(reason: "building libs: \(make)")) }
            return .success(testes)
        } catch {
            return .failure(PreparationFailure(reason: "\(error)"))
        }
    }()

    struct PreparationFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    struct Outcome: Equatable, CustomStringConvertible {
        var status: Int32
        var okLine: String?
        var stderr: String
        var description: String { "exit \(status), OK line \(okLine ?? "none")\n--- stderr\n\(stderr)---" }
    }

    static func outcome(_ result: ChildProcess.Result, program: String) -> Outcome {
        let lines = result.stdout.split(separator: "\n").map { $0.drop { $0 == "." } }
        let ok = lines.last { $0.range(of: "ok", options: .caseInsensitive) != nil }.map(String.init)
        let stderr = result.stderr.replacingOccurrences(of: program, with: "PROGRAM")
            .replacing(pattern: "^\\.+", with: "")
        return Outcome(status: result.status, okLine: ok, stderr: stderr)
    }

    /// Runs both interpreters at once, each in its own copy (all.lua writes time.txt where it runs).
    @Test(arguments: runs)
    func sameOutcomeAsLua(_ run: Run) throws {
        try #require(CLI.luaAvailable, "lua5.4 is needed to compare (apt-get install lua5.4)")
        let testes = try Self.prepared.get()
        let runs = try [CLI.lua, CLI.binary].map { try SuiteRun(program: $0, arguments: run.arguments, copying: testes) }
        let results = runs.map { Self.outcome($0.finish(), program: $0.program) }
        let lua = results[0], ours = results[1]
        #expect(lua.status == 0, "lua5.4 itself did not pass \(run): \(lua)")
        #expect(ours == lua, "\(run): understudy's outcome differs from lua5.4's")
    }

    /// One interpreter running the suite in a fresh copy of it, started as a shell would:
    /// standard input a pipe (files.lua checks that seeking it fails) and no signal blocked but
    /// SIGCHLD. The test's threads block signals, a child inherits the mask, and files.lua
    /// expects `os.execute("kill -s HUP $$")` to kill the shell it starts (understudy unblocks
    /// every signal when it starts; lua5.4 failed there). SIGCHLD stays blocked: Foundation
    /// learns that its children ended from it, and one that ended while this thread took it
    /// would never be reaped (the test hung so). Output goes to files, not to pipes: a script
    /// main.lua starts in the background, and leaves running when it fails, would hold the
    /// pipes open and the test would wait for it forever; `finish` kills those scripts.
    final class SuiteRun {
        let program: String
        let directory: URL
        let stdout: URL, stderr: URL
        let child: ChildProcess.Running

        init(program: String, arguments: [String], copying testes: URL) throws {
            self.program = program
            directory = try Repository.temporaryDirectory("lua-testes-run")
            stdout = directory.appendingPathComponent("stdout")
            stderr = directory.appendingPathComponent("stderr")
            let copy = directory.appendingPathComponent("testes")
            try FileManager.default.copyItem(at: testes, to: copy)
            var others = sigset_t(), saved = sigset_t()
            sigfillset(&others)
            sigdelset(&others, SIGCHLD)
            pthread_sigmask(SIG_UNBLOCK, &others, &saved)
            defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
            let script = #"o=$1 e=$2 p=$3; shift 3; exec "$p" "$@" > "$o" 2> "$e""#
            child = try ChildProcess.start("/bin/sh", ["-c", script, "sh", stdout.path, stderr.path, program] + arguments,
                                           input: "", clearing: CLI.interpreterVariables, in: copy)
            child.killAfter(120)
        }

        /// Waits for the interpreter, kills what main.lua left running ("... running in
        /// background, pid N)"), removes the copy; the interpreter's status and output.
        func finish() -> ChildProcess.Result {
            let status = child.wait().status
            let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
            let result = ChildProcess.Result(status: status, stdout: read(stdout), stderr: read(stderr))
            for line in result.stdout.split(separator: "\n") where line.contains("running in background, pid ") {
                guard let pid = Int32(line.split(separator: " ").last?.dropLast() ?? ""),
                      let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                      command.hasPrefix(program) else { continue }
                kill(pid, SIGKILL)
            }
            try? FileManager.default.removeItem(at: directory)
            return result
        }
    }

    /// How deep a chunk recurses before "stack overflow" (errors.lua prints it, in its long
    /// part): lua.c's pmain keeps argc and argv below a script, `-e` and `LUA_INIT` chunks and
    /// stdin, only `require` below `-l`'s call, and empties its stack for each REPL line.
    static let depthCases: [CLICompatibilityTests.Case] = [
        .init(name: "script", arguments: ["depth.lua"]),
        .init(name: "script with arguments", arguments: ["depth.lua", "a", "b"]),
        .init(name: "-e", arguments: ["-e", "dofile 'depth.lua'"]),
        .init(name: "stdin", arguments: [], input: "dofile 'depth.lua'\n"),
        .init(name: "LUA_INIT", arguments: ["-e", ""], environment: ["LUA_INIT": "@depth.lua"]),
        .init(name: "-l", arguments: ["-l", "depth", "-e", ""]),
        .init(name: "REPL", arguments: ["-i"], input: "dofile 'depth.lua'\n"),
    ]

    static let depthScript = "local n = 0 local function f() n = n + 1 f() end pcall(f) print(n)\n"

    @Test(arguments: depthCases)
    func stackOverflowsAtLuasDepth(_ c: CLICompatibilityTests.Case) throws {
        try #require(CLI.luaAvailable, "lua5.4 is needed to compare (apt-get install lua5.4)")
        let dir = try CLI.directory(["depth.lua": Self.depthScript])
        defer { try? FileManager.default.removeItem(at: dir) }
        let lua = try CLI.run(CLI.lua, c.arguments, input: c.input, environment: c.environment, in: dir)
        let ours = try CLI.understudy(c.arguments, input: c.input, environment: c.environment, in: dir)
        #expect(CLICompatibilityTests.normalize(ours.stdout, program: CLI.binary)
            == CLICompatibilityTests.normalize(lua.stdout, program: CLI.lua))
    }
}
