#if canImport(Glibc)
import Glibc
#endif

/// `understudy report merge OUT DIR...`: the reports of a suite's shards (each the directory
/// `understudy test --shard I/N --report DIR` wrote) made into one, as if one machine had run
/// the suite: `OUT/index.html` with every test and its film, `OUT/run.json`, `OUT/junit.xml`
/// with every test and its attachment (`OUT/attachments/`), the summary line the runner prints
/// (`12 passed, 1 failed`) and one exit status. Playwright's `merge-reports` is the model.
///
/// Tests come in the order one unsharded run reports them (the suite's files in order, each
/// `--repeat` round after the other). Films are hard-linked from the shards' directories
/// (`FileCopy`), attachments copied. Shards that are not one run are refused and shards that
/// do not cover the suite fail the merge (`ShardCheck`).
///
/// Exit status: 0 every shard is there, ran its files, and no test failed; 1 a test failed or
/// errored, a shard is missing or did not run a file, or there were no tests; 2 a bad command
/// line, a directory without a readable `run.json`, or shards that disagree (nothing is
/// written); 3 every test passed but an output could not be written.
///
/// ```swift
/// ReportMerge.run(output: "merged", directories: ["out/1", "out/2", "out/3"], junit: nil)   // 0
/// ```
enum ReportMerge {
    static let command = "understudy report merge"

    static func run(output: String, directories: [String], junit: String?) -> Int32 {
        if let clash = directories.first(where: { sameDirectory($0, output) }) {
            say(
                "the output directory \(ControlEscape.line(output)) is the shard directory "
                    + "\(ControlEscape.line(clash)): "
                + "write the merged report elsewhere")
            return 2
        }
        var runs: [RunData] = []
        var unreadable = false
        for dir in directories {
            switch RunData.read(dir) {
            case .success(let run): runs.append(run)
            case .failure(let why):
                say(why.message)
                unreadable = true
            }
        }
        if unreadable { return 2 }
        let check = ShardCheck(runs)
        if !check.disagreements.isEmpty {
            for m in check.disagreements { say(m) }
            say("nothing merged: the directories are not the shards of one run")
            return 2
        }
        let ordered = ShardCheck.ordered(runs)
        guard let reference = ordered.first?.identity else { return 2 }
        let files = merged(ordered, suite: reference.suite, rounds: reference.repeatCount)
        var outputs = OutputProblems()
        var sources: [String: String] = [:]
        for run in ordered { sources.merge(run.sources) { first, _ in first } }
        if !TestCommand.makeDirectories(output) {
            outputs.add(
                "cannot make the output directory '\(ControlEscape.line(output))': \(String(cString: strerror(errno)))")
        } else {
            place(files, from: ordered, into: output, problems: &outputs)
        }
        var counts = TestCounts()
        for f in files { for r in f.records { counts.add(r.status) } }
        let junitPath = junit ?? output + "/junit.xml"
        outputs.attempt { () throws(JUnitReport.WriteError) in try JUnitReport.write(files, to: junitPath) }
        var identity = reference
        identity.index = 0
        identity.count = 1
        let about = ReportWriter.Merged(shards: ordered.map { ($0.identity.name, $0.directory) }, problems: check.gaps)
        if outputs.attempt({ () throws(JUnitReport.WriteError) in
            try ReportWriter.write(
                files, counts: counts, identity: identity, to: output, merged: about, sources: { sources[$0] })
        }) {
            say("report written to \(ControlEscape.line(output))/index.html, JUnit to \(ControlEscape.line(junitPath))")
        }
        mergeCoverage(ordered, into: output, problems: &outputs)
        for gap in check.gaps { say(gap) }
        outputs.report(as: command)
        RunnerOutput.write(counts.summary + "\n")
        RunnerOutput.flush()
        if !check.gaps.isEmpty || counts.anyFailed { return 1 }
        if counts.total == 0 && !reference.selects {
            say("no tests found")
            return 1
        }
        return outputs.status(testsFailed: false)
    }

    /// The shards' coverage (their reports' luacov.stats.out, from `--coverage`) added up into
    /// `output`'s luacov.stats.out and lcov.info, with the summary table on standard error: what
    /// the whole suite run on one machine writes. Nothing when no shard has coverage; a shard
    /// without it (or with unreadable stats) is a problem, and the merged numbers leave it out.
    static func mergeCoverage(_ runs: [RunData], into output: String, problems: inout OutputProblems) {
        var all: [String: [Int: Int]] = [:]
        var missing: [String] = []
        var found = false
        for run in runs {
            let path = run.directory + "/" + CoverageReport.statsFile
            guard let text = CoverageReport.read(path) else {
                missing.append("\(run.identity.name) (\(ControlEscape.line(run.directory)))")
                continue
            }
            guard let stats = CoverageReport.parse(text) else {
                problems.add("\(ControlEscape.line(path)) is not in LuaCov's stats format: its coverage is left out")
                continue
            }
            found = true
            all = CoverageReport.adding(all, stats)
        }
        guard found else {
            // No stale coverage of an earlier merge into the same directory.
            for name in [CoverageReport.statsFile, "lcov.info"] { unlink(output + "/" + name) }
            return
        }
        for m in missing {
            problems.add("shard \(m) has no coverage (run it with --coverage): the merged coverage leaves it out")
        }
        problems.attempt { () throws(JUnitReport.WriteError) in try CoverageReport.write(all, into: output) }
    }

    /// The shards' files in the order one run of the suite reports them.
    static func merged(_ runs: [RunData], suite: [String], rounds: Int) -> [FileResult] {
        var byPath: [String: [FileResult]] = [:]
        for run in runs { for f in run.files { byPath[f.path, default: []].append(f) } }
        var out: [FileResult] = []
        for round in 0..<rounds {
            for path in suite {
                if let runsOfFile = byPath[path], round < runsOfFile.count { out.append(runsOfFile[round]) }
            }
        }
        return out
    }

    /// Each film into `output/tests/` (linked) and each attachment into `output/attachments/`
    /// (copied: the runner rewrites a spec's attachments in place), the records renamed to
    /// them; one that cannot be placed is a problem, and its record no longer names it.
    static func place(_ files: [FileResult], from runs: [RunData], into output: String, problems: inout OutputProblems)
    {
        var home: [String: String] = [:]
        for run in runs { for f in run.files { home[f.path] = run.directory } }
        var made: Set<String> = []
        func directory(_ name: String) -> Bool {
            if made.contains(name) { return true }
            guard TestCommand.makeDirectories(output + "/" + name) else {
                problems.add(
                    "cannot make the directory '\(ControlEscape.line(output))/\(name)': "
                        + "\(String(cString: strerror(errno)))"
                )
                return false
            }
            made.insert(name)
            return true
        }
        for f in files {
            guard let dir = home[f.path] else { continue }
            for i in f.records.indices {
                if let film = f.records[i].film {
                    guard let name = plainName(film, under: "tests/", ending: ".js") else {
                        problems.add(
                            "\(ControlEscape.line(dir))/run.json names the film '\(ControlEscape.line(film))', not a "
                                + "file of its tests/"
                        )
                        f.records[i].film = nil
                        continue
                    }
                    if directory("tests") && !problems.attempt({ () throws(JUnitReport.WriteError) in
                        try FileCopy.place(dir + "/tests/" + name, at: output + "/tests/" + name, link: true)
                    }) {
                        f.records[i].film = nil
                    }
                }
                if let attachment = f.records[i].attachment {
                    let source = attachment.hasPrefix("/") ? attachment : dir + "/" + attachment
                    let base = String(attachment.split(separator: "/").last ?? "")
                    guard attachment.hasPrefix("/") || attachment.hasPrefix("attachments/"),
                          plainName(base, under: "", ending: ".svg") != nil else {
                        problems.add(
                            "\(ControlEscape.line(dir))/run.json names the attachment "
                                + "'\(ControlEscape.line(attachment))', not an SVG file"
                        )
                        f.records[i].attachment = nil
                        continue
                    }
                    let target = output + "/attachments/" + base
                    if directory("attachments") && problems.attempt({ () throws(JUnitReport.WriteError) in
                        try FileCopy.place(source, at: target, link: false)
                    }) {
                        f.records[i].attachment = target
                    } else {
                        f.records[i].attachment = nil
                    }
                }
            }
        }
    }

    /// The file name in `path` when it is `prefix` + one plain name ending with `suffix` (no
    /// directory, not hidden): what the runner writes, and all a merge will copy.
    static func plainName(_ path: String, under prefix: String, ending suffix: String) -> String? {
        guard path.hasPrefix(prefix) else { return nil }
        let name = String(path.dropFirst(prefix.count))
        guard name.count > suffix.count, name.hasSuffix(suffix), !name.hasPrefix("."), !name.contains("/") else {
            return nil
        }
        return name
    }

    /// Whether `a` and `b` name one existing directory.
    static func sameDirectory(_ a: String, _ b: String) -> Bool {
        guard let x = realpath(a, nil) else { return false }
        defer { free(x) }
        guard let y = realpath(b, nil) else { return false }
        defer { free(y) }
        return strcmp(x, y) == 0
    }

    static func say(_ message: String) {
        RunnerOutput.error("\(command): \(message)\n")
    }
}
