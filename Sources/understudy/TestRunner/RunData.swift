#if canImport(Glibc)
import Glibc
#endif

/// A run's report read back: `DIR/run.json`, which `understudy test --report DIR` writes beside
/// `index.html` (the same JSON the page carries, `ReportWriter.data`), is what
/// `understudy report merge` reads from each shard. It holds which shard of which suite the run
/// was (`ShardIdentity`), every test with what the reports show of it (its film and attachment
/// named relative to DIR when they are inside it), and the source files the page shows.
///
/// ```swift
/// switch RunData.read("out/shard-2") {
/// case .success(let run): run.identity.name   // "2/3"
/// case .failure(let why): print(why.message)  // "cannot read out/shard-2/run.json: ..."
/// }
/// ```
struct RunData {
    /// The version of `run.json`'s layout; a merge reads only its own.
    static let format = 1
    static let fileName = "run.json"

    /// The report directory, as given.
    var directory: String
    var identity: ShardIdentity
    /// The files in the order the run reported them, each with its tests.
    var files: [FileResult]
    /// Spec and module files by path, as the page shows their lines.
    var sources: [String: String]

    struct Unreadable: Error {
        var message: String

        static func field(_ name: String) -> Unreadable { Unreadable(message: "its '\(name)' is missing or malformed") }
    }

    static func read(_ directory: String) -> Result<RunData, Unreadable> {
        let path = directory + "/" + fileName
        let bytes: [UInt8]
        switch FileCopy.read(path) {
        case .success(let b): bytes = b
        case .failure(let e):
            return .failure(
                Unreadable(
                    message: "\(e.message) (a shard's output is the directory `understudy test --report DIR` wrote)"))
        }
        let json: JSONValue
        do { json = try JSONValue.parse(bytes) } catch {
            return .failure(Unreadable(message: "\(ControlEscape.line(path)) is not JSON: \(error.message)"))
        }
        guard let format = json["format"]?.integer else {
            return .failure(Unreadable(message: "\(ControlEscape.line(path)) has no format number"))
        }
        guard format == RunData.format else {
            return .failure(
                Unreadable(
                    message:
                        "\(ControlEscape.line(path)) is in format \(format); this understudy reads format "
                            + "\(RunData.format) (merge with the understudy that ran the shards)"
                ))
        }
        let decoded = decode(json, directory: directory)
        return decoded.mapError { Unreadable(message: "\(ControlEscape.line(path)): \($0.message)") }
    }

    static func decode(_ json: JSONValue, directory: String) -> Result<RunData, Unreadable> {
        let identity: ShardIdentity
        switch ShardIdentity.read(json) {
        case .success(let id): identity = id
        case .failure(let e): return .failure(e)
        }
        guard let rows = json["files"]?.array else { return .failure(.field("files")) }
        guard let tests = json["tests"]?.array else { return .failure(.field("tests")) }
        var files: [FileResult] = []
        var next = 0
        // The tests are in file order: each row takes the next `tests` of them.
        for (n, row) in rows.enumerated() {
            guard let path = row["path"]?.string, let count = row["tests"]?.integer, count >= 0,
                next + count <= tests.count
            else {
                return .failure(.field("files[\(n)]"))
            }
            let file = FileResult(spec: SpecPath(path))
            for k in next..<(next + count) {
                guard let record = record(tests[k], spec: path) else { return .failure(.field("tests[\(k)]")) }
                file.records.append(record)
            }
            next += count
            file.finished = true
            files.append(file)
        }
        guard next == tests.count else {
            return .failure(Unreadable(message: "\(tests.count - next) tests belong to no file"))
        }
        var sources: [String: String] = [:]
        if let given = json["sources"]?.object {
            for (path, text) in given {
                guard let text = text.string else { return .failure(.field("sources")) }
                sources[path] = text
            }
        }
        return .success(RunData(directory: directory, identity: identity, files: files, sources: sources))
    }

    /// One test as `ReportWriter.data` wrote it (its `spec` must be the file's).
    private static func record(_ t: JSONValue, spec: String) -> TestRecord? {
        guard t["spec"]?.string == spec, let name = t["name"]?.string,
            let status = t["status"]?.string.flatMap(TestStatus.init(rawValue:)),
              let file = t["file"]?.string else { return nil }
        var r = TestRecord(status: status, name: name, line: t["line"]?.integer, file: file == spec ? nil : file)
        r.time = t["time"]?.number ?? 0
        r.message = t["message"]?.string
        r.traceback = t["traceback"]?.string
        r.timeline = t["timeline"]?.string
        r.screen = t["screen"]?.string
        r.film = t["film"]?.string
        r.attachment = t["attachment"]?.string
        return r
    }
}
