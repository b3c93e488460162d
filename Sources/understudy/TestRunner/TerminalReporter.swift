/// The human reporter: a line per file with a mark per test (`.` passed, `F` failed, `E` error,
/// `-` pending), or with `-v` a line per test; then every failure with `file:line`, its message,
/// traceback and the timeline since the test began; snapshot news; and last the line
/// `N passed, N failed` (`, N skipped` when any), which ends with `(files in parallel on N
/// workers)` when more than one worker ran them; when files failed in such a run, the lines
/// before it name them and say that `--jobs 1` tells whether they share state (`ParallelHint`).
///
/// ```
/// spec/sheet_spec.lua ..F-
///
/// 1) spec/sheet_spec.lua:14: sheet dismisses on background tap
/// spec/sheet_spec.lua:17: Expected objects to be equal. ...
/// ```
final class TerminalReporter: TestReporter {
    let verbose: Bool
    /// How many workers ran files side by side (`WorkerPool.jobs`), for the summary line.
    var workers = 1
    init(verbose: Bool) { self.verbose = verbose }

    func fileBegan(_ file: FileResult) {
        let path = ControlEscape.line(file.path)
        RunnerOutput.write(verbose ? path + "\n" : path + " ")
    }

    func record(_ record: TestRecord, in file: FileResult) {
        if verbose {
            let mark: String
            switch record.status {
            case .success: mark = "  ok    "
            case .failure: mark = "  FAIL  "
            case .error: mark = "  ERROR "
            case .pending: mark = "  skip  "
            }
            RunnerOutput.write(mark + ControlEscape.line(record.name) + "\n")
        } else {
            switch record.status {
            case .success: RunnerOutput.write(".")
            case .failure: RunnerOutput.write("F")
            case .error: RunnerOutput.write("E")
            case .pending: RunnerOutput.write("-")
            }
        }
    }

    func fileEnded(_ file: FileResult) {
        if !verbose { RunnerOutput.write("\n") }
        RunnerOutput.flush()
    }

    func finished(_ files: [FileResult], counts: TestCounts) {
        var n = 0
        for file in files {
            for r in file.records where r.status.failed {
                n += 1
                RunnerOutput.write("\n" + TerminalReporter.failureText(r, in: file, number: n))
            }
        }
        var notes: [String] = []
        for file in files {
            guard let s = file.snapshots else { continue }
            let path = ControlEscape.line(s.path)
            if s.written > 0 { notes.append("\(s.written) snapshot(s) written to \(path)") }
            if s.updated > 0 { notes.append("\(s.updated) snapshot(s) updated in \(path)") }
            if s.removed > 0 { notes.append("\(s.removed) obsolete snapshot(s) removed from \(path)") }
            if !s.obsolete.isEmpty {
                notes.append("\(s.obsolete.count) obsolete snapshot(s) in \(path) (remove with -u):")
                for name in s.obsolete { notes.append("  " + ControlEscape.line(name)) }
            }
        }
        if !notes.isEmpty { RunnerOutput.write("\n" + notes.joined(separator: "\n") + "\n") }
        if let hint = ParallelHint.text(files, workers: workers) { RunnerOutput.write("\n" + hint) }
        let parallel = workers > 1 ? " (files in parallel on \(workers) workers)" : ""
        RunnerOutput.write("\n" + counts.summary + parallel + "\n")
        RunnerOutput.flush()
    }

    /// One failure, numbered: where, what, the traceback, the screen and the timeline (control characters
    /// made visible: names on one line, no escape sequences reaching the terminal).
    static func failureText(_ r: TestRecord, in file: FileResult, number: Int) -> String {
        var out = "\(number)) " + ControlEscape.line(file.location(r))
        if r.name != file.path { out += ": " + ControlEscape.line(r.name) }
        if r.status == .error { out += " (error)" }
        out += "\n"
        if let m = r.message, !m.isEmpty { out += ControlEscape.text(m) + "\n" }
        if let tb = r.traceback, tb.contains("\n") { out += ControlEscape.text(tb) + "\n" }
        if let screen = r.screen, !screen.isEmpty {
            out += "screen when it failed" + (r.attachment.map { " (" + ControlEscape.line($0) + ")" } ?? "") + ":\n"
            for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "  " + ControlEscape.text(String(line)) + "\n"
            }
        }
        if let tl = r.timeline, !tl.isEmpty {
            out += "timeline since the test began:\n"
            for line in tl.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "  " + ControlEscape.text(String(line)) + "\n"
            }
        }
        return out
    }
}
