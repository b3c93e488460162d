import Foundation
import Testing

/// The corpus in Tests/BustedCompat gives the same success/failure/error/pending counts per
/// file under Debian's busted (run by Lua 5.4) and under `understudy test`, and the same
/// failing tests with the same first line of luassert's message.
@Suite struct BustedCompatibilityTests {
    static let busted = "/usr/bin/busted"
    static let lua = "/usr/bin/lua5.4"
    // `make test` installs lua-busted and lua5.4; without them there is nothing to compare with.
    static let available = FileManager.default.fileExists(atPath: busted) && FileManager.default.fileExists(atPath: lua)

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Runner.repository.appendingPathComponent("Tests/BustedCompat").path)
            .filter { $0.hasSuffix("_spec.lua") }.sorted()
    }

    @Test(.enabled(if: available)) func sameCountsAsBusted() throws {
        let dir = try Runner.temporaryDirectory()
        let xml = dir.appendingPathComponent("compat.xml")
        _ = try Runner.test(["--junit", xml.path, "Tests/BustedCompat"], in: Runner.repository)
        let junit = try JUnit(contentsOf: xml)
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
            let r = try Runner.run(BustedCompatibilityTests.lua,
                                   [BustedCompatibilityTests.busted, "-o", "plainTerminal", "Tests/BustedCompat/" + file],
                                   in: Runner.repository)
            // "40 successes / 16 failures / 14 errors / 5 pending : 0.05 seconds"; busted says "1 error".
            let line = r.stdout.split(separator: "\n").first { $0.contains(" successes / ") || $0.contains(" success / ") }
            var theirs = line.map { String($0.split(separator: ":").first ?? "").trimmingCharacters(in: .whitespaces) } ?? "?"
            theirs = theirs.replacingOccurrences(of: " success / ", with: " successes / ")
                .replacingOccurrences(of: " failure / ", with: " failures / ")
                .replacingOccurrences(of: " error / ", with: " errors / ")
            #expect(ours[file] == theirs, "\(file)")
            // Each assertion failure: same test, same first message line (position included).
            let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var bustedFailures: [String] = []
            for (i, line) in lines.enumerated() where line.hasPrefix("Failure -> ") && i + 2 < lines.count {
                bustedFailures.append(lines[i + 1] + " | " + lines[i + 2])
            }
            let suite = junit.suites.first { $0.attributes["name"] == "Tests/BustedCompat/" + file }
            let ourFailures = (suite?.cases ?? []).filter { $0.outcome == "failure" }.map { $0.name + " | " + ($0.message ?? "") }
            #expect(ourFailures.sorted() == bustedFailures.sorted(), "\(file)")
            compared += bustedFailures.count
        }
        #expect(compared >= 20)
    }

    /// Test by test: every test's name and outcome (success, failure, error, pending) is the
    /// same as busted's, read from busted's gtest report (one line per test, with its time) and
    /// our JUnit report. (Errors outside a test, in hooks and block bodies, are compared by count
    /// in `sameCountsAsBusted`.)
    @Test(.enabled(if: available)) func sameOutcomesTestByTest() throws {
        let dir = try Runner.temporaryDirectory()
        let xml = dir.appendingPathComponent("outcomes.xml")
        _ = try Runner.test(["--junit", xml.path, "Tests/BustedCompat"], in: Runner.repository)
        let junit = try JUnit(contentsOf: xml)
        let line = try Regex(#"^\[ *(OK|FAILED|ERROR|PENDING|SKIPPED) *\] .+? @ \d+: (.+) \([0-9.]+ ms\)$"#)
        let words = ["OK": "success", "FAILED": "failure", "ERROR": "error", "PENDING": "pending", "SKIPPED": "pending"]
        var compared = 0
        for file in try BustedCompatibilityTests.files() {
            let r = try Runner.run(BustedCompatibilityTests.lua,
                                   [BustedCompatibilityTests.busted, "-o", "gtest", "Tests/BustedCompat/" + file], in: Runner.repository)
            var theirs: [String] = []
            for text in r.stdout.split(separator: "\n") {
                guard let m = try line.wholeMatch(in: String(text)), let status = m.output[1].substring,
                      let name = m.output[2].substring else { continue }
                theirs.append((words[String(status)] ?? "?") + " | " + String(name))
            }
            let names = Set(theirs.map { String($0.split(separator: "|", maxSplits: 1)[1].dropFirst()) })
            let suite = junit.suites.first { $0.attributes["name"] == "Tests/BustedCompat/" + file }
            let ours = (suite?.cases ?? []).filter { $0.outcome != "error" || names.contains($0.name) }
                .map { ($0.outcome == "skipped" ? "pending" : $0.outcome) + " | " + $0.name }
            #expect(ours.sorted() == theirs.sorted(), "\(file)")
            compared += theirs.count
        }
        #expect(compared >= 100)
    }
}
