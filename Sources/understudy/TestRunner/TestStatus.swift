/// How a test ended, as busted reports it.
enum TestStatus: String {
    case success, failure, error, pending

    var failed: Bool { self == .failure || self == .error }
}
