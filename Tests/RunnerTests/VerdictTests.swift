import Foundation
import Testing

/// The runner's verdicts are out of the spec's reach (stdlib/understudy/test/seal.lua): specs in
/// Tests/RunnerFixtures/verdicts rewrite what they can reach (every function of their globals and
/// package.loaded, the runner's modules through `require`, luassert's stubs of the globals the
/// test library calls), and each test is named by its true outcome: `[failure] ...`,
/// `[error] ...`, `[pending] ...`, `[success] ...`.
@Suite struct VerdictTests {
    /// Each test's reported status, by name, from the JSON output.
    private func statuses(_ file: String) throws -> [String: String] {
        let r = try Runner.test(["-o", "json", "verdicts/\(file)"])
        let data = Data(r.stdout.utf8)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        var out: [String: String] = [:]
        for (key, status) in [("successes", "success"), ("failures", "failure"), ("errors", "error"), ("pendings", "pending")] {
            for test in object[key] as? [[String: Any]] ?? [] {
                if let name = test["name"] as? String { out[name] = status }
            }
        }
        return out
    }

    @Test(arguments: ["forged_modules_spec.lua", "stubbed_globals_spec.lua", "rewrite_everything_spec.lua",
                      "rewrite_forwarding_spec.lua"])
    func everyTestReportsItsTrueOutcome(file: String) throws {
        let reported = try statuses(file)
        let source = try String(contentsOf: Runner.fixtures.appendingPathComponent("verdicts/\(file)"), encoding: .utf8)
        // Every `it(` in the file is a test (the stubbed-globals file declares one per name).
        #expect(reported.count >= source.components(separatedBy: "  it(").count - 1)
        for (name, status) in reported {
            let expected = name.split(separator: "]").first.map { String($0.dropFirst()) } ?? ""
            #expect(status == expected, "\(file): '\(name)' reported \(status)")
        }
    }

    @Test func theIssuesForgedEncoderChangesNothing() throws {
        let r = try Runner.test(["verdicts/forged_worker_spec.lua"])
        #expect(r.status == 1)
        #expect(r.summary == "0 passed, 1 failed, 1 error")
    }

    @Test func stubbedGlobalsFailEveryTest() throws {
        let r = try Runner.test(["verdicts/stubbed_globals_spec.lua"])
        #expect(r.status == 1)
        #expect(r.summary.hasPrefix("0 passed, "))
        #expect(!r.summary.contains("error"))
    }
}
