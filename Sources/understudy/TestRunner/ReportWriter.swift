#if canImport(Glibc)
import Glibc
#endif

/// `--report DIR`: the run as a static HTML page, `DIR/index.html`, that opens from the disk (no
/// server, no network): the totals, every test with failures first, filters by status and text;
/// for a failed test its message, the spec lines around the failing line and the screen when it
/// failed; for a test that drove the stage its film (FilmFile, `DIR/tests/*.js`, loaded when the
/// test is opened); for a snapshot that did not match the two texts side by side. The page's
/// markup, style and script are `ReportPage`; the run is one JSON value in it, also written
/// as `DIR/run.json` for `understudy report merge` (`RunData` reads it back). A failing test's
/// screen as SVG goes to `DIR/attachments/` unless `--attachments` names another place, so the
/// directory alone is what a shard uploads and a merge needs.
///
/// ```swift
/// try ReportWriter.write(files, counts: counts, identity: ShardIdentity(suite: paths, options: options), to: "report")
/// // report/run.json, report/index.html
/// ```
enum ReportWriter {
    /// The directory and its `tests/` (where workers write the films), made before the run. An
    /// earlier run's `run.json` is removed now: a run that ends before writing its own must not
    /// leave that one for a merge to take as this run's.
    static func prepare(_ dir: String) -> Bool {
        guard TestCommand.makeDirectories(dir) && TestCommand.makeDirectories(dir + "/tests") else { return false }
        unlink(dir + "/" + RunData.fileName)
        return true
    }

    /// What a merged report says besides its tests: the shards it was made from (shard name and
    /// directory, in shard order) and what was wrong with them (a shard missing, a file not run).
    struct Merged {
        var shards: [(shard: String, directory: String)]
        var problems: [String]
    }

    /// `dir/run.json` (what `understudy report merge` reads) and `dir/index.html`, the page with
    /// the same JSON in it. `sources` reads the files the page shows lines of (the spec files on
    /// disk in a run; the shards' copies in a merge).
    static func write(
        _ files: [FileResult], counts: TestCounts, identity: ShardIdentity, to dir: String, merged: Merged? = nil,
                      sources: (String) -> String? = CoverageReport.read) throws(JUnitReport.WriteError) {
        let json = data(
            files, counts: counts, identity: identity, reportDirectory: dir, merged: merged, sources: sources)
        try JUnitReport.writeAtomically(json + "\n", to: dir + "/" + RunData.fileName)
        try JUnitReport.writeAtomically(ReportPage.html(data: json), to: dir + "/index.html")
    }

    /// The run as JSON: `{"format":1,"suite":{...},"shard":{"index":i,"count":n},"counts":{...},
    /// "time":s,"files":[...],"tests":[...],"sources":{path: text}}` (a file is
    /// `{"path","tests","failed","time"}`); a test is `{"file","spec","name","status","line",
    /// "time","message","traceback","timeline","screen","film","attachment"}` (absent fields left
    /// out; the film and the attachment relative to the report directory when inside it, else
    /// absolute). Sources are the spec files (and the files defining tests) that a failure or a
    /// film points into. Files `--no-keep-going` never started are left out. A merged report
    /// adds `"merged":[{"shard","directory"}]` and `"problems":[...]`.
    static func data(_ files: [FileResult], counts: TestCounts, identity: ShardIdentity, reportDirectory: String,
                     merged: Merged? = nil, sources read: (String) -> String? = CoverageReport.read) -> String {
        let j = { (s: String) in JSONReporter.string(s, scriptSafe: true) }
        var tests: [String] = []
        var fileRows: [String] = []
        var wanted: Set<String> = []
        var time = 0.0
        let cwd = TestCommand.currentDirectory() ?? "."
        for f in files where !f.neverStarted {
            var fileTime = 0.0, failed = 0
            for r in f.records {
                time += r.time
                fileTime += r.time
                if r.status.failed { failed += 1 }
                let file = r.file ?? f.path
                var fields = ["\"file\":" + j(file), "\"spec\":" + j(f.path), "\"name\":" + j(r.name),
                              "\"status\":" + j(r.status.rawValue), "\"time\":" + FilmFile.number(r.time)]
                if let line = r.line { fields.append("\"line\":\(line)") }
                let attachment = r.attachment.map { relative($0, to: reportDirectory, cwd: cwd) }
                for (key, value) in [("message", r.message), ("traceback", r.traceback), ("timeline", r.timeline),
                                     ("screen", r.screen), ("film", r.film), ("attachment", attachment)] {
                    if let value, !value.isEmpty { fields.append("\"\(key)\":" + j(value)) }
                }
                tests.append("{" + fields.joined(separator: ",") + "}")
                if r.status.failed || r.film != nil { wanted.formUnion([file, f.path]) }
            }
            fileRows.append("{\"path\":" + j(f.path) + ",\"tests\":\(f.records.count),\"failed\":\(failed),\"time\":"
                            + FilmFile.number(fileTime) + "}")
        }
        let sources = wanted.sorted().compactMap { path in read(path).map { j(path) + ":" + j($0) } }
        let c = "{\"total\":\(counts.total),\"success\":\(counts.passed),\"failure\":\(counts.failed),"
            + "\"error\":\(counts.errors),\"pending\":\(counts.skipped)}"
        var head = "{\"format\":\(RunData.format),\n" + identity.json + ",\n"
        if let merged {
            head +=
                "\"merged\":["
                + merged.shards.map { "{\"shard\":" + j($0.shard) + ",\"directory\":" + j($0.directory) + "}" }
                .joined(separator: ",") + "],\n\"problems\":[" + merged.problems.map(j).joined(separator: ",\n")
                + "],\n"
        }
        return head + "\"counts\":" + c + ",\"time\":" + FilmFile.number(time) + ",\n\"files\":["
            + fileRows.joined(separator: ",\n")
            + "],\n\"tests\":[" + tests.joined(separator: ",\n")
            + "],\n\"sources\":{" + sources.joined(separator: ",\n") + "}}"
    }

    /// An output path as the report names it: relative to the report directory when inside it
    /// (the directory moves as one piece: a CI artifact, a shard's output in a merge), else
    /// absolute (the file stays where the run put it).
    static func relative(_ path: String, to dir: String, cwd: String) -> String {
        if path.hasPrefix(dir + "/") { return String(path.dropFirst(dir.count + 1)) }
        return path.hasPrefix("/") ? path : cwd + "/" + path
    }
}
