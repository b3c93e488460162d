/// How one program run in a child `understudy` ended.
enum Outcome {
    /// The harness reached the end: this many calls, every check passed.
    /// `covered`: the labels of the calls that succeeded at least once.
    /// `slow`: the `FUZZ-SLOW` lines (top-level steps over `FuzzOptions.slowStep` CPU seconds).
    case ok(calls: Int, covered: [String], slow: [String])
    case failure(Finding)
}

/// A failed run: what kind, and the text that identifies it for the shrinker.
struct Finding {
    /// "crash (signal 11)", "check failed", "hang", "exit 1".
    var kind: String
    /// The harness's FUZZ-FAIL line or the last lines of stderr.
    var detail: String
    /// Equal signatures are the same failure (the shrinker keeps a removal only if it holds).
    var signature: String
}
