#if canImport(Glibc)
import Glibc
#endif

/// One `understudy test --worker` child: spawned with posix_spawn, fed through a pipe on its
/// fd 3, heard through a pipe on its fd 4, both carrying `WorkerFrames` under a key made for
/// this worker alone. Its stdin is /dev/null and its stdout/stderr are ours, so a spec's `print`
/// still reaches the terminal.
final class WorkerProcess {
    let pid: pid_t
    /// Our end of the command pipe (the worker's fd 3).
    let commandFD: Int32
    /// Our end of the result pipe (the worker's fd 4).
    let resultFD: Int32
    /// Frames to the worker (run commands).
    let commands: FrameWriter
    /// Frames from the worker, verified as they complete.
    let results: FrameReader
    /// The index of the file it is running, if any.
    var current: Int?
    /// CLOCK_MONOTONIC nanoseconds after which the supervisor kills it.
    var deadline: UInt64 = 0
    /// Reaped: to be replaced.
    var dead = false

    struct SpawnError: Error { var message: String }

    private init(pid: pid_t, commandFD: Int32, resultFD: Int32, key: [UInt8]) {
        self.pid = pid
        self.commandFD = commandFD
        self.resultFD = resultFD
        commands = FrameWriter(fd: commandFD, key: key, direction: WorkerFrames.toWorker)
        results = FrameReader(key: key, direction: WorkerFrames.toSupervisor)
    }

    /// Starts `executable arguments...` as a worker.
    static func spawn(executable: String, arguments: [String]) throws(SpawnError) -> WorkerProcess {
        guard let key = SipHash.randomKey() else { throw SpawnError(message: "getrandom: \(errorText())") }
        var commands: [Int32] = [0, 0]
        var results: [Int32] = [0, 0]
        guard pipe(&commands) == 0 else { throw SpawnError(message: "pipe: \(errorText())") }
        guard pipe(&results) == 0 else {
            close(commands[0]); close(commands[1])
            throw SpawnError(message: "pipe: \(errorText())")
        }
        // Close-on-exec everywhere (the supervisor is single-threaded, so no spawn races this).
        for fd in commands + results { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // dup2 clears close-on-exec on the copies; every other pipe end closes at exec.
        posix_spawn_file_actions_adddup2(&actions, commands[0], TestWorker.commandFD)
        posix_spawn_file_actions_adddup2(&actions, results[1], TestWorker.resultFD)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        // A crashing worker is reported by the supervisor (file, test, signal); the Swift runtime's
        // own crash backtrace would only interleave with the report, so it is off unless asked for.
        var environment: [UnsafeMutablePointer<CChar>?] = []
        var p = environ
        var hasBacktraceSetting = false
        while let entry = p.pointee {
            if strncmp(entry, "SWIFT_BACKTRACE=", 16) == 0 { hasBacktraceSetting = true }
            environment.append(entry)
            p += 1
        }
        let quiet = strdup("SWIFT_BACKTRACE=enable=no")
        defer { free(quiet) }
        if !hasBacktraceSetting { environment.append(quiet) }
        environment.append(nil)
        // Each worker leads its own process group, so killing a stuck worker also kills what it
        // started (a shell from os.execute would otherwise keep our output pipe open), and so does
        // ending a worker (`endGroup`). Not the terminal's foreground group: a ^C reaches only the
        // supervisor, which passes it on (`WorkerGroups`); workers never read the terminal (their
        // stdin is /dev/null), so being in a background group never stops them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
        close(commands[0])
        close(results[1])
        guard rc == 0 else {
            close(commands[1]); close(results[0])
            throw SpawnError(message: "cannot start a worker (\(executable)): \(String(cString: strerror(rc)))")
        }
        WorkerGroups.add(pid)
        let worker = WorkerProcess(pid: pid, commandFD: commands[1], resultFD: results[0], key: key)
        // The key goes first, before any command: the worker reads it before any Lua runs, so no
        // spec can read it off the pipe (20 bytes fit the pipe's buffer: this never blocks). A
        // worker that is already gone shows up as a broken pipe at the first command.
        _ = WorkerFrames.writeAll(worker.commandFD, WorkerFrames.helloMagic + key)
        return worker
    }

    /// Asks the worker to run a file (the path framed, so any byte may be in it); false when the
    /// pipe is broken (the worker died).
    func send(run path: SpecPath) -> Bool {
        path.bytes.withUnsafeBytes { commands.send(WorkerFrames.run, $0) }
    }

    /// Closes the command pipe (the worker exits at end of input), ends its group and reaps it.
    func finish() {
        close(commandFD)
        close(resultFD)
        _ = endGroup()
    }

    /// Kills the worker and everything it started, reaps it; returns how it ended.
    func kill() -> String {
        _ = Glibc.kill(-pid, SIGKILL)
        return reap()
    }

    /// Reaps a worker that is gone (or going) and describes how it ended.
    func reap() -> String {
        close(commandFD)
        close(resultFD)
        return WorkerProcess.describe(status: endGroup())
    }

    /// Waits for the worker to end, kills whatever is left in its process group (what a spec
    /// started and the worker did not end: it was killed mid-file, or a child escaped its
    /// sweep), then reaps it and returns its status. The group is killed before the reaping, while
    /// the worker's pid (the group's id) cannot have been reused.
    private func endGroup() -> Int32 {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        _ = Glibc.kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        WorkerGroups.remove(pid)
        return status
    }

    /// "exited with status 3", "was killed by signal 6 (SIGABRT)".
    static func describe(status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 { return "exited with status \((status >> 8) & 0xff)" }
        if signal == 0x7f { return "stopped" }
        let names: [Int32: String] = [SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGKILL: "SIGKILL", SIGBUS: "SIGBUS",
                                      SIGFPE: "SIGFPE", SIGILL: "SIGILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT"]
        return "was killed by signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
    }

    /// The path of the running executable, to start workers from.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 { return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments.first ?? "understudy"
    }
}

extension WorkerProcess {
    static func errorText() -> String { String(cString: strerror(errno)) }

    /// CLOCK_MONOTONIC in nanoseconds: the host's safety timeout only, never simulated time.
    static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}
