import Foundation
import Testing

/// `understudy report merge OUT DIR...` on the shards of Tests/RunnerFixtures/shards (five spec
/// files: passing, failing, erroring and pending tests, most with films, three failing with the
/// screen as SVG), each run as a CI job would (`--shard I/3 --report out/shard-I`): one page,
/// one JUnit file and one summary equal to one run's, and shards that are not one run said.
@Suite(.serialized) struct ReportMergeTests {
    /// The fixture copied to a temporary directory.
    static func fixture() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Runner.fixtures.appendingPathComponent("shards"), to: dir)
        return dir
    }

    /// Shard `i` of `n` run with `--report out/shard-i` (and `extra`); the run's result.
    @discardableResult
    static func shard(_ i: Int, of n: Int, in dir: URL, _ extra: [String] = [], into name: String? = nil) throws -> Runner.Result {
        try Runner.test(["--shard", "\(i)/\(n)", "--report", "out/" + (name ?? "shard-\(i)")] + extra + ["spec"], in: dir)
    }

    static func merge(_ arguments: [String], in dir: URL) throws -> Runner.Result {
        try Runner.run(Runner.binary.path, ["report", "merge"] + arguments, in: dir)
    }

    /// Each case as (suite, name, outcome, message): what the merge must keep of every test.
    static func cases(_ junit: JUnit) -> [[String]] {
        junit.suites.flatMap { s in s.cases.map { [s.attributes["name"] ?? "", $0.name, $0.outcome, $0.message ?? ""] } }
    }

    @Test func threeShardsMergeIntoTheReportOfOneRun() throws {
        let dir = try ReportMergeTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 1...3 {
            let r = try ReportMergeTests.shard(i, of: 3, in: dir, ["--junit", "out/shard-\(i).xml"])
            #expect(r.status == 1, "every shard has a failing test: \(r)")
            // A report directory holds the failing screens too (shard 3's failures never touch
            // the stage): it is all a merge needs.
            let xml = try String(contentsOf: dir.appendingPathComponent("out/shard-\(i).xml"), encoding: .utf8)
            #expect(xml.contains("[[ATTACHMENT|out/shard-\(i)/attachments/") == (i != 3), "\(xml)")
        }
        let whole = try Runner.test(["--junit", "whole.xml", "spec"], in: dir)
        #expect(whole.summary == "5 passed, 4 failed, 1 error, 1 skipped")

        let merged = try ReportMergeTests.merge(["merged", "out/shard-1", "out/shard-2", "out/shard-3"], in: dir)
        #expect(merged.status == 1, "\(merged)")
        // One summary line, the runner's.
        #expect(merged.stdout == whole.summary + "\n")
        #expect(merged.stderr == "understudy report merge: report written to merged/index.html, JUnit to merged/junit.xml\n")

        // The JUnit file: every test of the one run, in its order, with its outcome and message.
        let junit = try JUnit(contentsOf: dir.appendingPathComponent("merged/junit.xml"))
        let one = try JUnit(contentsOf: dir.appendingPathComponent("whole.xml"))
        #expect(ReportMergeTests.cases(junit) == ReportMergeTests.cases(one))
        #expect(ReportMergeTests.cases(junit).count == 11)
        for key in ["tests", "failures", "errors", "skipped"] { #expect(junit.root[key] == one.root[key], "\(key)") }
        // Each failing screen is attached, copied into the merged report.
        let attached = junit.suites.flatMap(\.cases).compactMap { c -> String? in
            guard let out = c.systemOut, let start = out.range(of: "[[ATTACHMENT|") else { return nil }
            return String(out[start.upperBound...].prefix { $0 != "]" })
        }
        #expect(attached.count == 3, "\(attached)")
        for path in attached {
            #expect(path.hasPrefix("merged/attachments/"), "\(path)")
            let svg = try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
            #expect(svg.hasPrefix("<svg"), "\(path)")
        }

        // The page, opened with the shards' directories gone: it stands alone.
        let films = try (1...3).flatMap { i in
            try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/shard-\(i)/tests").path)
        }
        #expect(films.count == 7, "\(films)")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out"))
        guard HeadlessChromium.executable != nil else {
            Issue.record("chromium is not installed (make test-deps installs it)")
            return
        }
        let browser = try HeadlessChromium()
        defer { browser.close() }
        try browser.open(dir.appendingPathComponent("merged/index.html").absoluteString)
        try browser.waitUntil("document.querySelectorAll('#list a').length > 0")
        let names = try #require(try browser.evaluate("[...document.querySelectorAll('#list a .name')].map(e => e.textContent)") as? [String])
        // Every test once.
        #expect(names.sorted() == junit.suites.flatMap(\.cases).map(\.name).sorted())
        #expect(Set(names).count == names.count)
        #expect((try browser.evaluate("document.getElementById('totals').textContent") as? String ?? "")
                .hasPrefix("11 tests5 passed4 failed1 error1 pending5 files"))
        #expect(try browser.evaluate("document.querySelector('#totals .shards').textContent") as? String
                == "merged from shards 1/3, 2/3, 3/3")
        #expect(try browser.evaluate("document.getElementById('problems').hidden") as? Bool == true)
        // Each test with a film shows it: its pictures under the slider, its events beside them.
        let filmed = try #require(try browser.evaluate("""
            [...document.querySelectorAll('#list a')].filter(a => a.querySelector('.film-mark')).map(a => +a.dataset.index)
            """) as? [Int])
        #expect(filmed.count == films.count)
        for index in filmed {
            _ = try browser.evaluate("document.querySelector('#list a[data-index=\"\(index)\"]').click()")
            try browser.waitUntil("document.getElementById('scrub') && document.querySelectorAll('#events li').length > 0")
            let shown = try browser.evaluate("document.querySelector('#detail h2').textContent") as? String
            let clicked = try browser.evaluate("document.querySelector('#list a[data-index=\"\(index)\"] .name').textContent") as? String
            #expect(shown == clicked)
            let text = try browser.evaluate("document.getElementById('screen').src") as? String
            #expect((text ?? "").hasPrefix("data:image/svg+xml"))
        }
        // A failing test shows its source line from the shard's copy of the spec.
        _ = try browser.evaluate("document.querySelector('#list a.failure').click()")
        try browser.waitUntil("document.querySelector('.source .here')")
    }

    /// A shard whose job failed before writing its report: the others are merged, the page says
    /// what is missing, and the merge fails naming the shard and its files.
    @Test func aMissingShardFailsTheMergeNamingIt() throws {
        let dir = try ReportMergeTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in [1, 3] { try ReportMergeTests.shard(i, of: 3, in: dir) }
        let r = try ReportMergeTests.merge(["merged", "out/shard-1", "out/shard-3"], in: dir)
        #expect(r.status == 1)
        let missing = "shard 2/3 is missing: no directory given holds its report (its files: spec/menus_spec.lua, spec/sheets_spec.lua)"
        #expect(r.stderr.contains("understudy report merge: " + missing + "\n"), "\(r.stderr)")
        #expect(r.stdout == "3 passed, 3 failed, 1 error\n")
        // What is there is merged; the page says the rest is missing.
        let junit = try JUnit(contentsOf: dir.appendingPathComponent("merged/junit.xml"))
        #expect(junit.suites.map { $0.attributes["name"] ?? "" } == ["spec/alerts_spec.lua", "spec/plain_spec.lua", "spec/rows_spec.lua"])
        let data = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("merged/run.json"))) as? [String: Any]
        #expect(data?["problems"] as? [String] == [missing])

        // Passing tests do not hide a missing shard: the one-file shard 3/3 alone, with no failure.
        try Runner.write("it('passes', function() end)\n", to: dir.appendingPathComponent("spec/plain_spec.lua"))
        try ReportMergeTests.shard(3, of: 3, in: dir)
        let alone = try ReportMergeTests.merge(["merged", "out/shard-3"], in: dir)
        #expect(alone.status == 1)
        #expect(alone.stdout == "1 passed, 0 failed\n")
        #expect(alone.stderr.contains("shard 1/3 is missing") && alone.stderr.contains("shard 2/3 is missing"), "\(alone.stderr)")

        if HeadlessChromium.executable != nil {
            let browser = try HeadlessChromium()
            defer { browser.close() }
            try browser.open(dir.appendingPathComponent("merged/index.html").absoluteString)
            try browser.waitUntil("document.querySelectorAll('#list a').length > 0")
            #expect(try browser.evaluate("document.getElementById('problems').hidden") as? Bool == false)
            #expect(try browser.evaluate("[...document.querySelectorAll('#problems li')].map(li => li.textContent)") as? [String]
                    == ["shard 1/3 is missing: no directory given holds its report (its files: spec/alerts_spec.lua, spec/rows_spec.lua)",
                        missing])
        }
    }

    /// Reports that are not the shards of one run are refused, each reason said, nothing written.
    @Test func shardsThatDisagreeAreRefused() throws {
        let dir = try ReportMergeTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 1...3 { try ReportMergeTests.shard(i, of: 3, in: dir) }
        try ReportMergeTests.shard(2, of: 4, in: dir, into: "quarter-2")
        try ReportMergeTests.shard(2, of: 3, in: dir, ["--filter", "rows"], into: "filtered-2")
        // The same suite with one more file: another suite.
        try Runner.write("it('is new', function() end)\n", to: dir.appendingPathComponent("spec/zebra_spec.lua"))
        try ReportMergeTests.shard(3, of: 3, in: dir, into: "grown-3")
        let refusals: [([String], String)] = [
            (["out/shard-1", "out/quarter-2"],
             "shard 2/4 (out/quarter-2) is a shard of 4, shard 1/3 (out/shard-1) one of 3: shards of different splits cannot be merged"),
            (["out/shard-1", "out/filtered-2", "out/shard-3"],
             "shard 2/3 (out/filtered-2) chose its tests with --filter 'rows', shard 1/3 (out/shard-1) with no filter: a different suite"),
            (["out/shard-1", "out/shard-2", "out/grown-3"],
             "shard 3/3 (out/grown-3) ran a different suite from shard 1/3 (out/shard-1): spec/zebra_spec.lua only in out/grown-3"),
            (["out/shard-1", "out/shard-2", "out/shard-3", "out/shard-2"],
             "shard 2/3 is in both out/shard-2 and out/shard-2: give each shard's report once"),
        ]
        for (dirs, message) in refusals {
            let r = try ReportMergeTests.merge(["merged"] + dirs, in: dir)
            #expect(r.status == 2, "\(dirs)")
            #expect(r.stderr == "understudy report merge: \(message)\n"
                    + "understudy report merge: nothing merged: the directories are not the shards of one run\n", "\(dirs)")
            #expect(r.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path), "\(dirs)")
        }
    }

    /// A shard stopped by `--no-keep-going` did not run all its files: that is a gap too.
    @Test func aShardThatStoppedEarlyFailsTheMerge() throws {
        let dir = try ReportMergeTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        try ReportMergeTests.shard(1, of: 3, in: dir, ["--no-keep-going"])
        for i in 2...3 { try ReportMergeTests.shard(i, of: 3, in: dir) }
        let r = try ReportMergeTests.merge(["merged", "out/shard-1", "out/shard-2", "out/shard-3"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("understudy report merge: shard 1/3 (out/shard-1) did not run spec/rows_spec.lua, which it should have\n"),
                "\(r.stderr)")
    }

    /// A shard with no file to run still writes its report, so a merge finds every shard; a
    /// merge of passing shards exits 0, `--junit` puts the XML where it says, and merging again
    /// into the same directory leaves one copy of each film.
    @Test func passingShardsMergeWithStatusZero() throws {
        let dir = try Runner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Runner.write("""
            it('presents', function()
              local sheet = stage.actionController{}
              sheet:addAction{ title = 'Share' }
              sheet:present()
              stage.clock.advance(1)
            end)
            """, to: dir.appendingPathComponent("spec/only_spec.lua"))
        for i in 1...2 { #expect(try ReportMergeTests.shard(i, of: 2, in: dir).status == 0) }
        let r = try ReportMergeTests.merge(["--junit", "xml/all.xml", "merged", "out/shard-1", "out/shard-2"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout == "1 passed, 0 failed\n")
        #expect(try JUnit(contentsOf: dir.appendingPathComponent("xml/all.xml")).suites.count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged/junit.xml").path))
        // The same merge again into the same directory: the films are the same links, nothing is left behind.
        #expect(try ReportMergeTests.merge(["--junit", "xml/all.xml", "merged", "out/shard-1", "out/shard-2"], in: dir).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("merged").path).sorted()
                == ["index.html", "run.json", "tests"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("merged/tests").path).count == 1)
        // Even a shard with nothing to run is missed when its report is.
        let one = try ReportMergeTests.merge(["merged", "out/shard-1"], in: dir)
        #expect(one.status == 1)
        #expect(one.stderr.contains("understudy report merge: shard 2/2 is missing: no directory given holds its report (no files to run)\n"),
                "\(one.stderr)")
    }

    /// `--coverage` shards: the merge adds their hits up into luacov.stats.out and lcov.info, the
    /// same bytes the whole suite run on one machine writes; a shard run without it is said.
    @Test func coverageOfShardsAddsUpToTheWholeRun() throws {
        let dir = try Runner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Runner.fixtures.appendingPathComponent("coverage/src"),
                                         to: dir.appendingPathComponent("src"))
        let specs = ["a": "local s = require 'src.shapes'", "b": "local t = require 'src.tricky'",
                     "c": "local s, t = require 'src.shapes', require 'src.tricky'"]
        for (name, line) in specs {
            try Runner.write("\(line)\nit('\(name)', function() end)\n", to: dir.appendingPathComponent("spec/\(name)_spec.lua"))
        }
        #expect(try Runner.test(["--coverage", "spec"], in: dir).status == 0)
        let read = { (path: String) in try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8) }
        let (stats, lcov) = (try read("luacov.stats.out"), try read("lcov.info"))
        #expect(stats.contains("src/shapes.lua") && stats.contains("src/tricky.lua"))
        for i in 1...3 { #expect(try ReportMergeTests.shard(i, of: 3, in: dir, ["--coverage"]).status == 0) }
        let r = try ReportMergeTests.merge(["merged", "out/shard-1", "out/shard-2", "out/shard-3"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(try read("merged/luacov.stats.out") == stats)
        #expect(try read("merged/lcov.info") == lcov)
        #expect(r.stderr.contains("Total "), "the summary table, as the run prints it: \(r.stderr)")
        // A shard run without --coverage: its hits are missing, and the merge says so (status 3).
        #expect(try ReportMergeTests.shard(2, of: 3, in: dir).status == 0)
        let partial = try ReportMergeTests.merge(["merged", "out/shard-1", "out/shard-2", "out/shard-3"], in: dir)
        #expect(partial.status == 3, "\(partial)")
        #expect(partial.stderr.contains("shard 2/3 (out/shard-2) has no coverage (run it with --coverage)"), "\(partial.stderr)")
    }

    /// Names and messages with control characters and non-ASCII text come through run.json as
    /// the run's own JUnit has them.
    @Test func namesAndMessagesSurviveTheMerge() throws {
        let dir = try ReportOutputTests.controlSpec()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Runner.write("it('naïve ✓ \\u{1F600} \"quoted\" </script>', function() error('«é»', 0) end)\n",
                         to: dir.appendingPathComponent("spec/unicode_spec.lua"))
        let run = try Runner.test(["--report", "out", "--junit", "one.xml", "spec"], in: dir)
        #expect(run.status == 1)
        let r = try ReportMergeTests.merge(["merged", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == run.summary + "\n")
        let merged = ReportMergeTests.cases(try JUnit(contentsOf: dir.appendingPathComponent("merged/junit.xml")))
        #expect(merged == ReportMergeTests.cases(try JUnit(contentsOf: dir.appendingPathComponent("one.xml"))))
        #expect(merged.contains { $0[1] == "naïve ✓ 😀 \"quoted\" </script>" && $0[3] == "spec/unicode_spec.lua:1: «é»" }, "\(merged)")
    }

    /// What is not a shard's report is said, with what was expected, before anything is written.
    @Test func unreadableDirectoriesAreSaid() throws {
        let dir = try ReportMergeTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        try ReportMergeTests.shard(1, of: 1, in: dir)
        try Runner.write("{\"format\":1,\"suite\":", to: dir.appendingPathComponent("cut/run.json"))
        try Runner.write("{\"format\":99}", to: dir.appendingPathComponent("future/run.json"))
        try Runner.write("{\"format\":1,\"suite\":{\"files\":[]},\"shard\":{\"index\":1,\"count\":1}}",
                         to: dir.appendingPathComponent("partial/run.json"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let said: [(String, String)] = [
            ("empty", "cannot read empty/run.json: No such file or directory (a shard's output is the directory `understudy test --report DIR` wrote)"),
            ("cut", "cut/run.json is not JSON: expected a value at byte 20, found the end"),
            ("future", "future/run.json is in format 99; this understudy reads format 1 (merge with the understudy that ran the shards)"),
            ("partial", "partial/run.json: its 'suite.filter' is missing or malformed"),
        ]
        for (name, message) in said {
            let r = try ReportMergeTests.merge(["merged", "out/shard-1", name], in: dir)
            #expect(r.status == 2, "\(name)")
            #expect(r.stderr == "understudy report merge: \(message)\n", "\(name)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged").path), "\(name)")
        }
        let into = try ReportMergeTests.merge(["out/shard-1", "out/shard-1"], in: dir)
        #expect(into.status == 2)
        #expect(into.stderr == "understudy report merge: the output directory out/shard-1 is the shard directory out/shard-1: write the merged report elsewhere\n")
    }

    @Test func theCommandLine() throws {
        let help = try Runner.run(Runner.binary.path, ["report", "--help"], in: Runner.fixtures)
        #expect(help.status == 0 && help.stderr.isEmpty)
        #expect(help.stdout.hasPrefix("usage: understudy report merge [--junit FILE] OUT DIR...\n"))
        #expect(try Runner.run(Runner.binary.path, ["report", "merge", "-h"], in: Runner.fixtures).stdout == help.stdout)
        let wrong: [([String], String)] = [
            ([], "no command given (the commands: merge)"),
            (["show"], "unknown command 'show' (the commands: merge)"),
            (["merge"], "merge needs the output directory, then each shard's report directory"),
            (["merge", "out"], "merge needs the output directory, then each shard's report directory (only 'out' given)"),
            (["merge", "--junit"], "'--junit' needs a file"),
            (["merge", "--frob", "a", "b"], "unrecognized option '--frob' for merge"),
        ]
        for (arguments, message) in wrong {
            let r = try Runner.run(Runner.binary.path, ["report"] + arguments, in: Runner.fixtures)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.stderr == "understudy report: \(message) (see 'understudy report --help')\n", "\(arguments)")
        }
        // A script named "report" still runs, as ./report.
        let dir = try Runner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Runner.write("print('the script named report', ...)\n", to: dir.appendingPathComponent("report"))
        let script = try Runner.run(Runner.binary.path, ["./report", "merge"], in: dir)
        #expect(script.status == 0 && script.stdout == "the script named report\tmerge\n", "\(script)")
    }
}
