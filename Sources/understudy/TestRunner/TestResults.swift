/// What running spec files produced: per file, its tests' results in order, names listed with
/// `--list`, and what happened to its snapshots.
enum TestStatus: String {
    case success, failure, error, pending

    var failed: Bool { self == .failure || self == .error }
}

/// One test (or one hook or file that failed outside a test, as busted counts them).
struct TestRecord {
    var status: TestStatus
    var name: String
    var line: Int?
    /// The file that defined the test when it is not the spec file (shared examples in a
    /// module the spec requires).
    var file: String? = nil
    /// CPU seconds the test took (os.clock), for JUnit.
    var time: Double = 0
    var message: String?
    var traceback: String?
    /// The stage timeline since the test began (failed tests only).
    var timeline: String?
}

struct SnapshotSummary {
    var path: String
    var written = 0
    var updated = 0
    var removed = 0
    var obsolete: [String] = []
}

final class FileResult {
    /// The file as found: its bytes open it and go to the worker.
    let spec: SpecPath
    /// The path as reports show it (`SpecPath.display`).
    let path: String
    var records: [TestRecord] = []
    var listed: [(name: String, line: Int?, file: String?)] = []
    /// Every selected test as it was registered, so that those that never ran can be reported
    /// if the file dies.
    var declared: [(name: String, line: Int?, file: String?)] = []
    /// Line hits (`--coverage`): file, then line, then count.
    var coverage: [String: [Int: Int]] = [:]
    var snapshots: SnapshotSummary?
    /// The test that had started when the worker last reported (named in crash messages).
    var runningTest: String?
    var finished = false

    init(spec: SpecPath) {
        self.spec = spec
        path = spec.display
    }

    /// Where a record's test is: its defining file (or this spec) and line.
    func location(_ r: TestRecord) -> String {
        (r.file ?? path) + (r.line.map { ":\($0)" } ?? "")
    }

    /// After the file died (`reason`): an error for every declared test that has no result, so
    /// none disappears from the counts or the reports.
    /// The test that was running is already the file's error record, so it is not repeated.
    func reportNotRun(_ reason: String) {
        var done: [String: Int] = [:]
        for r in records { done[r.name, default: 0] += 1 }
        if let running = runningTest { done[running, default: 0] += 1 }
        for t in declared {
            if let n = done[t.name], n > 0 {
                done[t.name] = n - 1
                continue
            }
            records.append(TestRecord(status: .error, name: t.name, line: t.line, file: t.file,
                                      message: "not run: " + reason))
        }
        declared = []
    }
}

/// Totals over a run, as the last line prints them.
struct TestCounts {
    var passed = 0
    /// Assertion failures in tests.
    var failed = 0
    /// Any other error (in a test, a hook, a block body, a file), counted apart as busted and
    /// JUnit do.
    var errors = 0
    var skipped = 0

    mutating func add(_ status: TestStatus) {
        switch status {
        case .success: passed += 1
        case .failure: failed += 1
        case .error: errors += 1
        case .pending: skipped += 1
        }
    }

    var total: Int { passed + failed + errors + skipped }
    /// Whether the run failed: any failure or error.
    var anyFailed: Bool { failed + errors > 0 }

    /// "3 passed, 1 failed" (always first, for CI readers) plus ", 1 error" (", 2 errors") and ", 2 skipped"
    /// when there are any.
    var summary: String {
        var s = "\(passed) passed, \(failed) failed"
        if errors > 0 { s += errors == 1 ? ", 1 error" : ", \(errors) errors" }
        if skipped > 0 { s += ", \(skipped) skipped" }
        return s
    }
}
