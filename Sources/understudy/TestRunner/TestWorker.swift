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
/// (`WorkerChannels`). Its first file's state is made before the file is named (a
/// `PreparedState`), while the supervisor is still looking for files.
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
        // The first state is made at once, while the supervisor is still looking for files.
        var prepared = PreparedState.make(options: options, host: host, testHooks: testHooks)
        var pendingCommand = channels.commands.read(from: channels.commandFD)
        while let next = pendingCommand {
            guard case .frame(let kind, let payload) = next, kind == WorkerFrames.run else {
                host.sendNow(WorkerFrames.commandsCorrupted, "a command that is not the supervisor's")
                return 1
            }
            prepared.run(SpecPath(bytes: Array(payload)))
            fflush(nil)
            SpecChildren.endFile()
            // Nothing may be waiting now but what a spec wrote: refuse to read it as a command.
            if channels.commandsPending() || channels.commands.hasPartialFrame {
                host.sendNow(
                    WorkerFrames.commandsCorrupted, "bytes on the command pipe that the supervisor did not send")
                return 1
            }
            host.sendNow(WorkerFrames.done)
            // The next state is made when the next file comes, not now: the supervisor, which
            // may share this CPU, reads `done` and reports (or ends the run) first.
            guard let command = channels.commands.read(from: channels.commandFD) else { return 0 }
            prepared = PreparedState.make(options: options, host: host, testHooks: testHooks)
            pendingCommand = command
        }
        return 0
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
