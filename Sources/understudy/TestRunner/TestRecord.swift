/// One test (or one hook or file that failed outside a test, as busted counts them).
struct TestRecord {
    var status: TestStatus
    var name: String
    var line: Int?
    /// The file that defined the test when it is not the spec file (shared examples in a
    /// module the spec requires).
    var file: String? = nil
    /// CPU seconds the test took (os.clock), for JUnit.
    var time: Double = 0
    var message: String?
    var traceback: String?
    /// The stage timeline since the test began (failed tests only).
    var timeline: String?
    /// The screen at the failing moment, as text cropped to where something is (failed tests
    /// that touched the stage only).
    var screen: String? = nil
    /// The SVG file of that screen, when the run writes attachments (`--attachments`).
    var attachment: String? = nil
    /// The test's film in the run report (`--report`): its script, relative to the report
    /// directory (FilmFile).
    var film: String? = nil
}
