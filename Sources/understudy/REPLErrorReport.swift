import LuaBridge

/// How the terminal REPL shows an error: the message, then one short traceback of the user's
/// frames, or none when the error is in the typed line itself and the traceback would only
/// repeat it.
///
/// An error raised in a callback (a timer's, an action's handler) reaches the REPL as a message
/// that already carries the callback's traceback, once per level of nesting; those sections and
/// the outer stack are merged into one traceback, innermost frame first, as if it were one stack.
/// The REPL's own frames go: the C function that calls the input (`[C]: in ?`), the tail call
/// the expression form (`return <line>`) makes, the session-locals wrapper (its frame is shown
/// as `in main chunk`, what lua.c calls the input), and the embedded stdlib's frames.
///
/// ```swift
/// REPLErrorReport.format(message: "stdin:1: boom", traceback: "stack traceback:\n\t[C]: in ?")
/// // "stdin:1: boom"
/// ```
enum REPLErrorReport {
    static let header = "stack traceback:"

    /// `typed`: the input came from the prompt (`stdin`); a file run by `:load` keeps its
    /// main-chunk frame as worth showing.
    static func format(message: String, traceback: String?, typed: Bool = true) -> String {
        var sections = message.split(separator: "\n" + header + "\n", omittingEmptySubsequences: false).map(String.init)
        let text = sections.removeFirst()
        var frames = sections.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
        if let traceback {
            var outer = traceback.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            if outer.first == header { outer.removeFirst() }
            // The bottom frame is the C function that calls every chunk.
            if let last = outer.last, frameText(last) == "[C]: in ?" { outer.removeLast() }
            if let last = outer.last, frameText(last) == "(...tail calls...)" {
                // The input tail-called the function above: its own frame is gone.
                outer.removeLast()
            } else if let last = outer.last, let colon = frameText(last).firstRange(of: ": in function <") {
                // The session-locals wrapper runs the input as a function: lua.c's name for it.
                outer[outer.count - 1] = "\t" + frameText(last)[..<colon.lowerBound] + ": in main chunk"
            }
            frames += outer
        }
        frames = frames.filter { !frameText($0).hasPrefix("stdlib/") }
        let useful = frames.contains { frame in
            let f = frameText(frame)
            if f.hasPrefix("[C]") || f == "(...tail calls...)" { return false }
            if typed && f.hasPrefix("stdin:") && f.hasSuffix(": in main chunk") { return false }
            return true
        }
        guard useful else { return text }
        return text + "\n" + header + "\n" + frames.map { "\t" + frameText($0) }.joined(separator: "\n")
    }

    private static func frameText(_ line: String) -> String {
        String(line.drop { $0 == "\t" || $0 == " " })
    }
}
