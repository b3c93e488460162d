import CEdit
import CLua
import CLuaShim
import LuaBridge
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// lua.c's read-eval-print loop (`doREPL`, `loadline`, `addreturn`, `multiline`) in Swift:
/// each input is first tried as an expression (`return <line>;`), then as a statement that
/// continues on more lines while the only complaint is the end of input (`... near <eof>`).
/// Errors print without the program name and never lose the state.
///
/// Beyond lua.c, over any line source: lines starting with ':' and a letter are REPL commands
/// (`REPLCommands`), `help(x)` is defined, and in a terminal results are pretty-printed, `_`
/// keeps the last one and Ctrl-C cancels the line being typed.
///
/// ```swift
/// REPL(interpreter: interpreter).run()   // returns at end of input or :quit
/// ```
final class REPL {
    let interpreter: Interpreter
    let lua: LuaState
    let reader: LineSource
    let printer: ResultPrinter
    var L: OpaquePointer { lua.L }

    /// What reading one input gave.
    private enum Input {
        /// A compiled function is on top of the stack: `code` compiled, `typed` is what the
        /// person typed, `expression` whether it compiled as `return <line>;`.
        case chunk(code: [UInt8], typed: [UInt8], expression: Bool)
        case syntaxError(String?)  // nil: lua.c's report finds no string and prints "(null)"
        case command(String)
        case cancelled
        case endOfInput
    }

    init(interpreter: Interpreter) {
        self.interpreter = interpreter
        self.lua = interpreter.lua
        let terminal = isatty(0) != 0
        let locals = terminal ? SessionLocals(lua: interpreter.lua) : nil
        if terminal && us_edit_load() != 0 {
            let completion = Completion(lua: interpreter.lua)
            // Tab reads the session's locals before the globals (`local sheet = ...` then
            // `sheet:tap("E<Tab>`).
            completion.pushVariable = { [weak locals] L, name in locals?.push(name, onto: L) ?? false }
            completion.variableNames = { [weak locals] in locals?.names ?? [] }
            HelpFunction.pushVariable = { [weak locals] L, name in locals?.push(name, onto: L) ?? false }
            reader = TerminalLineSource(completion: completion)
        } else {
            // A terminal echoes what is typed itself; without libedit there is no editing.
            reader = PipedLineSource(echo: !terminal)
        }
        printer = ResultPrinter(lua: interpreter.lua, pretty: terminal)
        transcript = SessionTranscript(pretty: terminal)
        self.locals = locals
    }

    /// Top-level locals that persist across inputs (terminal only: piped `-i` is lua.c's).
    let locals: SessionLocals?
    /// The session's inputs, for `:save`.
    let transcript: SessionTranscript

    func run() {
        let progname = interpreter.progname
        interpreter.progname = nil
        interpreter.keepsInterruptHandler = reader.isTerminal
        defer {
            interpreter.progname = progname
            interpreter.keepsInterruptHandler = false
            us_sigint_restore()
        }
        HelpFunction.install(into: lua)
        if reader.isTerminal {
            StandardStreams.output("Type help() for the API, :help for commands, Ctrl-D to exit.\n")
        }
        let commands = REPLCommands(interpreter: interpreter, transcript: transcript, terminal: reader.isTerminal)
        loop: while true {
            let base = lua_gettop(L)
            defer { lua_settop(L, base) }
            if reader.isTerminal { us_sigint_install(L) }
            switch loadLine() {
            case .endOfInput:
                break loop
            case .cancelled:
                StandardStreams.output("^C\n")
                // The ^C also asked the (idle) state to interrupt: forget it, so the prompt,
                // completion and help keep working until the next chunk.
                us_clear_limit_error(L)
            case .command(let text):
                if commands.run(text) == .quit { return }
            case .syntaxError(let message):
                interpreter.report(message ?? "(null)")
            case .chunk(let code, let typed, let expression):
                let session: SessionLocals.Run?
                do {
                    session = try locals?.prepare(code)
                } catch {
                    interpreter.report(error.message)
                    continue
                }
                // A miss noted before this input explains nothing in it.
                if reader.isTerminal, us_take_miss(L) != 0 { lua_settop(L, -2) }
                // A call (`sheet:present()`) is an expression and a statement: what it returns
                // shows briefly (a handle as its one-line summary), and :save keeps its values.
                // `=x` (lua 5.1's) compiled as the statement `return x`: a value too.
                let value = expression || typed.first == UInt8(ascii: "=")
                let call = expression && typed.first != UInt8(ascii: "=") && compiles(typed)
                let error = interpreter.docall(arguments: 0, results: LUA_MULTRET, separateTraceback: reader.isTerminal)
                if let session { locals?.finish(session) }
                let text = String(decoding: typed, as: UTF8.self)
                if let error {
                    interpreter.report(reader.isTerminal
                        ? REPLErrorReport.format(message: error.message, traceback: error.traceback)
                        : error.message)
                    if reader.isTerminal, let hint = HelpOptionKeys.hint(
                        forError: error.message, modules: lua.installedModules, types: lua.installedTypes)
                        ?? HelpUIKitNames.hint(forError: error.message, types: lua.installedTypes) {
                        StandardStreams.output("-- " + hint + "\n")
                    }
                    transcript.record(failed: text, expression: value && !call, message: error.message)
                } else {
                    let results = lua_gettop(L) - base
                    if !value || (call && results == 0) {
                        transcript.record(statement: text)
                    } else {
                        transcript.record(shown: text, call: call)
                    }
                    printer.printResults(from: base + 1, briefly: call)
                    if reader.isTerminal { explainNil(from: base + 1) }
                }
                _ = us_sigint_take()  // a ^C that interrupted the chunk is spent
            }
        }
        StandardStreams.output("\n")
    }

    /// Under a result that is nil because a module has no such field (`stage.actionControler`),
    /// says so with the nearest names, as the error would if the nil were called.
    private func explainNil(from first: Int32) {
        let top = lua_gettop(L)
        guard top >= first, (first...top).allSatisfy({ lua_type(L, $0) == LUA_TNIL }) else { return }
        guard us_take_miss(L) != 0 else { return }
        if let hint = LuaStack(L).string(at: -1) { StandardStreams.output("-- " + hint + "\n") }
        lua_settop(L, -2)
    }

    /// Whether `code` compiles as a chunk of its own (the stack is left as it was).
    private func compiles(_ code: [UInt8]) -> Bool {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        return load(code) == LUA_OK
    }

    // MARK: lua.c's loadline

    /// lua.c's `get_prompt`: `tostring(_PROMPT)` (or `_PROMPT2`), else "> " (or ">> ").
    /// `custom` tells whether the global was set.
    private func prompt(firstLine: Bool) -> (text: [UInt8], custom: Bool) {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        us_pushglobaltable(L)
        LuaStack(L).push(firstLine ? "_PROMPT" : "_PROMPT2")
        if us_pcall_gettable(L, -2) == LUA_OK && lua_type(L, -1) != LUA_TNIL {
            return (Array(lua.tostring(at: -1).utf8), true)
        }
        return (Array((firstLine ? "> " : ">> ").utf8), false)
    }

    private func readLine(firstLine: Bool) -> LineInput {
        reader.readLine(prompt: prompt(firstLine: firstLine).text)
    }

    /// Compiles `code` as chunk "=stdin"; the function, or the error message, is left on top.
    private func load(_ code: [UInt8]) -> Int32 {
        code.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { chars in
                us_load(L, chars.baseAddress, chars.count, "=stdin", nil)
            }
        }
    }

    private func loadLine() -> Input {
        var line: [UInt8]
        switch readLine(firstLine: true) {
        case .endOfInput: return .endOfInput
        case .interrupted: return .cancelled
        case .line(let l): line = l
        }
        if REPLCommands.isCommand(line) {
            reader.addHistory(line)
            return .command(String(decoding: line, as: UTF8.self))
        }
        let typed = line
        if line.first == UInt8(ascii: "=") {  // 5.2 compatibility: "=x" is "return x"
            line = Array("return ".utf8) + line.dropFirst()
        }
        // addreturn: is it an expression?
        let expression = Array("return ".utf8) + line + [UInt8(ascii: ";")]
        if load(expression) == LUA_OK {
            if !line.isEmpty { reader.addHistory(typed) }
            return .chunk(code: expression, typed: typed, expression: true)
        }
        lua_settop(L, -2)
        // multiline: a statement, continued while it is incomplete.
        var chunk = line
        var history = typed
        while true {
            let status = load(chunk)
            if status == LUA_OK {
                reader.addHistory(history)
                return .chunk(code: chunk, typed: history, expression: false)
            }
            let message = LuaStack(L).string(at: -1)
            guard status == LUA_ERRSYNTAX, let message, message.hasSuffix("<eof>") else {
                reader.addHistory(history)
                lua_settop(L, -2)
                return .syntaxError(message)
            }
            lua_settop(L, -2)
            let prompt2 = prompt(firstLine: false)
            switch reader.readLine(prompt: prompt2.text) {
            case .line(let next):
                chunk += [UInt8(ascii: "\n")] + next
                history += [UInt8(ascii: "\n")] + next
            case .endOfInput:
                reader.addHistory(history)
                // lua.c then reports whatever is on top of its stack: the prompt it pushed, which
                // is tostring(_PROMPT2), or nil when _PROMPT2 is unset (printed as "(null)").
                if reader.isTerminal { return .syntaxError("(end of input inside an incomplete chunk: discarded)") }
                return .syntaxError(prompt2.custom ? String(decoding: prompt2.text, as: UTF8.self) : nil)
            case .interrupted:
                return .cancelled
            }
        }
    }
}
