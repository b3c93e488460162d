#if canImport(Glibc)
import Glibc
#endif

/// Per file, the lines `--coverage` counts and how many of them ran, by LuaCov's reporter's rules
/// (luacov/reporter.lua, LuaCov 0.17.0): a line counts unless `CoverageLineScanner` excludes it
/// always, or excludes it unless hit and it was not hit; a counted line with hits is a hit, one
/// without is missed. Hits on lines that do not count are dropped, as LuaCov drops them. Paths
/// lose a leading "./" and are sorted byte by byte, as LuaCov names and orders them; a file that
/// cannot be read is left out, as LuaCov leaves it out of its summary.
///
/// ```swift
/// let summary = CoverageSummary(CoverageReport.merged(files))
/// RunnerOutput.write(summary.table)
/// // File           Hits Missed Coverage
/// // -----------------------------------
/// // src/shapes.lua 13   2      86.67%
/// ```
struct CoverageSummary {
    struct File {
        var name: String
        /// The path the hits were recorded under (to read the file and for LCOV).
        var path: String
        /// The counted lines with their hits (0 for a missed line), in order.
        var lines: [(line: Int, hits: Int)]
        var hits: Int { lines.count { $0.hits > 0 } }
        var missed: Int { lines.count { $0.hits == 0 } }
    }

    var files: [File] = []

    /// Counts the lines of every file in `hits` (path, then line, then hits), reading each file
    /// with `read` (the file system by default).
    init(_ hits: [String: [Int: Int]], read: (String) -> [UInt8]? = CoverageSummary.readFile) {
        // "./src/a.lua" and "src/a.lua" are one file to LuaCov: their hits add up.
        var byName: [String: (path: String, hits: [Int: Int])] = [:]
        for (path, lines) in hits {
            let name = CoverageSummary.displayName(path)
            var entry = byName[name] ?? (path, [:])
            for (line, n) in lines { entry.hits[line, default: 0] &+= n }
            byName[name] = entry
        }
        for name in byName.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let entry = byName[name], let bytes = read(entry.path) else { continue }
            files.append(File(name: name, path: entry.path, lines: CoverageSummary.counted(bytes, hits: entry.hits)))
        }
    }

    /// The counted lines of a file's text with their hits.
    static func counted(_ text: [UInt8], hits: [Int: Int]) -> [(line: Int, hits: Int)] {
        var scanner = CoverageLineScanner()
        var out: [(line: Int, hits: Int)] = []
        var lineNumber = 1
        var start = 0
        // Lines as Lua's file:read("l") gives them: split at "\n", no empty line after a final one.
        while start < text.count {
            let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
            let excluded = scanner.consume(text[start..<end])
            let n = hits[lineNumber] ?? 0
            if !excluded.always && (!excluded.unlessHit || n != 0) { out.append((lineNumber, n)) }
            lineNumber += 1
            start = end + 1
        }
        return out
    }

    /// LuaCov's name for a path: without a leading "./".
    static func displayName(_ path: String) -> String {
        path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// LuaCov's percentage: "%.2f%%" of hits over counted lines (0.00% for none).
    static func percent(hits: Int, missed: Int) -> String {
        let total = hits + missed == 0 ? 1 : hits + missed
        let value = Double(hits) / Double(total) * 100.0
        var buffer = [CChar](repeating: 0, count: 32)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.2f%%", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The summary table as LuaCov's report ends: a row per file, then the total, columns padded
    /// to their widest cell, dashed lines under the header and above the total.
    var table: String {
        var rows = [["File", "Hits", "Missed", "Coverage"]]
        var totalHits = 0, totalMissed = 0
        for f in files {
            rows.append([
                f.name, String(f.hits), String(f.missed), CoverageSummary.percent(hits: f.hits, missed: f.missed),
            ])
            totalHits += f.hits
            totalMissed += f.missed
        }
        rows.append([
            "Total", String(totalHits), String(totalMissed),
            CoverageSummary.percent(hits: totalHits, missed: totalMissed),
        ])
        let widths = (0..<4).map { c in rows.map { $0[c].utf8.count }.max() ?? 0 }
        let rule = String(repeating: "-", count: widths.reduce(widths.count - 1, +)) + "\n"
        var out = ""
        for (r, row) in rows.enumerated() {
            if r == 1 || r == rows.count - 1 { out += rule }
            for (c, cell) in row.enumerated() {
                out += cell
                out += c == row.count - 1 ? "\n" : String(repeating: " ", count: widths[c] - cell.utf8.count + 1)
            }
        }
        return out
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }
}
