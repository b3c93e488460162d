import StageKit

/// One test's film in the run report (`--report DIR`): a script `DIR/tests/<spec>-<hash>-<n>.js` that
/// hands the report page the test's events (a gesture's samples as one entry: time, trace line,
/// spec line, first event, count), its pictures (`FrameDelta` pieces), its timeline
/// chart and, for a snapshot that did not match, the stored and received texts. The page loads it
/// when the test is opened (a script, which works from `file://` where fetching does not).
///
/// ```
/// understudyFilm("tests/spec_sheet_spec.lua-1f0c9e2a-1.js", {"events":[[0,"[  0.000] sheet#1 present",4,0,1]],
///   "frames":[{"t":0,"e":[0,1],"l":4,"d":["<svg ...>", ...]}], "chart":"<svg ...>"})
/// ```
enum FilmFile {
    /// What a failed snapshot compared.
    struct Snapshot {
        var name: String
        var expected: String
        var received: String
    }

    static func script(key: String, film: FilmRecorder?, chart: String?, snapshot: Snapshot?) -> String {
        var out = "understudyFilm(" + json(key) + ", {"
        var fields: [String] = []
        if let film {
            // A gesture's samples read as one line (SampleRun) that covers their pictures.
            var first = 0
            var entries: [String] = []
            for entry in SampleRun.entries(film.events.map(\.event)) {
                let count: Int
                if case .run(_, _, let n) = entry { count = n } else { count = 1 }
                let line = film.events[first].line.map(String.init) ?? "null"
                entries.append(
                    "[" + number(film.events[first].event.t.seconds) + "," + json(entry.line) + "," + line
                        + ",\(first),\(count)]")
                first += count
            }
            fields.append("\"events\":[" + entries.joined(separator: ",\n") + "]")
            fields.append("\"frames\":[" + film.frames.map(frame).joined(separator: ",\n") + "]")
            if film.framesDropped > 0 { fields.append("\"dropped\":\(film.framesDropped)") }
            if film.eventsDropped > 0 { fields.append("\"eventsDropped\":\(film.eventsDropped)") }
        }
        if let chart { fields.append("\"chart\":" + json(chart)) }
        if let snapshot {
            fields.append("\"snapshot\":{\"name\":" + json(snapshot.name) + ",\"expected\":" + json(snapshot.expected)
                          + ",\"received\":" + json(snapshot.received) + "}")
        }
        out += fields.joined(separator: ",\n")
        return out + "});\n"
    }

    static func frame(_ f: FilmRecorder.Frame) -> String {
        var out = "{\"t\":" + number(f.time) + ",\"e\":[\(f.events.lowerBound),\(f.events.upperBound)]"
        if let line = f.line { out += ",\"l\":\(line)" }
        if f.failure { out += ",\"f\":true" }
        out += ",\"d\":[" + f.pieces.map { piece in
            switch piece {
            case .copy(let start, let count): return "[\(start),\(count)]"
            case .line(let s): return json(s)
            }
        }.joined(separator: ",") + "]}"
        return out
    }

    /// A spec's films' base name: its path with every byte but letters, digits, `_`, `.` and `-`
    /// as `_`, then 8 hex digits of `hash`.
    static func name(_ path: [UInt8], hash: Int) -> String {
        let safe = String(decoding: path.map { c -> UInt8 in
                let keep =
                    (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c == 0x5F || c == 0x2E
                    || c == 0x2D
            return keep ? c : 0x5F
        }, as: UTF8.self)
        let hex = String(UInt32(truncatingIfNeeded: hash), radix: 16)
        return safe + "-" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    static func json(_ s: String) -> String { JSONReporter.string(s) }

    /// Seconds as JSON: at most microseconds, no exponent.
    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        return Fmt.trimmed(x, 6)
    }
}
