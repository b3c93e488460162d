/// What reading one line of REPL input gave.
enum LineInput {
    /// A line, without its newline (raw bytes: a chunk is compiled exactly as typed).
    case line([UInt8])
    /// End of input (Ctrl-D, or the end of a pipe).
    case endOfInput
    /// Ctrl-C while the line was being typed: the input so far is dropped.
    case interrupted
}
