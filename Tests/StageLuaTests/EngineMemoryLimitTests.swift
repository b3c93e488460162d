import LuaBridge
import StageKit
import Testing
@testable import StageLua

/// The memory limit covers what the engine keeps for the script (issue 20, item 2): table rows
/// and timeline events end a run with the same error as Lua's own allocations, raised once the
/// binding has returned, and `stage.reset` gives the memory back so the session goes on.
@Suite struct EngineMemoryLimitTests {
    static let limit = 32 << 20

    func limited() throws -> StageLuaHarness {
        let h = try StageLuaHarness()
        h.lua.limits = LuaLimits(memory: Self.limit)
        return h
    }

    /// The run fails with the memory limit (the kind the CLI and the test runner report).
    func expectMemoryLimit(_ h: StageLuaHarness, _ code: String, _ comment: Comment? = nil) {
        do {
            try h.run(code)
            Issue.record("no error: \(comment?.rawValue ?? code)")
        } catch {
            #expect(error.kind == .limit(.memory), "\(error)")
            #expect(error.message.contains("memory limit exceeded (limit 32M)"), "\(error.message)")
        }
    }

    @Test func twentyBigTablesEndWithTheLimitAndResetFreesTheirRows() throws {
        let h = try limited()
        expectMemoryLimit(h, "made = 0 for i = 1, 20 do stage.tableView{ rows = 250000 } made = i end")
        // One table fits (~24 MB); the second was refused before it was built.
        #expect(try h.run("return made") == [.integer(1)])
        #expect(h.world.stage.layers.count == 1)
        #expect(h.lua.memoryInUse <= Self.limit)
        let rows = h.world.stage.memory.charged(for: .rows)
        #expect(rows > 20 << 20 && rows < 30 << 20, "\(rows)")
        // The session goes on: a reset gives the rows back at once, and tables can be made again.
        try h.run("stage.reset()")
        #expect(h.lua.hostMemory.charged < 1 << 20, "\(h.lua.hostMemory.charged)")
        #expect(try h.run("return stage.tableView{ rows = 250000 }.rowCount") == [.integer(250000)])
        try h.run("stage.reset() collectgarbage() collectgarbage() stage.clock.now()")
        #expect(h.lua.hostMemory.charged == h.world.stage.memory.ledgerHeld, "nothing of the old stages is left")
        #expect(h.world.stage.memory.brokenInvariants.isEmpty)
    }

    @Test func twoMillionTapsEndWithTheLimitAndResetFreesTheTimeline() throws {
        let h = try limited()
        expectMemoryLimit(h, "taps = 0 for i = 1, 2000000 do stage.screen.tap(1, 2) taps = i end")
        let taps = Int(try h.run("return taps").first?.doubleValue ?? 0)
        let events = h.world.stage.timeline.events.count
        // Every tap is in the timeline (none dropped), the one that crossed the limit too: the
        // error was raised once its binding had returned, before `taps = i` ran.
        #expect(events == taps + 1 && taps > 50_000 && taps < 200_000, "\(taps) taps, \(events) events")
        #expect(h.world.stage.memory.charged(for: .events) == h.world.stage.timeline.chargedBytes)
        try h.run("stage.reset()")
        #expect(h.lua.hostMemory.charged < 64 << 10, "\(h.lua.hostMemory.charged)")
        #expect(try h.run("stage.screen.tap(1, 2) return #stage.log.events()") == [.integer(1)])
    }

    @Test func pcallCannotSwallowTheEnginesLimit() throws {
        let h = try limited()
        expectMemoryLimit(h, "print(pcall(function() for i = 1, 20 do stage.tableView{ rows = 250000 } end end)) reached = true")
        #expect(try h.run("return reached") == [.nilValue])
    }

    /// A long engine-only call (an hour-long drag schedules 432,000 samples) stops at the limit
    /// from inside, at the clock's next poll, rather than after it built everything.
    @Test func aLongEngineCallStopsAtThePoll() throws {
        let h = try limited()
        expectMemoryLimit(h, "stage.screen.drag{ from = {1, 1}, to = {300, 300}, duration = 3600 }")
        #expect(h.lua.memoryInUse < Self.limit + (4 << 20))
    }

    /// A list repeating one long string is one copy in the engine, as in Lua, and is charged
    /// once: three rounds of tables, tab bars and contents made of 100 references to a 1 MB string
    /// fit in 32 MB (they took 980 MB resident before).
    @Test func repeatedStringsAreOneCopy() throws {
        let h = try limited()
        try h.run("""
            local s = ("x"):rep(1 << 20) local t = {} for i = 1, 100 do t[i] = s end
            for k = 1, 3 do
              stage.collectionView{ sections = { { header = "a", rows = 1000 }, { header = "b", rows = t } } }
              stage.tabBarController{ tabs = t }:presentPopupBar{ content = { title = s, buttons = t } }
            end
            """)
        #expect(h.world.stage.memory.charged < 16 << 20, "\(h.world.stage.memory.charged)")
    }

    @Test func withoutALimitTheEngineIsCountedButNeverRefused() throws {
        let h = try StageLuaHarness()
        let lua = h.lua.memoryInUse
        try h.run("for i = 1, 3 do stage.tableView{ rows = 250000 } end for i = 1, 1000 do stage.screen.tap(1, 2) end")
        let memory = h.world.stage.memory
        #expect(memory.charged(for: .rows) > 60 << 20)
        #expect(memory.charged(for: .events) > 1000 * 200)
        #expect(h.lua.hostMemory.charged == memory.ledgerHeld)
        #expect(h.lua.memoryInUse >= lua + memory.charged)
    }
}
