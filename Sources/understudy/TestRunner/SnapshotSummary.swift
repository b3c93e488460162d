/// What a file's run did to its snapshot file.
struct SnapshotSummary {
    var path: String
    var written = 0
    var updated = 0
    var removed = 0
    var obsolete: [String] = []
}
