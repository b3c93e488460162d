/// `-o gtest`: Google Test's console format, as busted's gtest handler prints it: a `[ RUN ]`
/// and `[ OK ]`/`[ FAILED ]`/`[ SKIPPED ]` line per test, failures with their message, and the
/// totals at the end.
///
/// ```
/// [ RUN      ] spec/a_spec.lua @ 3: a works
/// [       OK ] spec/a_spec.lua @ 3: a works (0.02 ms)
/// ```
final class GTestReporter: TestReporter {
    init() { RunnerOutput.write("[==========] Running tests from scratch.\n") }

    func fileBegan(_ file: FileResult) {
        RunnerOutput.write("[----------] Running tests from \(ControlEscape.line(file.path))\n")
    }

    func record(_ r: TestRecord, in file: FileResult) {
        let title =
            ControlEscape.line(r.file ?? file.path) + (r.line.map { " @ \($0)" } ?? "") + ": "
            + ControlEscape.line(r.name)
        let ms = String(format3(r.time * 1000)) + " ms"
        var out = "[ RUN      ] \(title)\n"
        switch r.status {
        case .success: out += "[       OK ] \(title) (\(ms))\n"
        case .pending: out += "[ SKIPPED  ] \(title) (\(ms))\n"
        case .failure, .error:
            if let m = r.message, !m.isEmpty { out += ControlEscape.text(m) + "\n" }
            out += (r.status == .failure ? "[  FAILED  ] " : "[  ERROR   ] ") + "\(title) (\(ms))\n"
        }
        RunnerOutput.write(out)
    }

    func fileEnded(_ file: FileResult) { RunnerOutput.flush() }

    func finished(_ files: [FileResult], counts: TestCounts) {
        var out = "[==========] \(counts.total) tests from \(files.count) test files ran.\n"
        out += "[  PASSED  ] \(counts.passed) tests.\n"
        if counts.skipped > 0 { out += "[ SKIPPED  ] \(counts.skipped) tests.\n" }
        if counts.errors > 0 { out += "[  ERROR   ] \(counts.errors) tests.\n" }
        if counts.failed > 0 { out += "[  FAILED  ] \(counts.failed) tests.\n" }
        RunnerOutput.write(out + counts.summary + "\n")
        RunnerOutput.flush()
    }

    private func format3(_ v: Double) -> String {
        guard v.isFinite, v >= 0, v < 1e12 else { return "0.00" }
        let hundredths = Int((v * 100).rounded())
        let frac = String(hundredths % 100)
        return "\(hundredths / 100)." + String(repeating: "0", count: 2 - frac.count) + frac
    }
}
