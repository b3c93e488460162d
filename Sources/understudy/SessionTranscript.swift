#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// What `:save` writes: the inputs that ran without error, in order, as a script that redoes
/// the session under `understudy FILE`. Statements are kept as typed; an input that is only an
/// expression (`sheet.state`, `=x`) becomes `print(...)` of it, since a script cannot state a
/// bare expression; `:reset` and `:load` become `stage.reset()` and `dofile(...)`, the other
/// commands only show things and are left out. Failed inputs are left out too: they changed
/// nothing a script could rely on.
///
/// ```swift
/// transcript.record(statement: "local x = 5")
/// transcript.record(expression: "x * 2")   // saved as print(x * 2)
/// try transcript.write(to: "session.lua")
/// ```
final class SessionTranscript {
    private(set) var entries: [String] = []

    func record(statement: String) {
        let scan = LuaChunkScanner(Array(statement.utf8))
        if scan.hasTopLevelReturn {
            // A `return` mid-script would end it (or not compile): kept, commented out.
            entries.append("-- (returned a value at the prompt)\n" + statement.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "-- " + $0 }.joined(separator: "\n"))
        } else {
            entries.append(statement)
        }
    }

    func record(expression: String) {
        var text = Substring(expression)
        if text.first == "=" { text = text.dropFirst() }
        // A trailing comment would swallow the closing parenthesis.
        entries.append(text.contains("--") ? "print(" + text + "\n)" : "print(" + text + ")")
    }

    /// The script's text.
    var script: String {
        "-- An understudy REPL session, saved by :save. Run it with: understudy FILE\n"
            + entries.map { $0 + "\n" }.joined()
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
