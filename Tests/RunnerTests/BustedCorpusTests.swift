import Foundation
import Testing

/// Tests/BustedCorpus: suites written in busted's style, each a project directory (some with a
/// `.busted` or an `arguments` file that sets the options the suite is about), run by Debian's
/// busted (under Lua 5.4) and by `understudy test`: test by test the same names and outcomes in
/// the same order, the same errors outside tests (`BustedOutcomes`), the same exit status (zero
/// or not), and the same `--list` output. Tests/BustedCompat/README.md lists which suite covers
/// which cause of issue 24.
@Suite struct BustedCorpusTests {
    static let corpus = Runner.repository.appendingPathComponent("Tests/BustedCorpus")

    static func suites() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: corpus.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// A suite's command line, one argument a line in its `arguments` file (most have none).
    static func arguments(of dir: URL) -> [String] {
        guard let text = try? String(contentsOf: dir.appendingPathComponent("arguments"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// Differences from busted that are known and not fixed yet, by suite and comparison. Each
    /// is a known issue, so the test fails once it is fixed and its entry must go.
    static let known: [String: Comment] = [:]

    func compare(_ suite: String, _ what: String, _ same: Bool, _ comment: Comment) {
        if let why = BustedCorpusTests.known[suite + " " + what] {
            withKnownIssue(why) { #expect(same, comment) }
        } else {
            #expect(same, comment)
        }
    }

    /// busted's run of `arguments` in `dir` and ours, compared under `label`: outcomes, first
    /// message lines and exit status. `scratch` holds our JUnit report. `complete`: busted's
    /// report must list its errors (every file compiles).
    func compareRuns(_ label: String, _ arguments: [String], in dir: URL, scratch: URL,
                     environment: [String: String] = [:], complete: Bool = false) throws {
        let busted = try BustedOutcomes.runBusted(arguments, in: dir, environment: environment)
        let xml = scratch.appendingPathComponent("ours.xml")
        let ours = try Runner.test(["--junit", xml.path] + arguments, in: dir, environment: environment)
        let theirs = try BustedOutcomes(gtest: busted.stdout)
        if complete {
            try #require(theirs.errorsListed, "busted's report has no summary:\n\(busted.stdout)\(busted.stderr)")
        }
        var outcomes = BustedOutcomes(junit: try JUnit(contentsOf: xml), besides: theirs)
        // busted's gtest report stops before its list of errors when a file does not compile.
        if !theirs.errorsListed { outcomes.errors = [] }
        compare(label, "outcomes", outcomes == theirs, "ours:\n\(outcomes)\nbusted's:\n\(theirs)\n\(ours.stdout)\(ours.stderr)")
        compare(label, "messages", BustedOutcomes.sameMessages(outcomes.messages, theirs.messages),
                "ours:\n\(BustedOutcomes.describe(outcomes.messages))\nbusted's:\n\(BustedOutcomes.describe(theirs.messages))")
        compare(label, "status", (ours.status == 0) == (busted.status == 0), "ours \(ours.status), busted's \(busted.status)")
    }

    /// One busted run and one of ours, then one `--list` each.
    @Test(arguments: try suites())
    func sameAsBusted(_ suite: String) throws {
        let dir = BustedCorpusTests.corpus.appendingPathComponent(suite)
        // Scratch space, for the JUnit report and for the serial suite's marks (which it would
        // otherwise leave in the source tree if a run were cut short).
        let scratch = try Runner.temporaryDirectory()
        let environment = ["SERIAL_MARKS": scratch.path]
        let arguments = BustedCorpusTests.arguments(of: dir)
        try compareRuns(suite, arguments, in: dir, scratch: scratch, environment: environment, complete: true)
        let bustedList = try Runner.run(BustedOutcomes.luaPath, [BustedOutcomes.bustedPath, "--list"] + arguments,
                                        in: dir, environment: environment)
        let ourList = try Runner.test(["--list"] + arguments, in: dir, environment: environment)
        compare(suite, "list", ourList.stdout == bustedList.stdout, "ours:\n\(ourList.stdout)\nbusted's:\n\(bustedList.stdout)")
        compare(suite, "list status", (ourList.status == 0) == (bustedList.status == 0),
                "ours \(ourList.status) \(ourList.stderr), busted's \(bustedList.status)")
    }

    /// A suite's further command lines, from its `commands` file: one a line, arguments apart by
    /// spaces ("suite: arguments"), each run in the suite's directory like its main one.
    static func commands() throws -> [String] {
        try suites().flatMap { suite -> [String] in
            let file = corpus.appendingPathComponent(suite).appendingPathComponent("commands")
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
            return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { suite + ": " + $0 }
        }
    }

    /// One of those command lines: busted's run and ours, compared as the main one (no `--list`).
    @Test(arguments: try commands())
    func sameAsBustedWith(_ command: String) throws {
        let parts = command.split(separator: ":", maxSplits: 1)
        let dir = BustedCorpusTests.corpus.appendingPathComponent(String(parts[0]))
        try compareRuns(command, parts[1].split(separator: " ").map(String.init), in: dir,
                        scratch: try Runner.temporaryDirectory())
    }

    /// Our `-o gtest` report reads as busted's to a reader of busted's (BustedOutcomes' own
    /// parser): the same tests, outcomes, first message lines and listed errors.
    @Test(arguments: ["luassert", "say", "busted", "outside"])
    func gtestReadsAsBusteds(_ suite: String) throws {
        let dir = BustedCorpusTests.corpus.appendingPathComponent(suite)
        let theirs = try BustedOutcomes(gtest: try BustedOutcomes.runBusted([], in: dir).stdout)
        let report = try Runner.test(["-o", "gtest"], in: dir)
        let ours = try BustedOutcomes(gtest: report.stdout)
        #expect(ours.errorsListed && ours == theirs, "ours:\n\(ours)\nbusted's:\n\(theirs)\n\(report.stdout)")
        #expect(BustedOutcomes.sameMessages(ours.messages, theirs.messages))
    }

    /// Errors outside tests (a `describe` body, a hook, a file that raises in a module it
    /// requires) are listed as busted lists them, line for line: no test of their own, a hook at
    /// the line that declared it (a `before_each` or `after_each` too, though we report it under
    /// its test), a file as `suite <file>` where its error was raised.
    @Test func gtestListsErrorsOutsideTestsAsBusteds() throws {
        let dir = BustedCorpusTests.corpus.appendingPathComponent("outside")
        func listed(_ report: String) -> [String] {
            let lines = report.split(separator: "\n").map(String.init)
            guard let passed = lines.firstIndex(where: { $0.hasPrefix("[  PASSED  ]") }) else { return [] }
            return lines[passed...].filter { $0.hasPrefix("[  ERROR   ]") }
        }
        let theirs = listed(try BustedOutcomes.runBusted([], in: dir).stdout)
        let ours = listed(try Runner.test(["-o", "gtest"], in: dir).stdout)
        #expect(theirs.count == 11 && ours == theirs, "ours:\n\(ours.joined(separator: "\n"))\nbusted's:\n\(theirs.joined(separator: "\n"))")
    }

    /// Our `-o gtest` report is busted's line for line (times aside, our summary line after
    /// it), `-v`'s tracebacks included (`configcode`'s `.busted` sets `verbose`), and each run of
    /// `--repeat` reported on its own. "suite arguments...".
    @Test(arguments: ["outside", "configcode", "configcode --repeat=2"])
    func gtestIsBustedsLineForLine(_ line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        let dir = BustedCorpusTests.corpus.appendingPathComponent(words[0])
        let arguments = Array(words.dropFirst())
        func lines(_ report: String) -> [String] {
            report.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0).replacing(#/\([0-9.]+ ms/#) { _ in "(ms" }
            }
        }
        let theirs = lines(try BustedOutcomes.runBusted(arguments, in: dir).stdout)
        let ours = lines(try Runner.test(["-o", "gtest", "--jobs", "1"] + arguments, in: dir).stdout)
        // Ours ends with the run's summary line (and its newline) where busted's ends.
        #expect(ours.count == theirs.count + 1 && Array(ours.prefix(theirs.count - 1)) == Array(theirs.dropLast()),
                "ours:\n\(ours.joined(separator: "\n"))\nbusted's:\n\(theirs.joined(separator: "\n"))")
    }

    /// The corpus covers what it is for: at least eight suites.
    @Test func corpusIsComplete() throws {
        #expect(try BustedCorpusTests.suites().count >= 8)
    }
}
