#if canImport(Glibc)
import Glibc
#endif

/// Runs spec files on a pool of worker processes and collects their results. A worker that
/// crashes (a host function aborted, `os.exit`, a signal) or outlives the file's deadline
/// (`--timeout` plus a grace period, for code stuck where the in-state limit cannot reach) is
/// reaped, the file is marked failed with what happened, and a fresh worker takes its place.
///
/// ```swift
/// let pool = WorkerPool(files: results, jobs: 2, options: options)
/// pool.run { index in feed.updated(index) }
/// ```
final class WorkerPool {
    let files: [FileResult]
    let jobs: Int
    let timeout: Double
    let options: TestOptions
    /// busted's `--no-keep-going` when false: after a file with a failure, no other file starts.
    let keepGoing: Bool

    /// Workers started before the pool (`TestCommand` starts one while it looks for files).
    let started: [WorkerProcess]
    /// Wait for each worker to end after the run (the watch mode runs again and must leave no
    /// zombie); a single run leaves that to its own exit, which comes next.
    var reapAtEnd = false

    init(files: [FileResult], jobs: Int, options: TestOptions, started: [WorkerProcess] = []) {
        self.started = started
        self.keepGoing = options.keepGoing
        self.files = files
        self.jobs = max(1, min(jobs, files.count, WorkerGroups.capacity))
        self.timeout = options.timeout
        self.options = options
    }

    /// How long past `--timeout` the supervisor waits before killing: the worker's own limit fires
    /// first and reports which test was running; this only catches code that never returns to Lua.
    /// `TestOptions` bounds the timeout, so this fits in a UInt64 of nanoseconds with room for
    /// the clock; the clamp only keeps the conversion total.
    var hardDeadline: UInt64 {
        let seconds = timeout + 1 + timeout * 0.1
        return seconds.isFinite && seconds > 0 ? UInt64(min(seconds, 1e9) * 1e9) : 1_000_000_000
    }

    /// Runs every file; `updated(index)` is called whenever file `index` got new results or finished.
    func run(updated: (Int) -> Void) throws(WorkerProcess.SpawnError) {
        signal(SIGPIPE, SIG_IGN)
        var workers: [WorkerProcess] = started
        var next = 0
        var remaining = files.count

        func fail(_ index: Int, _ message: String) {
            let file = files[index]
            var text = file.path + ": " + message
            if let running = file.runningTest { text += " while running '" + running + "'" }
            file.records.append(TestRecord(status: .error, name: file.path, message: text, outside: .file))
            file.reportNotRun(message)
            file.finished = true
            remaining -= 1
            updated(index)
        }

        func died(_ w: WorkerProcess, _ how: String) {
            w.dead = true
            if let index = w.current {
                w.current = nil
                fail(index, how)
            }
        }

        /// `--no-keep-going` after a failure: the files not started yet end with no results.
        func stopStarting() {
            while next < files.count {
                files[next].finished = true
                files[next].neverStarted = true
                remaining -= 1
                updated(next)
                next += 1
            }
        }

        /// A stream that is not the worker's own: nothing more from it can be believed, so the
        /// file fails and the worker is replaced before it runs another.
        func corrupted(_ w: WorkerProcess, _ what: String) {
            _ = w.kill()
            died(w, what + "; the worker was restarted")
        }

        /// Applies every complete frame received from `w`.
        func consume(_ w: WorkerProcess) {
            while !w.dead {
                switch w.results.next() {
                case .incomplete:
                    return
                case .corrupted(let why):
                    corrupted(
                        w, "worker result stream corrupted (\(why)); a spec may have written to the runner's pipe")
                case .frame(let kind, let payload):
                    guard let index = w.current else {
                        corrupted(w, "worker result stream corrupted (a frame while idle)")
                        return
                    }
                    let file = files[index]
                    // The limit is per test: every frame (a test starting, a block's limit
                    // restarting) moves the hard deadline too.
                    w.deadline = WorkerProcess.monotonicNanoseconds() &+ hardDeadline
                    switch kind {
                    case WorkerFrames.record:
                        WorkerProtocol.apply(WorkerProtocol.decode(payload), to: file)
                        updated(index)
                    case WorkerFrames.done:
                        file.finished = true
                        w.current = nil
                        remaining -= 1
                        updated(index)
                        if !keepGoing && file.records.contains(where: { $0.status.failed }) { stopStarting() }
                    case WorkerFrames.abort:
                        let reason = WorkerProtocol.text(payload)
                        var text = file.path + ": " + reason
                        if let running = file.runningTest { text += " while running '" + running + "'" }
                        file.records.append(TestRecord(status: .error, name: file.path, message: text, outside: .file))
                        file.reportNotRun(reason)
                        updated(index)
                    case WorkerFrames.commandsCorrupted:
                        corrupted(w, "worker command stream corrupted (\(WorkerProtocol.text(payload)))")
                    default:
                        corrupted(w, "worker result stream corrupted (a frame of unknown kind \(kind))")
                    }
                }
            }
        }

        var buffer = [UInt8](repeating: 0, count: 65536)
        while remaining > 0 {
            // Keep the pool full while files wait, and give every idle worker a file.
            workers.removeAll { $0.dead }
            while workers.count < jobs && workers.filter({ $0.current == nil }).count < files.count - next
                && next < files.count {
                let open = workers.flatMap { [$0.commandFD, $0.resultFD] }
                workers.append(try WorkerProcess.start(options: options, closing: open))
            }
            for w in workers where w.current == nil && next < files.count {
                let index = next
                next += 1
                w.current = index
                w.deadline = WorkerProcess.monotonicNanoseconds() &+ hardDeadline
                if !w.send(run: files[index].spec) { died(w, "the worker " + w.reap()) }
            }
            let busy = workers.filter { !$0.dead && $0.current != nil }
            if busy.isEmpty { continue }
            let now = WorkerProcess.monotonicNanoseconds()
            var wait: UInt64 = 1_000_000_000
            for w in busy { wait = min(wait, w.deadline > now ? w.deadline - now : 0) }
            var fds = busy.map { pollfd(fd: $0.resultFD, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32((wait + 999_999) / 1_000_000))
            if ready < 0 && errno != EINTR { break }
            for (i, w) in busy.enumerated() {
                if ready > 0 && fds[i].revents != 0 {
                    let n = buffer.withUnsafeMutableBytes { read(w.resultFD, $0.baseAddress, $0.count) }
                    if n > 0 {
                        buffer.withUnsafeBytes { w.results.append(UnsafeRawBufferPointer(rebasing: $0.prefix(n))) }
                        consume(w)
                        continue
                    }
                    if n < 0 && errno == EINTR { continue }
                    died(w, "the worker " + w.reap()) // end of file: it is gone
                    continue
                }
                if WorkerProcess.monotonicNanoseconds() >= w.deadline {
                    _ = w.kill()
                    died(
                        w,
                        "timed out after \(TestWorker.formatSeconds(timeout)) s (--timeout, per test); the worker "
                            + "was killed"
                    )
                }
            }
        }
        for w in workers where !w.dead {
            w.finish()
            if reapAtEnd { w.waitForExit() }
        }
    }
}
