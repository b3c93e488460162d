import Foundation
import Testing

/// Snapshots: create, match, mismatch (unified diff), update with -u, obsolete reported and
/// removed, --ci refuses to write.
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

    @Test func seedMakesRandomNumbersReproducible() throws {
        let dir = try Runner.temporaryDirectory()
        try Runner.write("it('draws', function() expect(math.random(1, 1000000000)):toMatchSnapshot() end)\n",
                         to: dir.appendingPathComponent("spec/random_spec.lua"))
        #expect(try Runner.test(["--seed", "7"], in: dir).status == 0)
        #expect(try Runner.test(["--seed", "7"], in: dir).stdout == "spec/random_spec.lua .\n\n1 passed, 0 failed\n")
        #expect(try Runner.test(["--seed", "8"], in: dir).status == 1)
    }
}
