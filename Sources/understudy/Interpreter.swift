import CLua
import CLuaShim
import LuaBridge
import StageLua
import UnderstudyModule
import UnderstudyStdlib
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The stand-alone interpreter: lua.c's `pmain` and its helpers (`docall`, `dochunk`,
/// `dolibrary`, `handle_script`, `handle_luainit`) ported to Swift, with the `stage` API and
/// Understudy's Lua library preloaded. Every chunk runs protected, under the limits, with SIGINT
/// interrupting it, and errors are reported as lua.c reports them.
///
/// ```swift
/// exit(Interpreter.main(CommandLine.arguments))
/// ```
final class Interpreter {
    /// The program name errors are prefixed with (argv[0] as given, like lua.c); nil while the
    /// REPL runs, where lua.c does not prefix errors.
    var progname: String?
    let lua: LuaState
    let options: InterpreterOptions
    /// The raw arguments (bytes as given: `arg` and `-e` chunks are not re-encoded).
    let argv: [[CChar]]
    /// In the terminal REPL, SIGINT stays handled between chunks (it cancels the line being
    /// typed); elsewhere, as in lua.c, only while a chunk runs.
    var keepsInterruptHandler = false

    var L: OpaquePointer { lua.L }

    private init(lua: LuaState, options: InterpreterOptions, argv: [[CChar]], progname: String) {
        self.lua = lua
        self.options = options
        self.argv = argv
        self.progname = progname
    }

    /// Runs the command line and returns the exit status (0, or 1 when anything failed).
    static func main(_ argv: [[CChar]]) -> Int32 {
        let arguments = argv.map(Interpreter.text)
        let name0 = arguments.first ?? ""
        let progname = name0.isEmpty ? "understudy" : name0
        guard let lua = try? LuaState(openLibraries: false) else {
            StandardStreams.message(name0, "cannot create state: not enough memory")
            return 1
        }
        let options: InterpreterOptions
        switch InterpreterOptions.parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let failure):
            StandardStreams.error(Usage.badOption(progname: progname, failure))
            return 1
        }
        if options.help {
            StandardStreams.output(Usage.help(progname: progname))
            return 0
        }
        if options.man {
            StandardStreams.output(ManPage.render())
            return 0
        }
        let interpreter = Interpreter(lua: lua, options: options, argv: argv, progname: progname)
        return interpreter.run() ? 0 : 1
    }

    /// A NUL-terminated argument as text (up to its first NUL).
    static func text(_ raw: [CChar]) -> String {
        let bytes = raw.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: pmain

    /// lua.c's `pmain`: false as soon as a step fails (its error already reported).
    private func run() -> Bool {
        if options.version { StandardStreams.output(Usage.banner) }
        if options.ignoreEnvironment {
            // The signal for the package library to ignore LUA_PATH and LUA_CPATH (lua.c).
            lua_pushboolean(L, 1)
            RawAccess.setField(L, us_registryindex(), "LUA_NOENV")
        }
        luaL_openlibs(L)
        us_install_hook_chaining(L)
        if options.checkInvariants { StageAPI.checkInvariantsAlways() }
        StageAPI.install(into: lua)
        Stdlib.install(into: lua)
        UnderstudyModule.installBuiltIn(into: lua)
        Determinism.seedRandom(lua, seed: options.seed ?? Determinism.defaultSeed)
        lua.limits = LuaLimits(memory: options.memoryLimit, timeout: options.timeout)
        lua.limitCeiling = lua.limits
        if options.trace {
            // Flushed per line, as Lua's print is, so trace lines and the script's output stay in order.
            StageAPI.setTrace(in: lua) { line in
                StandardStreams.output(line.hasSuffix("\n") ? line : line + "\n")
            }
        }
        if options.sandbox {
            do {
                try lua.applySandbox(scriptDirectory: scriptDirectory())
            } catch {
                report(error.message)
                return false
            }
        }
        createArgTable()
        us_gc_generational(L)
        // lua.c's pmain keeps argc and argv on its stack below every chunk it runs: two slots
        // here too, so that a script's stack overflows at lua5.4's depth (errors.lua prints it).
        lua_pushnil(L)
        lua_pushnil(L)
        if !options.ignoreEnvironment && !handleLuaInit() { return false }
        if !runActions() { return false }
        if options.scriptIndex < argv.count && !handleScript() { return false }
        if options.interactive {
            runREPL()
        } else if options.scriptIndex == argv.count && !options.execute && !options.version {
            if isatty(0) != 0 {
                StandardStreams.output(Usage.banner)
                runREPL()
            } else {
                _ = dofile(nil)  // lua.c ignores this status: exit 0 even after an error
            }
        }
        return true
    }

    /// The REPL, on an empty stack: lua.c's `loadline` empties pmain's before each line.
    private func runREPL() {
        lua_settop(L, 0)
        REPL(interpreter: self).run()
    }

    /// lua.c's `createargtable`: the script at 0, its arguments at 1..n, the interpreter and its
    /// options at negative indices (with no script, argv[0] is at 0).
    private func createArgTable() {
        var script = options.scriptIndex
        if script == argv.count { script = 0 }
        lua_createtable(L, Int32(argv.count - (script + 1)), Int32(script + 1))
        for (i, arg) in argv.enumerated() {
            arg.withUnsafeBufferPointer { _ = lua_pushstring(L, $0.baseAddress) }
            lua_rawseti(L, -2, lua_Integer(i - script))
        }
        us_pushglobaltable(L)
        lua_rotate(L, -2, 1)
        RawAccess.setField(L, -2, "arg")
        lua_settop(L, -2)
    }

    /// The directory the sandbox confines file access to: the script's, else the current one.
    private func scriptDirectory() -> String {
        if options.scriptIndex < argv.count {
            let script = Interpreter.text(argv[options.scriptIndex])
            if script != "-", let real = realpath(script, nil) {
                defer { free(real) }
                var path = String(cString: real)
                if let slash = path.lastIndex(of: "/") {
                    path = String(path[..<slash])
                }
                return path.isEmpty ? "/" : path
            }
        }
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    // MARK: Running chunks

    /// Seconds past `--timeout` after which a chunk that is still running ends the process.
    static let watchdogGrace = 1.0

    /// lua.c's `docall`: calls the function below `arguments` values, protected, with the
    /// traceback message handler, under the limits, with SIGINT interrupting it as lua.c's
    /// `laction` does (one "interrupted!" error, which pcall can catch). Results stay
    /// on the stack (`results` of them, or all with LUA_MULTRET). Returns the error, if any: its
    /// message with the traceback appended, as lua.c prints it, or with `separateTraceback` the
    /// message alone and the traceback in `LuaError.traceback` (the terminal REPL shortens it).
    func docall(arguments: Int32, results: Int32, separateTraceback: Bool = false) -> LuaError? {
        // A C frame below the chunk, as lua.c's pmain is: tracebacks end with "[C]: in ?".
        let function = lua_gettop(L) - arguments
        lua_pushcclosure(L, us_call_chunk, 0)
        lua_rotate(L, function, 1)
        // beginRun forgets any earlier interrupt, so the handler goes in after it: a ^C from
        // here on interrupts this chunk.
        lua.beginRun()
        us_sigint_install(L)
        if let timeout = lua.limits.timeout {
            // The hook enforces the timeout; this is the backstop for what a hook cannot stop.
            let name = progname ?? Interpreter.text(argv.first ?? [0])
            us_watchdog_arm(timeout + Interpreter.watchdogGrace,
                            "\(name): time limit exceeded (timeout \(timeout) s) and the chunk did not stop "
                    + "within \(Interpreter.watchdogGrace) s (a message handler that never returns, or a host call "
                        + "that does not?): exiting\n"
            )
        }
        defer {
            if lua.limits.timeout != nil { us_watchdog_arm(0, "") }
            lua.endRun()
            // The handler resets itself to SIG_DFL when it fires (a second ^C then kills, as in
            // lua.c); the REPL wants it back for the next line.
            if keepsInterruptHandler { us_sigint_install(L) } else { us_sigint_restore() }
        }
        do {
            try lua.protectedCall(arguments: arguments + 1, results: results, keepErrorObject: separateTraceback)
        } catch {
            return error
        }
        // A limit stays hit until the run ends. If the chunk caught its error (a memory error
        // under pcall, say) and finished before the hook could raise it again, the limit still
        // ends the chunk: the host never reports success for a run that went over.
        if let error = lua.limitError {
            lua_settop(L, function - 1)
            return error
        }
        return nil
    }

    /// lua.c's `report`: prints an error (prefixed with the program name outside the REPL).
    func report(_ message: String) {
        StandardStreams.message(progname, Interpreter.specHint(message))
    }

    /// A spec file run as a script calls busted's DSL, which only `understudy test` (or
    /// `require 'busted.runner'()` at the file's top) provides: say so instead of "attempt to
    /// call a nil value (global 'describe')".
    static func specHint(_ message: String) -> String {
        for name in ["describe", "context", "insulate", "expose", "it", "spec", "test", "pending", "setup",
                     "teardown", "before_each", "after_each", "lazy_setup", "strict_setup"] {
            let nilCall = "attempt to call a nil value (global '\(name)')"
            guard message.contains(nilCall) else { continue }
            return message.replacing(nilCall, with:
                    "'\(name)' is busted's DSL: run specs with `understudy test` (or start the file with require "
                        + "'busted.runner'())"
            )
        }
        return message
    }

    /// Reports the message a failed load left on top of the stack and pops it.
    func reportLoadError() {
        // lua.c prints whatever lua_tostring gives, "(null)" when it is not a string.
        report(LuaStack(L).string(at: -1) ?? "(null)")
        lua_settop(L, -2)
    }

    /// lua.c's `dochunk`: runs the chunk a load just pushed, or reports the load's error.
    private func dochunk(loadStatus: Int32) -> Bool {
        guard loadStatus == LUA_OK else {
            reportLoadError()
            return false
        }
        let top = lua_gettop(L) - 1
        defer { lua_settop(L, top) }
        if let error = docall(arguments: 0, results: 0) {
            report(error.message)
            return false
        }
        return true
    }

    /// lua.c's `dofile` (nil: standard input).
    private func dofile(_ name: UnsafePointer<CChar>?) -> Bool {
        dochunk(loadStatus: us_loadfile(L, name, nil))
    }

    /// lua.c's `dostring`.
    private func dostring(_ chunk: UnsafePointer<CChar>, name: String) -> Bool {
        dochunk(loadStatus: us_load(L, chunk, strlen(chunk), name, nil))
    }

    /// lua.c's `handle_luainit`: LUA_INIT_5_4, else LUA_INIT; "@file" runs the file.
    private func handleLuaInit() -> Bool {
        var name = "=LUA_INIT_5_4"
        var value = getenv("LUA_INIT_5_4")
        if value == nil {
            name = "=LUA_INIT"
            value = getenv("LUA_INIT")
        }
        guard let value else { return true }
        if value[0] == CChar(UInt8(ascii: "@")) { return dofile(value + 1) }
        return dostring(value, name: name)
    }

    /// lua.c's `runargs`: the -e, -l and -W options, in order.
    private func runActions() -> Bool {
        for action in options.actions {
            switch action {
            case .warnings:
                lua_warning(L, "@on", 0)
            case .execute(let index, let offset):
                let ok = argv[index].withUnsafeBufferPointer { buf -> Bool in
                    guard let base = buf.baseAddress else { return false }
                    return dostring(base + offset, name: "=(command line)")
                }
                if !ok { return false }
            case .library(let index, let offset):
                let text = Array(argv[index].dropFirst(offset))
                if !dolibrary(text) { return false }
            }
        }
        return true
    }

    /// lua.c's `dolibrary`: `-l mod` runs `mod = require("mod")`, `-l g=mod` runs
    /// `g = require("mod")`.
    private func dolibrary(_ spec: [CChar]) -> Bool {
        let text = Interpreter.text(spec)
        var global = text
        var module = text
        if let eq = text.firstIndex(of: "=") {
            global = String(text[..<eq])
            module = String(text[text.index(after: eq)...])
        }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        us_pushglobaltable(L)
        LuaStack(L).push("require")
        guard us_pcall_gettable(L, -2) == LUA_OK else {
            reportLoadError()
            return false
        }
        // Only `require` stays below the call, as lua.c's lua_getglobal leaves it.
        lua_rotate(L, -2, -1)
        lua_settop(L, -2)
        LuaStack(L).push(module)
        if let error = docall(arguments: 1, results: 1) {
            report(error.message)
            return false
        }
        guard us_pcall_setglobal(L, global) == LUA_OK else {
            reportLoadError()
            return false
        }
        return true
    }

    /// lua.c's `handle_script`: loads the script (or stdin for "-" not preceded by "--"),
    /// passes it `arg[1..n]` as `...`, runs it.
    private func handleScript() -> Bool {
        let index = options.scriptIndex
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        let isStdin = Interpreter.text(argv[index]) == "-" && Interpreter.text(argv[index - 1]) != "--"
        let status = isStdin ? us_loadfile(L, nil, nil)
            : argv[index].withUnsafeBufferPointer { us_loadfile(L, $0.baseAddress, nil) }
        guard status == LUA_OK else {
            reportLoadError()
            return false
        }
        // pushargs reads the global `arg` now: -e chunks may have changed it.
        let base = lua_gettop(L)
        lua_pushcclosure(L, us_script_args, 0)
        guard us_pcall(L, 0, LUA_MULTRET, 0) == LUA_OK else {
            reportLoadError()
            return false
        }
        if let error = docall(arguments: lua_gettop(L) - base, results: LUA_MULTRET) {
            report(error.message)
            return false
        }
        return true
    }
}
