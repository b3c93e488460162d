#if canImport(Glibc)
import Glibc
#endif

/// `understudy test --watch`: runs the spec files once, then reruns the ones a change affects
/// (`WatchDependencies`: the changed spec, the specs that loaded a changed module, everything
/// when `.busted` or a `*.lua` helper changes; a new spec file runs when it appears), and takes
/// Jest's keys (`WatchKeys`): a all, f failed, p file pattern, t name pattern, u update
/// snapshots, Enter rerun, q quit. Files are polled every 200 ms (`FileWatcher`) and a change
/// runs once nothing more changed for 100 ms (an editor's several writes are one run). Each run
/// is `TestCommand.runFiles` with its own pool, whose workers are all reaped when it ends, so
/// between runs the watch process has no child. The exit status is the last run's.
///
/// ```
/// $ understudy test --watch
/// spec/a_spec.lua ..
/// 2 passed, 0 failed
/// Watch Usage: Press a to run all tests, f to run only failed tests, ...
/// ```
final class WatchMode {
    private var options: TestOptions
    private let reload: () throws(TestOptions.UsageError) -> TestOptions
    /// The working directory, absolute: relative paths are keys under it.
    private let directory: String
    private var keys = WatchKeys(lines: true)
    private let watcher = FileWatcher()
    private var dependencies = WatchDependencies()
    /// The spec files as last found, in run order, by key.
    private var specs: [(key: String, path: SpecPath)] = []
    /// Why the last look found no spec files, said once until it changes.
    private var problem: String?
    private var fileFilter: String?
    private var nameFilter: String?
    /// The keys the last run was asked for (before the file filter): what Enter runs again.
    private var lastRun: [String] = []
    /// The spec files the keys just read ran (their pending changes are seen by that run).
    private var ranByKeys: Set<String> = []
    /// Spec files whose last run had a failure or an error.
    private var failed: Set<String> = []
    private var status: Int32 = 0

    /// How often files are looked at, and how long they must stay unchanged before a run.
    static let pollMilliseconds: Int32 = 200
    static let quietNanoseconds: UInt64 = 100_000_000

    init(options: TestOptions, reload: @escaping () throws(TestOptions.UsageError) -> TestOptions) {
        self.options = options
        self.reload = reload
        var buffer = [CChar](repeating: 0, count: 4096)
        directory = getcwd(&buffer, buffer.count) != nil
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "/"
    }

    /// Watches until `q` (or the end of standard input); returns the last run's status.
    func run() -> Int32 {
        // ^C between runs, with no worker yet, must still put the terminal back.
        WorkerGroups.installHandlers()
        keys = WatchKeys(lines: !WatchTerminal.enterKeyMode())
        defer { WatchTerminal.restore() }
        _ = look()
        runSpecs(specs.map(\.key), reason: nil)
        var pending: Set<String> = []
        var lastChange: UInt64 = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, Self.pollMilliseconds)
            if ready > 0 && fds[0].revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                let events: [WatchKeys.Event]
                if n > 0 {
                    events = keys.feed(Array(buffer[0..<n]))
                } else if n < 0 && (errno == EINTR || errno == EAGAIN) {
                    events = []
                } else {
                    events = keys.end() // end of input, or a terminal that hung up
                }
                if !events.isEmpty {
                    // The keys were typed during the last run, which may have deleted or renamed
                    // spec files (a spec's own doing): find them again before a key runs them.
                    let moved = look()
                    if !moved.isEmpty {
                        pending.formUnion(moved)
                        lastChange = WorkerProcess.monotonicNanoseconds()
                    }
                }
                ranByKeys = []
                for event in events where !handle(event) { return status }
                // What a key's run ran has no change left to run for.
                pending.subtract(ranByKeys)
            }
            let changed = look()
            let now = WorkerProcess.monotonicNanoseconds()
            if !changed.isEmpty {
                pending.formUnion(changed)
                lastChange = now
            }
            // Not while a pattern is being typed: the run would write over the prompt.
            if !pending.isEmpty && !keys.prompting && now &- lastChange >= Self.quietNanoseconds {
                let batch = pending
                pending = []
                changedRun(batch)
            }
        }
    }

    // MARK: Files

    /// What reruns everything: the `.busted` file and a helper given as a file.
    private var triggers: Set<String> {
        var t: Set<String> = [key(options.configFile ?? ".busted")]
        if let helper = options.helper, helper.hasSuffix(".lua") { t.insert(key(helper)) }
        return t
    }

    private func key(_ path: String) -> String { WatchDependencies.key(path, in: directory) }

    /// The path as the user would write it: relative to the working directory when under it.
    private func shown(_ key: String) -> String {
        ControlEscape.line(key.hasPrefix(directory + "/") ? String(key.dropFirst(directory.count + 1)) : key)
    }

    /// Finds the spec files again and watches them, what they loaded and the triggers; returns
    /// the watched files that changed since the last look, and spec files that appeared.
    private func look() -> Set<String> {
        var changed = watcher.changes()
        let before = Set(specs.map(\.key))
        switch TestCommand.findSpecs(options) {
        case .success(let found):
            specs = found.map { (key($0.display), $0) }
            problem = nil
        case .failure(let stop):
            specs = []
            if problem != stop.message {
                problem = stop.message
                RunnerOutput.error(stop.message)
            }
        }
        let now = Set(specs.map(\.key))
        changed.formUnion(now.subtracting(before))
        for gone in before.subtracting(now) {
            dependencies.forget(spec: gone)
            failed.remove(gone)
        }
        watcher.watch(now.union(dependencies.allLoaded).union(triggers))
        return changed
    }

    /// Runs what `changed` affects; reads the options again first when `.busted` changed.
    private func changedRun(_ changed: Set<String>) {
        let config = key(options.configFile ?? ".busted")
        if changed.contains(config) {
            do {
                var again = try reload()
                again.watch = true
                options = again
            } catch {
                RunnerOutput.error("understudy test: \(error.message) (the options stay as they were)\n")
            }
            _ = look()
        }
        let affected = dependencies.affected(by: changed, specs: specs.map(\.key), triggers: triggers)
        guard !affected.isEmpty else { return }
        let names = changed.sorted().map(shown)
        let what =
            names.count <= 3
            ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
        runSpecs(affected, reason: what + " changed")
    }

    // MARK: Keys

    /// Acts on one input event; false to quit.
    private func handle(_ event: WatchKeys.Event) -> Bool {
        switch event {
        case .prompt(let kind):
            say(kind == .file
                ? "\nfile pattern (a Lua pattern on the path; Enter applies, empty clears, Esc cancels) › "
                    : "\ntest name pattern (a Lua pattern on the full name; Enter applies, empty clears, Esc "
                        + "cancels) › ",
                newline: false)
        case .echo(let bytes):
            RunnerOutput.flush()
            bytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
        case .erase:
            say("\u{8} \u{8}", newline: false)
        case .cancelled:
            say("\n" + usage)
        case .command(let command):
            return perform(command)
        }
        return true
    }

    private func perform(_ command: WatchCommand) -> Bool {
        switch command {
        case .quit:
            RunnerOutput.flush()
            return false
        case .runAll:
            fileFilter = nil
            nameFilter = nil
            runSpecs(specs.map(\.key), reason: "all spec files")
        case .rerun:
            let known = Set(specs.map(\.key))
            let again = lastRun.filter(known.contains)
            runSpecs(again.isEmpty ? specs.map(\.key) : again, reason: "again")
        case .runFailed, .updateSnapshots:
            let update = command == .updateSnapshots
            let failing = specs.map(\.key).filter(failed.contains)
            if failing.isEmpty {
                say("\nNo spec file failed in its last run; press a to run all.\n" + usage)
            } else {
                runSpecs(
                    failing, reason: update ? "failed spec files, updating snapshots" : "failed spec files",
                    updateSnapshots: update)
            }
        case .fileFilter(let pattern), .nameFilter(let pattern):
            if let why = LuaPatternCheck.error(in: pattern) {
                say("\nunderstudy test: malformed pattern '\(ControlEscape.line(pattern))' (\(why))\n" + usage)
                return true
            }
            if case .fileFilter = command {
                fileFilter = pattern.isEmpty ? nil : pattern
            } else {
                nameFilter = pattern.isEmpty ? nil : pattern
            }
            runSpecs(specs.map(\.key), reason: "filters changed")
        }
        return true
    }

    // MARK: Runs

    /// Runs the spec files `specKeys` (those the file filter keeps), with the name filter, then
    /// records what each loaded and whether it failed, and shows the keys again.
    private func runSpecs(_ specKeys: [String], reason: String?, updateSnapshots: Bool = false) {
        lastRun = specKeys
        let wanted = Set(specKeys)
        var selected = specs.filter { wanted.contains($0.key) }
        if let pattern = fileFilter {
            let keep =
                (try? SupervisorLua.matching(
                    selected.map { Array(shown($0.key).utf8) }, patterns: [pattern], excludes: [])) ?? []
            selected = zip(selected, keep).filter { $0.1 }.map { $0.0 }
        }
        if let reason {
            let count = selected.count == 1 ? "1 spec file" : "\(selected.count) spec files"
            say("\n" + reason + ": running " + count + (selected.count < specs.count ? " of \(specs.count)" : ""))
        }
        if selected.isEmpty {
            if !specs.isEmpty {
                say("No spec file to run" + (fileFilter != nil ? " (the file pattern keeps none)" : "") + ".")
            }
            say(usage)
            return
        }
        var o = options
        if let nameFilter { o.filter = [nameFilter] }
        if updateSnapshots { o.updateSnapshots = true }
        ranByKeys.formUnion(selected.map(\.key))
        let (status, files) = TestCommand.runFiles(selected.map(\.path), options: o, reap: true)
        self.status = status
        let filtered = o.selects
        for f in files {
            let spec = key(f.spec.display)
            let loaded = Set(f.loaded.map(key))
            // A filtered run may skip a test that loads a module: keep what earlier runs saw.
            dependencies.record(spec: spec, loaded: filtered ? loaded.union(dependencies.loaded[spec] ?? []) : loaded)
            if f.records.contains(where: { $0.status.failed }) { failed.insert(spec) } else { failed.remove(spec) }
        }
        // What the run loaded is watched from now: a change during the next wait is seen.
        watcher.watch(Set(specs.map(\.key)).union(dependencies.allLoaded).union(triggers))
        say(usage)
    }

    /// The keys, and the filters in force.
    private var usage: String {
        var active: [String] = []
        if let fileFilter { active.append("file pattern '\(ControlEscape.line(fileFilter))'") }
        if let nameFilter { active.append("test name pattern '\(ControlEscape.line(nameFilter))'") }
        let filters = active.isEmpty ? "" : "\nActive filters: " + active.joined(separator: ", ") + " (a clears them)"
        if keys.lines {
            return filters
                + "\nWatch Usage (a command a line): a runs all tests, f only failed tests, p PATTERN filters by "
                    + "file path, "
                + "t PATTERN by test name, u updates failing snapshots, q quits, an empty line runs the last tests "
                    + "again."
        }
        return filters
            + "\nWatch Usage: Press a to run all tests, f to run only failed tests, p to filter by a file path "
                + "pattern, "
            + "t to filter by a test name pattern, u to update failing snapshots, q to quit watch mode, Enter to "
                + "trigger a test run."
    }

    private func say(_ text: String, newline: Bool = true) {
        RunnerOutput.write(text + (newline ? "\n" : ""))
        RunnerOutput.flush()
    }
}
