import Foundation
import TestSupport
import Testing

/// What a spec starts ends with its file: a background child of `os.execute` is killed when its
/// file ends (the worker may run another file next), when its worker goes, and when the run is
/// interrupted, so it never writes into the runner's output or a later file's run.
@Suite struct WorkerChildrenTests {
    /// A spec that leaves `(sleep 1; echo late >> FILE; echo late) &` behind.
    static func leavesAChild(writing file: URL) -> String {
        """
        it('starts a background child', function()
          assert.is_true(os.execute("(sleep 1; echo late >> '\(file.path)'; echo late) &"))
        end)

        """
    }

    @Test func aBackgroundChildEndsWithTheRun() throws {
        let dir = try Runner.temporaryDirectory()
        let late = dir.appendingPathComponent("late.txt")
        try Runner.write(WorkerChildrenTests.leavesAChild(writing: late), to: dir.appendingPathComponent("spec/a_spec.lua"))
        let r = try Runner.test(["-o", "tap", "spec"], in: dir)
        #expect(r.status == 0)
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!FileManager.default.fileExists(atPath: late.path))
        #expect(r.stdout.hasSuffix("1..1\n# 1 passed, 0 failed\n"), "\(r.stdout)")
        #expect(!r.stdout.contains("late"))
    }

    @Test func aBackgroundChildDoesNotSurviveIntoTheWorkersNextFile() throws {
        let dir = try Runner.temporaryDirectory()
        let late = dir.appendingPathComponent("late.txt")
        try Runner.write(WorkerChildrenTests.leavesAChild(writing: late), to: dir.appendingPathComponent("spec/a_spec.lua"))
        try Runner.write("""
            it('runs after it in the same worker, past the second the child waits', function()
              os.execute("sleep 1.5")
              assert.is_nil(io.open('\(late.path)'))
            end)

            """, to: dir.appendingPathComponent("spec/b_spec.lua"))
        let r = try Runner.test(["--jobs", "1", "-o", "tap", "spec"], in: dir)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.hasSuffix("1..2\n# 2 passed, 0 failed\n"), "\(r.stdout)")
        #expect(!FileManager.default.fileExists(atPath: late.path))
    }

    @Test func anInterruptedRunTakesTheChildrenAlong() throws {
        let dir = try Runner.temporaryDirectory()
        let late = dir.appendingPathComponent("late.txt"), started = dir.appendingPathComponent("started.txt")
        try Runner.write("""
            it('starts a child, then waits', function()
              assert.is_true(os.execute("(sleep 1; echo late >> '\(late.path)') &"))
              io.open('\(started.path)', 'w'):close()
              os.execute("sleep 5")
            end)

            """, to: dir.appendingPathComponent("spec/a_spec.lua"))
        let child = try ChildProcess.start(Runner.binary.path, ["test", "spec"], clearing: Runner.ciVariables, in: dir)
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: started.path) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        child.interrupt()
        let r = child.wait()
        #expect(r.signaled && r.status == SIGINT)
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!FileManager.default.fileExists(atPath: late.path))
    }
}
