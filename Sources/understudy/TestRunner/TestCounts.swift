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
