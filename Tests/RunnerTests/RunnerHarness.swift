import Foundation
import FoundationXML
import TestSupport

/// Runs the built `understudy` binary (beside this test bundle in .build/<config>/) and captures
/// what it prints, for tests of `understudy test` as users see it.
enum Runner {
    typealias Result = ChildProcess.Result

    static let repository = Repository.root
    static let fixtures = repository.appendingPathComponent("Tests/RunnerFixtures")

    static var binary: URL { URL(fileURLWithPath: Repository.builtProduct("understudy")) }

    /// `understudy test <arguments>` in `directory`, with extra environment variables.
    static func test(_ arguments: [String], in directory: URL = fixtures, environment: [String: String] = [:]) throws -> Result {
        try run(binary.path, ["test"] + arguments, in: directory, environment: environment)
    }

    /// The variables a CI sets that would change what a child runs or writes: Bazel's sharding, and
    /// `CI`, under which the busted helper refuses to write a new snapshot (tests that want it set it).
    static let ciVariables = ["TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE",
                               "TESTBRIDGE_TEST_ONLY", "CI"]

    static func run(_ executable: String, _ arguments: [String], in directory: URL,
                    environment: [String: String] = [:]) throws -> Result {
        try ChildProcess.run(executable, arguments, environment: environment, clearing: ciVariables, in: directory)
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL { try Repository.temporaryDirectory("understudy-runner") }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

extension ChildProcess.Result {
    /// The last line of standard output ("N passed, N failed..."), without the note that
    /// files ran in parallel (which depends on the machine's cores; `parallelNote` has it).
    var summary: String {
        let line = stdout.split(separator: "\n").last.map(String.init) ?? ""
        guard let note = line.range(of: " (files in parallel on ") else { return line }
        return String(line[..<note.lowerBound])
    }

    /// The summary line's " (files in parallel on N workers)", or nil.
    var parallelNote: String? {
        let line = stdout.split(separator: "\n").last.map(String.init) ?? ""
        return line.range(of: " (files in parallel on ").map { String(line[$0.lowerBound...]) }
    }
}

/// A JUnit document read back with Foundation's XML parser: per suite, its attributes and cases.
struct JUnit {
    struct Case {
        var name: String; var classname: String; var time: String?; var outcome: String; var message: String?; var systemOut: String?
        var file: String?; var line: String?
    }
    struct Suite { var attributes: [String: String]; var cases: [Case] }
    var root: [String: String] = [:]
    var suites: [Suite] = []

    init(contentsOf url: URL) throws {
        let doc = try XMLDocument(contentsOf: url)
        guard let r = doc.rootElement(), r.name == "testsuites" else { throw CocoaError(.fileReadCorruptFile) }
        root = JUnit.attributes(r)
        for s in r.elements(forName: "testsuite") {
            var cases: [Case] = []
            for c in s.elements(forName: "testcase") {
                let a = JUnit.attributes(c)
                var outcome = "success", message: String?
                for tag in ["failure", "error", "skipped"] {
                    if let e = c.elements(forName: tag).first {
                        outcome = tag
                        message = e.attribute(forName: "message")?.stringValue
                    }
                }
                cases.append(Case(name: a["name"] ?? "", classname: a["classname"] ?? "", time: a["time"],
                                  outcome: outcome, message: message,
                                  systemOut: c.elements(forName: "system-out").first?.stringValue, file: a["file"], line: a["line"]))
            }
            suites.append(Suite(attributes: JUnit.attributes(s), cases: cases))
        }
    }

    static func attributes(_ e: XMLElement) -> [String: String] {
        var a: [String: String] = [:]
        for n in e.attributes ?? [] { if let k = n.name { a[k] = n.stringValue ?? "" } }
        return a
    }
}
