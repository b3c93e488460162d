/// `--report DIR`: the run as a static HTML page, `DIR/index.html`, that opens from the disk (no
/// server, no network): the totals, every test with failures first, filters by status and text;
/// for a failed test its message, the spec lines around the failing line and the screen when it
/// failed; for a test that drove the stage its film (FilmFile, `DIR/tests/*.js`, loaded when the
/// test is opened); for a snapshot that did not match the two texts side by side. The page's
/// markup, style and script are `ReportPage`; the run is one JSON value in it.
///
/// ```swift
/// try ReportWriter.write(files, counts: counts, to: "report")   // report/index.html
/// ```
enum ReportWriter {
    /// The directory and its `tests/` (where workers write the films), made before the run.
    static func prepare(_ dir: String) -> Bool {
        TestCommand.makeDirectories(dir) && TestCommand.makeDirectories(dir + "/tests")
    }

    static func write(_ files: [FileResult], counts: TestCounts, to dir: String) throws(JUnitReport.WriteError) {
        try JUnitReport.writeAtomically(ReportPage.html(data: data(files, counts: counts)), to: dir + "/index.html")
    }

    /// The run as JSON: `{"counts":{...},"time":s,"files":[...],"tests":[...],"sources":{path: text}}`
    /// (a file is `{"path","tests","failed","time"}`); a
    /// test is `{"file","name","status","line","time","message","traceback","timeline",
    /// "screen","film"}` (absent fields left out). Sources are the spec files (and the files
    /// defining tests) that a failure or a film points into.
    static func data(_ files: [FileResult], counts: TestCounts) -> String {
        let j = { (s: String) in JSONReporter.string(s, scriptSafe: true) }
        var tests: [String] = []
        var fileRows: [String] = []
        var wanted: Set<String> = []
        var time = 0.0
        for f in files {
            var fileTime = 0.0, failed = 0
            for r in f.records {
                time += r.time
                fileTime += r.time
                if r.status.failed { failed += 1 }
                let file = r.file ?? f.path
                var fields = ["\"file\":" + j(file), "\"spec\":" + j(f.path), "\"name\":" + j(r.name),
                              "\"status\":" + j(r.status.rawValue), "\"time\":" + FilmFile.number(r.time)]
                if let line = r.line { fields.append("\"line\":\(line)") }
                for (key, value) in [("message", r.message), ("traceback", r.traceback), ("timeline", r.timeline),
                                     ("screen", r.screen), ("film", r.film)] {
                    if let value, !value.isEmpty { fields.append("\"\(key)\":" + j(value)) }
                }
                tests.append("{" + fields.joined(separator: ",") + "}")
                if r.status.failed || r.film != nil { wanted.formUnion([file, f.path]) }
            }
            fileRows.append("{\"path\":" + j(f.path) + ",\"tests\":\(f.records.count),\"failed\":\(failed),\"time\":"
                            + FilmFile.number(fileTime) + "}")
        }
        let sources = wanted.sorted().compactMap { path in CoverageReport.read(path).map { j(path) + ":" + j($0) } }
        let c = "{\"total\":\(counts.total),\"success\":\(counts.passed),\"failure\":\(counts.failed),"
            + "\"error\":\(counts.errors),\"pending\":\(counts.skipped)}"
        return "{\"counts\":" + c + ",\"time\":" + FilmFile.number(time) + ",\n\"files\":["
            + fileRows.joined(separator: ",\n")
            + "],\n\"tests\":[" + tests.joined(separator: ",\n")
            + "],\n\"sources\":{" + sources.joined(separator: ",\n") + "}}"
    }
}
