import StageKit
#if canImport(Glibc)
import Glibc
#endif

/// JUnit XML as Jenkins and GitLab read it: `<testsuites>` with one `<testsuite>` per spec file
/// and one `<testcase>` per test (classname = the file's path with `/` as `.`, time in seconds),
/// `<failure>`/`<error>` with the message as attribute and the message plus traceback as body,
/// `<skipped>` for pending tests, and the timeline in the failing test's `<system-out>`.
/// Written atomically (temporary file, then rename), so a reader never sees half a report.
///
/// ```swift
/// try JUnitReport.write(files, to: "results.xml")
/// ```
enum JUnitReport {
    struct WriteError: Error { var message: String }

    /// Text for an attribute or element: control characters made visible first (XML 1.0 cannot
    /// carry most C0 characters even as references), then XML's own escaping.
    static func escape(_ s: String) -> String { XML.escape(ControlEscape.text(s)) }

    /// A name or path, on one line.
    static func escapeLine(_ s: String) -> String { XML.escape(ControlEscape.line(s)) }

    /// "spec/ui/sheet_spec.lua" -> "spec.ui.sheet_spec" (Jenkins groups by the dots).
    static func className(_ path: String) -> String {
        var p = path
        if p.hasSuffix(".lua") { p.removeLast(4) }
        while p.hasPrefix("./") { p.removeFirst(2) }
        return String(p.map { $0 == "/" ? "." : ($0 == "." ? "_" : $0) })
    }

    static func seconds(_ t: Double) -> String {
        let ms = Int((t * 1000).rounded())
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }

    static func document(_ files: [FileResult]) -> String {
        var total = TestCounts()
        var failures = 0, errors = 0
        var time = 0.0
        var suites = ""
        for (i, file) in files.enumerated() {
            var f = 0, e = 0, s = 0
            var t = 0.0
            var cases = ""
            for r in file.records {
                total.add(r.status)
                t += r.time
                // Where the test is defined (a shared example's own file when it is not the spec).
                let at = " file=\"\(escapeLine(r.file ?? file.path))\"" + (r.line.map { " line=\"\($0)\"" } ?? "")
                cases +=
                    "    <testcase classname=\"\(escapeLine(className(file.path)))\" "
                        + "name=\"\(escapeLine(r.name))\"\(at) time=\"\(seconds(r.time))\">"
                switch r.status {
                case .success:
                    break
                case .pending:
                    s += 1
                    cases += "\n      <skipped message=\"\(escape(r.message ?? ""))\"/>\n    "
                case .failure, .error:
                    let tag = r.status == .failure ? "failure" : "error"
                    if r.status == .failure { f += 1 } else { e += 1 }
                    let message = r.message ?? ""
                    let first = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                    var body = message
                    if let tb = r.traceback, tb.contains("\n") { body += "\n" + tb }
                    cases += "\n      <\(tag) message=\"\(escape(first))\" type=\"\(tag)\">\(escape(body))</\(tag)>"
                    var out: [String] = []
                    if let screen = r.screen, !screen.isEmpty { out.append("screen when it failed:\n" + screen) }
                    // Jenkins' and GitLab's convention for a file that goes with the test.
                    if let svg = r.attachment, !svg.isEmpty { out.append("[[ATTACHMENT|" + svg + "]]") }
                    if let tl = r.timeline, !tl.isEmpty { out.append("timeline since the test began:\n" + tl) }
                    if !out.isEmpty {
                        cases += "\n      <system-out>\(escape(out.joined(separator: "\n")))\n</system-out>"
                    }
                    cases += "\n    "
                }
                cases += "</testcase>\n"
            }
            failures += f
            errors += e
            time += t
            suites +=
                "  <testsuite name=\"\(escapeLine(file.path))\" id=\"\(i)\" tests=\"\(file.records.count)\" "
                    + "failures=\"\(f)\" errors=\"\(e)\" skipped=\"\(s)\" time=\"\(seconds(t))\">\n"
            suites += cases
            suites += "  </testsuite>\n"
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"understudy test\" tests=\"\(total.total)\" failures=\"\(failures)\" "
                + "errors=\"\(errors)\" skipped=\"\(total.skipped)\" time=\"\(seconds(time))\">\n"
        out += suites
        out += "</testsuites>\n"
        return out
    }

    static func write(_ files: [FileResult], to path: String) throws(WriteError) {
        try writeAtomically(document(files), to: path)
    }

    /// Writes `text` to `path` through a temporary file in the same directory and rename(2), so
    /// a reader never sees half a report. A path that names something other than a regular file
    /// (`/dev/stdout`, a FIFO, `/dev/full`) is written in place instead: renaming over it would
    /// replace the device. Every write and the close are checked, so a full disk fails the run.
    /// The directories above a new file are made first (`--junit reports/unit/out.xml`).
    static func writeAtomically(_ text: String, to path: String) throws(WriteError) {
        try writeAtomically(bytes: Array(text.utf8), to: path)
    }

    /// The same for bytes (a film or an attachment copied into a merged report).
    static func writeAtomically(bytes: [UInt8], to path: String) throws(WriteError) {
        var st = stat()
        if stat(path, &st) == 0 && (st.st_mode & S_IFMT) != S_IFREG {
            let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw failure(path) }
            let ok = WorkerFrames.writeAll(fd, bytes)
            let reason = ok ? "" : String(cString: strerror(errno))
            let closed = close(fd) == 0
            guard ok else { throw WriteError(message: "cannot write \(path): \(reason)") }
            guard closed else { throw failure(path) }
            return
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            let dir = String(path[..<slash])
            guard TestCommand.makeDirectories(dir) else {
                throw WriteError(
                    message:
                        "cannot write \(path): cannot make the directory \(dir): \(String(cString: strerror(errno)))")
            }
        }
        let tmp = path + ".tmp.\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path) }
        let ok = WorkerFrames.writeAll(fd, bytes)
        var reason = ok ? "" : String(cString: strerror(errno))
        if close(fd) != 0 && ok { reason = String(cString: strerror(errno)) }
        guard reason.isEmpty, rename(tmp, path) == 0 else {
            if reason.isEmpty { reason = String(cString: strerror(errno)) }
            unlink(tmp)
            throw WriteError(message: "cannot write \(path): \(reason)")
        }
    }

    private static func failure(_ path: String) -> WriteError {
        WriteError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
