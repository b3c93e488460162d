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
    /// Set for an error outside a test: busted's gtest report shows those apart from tests.
    var outside: Outside? = nil
    /// Where busted's gtest report places an error outside a test ("src/m.lua:34"): a file's
    /// where it was raised, a hook's where it was declared.
    var at: String? = nil
    /// The name busted's gtest report lists such an error by, when it is not `name`: a hook's
    /// (`block before_each`, reported here under the test it guarded), a file's (`suite <file>`).
    var listedAs: String? = nil

    /// What failed outside a test.
    enum Outside: String {
        /// The spec file's top level (or its helper, `-e`, its snapshots): busted's `suite <file>`.
        case file
        /// A `describe` (`context`, `insulate`, `expose`) body.
        case block
        /// A hook: `setup`, `teardown`, `lazy_*`, `after_each`, or a `before_each` (whose
        /// record is the test it guarded).
        case hook
    }
}
