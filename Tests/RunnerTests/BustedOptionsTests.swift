import Foundation
import Testing

/// busted's options and behaviors beyond counting (issue 13): LUA_INIT and `arg` in workers,
/// per-file seeds, coverage files, `--run`, busted's output names, `--repeat`, locations of
/// shared examples in every report, and standalone specs.
@Suite struct BustedOptionsTests {
    static let fixture = Runner.fixtures.appendingPathComponent("busted")
    static let corpus = Runner.repository.appendingPathComponent("Tests/BustedCorpus")

    /// A copy of the fixture project in a temporary directory (coverage writes files there).
    static func project() throws -> URL {
        let dir = try Runner.temporaryDirectory()
        for sub in ["spec", "src"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(sub), to: dir.appendingPathComponent(sub))
        }
        return dir
    }

    @Test func luaInitArgSeedsAndCoverage() throws {
        let dir = try BustedOptionsTests.project()
        let r = try Runner.test(["--coverage", "spec"], in: dir, environment: ["LUA_INIT": "INIT_RAN = 'ran'"])
        // The summary line, and the coverage table on stderr (CoverageSummaryTests checks it against LuaCov).
        #expect(r.stdout.contains("\n8 passed, 0 failed"), "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("\nFile          Hits Missed Coverage\n"))
        #expect(r.stderr.contains("\nsrc/hashy.lua 8    1      88.89%\n"))
        // Each file draws its own random sequence, the same on every run with the same --seed.
        let randoms = r.stdout.split(separator: "\n").filter { $0.hasPrefix("random ") }
        #expect(randoms.count == 2 && randoms[0] != randoms[1])
        let again = try Runner.test(["spec"], in: dir, environment: ["LUA_INIT": "INIT_RAN = 'ran'"])
        #expect(again.stdout.split(separator: "\n").filter { $0.hasPrefix("random ") }.sorted() == randoms.sorted())
        let other = try Runner.test(["--seed", "7", "spec"], in: dir, environment: ["LUA_INIT": "INIT_RAN = 'ran'"])
        #expect(other.stdout.split(separator: "\n").filter { $0.hasPrefix("random ") }.sorted() != randoms.sorted())
        // LuaCov's stats: the module's 12 lines, never the spec files; line 10 never ran.
        let stats = try String(contentsOf: dir.appendingPathComponent("luacov.stats.out"), encoding: .utf8)
        #expect(stats == "12:./src/hashy.lua\n2 2 4 44 40 0 4 2 2 0 2 2 \n")
        let lcov = try String(contentsOf: dir.appendingPathComponent("lcov.info"), encoding: .utf8)
        #expect(lcov.hasPrefix("TN:\nSF:./src/hashy.lua\n"))
        #expect(lcov.contains("DA:10,0\n") && lcov.contains("DA:5,40\n") && lcov.contains("end_of_record"))
    }

    @Test func namedRunAndPatternFromDotBusted() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("config")
        let r = try Runner.test(["--run", "smoke"], in: dir)
        #expect(r.stdout == "spec/calc_smoke.lua .\n\n1 passed, 0 failed\n")
        let missing = try Runner.test(["--run", "nightly"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Task `nightly` not found, or not a table."))
        // -C: the directory first, then its .busted.
        let c = try Runner.test(["-C", "config"], in: BustedOptionsTests.corpus)
        #expect(c.summary == "5 passed, 0 failed")
    }

    @Test func bustedOutputNamesAndLocationsOfSharedExamples() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("shared")
        let terminal = try Runner.test(["-o", "plainTerminal"], in: dir)
        #expect(terminal.stdout.contains("1) ./spec/shared_examples.lua:12: a table a stack keeps what is pushed\n"))
        let tap = try Runner.test(["-o", "TAP"], in: dir)
        #expect(tap.stdout.contains("  at: ./spec/shared_examples.lua:12\n"))
        let junit = try Runner.test(["-o", "junit"], in: dir)
        #expect(junit.stdout.contains("name=\"a table a stack starts empty\" file=\"./spec/shared_examples.lua\" line=\"9\""))
        #expect(junit.stdout.contains("file=\"spec/table_stack_spec.lua\" line=\"5\""))
        let json = try Runner.test(["-o", "json"], in: dir)
        #expect(json.stdout.hasPrefix("{\"successes\":[{\"name\":\"a table a stack starts empty\",\"trace\":{\"short_src\":\"./spec/shared_examples.lua\",\"currentline\":9}}"))
        let gtest = try Runner.test(["-o", "gtest"], in: dir)
        #expect(gtest.stdout.contains("[  FAILED  ] ./spec/shared_examples.lua @ 12: a table a stack keeps what is pushed"))
        let bad = try Runner.test(["-o", "html"], in: dir)
        #expect(bad.status == 2)
    }

    @Test func repeatRunsTheFilesAgain() throws {
        let r = try Runner.test(["--repeat", "2"], in: BustedOptionsTests.corpus.appendingPathComponent("envs"))
        #expect(r.summary == "20 passed, 0 failed")
    }

    @Test func slowFilesPassUnderAPerTestLimit() throws {
        // Four 0.3 s tests under --timeout 1: the file takes longer than the limit, no test does.
        let r = try Runner.test(["--timeout", "1"], in: BustedOptionsTests.corpus.appendingPathComponent("slow"))
        #expect(r.summary == "4 passed, 0 failed")
    }

    @Test func standaloneSpecs() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("standalone")
        let direct = try Runner.run(Runner.binary.path, ["spec/standalone_spec.lua"], in: dir)
        #expect(direct.status == 1)
        #expect(direct.stdout.hasPrefix("spec/standalone_spec.lua .F-\n"))
        #expect(direct.stdout.hasSuffix("\n1 passed, 1 failed, 1 skipped\n"))
        // Without the runner line, the script says how to run it.
        let plain = try Runner.run(Runner.binary.path, ["spec/globals_spec.lua"], in: BustedOptionsTests.corpus.appendingPathComponent("envs"))
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("spec/globals_spec.lua:4: 'describe' is busted's DSL: run specs with `understudy test`"))
    }

    /// A busted project (a `.busted` file) that names no jobs runs its files one after another,
    /// as busted does: its files may share the machine. The fixture's two files each wait for
    /// the other's mark, so running them at once fails both.
    @Test func aBustedProjectRunsItsFilesOneAfterAnother() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("serial")
        let serial = try Runner.test([], in: dir, environment: ["SERIAL_MARKS": Runner.temporaryDirectory().path])
        #expect(serial.summary == "2 passed, 0 failed")
        #expect(serial.parallelNote == nil)
        let parallel = try Runner.test(["--jobs", "2"], in: dir, environment: ["SERIAL_MARKS": Runner.temporaryDirectory().path])
        // At once, a file sees the other's mark (which one first depends on the workers' start),
        // and the summary line says the files ran in parallel.
        #expect(parallel.summary != "2 passed, 0 failed")
        #expect(parallel.parallelNote == " (files in parallel on 2 workers)")
    }

    /// Files that fail while running in parallel are named, with the hint that `--jobs 1` tells
    /// whether they share state across processes; the run still fails (no automatic rerun). The
    /// fixture's two files name a temp file from `math.random` seeded with `os.time()`: one after
    /// another (as busted, and its `.busted`, run them) they pass, at once they collide.
    @Test func filesThatFailInParallelAreNamedWithTheJobsHint() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("timeseeded")
        // Each run has its own marks: a run cut short leaves marks that would change the next one.
        let marks = { ["SERIAL_MARKS": try Runner.temporaryDirectory().path] }
        let serial = try Runner.test([], in: dir, environment: marks())
        #expect(serial.status == 0 && serial.summary == "2 passed, 0 failed")
        #expect(!serial.stdout.contains("--jobs 1"))
        let parallel = try Runner.test(["-j", "2"], in: dir, environment: marks())
        #expect(parallel.status == 1)
        #expect(parallel.summary == "0 passed, 2 failed")
        let hint = "2 files failed while files ran in parallel on 2 workers:\n  spec/a_spec.lua\n  spec/b_spec.lua\n"
            + "If they pass with --jobs 1 (jobs = 1 in .busted), they share state across processes\n"
            + "(a temp name from os.time(), a fixed path, a port).\n\n0 passed, 2 failed (files in parallel on 2 workers)\n"
        #expect(parallel.stdout.hasSuffix(hint), "\(parallel.stdout)")
        // Another output is a document: the hint goes to standard error.
        let tap = try Runner.test(["-j", "2", "-o", "TAP"], in: dir, environment: marks())
        #expect(tap.status == 1)
        #expect(tap.stderr.contains("If they pass with --jobs 1") && !tap.stdout.contains("--jobs 1"))
    }

    /// `--suppress-pending` leaves pending tests out of the report and the counts, as busted's.
    @Test func suppressPending() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("standalone")
        #expect(try Runner.test([], in: dir).summary == "1 passed, 1 failed, 1 skipped")
        #expect(try Runner.test(["--suppress-pending"], in: dir).summary == "1 passed, 1 failed")
    }

    /// `-e STATEMENT` runs before each spec file, before the helper, as busted's; a statement
    /// that fails is the file's error.
    @Test func statementsRunFirst() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("standalone")
        let r = try Runner.test(["-e", "FROM_E = 1", "-e", "print('from -e', FROM_E)"], in: dir)
        #expect(r.stdout.hasPrefix("from -e\t1\n"))
        let bad = try Runner.test(["-e", "error('boom')"], in: dir)
        #expect(bad.stdout.contains("-e error('boom'): (command line):1: boom"))
        #expect(bad.status == 1)
    }

    /// busted's own command-line script run by understudy (`understudy /usr/bin/busted spec/`)
    /// runs the specs its arguments name, as `understudy test` does: never "0 passed" on a
    /// failing spec.
    @Test func bustedsCommandLineScriptRunsTheSpecs() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("standalone")
        let r = try Runner.run(Runner.binary.path, ["busted-cli.lua", "spec/standalone_spec.lua"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.hasSuffix("\n1 passed, 1 failed, 1 skipped\n"))
        let filtered = try Runner.run(Runner.binary.path, ["busted-cli.lua", "--filter", "runs under", "spec/standalone_spec.lua"], in: dir)
        #expect(filtered.stdout.contains(" passed, 0 failed"))
    }

    /// Modules busted loaded for itself: with `busted-modules` (the penlight corpus project's
    /// .busted, or --busted-modules) a spec's `require "pl.utils"` is the installed Penlight busted
    /// would have loaded; by default it is what the spec's package.path finds (the project's copy
    /// here), as plain Lua. The output handler's own modules come with it; a module that is not
    /// installed is the file's error.
    @Test func bustedModulesIsOptIn() throws {
        // Debian's busted brings the installed Penlight this compares with.
        try BustedOutcomes.requireBusted()
        let dir = BustedOptionsTests.corpus.appendingPathComponent("penlight")
        #expect(try Runner.test([], in: dir).summary == "6 passed, 0 failed")
        let off = try Runner.test(["--no-busted-modules"], in: dir)
        #expect(off.summary == "2 passed, 4 failed", "\(off.stdout)")
        #expect(off.stdout.contains("Penlight, as busted loaded it is the installed copy, not the project's\n"))
        let tmp = try Runner.temporaryDirectory()
        try Runner.write("it('x', function() print('loaded', package.loaded.dkjson ~= nil, package.loaded['pl.xml'] ~= nil) end)",
                         to: tmp.appendingPathComponent("out_spec.lua"))
        let json = try Runner.test(["--busted-modules", "-o", "json", "out_spec.lua"], in: tmp)
        #expect(json.stdout.hasPrefix("loaded\ttrue\tfalse\n"), "\(json.stdout)")
        let junit = try Runner.test(["--busted-modules", "-o", "junit", "out_spec.lua"], in: tmp)
        #expect(junit.stdout.hasPrefix("loaded\tfalse\ttrue\n"), "\(junit.stdout)")
        let plain = try Runner.test(["out_spec.lua"], in: tmp)
        #expect(plain.stdout.hasPrefix("loaded\tfalse\tfalse\n"), "\(plain.stdout)")
        let missing = try Runner.test(["--busted-modules", "out_spec.lua"], in: tmp, environment: ["LUA_PATH_5_4": "./?.lua"])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("--busted-modules: module 'pl.path' not found:"), "\(missing.stdout)")
    }

    /// busted's cl_spec.lua: a tag both included and excluded is refused (busted: status 1, no
    /// test run), on the command line and in a standalone spec; busted's output handlers are
    /// also taken by module name.
    @Test func bustedsCommandLineRefusalsAndHandlerNames() throws {
        let dir = BustedOptionsTests.corpus.appendingPathComponent("busted")
        let both = ["--pattern=_tags.lua$", "--tags=tag1", "--exclude-tags=tag1"]
        let busted = try Runner.run(BustedOutcomes.luaPath, [BustedOutcomes.bustedPath] + both, in: dir)
        let ours = try Runner.test(both, in: dir)
        #expect(busted.status == 1 && ours.status == 1, "ours \(ours.status), busted's \(busted.status)")
        #expect(ours.stdout.isEmpty && ours.stderr.contains("cannot use --tags and --exclude-tags for the same tags"))
        let standalone = try Runner.run(Runner.binary.path, ["spec/cl_standalone.lua", "--tags=tag1", "--exclude-tags=tag1"], in: dir)
        #expect(standalone.status == 1 && standalone.stderr.contains("Cannot use --tags and --exclude-tags"))
        let tap = try Runner.test(["--pattern=cl_success.lua$", "--output=busted.outputHandlers.TAP"], in: dir)
        #expect(tap.status == 0 && tap.stdout.hasPrefix("TAP version 13\n"), "\(tap.stdout)\(tap.stderr)")
    }
}
