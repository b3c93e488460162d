/// `understudy report <command>`: what is done with run reports after the run. One command so
/// far, `merge` (`ReportMerge`): the reports of a suite's shards made into one.
///
/// ```
/// understudy report merge merged out/shard-1 out/shard-2 out/shard-3
/// understudy report merge --junit results.xml merged out/shard-*
/// ```
enum ReportCommand {
    /// `understudy report --help`, from `CommandLineDoc.report`.
    static var usage: String { Usage.lines(of: .report).joined(separator: "\n") + "\n" }

    struct Merge: Equatable {
        var output: String
        var directories: [String]
        var junit: String?
    }

    enum Parsed: Equatable {
        case help
        case merge(Merge)
    }

    /// Runs the command and returns the process exit status (2 for a bad command line).
    static func run(arguments: [String]) -> Int32 {
        switch parse(arguments) {
        case .success(.help):
            RunnerOutput.write(usage)
            RunnerOutput.flush()
            return 0
        case .success(.merge(let m)):
            return ReportMerge.run(output: m.output, directories: m.directories, junit: m.junit)
        case .failure(let e):
            RunnerOutput.error("understudy report: \(e.message) (see 'understudy report --help')\n")
            return 2
        }
    }

    static func parse(_ arguments: [String]) -> Result<Parsed, TestOptions.UsageError> {
        guard let command = arguments.first else {
            return .failure(TestOptions.UsageError(message: "no command given (the commands: merge)"))
        }
        switch command {
        case "-h", "--help": return .success(.help)
        case "merge": break
        default:
            return .failure(
                TestOptions.UsageError(
                    message: "unknown command '\(ControlEscape.line(command))' (the commands: merge)"))
        }
        var positional: [String] = []
        var junit: String?
        var onlyPaths = false
        var i = 1
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                positional.append(arg)
                continue
            }
            switch arg {
            case "--": onlyPaths = true
            case "-h", "--help": return .success(.help)
            case "--junit":
                guard i < arguments.count else {
                    return .failure(TestOptions.UsageError(message: "'--junit' needs a file"))
                }
                junit = arguments[i]
                i += 1
            default:
                if arg.hasPrefix("--junit=") {
                    junit = String(arg.dropFirst("--junit=".count))
                } else {
                    return .failure(
                        TestOptions.UsageError(message: "unrecognized option '\(ControlEscape.line(arg))' for merge"))
                }
            }
        }
        if junit?.isEmpty == true { return .failure(TestOptions.UsageError(message: "'--junit' needs a file")) }
        guard positional.count >= 2 else {
            return .failure(
                TestOptions.UsageError(
                    message: "merge needs the output directory, then each shard's report directory"
                        + (positional.isEmpty ? "" : " (only '\(ControlEscape.line(positional[0]))' given)")))
        }
        if let empty = positional.firstIndex(of: "") {
            return .failure(
                TestOptions.UsageError(
                    message: empty == 0 ? "the output directory is an empty name" : "a shard directory is an empty name"
                ))
        }
        return .success(.merge(Merge(output: positional[0], directories: Array(positional.dropFirst()), junit: junit)))
    }
}
