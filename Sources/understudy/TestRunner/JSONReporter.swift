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
    static func string(_ s: String, scriptSafe: Bool = false) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "<" where scriptSafe: out += "\\u003c"
            case "\u{2028}" where scriptSafe: out += "\\u2028"
            case "\u{2029}" where scriptSafe: out += "\\u2029"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
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
