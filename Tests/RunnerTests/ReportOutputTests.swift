import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What the reporters write: a report that cannot be written fails the run (alone), and no test name or
/// message can add TAP lines, send escape sequences to the terminal, or break JUnit XML.
@Suite struct ReportOutputTests {
    /// A report that cannot be written makes the run fail with status 3 (every test passed, an
    /// output did not reach the disk), said on standard error.
    @Test func anUnwritableJUnitReportFailsTheRun() throws {
        let dir = try Runner.temporaryDirectory()
        // A private /dev/full (major 1, minor 7): an old runner renamed its temporary file over
        // the target, which as root would replace the real device.
        let full = dir.appendingPathComponent("full").path
        let target = mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 ? full : "/dev/full"
        if target == "/dev/full" && geteuid() == 0 { return } // cannot test without risking the device
        let r = try Runner.test(["--junit", target, "basic/passing_spec.lua"])
        #expect(r.status == 3)
        #expect(r.stderr == "understudy test: cannot write \(target): No space left on device\n")
        var st = stat()
        #expect(stat(target, &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR)
        // An empty shard writes its (empty) report too, and fails the same way.
        let shard = try Runner.test(["--shard", "2/2", "--junit", target, "basic/passing_spec.lua"])
        #expect(shard.status == 3)
        // A failing test wins: status 1, the report's problem still said.
        let failing = try Runner.test(["--junit", target, "basic/failing_spec.lua"])
        #expect(failing.status == 1)
        #expect(failing.stderr.contains("cannot write \(target)"))
    }

    /// Every output makes the directories above it, and one that cannot be written keeps none
    /// of the others from being written.
    @Test func outputsMakeTheirDirectoriesAndFailAlone() throws {
        let dir = try Runner.temporaryDirectory()
        let xml = dir.appendingPathComponent("no/dir/out.xml").path
        let report = dir.appendingPathComponent("deep/report").path
        let made = try Runner.test(["--junit", xml, "--report", report, "basic/passing_spec.lua"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: xml))
        #expect(FileManager.default.fileExists(atPath: report + "/index.html"))
        // A file where a directory should be: that output alone is not written.
        let file = dir.appendingPathComponent("plain").path
        try Runner.write("", to: URL(fileURLWithPath: file))
        let report2 = dir.appendingPathComponent("report2").path
        let xml2 = dir.appendingPathComponent("ok/out.xml").path
        let one = try Runner.test(["--junit", file + "/out.xml", "--report", report2, "basic/passing_spec.lua"])
        #expect(one.status == 3)
        #expect(one.stderr.contains("cannot write \(file)/out.xml: Not a directory"), "\(one.stderr)")
        #expect(FileManager.default.fileExists(atPath: report2 + "/index.html"))
        let other = try Runner.test(["--junit", xml2, "--report", file + "/report", "basic/passing_spec.lua"])
        #expect(other.status == 3)
        #expect(other.stderr.contains("cannot make the report directory"), "\(other.stderr)")
        #expect(FileManager.default.fileExists(atPath: xml2))
    }

    static func controlSpec() throws -> URL {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("""
            it("evil\\nok 99 - injected\\t\\27[31mred\\127\\1", function() error("first\\nsecond\\27[2J\\rback\\0", 0) end)
            it("plain", function() end)

            """, to: dir.appendingPathComponent("spec/control_spec.lua"))
        return dir
    }

    @Test func tapNamesCannotInjectLines() throws {
        let r = try Runner.test(["-o", "tap", "spec"], in: ReportOutputTests.controlSpec())
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("not ok 1 - spec/control_spec.lua: evil\\nok 99 - injected\\t\\x1b[31mred\\x7f\\x01"))
        #expect(!lines.contains { $0.hasPrefix("ok 99") })
        #expect(lines.contains("    spec/control_spec.lua:1: first"))
        #expect(lines.contains("    second\\x1b[2J\\rback\\x00"))
        #expect(lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.count == 2)
        #expect(!r.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7f })
    }

    @Test func terminalAndJUnitShowControlCharacters() throws {
        let dir = try ReportOutputTests.controlSpec()
        let xml = dir.appendingPathComponent("out.xml")
        let r = try Runner.test(["-v", "--junit", xml.path, "spec"], in: dir)
        #expect(r.stdout.contains("  ERROR evil\\nok 99 - injected\\t\\x1b[31mred\\x7f\\x01\n"))
        #expect(r.stdout.contains("spec/control_spec.lua:1: first\nsecond\\x1b[2J\\rback\\x00\n"))
        #expect(!r.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || $0.value == 0x7f })
        let junit = try JUnit(contentsOf: xml)
        let c = try #require(junit.suites.first?.cases.first)
        #expect(c.name == "evil\\nok 99 - injected\\t\\x1b[31mred\\x7f\\x01")
        #expect(c.outcome == "error")
        #expect(c.message == "spec/control_spec.lua:1: first")
    }
}
