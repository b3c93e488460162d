/// Whether shards' reports make one run (`understudy report merge`), said before anything is
/// merged. Two kinds of finding:
///
/// - **Disagreements**: the reports are not shards of one run, and merging them would make a
///   report of no run at all: a different suite (other files, or tests chosen with other
///   filters), a different split (`--shard 1/3` beside `2/4`), the same shard twice, a shard that
///   ran a file of another. Nothing is merged (exit status 2).
/// - **Gaps**: the reports agree but do not cover the suite: a shard is missing (its job failed
///   before writing its report, or its directory was not given), or a shard did not run a file it
///   should have (`--no-keep-going` stopped it). The rest is merged, and the merge fails.
///
/// Messages name the shard (`2/3`) and its directory, and the files concerned.
///
/// ```swift
/// let check = ShardCheck(runs)
/// check.disagreements   // ["shard 2/3 is in both out/b and out/c"]
/// check.gaps            // ["shard 3/3 is missing: ... (its files: spec/c_spec.lua)"]
/// ```
struct ShardCheck {
    private(set) var disagreements: [String] = []
    private(set) var gaps: [String] = []

    /// How many file names a message lists before "and N more".
    static let listed = 5

    /// `runs` in the order given; each is compared with the first of the lowest shard.
    init(_ runs: [RunData]) {
        let ordered = ShardCheck.ordered(runs)
        guard let first = ordered.first else { return }
        let reference = first.identity
        func who(_ run: RunData) -> String { "shard \(run.identity.name) (\(ControlEscape.line(run.directory)))" }
        for run in ordered.dropFirst() {
            let id = run.identity
            if id.count != reference.count {
                disagreements.append("\(who(run)) is a shard of \(id.count), \(who(first)) one of \(reference.count): "
                                     + "shards of different splits cannot be merged")
            } else if id.suite != reference.suite {
                let mine = Set(id.suite), theirs = Set(reference.suite)
                var how: [String] = []
                let only = id.suite.filter { !theirs.contains($0) },
                    missing = reference.suite.filter { !mine.contains($0) }
                if !only.isEmpty { how.append(ShardCheck.list(only) + " only in \(ControlEscape.line(run.directory))") }
                if !missing.isEmpty {
                    how.append(ShardCheck.list(missing) + " only in \(ControlEscape.line(first.directory))")
                }
                if how.isEmpty { how.append("the same files in another order") }
                disagreements.append(
                    "\(who(run)) ran a different suite from \(who(first)): " + how.joined(separator: "; "))
            } else if id.selection != reference.selection {
                disagreements.append(
                    "\(who(run)) chose its tests with \(id.selection), \(who(first)) with \(reference.selection): "
                                     + "a different suite")
            }
        }
        guard disagreements.isEmpty else { return }
        // Each shard once.
        var byShard: [Int: RunData] = [:]
        for run in ordered {
            if let other = byShard[run.identity.index] {
                disagreements.append("shard \(run.identity.name) is in both \(ControlEscape.line(other.directory)) and "
                                     + "\(ControlEscape.line(run.directory)): give each shard's report once")
            } else {
                byShard[run.identity.index] = run
            }
        }
        // Each file where Sharding puts it, and every file of each shard run.
        for run in ordered where byShard[run.identity.index]?.directory == run.directory {
            let own = run.identity.files
            let mine = Set(own)
            let ran = run.files.map(\.path)
            var seen = Set<String>()
            var foreign: [String] = []
            for path in ran where seen.insert(path).inserted && !mine.contains(path) { foreign.append(path) }
            if !foreign.isEmpty {
                let owners = Set(
                    foreign.compactMap { path in reference.suite.firstIndex(of: path).map { $0 % reference.count + 1 } }
                )
                let whose =
                    owners.isEmpty
                    ? "not in the suite"
                    : "of shard " + owners.sorted().map { "\($0)/\(reference.count)" }.joined(separator: ", ")
                disagreements.append(
                    "\(who(run)) ran \(ShardCheck.list(foreign)), \(whose): the same test would be reported twice")
            }
            let notRun = own.filter { !seen.contains($0) }
            if !notRun.isEmpty {
                gaps.append("\(who(run)) did not run \(ShardCheck.list(notRun)), which it should have")
            }
        }
        guard disagreements.isEmpty else { gaps = []; return }
        // A missing shard with files is named with them; those with none (more shards than
        // files) in one line, however many.
        var empty: [String] = []
        var filesOf: [Int: [String]] = [:]
        for (i, path) in reference.suite.enumerated() { filesOf[i % reference.count, default: []].append(path) }
        for index in 0..<reference.count where byShard[index] == nil {
            let name = "\(index + 1)/\(reference.count)"
            let files = filesOf[index] ?? []
            if files.isEmpty {
                empty.append(name)
            } else {
                gaps.append(
                    "shard \(name) is missing: no directory given holds its report (its files: "
                        + "\(ShardCheck.list(files)))"
                )
            }
        }
        if !empty.isEmpty {
            gaps.append(
                (empty.count == 1 ? "shard " : "shards ") + ShardCheck.list(empty) + (empty.count == 1 ? " is" : " are")
                    + " missing: no directory given holds \(empty.count == 1 ? "its report" : "their reports") (no "
                        + "files to run)"
            )
        }
    }

    /// The runs by shard, then as given (a stable order for messages and the merged report).
    static func ordered(_ runs: [RunData]) -> [RunData] {
        runs.enumerated().sorted { ($0.element.identity.index, $0.offset) < ($1.element.identity.index, $1.offset) }
            .map(\.element)
    }

    /// "spec/a_spec.lua, spec/b_spec.lua and 3 more".
    static func list(_ paths: [String]) -> String {
        let shown = paths.prefix(listed).map { ControlEscape.line($0) }.joined(separator: ", ")
        return paths.count > listed ? shown + " and \(paths.count - listed) more" : shown
    }
}
