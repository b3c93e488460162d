/// The line protocol between `understudy test` and its `--worker` processes.
///
/// Supervisor to worker (the worker's fd 3): `run\t<path>\n` per spec file.
/// Worker to supervisor (the worker's fd 4): one line per record, `<kind>` then tab-separated
/// `key=value` fields with `\\`, `\t`, `\n`, `\r` escaped (stdlib/understudy/test/worker.lua
/// writes them), then `done\n` when the file is finished. Kinds: `start` (a test began), `test`,
/// `list`, `snapshots`. A worker that stops before `done` crashed or was killed.
///
/// ```
/// test\tstatus=failure\tname=sheet presents\tline=12\ttime=0.000210\tmessage=spec/...
/// done
/// ```
enum WorkerProtocol {
    /// A decoded line: its kind and fields.
    struct Line {
        var kind: String
        var fields: [String: String]
    }

    static func decode(_ line: Substring) -> Line {
        let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
        var fields: [String: String] = [:]
        for part in parts.dropFirst() {
            guard let eq = part.firstIndex(of: "=") else { continue }
            fields[String(part[..<eq])] = unescape(part[part.index(after: eq)...])
        }
        return Line(kind: parts.first.map(String.init) ?? "", fields: fields)
    }

    static func unescape(_ s: Substring) -> String {
        guard s.contains("\\") else { return String(s) }
        var out = ""
        var escaping = false
        for c in s {
            if escaping {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                default: out.append(c)
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// Applies one decoded line to a file's result.
    static func apply(_ line: Line, to file: FileResult) {
        let f = line.fields
        switch line.kind {
        case "start":
            file.runningTest = f["name"]
        case "test":
            let status = f["status"].flatMap(TestStatus.init(rawValue:)) ?? .error
            file.records.append(TestRecord(
                status: status, name: f["name"] ?? "?", line: f["line"].flatMap { Int($0) },
                time: f["time"].flatMap { Double($0) } ?? 0, message: f["message"],
                traceback: f["traceback"], timeline: f["timeline"]))
            file.runningTest = nil
        case "list":
            file.listed.append((f["name"] ?? "?", f["line"].flatMap { Int($0) }))
        case "snapshots":
            var s = SnapshotSummary(path: f["path"] ?? "")
            s.written = f["written"].flatMap { Int($0) } ?? 0
            s.updated = f["updated"].flatMap { Int($0) } ?? 0
            s.removed = f["removed"].flatMap { Int($0) } ?? 0
            s.obsolete = (f["obsolete"] ?? "").split(separator: "\n").map(String.init)
            file.snapshots = s
        default:
            break
        }
    }
}
