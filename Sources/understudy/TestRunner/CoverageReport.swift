/// `--coverage`: the line hits every file's worker recorded, merged, written in LuaCov's stats
/// format (`luacov.stats.out`: per file a line `<max line>:<path>` and a line of counts, so
/// LuaCov's reporters read it) and as LCOV (`lcov.info`, for CI coverage tools), and a summary
/// table like LuaCov's (`CoverageSummary`: the lines LuaCov counts, its percentages).
///
/// ```swift
/// try CoverageReport.write(CoverageReport.merged(files), into: nil)
/// ```
enum CoverageReport {
    static func merged(_ files: [FileResult]) -> [String: [Int: Int]] {
        var all: [String: [Int: Int]] = [:]
        for f in files {
            for (path, lines) in f.coverage {
                var into = all[path] ?? [:]
                for (line, n) in lines { into[line, default: 0] &+= n }
                all[path] = into
            }
        }
        return all
    }

    static func stats(_ all: [String: [Int: Int]]) -> String {
        var out = ""
        for path in all.keys.sorted() {
            guard let lines = all[path], let max = lines.keys.max() else { continue }
            out += "\(max):\(path)\n"
            out += (1...max).map { String(lines[$0] ?? 0) }.joined(separator: " ") + " \n"
        }
        return out
    }

    /// The stats read back (`stats`' text, every line 1...max with its count, zeros included, so
    /// writing them again gives the same text); nil when the text is not in that format.
    static func parse(_ text: String) -> [String: [Int: Int]]? {
        var all: [String: [Int: Int]] = [:]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let header = lines.popFirst() {
            if header.isEmpty && lines.allSatisfy(\.isEmpty) { break }
            guard let colon = header.firstIndex(of: ":"), let max = Int(header[..<colon]), max > 0,
                  let counts = lines.popFirst() else { return nil }
            let values = counts.split(separator: " ").map { Int($0) }
            guard values.count == max else { return nil }
            var hits: [Int: Int] = [:]
            for (i, v) in values.enumerated() {
                guard let v, v >= 0 else { return nil }
                hits[i + 1] = v
            }
            let path = String(header[header.index(after: colon)...])
            guard all[path] == nil else { return nil }
            all[path] = hits
        }
        return all
    }

    /// Line hits added up (a shard's stats to another's).
    static func adding(_ a: [String: [Int: Int]], _ b: [String: [Int: Int]]) -> [String: [Int: Int]] {
        a.merging(b) { x, y in x.merging(y) { $0 &+ $1 } }
    }

    /// The name of the stats in a `--report` directory, which `understudy report merge` adds up.
    static let statsFile = "luacov.stats.out"

    /// LCOV: per file the lines the summary counts (`DA:line,hits`), LF and LH its counted and
    /// hit lines, so CI tools show the numbers of the terminal's summary.
    static func lcov(_ summary: CoverageSummary) -> String {
        var out = ""
        for f in summary.files {
            out += "TN:\nSF:\(f.path)\n"
            for (line, n) in f.lines { out += "DA:\(line),\(n)\n" }
            out += "LF:\(f.lines.count)\nLH:\(f.hits)\nend_of_record\n"
        }
        return out
    }

    /// A file's text, nil when it cannot be read (also the HTML report's source reader).
    static func read(_ path: String) -> String? {
        CoverageSummary.readFile(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `all` as luacov.stats.out and lcov.info into `directory` (the current one for nil),
    /// then the summary table on standard error: standard output keeps the run's summary as its
    /// last line (and TAP, JSON and JUnit their document).
    static func write(_ all: [String: [Int: Int]], into directory: String?) throws(JUnitReport.WriteError) {
        let summary = CoverageSummary(all)
        let prefix = directory.map { $0 + "/" } ?? ""
        try JUnitReport.writeAtomically(stats(all), to: prefix + statsFile)
        try JUnitReport.writeAtomically(lcov(summary), to: prefix + "lcov.info")
        RunnerOutput.error("\n" + summary.table)
    }
}
