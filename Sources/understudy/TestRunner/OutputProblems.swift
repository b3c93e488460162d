/// The outputs of a run that could not be made or written (`--junit FILE`, `--report DIR`,
/// `--attachments DIR`, coverage's files, `-o junit`): each is attempted whatever happened to
/// the others, each problem is said on standard error at the end, and the exit status tells a
/// run whose tests passed but whose outputs did not all reach the disk (3) from one with a
/// failing test (1), so CI can say which it was.
///
/// ```swift
/// var outputs = OutputProblems()
/// outputs.attempt { () throws(JUnitReport.WriteError) in try JUnitReport.write(files, to: path) }
/// outputs.report()
/// return outputs.status(testsFailed: counts.anyFailed)
/// ```
struct OutputProblems {
    /// The exit status of a run whose tests passed but an output was not written.
    static let unwrittenStatus: Int32 = 3

    private(set) var messages: [String] = []

    mutating func add(_ message: String) { messages.append(message) }

    /// Runs `write`; a failure is noted. True when it wrote.
    @discardableResult
    mutating func attempt(_ write: () throws(JUnitReport.WriteError) -> Void) -> Bool {
        do {
            try write()
            return true
        } catch {
            messages.append(error.message)
            return false
        }
    }

    /// Says each problem on standard error, after the command's name.
    func report(as command: String = "understudy test") {
        for m in messages { RunnerOutput.error("\(command): \(m)\n") }
    }

    /// 1 when a test failed (whatever the outputs), else 3 when an output was not written, else 0.
    func status(testsFailed: Bool) -> Int32 {
        if testsFailed { return 1 }
        return messages.isEmpty ? 0 : OutputProblems.unwrittenStatus
    }
}
