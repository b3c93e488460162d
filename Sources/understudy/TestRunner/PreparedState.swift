import CLua
import LuaBridge
import StageLua
import UnderstudyModule
import UnderstudyStdlib
#if canImport(Glibc)
import Glibc
#endif

/// A spec file's fresh Lua state, made before the file is known: the standard library, the stage
/// API, the worker's host functions, the runner's sealed copy of the test library loaded and
/// sealed. What depends on the file (`arg`, LUA_INIT, the helper, the spec) happens in `run`,
/// which closes the state at the end.
///
/// ```swift
/// var next = PreparedState.make(options: options, host: host, testHooks: false)
/// next.run(path)      // then make the next one
/// ```
struct PreparedState {
    let options: TestOptions
    let host: WorkerHost
    /// The state, or why it could not be made (the file it is used for fails with that).
    let state: Result<LuaState, LuaError>

    /// Where the prelude leaves the function that runs one file.
    static let runFileKey = "understudy.test.runFile"

    static func make(options: TestOptions, host: WorkerHost, testHooks: Bool) -> PreparedState {
        PreparedState(options: options, host: host, state: Result { () throws(LuaError) -> LuaState in
            let lua = try LuaState(arena: true)
            Stdlib.install(into: lua, expect: false)
            WorkerBytecode.install(into: lua)
            StageAPI.install(into: lua)
            UnderstudyModule.installBuiltIn(into: lua)
            lua.install(WorkerHostAPI.registries[testHooks ? 1 : 0], context: host)
            // The time limit is per test: the runner restarts it (host.arm) for each test and each
            // block body or hook, so only the memory limit is the state's.
            lua.limits = LuaLimits(memory: options.memoryLimit, timeout: nil)
            lua.limitCeiling = LuaLimits(memory: options.memoryLimit, timeout: options.timeout)
            do throws(LuaError) { try lua.run(prelude, chunkName: "=(understudy test)") } catch {
                lua.close()
                throw error
            }
            return lua
        })
    }

    /// Everything that does not depend on the file: the host functions taken out of the globals,
    /// the test library sealed (before any of the spec's code runs) and loaded. The function left
    /// in the registry sets busted's `arg` (the runner as arg[0], an interpreter of plain Lua,
    /// understudy, as arg[-1]), runs lua.c's LUA_INIT as a script run by `understudy` would see
    /// it, then the file.
    static let prelude = """
        local host = __understudy_host
        __understudy_host = nil
        __understudy_abort = host.abort
        local chunks = __understudy_sealed
        __understudy_sealed = nil
        local seal = chunks["understudy.test.seal"]
        chunks["understudy.test.seal"] = nil
        local require, publish = seal()()(chunks)
        local worker = require("understudy.test.worker")
        local getenv, sub, dofile, load, assert = os.getenv, string.sub, dofile, load, assert
        debug.getregistry()[\(TestWorker.luaQuote(runFileKey))] = function(o, commandLine, executable)
          arg = commandLine arg[0] = executable arg[-1] = executable
          local name, init = "=LUA_INIT_5_4", getenv("LUA_INIT_5_4")
          if not init then name, init = "=LUA_INIT", getenv("LUA_INIT") end
          if init then
            host.arm()
            if sub(init, 1, 1) == "@" then dofile(sub(init, 2)) else assert(load(init, name))() end
          end
          o.mkdir, o.publish, o.host = host.mkdir, publish, { arm = host.arm, limitHit = host.limitHit,
            filmStart = host.filmStart, filmFailed = host.filmFailed, filmSave = host.filmSave,
            coverageStart = host.coverageStart, coverageHits = host.coverageHits }
          return worker.run(o, host.emit)
        end
        """

    /// Runs the spec file at `path` in the state and closes it. A limit or any error that escapes
    /// the runner becomes an `abort` frame, which the supervisor turns into a failure of the file.
    func run(_ path: SpecPath) {
        func abortLine(_ message: String) { host.sendNow(WorkerFrames.abort, message) }
        let lua: LuaState
        switch state {
        case .success(let made): lua = made
        case .failure(let error):
            abortLine(error.message)
            return
        }
        defer { lua.close() }
        let o = options
        let chunk = """
        local registry = debug.getregistry()
        local runFile = registry[\(TestWorker.luaQuote(Self.runFileKey))]
        registry[\(TestWorker.luaQuote(Self.runFileKey))] = nil
        return runFile({
          path = \(TestWorker.luaQuote(path)), seed = \(TestWorker.luaInteger(TestWorker.fileSeed(o.seed, path))), \
        runSeed = \(TestWorker.luaInteger(o.seed)), list = \(o.list),
          updateSnapshots = \(o.updateSnapshots), ci = \(o.ci), \
        ciName = \(o.ciName.map { TestWorker.luaQuote($0) } ?? "nil"),
          filter = \(TestWorker.luaList(o.filter)), filterOut = \(TestWorker.luaList(o.filterOut)),
          tags = \(TestWorker.luaList(o.tags)), excludeTags = \(TestWorker.luaList(o.excludeTags)),
          lpath = \(o.lpath.map { TestWorker.luaQuote($0) } ?? "nil"), cpath = \
        \(o.cpath.map { TestWorker.luaQuote($0) } ?? "nil"),
          bustedConfig = \(o.configChunk.map { TestWorker.luaQuote($0) } ?? "nil"),
          helper = \(o.helper.map { TestWorker.luaQuote($0) } ?? "nil"), helperArguments = \
        \(TestWorker.luaList(o.helperArguments)),
          shuffle = \(o.shuffle), lazy = \(o.lazy), sortTests = \(o.sortTests), suppressPending = \(o.suppressPending),
          stopAtFirstFailure = \(!o.keepGoing), statements = \(TestWorker.luaList(o.statements)),
          coverage = \(o.coverage), loaded = \(o.watch), coveragePatterns = \(TestWorker.luaList(o.patterns)),
          bustedModules = \(o.bustedModules ? TestWorker.luaQuote(o.output.rawValue) : "nil"),
          maxField = \(WorkerProtocol.maxField),
          attachments = \(o.attachmentDirectory.map { TestWorker.luaQuote($0) } ?? "nil"),
          reportDir = \(o.report.map { TestWorker.luaQuote($0) } ?? "nil"),
          -- The base name of the files written for the spec (failing screens, films): its path
          -- made safe and a hash of it, so paths that differ only in '/' and '_' stay apart.
          fileName = \(TestWorker.luaQuote(FilmFile.name(path.bytes, hash: TestWorker.fileSeed(0, path)))),
        }, \(TestWorker.luaList(o.commandLine)), \(TestWorker.luaQuote(WorkerProcess.executablePath())))
        """
        do {
            try lua.run(chunk, chunkName: "=(understudy test)")
        } catch {
            // A limit is the file's failure, not the runner line that happened to be running.
            if case .limit(let kind) = error.kind {
                abortLine(
                    kind == .time
                        ? "time limit exceeded (timeout \(TestWorker.formatSeconds(o.timeout)) s)"
                        : lua.limitMessage(kind))
            } else {
                abortLine(error.message)
            }
        }
    }
}
