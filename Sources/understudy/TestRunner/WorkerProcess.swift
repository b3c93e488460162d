#if canImport(Glibc)
import Glibc
#endif

/// One worker: a child forked from the supervisor (no exec: the runtime and the supervisor's
/// parsed options come with it, so a worker is ready in a fraction of a process start), fed
/// through one pipe and heard through another, both carrying `WorkerFrames` under a key made for
/// this worker alone. Its stdin is /dev/null and its stdout/stderr are ours, so a spec's `print`
/// still reaches the terminal.
///
/// Why a long-lived worker and not a process per file forked from a prepared state: on a
/// virtual machine a page fault costs microseconds, and a forked process faults in every page
/// it writes (the Lua heap, malloc's lists, the runtime's caches), which cost more than making a
/// fresh state in a worker whose pages are already its own (bench/RUNNER_RESULTS.md).
final class WorkerProcess {
    let pid: pid_t
    /// Our end of the command pipe.
    let commandFD: Int32
    /// Our end of the result pipe.
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

    /// Forks a worker that serves files with `options`. `inherited` are the supervisor's ends of
    /// the other workers' pipes: the child closes them, or a dead worker's pipe would never read
    /// as closed while a sibling held it open. The supervisor is single-threaded, so the child
    /// starts in a consistent state.
    static func start(options: TestOptions, closing inherited: [Int32]) throws(SpawnError) -> WorkerProcess {
        guard let key = SipHash.randomKey() else { throw SpawnError(message: "getrandom: \(errorText())") }
        var commands: [Int32] = [0, 0]
        var results: [Int32] = [0, 0]
        guard pipe(&commands) == 0 else { throw SpawnError(message: "pipe: \(errorText())") }
        guard pipe(&results) == 0 else {
            close(commands[0]); close(commands[1])
            throw SpawnError(message: "pipe: \(errorText())")
        }
        // Close-on-exec everywhere: no process a spec starts inherits a pipe.
        for fd in commands + results { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // Whatever the supervisor buffered goes out once, from here, not again from the child.
        RunnerOutput.flush()
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            _ = setpgid(0, 0)
            resetSignals()
            close(commands[1])
            close(results[0])
            for fd in inherited { close(fd) }
            let status = TestWorker.serve(options, commandFD: commands[0], resultFD: results[1], key: key)
            fflush(nil)
            _exit(status)
        }
        close(commands[0])
        close(results[1])
        guard pid > 0 else {
            close(commands[1]); close(results[0])
            throw SpawnError(message: "cannot start a worker (fork): \(errorText())")
        }
        // Each worker leads its own process group, so killing a stuck worker also kills what it
        // started (a shell from os.execute would otherwise keep our output pipe open), and so does
        // ending a worker (`endGroup`). Not the terminal's foreground group: a ^C reaches only the
        // supervisor, which passes it on (`WorkerGroups`); workers never read the terminal (their
        // stdin is /dev/null), so being in a background group never stops them. Set on both sides
        // of the fork, so neither a kill from here nor the child's first spec races it.
        _ = setpgid(pid, pid)
        WorkerGroups.add(pid)
        return WorkerProcess(pid: pid, commandFD: commands[1], resultFD: results[0], key: key)
    }

    /// In a new worker: the supervisor's handlers are not its own. ^C and SIGTERM end it plainly
    /// (the supervisor has already passed them on to every group), and a crash ends it by its
    /// signal, which the supervisor reports with the file and test, rather than the Swift
    /// runtime's backtrace interleaving with the report.
    private static func resetSignals() {
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] { signal(sig, SIG_DFL) }
    }

    /// Asks the worker to run a file (the path framed, so any byte may be in it); false when the
    /// pipe is broken (the worker died).
    func send(run path: SpecPath) -> Bool {
        path.bytes.withUnsafeBytes { commands.send(WorkerFrames.run, $0) }
    }

    /// At the end of the run: closes the pipes and ends the worker's group.
    func finish() {
        dead = true
        close(commandFD)
        close(resultFD)
        // An idle worker has nothing left to do but exit: its group is killed rather than waited
        // for, so the run ends without waiting for the kernel to take the process apart. (The
        // supervisor exits next; nothing is left behind: SIGKILL cannot be caught.)
        _ = Glibc.kill(-pid, SIGKILL)
        WorkerGroups.remove(pid)
    }

    /// After `finish`: reaps the worker (its group was killed), so no zombie stays.
    func waitForExit() {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
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
