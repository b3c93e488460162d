#if canImport(Glibc)
import Glibc
#endif

/// `--coverage`: the line hits every file's worker recorded, merged, written in LuaCov's stats
/// format (`luacov.stats.out`: per file a line `<max line>:<path>` and a line of counts, so
/// LuaCov's reporters read it) and as LCOV (`lcov.info`, for CI coverage tools). LCOV needs the
/// lines that could have run: those of the file that are not blank, a comment or only a closing
/// keyword (`end`, `else`, `}`, ...), the same rule LuaCov's reporter applies roughly.
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

    /// Whether a source line is one that runs (LCOV's "instrumented" lines).
    static func executable(_ line: Substring) -> Bool {
        let t = line.trimmingCharacters(" \t\r")
        if t.isEmpty || t.hasPrefix("--") { return false }
        let closers: Set<String> = ["end", "else", "}", ")", "end)", "end,", "},", "})", "do", "then", "repeat", "]]"]
        return !closers.contains(t)
    }

    static func lcov(_ all: [String: [Int: Int]]) -> String {
        var out = ""
        for path in all.keys.sorted() {
            guard let lines = all[path] else { continue }
            var found = Set(lines.keys)
            if let text = read(path) {
                for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where executable(line) { found.insert(i + 1) }
            }
            out += "TN:\nSF:\(path)\n"
            var hit = 0
            for line in found.sorted() {
                let n = lines[line] ?? 0
                if n > 0 { hit += 1 }
                out += "DA:\(line),\(n)\n"
            }
            out += "LF:\(found.count)\nLH:\(hit)\nend_of_record\n"
        }
        return out
    }

    static func read(_ path: String) -> String? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func write(_ files: [FileResult]) throws(JUnitReport.WriteError) {
        let all = merged(files)
        try JUnitReport.writeAtomically(stats(all), to: "luacov.stats.out")
        try JUnitReport.writeAtomically(lcov(all), to: "lcov.info")
    }
}

fileprivate extension Substring {
    func trimmingCharacters(_ set: String) -> String {
        var s = self
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}
