import CLua
import CLuaShim
import LuaBridge
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The REPL's own commands: a line that starts with ':' and a letter (never valid Lua, so no
/// Lua input is taken from the user). They call the Lua API, so they work on whatever `stage`
/// the state has, and say so clearly when a function they need is missing. `:help` lists them.
///
/// ```
/// > :render 30     print(stage.render{ width = 30, crop = true })
/// > :svg           writes stage.svg() to ./understudy-screen.svg and prints the path
/// > :reset         stage.reset(), then "stage reset: clock 0 s, screen 393x852"
/// > :rendr         unknown command ':rendr': did you mean :render? (:help lists the commands)
/// ```
final class REPLCommands {
    enum Outcome { case proceed, quit }

    let interpreter: Interpreter
    let transcript: SessionTranscript
    /// In a terminal, errors print with the REPL's short traceback.
    let terminal: Bool
    var lua: LuaState { interpreter.lua }

    init(interpreter: Interpreter, transcript: SessionTranscript, terminal: Bool) {
        self.interpreter = interpreter
        self.transcript = transcript
        self.terminal = terminal
    }

    struct Command {
        var name: String
        var argument: String?  // shown in :help: "[width]", "FILE"
        var required = false
        var what: String
        /// The line `--help` and the man page give it.
        var brief: String
        var usage: String { argument.map { name + " " + $0 } ?? name }
    }

    static let defaultScreenFile = "understudy-screen.svg"
    static let defaultTimelineFile = "understudy-timeline.svg"

    static let commands: [Command] = [
        Command(name: ":help", what: "list these commands (help() lists the API, help(x) documents x)",
                brief: "these commands"),
        Command(
            name: ":render", argument: "[width] [full]",
            what:
                "print the text picture of where something is on screen: stage.render{ width = width, crop = true } "
                    + "('full': the whole screen)",
                brief: "the text picture of the screen, cropped ('full': all of it)"),
        Command(
            name: ":svg", argument: "[file]",
            what: "write stage.svg() to file (default \(defaultScreenFile)) and print its path",
                brief: "write stage.svg() to file (default \(defaultScreenFile))"),
        Command(
            name: ":timeline", argument: "[file]",
            what: "write stage.timelineSvg() to file (default \(defaultTimelineFile)) and print its path",
                brief: "write stage.timelineSvg() to file (default \(defaultTimelineFile))"),
        Command(name: ":log", what: "print the timeline: stage.log.print()", brief: "print the timeline"),
        Command(
            name: ":reset", what: "a fresh stage: stage.reset() (your variables stay)",
            brief: "a fresh stage (your variables stay)"),
        Command(
            name: ":load", argument: "FILE", required: true,
            what: "run a script here, as dofile(FILE): its globals and the stage it sets up stay",
                brief: "run a script here (its globals and stage stay)"),
        Command(
            name: ":save", argument: "FILE", required: true,
            what: "write the session as a script: understudy FILE prints what it printed and ends in the same state",
                brief: "write the session as a script that replays it"),
        Command(name: ":quit", what: "leave the REPL (Ctrl-D does too)", brief: "leave (Ctrl-D does too)"),
    ]

    /// A command line: ':' then a letter.
    static func isCommand(_ line: [UInt8]) -> Bool {
        guard line.count >= 2, line[0] == UInt8(ascii: ":") else { return false }
        let c = line[1] | 0x20
        return c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")
    }

    func run(_ line: String) -> Outcome {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let name = String(trimmed.prefix { $0 != " " && $0 != "\t" })
        let rest = trimmed.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
        var argument: String? = rest.isEmpty ? nil : String(rest)
        while let a = argument, a.last == " " || a.last == "\t" { argument = String(a.dropLast()) }
        guard let command = REPLCommands.commands.first(where: { $0.name == name }) else {
            StandardStreams.message(nil, REPLCommands.unknown(name))
            return .proceed
        }
        if command.argument == nil, argument != nil {
            StandardStreams.message(nil, "\(name) takes no arguments")
            return .proceed
        }
        if command.required, argument == nil {
            StandardStreams.message(nil, "\(name) needs a file name: \(command.usage)")
            return .proceed
        }
        switch name {
        case ":help":
            let column = REPLCommands.commands.map(\.usage.count).max() ?? 0
            var text = ""
            for c in REPLCommands.commands {
                text += "  " + c.usage + String(repeating: " ", count: column - c.usage.count + 2) + c.what + "\n"
            }
            StandardStreams.output(text)
        case ":quit":
            return .quit
        case ":render":
            render(width: argument)
        case ":svg":
            writeSVG(function: "stage.svg", to: argument ?? REPLCommands.defaultScreenFile)
        case ":timeline":
            writeSVG(function: "stage.timelineSvg", to: argument ?? REPLCommands.defaultTimelineFile)
        case ":log":
            // stage.log.format gives the text print would print; an empty timeline says so.
            let shown = has("stage.log.format") ? callStage("stage.log.format", printing: true, empty: "(no events)")
                                                : callStage("stage.log.print", printing: false)
            if shown { transcript.record(statement: "stage.log.print()") }
        case ":reset":
            reset()
        case ":load":
            load(argument ?? "")
        case ":save":
            save(argument ?? "")
        default:
            break
        }
        return .proceed
    }

    // MARK: The commands

    /// The part of the screen where something is (a terminal is shorter than the 55-row
    /// picture, most of it background); `full` draws the whole screen.
    private func render(width: String?) {
        var options: [String: OptionValue] = ["crop": .bool(true)]
        for word in (width ?? "").split(separator: " ") {
            if word == "full" {
                options["crop"] = .bool(false)
            } else if let n = Int(word), n > 0 {
                options["width"] = .int(n)
            } else {
                StandardStreams.message(
                    nil, ":render takes a width in characters (a positive whole number) and/or 'full', got '\(word)'")
                return
            }
        }
        // An empty screen is one line, not a 52-row blank box.
        if let empty = emptyScreen() {
            StandardStreams.output(empty + "\n")
            return
        }
        guard callStage("stage.render", printing: true, options: options) else { return }
        let fields = options.sorted { $0.key < $1.key }.map { key, value -> String in
            switch value {
            case .int(let n): return "\(key) = \(n)"
            case .bool(let b): return "\(key) = \(b)"
            }
        }
        transcript.record(statement: "io.write(stage.render{ " + fields.joined(separator: ", ") + " })")
    }

    /// "t=0.000  393x852  nothing on the screen" when no layer is shown, else nil.
    private func emptyScreen() -> String? {
        let probe = "local layers = stage.screen.layers() if #layers > 0 then return nil end "
            + "return string.format('t=%.3f  %gx%g  nothing on the screen (make a component: stage.actionController{}, "
            + "stage.tableView{}, stage.popup{}, stage.tabBarController{})', stage.clock.now(), stage.screen.width, "
                + "stage.screen.height)"
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard us_load(L, probe, probe.utf8.count, "=(:render)", "t") == LUA_OK,
              (try? lua.protectedCall(arguments: 0, results: 1)) != nil else { return nil }
        return LuaStack(L).string(at: -1)
    }

    enum OptionValue { case int(Int), bool(Bool) }

    private func reset() {
        guard callStage("stage.reset", printing: false) else { return }
        transcript.record(statement: "stage.reset()")
        let summary = "local now, w, h = stage.clock.now(), stage.screen.width, stage.screen.height "
            + "return string.format('stage reset: clock %g s, screen %gx%g', now, w, h)"
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        if us_load(L, summary, summary.utf8.count, "=(:reset)", "t") == LUA_OK,
           (try? lua.protectedCall(arguments: 0, results: 1)) != nil, let text = LuaStack(L).string(at: -1) {
            StandardStreams.output(text + "\n")
        } else {
            StandardStreams.output("stage reset\n")
        }
    }

    /// Refuses a command that reads or writes files under `--sandbox` (a piped session may come
    /// from a script the sandbox is there to confine).
    private func allowedToUseFiles(_ name: String) -> Bool {
        guard interpreter.options.sandbox else { return true }
        StandardStreams.message(nil, "\(name) uses files, which the sandbox does not allow")
        return false
    }

    private func writeSVG(function: String, to file: String) {
        guard allowedToUseFiles(function == "stage.svg" ? ":svg" : ":timeline") else { return }
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard callStage(function, printing: false, keepResult: true) else { return }
        guard let svg = LuaStack(L).string(at: -1) else {
            StandardStreams.message(nil, "\(function)() did not return a string")
            return
        }
        guard let handle = fopen(file, "w") else {
            StandardStreams.message(nil, "cannot open \(file): \(String(cString: strerror(errno)))")
            return
        }
        let bytes = Array(svg.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
        if fclose(handle) != 0 || written != bytes.count {
            StandardStreams.message(nil, "cannot write \(file): \(String(cString: strerror(errno)))")
            return
        }
        StandardStreams.output("wrote " + REPLCommands.absolute(file) + "\n")
    }

    private func load(_ file: String) {
        guard allowedToUseFiles(":load") else { return }
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard us_loadfile(L, file, nil) == LUA_OK else {
            interpreter.reportLoadError()
            return
        }
        if let error = interpreter.docall(arguments: 0, results: 0, separateTraceback: terminal) {
            interpreter.report(
                terminal
                    ? REPLErrorReport.format(message: error.message, traceback: error.traceback, typed: false)
                                        : error.description)
            return
        }
        transcript.record(loaded: file)
    }

    private func save(_ file: String) {
        guard allowedToUseFiles(":save") else { return }
        do {
            try transcript.write(to: file)
            let n = transcript.entries.count
            StandardStreams.output("saved \(n) input\(n == 1 ? "" : "s") to " + REPLCommands.absolute(file) + "\n")
        } catch {
            StandardStreams.message(nil, error.message)
        }
    }

    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let dir = String(cString: cwd)
        return (dir.hasSuffix("/") ? dir : dir + "/") + path
    }

    // MARK: Unknown commands

    /// "unknown command ':rendr': did you mean :render? ..." with the nearest names by the one
    /// rule (`NearestName`, on the names without their ':'; all of those at the best distance),
    /// else the commands the typed letters start (an abbreviation: ":ti"), else the plain message.
    static func unknown(_ name: String) -> String {
        let typed = name.hasPrefix(":") ? String(name.dropFirst()) : name
        let names = commands.map { String($0.name.dropFirst()) }
        var near = NearestName.all(typed, among: names)
        if near.isEmpty, !typed.isEmpty { near = names.filter { $0.hasPrefix(typed.lowercased()) } }
        guard !near.isEmpty else { return "unknown command '\(name)' (try :help)" }
        let shown = near.map { ":" + $0 }
        let list = shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " or " + (shown.last ?? "")
        return "unknown command '\(name)': did you mean \(list)? (:help lists the commands)"
    }

    // MARK: Calling the API

    private func has(_ path: String) -> Bool {
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        return RawAccess.path(L, path) == LUA_TFUNCTION
    }

    /// Calls the function at a global path (with an option table when `options` is given),
    /// protected like any chunk; prints a string it returns when `printing` (`empty` when that
    /// string is empty), or leaves its result on the stack with `keepResult`. Returns false when
    /// there is no such function or it failed (either said).
    @discardableResult
    private func callStage(_ path: String, printing: Bool, empty: String = "",
                           options: [String: OptionValue]? = nil, keepResult: Bool = false) -> Bool {
        let L = lua.L
        let top = lua_gettop(L)
        var keep = false
        defer { if !keep { lua_settop(L, top) } }
        guard RawAccess.path(L, path) == LUA_TFUNCTION else {
            StandardStreams.message(nil, "\(path) is not available: this state has no \(path)() function")
            return false
        }
        var arguments: Int32 = 0
        if let options {
            lua_createtable(L, 0, Int32(options.count))
            for (key, value) in options.sorted(by: { $0.key < $1.key }) {
                switch value {
                case .int(let n): lua_pushinteger(L, lua_Integer(n))
                case .bool(let b): lua_pushboolean(L, b ? 1 : 0)
                }
                RawAccess.setField(L, -2, key)
            }
            arguments = 1
        }
        if let error = interpreter.docall(arguments: arguments, results: 1, separateTraceback: terminal) {
            interpreter.report(terminal ? REPLErrorReport.format(message: error.message, traceback: error.traceback)
                                        : error.description)
            return false
        }
        if printing, lua_type(L, -1) == LUA_TSTRING, var text = LuaStack(L).string(at: -1) {
            if text.isEmpty { text = empty }
            if !text.isEmpty { StandardStreams.output(text.hasSuffix("\n") ? text : text + "\n") }
        }
        keep = keepResult
        return true
    }
}
