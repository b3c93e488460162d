import Foundation
import Testing

/// Spec discovery follows a symbolic link to a directory once, by device and inode (issue 43): a
/// link to the directory itself ran its files again and again (41 times), two links that lead to
/// each other never ended (`test`, `--list` and `--watch` alike).
@Suite struct DiscoveryLinkTests {
    static func project() throws -> URL {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("it('runs', function() end)\n", to: dir.appendingPathComponent("spec/a_spec.lua"))
        try Runner.write("it('runs too', function() end)\n", to: dir.appendingPathComponent("elsewhere/b_spec.lua"))
        let fm = FileManager.default
        // spec/self -> spec; spec/x/up -> spec/y, spec/y/down -> spec/x: a loop of two; spec/other
        // and spec/again both -> elsewhere (reached twice, walked once: by the first path).
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("spec/self").path, withDestinationPath: ".")
        try fm.createDirectory(at: dir.appendingPathComponent("spec/x"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("spec/y"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("spec/x/up").path, withDestinationPath: "../y")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("spec/y/down").path, withDestinationPath: "../x")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("spec/other").path, withDestinationPath: "../elsewhere")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("spec/again").path, withDestinationPath: "../elsewhere")
        return dir
    }

    @Test func eachDirectoryIsWalkedOnce() throws {
        let dir = try Self.project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Runner.test(["-v"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.summary == "2 passed, 0 failed", "\(r.stdout)")
        #expect(r.stdout.contains("spec/a_spec.lua\n"), "\(r.stdout)")
        #expect(r.stdout.contains("spec/again/b_spec.lua\n"), "\(r.stdout)")
        let list = try Runner.test(["--list"], in: dir)
        #expect(list.status == 0)
        // Tests declared at a file's top level are listed by name alone, as busted lists them.
        #expect(list.stdout == "runs\nruns too\n", "\(list.stdout)")
    }
}
