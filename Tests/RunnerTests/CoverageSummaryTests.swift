import Foundation
import Testing
@testable import understudy

/// `understudy test --coverage` on Tests/RunnerFixtures/coverage: the summary table, the LCOV
/// counts and the hits equal what LuaCov 0.17.0 gives on the same suite under busted (how they
/// were obtained: the fixture's README).
@Suite struct CoverageSummaryTests {
    static let fixture = Runner.fixtures.appendingPathComponent("coverage")

    /// LuaCov's summary for the fixture (luacov.report.out, from "File" to the end).
    static let luacovTable = """
        File           Hits Missed Coverage
        -----------------------------------
        src/shapes.lua 14   1      93.33%
        src/tricky.lua 44   5      89.80%
        -----------------------------------
        Total          58   6      90.62%

        """

    /// LuaCov's luacov.stats.out for the fixture (its names drop the "./").
    static let luacovStats = [
        "src/shapes.lua": "0 1 0 1 1 0 1 1 0 0 1 2 2 1 0 1 1 0 1 1 1 1 0 1 0 1 0 1",
        "src/tricky.lua": "0 0 1 0 0 0 0 0 0 0 0 0 1 0 1 1 1 1 1 1 0 1 0 1 1 0 0 0 0 3 1 0 1 2 1 1 0 0 1 0 1 0 1 1 4 3 1 1 1 0 2 0 1 1 1 1 1 1 1 1 0 1 0 0 0 0 0 0 1 0 1 1 1 1 1 0 0 1 0 1 0 0 1 1 0 3 3 0 1 0 1 1 0 1 2 1 1 1 0 1",
    ]

    static func project() throws -> URL {
        let dir = try Runner.temporaryDirectory()
        for sub in ["spec", "src"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(sub), to: dir.appendingPathComponent(sub))
        }
        return dir
    }

    @Test func summaryMatchesLuaCov() throws {
        let dir = try CoverageSummaryTests.project()
        let r = try Runner.test(["--coverage", "spec"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        // The table goes to standard error: the summary stays standard output's last line.
        #expect(r.stdout.hasSuffix("\n6 passed, 0 failed\n"), "\(r.stdout)")
        #expect(r.stderr == "\n" + CoverageSummaryTests.luacovTable, "\(r.stderr)")
    }

    @Test func hitsAndLcovMatchLuaCov() throws {
        let dir = try CoverageSummaryTests.project()
        _ = try Runner.test(["--coverage", "spec"], in: dir)
        let stats = try String(contentsOf: dir.appendingPathComponent("luacov.stats.out"), encoding: .utf8)
        let lines = stats.split(separator: "\n")
        var ours: [String: String] = [:]
        for i in stride(from: 0, to: lines.count - 1, by: 2) {
            let name = lines[i].split(separator: ":", maxSplits: 1)[1]
            ours[CoverageSummary.displayName(String(name))] = lines[i + 1].trimmingCharacters(in: .whitespaces)
        }
        #expect(ours == CoverageSummaryTests.luacovStats)
        // LCOV counts the summary's lines: LF = hits + missed, LH = hits.
        let lcov = try String(contentsOf: dir.appendingPathComponent("lcov.info"), encoding: .utf8)
        let counts = lcov.split(separator: "\n").filter { $0.hasPrefix("SF:") || $0.hasPrefix("LF:") || $0.hasPrefix("LH:") }
        #expect(counts == ["SF:./src/shapes.lua", "LF:15", "LH:14", "SF:./src/tricky.lua", "LF:49", "LH:44"])
        // A line LuaCov never counts has no DA even when it ran (tricky.lua's line 31, `end`, ran
        // once as the function's return); a missed line has DA 0.
        let records = lcov.components(separatedBy: "end_of_record\n")
        #expect(records.count == 3)
        #expect(records[0].contains("DA:12,2\n") && records[0].contains("DA:25,0\n"))
        #expect(records[1].contains("DA:30,3\nDA:33,1\n") && records[1].contains("DA:37,0\n"))
    }

    /// The hits are counted in C inside the shim's hook: lines that run in a coroutine count, and
    /// a spec's own debug.sethook (set and cleared) neither stops the counting nor sees it.
    @Test func countingSurvivesTheSpecsOwnHookAndCoroutines() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("""
            local M = {}
            function M.inside()
              local co = coroutine.wrap(function()
                coroutine.yield(1)
                return 2
              end)
              return co() + co()
            end
            return M

            """, to: dir.appendingPathComponent("src/co.lua"))
        try Runner.write("""
            local co = require "co"
            it("runs a coroutine under a hook of its own", function()
              local lines = 0
              debug.sethook(function() lines = lines + 1 end, "l")
              assert.are.equal(3, co.inside())
              debug.sethook()
              assert.is_true(lines > 0)
              assert.are.equal(3, co.inside())
            end)

            """, to: dir.appendingPathComponent("spec/co_spec.lua"))
        let r = try Runner.test(["--coverage", "spec"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let stats = try String(contentsOf: dir.appendingPathComponent("luacov.stats.out"), encoding: .utf8)
        // Lines 4 and 5 ran in the coroutine, twice each, as plain lua5.4 counts the others.
        #expect(stats == "9:./src/co.lua\n1 1 4 2 2 2 2 1 1 \n")
        #expect(r.stderr.hasSuffix("src/co.lua 7    0      100.00%\n-------------------------------\nTotal      7    0      100.00%\n"), "\(r.stderr)")
    }

    /// Machine-readable outputs keep standard output to their document too.
    @Test(arguments: ["TAP", "json", "junit"])
    func machineOutputsPrintTheTableOnStderr(_ output: String) throws {
        let dir = try CoverageSummaryTests.project()
        let r = try Runner.test(["--coverage", "-o", output, "spec"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr == "\n" + CoverageSummaryTests.luacovTable)
        #expect(!r.stdout.contains("Coverage"))
    }

    /// LuaCov's reporter rules on one file: (source, hits by line, counted lines with hits).
    @Test(arguments: [
        // `end` ran (a function's return) but never counts; a table's `{` line counts only if hit.
        ("local t = {\n  1,\n}\nreturn t\n", [1: 1, 4: 1], [(1, 1), (4, 1)]),
        ("local function f()\n  return 1\nend\nreturn f()\n", [1: 1, 2: 1, 3: 1, 4: 1], [(2, 1), (4, 1)]),
        ("x = {\n  a = 1,\n}\n", [1: 1, 2: 1], [(1, 1), (2, 1)]),
        ("x = {\n  a = 1,\n}\n", [1: 1], [(1, 1)]),
        // No newline at the end: the last line still counts; a hit past the end is dropped.
        ("x = 1\ny = 2", [1: 3, 2: 0, 9: 4], [(1, 3), (2, 0)]),
        ("-- luacov: disable\nx = 1\n-- luacov: enable\ny = 2\n", [2: 1, 4: 0], [(4, 0)]),
    ])
    func counted(_ source: String, _ hits: [Int: Int], _ expected: [(Int, Int)]) {
        let got = CoverageSummary.counted(Array(source.utf8), hits: hits)
        #expect(got.map { [$0.line, $0.hits] } == expected.map { [$0.0, $0.1] }, "\(source)")
    }

    @Test func pathsMergeAndSortAsLuaCovNamesThem() {
        let texts = ["./b.lua": "x = 1\n", "b.lua": "x = 1\n", "./a.lua": "x = 1\ny = 2\n"]
        let s = CoverageSummary(["./b.lua": [1: 1], "b.lua": [1: 2], "./a.lua": [1: 1], "gone.lua": [1: 1]]) {
            texts[$0].map { Array($0.utf8) }
        }
        #expect(s.files.map(\.name) == ["a.lua", "b.lua"])
        #expect(s.files.map { $0.lines.map(\.hits) } == [[1, 0], [3]])
        #expect(s.table == """
            File  Hits Missed Coverage
            --------------------------
            a.lua 1    1      50.00%
            b.lua 1    0      100.00%
            --------------------------
            Total 2    1      66.67%

            """)
    }
}
