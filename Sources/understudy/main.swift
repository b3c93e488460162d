// `understudy`: the lua5.4-compatible interpreter with the stage preloaded, its REPL, the
// `understudy test` regression runner and `understudy report` (merging shards' reports).
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

import CLuaShim
import StageLua

us_unblock_signals()

// A release run checking invariants as a debug build does (the test runner's workers inherit it).
if let flag = getenv("UNDERSTUDY_CHECK_INVARIANTS"), String(cString: flag) == "1" { StageAPI.checkInvariantsAlways() }

/// The arguments as raw NUL-terminated bytes: `arg` and `-e` chunks reach Lua exactly as given.
let rawArguments: [[CChar]] = (0..<Int(CommandLine.argc)).map { i in
    guard let p = CommandLine.unsafeArgv[i] else { return [0] }
    return Array(UnsafeBufferPointer(start: p, count: strlen(p) + 1))
}

// `understudy test ...` is the test runner and `understudy report ...` what is done with its
// reports (a script named "test" or "report" runs as `understudy ./test`). Each receives the
// arguments after its name.
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "test" {
    exit(TestCommand.run(arguments: Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "report" {
    exit(ReportCommand.run(arguments: Array(CommandLine.arguments.dropFirst(2))))
}
exit(Interpreter.main(rawArguments))
