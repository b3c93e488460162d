import Foundation
import Testing

/// The corpus in Tests/BustedCompat gives the same results per file under Debian's busted (run
/// by Lua 5.4) and under `understudy test`: the same success/failure/error/pending counts, the
/// same failing tests with the same first line of luassert's message, and test by test the same
/// names and outcomes in the same order. Tests/BustedCompat/README.md lists which file covers
/// which cause of issue 24.
@Suite struct BustedCompatibilityTests {
    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Runner.repository.appendingPathComponent("Tests/BustedCompat").path)
            .filter { $0.hasSuffix("_spec.lua") }.sorted()
    }

    /// Our run of the whole directory, as JUnit: made once, read by both comparisons.
    static let ourRun = Result { () throws -> JUnit in
        let xml = try Runner.temporaryDirectory().appendingPathComponent("compat.xml")
        _ = try Runner.test(["--junit", xml.path, "Tests/BustedCompat"], in: Runner.repository)
        return try JUnit(contentsOf: xml)
    }

    @Test func sameCountsAsBusted() throws {
        try BustedOutcomes.requireBusted()
        let junit = try BustedCompatibilityTests.ourRun.get()
        var ours: [String: String] = [:]
        for s in junit.suites {
            let a = s.attributes
            let tests = Int(a["tests"] ?? "") ?? 0, f = Int(a["failures"] ?? "") ?? 0
            let e = Int(a["errors"] ?? "") ?? 0, p = Int(a["skipped"] ?? "") ?? 0
            ours[(a["name"] ?? "").split(separator: "/").last.map(String.init) ?? ""] =
                "\(tests - f - e - p) successes / \(f) failures / \(e) errors / \(p) pending"
        }
        let files = try BustedCompatibilityTests.files()
        #expect(files.count >= 8)
        var compared = 0
        for file in files {
            let r = try Runner.run(BustedOutcomes.luaPath, [BustedOutcomes.bustedPath, "-o", "plainTerminal", "Tests/BustedCompat/" + file],
                                   in: Runner.repository)
            // "40 successes / 16 failures / 14 errors / 5 pending : 0.05 seconds"; busted says "1 error".
            let line = r.stdout.split(separator: "\n").first { $0.contains(" successes / ") || $0.contains(" success / ") }
            var theirs = line.map { String($0.split(separator: ":").first ?? "").trimmingCharacters(in: .whitespaces) } ?? "?"
            theirs = theirs.replacingOccurrences(of: " success / ", with: " successes / ")
                .replacingOccurrences(of: " failure / ", with: " failures / ")
                .replacingOccurrences(of: " error / ", with: " errors / ")
            #expect(ours[file] == theirs, "\(file)")
            // Each assertion failure: same test, same first message line (position included, a
            // position in the libraries' own code as such).
            let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var bustedFailures: [String] = []
            for (i, line) in lines.enumerated() where line.hasPrefix("Failure -> ") && i + 2 < lines.count {
                bustedFailures.append(lines[i + 1] + " | " + BustedOutcomes.libraryNeutral(lines[i + 2]))
            }
            let suite = junit.suites.first { $0.attributes["name"] == "Tests/BustedCompat/" + file }
            let ourFailures = (suite?.cases ?? []).filter { $0.outcome == "failure" }.map { $0.name + " | " + BustedOutcomes.libraryNeutral($0.message ?? "") }
            #expect(ourFailures.sorted() == bustedFailures.sorted(), "\(file)")
            compared += bustedFailures.count
        }
        #expect(compared >= 20)
    }

    /// Test by test: every test's name and outcome, in the order each file ran them, is
    /// busted's, and so are the errors outside tests (by file and kind: `BustedOutcomes`) and each
    /// failed or errored test's first message line. busted
    /// runs one file at a time, so that a file that does not compile (whose error busted's gtest
    /// report cannot list) loses only its own errors, which `sameCountsAsBusted` counts.
    @Test func sameOutcomesTestByTest() throws {
        try BustedOutcomes.requireBusted()
        let junit = try BustedCompatibilityTests.ourRun.get()
        var tests = 0, errors = 0
        for file in try BustedCompatibilityTests.files() {
            let path = "Tests/BustedCompat/" + file
            let r = try BustedOutcomes.runBusted([path], in: Runner.repository)
            let theirs = try BustedOutcomes(gtest: r.stdout)
            var ours = BustedOutcomes(junit: junit, besides: theirs, files: [path])
            if !theirs.errorsListed { ours.errors = [] }
            #expect(ours == theirs, "\(file):\nours:\n\(ours)\nbusted's:\n\(theirs)")
            // Each failed or errored test's first message line too (errors' included).
            #expect(BustedOutcomes.sameMessages(ours.messages, theirs.messages),
                    "\(file):\nours:\n\(BustedOutcomes.describe(ours.messages))\nbusted's:\n\(BustedOutcomes.describe(theirs.messages))")
            tests += theirs.tests.count
            errors += theirs.errors.count
        }
        #expect(tests >= 120 && errors >= 9, "\(tests) tests, \(errors) errors outside tests")
    }
}
