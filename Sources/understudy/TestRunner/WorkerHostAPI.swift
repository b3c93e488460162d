import CLua
import CLuaShim
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// The few host functions a worker's Lua state gets (as `__understudy_host`, removed from the
/// globals before the spec runs): `emit(line)` sends a record to the supervisor (always a
/// `record` frame: Lua cannot send `done` or `abort`), `mkdir(path)` makes a snapshot directory.
/// With `UNDERSTUDY_TEST_HOOKS=1` in the environment there is also `abort()`, a host function that
/// crashes the process, so the runner's own tests can check that a crashing spec file is reported
/// and the suite goes on.
///
/// ```lua
/// __understudy_host.emit("test\tstatus=success\tname=it works")
/// ```
final class WorkerHost {
    /// Frames to the supervisor (the moved fd 4).
    let channel: FrameWriter
    /// Seconds per test (`--timeout`).
    let timeout: Double
    /// The worker's host, for the exit handler that sends what waits when a spec calls os.exit.
    nonisolated(unsafe) static var current: WorkerHost?
    /// Records not sent yet, one per line (a field's own newlines are escaped).
    private var pending: [UInt8] = []
    /// CLOCK_MONOTONIC nanoseconds of the last frame sent.
    private var lastSent: UInt64 = 0

    init(channel: FrameWriter, timeout: Double) {
        self.channel = channel
        self.timeout = timeout
    }

    /// Sends one record. Records wait and go out together (a frame and a wake-up of the
    /// supervisor per test, not four): a `start` goes at once with what waited before it, so the
    /// supervisor always knows which test is running (a crash names it) and has every earlier
    /// result; the rest goes with it, or with the file's `done` or `abort` (`flush`).
    func send(_ base: UnsafePointer<CChar>, _ count: Int) {
        let line = UnsafeRawBufferPointer(start: base, count: count)
        if !pending.isEmpty { pending.append(10) }
        pending.append(contentsOf: line)
        if pending.count > 1 << 16 || line.starts(with: "start".utf8) { flush() }
    }

    /// A time limit restarted: the supervisor's own deadline restarts with any frame, and one is
    /// sent unless one went out in the last quarter second (its grace is a second at least).
    func armed() {
        let now = WorkerProcess.monotonicNanoseconds()
        if now &- lastSent > 250_000_000 {
            "arm".utf8CString.withUnsafeBufferPointer { p in
                if let base = p.baseAddress { send(base, p.count - 1) }
            }
            flush()
        }
    }

    /// Sends what waits, in one frame; a broken pipe means the supervisor is gone.
    func flush() {
        guard !pending.isEmpty else { return }
        let sent = pending.withUnsafeBytes { channel.send(WorkerFrames.record, $0) }
        pending.removeAll(keepingCapacity: true)
        lastSent = WorkerProcess.monotonicNanoseconds()
        if !sent { _exit(0) } // the supervisor went away: nothing left to report to
    }
}

enum WorkerHostAPI {
    static func registry(testHooks: Bool) -> APIRegistry {
        var functions = [
            LuaFunctionDecl("emit", params: [LuaParam("line", .string)], doc: "Sends a protocol line to the supervisor.",
                            example: "__understudy_host.emit('done')") { L, ctx in
                let call = LuaCall(L, ctx)
                var length = 0
                if let p = lua_tolstring(L, 1, &length) {
                    call.context(as: WorkerHost.self).send(p, length)
                }
                return call.returning()
            },
            LuaFunctionDecl("arm", doc: "Restarts the time limit (a test or a block phase begins).",
                            example: "__understudy_host.arm()") { L, ctx in
                let call = LuaCall(L, ctx)
                let host = call.context(as: WorkerHost.self)
                us_set_timeout(L, host.timeout)
                // So the supervisor's own deadline restarts too.
                host.armed()
                return call.returning()
            },
            LuaFunctionDecl("limitHit", returns: "string?",
                            doc: "In the runner's error handler: when the time limit ended the test, clears it, restarts it and returns the message.",
                            example: "__understudy_host.limitHit()") { L, ctx in
                let call = LuaCall(L, ctx)
                let host = call.context(as: WorkerHost.self)
                guard let h = us_host_of(L), h.pointee.limit_error == US_LIMIT_TIME else { return call.returning() }
                us_clear_limit_error(L)
                us_set_timeout(L, host.timeout)
                return call.returning("time limit exceeded (timeout \(TestWorker.formatSeconds(host.timeout)) s per test)")
            },
            LuaFunctionDecl("mkdir", params: [LuaParam("path", .string)], returns: "boolean",
                            doc: "Makes a directory (one level); true when it exists afterwards.",
                            example: "__understudy_host.mkdir('spec/__snapshots__')") { L, ctx in
                let call = LuaCall(L, ctx)
                let path = call.string(1)
                let ok = mkdir(path, 0o755) == 0 || errno == EEXIST
                return call.returning(ok)
            },
        ]
        if testHooks {
            functions.append(LuaFunctionDecl("abort", doc: "Crashes the process (runner self-tests only).",
                                             example: "__understudy_abort()") { _, _ in
                abort()
            })
        }
        return APIRegistry(modules: [LuaModuleDecl(path: "__understudy_host", doc: "Test worker host functions.",
                                                   functions: functions)])
    }
}
