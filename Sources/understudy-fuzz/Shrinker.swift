/// Drops top-level steps while the program still fails the same way (ddmin-style: halves, then
/// quarters, ... then single steps), within a budget of child runs.
struct Shrinker {
    var runner: ChildRunner
    var maxRuns = 200

    func shrink(_ program: Program, finding: Finding, name: String) -> (Program, runs: Int) {
        var current = program
        var runs = 0
        var chunk = max(1, current.steps.count / 2)
        while chunk >= 1 && runs < maxRuns {
            var i = 0
            var removedAny = false
            while i < current.steps.count && runs < maxRuns {
                var candidate = current
                candidate.steps.removeSubrange(i..<min(i + chunk, candidate.steps.count))
                runs += 1
                if case .failure(let f) = runner.run(candidate.source, name: name), f.signature == finding.signature {
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
