/// `-o json`: busted's JSON document on standard output at the end of the run:
/// `{"successes":[...],"failures":[...],"errors":[...],"pendings":[...],"duration":s}`, each
/// test as `{"name":..., "message":..., "trace":{"short_src":..., "currentline":...}}`.
///
/// ```
/// {"successes":[{"name":"a b","trace":{"short_src":"spec/a_spec.lua","currentline":3}}],...}
/// ```
final class JSONReporter: TestReporter {
    func fileBegan(_ file: FileResult) {}
    func record(_ record: TestRecord, in file: FileResult) {}
    func fileEnded(_ file: FileResult) {}

    /// A JSON string literal: quotes, backslashes and every control character escaped; with
    /// `scriptSafe` also `<` and the line separators, so it may sit inside an HTML `<script>`.
    /// Works on the UTF-8 bytes, and a string with nothing to escape is copied whole: the run
    /// report is megabytes of these (the sources, the timelines, the merge's whole suite).
    static func string(_ s: String, scriptSafe: Bool = false) -> String {
        let utf8 = s.utf8
        func special(_ b: UInt8) -> Bool {
            b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || (scriptSafe && (b == 0x3C || b == 0xE2))
        }
        guard utf8.contains(where: special) else { return "\"" + s + "\"" }
        var out: [UInt8] = [0x22]
        out.reserveCapacity(utf8.count + 16)
        let bytes = Array(utf8)
        var i = 0
        func escape(_ text: String) { out.append(contentsOf: text.utf8) }
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x22: escape("\\\"")
            case 0x5C: escape("\\\\")
            case 0x0A: escape("\\n")
            case 0x09: escape("\\t")
            case 0x0D: escape("\\r")
            case 0x3C where scriptSafe: escape("\\u003c")
            // U+2028 and U+2029 (E2 80 A8/A9) end a line in JavaScript source.
            case 0xE2
            where scriptSafe && i + 2 < bytes.count && bytes[i + 1] == 0x80
                && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                escape(bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                i += 2
            default:
                if b < 0x20 || b == 0x7F {
                    let hex = String(b, radix: 16)
                    escape("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.append(b)
                }
            }
            i += 1
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }

    func finished(_ files: [FileResult], counts: TestCounts) {
        var groups: [TestStatus: [String]] = [:]
        var duration = 0.0
        for file in files {
            for r in file.records {
                duration += r.time
                var item = "{\"name\":" + JSONReporter.string(r.name)
                if let m = r.message, r.status != .success { item += ",\"message\":" + JSONReporter.string(m) }
                item += ",\"trace\":{\"short_src\":" + JSONReporter.string(r.file ?? file.path)
                if let line = r.line { item += ",\"currentline\":\(line)" }
                item += "}}"
                groups[r.status, default: []].append(item)
            }
        }
        func list(_ s: TestStatus) -> String { "[" + (groups[s] ?? []).joined(separator: ",") + "]" }
        RunnerOutput.write("{\"successes\":\(list(.success)),\"failures\":\(list(.failure)),\"errors\":\(list(.error)),"
                           + "\"pendings\":\(list(.pending)),\"duration\":\(duration)}\n")
        RunnerOutput.flush()
    }
}
