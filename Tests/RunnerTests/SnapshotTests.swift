import Foundation
import Testing

/// Snapshots: create, match, mismatch (unified diff), update with -u, obsolete reported and
/// removed, --ci (or CI set) refuses to write.
@Suite struct SnapshotTests {
    static let spec = """
        describe("view", function()
          it("renders", function()
            expect("line 1\\nline 2\\n" .. (os.getenv("SNAP") or "line 3")):toMatchSnapshot()
            expect({ b = 1, a = { "x", true } }):toMatchSnapshot("table")
          end)
          if not os.getenv("DROP") then
            it("extra", function() expect(42):toMatchSnapshot() end)
          end
        end)

        """

    @Test func lifecycle() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write(SnapshotTests.spec, to: dir.appendingPathComponent("spec/view_spec.lua"))
        let snap = dir.appendingPathComponent("spec/__snapshots__/view_spec.snap")
        func text() throws -> String { try String(contentsOf: snap, encoding: .utf8) }

        let ci = try Runner.test(["--ci"], in: dir)
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("New snapshot was not written: `view renders 1` (--ci)"))
        #expect(!FileManager.default.fileExists(atPath: snap.path))
        // A CI machine (CI set) is --ci, as Jest's; --no-ci or CI=false write, and so does -u.
        let onCI = try Runner.test([], in: dir, environment: ["CI": "true"])
        #expect(onCI.status == 1)
        #expect(onCI.stdout.contains("New snapshot was not written: `view renders 1` (CI is set; --no-ci writes it)"))
        #expect(!FileManager.default.fileExists(atPath: snap.path))
        for (arguments, ci) in [(["--no-ci"], "true"), ([], "false"), (["-u"], "1")] {
            let wrote = try Runner.test(arguments, in: dir, environment: ["CI": ci])
            #expect(wrote.status == 0, "\(arguments) CI=\(ci): \(wrote)")
            #expect(FileManager.default.fileExists(atPath: snap.path))
            try FileManager.default.removeItem(at: snap)
        }

        let created = try Runner.test([], in: dir)
        #expect(created.status == 0)
        #expect(created.stdout.contains("3 snapshot(s) written to spec/__snapshots__/view_spec.snap"))
        #expect(try text() == """
            -- Snapshots for view_spec.lua (understudy test). Rewrite with `understudy test -u`.

            snapshot["view extra 1"] = [[
            42
            ]]

            snapshot["view renders 1"] = [[
            line 1
            line 2
            line 3
            ]]

            snapshot["view renders: table 1"] = [[
            {
              a = {
                "x",
                true,
              },
              b = 1,
            }
            ]]

            """)
        let matched = try Runner.test([], in: dir)
        #expect(matched.status == 0)
        #expect(matched.stdout == "spec/view_spec.lua ..\n\n2 passed, 0 failed\n")

        let mismatch = try Runner.test([], in: dir, environment: ["SNAP": "changed"])
        #expect(mismatch.status == 1)
        #expect(mismatch.stdout.contains("""
            spec/view_spec.lua:3: Snapshot `view renders 1` does not match (spec/__snapshots__/view_spec.snap):
            --- snapshot
            +++ received
            @@ -1,3 +1,3 @@
             line 1
             line 2
            -line 3
            +changed
            """))
        #expect(!mismatch.stdout.contains("obsolete"), "a failed test's unchecked snapshots are not obsolete")

        let updated = try Runner.test(["-u"], in: dir, environment: ["SNAP": "changed"])
        #expect(updated.status == 0)
        #expect(updated.stdout.contains("1 snapshot(s) updated"))
        #expect(try text().contains("line 2\nchanged\n]]"))

        let obsolete = try Runner.test([], in: dir, environment: ["SNAP": "changed", "DROP": "1"])
        #expect(obsolete.status == 0)
        #expect(obsolete.stdout.contains("1 obsolete snapshot(s) in spec/__snapshots__/view_spec.snap (remove with -u):\n  view extra 1"))
        let removed = try Runner.test(["-u"], in: dir, environment: ["SNAP": "changed", "DROP": "1"])
        #expect(removed.stdout.contains("1 obsolete snapshot(s) removed"))
        #expect(try !text().contains("view extra 1"))
        // No temporary file is left behind by the atomic write.
        let names = try FileManager.default.contentsOfDirectory(atPath: snap.deletingLastPathComponent().path)
        #expect(names == ["view_spec.snap"])
    }

    /// Every byte string reads back as it was written: a value a Lua long string cannot keep (one
    /// with a carriage return, which the long string's reader turns into a newline, pairs like
    /// CR LF included) is stored as a quoted string with escapes; other values keep long strings.
    static let bytesSpec = #"""
        local all = {}
        for i = 0, 255 do all[#all + 1] = string.char(i) end
        local values = {
          ["every byte"] = table.concat(all),
          ["cr"] = os.getenv("CR") or "a\rb",
          ["crlf lines"] = "line 1\r\nline 2\r\n",
          ["lf cr"] = "a\n\rb",
          ["leading cr"] = "\rx",
          ["trailing cr"] = "x\r",
          ["nul"] = "a\0b",
          ["not utf-8"] = "\xff\xfe\xc3",
          ["leading newline"] = "\nx",
          ["trailing newline"] = "x\n",
          ["closing brackets"] = "x]==]y]=",
          ["trailing bracket"] = "x]==",
          ["empty"] = "",
        }
        local names = {}
        for name in pairs(values) do names[#names + 1] = name end
        table.sort(names)
        for _, name in ipairs(names) do
          it(name, function() expect(values[name]):toMatchSnapshot() end)
        end

        """#

    @Test func everyByteRoundTrips() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write(SnapshotTests.bytesSpec, to: dir.appendingPathComponent("spec/bytes_spec.lua"))
        let snap = dir.appendingPathComponent("spec/__snapshots__/bytes_spec.snap")
        let created = try Runner.test([], in: dir)
        #expect(created.status == 0)
        #expect(created.stdout.contains("13 snapshot(s) written"))
        let written = try Data(contentsOf: snap)
        // Each value matches itself when read back.
        let matched = try Runner.test(["-v"], in: dir)
        #expect(matched.status == 0, "\(matched.stdout)")
        #expect(matched.summary == "13 passed, 0 failed")
        // -u finds nothing to change and leaves the file as it was, byte for byte.
        let updated = try Runner.test(["-u"], in: dir)
        #expect(updated.status == 0)
        #expect(!updated.stdout.contains("updated"))
        #expect(try Data(contentsOf: snap) == written)
        // A value that differs from the stored one only by CR against LF is a mismatch.
        let changed = try Runner.test([], in: dir, environment: ["CR": "a\nb"])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("Snapshot `cr 1` does not match"))
        // Ordinary text keeps its long string; the others are quoted.
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("snapshot[\"trailing newline 1\"] = [[\nx\n\n]]\n"))
        #expect(text.contains("snapshot[\"cr 1\"] = \"a\\13b\\\n\"\n"))
    }

    /// `expect(stage.log):toMatchSnapshot()` stores the timeline as failures show it: a run of
    /// gesture samples or of one timer's firings is one line. A snapshot stored one line per
    /// event (before runs collapsed) still matches, and `-u` rewrites it collapsed.
    @Test func timelineSnapshotsCollapseRunsAndKeepOldOnesValid() throws {
        let dir = try Runner.temporaryDirectory()
        let scene = """
            local t = stage.tableView{ rows = { "a" }, editActions = function() return { stage.swipeAction{ title = "Delete" } } end }
            stage.clock.every(0.5, function() end, { name = "tick" })
            t:swipe(1, { dx = -220 })
            stage.clock.advance(2)
            """
        try Runner.write("it('swipes', function()\n" + scene + "\nexpect(stage.log):toMatchSnapshot()\nend)\n",
                         to: dir.appendingPathComponent("spec/log_spec.lua"))
        let snap = dir.appendingPathComponent("spec/__snapshots__/log_spec.snap")
        func text() throws -> String { try String(contentsOf: snap, encoding: .utf8) }
        #expect(try Runner.test([], in: dir).status == 0)
        let collapsed = try text()
        #expect(collapsed.contains("screen panChanged ×"), "\(collapsed)")
        #expect(!collapsed.contains("] screen panChanged x="), "\(collapsed)")
        #expect(collapsed.contains("clock timer ×4 over 1.5 s timer=\"tick\""), "\(collapsed)")
        // The same timeline stored one line per event, as before: still a match.
        let uncollapsed = try Runner.run(Runner.binary.path, ["-e", scene + "\nio.write(stage.log.format{ collapse = false })"], in: dir).stdout
        #expect(uncollapsed.components(separatedBy: "panChanged").count > 20)
        let legacy = "-- Snapshots for log_spec.lua (understudy test). Rewrite with `understudy test -u`.\n\n"
            + "snapshot[\"swipes 1\"] = [[\n" + uncollapsed + "]]\n"
        try legacy.write(to: snap, atomically: true, encoding: .utf8)
        let old = try Runner.test([], in: dir)
        #expect(old.status == 0, "\(old.stdout)")
        #expect(try text() == legacy)
        // -u migrates it.
        let migrated = try Runner.test(["-u"], in: dir)
        #expect(migrated.stdout.contains("1 snapshot(s) updated"), "\(migrated.stdout)")
        #expect(try text() == collapsed)
    }

    @Test func seedMakesRandomNumbersReproducible() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("it('draws', function() expect(math.random(1, 1000000000)):toMatchSnapshot() end)\n",
                         to: dir.appendingPathComponent("spec/random_spec.lua"))
        #expect(try Runner.test(["--seed", "7"], in: dir).status == 0)
        #expect(try Runner.test(["--seed", "7"], in: dir).stdout == "spec/random_spec.lua .\n\n1 passed, 0 failed\n")
        #expect(try Runner.test(["--seed", "8"], in: dir).status == 1)
    }
}
