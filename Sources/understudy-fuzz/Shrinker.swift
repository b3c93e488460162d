/// Drops top-level steps while the program still fails the same way (ddmin-style: halves, then
/// quarters, ... then single steps), within a budget of child runs.
struct Shrinker {
    var runner: ChildRunner
    var maxRuns = 200

    /// Whether `program` still fails as `finding` did, trying `attempts` times (a failure that
    /// depends on memory reuse or on Lua's per-run string hash seed does not happen every run).
    func fails(_ program: Program, like finding: Finding, name: String, attempts: Int) -> Bool {
        for _ in 0..<attempts {
            if case .failure(let f) = runner.run(program.source, name: name), f.signature == finding.signature {
                return true
            }
        }
        return false
    }

    func shrink(_ program: Program, finding: Finding, name: String) -> (Program, runs: Int) {
        var current = program
        var runs = 0
        var attempts = 1
        // A flaky failure gets three tries per candidate.
        for _ in 0..<3 where !fails(program, like: finding, name: name, attempts: 1) {
            attempts = 3
        }
        var chunk = max(1, current.steps.count / 2)
        while chunk >= 1 && runs < maxRuns {
            var i = 0
            var removedAny = false
            while i < current.steps.count && runs < maxRuns {
                var candidate = current
                candidate.steps.removeSubrange(i..<min(i + chunk, candidate.steps.count))
                runs += 1
                if fails(candidate, like: finding, name: name, attempts: attempts) {
                    current = candidate
                    removedAny = true
                } else {
                    i += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = chunk == 1 ? 1 : chunk / 2
            if chunk == 1 && !removedAny && current.steps.count > 64 { continue }
        }
        return (current, runs)
    }
}
