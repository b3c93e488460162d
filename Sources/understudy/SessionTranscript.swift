import LuaBridge
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// What `:save` writes: the session's inputs, in order, as a script that redoes it under
/// `understudy FILE`, printing what the prompt printed and leaving the same state.
///
/// - A statement is kept as typed (top-level locals stay locals of the script).
/// - An input that showed values (`sheet.state`, `=x`, `stage.clock.advance(1)`) shows them the
///   way the prompt did: in a terminal through `understudy.pretty` (a call's handles as one
///   line, `_` set to the first value), else with `print`.
/// - An input that failed is kept too (it may have moved the clock before it raised), run
///   protected, its error written to standard error.
/// - `:reset`, `:load`, `:render` and `:log` become `stage.reset()`, `dofile(...)`,
///   `io.write(stage.render{...})` and `stage.log.print()`; `:svg`, `:timeline` and `:save` only
///   write files and are left out. `help` exists only at the prompt: a script that calls it
///   defines it as doing nothing.
/// - The script passes luacheck with the project's standard (docs/understudy.luacheckrc): what
///   it adds reads and sets globals with `rawget`/`rawset` and adds no line longer than the
///   input it wraps; its header's inline options say what a session does that a script file
///   would not (globals set at the top level, a local declared again after a retry, globals a
///   `:load`ed file defines, inputs longer than luacheck's 120 columns kept as typed).
///
/// ```swift
/// transcript.record(statement: "local x = 5")
/// transcript.record(shown: "x * 2", call: false)   // saved as show(false, x * 2)
/// try transcript.write(to: "session.lua")
/// ```
final class SessionTranscript {
    private(set) var entries: [String] = []
    /// Whether the session pretty-printed its results (a terminal).
    let pretty: Bool
    private var shows = false
    private var fails = false
    private var loads = false
    /// luacheck's default line length: a longer input line is kept as typed, and said so.
    static let lineLength = 120

    init(pretty: Bool) { self.pretty = pretty }

    static let show = "__understudy_show"
    static let failed = "__understudy_failed"

    func record(statement: String) {
        // An empty line changed nothing.
        guard !statement.allSatisfy({ $0 == " " || $0 == "\t" }) else { return }
        let scan = LuaChunkScanner(Array(statement.utf8))
        if scan.hasTopLevelReturn {
            // A `return` mid-script would end it (or not compile): kept, commented out.
            entries.append(
                "-- (returned a value at the prompt)\n"
                    + statement.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "-- " + $0 }.joined(separator: "\n"))
        } else {
            entries.append(statement)
        }
    }

    /// `:load FILE`: the file runs as the session ran it (its globals are the script's).
    func record(loaded file: String) {
        loads = true
        entries.append("dofile(" + SessionTranscript.quoted(file) + ")")
    }

    /// An input whose values the prompt showed; `call` when it was a call (handles it returned
    /// showed as one line).
    func record(shown expression: String, call: Bool) {
        let text = SessionTranscript.expressionText(expression)
        let open = pretty ? SessionTranscript.show + "(" + (call ? "true" : "false") + ", " : "print("
        if pretty { shows = true }
        // On one line when that fits; else the input on lines of its own, as typed (a trailing
        // comment would also swallow the closing parenthesis).
        if !text.contains("\n") && !text.contains("--")
            && open.utf8.count + text.utf8.count + 1 <= SessionTranscript.lineLength
        {
            entries.append(open + text + ")")
        } else {
            entries.append((open.hasSuffix(" ") ? String(open.dropLast()) : open) + "\n" + text + "\n)")
        }
    }

    /// An input that raised: run again protected, as it ran (an expression as `return`).
    func record(failed code: String, expression: Bool, message: String) {
        fails = true
        let body = expression ? "return " + SessionTranscript.expressionText(code) : code
        var first = message.split(separator: "\n").first.map(String.init) ?? ""
        if first.utf8.count > 90 { first = String(decoding: Array(first.utf8.prefix(87)), as: UTF8.self) + "..." }
        // `...` only when the input uses it (a vararg nothing reads is a luacheck warning).
        let usesVarargs = LuaChunkScanner.tokenize(Array(body.utf8)).contains { $0.kind == .symbol && $0.text == "..." }
        entries.append("-- failed at the prompt: " + first + "\n"
                       + SessionTranscript.failed + "(function(" + (usesVarargs ? "..." : "") + ")\n" + body + "\nend)")
    }

    /// `=x` is `x`.
    private static func expressionText(_ s: String) -> String {
        s.first == "=" ? String(s.dropFirst()) : s
    }

    /// The script's text.
    var script: String {
        var out = "-- An understudy REPL session, saved by :save. Run it with: understudy FILE\n"
        // What a session does that luacheck would flag in a file written as one.
        out +=
            "-- luacheck: allow defined top, no redefined, no unused (globals set at the prompt, locals declared "
                + "again)\n"
        if loads { out += "-- luacheck: ignore 113 (globals the files :load ran define)\n" }
        if shows { out += "-- luacheck: globals _\n" }
        let long = entries.contains { entry in
            entry.split(separator: "\n").contains { $0.utf8.count > SessionTranscript.lineLength }
        }
        if long { out += "-- luacheck: no max line length (inputs are kept as typed)\n" }
        if entries.contains(where: SessionTranscript.callsHelp) {
            out += "local help = rawget(_G, \"help\") or function() end -- help() exists only at the prompt\n"
        }
        if shows {
            out += """
                -- Shows values as the prompt did: pretty-printed, a call's handles as one line, _ the first.
                local function \(SessionTranscript.show)(call, ...)
                  local n = select("#", ...)
                  if n == 0 then return end
                  local pretty, shown = require("understudy.pretty"), {}
                  for i = 1, n do
                    local v = select(i, ...)
                    if type(v) == "string" and string.find(v, "\\n", 1, true) then shown[i] = v
                    elseif call and type(v) == "userdata" then shown[i] = tostring(v)
                    else shown[i] = pretty.display(v, { brief = call }) end
                  end
                  rawset(_G, "_", (...))
                  print(table.concat(shown, "\\t"))
                end

                """
        }
        if fails {
            out += """
                -- Runs an input that failed at the prompt; its error goes to standard error.
                local function \(SessionTranscript.failed)(f)
                  local ok, e = pcall(f)
                  if not ok then io.stderr:write(tostring(e), "\\n") end
                end

                """
        }
        return out + entries.map { $0 + "\n" }.joined()
    }

    /// Whether `text` names `help` as a word.
    static func callsHelp(_ text: String) -> Bool {
        let bytes = Array(text.utf8), word = Array("help".utf8)
        var i = 0
        while i + word.count <= bytes.count {
            if Array(bytes[i..<(i + word.count)]) == word,
               i == 0 || !LuaIdentifier.continues(bytes[i - 1]),
               i + word.count == bytes.count || !LuaIdentifier.continues(bytes[i + word.count]) { return true }
            i += 1
        }
        return false
    }

    struct WriteError: Error { var message: String }

    func write(to path: String) throws(WriteError) {
        guard let file = fopen(path, "w") else {
            throw WriteError(message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        let text = Array(script.utf8)
        let written = text.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let failed = fclose(file) != 0 || written != text.count
        if failed { throw WriteError(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
    }

    /// `s` as a Lua string literal.
    static func quoted(_ s: String) -> String { LuaLiteral.quoted(s) }
}
