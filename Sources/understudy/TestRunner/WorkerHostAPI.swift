import CLua
import CLuaShim
import LuaBridge
import StageKit
import StageLua
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
    /// Frames to the supervisor, through the outbox (the moved result pipe).
    let channel: FrameWriter
    /// Seconds per test (`--timeout`).
    let timeout: Double
    /// The worker's host, for the exit handler that sends what waits when a spec calls os.exit.
    nonisolated(unsafe) static var current: WorkerHost?
    /// CLOCK_MONOTONIC nanoseconds of the last flush.
    private var lastFlush: UInt64 = 0

    init(channel: FrameWriter, timeout: Double) {
        self.channel = channel
        self.timeout = timeout
    }

    /// Sends one record. Records wait in the outbox (a system call and a wake-up of the
    /// supervisor per file, not four per test) and go out at the file's end, when a time limit
    /// restarts a quarter second after the last flush (so the supervisor's deadline and its
    /// progress keep up), or from a signal handler when the process crashes or its deadline
    /// passes (outbox.c).
    func send(_ base: UnsafePointer<CChar>, _ count: Int) {
        if !channel.send(WorkerFrames.record, UnsafeRawBufferPointer(start: base, count: count)) {
            _exit(0) // the supervisor went away: nothing left to report to
        }
    }

    /// A time limit restarted: the supervisor's own deadline restarts with any frame it reads,
    /// so what waits goes out unless that happened in the last quarter second (its grace is a
    /// second at least).
    func armed() {
        if WorkerProcess.monotonicNanoseconds() &- lastFlush > 250_000_000 { sendNow(WorkerFrames.record, "arm") }
    }

    /// Sends a frame of the worker's own (`done`, `abort`, ...) with what waits before it, now.
    func sendNow(_ kind: UInt8, _ text: String = "") {
        channel.send(kind, text)
        flush()
    }

    /// Writes out what waits; a broken pipe means the supervisor is gone.
    func flush() {
        lastFlush = WorkerProcess.monotonicNanoseconds()
        if !channel.flush() { _exit(0) }
    }
}

enum WorkerHostAPI {
    /// The registry for each `testHooks`, made once per process (a worker installs it per file).
    static let registries = [registry(testHooks: false), registry(testHooks: true)]

    static func registry(testHooks: Bool) -> APIRegistry {
        var functions = [
            LuaFunctionDecl(
                "emit", params: [LuaParam("line", .string)], doc: "Sends a protocol line to the supervisor.",
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
                // The runner's limit again, ended by the runner (not a scope understudy.limits set).
                us_clear_limit_scope(L)
                // So the supervisor's own deadline restarts too.
                host.armed()
                return call.returning()
            },
            LuaFunctionDecl("limitHit", returns: "string?",
                doc:
                    "In the runner's error handler: when the time limit ended the test, clears it, restarts it and "
                        + "returns the message.",
                            example: "__understudy_host.limitHit()") { L, ctx in
                let call = LuaCall(L, ctx)
                let host = call.context(as: WorkerHost.self)
                // A limit understudy.limits set is the spec's: its error is the test's, as any other.
                // The runner's own deadline is the runner's whatever scope the spec gave its own.
                guard let h = us_host_of(L), h.pointee.limit_error == US_LIMIT_TIME,
                      us_stop_is_hosts(L) != 0 else { return call.returning() }
                us_clear_limit_error(L)
                us_set_timeout(L, host.timeout)
                return call.returning(
                    "time limit exceeded (timeout \(TestWorker.formatSeconds(host.timeout)) s per test)")
            },
            LuaFunctionDecl(
                "coverageStart",
                doc: "Starts counting line hits (--coverage), in C inside the shim's hook (coverage.c).",
                            example: "__understudy_host.coverageStart()") { L, ctx in
                us_coverage_start(L)
                return LuaCall(L, ctx).returning()
            },
            LuaFunctionDecl("coverageHits", returns: "table",
                            doc: "Stops counting and returns the hits: { [source] = { [line] = hits } }.",
                            example: "__understudy_host.coverageHits()") { L, _ in
                us_coverage_push(L)
                us_coverage_stop(L)
                return 1
            },
            LuaFunctionDecl("mkdir", params: [LuaParam("path", .string)], returns: "boolean",
                doc: "Makes a directory and the ones above it that are missing; true when it exists afterwards.",
                            example: "__understudy_host.mkdir('spec/__snapshots__')") { L, ctx in
                let call = LuaCall(L, ctx)
                return call.returning(TestCommand.makeDirectories(call.string(1)))
            },
            LuaFunctionDecl("filmStart", params: [LuaParam("chunk", .string)], returns: "boolean",
                doc:
                    "--report: starts the running test's film (FilmRecorder); `chunk` is the spec's chunk name, "
                        + "whose line each event notes.",
                            example: "__understudy_host.filmStart('@spec/a_spec.lua')") { L, ctx in
                let call = LuaCall(L, ctx)
                let lua = call.state
                guard let world = StageAPI.world(of: lua) else { return call.returning(false) }
                let chunk = call.string(1)
                world.film = FilmRecorder(lineOf: { [unowned lua] in lua.currentLine(inChunk: chunk) })
                return call.returning(true)
            },
            LuaFunctionDecl("filmFailed", doc: "--report: the film's picture of the failing moment.",
                            example: "__understudy_host.filmFailed()") { L, ctx in
                let call = LuaCall(L, ctx)
                if let world = StageAPI.world(of: call.state), let film = world.film {
                    film.capture(world.observed, failure: true)
                }
                return call.returning()
            },
            LuaFunctionDecl("filmSave", params: [LuaParam("path", .string), LuaParam("key", .string),
                                                 LuaParam("snapshot", .options([
                                                     LuaOption("name", .string, "the snapshot's name"),
                                                     LuaOption("expected", .string, "the stored text"),
                                                     LuaOption("received", .string, "the text the test made"),
                                                 ]), optional: true)], returns: "boolean",
                doc:
                    "--report: ends the film and writes it (FilmFile) to `path` when the test logged events or a "
                        + "snapshot failed; true when written.",
                            example: "__understudy_host.filmSave('report/tests/a-1.js', 'tests/a-1.js')") { L, ctx in
                let call = LuaCall(L, ctx)
                let world = StageAPI.world(of: call.state)
                let film = world?.film
                world?.film = nil
                // A test that logged nothing has no film: no last picture to take.
                let recorded = film.flatMap { $0.events.isEmpty ? nil : $0 }
                if let recorded, let world { recorded.finish(world.observed) }
                let snapshot = call.options(3).map {
                    FilmFile.Snapshot(
                        name: $0.string("name") ?? "", expected: $0.string("expected") ?? "",
                        received: $0.string("received") ?? "")
                }
                guard recorded != nil || snapshot != nil else { return call.returning(false) }
                let chart = recorded != nil ? world.map { TimelineChart().render($0.observed) } : nil
                let text = FilmFile.script(key: call.string(2), film: recorded, chart: chart, snapshot: snapshot)
                return call.returning((try? JUnitReport.writeAtomically(text, to: call.string(1))) != nil)
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
