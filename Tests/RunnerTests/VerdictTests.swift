import Foundation
import Testing

/// The runner's verdicts are out of the spec's reach (stdlib/understudy/test/seal.lua): specs in
/// Tests/RunnerFixtures/verdicts rewrite what they can reach (every function of their globals and
/// package.loaded, the runner's modules through `require`, luassert's stubs of the globals the
/// test library calls, the views of its classes `getmetatable` gives), and each test is named by its true outcome: `[failure] ...`,
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
                      "rewrite_forwarding_spec.lua", "class_views_spec.lua", "handler_values_spec.lua",
                      "block_env_spec.lua", "standin_log_spec.lua"])
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

/// The sealed library calls string and file functions through its private copies of `string`
/// and of the file methods, never as methods: `s:find(...)` would look them up in the string
/// metatable, which the spec shares and can rewrite (seal.lua).
@Suite struct SealedLibrarySourceTests {
    @Test func noStringOrFileMethodCalls() throws {
        let stdlib = Runner.repository.appendingPathComponent("stdlib")
        let methods = "byte|char|find|format|gmatch|gsub|len|lower|match|rep|reverse|sub|upper|read|write|close|lines|seek"
        let call = try Regex(":(\(methods))\\(")
        var offenders: [String] = []
        let roots = ["understudy/test", "luassert", "busted", "say", "understudy/pretty.lua"]
        for root in roots {
            let url = stdlib.appendingPathComponent(root)
            let files: [URL]
            if root.hasSuffix(".lua") {
                files = [url]
            } else {
                files = (FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                    .filter { $0.pathExtension == "lua" }
            }
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    if code.hasPrefix("--") || code.hasPrefix("function assert:") { continue }
                    if line.contains(call) { offenders.append("\(file.lastPathComponent):\(n + 1): \(code)") }
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
