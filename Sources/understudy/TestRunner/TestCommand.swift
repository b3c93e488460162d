/// `understudy test [options] [paths]`: the regression-suite runner (issue 4 builds it).
enum TestCommand {
    /// Runs the command and returns the process exit status.
    static func run(arguments: [String]) -> Int32 {
        print("understudy test: not built yet")
        return 1
    }
}
