/// TAP 13 on standard output: `TAP version 13`, `ok N - file: name` / `not ok N - ...` with a
/// YAML block (message, severity, where, traceback, timeline), `# SKIP` for pending tests, the
/// plan `1..N` at the end, then the summary as a comment.
///
/// ```
/// TAP version 13
/// ok 1 - spec/sheet_spec.lua: sheet presents
/// not ok 2 - spec/sheet_spec.lua: sheet dismisses
///   ---
///   message: |
///     spec/sheet_spec.lua:17: Expected objects to be equal.
///   ...
/// 1..2
/// ```
final class TAPReporter: TestReporter {
    private var number = 0

    init() { RunnerOutput.write("TAP version 13\n") }

    /// A description with TAP's special `#` and `\\` escaped, and every control character
    /// (`\n`, `\x1b`, ...), so a name stays on its one line and cannot start another TAP line.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\\": out += "\\\\"
            case "#": out += "\\#"
            default: out.append(c)
            }
        }
        return ControlEscape.line(out)
    }

    /// A YAML literal block: every line indented, so none can end the block or the YAML
    /// document early; control characters other than tab escaped.
    private static func block(_ key: String, _ text: String) -> String {
        var out = "  \(key): |\n"
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += "    " + ControlEscape.text(String(line)) + "\n"
        }
        return out
    }

    func fileBegan(_ file: FileResult) {}

    func record(_ r: TestRecord, in file: FileResult) {
        number += 1
        let description = TAPReporter.escape(file.path + ": " + r.name)
        switch r.status {
        case .success:
            RunnerOutput.write("ok \(number) - \(description)\n")
        case .pending:
            RunnerOutput.write("ok \(number) - \(description) # SKIP \(TAPReporter.escape(r.message ?? ""))\n")
        case .failure, .error:
            var out = "not ok \(number) - \(description)\n  ---\n"
            out += TAPReporter.block("message", r.message ?? "")
            out += "  severity: \(r.status == .failure ? "fail" : "error")\n"
            out += "  at: \(ControlEscape.line(file.location(r)))\n"
            if let tb = r.traceback, tb.contains("\n") { out += TAPReporter.block("traceback", tb) }
            if let screen = r.screen, !screen.isEmpty { out += TAPReporter.block("screen", screen) }
            if let svg = r.attachment, !svg.isEmpty { out += "  screen-svg: " + ControlEscape.line(svg) + "\n" }
            if let tl = r.timeline, !tl.isEmpty { out += TAPReporter.block("timeline", tl) }
            out += "  ...\n"
            RunnerOutput.write(out)
        }
    }

    func fileEnded(_ file: FileResult) { RunnerOutput.flush() }

    func finished(_ files: [FileResult], counts: TestCounts) {
        RunnerOutput.write("1..\(number)\n# \(counts.summary)\n")
        RunnerOutput.flush()
    }
}
