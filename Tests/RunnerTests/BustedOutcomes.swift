import Foundation
import Testing

/// What the busted comparisons compare, read the same way from both runners (busted's gtest
/// report, our JUnit report): each spec file's tests in the order they ran, by name and outcome,
/// and the errors outside tests (a hook, a block body, a file that fails to load) by file and
/// kind, because the two runners name those differently (busted: `a block before_each`; we: the
/// test the hook guarded).
struct BustedOutcomes: Equatable, CustomStringConvertible {
    /// "spec/a_spec.lua | failure | a fails", files sorted, each file's tests in run order.
    var tests: [String] = []
    /// "spec/a_spec.lua | before_each", sorted.
    var errors: [String] = []
    /// Each failed or errored test's first message line: "spec/a_spec.lua | a fails" and
    /// "spec/a_spec.lua:3: ...", files sorted, each file's in run order (compared apart from `==`,
    /// by the corpus: `sameMessages`).
    var messages: [(test: String, line: String)] = []
    /// busted's gtest handler fails before its list of errors when an error has no line (a file
    /// that does not compile: `gtest.lua:129: attempt to concatenate a nil value`), so such a run
    /// has its tests but no errors to compare.
    var errorsListed = true
    /// busted's names: "file | name" of its tests and of blocks whose body failed.
    private var testNames: Set<String> = []
    private var blockErrors: Set<String> = []

    static func == (a: BustedOutcomes, b: BustedOutcomes) -> Bool { a.tests == b.tests && a.errors == b.errors }

    var description: String {
        (tests + errors.map { "error outside a test: " + $0 }).joined(separator: "\n")
    }

    static let bustedPath = "/usr/bin/busted", luaPath = "/usr/bin/lua5.4"

    /// Whether our first message lines are busted's, test by test. A test whose message busted
    /// printed elsewhere (`--defer-print` puts them at the end) is compared by name only, and a
    /// position inside the libraries' own code (busted's `/usr/share/lua/5.4/busted/fixtures.lua:33:`,
    /// our `stdlib/busted/fixtures.lua:49:`) as such, whichever file and line it names.
    static func sameMessages(_ ours: [(test: String, line: String)], _ theirs: [(test: String, line: String)]) -> Bool {
        guard ours.count == theirs.count else { return false }
        return zip(ours, theirs).allSatisfy { o, t in
            o.test == t.test && (t.line.isEmpty || libraryNeutral(o.line) == libraryNeutral(t.line))
        }
    }

    /// A message line with a position inside the libraries' own code (busted's
    /// `/usr/share/lua/5.4/luassert/assertions.lua:94: `, our `stdlib/understudy/test/assertions.lua:94: `)
    /// as `(library): `, whichever file and line it names.
    static func libraryNeutral(_ line: String) -> String {
        line.replacing(#/^(/usr/share/lua/5\.4/(luassert|busted|say)/|stdlib/)[^:]+\.lua:\d+: /#) { _ in "(library): " }
    }

    static func describe(_ messages: [(test: String, line: String)]) -> String {
        messages.map { $0.test + " | " + $0.line }.joined(separator: "\n")
    }

    /// `make test` installs both (`make test-deps`): a missing busted fails the comparison.
    static func requireBusted() throws {
        let present = FileManager.default.fileExists(atPath: bustedPath) && FileManager.default.fileExists(atPath: luaPath)
        try #require(present, "busted is missing: run `make test-deps`")
    }

    /// `lua5.4 /usr/bin/busted -o gtest <arguments>` in `directory` (`-o` wins over `.busted`).
    static func runBusted(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Runner.Result {
        try requireBusted()
        return try Runner.run(luaPath, [bustedPath, "-o", "gtest"] + arguments, in: directory, environment: environment)
    }

    private static let hooks = ["before_each", "after_each", "setup", "teardown", "lazy_setup", "lazy_teardown"]

    /// busted's `strict_setup` is `setup` (we name both `setup`).
    private static func hookKind(_ word: Substring) -> String? {
        let w = word.hasPrefix("strict_") ? String(word.dropFirst("strict_".count)) : String(word)
        return hooks.contains(w) ? w : nil
    }

    private static func normal(_ file: some StringProtocol) -> String {
        file.hasPrefix("./") ? String(file.dropFirst(2)) : String(file)
    }

    private static func flatten(_ byFile: [String: [String]]) -> [String] {
        byFile.keys.sorted().flatMap { file in byFile[file]!.map { file + " | " + $0 } }
    }

    /// busted's gtest report: a line per test as it ends (`[  FAILED  ] file @ line: name (t ms)`)
    /// under its file's `Running tests from` line, then a list of every error, tests' included.
    init(gtest stdout: String) throws {
        let fileStart = try Regex(#"^\[----------\] Running tests from (.+)$"#)
        let testEnd = try Regex(#"^\[ *(OK|FAILED|ERROR|SKIPPED) *\] (.+? @ \d+): (.+) \([0-9.]+ ms\)$"#)
        let listed = try Regex(#"^\[  ERROR   \] (.+?) @ \d+: (.+)$"#)
        let words = ["OK": "success", "FAILED": "failure", "ERROR": "error", "SKIPPED": "pending"]
        var file = "", byFile: [String: [String]] = [:], messagesByFile: [String: [String]] = [:]
        var testErrors: [String: Int] = [:], listing = false
        var firstLine: String?  // the first non-empty line printed since the test's RUN line
        errorsListed = false
        for text in stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if text.hasPrefix("[ RUN      ] ") {
                firstLine = nil
            } else if let m = try fileStart.wholeMatch(in: text), let f = m.output[1].substring {
                file = BustedOutcomes.normal(f)
            } else if let m = try testEnd.wholeMatch(in: text), let status = m.output[1].substring,
                      let at = m.output[2].substring, let name = m.output[3].substring {
                byFile[file, default: []].append((words[String(status)] ?? "?") + " | " + name)
                testNames.insert(file + " | " + name)
                if status == "FAILED" || status == "ERROR" {
                    messagesByFile[file, default: []].append(name + "\u{1F}" + (firstLine ?? ""))
                }
                if status == "ERROR" { testErrors[at + ": " + name, default: 0] += 1 }
            } else if text.hasPrefix("[  PASSED  ] ") {
                errorsListed = true
            } else if errorsListed && text.hasPrefix("[  ERROR   ] ") && text.hasSuffix(", listed below:") {
                listing = true
            } else if listing, let m = try listed.wholeMatch(in: text), let f = m.output[1].substring,
                      let name = m.output[2].substring {
                // The list repeats the tests that errored: what is left are errors outside tests.
                let entry = String(text.dropFirst("[  ERROR   ] ".count))
                if let n = testErrors[entry], n > 0 { testErrors[entry] = n - 1; continue }
                let kind: String
                var at = BustedOutcomes.normal(f)
                // "suite setup": a hook of the helper's (the suite's); "suite spec/a.lua": a file,
                // placed where its error was raised (`./src/m.lua @ 3: suite spec/a.lua`).
                if name.hasPrefix("suite ") {
                    kind = BustedOutcomes.hookKind(name.dropFirst("suite ".count)) ?? "file"
                    if kind == "file" { at = BustedOutcomes.normal(name.dropFirst("suite ".count)) }
                }
                else if let hook = name.split(separator: " ").last.flatMap(BustedOutcomes.hookKind) { kind = hook }
                else {
                    kind = "describe"
                    blockErrors.insert(BustedOutcomes.normal(f) + " | " + name)
                }
                errors.append(at + " | " + kind)
            } else {
                listing = false
                if firstLine == nil && !text.trimmingCharacters(in: .whitespaces).isEmpty { firstLine = text }
            }
        }
        tests = BustedOutcomes.flatten(byFile)
        messages = BustedOutcomes.flatten(messagesByFile).map { entry in
            let parts = entry.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
        errors.sort()
    }

    /// Our JUnit report, read beside busted's outcomes of the same files: an error there is a
    /// test's when busted ran a test of that name, a block body's when busted names a block's
    /// error so, and otherwise a `before_each`'s (we report it under the test it guarded). The
    /// other errors outside tests we name as busted does (`block setup`, `block lazy_teardown`,
    /// the file's path) or with a suffix (`test (after_each)`).
    init(junit: JUnit, besides busted: BustedOutcomes, files: Set<String>? = nil) {
        var byFile: [String: [String]] = [:], messagesByFile: [String: [String]] = [:]
        for suite in junit.suites {
            let file = BustedOutcomes.normal(suite.attributes["name"] ?? "")
            if let files, !files.contains(file) { continue }
            for c in suite.cases {
                let at = BustedOutcomes.normal(c.file ?? file)
                let outcome = c.outcome == "skipped" ? "pending" : c.outcome
                var kind: String?
                if c.outcome == "error" && !busted.testNames.contains(file + " | " + c.name) {
                    if c.name == suite.attributes["name"] { kind = "file" }
                    else if c.name.hasSuffix(" (after_each)") { kind = "after_each" }
                    else if c.line == nil, let hook = c.name.split(separator: " ").last.flatMap(BustedOutcomes.hookKind) { kind = hook }
                    else if busted.blockErrors.contains(at + " | " + c.name) { kind = "describe" }
                    else { kind = "before_each" }
                }
                if let kind { errors.append(at + " | " + kind) } else { byFile[file, default: []].append(outcome + " | " + c.name) }
                if kind == nil && (outcome == "failure" || outcome == "error") {
                    let first = (c.message ?? "").split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                    messagesByFile[file, default: []].append(c.name + "\u{1F}" + (first.map(String.init) ?? ""))
                }
            }
        }
        tests = BustedOutcomes.flatten(byFile)
        messages = BustedOutcomes.flatten(messagesByFile).map { entry in
            let parts = entry.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }
        errors.sort()
    }
}
