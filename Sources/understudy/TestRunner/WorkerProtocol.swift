/// The records inside the worker's frames (`WorkerFrames`), between `understudy test` and its
/// worker processes.
///
/// Supervisor to worker (the command pipe, moved to a close-on-exec descriptor before any spec
/// runs): one `run` frame per spec file whose payload is the path, any bytes.
/// Worker to supervisor (the result pipe, moved likewise): `record` frames, each one line: `<kind>` then
/// tab-separated `key=value` fields with `\\`, `\t`, `\n`, `\r` escaped
/// (stdlib/understudy/test/worker.lua writes them); then a `done` frame when the file is
/// finished, which only the worker's Swift code sends. Record kinds: `start` (a test began),
/// `arm` (a time limit restarted), `declare` (a test was registered), `test`, `list`, `snapshots`,
/// `coverage` (a file's line hits), `loaded` (a file the spec loaded, with `--watch`). A worker that stops before
/// `done` crashed or was killed.
///
/// ```
/// test\tstatus=failure\tname=sheet presents\tline=12\ttime=0.000210\tmessage=spec/...
/// ```
///
/// Field values are at most `maxField` bytes: the worker truncates longer ones (a 100 MB error
/// message) with a note, and the supervisor applies the same cap to what it receives.
enum WorkerProtocol {
    /// A decoded line: its kind and fields (a handful, in the order sent; a repeated key's last
    /// value counts).
    struct Line {
        var kind: String
        var fields: [(key: String, value: String)] = []

        subscript(_ key: String) -> String? { fields.last { $0.key == key }?.value }
    }

    static let maxField = 64 * 1024

    /// Every test sends several lines, so this is the supervisor's hot path: one scan, no
    /// intermediate arrays.
    static func decode(_ payload: ArraySlice<UInt8>) -> Line {
        let tab = UInt8(ascii: "\t"), equals = UInt8(ascii: "=")
        let kindEnd = payload.firstIndex(of: tab) ?? payload.endIndex
        var line = Line(kind: String(decoding: payload[..<kindEnd], as: UTF8.self))
        var i = kindEnd
        while i < payload.endIndex {
            let start = payload.index(after: i)
            let end = payload[start...].firstIndex(of: tab) ?? payload.endIndex
            if let eq = payload[start..<end].firstIndex(of: equals) {
                line.fields.append((String(decoding: payload[start..<eq], as: UTF8.self),
                                    capped(payload[payload.index(after: eq)..<end])))
            }
            i = end
        }
        return line
    }

    /// Bytes as text (`ControlEscape.decode`: a byte that is not UTF-8, such as one of a path's,
    /// shows as `\xNN`), cut to `maxField` bytes with a note of how much was dropped.
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.count > maxField else { return ControlEscape.decode(bytes) }
        return truncated(bytes, total: bytes.count)
    }

    /// The supervisor's cap on a field: what the worker already truncated (`maxField` bytes and a
    /// short note) passes unchanged; anything longer is cut here.
    static func capped(_ field: ArraySlice<UInt8>) -> String {
        // Most fields have no escape: read in place.
        let bytes = field.contains(UInt8(ascii: "\\")) ? unescape(field)[...] : field
        guard bytes.count > maxField + 64 else { return ControlEscape.decode(bytes) }
        return truncated(bytes, total: bytes.count)
    }

    /// The first `maxField` bytes (cut back to a character boundary) and the note
    /// "[... N bytes truncated]", as the worker writes it.
    static func truncated(_ bytes: ArraySlice<UInt8>, total: Int) -> String {
        var end = bytes.startIndex + min(maxField, bytes.count)
        // Back off continuation bytes so a character is not split.
        while end > bytes.startIndex && end < bytes.endIndex && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        let kept = end - bytes.startIndex
        return ControlEscape.decode(bytes[bytes.startIndex..<end]) + "[... \(total - kept) bytes truncated]"
    }

    /// A field's bytes with the protocol's escapes (`\\`, `\t`, `\n`, `\r`) undone, before
    /// they are read as text, so a value's own bytes (not UTF-8 included) come through.
    static func unescape(_ s: ArraySlice<UInt8>) -> [UInt8] {
        let backslash = UInt8(ascii: "\\")
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var escaping = false
        for b in s {
            if escaping {
                switch b {
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "r"): out.append(13)
                default: out.append(b)
                }
                escaping = false
            } else if b == backslash {
                escaping = true
            } else {
                out.append(b)
            }
        }
        return out
    }

    /// Applies one decoded line to a file's result.
    static func apply(_ line: Line, to file: FileResult) {
        let f = line
        switch line.kind {
        case "start":
            file.runningTest = f["name"]
        case "test":
            let status = f["status"].flatMap(TestStatus.init(rawValue:)) ?? .error
            if status.failed { file.listedErrors.append(file.listed.count) }
            file.records.append(TestRecord(
                status: status, name: f["name"] ?? "?", line: f["line"].flatMap { Int($0) }, file: f["file"],
                time: f["time"].flatMap { Double($0) } ?? 0, message: f["message"],
                traceback: f["traceback"], timeline: f["timeline"], screen: f["screen"], attachment: f["attachment"],
                film: f["film"], outside: f["outside"].flatMap(TestRecord.Outside.init(rawValue:)),
                at: f["at"], listedAs: f["listedAs"]))
            file.runningTest = nil
        case "list":
            file.listed.append((f["name"] ?? "?", f["line"].flatMap { Int($0) }, f["file"], f["toplevel"] == nil))
        case "declare":
            file.declared.append((f["name"] ?? "?", f["line"].flatMap { Int($0) }, f["file"]))
        case "coverage":
            guard let path = f["path"] else { break }
            var lines = file.coverage[path] ?? [:]
            for pair in (f["hits"] ?? "").split(separator: " ") {
                let parts = pair.split(separator: ":")
                if parts.count == 2, let line = Int(parts[0]), let n = Int(parts[1]), line > 0, n > 0 {
                    lines[line, default: 0] &+= n
                }
            }
            file.coverage[path] = lines
        case "loaded":
            if let path = f["path"] { file.loaded.insert(path) }
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
