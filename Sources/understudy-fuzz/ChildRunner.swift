#if canImport(Glibc)
import Glibc
#endif

/// Runs a program in a child process, so that a crash is reported instead of ending the fuzzer.
/// The child is `understudy` itself, exactly as a user replays the saved file, under a virtual
/// memory cap (host-side copies that escape the Lua memory limit become a crash, not a swapped
/// machine) and a wall-clock deadline.
struct ChildRunner {
    var understudy: String
    var workDirectory: String
    var timeout: Double = 30
    /// The limit covers the engine too (docs/CLI.md): one step may legitimately hold a few
    /// hundred MB (an hour-long drag, a value the generator picks on purpose, records 432,001
    /// events and schedules as many samples, about 300 MB; a "cp" step makes it three times).
    var memoryLimit = "1G"
    /// KB of address space for the child (`ulimit -v`).
    var addressSpaceKB = 4 << 20

    func run(_ source: String, name: String) -> Outcome {
        let script = "\(workDirectory)/\(name).lua"
        let errPath = "\(workDirectory)/\(name).stderr"
        guard write(source, to: script) else {
            return .failure(Finding(kind: "harness", detail: "cannot write \(script)", signature: "harness"))
        }
        defer { unlink(errPath) }
        let args = [
            "/bin/sh", "-c", "ulimit -v \(addressSpaceKB) 2>/dev/null; SWIFT_BACKTRACE=enable=no exec \"$@\"", "sh",
                    understudy, "--memory-limit", memoryLimit, "--timeout", String(Int(timeout)), script]
        guard let status = spawn(args, stderr: errPath) else {
            return .failure(Finding(kind: "harness", detail: "cannot start \(understudy)", signature: "harness"))
        }
        // The script's own path (it differs between a program and its shrunk candidates) out of
        // the messages, so that signatures compare.
        let err = ChildRunner.replacing(script, with: "program.lua", in: read(errPath))
        let lines = err.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if let fail = lines.first(where: { $0.hasPrefix("FUZZ-FAIL ") }) {
            return .failure(
                Finding(kind: "check failed", detail: fail, signature: ChildRunner.signature(ofFailLine: fail)))
        }
        switch status {
        case .exited(0):
            if let ok = lines.last(where: { $0.hasPrefix("FUZZ-OK calls=") }), let n = Int(ok.dropFirst(14)) {
                let cover = lines.last(where: { $0.hasPrefix("FUZZ-COVER ") })?.dropFirst(11) ?? ""
                return .ok(calls: n, covered: cover.split(separator: " ").map(String.init),
                           slow: lines.filter { $0.hasPrefix("FUZZ-SLOW ") })
            }
            return .failure(Finding(kind: "no end", detail: tail(lines), signature: "no end"))
        case .exited(let code):
            // The generated calls need a few MB and a fraction of a second: a limit means a call
            // amplified its input (a copy that grows past the cap, or runs for seconds in Swift).
            for limit in ["memory limit exceeded", "time limit exceeded"] where err.contains(limit) {
                return .failure(Finding(kind: limit, detail: tail(lines), signature: limit))
            }
            let first = lines.first ?? ""
            return .failure(Finding(kind: "exit \(code)", detail: tail(lines),
                                    signature: "exit \(code) " + ChildRunner.shape(first)))
        case .signaled(let sig):
            return .failure(Finding(kind: "crash (signal \(sig))", detail: tail(lines), signature: "signal \(sig)"))
        case .timedOut:
            return .failure(
                Finding(kind: "hang (killed after \(Int(timeout + 5)) s)", detail: tail(lines), signature: "hang"))
        }
    }

    /// `FUZZ-FAIL step=12 [Timer:cancel] message`: the message without numbers. Not the step's
    /// label: an invariant that breaks is seen after whichever call comes next, and that changes
    /// as the shrinker drops steps.
    static func signature(ofFailLine line: String) -> String {
        guard let bracket = line.firstIndex(of: "]") else { return shape(line) }
        return shape(String(line[line.index(after: bracket)...]))
    }

    /// Text with numbers and addresses collapsed, so "at 0.5" and "at 1.25", "function: 0x55d1"
    /// and "function: 0x7f3a" compare equal.
    static func shape(_ text: String) -> String {
        var out = ""
        var inNumber = false
        let chars = Array(text.prefix(120))
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "0" && i + 1 < chars.count && chars[i + 1] == "x" {
                i += 2
                while i < chars.count && chars[i].isHexDigit { i += 1 }
                if !inNumber { out += "#" }
                inNumber = true
                continue
            }
            if c.isNumber || (inNumber && c == ".") {
                if !inNumber { out += "#" }
                inNumber = true
            } else {
                inNumber = false
                out.append(c)
            }
            i += 1
        }
        return out
    }

    static func replacing(_ needle: String, with replacement: String, in text: String) -> String {
        guard !needle.isEmpty else { return text }
        var out = ""
        var rest = Substring(text)
        while let r = rest.firstRange(of: needle) {
            out += rest[..<r.lowerBound] + replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }

    private func tail(_ lines: [String]) -> String { lines.suffix(12).joined(separator: "\n") }

    enum Status {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
    }

    private func spawn(_ args: [String], stderr errPath: String) -> Status? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) }
        argv.append(nil)
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, args[0], &actions, nil, argv, environ) == 0 else { return nil }
        // The child's own --timeout ends a runaway chunk; this deadline catches what it cannot.
        let deadline = now() + timeout + 5
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if r < 0 { return nil }
            if now() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return .timedOut
            }
            usleep(2000)
        }
        // WIFEXITED / WTERMSIG by hand: the macros are not imported into Swift.
        let sig = status & 0x7f
        if sig == 0 { return .exited((status >> 8) & 0xff) }
        return .signaled(sig)
    }

    private func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    func write(_ text: String, to path: String) -> Bool {
        guard let f = fopen(path, "w") else { return false }
        defer { fclose(f) }
        var text = text
        return text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, f) == $0.count }
    }

    func read(_ path: String) -> String {
        guard let f = fopen(path, "r") else { return "" }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buf, 1, buf.count, f)
            if n <= 0 { break }
            bytes += buf[0..<n]
            if bytes.count > 1 << 20 { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
