import CLua
import LuaBridge
import StageLua
import UnderstudyStdlib
#if canImport(Glibc)
import Glibc
#endif

/// `understudy test --worker`: a long-lived process that runs spec files one at a time, each in a
/// fresh Lua state (so nothing leaks between files), under the per-file memory and time limits.
/// It reads `run` frames on fd 3 and answers on fd 4 (see `WorkerFrames`, `WorkerProtocol`),
/// after moving both out of the spec's way (`WorkerChannels`). Starting a process costs far
/// more than a Lua state, so the supervisor keeps a few of these and feeds them.
enum TestWorker {
    static let commandFD: Int32 = 3
    static let resultFD: Int32 = 4

    static func serve(_ options: TestOptions) -> Int32 {
        let channels: WorkerChannels
        do { channels = try WorkerChannels.adopt(commandFD: commandFD, resultFD: resultFD) } catch {
            RunnerOutput.error("understudy test --worker: \(error.message)\n")
            return 2
        }
        let host = WorkerHost(channel: channels.results)
        let testHooks = getenv("UNDERSTUDY_TEST_HOOKS").map { String(cString: $0) == "1" } ?? false
        while let next = channels.commands.read(from: channels.commandFD) {
            guard case .frame(let kind, let payload) = next, kind == WorkerFrames.run else {
                host.channel.send(WorkerFrames.commandsCorrupted, "a command that is not the supervisor's")
                return 1
            }
            runFile(String(decoding: payload, as: UTF8.self), options: options, host: host, testHooks: testHooks)
            fflush(nil)
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
    static func runFile(_ path: String, options: TestOptions, host: WorkerHost, testHooks: Bool) {
        func abortLine(_ message: String) { host.channel.send(WorkerFrames.abort, message) }
        let lua: LuaState
        do { lua = try LuaState() } catch {
            abortLine(error.message)
            return
        }
        defer { lua.close() }
        Stdlib.install(into: lua)
        WorkerBytecode.shared.install(into: lua)
        StageAPI.install(into: lua)
        lua.install(WorkerHostAPI.registry(testHooks: testHooks), context: host)
        lua.limits = LuaLimits(memory: options.memoryLimit, timeout: options.timeout)
        let chunk = """
        local host = __understudy_host
        __understudy_host = nil
        __understudy_abort = host.abort
        return require("understudy.test.worker").run({
          path = \(luaQuote(path)), seed = \(luaInteger(options.seed)), list = \(options.list),
          updateSnapshots = \(options.updateSnapshots), ci = \(options.ci),
          filter = \(luaList(options.filter)), filterOut = \(luaList(options.filterOut)),
          tags = \(luaList(options.tags)), excludeTags = \(luaList(options.excludeTags)),
          mkdir = host.mkdir, maxField = \(WorkerProtocol.maxField),
        }, host.emit)
        """
        do {
            try lua.run(chunk, chunkName: "=(understudy test)")
        } catch {
            // A limit is the file's failure, not the runner line that happened to be running.
            if case .limit(let kind) = error.kind { abortLine(lua.limitMessage(kind)) } else { abortLine(error.message) }
        }
    }

    /// An integer as a Lua expression: `-9223372036854775808` would read as a float.
    static func luaInteger(_ n: Int) -> String { n == Int.min ? "math.mininteger" : String(n) }

    /// A Lua string literal for any text (bytes outside printable ASCII as decimal escapes).
    static func luaQuote(_ s: String) -> String {
        var out = "\""
        for b in s.utf8 {
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
