import CLua
import CLuaShim
import LuaBridge

/// The REPL's own commands: a line that starts with ':' and a letter (never valid Lua, so no
/// Lua input is taken from the user). They call the Lua API, so they work on whatever `stage`
/// the state has, and say so clearly when a function they need is missing.
///
/// ```
/// > :render        print(stage.render())
/// > :log           stage.log.print()
/// > :reset         stage.reset()
/// > :help          this list
/// > :quit          leave (as Ctrl-D does)
/// ```
struct REPLCommands {
    enum Outcome { case proceed, quit }

    let interpreter: Interpreter
    var lua: LuaState { interpreter.lua }

    static let descriptions: [(String, String)] = [
        (":help", "list these commands (help() lists the API, help(x) documents x)"),
        (":render", "print the text picture of the screen: print(stage.render())"),
        (":log", "print the timeline: stage.log.print()"),
        (":reset", "a fresh stage: stage.reset()"),
        (":quit", "leave the REPL (Ctrl-D does too)"),
    ]

    /// A command line: ':' then a letter.
    static func isCommand(_ line: [UInt8]) -> Bool {
        guard line.count >= 2, line[0] == UInt8(ascii: ":") else { return false }
        let c = line[1] | 0x20
        return c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")
    }

    func run(_ line: String) -> Outcome {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let name = words.first.map(String.init) ?? line
        if words.count > 1 {
            StandardStreams.message(nil, "\(name) takes no arguments")
            return .proceed
        }
        switch name {
        case ":help":
            let column = REPLCommands.descriptions.map(\.0.count).max() ?? 0
            var text = ""
            for (command, what) in REPLCommands.descriptions {
                text += "  " + command + String(repeating: " ", count: column - command.count + 2) + what + "\n"
            }
            StandardStreams.output(text)
        case ":quit":
            return .quit
        case ":render":
            callStage("stage.render", printing: true)
        case ":log":
            // stage.log.format gives the text print would print; an empty timeline says so.
            if !callStage("stage.log.format", printing: true, empty: "(no events)", quietIfMissing: true) {
                callStage("stage.log.print", printing: false)
            }
        case ":reset":
            callStage("stage.reset", printing: false)
        default:
            StandardStreams.message(nil, "unknown command '\(name)' (try :help)")
        }
        return .proceed
    }

    /// Calls the function at a global path with no arguments, protected like any chunk;
    /// prints a string it returns when `printing` (`empty` when that string is empty). Returns
    /// false when there is no such function (saying so unless `quietIfMissing`).
    @discardableResult
    private func callStage(_ path: String, printing: Bool, empty: String = "", quietIfMissing: Bool = false) -> Bool {
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard RawAccess.path(L, path) == LUA_TFUNCTION else {
            if !quietIfMissing {
                StandardStreams.message(nil, "\(path) is not available: this state has no \(path)() function")
            }
            return false
        }
        if let error = interpreter.docall(arguments: 0, results: 1) {
            interpreter.report(error.message)
            return true
        }
        if printing, lua_type(L, -1) == LUA_TSTRING, var text = LuaStack(L).string(at: -1) {
            if text.isEmpty { text = empty }
            if !text.isEmpty { StandardStreams.output(text.hasSuffix("\n") ? text : text + "\n") }
        }
        return true
    }
}
