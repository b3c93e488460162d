import Foundation
import TestSupport
import Testing

/// The project cites its own docs (docs/behavior/<library>.md) and the libraries' source, never
/// documents its users do not have: the design notes and library notes kept beside the
/// repository, or numbered sections of them. Scans every tracked text file.
@Suite struct OutsideReferencesTests {
    static let root = Repository.root

    /// The patterns, built so this file does not match them itself.
    static let patterns = ["shared/" + "specs", "shared/" + "seeds", "DESIGN" + ".md"]

    static func trackedFiles() throws -> [String] {
        try ChildProcess.run("/usr/bin/git", ["-C", root.path, "ls-files"]).stdout.split(separator: "\n").map(String.init)
    }

    /// "§" followed by a number, with or without a space: a section of an outside document.
    static func hasSectionNumber(_ line: Substring) -> Bool {
        var it = line.unicodeScalars.makeIterator()
        var prev: Unicode.Scalar?
        while let c = it.next() {
            if prev == "§" && (c.properties.numericType != nil || c == " ") {
                if c != " " { return true }
                if let d = it.next(), d.properties.numericType != nil { return true }
            }
            prev = c
        }
        return false
    }

    @Test func noFileCitesADocumentOutsideTheRepository() throws {
        var hits: [String] = []
        for file in try Self.trackedFiles() {
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where Self.patterns.contains(where: { line.contains($0) }) || Self.hasSectionNumber(line) {
                hits.append("\(file):\(n + 1)")
            }
        }
        #expect(hits.isEmpty, "\(hits.count) lines cite outside documents: \(hits.prefix(40).joined(separator: ", "))")
    }
}
