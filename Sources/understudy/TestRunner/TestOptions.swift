import LuaBridge

/// The options of `understudy test`, parsed from the command line and the environment (Bazel's
/// test protocol variables), and passed on to worker processes.
///
/// ```swift
/// let options = try TestOptions.parse(["--jobs", "2", "spec/"], environment: env)
/// ```
struct TestOptions {
    /// Reporters, by our names and busted's (`-o utfTerminal`, `plainTerminal`, `TAP`, `json`,
    /// `junit`, `gtest`).
    enum Output: String {
        case terminal, tap, json, junit, gtest

        init?(name: String) {
            // busted also takes its handlers' module names (`busted.outputHandlers.TAP`).
            var name = name.lowercased()
            let module = "busted.outputhandlers."
            if name.hasPrefix(module) { name = String(name.dropFirst(module.count)) }
            switch name {
            case "terminal", "utfterminal", "plainterminal": self = .terminal
            case "tap": self = .tap
            case "json": self = .json
            case "junit": self = .junit
            case "gtest": self = .gtest
            default: return nil
            }
        }
    }

    var paths: [String] = []
    var verbose = false
    var output = Output.terminal
    var junitPath: String?
    /// Where a failing test's screen is written as SVG (`--attachments`); by default, with
    /// `--report DIR`, `DIR/attachments`, else with `--junit FILE`, `attachments/` beside FILE
    /// (`attachmentDirectory`).
    var attachments: String?
    /// `--report DIR`: the static HTML report of the run (ReportWriter), with each stage test's
    /// filmstrip and timeline.
    var report: String?
    /// `--watch`: run, then rerun the affected spec files whenever a file changes (WatchMode).
    var watch = false
    var list = false
    var filter: [String] = []
    var filterOut: [String] = []
    var tags: [String] = []
    var excludeTags: [String] = []
    var jobs: Int?
    /// 0-based shard index and the shard count.
    var shard: (index: Int, count: Int)?
    var shardStatusFile: String?
    var timeout: Double = 30
    var memoryLimit: Int? = 1 << 30
    var seed: Int = 0
    /// busted's file selection: Lua patterns on the file's base name.
    var patterns: [String] = ["_spec"]
    var excludePatterns: [String] = []
    /// Prefixed to package.path / package.cpath (nil: busted's defaults).
    var lpath: String?
    var cpath: String?
    var helper: String?
    /// busted's `-Xhelper` values (split at commas): the helper's `arg`.
    var helperArguments: [String] = []
    /// busted's `--suppress-pending`: pending tests are neither shown nor counted.
    var suppressPending = false
    /// busted's `--[no-]keep-going`: false stops at the first failure (the rest of the file's
    /// tests and the files not started yet do not run).
    var keepGoing = true
    /// busted's `-e STATEMENT` (repeatable): Lua run before each spec file, before the helper.
    var statements: [String] = []
    /// `-C DIR` (each relative to the previous), applied before `.busted` is read.
    var directory: String?
    /// `directory` in `.busted` (when no `-C` was given): busted changes there once the file is
    /// read, before it finds the specs (`TestCommand.enterConfigDirectory`).
    var configDirectory: String?

    /// Where failing screens go as SVG files, if anywhere: `--attachments`, else with a report
    /// its `attachments` directory (a report directory then holds everything `understudy report
    /// merge` needs of a shard), else with a JUnit file the `attachments` directory beside it
    /// (JUnit's `[[ATTACHMENT|path]]` names them).
    var attachmentDirectory: String? {
        if let attachments, !attachments.isEmpty { return attachments }
        if let report, !report.isEmpty { return report + "/attachments" }
        guard let junit = junitPath, !junit.isEmpty, junit != "/dev/stdout" else { return nil }
        let dir = junit.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (junit.hasPrefix("/") && dir.isEmpty ? "" : dir.isEmpty ? "." : dir) + "/attachments"
    }
    /// `--run NAME`: the `.busted` run to use instead of `default`.
    var run: String?
    /// `-f FILE`: the configuration file instead of `./.busted`.
    var configFile: String?
    /// The configuration file that was read, absolute: each spec file's state runs it first, as
    /// busted runs it in its own process (what its code does, an assertion registered or a global
    /// set, is there for the specs).
    var configChunk: String?
    var coverage = false
    var shuffle = false
    var repeatCount = 1
    var autoInsulate = true
    /// `--busted-modules`: each file starts with the modules busted loads for itself (Penlight,
    /// lua-term, ...) already required from their installation, so a spec's `require "pl.utils"`
    /// gets that copy as under busted instead of the project's own.
    var bustedModules = false
    /// Whether filters, tags or `--suppress-pending` leave tests out (leaving every test out is
    /// then not an error: busted ends a run of suppressed pending tests with status 0).
    var selects: Bool {
        suppressPending || !(filter.isEmpty && filterOut.isEmpty && tags.isEmpty && excludeTags.isEmpty)
    }
    /// busted's `--sort-tests` (and `--sort`): each block's tests and blocks run sorted by name.
    var sortTests = false
    /// busted's `--lazy`: `setup` and `teardown` are `lazy_setup` and `lazy_teardown`.
    var lazy = false
    /// busted's `-R/--[no-]recursive`: spec files are looked for in subdirectories too.
    var recursive = true
    /// The command line as given (after `test`), which specs see as `arg[1...]`.
    var commandLine: [String] = []
    /// Options given on the command line: `.busted` values apply only to the others.
    var explicit: Set<String> = []
    var updateSnapshots = false
    var ci = false
    /// What made a missing snapshot a failure, for its message (nil: `--ci`).
    var ciName: String?
    var help = false
    /// busted's `--version`: the busted version this runner follows, then exit.
    var version = false

    /// `understudy test --help` (without its final newline), from `CommandLineDoc.test`.
    static let usage = Usage.lines(of: .test).joined(separator: "\n")

    struct UsageError: Error { var message: String }

    /// The most workers: the supervisor tracks each one's process group in a fixed table
    /// (`WorkerGroups`) so that a ^C can reach them all.
    static let maxJobs = WorkerGroups.capacity
    /// The longest `--timeout`, in seconds (about 11.5 days): deadlines are nanoseconds on a
    /// UInt64 monotonic clock in both the supervisor and the Lua limits, and this keeps every
    /// conversion far from the top of that range.
    static let maxTimeout = 1_000_000.0

    /// A `--filter` pattern, checked now: Lua reports a malformed pattern only when a match
    /// reaches the bad part, which would make a typo select nothing, or everything, silently.
    static func pattern(_ option: String, _ text: String) throws(UsageError) -> String {
        if let problem = LuaPatternCheck.error(in: text) {
            throw UsageError(message: "'\(option)' needs a Lua pattern, got '\(text)' (\(problem))")
        }
        return text
    }

    /// Tag names as `#tag` in test names spell them: no spaces, `#` or `,` (these could never match).
    static func tags(_ option: String, _ names: [String]) throws(UsageError) -> [String] {
        for name in names
        where name.unicodeScalars.contains(where: { $0 == "#" || $0 == "," || $0.properties.isWhitespace }) {
            throw UsageError(message: "'\(option)' needs tag names without '#', spaces or commas, got '\(name)'")
        }
        return names
    }

    /// The environment variables `parse` reads.
    static let environmentVariables = ["TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE",
                                       "XML_OUTPUT_FILE", "TESTBRIDGE_TEST_ONLY", "CI"]

    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> TestOptions {
        var o = TestOptions()
        var i = 0
        var ciGiven = false
        func value(_ name: String) throws(UsageError) -> String {
            i += 1
            guard i < arguments.count else { throw UsageError(message: "'\(name)' needs an argument") }
            return arguments[i]
        }
        func list(_ text: String) -> [String] {
            text.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        }
        var onlyPaths = false
        o.commandLine = arguments
        while i < arguments.count {
            var arg = arguments[i]
            var inline: String?
            // `--name=value`, and as busted's command line (lua_cliargs) also `-n=value` and
            // `-Xhelper=value`.
            if !onlyPaths, arg.hasPrefix("-"), arg.count > 2, let eq = arg.firstIndex(of: "="),
                eq > arg.index(after: arg.startIndex)
            {
                inline = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            func next() throws(UsageError) -> String {
                if let inline { return inline }
                return try value(arg)
            }
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                o.paths.append(arg)
                o.explicit.insert("ROOT")
                i += 1
                continue
            }
            o.explicit.insert(TestOptions.key(arg))
            switch arg {
            case "--": onlyPaths = true
            case "-v", "--verbose": o.verbose = true
            case "-o", "--output":
                o.output = try output(try next())
            case "--junit": o.junitPath = try next()
            case "--attachments": o.attachments = try next()
            case "--report": o.report = try next()
            case "-w", "--watch": o.watch = true
            case "-l", "--list": o.list = true
            case "--filter": o.filter.append(try pattern(arg, try next()))
            case "--filter-out": o.filterOut.append(try pattern(arg, try next()))
            case "-t", "--tags": o.tags += try tags(arg, list(try next()))
            case "--exclude-tags": o.excludeTags += try tags(arg, list(try next()))
            case "-j", "--jobs":
                let v = try next()
                guard let n = Int(v), n > 0, n <= maxJobs else {
                    throw UsageError(message: "'--jobs' needs a number from 1 to \(maxJobs), got '\(v)'")
                }
                o.jobs = n
            case "--shard":
                let v = try next()
                let parts = v.split(separator: "/")
                guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n > 0, k >= 1, k <= n else {
                    throw UsageError(message: "'--shard' needs I/N with 1 <= I <= N, got '\(v)'")
                }
                o.shard = (k - 1, n)
            case "--timeout":
                let v = try next()
                guard let s = Double(v), s > 0, s <= maxTimeout else {
                    throw UsageError(
                        message:
                            "'--timeout' needs a number of seconds above 0 and at most \(Int(maxTimeout)), got '\(v)'")
                }
                o.timeout = s
            case "--memory-limit":
                let v = try next()
                if v == "0" { o.memoryLimit = nil } else {
                    guard let bytes = LuaLimits.parseBytes(v) else {
                        throw UsageError(message: "'--memory-limit' needs a size such as 512M, got '\(v)'")
                    }
                    o.memoryLimit = bytes
                }
            case "--seed":
                let v = try next()
                guard let n = Int(v) else { throw UsageError(message: "'--seed' needs an integer, got '\(v)'") }
                o.seed = n
            case "-p", "--pattern":
                let p = try pattern(arg, try next())
                if !o.explicit.contains("pattern+") { o.patterns = [] }
                o.explicit.insert("pattern+")
                o.patterns.append(p)
            case "--exclude-pattern": o.excludePatterns.append(try pattern(arg, try next()))
            case "-m", "--lpath": o.lpath = (o.lpath.map { $0 + ";" } ?? "") + (try next())
            case "--cpath": o.cpath = (o.cpath.map { $0 + ";" } ?? "") + (try next())
            case "--helper": o.helper = try next()
            case "-Xhelper", "--Xhelper": o.helperArguments += list(try next())
            case "--suppress-pending": o.suppressPending = true
            case "--no-suppress-pending": o.suppressPending = false
            case "-C", "--directory":
                let d = try next()
                if let previous = o.directory, !d.hasPrefix("/") {
                    o.directory = previous + "/" + d
                } else {
                    o.directory = d
                }
            case "-r", "--run": o.run = try next()
            case "-f", "--config-file": o.configFile = try next()
            case "-c", "--coverage": o.coverage = true
            case "--no-coverage": o.coverage = false
            case "--shuffle", "--shuffle-tests", "--shuffle-files": o.shuffle = true
            case "--no-shuffle", "--no-shuffle-tests", "--no-shuffle-files": o.shuffle = false
            case "-R", "--recursive": o.recursive = true
            case "--no-recursive": o.recursive = false
            case "--lazy": o.lazy = true
            case "--no-lazy": o.lazy = false
            case "--auto-insulate": o.autoInsulate = true
            case "--no-auto-insulate": o.autoInsulate = false
            case "--busted-modules": o.bustedModules = true
            case "--no-busted-modules": o.bustedModules = false
            case "--no-verbose": o.verbose = false
            case "--repeat":
                let v = try next()
                guard let n = Int(v), n >= 1, n <= 10_000 else {
                    throw UsageError(message: "'--repeat' needs a number from 1 to 10000, got '\(v)'")
                }
                o.repeatCount = n
            case "-u", "--update-snapshots": o.updateSnapshots = true
            case "--ci", "--no-ci":
                o.ci = arg == "--ci"
                ciGiven = true
            // busted's options that mean nothing here, accepted so CI lines keep working:
            // keep going after a failure is what a run always does; files run in sorted order;
            // output is written per file already; the output handler
            // and coverage reporter take no options.
            case "-k", "--keep-going": o.keepGoing = true
            case "--no-keep-going": o.keepGoing = false
            case "-e": o.statements.append(try next())
            // busted's --sort sorts files and tests; files always run in sorted order here.
            case "--sort", "--sort-tests": o.sortTests = true
            case "--no-sort", "--no-sort-tests": o.sortTests = false
            case "--sort-files", "--no-sort-files", "--defer-print", "--no-defer-print":
                break
            // busted's sound (`say` when done) and its `--lua` directive switch are CI noise here.
            case "-s", "--enable-sound", "--no-enable-sound", "--ignore-lua":
                break
            case "--lang":
                let lang = try next()
                guard lang == "en" else {
                    throw UsageError(message: "'--lang': messages are in English only here (en), not '\(lang)'")
                }
            case "--version": o.version = true
            case "-Xoutput", "--Xoutput", "--coverage-config-file": _ = try next()
            case "--loaders":
                let loaders = list(try next())
                if let other = loaders.first(where: { $0 != "lua" }) {
                    throw UsageError(message: "'--loaders': only the 'lua' loader is available here, not '\(other)'")
                }
            case "--lua":
                throw UsageError(
                    message:
                        "'--lua': understudy runs specs on its own Lua 5.4; to pick an interpreter, run busted with "
                            + "it (lua5.4 /usr/bin/busted)"
                )
            case "-h", "--help": o.help = true
            default: throw UsageError(message: "unrecognized option '\(arg)'")
            }
            i += 1
        }
        // A CI machine (CI set, as GitHub Actions, GitLab and most others set it) gets --ci, as
        // Jest's --ci defaults: a snapshot written on a CI disk would pass and be lost. The busted
        // helper's rule (understudy/busted.lua): set, not empty, not "false".
        if !ciGiven, let v = environment["CI"], !v.isEmpty, v != "false" {
            o.ci = true
            o.ciName = "CI is set; --no-ci writes it"
        }
        // Bazel's test protocol: sharding, the JUnit destination and --test_filter.
        if o.shard == nil, let total = environment["TEST_TOTAL_SHARDS"].flatMap({ Int($0) }), total > 0 {
            let text = environment["TEST_SHARD_INDEX"] ?? "0"
            guard let index = Int(text) else {
                throw UsageError(message: "TEST_SHARD_INDEX '\(text)' is not an integer")
            }
            guard index >= 0, index < total else {
                throw UsageError(message: "TEST_SHARD_INDEX \(index) is outside 0..<\(total)")
            }
            o.shard = (index, total)
        }
        o.shardStatusFile = environment["TEST_SHARD_STATUS_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        if o.junitPath == nil, let xml = environment["XML_OUTPUT_FILE"], !xml.isEmpty { o.junitPath = xml }
        if let only = environment["TESTBRIDGE_TEST_ONLY"], !only.isEmpty {
            o.filter.append(try pattern("TESTBRIDGE_TEST_ONLY", only))
        }
        return o
    }

    /// The `.busted` key an option sets (busted's long names).
    static func key(_ option: String) -> String {
        switch option {
        case "-v", "--verbose", "--no-verbose": return "verbose"
        case "-o", "--output": return "output"
        case "-p", "--pattern": return "pattern"
        case "-t", "--tags": return "tags"
        case "-m", "--lpath": return "lpath"
        case "-r", "--run": return "run"
        case "-c", "--coverage", "--no-coverage": return "coverage"
        case "-w", "--watch": return "watch"
        case "-C", "--directory": return "directory"
        case "-l", "--list": return "list"
        case "-j", "--jobs": return "jobs"
        case "--shuffle", "--no-shuffle", "--shuffle-tests", "--no-shuffle-tests", "--shuffle-files",
            "--no-shuffle-files":
            return "shuffle"
        case "--auto-insulate", "--no-auto-insulate": return "auto-insulate"
        case "--lazy", "--no-lazy": return "lazy"
        case "-R", "--recursive", "--no-recursive": return "recursive"
        case "--busted-modules", "--no-busted-modules": return "busted-modules"
        case "--sort", "--no-sort", "--sort-tests", "--no-sort-tests": return "sort-tests"
        case "-Xhelper", "--Xhelper": return "Xhelper"
        case "-e": return "e"
        case "--suppress-pending", "--no-suppress-pending": return "suppress-pending"
        case "-k", "--keep-going", "--no-keep-going": return "keep-going"
        case "-Xoutput", "--Xoutput": return "Xoutput"
        default: return option.hasPrefix("--") ? String(option.dropFirst(2)) : option
        }
    }

    static func output(_ v: String) throws(UsageError) -> Output {
        guard let out = Output(name: v) else {
            throw UsageError(
                message: "unknown output '\(v)' (terminal, utfTerminal, plainTerminal, TAP, json, junit or gtest)")
        }
        return out
    }
}

fileprivate extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmed: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return String(s)
    }
}
