/// `--coverage`: the line hits every file's worker recorded, merged, written in LuaCov's stats
/// format (`luacov.stats.out`: per file a line `<max line>:<path>` and a line of counts, so
/// LuaCov's reporters read it) and as LCOV (`lcov.info`, for CI coverage tools), and a summary
/// table like LuaCov's (`CoverageSummary`: the lines LuaCov counts, its percentages).
///
/// ```swift
/// try CoverageReport.write(files)
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

    /// Writes luacov.stats.out and lcov.info, then the summary table on standard error: standard
    /// output keeps the run's summary as its last line (and TAP, JSON and JUnit their document).
    static func write(_ files: [FileResult]) throws(JUnitReport.WriteError) {
        let all = merged(files)
        let summary = CoverageSummary(all)
        try JUnitReport.writeAtomically(stats(all), to: "luacov.stats.out")
        try JUnitReport.writeAtomically(lcov(summary), to: "lcov.info")
        RunnerOutput.error("\n" + summary.table)
    }
}
