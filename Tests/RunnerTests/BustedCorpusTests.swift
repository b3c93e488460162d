import Foundation
import Testing

/// Tests/BustedCorpus: suites written in busted's style, each a project directory (some with a
/// `.busted`), run with no arguments by Debian's busted (under Lua 5.4) and by `understudy
/// test`: the same passed / failed / errors / pending counts, and the same `--list` output.
@Suite struct BustedCorpusTests {
    static let corpus = Runner.repository.appendingPathComponent("Tests/BustedCorpus")

    static func suites() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: corpus.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// busted's "4 successes / 1 failure / 0 errors / 1 pending : 0.1 seconds" as "4/1/0/1".
    static func bustedCounts(_ stdout: String) -> String? {
        guard let line = stdout.split(separator: "\n").last(where: { $0.contains(" / ") && $0.contains("pending") }) else { return nil }
        let numbers = line.split(separator: ":")[0].split(separator: "/").compactMap {
            Int($0.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        }
        return numbers.map(String.init).joined(separator: "/")
    }

    /// Our "4 passed, 1 failed, 2 errors, 1 skipped" as "4/1/2/1".
    static func ourCounts(_ stdout: String) -> String? {
        guard let line = stdout.split(separator: "\n").last(where: { $0.contains(" passed, ") }) else { return nil }
        var n = ["passed": 0, "failed": 0, "errors": 0, "skipped": 0]
        for part in line.split(separator: ",") {
            let words = part.split(separator: " ")
            // "1 error" as well as "2 errors".
            if words.count == 2, let v = Int(words[0]) { n[words[1] == "error" ? "errors" : String(words[1])] = v }
        }
        return ["passed", "failed", "errors", "skipped"].map { String(n[$0] ?? 0) }.joined(separator: "/")
    }

    @Test(.enabled(if: BustedCompatibilityTests.available), arguments: try suites())
    func sameAsBusted(_ suite: String) throws {
        let dir = BustedCorpusTests.corpus.appendingPathComponent(suite)
        let busted = try Runner.run(BustedCompatibilityTests.lua, [BustedCompatibilityTests.busted, "-o", "plainTerminal"], in: dir)
        let ours = try Runner.test([], in: dir)
        let theirs = BustedCorpusTests.bustedCounts(busted.stdout)
        #expect(theirs != nil, "busted said: \(busted.stdout) \(busted.stderr)")
        #expect(BustedCorpusTests.ourCounts(ours.stdout) == theirs, "\(suite):\n\(ours.stdout)\(ours.stderr)")
        let bustedList = try Runner.run(BustedCompatibilityTests.lua, [BustedCompatibilityTests.busted, "--list"], in: dir)
        let ourList = try Runner.test(["--list"], in: dir)
        #expect(ourList.stdout == bustedList.stdout, "\(suite)")
    }

    /// The corpus covers what it is for: at least eight suites.
    @Test func corpusIsComplete() throws {
        #expect(try BustedCorpusTests.suites().count >= 8)
    }
}
