import Foundation
import Testing

/// Counts, messages, exit codes and reports of `understudy test` on the fixtures.
@Suite struct RunnerOutcomeTests {
    @Test func passingFilesExitZero() throws {
        let r = try Runner.test(["basic/passing_spec.lua"])
        #expect(r.status == 0)
        #expect(r.stdout == "basic/passing_spec.lua ...\n\n3 passed, 0 failed\n")
    }

    @Test func countsFailuresErrorsAndPending() throws {
        let r = try Runner.test(["basic"])
        #expect(r.status == 1)
        #expect(r.summary == "5 passed, 2 failed, 2 errors, 2 skipped")
        #expect(r.stdout.hasPrefix("""
            basic/erroring_spec.lua EE
            basic/failing_spec.lua .FF
            basic/passing_spec.lua ...
            basic/pending_spec.lua -.-
            """))
        // Failures name file:line, the assertion's message in luassert's words, and a traceback.
        #expect(r.stdout.contains("""
            ) basic/failing_spec.lua:3: failing compares numbers
            basic/failing_spec.lua:4: Expected objects to be equal.
            Passed in:
            (number) 2
            Expected:
            (number) 1
            stack traceback:
            \tbasic/failing_spec.lua:4: in function <basic/failing_spec.lua:3>
            """))
        #expect(r.stdout.contains("basic/failing_spec.lua:7: custom message\nExpected objects to be the same."))
        #expect(r.stdout.contains("basic/erroring_spec.lua:3: kaboom"))
        #expect(r.stdout.contains("basic/erroring_spec.lua:7: attempt to index a nil value (local 't')"))
    }

    @Test func verboseNamesEveryTest() throws {
        let r = try Runner.test(["-v", "basic/pending_spec.lua"])
        #expect(r.stdout == """
            basic/pending_spec.lua
              skip  pending is not written yet
              ok    pending passes
              skip  pending gives up

            1 passed, 0 failed, 2 skipped

            """)
    }

    @Test func outputIsTheSameForAnyNumberOfJobs() throws {
        let one = try Runner.test(["--jobs", "1", "basic", "stage"])
        let four = try Runner.test(["--jobs", "4", "basic", "stage"])
        // The same report, but for the last line's note that four workers ran the files and,
        // before it, the files that failed with the hint to try --jobs 1 (ParallelHint).
        let hint = try #require(four.stdout.range(of: "\n3 files failed while files ran in parallel on 4 workers:\n"))
        let hintEnd = try #require(four.stdout.range(of: "a fixed path, a port).\n", range: hint.upperBound..<four.stdout.endIndex))
        #expect(four.stdout[hint.upperBound..<hintEnd.lowerBound].hasPrefix(
            "  basic/erroring_spec.lua\n  basic/failing_spec.lua\n  stage/fake_stage_spec.lua\nIf they pass with --jobs 1"))
        var four1 = four.stdout
        four1.removeSubrange(hint.lowerBound..<hintEnd.upperBound)
        #expect(one.stdout == four1.replacingOccurrences(of: " (files in parallel on 4 workers)\n", with: "\n"))
        #expect(four.parallelNote == " (files in parallel on 4 workers)")
        #expect(one.status == four.status)
    }

    @Test func faultsFailTheirFileAndTheSuiteGoesOn() throws {
        let dir = try Runner.temporaryDirectory()
        let xml = dir.appendingPathComponent("faults.xml")
        let r = try Runner.test(["--timeout", "1", "--memory-limit", "16M", "--jobs", "2", "--junit", xml.path, "faults"],
                                environment: ["UNDERSTUDY_TEST_HOOKS": "1"])
        #expect(r.status == 1)
        // A crash reports the test that was running and, as an error each, those that never ran.
        #expect(r.summary == "3 passed, 0 failed, 6 errors")
        #expect(r.stdout.hasPrefix("""
            faults/after_spec.lua .
            faults/crash_spec.lua .EE
            faults/exit_spec.lua E
            faults/hang_in_c_spec.lua E
            faults/hang_spec.lua .E
            faults/memory_spec.lua E
            """))
        #expect(r.stdout.contains("faults/crash_spec.lua: the worker was killed by signal 6 (SIGABRT) while running 'calls a host function that aborts'"))
        #expect(r.stdout.contains("faults/exit_spec.lua: the worker exited with status 3 while running 'exits the process'"))
        #expect(r.stdout.contains("faults/crash_spec.lua:5: never runs (error)\nnot run: the worker was killed by signal 6 (SIGABRT)"))
        // The limit is per test: the test that loops fails alone.
        #expect(r.stdout.contains("faults/hang_spec.lua:2: loops forever (error)\ntime limit exceeded (timeout 1 s per test)"))
        #expect(r.stdout.contains("faults/hang_in_c_spec.lua: timed out after 1 s (--timeout, per test); the worker was killed while running 'blocks in C where the in-state limit cannot reach'"))
        #expect(r.stdout.contains("faults/memory_spec.lua: memory limit exceeded (limit 16M) while running 'allocates without bound'"))
        #expect(!r.stderr.contains("Backtracing"))
        let junit = try JUnit(contentsOf: xml)
        #expect(junit.root["tests"] == "9")
        #expect(junit.root["errors"] == "6")
        #expect(junit.suites.map { $0.attributes["name"] ?? "" } == [
            "faults/after_spec.lua", "faults/crash_spec.lua", "faults/exit_spec.lua", "faults/hang_in_c_spec.lua",
            "faults/hang_spec.lua", "faults/memory_spec.lua"])
        #expect(junit.suites[1].cases.map(\.outcome) == ["success", "error", "error"])
    }

    @Test func junitMatchesTheCounts() throws {
        let dir = try Runner.temporaryDirectory()
        let xml = dir.appendingPathComponent("out.xml")
        let r = try Runner.test(["--junit", xml.path, "basic", "stage"])
        #expect(r.summary == "9 passed, 5 failed, 2 errors, 2 skipped")
        let junit = try JUnit(contentsOf: xml)
        #expect(junit.root["tests"] == "18")
        #expect(junit.root["failures"] == "5")
        #expect(junit.root["errors"] == "2")
        #expect(junit.root["skipped"] == "2")
        var tests = 0, failures = 0, errors = 0, skipped = 0
        for s in junit.suites {
            #expect(Int(s.attributes["tests"] ?? "") == s.cases.count)
            tests += s.cases.count
            failures += s.cases.filter { $0.outcome == "failure" }.count
            errors += s.cases.filter { $0.outcome == "error" }.count
            skipped += s.cases.filter { $0.outcome == "skipped" }.count
            #expect(Int(s.attributes["failures"] ?? "") == s.cases.filter { $0.outcome == "failure" }.count)
        }
        #expect((tests, failures, errors, skipped) == (18, 5, 2, 2))
        let failing = try #require(junit.suites.first { $0.attributes["name"] == "basic/failing_spec.lua" })
        let c = try #require(failing.cases.first { $0.name == "failing compares numbers" })
        #expect(c.classname == "basic.failing_spec")
        #expect(c.message == "basic/failing_spec.lua:4: Expected objects to be equal.")
        #expect(c.time != nil)
        // The failing test's timeline is in its system-out.
        let stage = try #require(junit.suites.first { $0.attributes["name"] == "stage/fake_stage_spec.lua" })
        let timed = try #require(stage.cases.first { $0.name == "stage hooks shows the timeline when it fails" })
        #expect(timed.systemOut?.contains("[  0.250] popup#2 didPop priority=100") == true)
        let pending = try #require(junit.suites.first { $0.attributes["name"] == "basic/pending_spec.lua" })
        #expect(pending.cases.map(\.outcome) == ["skipped", "success", "skipped"])
    }

    @Test func tapOutput() throws {
        let r = try Runner.test(["--output", "tap", "basic/pending_spec.lua", "basic/failing_spec.lua"])
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "TAP version 13")
        #expect(lines.contains("ok 1 - basic/pending_spec.lua: pending is not written yet # SKIP is not written yet"))
        #expect(lines.contains("ok 2 - basic/pending_spec.lua: pending passes"))
        #expect(lines.contains("not ok 5 - basic/failing_spec.lua: failing compares numbers"))
        #expect(lines.contains("not ok 6 - basic/failing_spec.lua: failing checks truth \\#fast"))
        #expect(lines.contains("  severity: fail"))
        #expect(lines.contains("1..6"))
        #expect(lines.last == "# 2 passed, 2 failed, 2 skipped")
        #expect(r.status == 1)
    }

    @Test func selectionByFilterAndTags() throws {
        let tagged = try Runner.test(["--list", "--tags", "fast", "basic"])
        #expect(tagged.stdout == """
            basic/failing_spec.lua:6: failing checks truth #fast
            basic/passing_spec.lua:4: arithmetic is tagged #fast

            """)
        let excluded = try Runner.test(["--exclude-tags", "fast", "basic/passing_spec.lua"])
        #expect(excluded.summary == "2 passed, 0 failed")
        let filtered = try Runner.test(["--filter", "^arith.*adds$", "basic"])
        #expect(filtered.summary == "1 passed, 0 failed")
        #expect(filtered.status == 0)
        let bazel = try Runner.test(["basic"], environment: ["TESTBRIDGE_TEST_ONLY": "compares"])
        #expect(bazel.summary == "1 passed, 1 failed")
        // A filter that selects nothing ends as busted ends it: status 0, and it says so.
        let none = try Runner.test(["--filter", "no such test", "basic"])
        #expect(none.status == 0)
        #expect(none.stderr.contains("no tests found (after filters)"))
    }

    @Test func usageErrors() throws {
        #expect(try Runner.test(["--jobs", "0"]).status == 2)
        #expect(try Runner.test(["--shard", "3/2"]).status == 2)
        let missing = try Runner.test(["no/such/dir"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "understudy test: cannot open no/such/dir\n")
    }

    /// busted's options that real CI lines use: accepted where they mean nothing here, refused
    /// with what to do instead where they cannot be honoured.
    @Test func bustedsOtherOptions() throws {
        let accepted = try Runner.test(["-k", "--keep-going", "--sort", "--no-sort-tests", "--defer-print", "-Xoutput", "--color",
                                        "--coverage-config-file", "x.lua", "--loaders", "lua", "--filter", "^arith.*adds$", "basic"])
        #expect(accepted.status == 0)
        #expect(accepted.summary == "1 passed, 0 failed")
        let lua = try Runner.test(["--lua", "lua5.4", "basic"])
        #expect(lua.status == 2)
        #expect(lua.stderr.contains("'--lua': understudy runs specs on its own Lua 5.4"))
        #expect(try Runner.test(["--loaders", "lua,moonscript", "basic"]).stderr.contains("only the 'lua' loader"))
        // CI lines print busted's version first, or turn its sound on; English is the one language.
        let version = try Runner.test(["--version"])
        #expect(version.status == 0 && version.stdout == "2.1.1 (understudy)\n")
        let quiet = try Runner.test(["-s", "--enable-sound", "--no-enable-sound", "--ignore-lua", "--lang", "en",
                                     "--filter", "^arith.*adds$", "basic"])
        #expect(quiet.status == 0 && quiet.summary == "1 passed, 0 failed")
        // busted's gtest handler notes a shuffled run's seed first.
        let shuffled = try Runner.test(["-o", "gtest", "--shuffle", "--seed", "7", "basic"])
        #expect(shuffled.stdout.hasPrefix("Note: Randomizing test order with a seed of 7.\n[==========] Running tests"))
        let lang = try Runner.test(["--lang=de", "basic"])
        #expect(lang.status == 2 && lang.stderr.contains("'--lang': messages are in English only here (en), not 'de'"))
    }

    /// A failing test that touched the stage shows the screen where it failed (cropped to where
    /// something is) and its timeline with a gesture's samples as one line, in every report;
    /// one that never touched the stage shows neither.
    @Test func failuresShowTheScreen() throws {
        let dir = try Runner.temporaryDirectory()
        let xml = dir.appendingPathComponent("screens.xml").path
        let r = try Runner.test(["--junit", xml, "screens"])
        #expect(r.summary == "1 passed, 2 failed")
        #expect(r.stdout.contains("""
            :
              t=1.250  393x852  showing {x=0, y=51, width=393, height=104}
            """), "\(r.stdout)")
        // The open row's label slid left with its content, cut at the table's edge.
        #expect(r.stdout.contains("|om Tim--------------------------------++-Trash-+|"), "\(r.stdout)")
        let samples = r.stdout.split(separator: "\n").filter { $0.contains("panChanged") }
        #expect(samples.count == 1 && samples[0].contains("screen panChanged ×29, x 362.333 → 157 over 0.233 s"), "\(r.stdout)")
        #expect(r.stdout.components(separatedBy: "screen when it failed").count == 2, "one screen: \(r.stdout)")
        let junit = try String(contentsOfFile: xml, encoding: .utf8)
        #expect(junit.contains("<system-out>screen when it failed:\nt=1.250  393x852"), "\(junit)")
        // With --junit, the screen as SVG beside the report, named as Jenkins and GitLab read it.
        // Named after the spec: its path made safe, a hash of it, the failure's number.
        let svgs = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("attachments").path)
        let name = try #require(svgs.first, "\(svgs)")
        #expect(svgs.count == 1 && name.hasPrefix("screens_swipe_spec.lua-") && name.hasSuffix("-1.svg"), "\(svgs)")
        let svg = dir.appendingPathComponent("attachments/" + name).path
        #expect(junit.contains("[[ATTACHMENT|\(svg)]]"), "\(junit)")
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.hasPrefix("<svg") && picture.contains("Trash"), "\(picture.prefix(200))")
        #expect(r.stdout.contains("screen when it failed (\(svg)):"), "\(r.stdout)")
        // TAP names it too; without --junit or --attachments nothing is written.
        let tapDir = try Runner.temporaryDirectory().appendingPathComponent("svgs").path
        let tap = try Runner.test(["-o", "TAP", "--attachments", tapDir, "screens"])
        #expect(tap.stdout.contains("  screen: |\n    t=1.250  393x852"), "\(tap.stdout)")
        #expect(tap.stdout.contains("  screen-svg: \(tapDir)/\(name)\n"), "\(tap.stdout)")
        #expect(FileManager.default.fileExists(atPath: tapDir + "/" + name))
        let plain = try Runner.test(["screens"])
        #expect(!plain.stdout.contains("screen when it failed ("), "\(plain.stdout)")
    }

    @Test func stageHooks() throws {
        let r = try Runner.test(["stage"])
        #expect(r.summary == "4 passed, 3 failed")
        #expect(r.stdout.contains("""
            stage/fake_stage_spec.lua:36: expect(received):toHaveEvents(patterns, options?)

            Expected these events, in order:
               1  ok      { name = "willPresentView" }  -> #1
               2  MISSING { t = 0.7, name = "didPresentView" }  (closest #2: t = 0.5, expected 0.7)
            Events (2 since the test began):
              #1   [  0.000] sheet#1 willPresentView
              #2   [  0.500] sheet#1 didPresentView
            """))
        // The failure lists the events: the report does not append the timeline a second time.
        #expect(r.stdout.components(separatedBy: "[  0.500] sheet#1 didPresentView").count == 3, "\(r.stdout)")
        #expect(r.stdout.contains("unexpected: 1 more event(s) from #2"))
        #expect(r.stdout.contains("""
            timeline since the test began:
              [  0.000] sheet#1 willPresentView
              [  0.250] popup#2 didPop priority=100
            """))
    }
}
