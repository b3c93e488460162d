/// What a run that failed with files in parallel says about it: busted runs files one after
/// another, so a suite written for it may share something outside Lua between files (temp
/// names from `os.time()`, a fixed path, a port) and fail only when they run at once. There is
/// no automatic rerun (a rerun that passes would hide a real failure): the run names the files
/// that failed and says how to tell, and its exit status stays 1.
///
/// ```
/// 2 files failed while files ran in parallel on 2 workers:
///   spec/a_spec.lua
///   spec/b_spec.lua
/// If they pass with --jobs 1 (jobs = 1 in .busted), they share state across processes
/// (a temp name from os.time(), a fixed path, a port).
/// ```
enum ParallelHint {
    /// The hint's lines, or nil when fewer than two workers ran or nothing failed.
    static func text(_ files: [FileResult], workers: Int) -> String? {
        guard workers > 1 else { return nil }
        var failed: [String] = []
        var seen: Set<String> = []
        for file in files where file.records.contains(where: { $0.status.failed }) {
            if seen.insert(file.path).inserted { failed.append(file.path) }
        }
        guard !failed.isEmpty else { return nil }
        let count = failed.count == 1 ? "1 file" : "\(failed.count) files"
        var out = "\(count) failed while files ran in parallel on \(workers) workers:\n"
        for path in failed { out += "  " + ControlEscape.line(path) + "\n" }
        out += "If \(failed.count == 1 ? "it passes" : "they pass") with --jobs 1 (jobs = 1 in .busted), "
            + "\(failed.count == 1 ? "it shares" : "they share") state across processes\n"
            + "(a temp name from os.time(), a fixed path, a port).\n"
        return out
    }
}
