/// `-o gtest`: Google Test's console format, laid out as busted's gtest handler prints it
/// (busted/outputHandlers/gtest.lua), so a reader of busted's reports reads ours: a `[ RUN ]`
/// and `[ OK ]`/`[ FAILED ]`/`[ ERROR ]`/`[ SKIPPED ]` line per test with a failure's message
/// between them, each file's count and time, then the skipped, failed and errored tests listed
/// (errors outside tests, which print their message where they happen, listed with them).
/// Our summary line comes last, as in every report.
///
/// ```
/// [ RUN      ] spec/a_spec.lua @ 3: a works
/// [       OK ] spec/a_spec.lua @ 3: a works (0.02 ms)
/// ```
final class GTestReporter: TestReporter {
    private var testCount = 0, fileCount = 0, fileTests = 0, fileTime = 0.0, totalTime = 0.0, passed = 0
    private var skipped: [String] = [], failed: [String] = [], errored: [String] = []
    /// `-v`: each failure's traceback after its message, as busted's handler with `verbose`.
    private let verbose: Bool
    /// `--repeat N`: busted reports each run of the suite on its own (`Repeating all tests (run 2
    /// of 3) . . .`, then the run's lines and lists); `filesPerRun` files make one run.
    private let runs: Int, filesPerRun: Int
    private var run = 1, filesDone = 0
    /// `--shuffle`: the seed, which busted's handler notes before each run.
    private let shuffleSeed: Int?

    init(verbose: Bool = false, runs: Int = 1, filesPerRun: Int = 0, shuffleSeed: Int? = nil) {
        self.verbose = verbose
        self.runs = runs
        self.filesPerRun = filesPerRun
        self.shuffleSeed = shuffleSeed
        beginRun()
    }

    private func beginRun() {
        if runs > 1 { RunnerOutput.write("\nRepeating all tests (run \(run) of \(runs)) . . .\n\n") }
        if let seed = shuffleSeed { RunnerOutput.write("Note: Randomizing test order with a seed of \(seed).\n") }
        RunnerOutput.write("[==========] Running tests from scanned files.\n")
        RunnerOutput.write("[----------] Global test environment setup.\n")
    }

    func fileBegan(_ file: FileResult) {
        fileTests = 0
        fileTime = 0
        RunnerOutput.write("[----------] Running tests from \(ControlEscape.line(file.path))\n")
    }

    func record(_ r: TestRecord, in file: FileResult) {
        var title =
            ControlEscape.line(r.file ?? file.path) + (r.line.map { " @ \($0)" } ?? "") + ": "
            + ControlEscape.line(r.name)
        // Busted places a hook's error where the hook was declared, named after its block
        // (`spec/a.lua @ 4: a before_each`), and a file's where it was raised, named `suite
        // <file>` (`src/m.lua @ 34: suite spec/m_spec.lua`).
        if r.outside != nil, let at = r.at, let colon = at.lastIndex(of: ":") {
            title = ControlEscape.line(String(at[..<colon])) + " @ " + at[at.index(after: colon)...] + ": "
                + ControlEscape.line(r.listedAs ?? r.name)
        }
        var message = r.message.map { ControlEscape.text($0) + "\n" } ?? "Nil error\n"
        if verbose, r.status != .success, r.status != .pending, let tb = r.traceback, !tb.isEmpty {
            message += "\n" + ControlEscape.text(GTestReporter.trimmed(tb)) + "\n\n"
        }
        fileTime += r.time
        // An error outside a test (a hook, a block body, a file; a `before_each` or
        // `after_each`, which we report under its test): busted prints its message where it
        // happens and lists it with the errors, with no RUN line, and does not count it as a test.
        if r.status == .error && r.outside != nil {
            RunnerOutput.write(message)
            errored.append(title)
            return
        }
        fileTests += 1
        testCount += 1
        let ms = format2(r.time * 1000) + " ms"
        var out = "[ RUN      ] \(title)\n"
        switch r.status {
        case .success:
            out += "[       OK ] \(title) (\(ms))\n"
            passed += 1
        case .pending:
            out += "[ SKIPPED  ] \(title) (\(ms))\n"
            skipped.append(title)
        case .failure:
            out += message + "[  FAILED  ] \(title) (\(ms))\n"
            failed.append(title)
        case .error:
            out += message + "[  ERROR   ] \(title) (\(ms))\n"
            errored.append(title)
        }
        RunnerOutput.write(out)
    }

    func fileEnded(_ file: FileResult) {
        fileCount += 1
        filesDone += 1
        totalTime += fileTime
        RunnerOutput.write(
            "[----------] \(Self.counted(fileTests, "test")) from \(ControlEscape.line(file.path)) "
                + "(\(format2(fileTime * 1000)) ms total)\n\n")
        if runs > 1, filesPerRun > 0, filesDone % filesPerRun == 0, run < runs {
            endRun()
            run += 1
            beginRun()
        }
        RunnerOutput.flush()
    }

    func finished(_ files: [FileResult], counts: TestCounts) {
        endRun()
        RunnerOutput.write(counts.summary + "\n")
        RunnerOutput.flush()
    }

    /// The run's closing lines and lists, as busted's handler ends a run of the suite; the next
    /// run counts afresh.
    private func endRun() {
        var out = "[----------] Global test environment teardown.\n"
        out += "[==========] \(Self.counted(testCount, "test")) from \(Self.counted(fileCount, "test file")) ran. "
            + "(\(format2(totalTime * 1000)) ms total)\n"
        out += "[  PASSED  ] \(Self.counted(passed, "test")).\n"
        func list(_ tag: String, _ titles: [String], _ word: String) {
            guard !titles.isEmpty else { return }
            out += "\(tag) \(Self.counted(titles.count, word)), listed below:\n"
            for t in titles { out += "\(tag) \(t)\n" }
        }
        list("[ SKIPPED  ]", skipped, "test")
        list("[  FAILED  ]", failed, "test")
        list("[  ERROR   ]", errored, "error")
        if !(skipped.isEmpty && failed.isEmpty && errored.isEmpty) { out += "\n" }
        if !skipped.isEmpty { out += " \(Self.counted(skipped.count, "SKIPPED TEST"))\n" }
        if !failed.isEmpty { out += " \(Self.counted(failed.count, "FAILED TEST"))\n" }
        if !errored.isEmpty { out += " \(Self.counted(errored.count, "ERROR"))\n" }
        RunnerOutput.write(out)
        testCount = 0
        fileCount = 0
        totalTime = 0
        passed = 0
        skipped = []
        failed = []
        errored = []
    }

    /// A traceback as busted's shows it (busted/core.lua getTrace, trimTrace): from the frame
    /// that raised (the C function it called left out) to the next C function, where busted cuts
    /// it (`[C]: in function 'require'`, its own `xpcall`).
    static func trimmed(_ traceback: String) -> String {
        var lines = traceback.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "stack traceback:" else { return traceback }
        var frames = lines.dropFirst().drop { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("[C]:") }
        if let c = frames.firstIndex(where: { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("[C]:") }) {
            frames = frames[..<c]
        }
        lines = ["stack traceback:"] + frames
        return lines.joined(separator: "\n")
    }

    /// "1 test", "2 tests" (an "S" after upper case), as busted's handler counts.
    private static func counted(_ n: Int, _ noun: String) -> String {
        n == 1 ? "1 \(noun)" : "\(n) \(noun)\(noun.last?.isUppercase == true ? "S" : "s")"
    }

    /// "%.2f", as busted's handler prints times.
    private func format2(_ v: Double) -> String {
        guard v.isFinite, v >= 0, v < 1e12 else { return "0.00" }
        let hundredths = Int((v * 100).rounded())
        let frac = String(hundredths % 100)
        return "\(hundredths / 100)." + String(repeating: "0", count: 2 - frac.count) + frac
    }
}
