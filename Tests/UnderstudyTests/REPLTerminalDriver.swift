import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Drives `understudy` in a real pseudo-terminal, as a person would, through tmux: types text
/// and keys, and reads the screen. Each driver runs its own tmux server (a private socket), so
/// tests can run in parallel and never touch the user's tmux.
final class TerminalSession {
    let socket = "understudy-test-\(UUID().uuidString.prefix(8))"
    let session = "repl"

    static var tmuxAvailable: Bool { tmuxPath != nil }
    static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Starts `understudy arguments...` in a 100x50 terminal with `environment` added, in
    /// `directory` (else the test's own working directory).
    init(arguments: [String] = [], environment: [String: String], directory: URL? = nil) throws {
        var command = ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "100", "-y", "50"]
        if let directory { command += ["-c", directory.path] }
        for (k, v) in environment.sorted(by: { $0.key < $1.key }) { command += ["-e", "\(k)=\(v)"] }
        command += [CLI.binary] + arguments
        // Keep the pane (and its last screen) when the REPL exits.
        command += [";", "set-option", "-t", session, "remain-on-exit", "on"]
        try tmux(command)
    }

    deinit { _ = try? tmux(["-L", socket, "kill-server"]) }

    /// Runs tmux with `arguments`, returning what it prints when `output` (otherwise its output
    /// goes to /dev/null: the server a first command forks would hold a pipe open forever).
    /// Spawned with no blocked signals and default handlers: test threads block signals, and the
    /// tmux server and the REPL under it must receive theirs (SIGCHLD, SIGINT).
    @discardableResult
    private func tmux(_ arguments: [String], output: Bool = false) throws -> String {
        guard let path = TerminalSession.tmuxPath else { return "" }
        var env = ProcessInfo.processInfo.environment
        env["TMUX"] = nil
        for key in CLI.interpreterVariables { env[key] = nil }
        var fds: [Int32] = [-1, -1]
        if output { guard pipe(&fds) == 0 else { throw SpawnError(arguments: arguments) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if output {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_addclose(&actions, fds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else {
            if output { close(fds[0]); close(fds[1]) }
            throw SpawnError(arguments: arguments)
        }
        var data = [UInt8]()
        if output {
            close(fds[1])
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(fds[0], &buffer, buffer.count)
                if n <= 0 { break }
                data += buffer[0..<n]
            }
            close(fds[0])
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return String(decoding: data, as: UTF8.self)
    }

    struct SpawnError: Error { var arguments: [String] }

    /// Types text literally (no key names; "--" ends tmux's options, so text may start with "-").
    func type(_ text: String) throws { try tmux(["-L", socket, "send-keys", "-t", session, "-l", "--", text]) }

    /// Presses keys by tmux name: "Enter", "Tab", "C-c", "C-d", "Up".
    func press(_ keys: String...) throws { try tmux(["-L", socket, "send-keys", "-t", session] + keys) }

    /// Waits for the prompt (the screen's last line), then types a line and presses Enter. As a
    /// person does: text typed ahead while no line is being read reaches the terminal in cooked
    /// mode, where the tty echoes it and treats control characters itself.
    func enter(_ line: String, at prompt: String = ">") throws {
        try waitForLastLine(prompt)
        try type(line)
        try press("Enter")
    }

    /// The lines that show a prompt (with or without the input typed after it).
    static func promptLines(_ screen: String) -> Int {
        screen.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            line == ">" || line == ">>" || line.hasPrefix("> ") || line.hasPrefix(">> ")
        }.count
    }

    /// Types a line at whatever prompt shows (`>` or `>>`), presses Enter and waits until the
    /// REPL has handled it (the next prompt is on the last line): input never runs ahead.
    func submit(_ line: String, timeout: Double = 15) throws {
        let before = try waitFor("a prompt", timeout: timeout) { screen in
            let last = screen.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            return last == ">" || last == ">>"
        }
        let count = TerminalSession.promptLines(before)
        if !line.isEmpty { try type(line) }
        try press("Enter")
        try waitFor("the prompt after '\(line)'", timeout: timeout) { screen in
            let last = screen.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            return (last == ">" || last == ">>") && TerminalSession.promptLines(screen) > count
        }
    }

    /// True once the REPL process has exited (the pane stays, dead, for its last screen).
    func hasExited() throws -> Bool {
        try tmux(["-L", socket, "list-panes", "-t", session, "-F", "#{pane_dead}"], output: true)
            .hasPrefix("1")
    }

    /// Waits until the REPL process has exited.
    func waitForExit(timeout: Double = 15) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try hasExited() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TimedOut(what: "the REPL to exit", screen: try screen())
    }

    /// The whole screen (and scrollback), trailing blanks trimmed.
    func screen() throws -> String {
        let text = try tmux(["-L", socket, "capture-pane", "-p", "-J", "-S", "-", "-t", session], output: true)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                var s = Substring(line)
                while s.last == " " { s = s.dropLast() }
                return String(s)
            }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }

    /// Waits until `predicate` holds for the screen (polling), returning the screen; throws
    /// with the screen when it does not within `timeout` seconds.
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 15, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TimedOut(what: what, screen: last)
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15) throws -> String {
        try waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the last line of the screen is exactly `line` (a prompt, typically).
    @discardableResult
    func waitForLastLine(_ line: String, timeout: Double = 15) throws -> String {
        try waitFor("last line '\(line)'", timeout: timeout) { screen in
            screen.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) == line
        }
    }

    struct TimedOut: Error, CustomStringConvertible {
        var what: String
        var screen: String
        var description: String { "timed out waiting for \(what); the screen was:\n\(screen)" }
    }
}
