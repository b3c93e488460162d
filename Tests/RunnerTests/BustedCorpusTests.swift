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

    /// One busted run and one of ours, then one `--list` each.
    @Test(arguments: try suites())
    func sameAsBusted(_ suite: String) throws {
        let dir = BustedCorpusTests.corpus.appendingPathComponent(suite)
        // Scratch space, for the JUnit report and for the serial suite's marks (which it would
        // otherwise leave in the source tree if a run were cut short).
        let scratch = try Runner.temporaryDirectory()
        let environment = ["SERIAL_MARKS": scratch.path]
        let arguments = BustedCorpusTests.arguments(of: dir)
        let busted = try BustedOutcomes.runBusted(arguments, in: dir, environment: environment)
        let xml = scratch.appendingPathComponent("ours.xml")
        let ours = try Runner.test(["--junit", xml.path] + arguments, in: dir, environment: environment)
        let theirs = try BustedOutcomes(gtest: busted.stdout)
        try #require(theirs.errorsListed, "busted's report has no summary:\n\(busted.stdout)\(busted.stderr)")
        let outcomes = BustedOutcomes(junit: try JUnit(contentsOf: xml), besides: theirs)
        compare(suite, "outcomes", outcomes == theirs, "ours:\n\(outcomes)\nbusted's:\n\(theirs)\n\(ours.stdout)\(ours.stderr)")
        compare(suite, "status", (ours.status == 0) == (busted.status == 0), "ours \(ours.status), busted's \(busted.status)")
        let bustedList = try Runner.run(BustedOutcomes.luaPath, [BustedOutcomes.bustedPath, "--list"] + arguments,
                                        in: dir, environment: environment)
        let ourList = try Runner.test(["--list"] + arguments, in: dir, environment: environment)
        compare(suite, "list", ourList.stdout == bustedList.stdout, "ours:\n\(ourList.stdout)\nbusted's:\n\(bustedList.stdout)")
        compare(suite, "list status", (ourList.status == 0) == (bustedList.status == 0),
                "ours \(ourList.status) \(ourList.stderr), busted's \(bustedList.status)")
    }

    /// The corpus covers what it is for: at least eight suites.
    @Test func corpusIsComplete() throws {
        #expect(try BustedCorpusTests.suites().count >= 8)
    }
}
