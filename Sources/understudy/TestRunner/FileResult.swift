/// What running one spec file produced: its tests' results in order, names listed with `--list`,
/// and what happened to its snapshots.
final class FileResult {
    /// The file as found: its bytes open it and go to the worker.
    let spec: SpecPath
    /// The path as reports show it (`SpecPath.display`).
    let path: String
    var records: [TestRecord] = []
    /// `located`: listed with its file and line; busted lists a test declared at a file's top
    /// level by its name alone.
    var listed: [(name: String, line: Int?, file: String?, located: Bool)] = []
    /// With `--list`, where errors outside tests happened among the listed tests: for each, how
    /// many tests were listed before it (busted's terminal output marks each with a `*` there).
    var listedErrors: [Int] = []
    /// Every selected test as it was registered, so that those that never ran can be reported
    /// if the file dies.
    var declared: [(name: String, line: Int?, file: String?)] = []
    /// Line hits (`--coverage`): file, then line, then count.
    var coverage: [String: [Int: Int]] = [:]
    var snapshots: SnapshotSummary?
    /// With `--watch`: the files the spec loaded (`require`d modules, `dofile`/`loadfile`
    /// paths), as the spec named or found them; `WatchDependencies` makes them absolute.
    var loaded: Set<String> = []
    /// The test that had started when the worker last reported (named in crash messages).
    var runningTest: String?
    var finished = false
    /// `--no-keep-going` stopped the run before this file started: it did not run (the run
    /// report leaves it out, so a merge sees the file missing from its shard).
    var neverStarted = false

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
