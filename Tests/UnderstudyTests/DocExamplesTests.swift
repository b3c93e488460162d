import Foundation
import Testing

/// Every ```lua block in README.md and docs/*.md runs: a block that uses `describe` runs as a spec
/// under `understudy test`, any other as a script, and each must succeed. Docs that drift from
/// the code fail here. (Blocks in docs/API.md are also run, with their printed output checked,
/// by ExamplesTests and ActionSheetAPITests.)
@Suite struct DocExamplesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Block: CustomStringConvertible {
        var file: String
        var line: Int
        var code: String
        var description: String { "\(file):\(line)" }
    }

    static func blocks() throws -> [Block] {
        var files = [root.appendingPathComponent("README.md")]
        let docs = root.appendingPathComponent("docs")
        files += try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        var out: [Block] = []
        for f in files {
            let lines = try String(contentsOf: f, encoding: .utf8).components(separatedBy: "\n")
            var i = 0
            while i < lines.count {
                if lines[i].trimmingCharacters(in: .whitespaces) == "```lua" {
                    let start = i + 1
                    var j = start
                    while j < lines.count && lines[j].trimmingCharacters(in: .whitespaces) != "```" { j += 1 }
                    out.append(Block(file: f.lastPathComponent, line: start,
                                     code: lines[start..<min(j, lines.count)].joined(separator: "\n")))
                    i = j
                }
                i += 1
            }
        }
        return out
    }

    @Test func everyLuaBlockInTheDocsRuns() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 4)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("understudy-doc-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (n, b) in blocks.enumerated() {
            if b.code.contains("describe(") {
                let spec = dir.appendingPathComponent("doc\(n)_spec.lua")
                try b.code.write(to: spec, atomically: true, encoding: .utf8)
                let r = try CLI.understudy(["test", spec.path], in: dir)
                #expect(r.status == 0, "\(b) as a spec: \(r)")
            } else {
                let script = dir.appendingPathComponent("doc\(n).lua")
                try b.code.write(to: script, atomically: true, encoding: .utf8)
                let r = try CLI.understudy([script.path], in: dir)
                #expect(r.status == 0, "\(b) as a script: \(r)")
            }
        }
    }
}
