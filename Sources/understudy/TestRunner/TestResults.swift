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
    let path: String
    var records: [TestRecord] = []
    var listed: [(name: String, line: Int?)] = []
    var snapshots: SnapshotSummary?
    /// The test that had started when the worker last reported (named in crash messages).
    var runningTest: String?
    var finished = false

    init(path: String) { self.path = path }
}

/// Totals over a run, as the last line prints them.
struct TestCounts {
    var passed = 0
    var failed = 0
    var skipped = 0

    mutating func add(_ status: TestStatus) {
        switch status {
        case .success: passed += 1
        case .failure, .error: failed += 1
        case .pending: skipped += 1
        }
    }

    var total: Int { passed + failed + skipped }

    /// "3 passed, 1 failed" plus ", 2 skipped" when any were.
    var summary: String {
        var s = "\(passed) passed, \(failed) failed"
        if skipped > 0 { s += ", \(skipped) skipped" }
        return s
    }
}
