#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Writes to the C standard streams, the ones Lua's own `print`, `io.write` and `warn` use, so
/// that the interpreter's output interleaves with the script's exactly as lua.c's does. (Swift's
/// `print` buffers separately.)
///
/// ```swift
/// StandardStreams.error("understudy: cannot open x.lua\n")
/// ```
enum StandardStreams {
    /// C's `stdout` and `stderr` (reached through one file, whose import of Glibc is marked
    /// @preconcurrency: the interpreter is single-threaded).
    static var out: UnsafeMutablePointer<FILE> { stdout }
    static var err: UnsafeMutablePointer<FILE> { stderr }

    /// Writes `text` to standard output and flushes it (lua.c flushes after every line it writes).
    static func output(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }

    /// Writes `text` to standard error and flushes it (`lua_writestringerror`).
    static func error(_ text: String) {
        fputs(text, stderr)
        fflush(stderr)
    }

    /// lua.c's `l_message`: "progname: msg" on standard error, or just the message when there is
    /// no program name (the REPL clears it so that interactive errors are not prefixed).
    static func message(_ progname: String?, _ msg: String) {
        if let progname { error(progname + ": " + msg + "\n") } else { error(msg + "\n") }
    }
}
