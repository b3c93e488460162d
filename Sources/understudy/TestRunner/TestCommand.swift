#if canImport(Glibc)
import Glibc
#endif

/// `understudy test [options] [paths]`: runs `*_spec.lua` regression suites (busted's DSL, our
/// own stdlib) on a pool of worker processes, each file in a fresh Lua state, and reports in file
/// order on the terminal or as TAP, optionally JUnit XML too. Exit status 0 only when nothing
/// failed and at least one test ran; 1 when a test failed; 2 for a usage error; 3 when every
/// test passed but an output (`--junit`, `--report`, `--attachments`, coverage) could not be
/// written (`OutputProblems`).
///
/// ```
/// understudy test                      # spec/ (or Tests/)
/// understudy test -v --junit out.xml spec/sheet_spec.lua
/// understudy test --shard 2/4 --jobs 2
/// ```
enum TestCommand {
    /// The busted version the runner follows, as `require "busted".version` gives it to specs
    /// (stdlib/understudy/test/runner.lua).
    static let bustedVersion = "2.1.1 (understudy)"

    /// Runs the command and returns the process exit status.
    static func run(arguments: [String]) -> Int32 {
        var options: TestOptions
        do {
            options = try TestOptions.parse(arguments, environment: environment())
        } catch {
            RunnerOutput.error("understudy test: \(error.message) (see 'understudy test --help')\n")
            return 2
        }
        if options.version {
            // As busted's `--version` prints busted.version (`require "busted".version` here).
            RunnerOutput.write(TestCommand.bustedVersion + "\n")
            RunnerOutput.flush()
            return 0
        }
        if !options.help {
            // busted's order: change directory (-C), then read .busted there.
            if let dir = options.directory, chdir(dir) != 0 {
                RunnerOutput.error(
                    "understudy test: cannot change to directory \(dir): \(String(cString: strerror(errno)))\n")
                return 2
            }
            do { try BustedConfig.apply(to: &options) } catch {
                RunnerOutput.error("understudy test: \(error.message)\n")
                return 2
            }
            // As busted's command line (busted/modules/cli.lua), once `.busted` is read: a tag both
            // included and excluded is refused, with busted's status.
            if options.tags.contains(where: options.excludeTags.contains) {
                RunnerOutput.error("understudy test: cannot use --tags and --exclude-tags for the same tags\n")
                return 1
            }
            if let stop = enterConfigDirectory(&options) {
                RunnerOutput.error(stop.message)
                return stop.status
            }
        }
        if options.help {
            RunnerOutput.write(TestOptions.usage + "\n")
            RunnerOutput.flush()
            return 0
        }
        let status = supervise(options) { () throws(TestOptions.UsageError) -> TestOptions in
            // The watch mode, when `.busted` changed: the same command line, the directory
            // already changed to.
            var again = try TestOptions.parse(arguments, environment: environment())
            again.directory = nil
            again.configFile = options.configFile
            try BustedConfig.apply(to: &again)
            again.configDirectory = nil
            return again
        }
        RunnerOutput.flush()
        return status
    }

    /// busted's `directory` in `.busted`: after reading the file, busted changes to that
    /// directory (relative to where it was read from, as `-C` is), then finds the specs. The
    /// configuration file is then named by its absolute path, so watch mode reads the same one.
    static func enterConfigDirectory(_ options: inout TestOptions) -> Stop? {
        guard let dir = options.configDirectory, !dir.isEmpty else { return nil }
        let config = options.configFile ?? ".busted"
        if !config.hasPrefix("/"), let cwd = currentDirectory() { options.configFile = cwd + "/" + config }
        if chdir(dir) != 0 {
            return Stop(
                message:
                    "understudy test: cannot change to directory \(ControlEscape.line(dir)) (.busted's 'directory'): "
                        + "\(String(cString: strerror(errno)))\n",
                status: 2)
        }
        return nil
    }

    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The variables `TestOptions.parse` reads (Bazel's test protocol), looked up one by one:
    /// a dictionary of the whole environment cost more than the rest of the start-up.
    static func environment() -> [String: String] {
        var env: [String: String] = [:]
        for name in TestOptions.environmentVariables {
            if let value = getenv(name) { env[name] = String(cString: value) }
        }
        return env
    }

    /// One command: with `--watch`, the watch mode (`reload` reads the options again when
    /// `.busted` changes); otherwise one run of the files found.
    static func supervise(
        _ options: TestOptions, reload: (() throws(TestOptions.UsageError) -> TestOptions)? = nil
    ) -> Int32 {
        var options = options
        // Before any worker starts (each takes the options it forks with): an output whose
        // directory cannot be made is left out of the run, and the end says so.
        let problems = prepareDirectories(&options)
        if options.watch && !options.list {
            for m in problems.messages { RunnerOutput.error("understudy test: \(m)\n") }
            // A constant for the closure: with the variable captured, Swift 6.3.1's optimizer
            // crashes on this function (AllocBoxToStack, `make release`).
            let prepared = options
            return WatchMode(
                options: prepared, reload: reload ?? { () throws(TestOptions.UsageError) -> TestOptions in prepared }
            ).run()
        }
        // The first worker starts now and makes its first state while the files are found.
        let first = try? WorkerProcess.start(options: options, closing: [])
        defer { if let first, !first.dead { _ = first.kill() } }
        if let status = options.shardStatusFile {
            // Bazel: touching the file says this runner shards.
            let fd = open(status, O_WRONLY | O_CREAT, 0o644)
            if fd >= 0 { close(fd) }
        }
        let suite: [SpecPath]
        switch findSuite(options) {
        case .success(let found): suite = found
        case .failure(let stop):
            RunnerOutput.error(stop.message)
            return stop.status
        }
        let paths = shardOf(suite, options)
        if paths.isEmpty { return emptyShard(suite, options: options, problems: problems) }
        return runFiles(paths, options: options, started: first.map { [$0] } ?? [], problems: problems, suite: suite)
            .status
    }

    /// More shards than files: this one has nothing to do, which is not a failure. Its outputs
    /// still say so (a merge of the shards then finds this one's report).
    static func emptyShard(_ suite: [SpecPath], options: TestOptions, problems: OutputProblems) -> Int32 {
        var outputs = problems
        if let junit = options.junitPath {
            outputs.attempt { () throws(JUnitReport.WriteError) in try JUnitReport.write([], to: junit) }
        }
        if let dir = options.report, !options.list {
            let identity = ShardIdentity(suite: suite.map(\.display), options: options)
            outputs.attempt { () throws(JUnitReport.WriteError) in
                try ReportWriter.write([], counts: TestCounts(), identity: identity, to: dir)
            }
        }
        if !options.list { RunnerOutput.write(TestCounts().summary + "\n") }
        outputs.report()
        return outputs.status(testsFailed: false)
    }

    /// Why no run happens: the message (for standard error, a line) and the exit status.
    struct Stop: Error {
        var message: String
        var status: Int32
    }

    /// The attachments and report directories the user named are made now (with the
    /// directories above them); the default attachments one beside the JUnit report only when a
    /// screen is first written there (the worker makes it). One that cannot be made is left out
    /// of the run (the other outputs are still written) and named in the problems.
    static func prepareDirectories(_ options: inout TestOptions) -> OutputProblems {
        var problems = OutputProblems()
        if options.list { return problems }
        if let dir = options.attachments, !dir.isEmpty, !TestCommand.makeDirectories(dir) {
            problems.add(
                "cannot make the attachments directory '\(ControlEscape.line(dir))': "
                    + "\(String(cString: strerror(errno)))"
            )
            options.attachments = nil
        }
        if let dir = options.report, dir.isEmpty || !ReportWriter.prepare(dir) {
            problems.add(
                "cannot make the report directory "
                    + "'\(ControlEscape.line(dir))'\(dir.isEmpty ? "" : ": " + String(cString: strerror(errno)))"
            )
            options.report = nil
        }
        return problems
    }

    /// The spec files the options select, in run order, this shard's only (an empty list: a
    /// shard with nothing to do); a failure when there are none at all or a root cannot be read.
    static func findSpecs(_ options: TestOptions) -> Result<[SpecPath], Stop> {
        findSuite(options).map { shardOf($0, options) }
    }

    /// This shard's files of the suite (all of them when the run is not sharded).
    static func shardOf(_ suite: [SpecPath], _ options: TestOptions) -> [SpecPath] {
        guard let shard = options.shard else { return suite }
        return Sharding.select(suite, index: shard.index, count: shard.count)
    }

    /// Every spec file the options select, in run order, before sharding; a failure when there
    /// are none at all or a root cannot be read.
    static func findSuite(_ options: TestOptions) -> Result<[SpecPath], Stop> {
        let roots = options.paths.isEmpty ? SpecDiscovery.defaultRoots() : options.paths.map(SpecPath.given)
        if options.paths.isEmpty && !SpecDiscovery.isDirectory(roots[0]) {
            return .failure(
                Stop(message: "understudy test: no spec/ or Tests/ directory here, and no paths given\n", status: 1))
        }
        let paths: [SpecPath]
        do {
            paths = try SpecDiscovery.find(
                roots, patterns: options.patterns, excludes: options.excludePatterns, recursive: options.recursive)
        } catch {
            return .failure(
                Stop(
                    message:
                        "understudy test: cannot open "
                            + "\(ControlEscape.line(error.path.display))\(error.reason.map { " (\($0))" } ?? "")\n",
                    status: 2))
        }
        if paths.isEmpty {
            let what =
                options.patterns == ["_spec"]
                ? "spec files (*_spec*.lua)" : "files matching " + options.patterns.joined(separator: ", ")
            return .failure(
                Stop(
                    message:
                        "understudy test: no \(what) in "
                            + "\(roots.map { ControlEscape.line($0.display) }.joined(separator: ", "))\n",
                    status: 1))
        }
        return .success(paths)
    }

    /// One run of `paths` (`--repeat` times) on a pool of workers: the reports, then the exit
    /// status, with each file's results. `reap`: wait for every worker at the end (the watch
    /// mode runs again, and leaves no zombie). `suite`: every file found before sharding, which
    /// the report records (default: `paths`).
    static func runFiles(_ paths: [SpecPath], options: TestOptions, started: [WorkerProcess] = [],
                         reap: Bool = false, problems: OutputProblems = OutputProblems(),
                         suite: [SpecPath]? = nil) -> (status: Int32, files: [FileResult]) {
        // --repeat N: the whole list N times, as busted repeats the suite.
        let files = (0..<options.repeatCount).flatMap { _ in paths.map(FileResult.init(spec:)) }
        // Stopping at "the first failure" means one file after another, unless jobs are asked for.
        let jobs = options.jobs ?? (options.keepGoing ? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) : 1)
        var reporters: [TestReporter] = []
        if !options.list {
            switch options.output {
            case .terminal: reporters.append(TerminalReporter(verbose: options.verbose))
            case .tap: reporters.append(TAPReporter())
            case .json: reporters.append(JSONReporter())
            case .gtest:
                reporters.append(
                    GTestReporter(verbose: options.verbose, runs: options.repeatCount, filesPerRun: paths.count,
                                  shuffleSeed: options.shuffle ? options.seed : nil))
            case .junit: break
            }
        }
        let feed = OrderedFeed(files: files, reporters: reporters)
        let pool = WorkerPool(files: files, jobs: jobs, options: options, started: started)
        pool.reapAtEnd = reap
        do {
            try pool.run { feed.updated($0) }
        } catch {
            RunnerOutput.error("understudy test: \(error.message)\n")
            return (1, files)
        }
        var counts = TestCounts()
        for f in files { for r in f.records { counts.add(r.status) } }
        if options.list {
            return (list(files, counts: counts, selecting: options.selects, marks: options.output == .terminal), files)
        }
        for r in reporters {
            (r as? TerminalReporter)?.workers = pool.jobs
            r.finished(files, counts: counts)
        }
        // The terminal report says it before its summary; the others are documents.
        if options.output != .terminal, let hint = ParallelHint.text(files, workers: pool.jobs) {
            RunnerOutput.error(hint)
        }
        // Every output is attempted: one that cannot be written does not keep the others from
        // being written, and each problem is said at the end.
        var outputs = problems
        if options.output == .junit {
            RunnerOutput.flush()
            outputs.attempt { () throws(JUnitReport.WriteError) in try JUnitReport.write(files, to: "/dev/stdout") }
        }
        let coverage = options.coverage ? CoverageReport.merged(files) : nil
        if let coverage {
            outputs.attempt { () throws(JUnitReport.WriteError) in try CoverageReport.write(coverage, into: nil) }
        }
        if let junit = options.junitPath {
            outputs.attempt { () throws(JUnitReport.WriteError) in try JUnitReport.write(files, to: junit) }
        }
        let identity = ShardIdentity(suite: (suite ?? paths).map(\.display), options: options)
        if let dir = options.report, outputs.attempt({ () throws(JUnitReport.WriteError) in
            try ReportWriter.write(files, counts: counts, identity: identity, to: dir)
        }) {
            // On standard error: the last line of standard output stays the summary.
            RunnerOutput.error("understudy test: report written to \(ControlEscape.line(dir))/index.html\n")
            // The shard's hits beside its report, for `understudy report merge` to add up (and
            // no stale ones from an earlier run with --coverage).
            if let coverage {
                outputs.attempt { () throws(JUnitReport.WriteError) in
                    let stats = CoverageReport.stats(coverage)
                    try JUnitReport.writeAtomically(stats, to: dir + "/" + CoverageReport.statsFile)
                }
            } else {
                unlink(dir + "/" + CoverageReport.statsFile)
            }
        }
        outputs.report()
        if counts.total == 0 {
            // Filters or tags that select nothing end as busted ends them (status 0); no test at
            // all is a run of nothing by mistake (a wrong path), never a silent pass.
            RunnerOutput.error("understudy test: no tests found\(options.selects ? " (after filters)" : "")\n")
            return (options.selects && !files.isEmpty ? outputs.status(testsFailed: false) : 1, files)
        }
        return (outputs.status(testsFailed: counts.anyFailed), files)
    }

    /// `--list`: one line per test, `file:line: full name`; files that failed to load are errors.
    /// Filters or tags that select nothing list nothing with status 0, as busted. `marks`: each
    /// error (a `describe` body's, a file's) also puts a `*` among the lines where it happened,
    /// as busted's terminal output does (its messages go to standard error here).
    static func list(_ files: [FileResult], counts: TestCounts, selecting: Bool, marks: Bool) -> Int32 {
        var n = 0
        for f in files {
            var errors = marks ? f.listedErrors[...] : []
            for (i, t) in f.listed.enumerated() {
                while let at = errors.first, at <= i {
                    RunnerOutput.write("*")
                    errors = errors.dropFirst()
                }
                let at = t.located ? ControlEscape.line(t.file ?? f.path) + (t.line.map { ":\($0)" } ?? "") + ": " : ""
                RunnerOutput.write(at + ControlEscape.line(t.name) + "\n")
                n += 1
            }
            RunnerOutput.write(String(repeating: "*", count: errors.count))
        }
        var failed = false
        for f in files {
            for r in f.records where r.status.failed {
                failed = true
                RunnerOutput.error(
                    r.message.map { ControlEscape.text($0) + "\n" } ?? "\(ControlEscape.line(f.path)): error\n")
            }
        }
        RunnerOutput.flush()
        if n == 0 && !failed {
            RunnerOutput.error("understudy test: no tests found\(selecting ? " (after filters)" : "")\n")
            return selecting && !files.isEmpty ? 0 : 1
        }
        return failed ? 1 : 0
    }

    /// `mkdir -p`: every directory of `path` that is missing; false when one cannot be made.
    static func makeDirectories(_ path: String) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return false }
            prefix += "/"
        }
        return true
    }
}
