import LuaBridge
import Testing

/// `stage.reset` releases what the old stage held of the script: callbacks that capture their
/// own handle form a cycle through the Lua registry that only the reset can break.
@Suite struct ResetReleaseTests {
    @Test func handlersCapturingTheirSheetAreCollectedAfterReset() throws {
        let h = try StageLuaHarness()
        let r = try h.run("""
            local weak = setmetatable({}, { __mode = "v" })
            do
                local sheet = stage.actionController{}
                sheet:addAction{ title = "Keep", handler = function() return sheet end }
                weak.sheet = sheet
                local shown = stage.actionController{}
                shown:addAction{ title = "Shown", handler = function() return shown end }
                shown:present()
                weak.shown = shown
            end
            collectgarbage(); collectgarbage()
            local before = (weak.sheet ~= nil) and (weak.shown ~= nil)
            stage.reset()
            collectgarbage(); collectgarbage()
            return before, weak.sheet == nil, weak.shown == nil
            """)
        #expect(r == [true, true, true])
    }

    @Test func clockCallbacksAreReleasedByReset() throws {
        let h = try StageLuaHarness()
        let r = try h.run("""
            local weak = setmetatable({}, { __mode = "k" })
            do
                local payload = {}
                stage.clock.after(5, function() return payload end)
                weak[payload] = true
            end
            collectgarbage()
            local before = next(weak) ~= nil
            stage.reset()
            collectgarbage(); collectgarbage()
            -- Collected handles release their Swift objects at the next binding call.
            stage.clock.now()
            collectgarbage()
            return before, next(weak) == nil
            """)
        #expect(r == [true, true])
    }

    @Test func timerHandlesKeptPastResetDropTheirFunction() throws {
        let h = try StageLuaHarness()
        let r = try h.run("""
            local weak = setmetatable({}, { __mode = "k" })
            local payload = {}
            keep = stage.clock.after(5, function() return payload end)
            weak[payload] = true
            payload = nil
            stage.reset()
            collectgarbage(); collectgarbage()
            return next(weak) == nil
            """)
        #expect(r == [true])
    }
}
