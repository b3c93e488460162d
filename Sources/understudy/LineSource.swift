/// Where the REPL's lines come from: the terminal through libedit, or a pipe (lua.c's
/// `lua_readline` / `lua_saveline` pair, abstracted so that both are the same loop).
protocol LineSource: AnyObject {
    /// Shows `prompt` and reads one line.
    func readLine(prompt: [UInt8]) -> LineInput
    /// Remembers a whole chunk (all its lines) as one history entry.
    func addHistory(_ entry: [UInt8])
    /// True when input comes from a person at a terminal (pretty printing, `_`, completion).
    var isTerminal: Bool { get }
}
