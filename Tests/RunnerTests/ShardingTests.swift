import Foundation
import Testing

/// `--shard I/N` and Bazel's TEST_TOTAL_SHARDS/TEST_SHARD_INDEX split the files with no overlap
/// and no loss.
@Suite struct ShardingTests {
    static func suite(files: Int) throws -> URL {
        let dir = try Runner.temporaryDirectory()
        for i in 1...files {
            try Runner.write("it('test \(i)', function() end)\n",
                             to: dir.appendingPathComponent(String(format: "spec/f%02d_spec.lua", i)))
        }
        return dir
    }

    static func listed(_ r: Runner.Result) -> [String] {
        r.stdout.split(separator: "\n").map { String($0.split(separator: ":").first ?? "") }
    }

    @Test func shardsPartitionTheFiles() throws {
        let dir = try ShardingTests.suite(files: 7)
        let all = ShardingTests.listed(try Runner.test(["--list"], in: dir))
        #expect(all.count == 7)
        for count in [1, 2, 3, 7, 9] {
            var union: [String] = []
            for index in 1...count {
                let r = try Runner.test(["--list", "--shard", "\(index)/\(count)"], in: dir)
                #expect(r.status == 0)
                union += ShardingTests.listed(r).filter { !$0.isEmpty }
            }
            #expect(union.sorted() == all, "shards of \(count)")
            #expect(Set(union).count == union.count, "no file twice in \(count) shards")
        }
    }

    @Test func bazelShardingVariables() throws {
        let dir = try ShardingTests.suite(files: 5)
        let status = dir.appendingPathComponent("shard-status")
        let xml = dir.appendingPathComponent("bazel.xml")
        var union: [String] = []
        for index in 0..<2 {
            try? FileManager.default.removeItem(at: status)
            let r = try Runner.test([], in: dir, environment: [
                "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)",
                "TEST_SHARD_STATUS_FILE": status.path, "XML_OUTPUT_FILE": xml.path])
            #expect(r.status == 0)
            #expect(FileManager.default.fileExists(atPath: status.path))
            let junit = try JUnit(contentsOf: xml)
            union += junit.suites.map { $0.attributes["name"] ?? "" }
        }
        #expect(union == ["spec/f01_spec.lua", "spec/f03_spec.lua", "spec/f05_spec.lua",
                          "spec/f02_spec.lua", "spec/f04_spec.lua"])
    }

    @Test func anEmptyShardIsNotAFailure() throws {
        let dir = try ShardingTests.suite(files: 1)
        let r = try Runner.test(["--shard", "2/2"], in: dir)
        #expect(r.status == 0)
        #expect(r.stdout == "0 passed, 0 failed\n")
    }

    @Test func zeroTestsIsAnError() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("-- nothing here\n", to: dir.appendingPathComponent("spec/empty_spec.lua"))
        let r = try Runner.test([], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("no tests found"))
        let noFiles = try Runner.test([], in: try Runner.temporaryDirectory())
        #expect(noFiles.status == 1)
    }
}
