import CLua
import LuaBridge
import StageLua
import UnderstudyStdlib
#if canImport(Glibc)
import Glibc
#endif

/// A worker: a process forked from the supervisor (`WorkerProcess.start`) that runs spec files
/// one at a time, each in a fresh Lua state (so nothing leaks between files), under the per-file
/// memory and time limits. It reads `run` frames on its command pipe and answers on its result
/// pipe (see `WorkerFrames`, `WorkerProtocol`), after moving both out of the spec's way
/// (`WorkerChannels`).
enum TestWorker {
    /// Serves files until the supervisor closes the command pipe; returns the exit status.
    static func serve(_ options: TestOptions, commandFD: Int32, resultFD: Int32, key: [UInt8]) -> Int32 {
        let channels: WorkerChannels
        do { channels = try WorkerChannels.adopt(commandFD: commandFD, resultFD: resultFD, key: key) } catch {
            RunnerOutput.error("understudy test (worker): \(error.message)\n")
            return 2
        }
        SpecChildren.adopt()
        let host = WorkerHost(channel: channels.results, timeout: options.timeout)
        // A spec's os.exit ends the process through exit(): what waits still reaches the report.
        WorkerHost.current = host
        atexit { WorkerHost.current?.flush() }
        let testHooks = getenv("UNDERSTUDY_TEST_HOOKS").map { String(cString: $0) == "1" } ?? false
        while let next = channels.commands.read(from: channels.commandFD) {
            guard case .frame(let kind, let payload) = next, kind == WorkerFrames.run else {
                host.channel.send(WorkerFrames.commandsCorrupted, "a command that is not the supervisor's")
                return 1
            }
            runFile(SpecPath(bytes: Array(payload)), options: options, host: host, testHooks: testHooks)
            host.flush()
            fflush(nil)
            SpecChildren.endFile()
            // Nothing may be waiting now but what a spec wrote: refuse to read it as a command.
            if channels.commandsPending() || channels.commands.hasPartialFrame {
                host.channel.send(WorkerFrames.commandsCorrupted, "bytes on the command pipe that the supervisor did not send")
                return 1
            }
            host.channel.send(WorkerFrames.done)
        }
        return 0
    }

    /// Runs one file in its own state; a limit or any error that escapes the runner becomes an
    /// `abort` frame, which the supervisor turns into a failure of the file.
    static func runFile(_ path: SpecPath, options: TestOptions, host: WorkerHost, testHooks: Bool) {
        func abortLine(_ message: String) {
            host.flush()
            host.channel.send(WorkerFrames.abort, message)
        }
        let lua: LuaState
        do { lua = try LuaState(arena: true) } catch {
            abortLine(error.message)
            return
        }
        defer { lua.close() }
        Stdlib.install(into: lua)
        WorkerBytecode.install(into: lua)
        StageAPI.install(into: lua)
        lua.install(WorkerHostAPI.registry(testHooks: testHooks), context: host)
        // The time limit is per test: the runner restarts it (host.arm) for each test and each
        // block body or hook, so only the memory limit is the state's.
        lua.limits = LuaLimits(memory: options.memoryLimit, timeout: nil)
        let executable = luaQuote(WorkerProcess.executablePath())
        let chunk = """
        local host = __understudy_host
        __understudy_host = nil
        __understudy_abort = host.abort
        -- The runner's own copy of the test library, sealed before any of the spec's code runs.
        local chunks = __understudy_sealed
        __understudy_sealed = nil
        local seal = chunks["understudy.test.seal"]
        chunks["understudy.test.seal"] = nil
        local require, publish = seal()()(chunks)
        -- busted's `arg`: the runner as arg[0], an interpreter of plain Lua (understudy) as arg[-1].
        arg = \(luaList(options.commandLine)) arg[0] = \(executable) arg[-1] = \(executable)
        -- lua.c's LUA_INIT, as a script run by `understudy` would see it.
        do
          local name, init = "=LUA_INIT_5_4", os.getenv("LUA_INIT_5_4")
          if not init then name, init = "=LUA_INIT", os.getenv("LUA_INIT") end
          if init then
            host.arm()
            if init:sub(1, 1) == "@" then dofile(init:sub(2)) else assert(load(init, name))() end
          end
        end
        return require("understudy.test.worker").run({
          path = \(luaQuote(path)), seed = \(luaInteger(fileSeed(options.seed, path))), list = \(options.list),
          updateSnapshots = \(options.updateSnapshots), ci = \(options.ci),
          filter = \(luaList(options.filter)), filterOut = \(luaList(options.filterOut)),
          tags = \(luaList(options.tags)), excludeTags = \(luaList(options.excludeTags)),
          lpath = \(options.lpath.map(luaQuote) ?? "nil"), cpath = \(options.cpath.map(luaQuote) ?? "nil"),
          helper = \(options.helper.map(luaQuote) ?? "nil"), helperArguments = \(luaList(options.helperArguments)),
          shuffle = \(options.shuffle), sortTests = \(options.sortTests), suppressPending = \(options.suppressPending), stopAtFirstFailure = \(!options.keepGoing),
          statements = \(luaList(options.statements)),
          bustedModules = \(options.bustedModules ? luaQuote(options.output.rawValue) : "nil"),
          coverage = \(options.coverage), coveragePatterns = \(luaList(options.patterns)),
          mkdir = host.mkdir, maxField = \(WorkerProtocol.maxField), publish = publish,
          host = { arm = host.arm, limitHit = host.limitHit },
        }, host.emit)
        """
        do {
            try lua.run(chunk, chunkName: "=(understudy test)")
        } catch {
            // A limit is the file's failure, not the runner line that happened to be running.
            if case .limit(let kind) = error.kind {
                abortLine(kind == .time ? "time limit exceeded (timeout \(formatSeconds(options.timeout)) s)" : lua.limitMessage(kind))
            } else {
                abortLine(error.message)
            }
        }
    }

    /// The file's `math.randomseed`: derived from `--seed` and the path, so files that name temp
    /// files from `math.random` in parallel do not pick the same names, and a rerun with the same
    /// seed repeats every file's sequence.
    static func fileSeed(_ seed: Int, bytes path: [UInt8]) -> Int {
        var key = [UInt8](repeating: 0, count: SipHash.keySize)
        for j in 0..<8 { key[j] = UInt8(truncatingIfNeeded: UInt64(bitPattern: Int64(seed)) >> (8 * UInt64(j))) }
        let tag = path.withUnsafeBytes { SipHash.tag(key: key, $0) }
        return Int(truncatingIfNeeded: tag >> 1)
    }

    /// An integer as a Lua expression: `-9223372036854775808` would read as a float.
    static func luaInteger(_ n: Int) -> String { n == Int.min ? "math.mininteger" : String(n) }

    /// A Lua string literal for any text (bytes outside printable ASCII as decimal escapes).
    static func luaQuote(_ s: String) -> String { luaQuote(bytes: s.utf8) }

    /// A Lua string literal for any bytes (a path that is not UTF-8 stays its bytes).
    static func luaQuote<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
        var out = "\""
        for b in bytes {
            switch b {
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 32...126: out.append(Character(Unicode.Scalar(b)))
            // Three digits always, so a following digit cannot extend the escape.
            default: out += "\\" + format3(b)
            }
        }
        return out + "\""
    }

    private static func format3(_ b: UInt8) -> String {
        let s = String(b)
        return String(repeating: "0", count: 3 - s.count) + s
    }

    /// Seconds as the limit messages print them: "30", "0.5".
    static func formatSeconds(_ s: Double) -> String {
        s == s.rounded() && abs(s) < 1e15 ? String(Int(s)) : String(s)
    }

    static func luaList(_ items: [String]) -> String {
        "{" + items.map(luaQuote).joined(separator: ", ") + "}"
    }
}
